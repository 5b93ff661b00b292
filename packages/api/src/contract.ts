/**
 * The API contract: every request and response type a client of the shop API
 * needs (the storefront today; the back office and the browser tests later),
 * inferred from the zod schemas the API validates and serialises with, plus the
 * few constants those schemas define. Import it as `@konfety/api/contract` —
 * clients import nothing else from the API package.
 *
 * This module imports schema modules only (zod and `@konfety/domain`): never
 * routes, services or the database, so it is safe in a browser bundle. A test
 * (packages/api/test/contract.test.ts) keeps it so.
 *
 * Offers:
 * - envelopes: DataEnvelope<T>, ListEnvelope<T>, Success, ApiErrorBody
 * - accounts: User, UserGroup, LoginInput, LoginResult
 * - lists: Currency, Country, SearchPlaceholder
 * - content: Setting, Banner, Poster, BlogCategory, Service; ContentQuery
 * - newsletter: NewsletterInput, NewsletterSaved
 * - catalogue: Product, Variant, TaxRate, ProductLabel, Availability, AvailabilityState,
 *   ListingProduct, ProductPage, CategoryLink, CategoryNode, CategoryDetail, CategoryListing,
 *   ProductDetail, DetailVariant, StoreStock, Review, SortOption, ListingQuery, TopQuery
 * - carts and vouchers: Cart, CartItem, CartVoucher, CartTotals, CartItemInput, CartItemChange,
 *   VoucherAddInput, VoucherDeleteInput
 * - checkout: CheckoutMethods, DeliveryMethod, PaymentMethod, PickupBranch, Gift,
 *   AddressInput, OrderInput, PickupPointInput
 * - orders and payments: Order, OrderItem, OrderState, PaymentStart, PaymentCheck
 * - constants: sortOptions, availabilityStates, productLabels, orderStates,
 *   LISTING_DEFAULT_LIMIT, LISTING_MAX_LIMIT, TOP_DEFAULT_LIMIT, TOP_MAX_LIMIT,
 *   IDEMPOTENCY_KEY_PATTERN
 */
import type { z } from 'zod';
import type { errorResponse } from './http/schemas';
import type { langQuery } from './http/schemas';
import type { loginBody, userGroupSchema, userSchema } from './features/accounts/schemas';
import type { countrySchema, currencySchema, searchPlaceholderSchema } from './features/lists/schemas';
import type { bannerSchema, blogCategorySchema, posterSchema, settingSchema } from './features/content/schemas';
import type { serviceSchema } from './features/services/schemas';
import type { subscribeBody, subscribedSchema } from './features/newsletter/schemas';
import type { listingQuerySchema, ProductLabel, productSchema, SortOption, taxRateSchema, topQuerySchema, variantSchema } from './features/catalog/schemas';
import type {
  availabilitySchema,
  categoryDetailSchema,
  categoryLinkSchema,
  categoryListingSchema,
  CategoryNodeOut,
  detailVariantSchema,
  listingProductSchema,
  productDetailSchema,
  productPageSchema,
  reviewSchema,
  storeStockSchema,
} from './features/catalog/responses';
import type { cartItemChangeSchema, cartItemSchema, cartSchema, cartTotalsSchema, cartVoucherSchema, putItemBody } from './features/carts/schemas';
import type { addVoucherBody, deleteVoucherBody } from './features/vouchers/schemas';
import type { addressBody, checkoutMethodsSchema, deliveryMethodSchema, giftSchema, orderBody, paymentMethodSchema, pickupBranchSchema } from './features/checkout/schemas';
import type { orderItemOut, orderSchema } from './features/orders/schemas';
import type { paymentCheckSchema, paymentStartSchema } from './features/payments/schemas';
import type { noticeSchema, passwordChangeBody, passwordResetBody, passwordResetRequestBody, passwordResetTokenSchema, registerBody, tokenSchema } from './features/accounts/schemas';
import type { invoiceDetailsBody, invoiceDetailsOut, savedAddressBody, savedAddressOut } from './features/profile/schemas';
import type { registryCompanySchema } from './features/company-registry/schemas';
import type { influencerCodeSchema, influencerStatisticsSchema } from './features/influencer/schemas';
import type { videoCardSchema, videoQuery, videoSchema } from './features/videos/schemas';
import type { accountOrderListItem, accountOrderListSchema, accountOrderSchema, accountOrdersQuery } from './features/orders/schemas';
import type { cartMergeBody, cartMergeNoticeSchema, cartMergeSchema } from './features/carts/schemas';

export { availabilityStates, type Availability as AvailabilityState } from '@konfety/domain/catalog';
export { orderStates, type OrderState } from '@konfety/domain/orders';
// Runtime values come from the domain only: a client that imports them (the storefront's server bundle)
// must not load the schema modules a second time, or their OpenAPI ids would be registered twice.
export { LISTING_DEFAULT_LIMIT, LISTING_MAX_LIMIT, productLabels, sortOptions, TOP_DEFAULT_LIMIT, TOP_MAX_LIMIT } from '@konfety/domain/catalog';
export { IDEMPOTENCY_KEY_PATTERN } from '@konfety/domain/checkout';
export type { ProductLabel, SortOption };

// Envelopes: a single resource is `{ data }`, a list `{ data: [...] }`, an action without data `{ success: true }`, every error `ApiErrorBody`.
export interface DataEnvelope<T> {
  data: T;
}
export type ListEnvelope<T> = DataEnvelope<T[]>;
export interface Success {
  success: true;
}
export type ApiErrorBody = z.infer<typeof errorResponse>;

// Accounts
export type User = z.infer<typeof userSchema>;
export type UserGroup = z.infer<typeof userGroupSchema>;
export type LoginInput = z.input<typeof loginBody>;
export interface LoginResult {
  token: string;
}

// Reference lists
export type Currency = z.infer<typeof currencySchema>;
export type Country = z.infer<typeof countrySchema>;
export type SearchPlaceholder = z.infer<typeof searchPlaceholderSchema>;

// Content
export type ContentQuery = z.input<typeof langQuery>;
export type Setting = z.infer<typeof settingSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type Poster = z.infer<typeof posterSchema>;
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export type Service = z.infer<typeof serviceSchema>;

// Newsletter
export type NewsletterInput = z.input<typeof subscribeBody>;
export type NewsletterSaved = z.infer<typeof subscribedSchema>;

// Catalogue
export type TaxRate = z.infer<typeof taxRateSchema>;
export type Variant = z.infer<typeof variantSchema>;
export type Product = z.infer<typeof productSchema>;
export type Availability = z.infer<typeof availabilitySchema>;
export type ListingProduct = z.infer<typeof listingProductSchema>;
export type ProductPage = z.infer<typeof productPageSchema>;
export type CategoryLink = z.infer<typeof categoryLinkSchema>;
export type CategoryNode = CategoryNodeOut;
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;
export type CategoryListing = z.infer<typeof categoryListingSchema>;
export type StoreStock = z.infer<typeof storeStockSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type DetailVariant = z.infer<typeof detailVariantSchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
/** The listing query string as a client sends it (every field optional, with the API's defaults). */
export type ListingQuery = z.input<typeof listingQuerySchema>;
export type TopQuery = z.input<typeof topQuerySchema>;

// Carts and vouchers
export type Cart = z.infer<typeof cartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartVoucher = z.infer<typeof cartVoucherSchema>;
export type CartTotals = z.infer<typeof cartTotalsSchema>;
/** Body of `PUT /cart/{cartId}`. */
export type CartItemInput = z.input<typeof putItemBody>;
export type CartItemChange = z.infer<typeof cartItemChangeSchema>;
export type VoucherAddInput = z.input<typeof addVoucherBody>;
export type VoucherDeleteInput = z.input<typeof deleteVoucherBody>;

// Checkout
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type PickupBranch = z.infer<typeof pickupBranchSchema>;
export type Gift = z.infer<typeof giftSchema>;
export type CheckoutMethods = z.infer<typeof checkoutMethodsSchema>;
export type AddressInput = z.input<typeof addressBody>;
/** The order body as sent (before the API's defaults apply). */
export type OrderInput = z.input<typeof orderBody>;
export type PickupPointInput = NonNullable<OrderInput['pickupPoint']>;

// Orders and card payments
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = z.infer<typeof orderItemOut>;
export type PaymentStart = z.infer<typeof paymentStartSchema>;
export type PaymentCheck = z.infer<typeof paymentCheckSchema>;

// Issue 11 part B: the customer's orders in the account (GET /account/orders, GET /account/orders/{id})
export type AccountOrdersQuery = z.input<typeof accountOrdersQuery>;
export type AccountOrderList = z.infer<typeof accountOrderListSchema>;
export type AccountOrderListItem = z.infer<typeof accountOrderListItem>;
export type AccountOrder = z.infer<typeof accountOrderSchema>;

// Issue 11 part D1: a guest cart carried into the customer's cart at login (POST /cart/merge)
export type CartMergeInput = z.input<typeof cartMergeBody>;
export type CartMerge = z.infer<typeof cartMergeSchema>;
export type CartMergeNotice = z.infer<typeof cartMergeNoticeSchema>;

// Issue 11 part D2: influencer statistics (GET /account/influencer) and the how-to video library (GET /videos, GET /videos/{id})
export type InfluencerStatistics = z.infer<typeof influencerStatisticsSchema>;
export type InfluencerCode = z.infer<typeof influencerCodeSchema>;
export type VideoQuery = z.input<typeof videoQuery>;
export type VideoCard = z.infer<typeof videoCardSchema>;
export type Video = z.infer<typeof videoSchema>;
export { videoTopics, type VideoTopic } from '@konfety/domain/videos';

// Issue 11 part C: saved delivery addresses (/account/addresses), invoice details (/account/invoice-details), the company register (GET /company-registry/{ico})
export type SavedAddress = z.infer<typeof savedAddressOut>;
/** Body of `POST /account/addresses` and `PUT /account/addresses/{id}`. */
export type SavedAddressInput = z.input<typeof savedAddressBody>;
export type InvoiceDetails = z.infer<typeof invoiceDetailsOut>;
/** Body of `PUT /account/invoice-details`. */
export type InvoiceDetailsInput = z.input<typeof invoiceDetailsBody>;
export type RegistryCompany = z.infer<typeof registryCompanySchema>;

// Issue 11 part A: registration (POST /auth/register), password reset by e-mail (POST /auth/password/reset-request,
// GET /auth/password/reset/{token}, POST /auth/password/reset) and the logged-in password change (POST /auth/password/change)
export type RegisterInput = z.input<typeof registerBody>;
export type AuthToken = z.infer<typeof tokenSchema>;
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestBody>;
export type PasswordResetToken = z.infer<typeof passwordResetTokenSchema>;
export type PasswordResetInput = z.input<typeof passwordResetBody>;
export type PasswordChangeInput = z.input<typeof passwordChangeBody>;
export type Notice = z.infer<typeof noticeSchema>;
