/**
 * The API contract: every request and response type a client of the shop API
 * needs (the storefront today; the back office and the browser tests later),
 * inferred from the zod schemas the API validates and serialises with, plus the
 * few constants those schemas define. Import it as `@konfety/api/contract` —
 * clients import nothing else from the API package.
 *
 * This module imports schema and endpoint-declaration modules only (zod and
 * `@konfety/domain`), as types: never routes, services or the database, so it is
 * safe in a browser bundle. A test (packages/api/test/contract.test.ts) keeps it so.
 * Request bodies, queries and whole answers are derived from their endpoint
 * (`Body<'POST /orders'>`); the named entity types are inferred from their schemas.
 *
 * Offers:
 * - the endpoints: ShopEndpoint (every declaration of features/<f>/endpoints.ts), ShopEndpointKey ('PUT /cart/:cartId'),
 *   ShopEndpointAt<K>, and per endpoint ResponseOf, BodyOf, QueryOf, PathParamsOf, CallInput — what a typed client
 *   and a route test's stub are made of
 * - envelopes: DataEnvelope<T>, ListEnvelope<T>, Success, ApiErrorBody
 * - accounts: User, UserGroup, LoginInput, LoginResult
 * - lists: Currency, Country, SearchPlaceholder
 * - content: Setting, Banner, Poster, BlogCategory, BlogPostCard, BlogPostList, BlogPost, ContentPage, Service; ContentQuery
 * - newsletter: NewsletterInput, NewsletterSaved
 * - inquiries (the content pages' forms): FormReceived
 * - stores: Store, OpeningDay; services: ServiceDetail; events: EventList, EventCard, ShopEvent; careers: CareerCard, Career
 * - catalogue: Product, Variant, TaxRate, ProductLabel, Availability, AvailabilityState,
 *   ListingProduct, ProductPage, ListingPage, ListingFacets, CategoryLink, CategoryNode, CategoryDetail, CategoryListing,
 *   ProductDetail, DetailVariant, StoreStock, Review, SortOption, ListingQuery, TopQuery, SearchResult, SearchSuggestions, Brand, BrandListing
 * - carts and vouchers: Cart, CartItem, CartVoucher, CartTotals, CartItemInput, CartItemChange,
 *   VoucherAddInput, VoucherDeleteInput
 * - checkout: CheckoutMethods, DeliveryMethod, PaymentMethod, PickupBranch, Gift,
 *   AddressInput, OrderInput, PickupPointInput
 * - orders and payments: Order, OrderItem, OrderState, PaymentStart, PaymentCheck
 * - constants: sortOptions, availabilityStates, productLabels, orderStates,
 *   LISTING_DEFAULT_LIMIT, LISTING_MAX_LIMIT, TOP_DEFAULT_LIMIT, TOP_MAX_LIMIT, SEARCH_MAX_LENGTH, SUGGESTION_MIN_LENGTH,
 *   IDEMPOTENCY_KEY_PATTERN
 */
import type { z } from 'zod';
import type { BodyOf, EndpointAt, EndpointsOf, KeyOf, QueryOf, ResponseOf } from './endpoint';
import type * as accountEndpoints from './features/accounts/endpoints';
import type * as cartEndpoints from './features/carts/endpoints';
import type * as catalogEndpoints from './features/catalog/endpoints';
import type * as checkoutEndpoints from './features/checkout/endpoints';
import type * as companyRegistryEndpoints from './features/company-registry/endpoints';
import type * as contentEndpoints from './features/content/endpoints';
import type * as influencerEndpoints from './features/influencer/endpoints';
import type * as inquiryEndpoints from './features/inquiries/endpoints';
import type * as invoiceEndpoints from './features/invoices/endpoints';
import type * as listEndpoints from './features/lists/endpoints';
import type * as newsletterEndpoints from './features/newsletter/endpoints';
import type * as orderEndpoints from './features/orders/endpoints';
import type * as paymentEndpoints from './features/payments/endpoints';
import type * as profileEndpoints from './features/profile/endpoints';
import type * as reviewEndpoints from './features/reviews/endpoints';
import type * as serviceEndpoints from './features/services/endpoints';
import type * as storeEndpoints from './features/stores/endpoints';
import type * as videoEndpoints from './features/videos/endpoints';
import type * as voucherEndpoints from './features/vouchers/endpoints';
import type * as watchdogEndpoints from './features/watchdogs/endpoints';
import type { errorResponse } from './http/schemas';
import type { userGroupSchema, userSchema } from './features/accounts/schemas';
import type { countrySchema, currencySchema, searchPlaceholderSchema } from './features/lists/schemas';
import type { bannerSchema, blogCategorySchema, blogPostCardSchema, blogPostListSchema, blogPostSchema, contentPageSchema, posterSchema, settingSchema } from './features/content/schemas';
import type { serviceSchema } from './features/services/schemas';
import type { ProductLabel, productSchema, SortOption, taxRateSchema, variantSchema } from './features/catalog/schemas';
import type {
  availabilitySchema,
  brandListingSchema,
  brandSchema,
  categoryDetailSchema,
  categoryLinkSchema,
  categoryListingSchema,
  CategoryNodeOut,
  detailVariantSchema,
  facetsSchema,
  listingPageSchema,
  listingProductSchema,
  productDetailSchema,
  productPageSchema,
  reviewSchema,
  searchResultSchema,
  storeStockSchema,
  suggestionsSchema,
} from './features/catalog/responses';
import type { cartItemSchema, cartSchema, cartTotalsSchema, cartVoucherSchema } from './features/carts/schemas';
import type { addressBody, checkoutMethodsSchema, deliveryMethodSchema, giftSchema, paymentMethodSchema, pickupBranchSchema } from './features/checkout/schemas';
import type { orderItemOut, orderSchema } from './features/orders/schemas';
import type { paymentCheckSchema, paymentStartSchema } from './features/payments/schemas';
import type { passwordResetTokenSchema } from './features/accounts/schemas';
import type { invoiceDetailsOut, savedAddressOut } from './features/profile/schemas';
import type { registryCompanySchema } from './features/company-registry/schemas';
import type { influencerCodeSchema, influencerStatisticsSchema } from './features/influencer/schemas';
import type { videoCardSchema, videoSchema } from './features/videos/schemas';
import type { accountOrderListItem, accountOrderListSchema, accountOrderSchema } from './features/orders/schemas';
import type { cartMergeNoticeSchema, cartMergeSchema } from './features/carts/schemas';

export { availabilityStates, type Availability as AvailabilityState } from '@konfety/domain/catalog';
export { orderStates, type OrderState } from '@konfety/domain/orders';
// Runtime values come from the domain only: a client that imports them (the storefront's server bundle)
// must not load the schema modules a second time, or their OpenAPI ids would be registered twice.
export {
  LISTING_DEFAULT_LIMIT,
  LISTING_MAX_LIMIT,
  productLabels,
  SEARCH_MAX_LENGTH,
  sortOptions,
  SUGGESTION_MIN_LENGTH,
  TOP_DEFAULT_LIMIT,
  TOP_MAX_LIMIT,
} from '@konfety/domain/catalog';
export { IDEMPOTENCY_KEY_PATTERN } from '@konfety/domain/checkout';
export type { ProductLabel, SortOption };

// Endpoints: every operation of the shop API, by the key a client names it with ('PUT /cart/:cartId').
export type ShopEndpoint = EndpointsOf<
  typeof accountEndpoints &
    typeof cartEndpoints &
    typeof catalogEndpoints &
    typeof checkoutEndpoints &
    typeof companyRegistryEndpoints &
    typeof contentEndpoints &
    typeof influencerEndpoints &
    typeof inquiryEndpoints &
    typeof invoiceEndpoints &
    typeof listEndpoints &
    typeof newsletterEndpoints &
    typeof orderEndpoints &
    typeof paymentEndpoints &
    typeof profileEndpoints &
    typeof reviewEndpoints &
    typeof serviceEndpoints &
    typeof storeEndpoints &
    typeof videoEndpoints &
    typeof voucherEndpoints &
    typeof watchdogEndpoints
>;
export type ShopEndpointKey = KeyOf<ShopEndpoint>;
export type ShopEndpointAt<K extends ShopEndpointKey> = EndpointAt<ShopEndpoint, K>;
export type { BodyOf, CallInput, Endpoint, HttpMethod, PathParamsOf, QueryOf, ResponseOf } from './endpoint';
type Body<K extends ShopEndpointKey> = BodyOf<ShopEndpointAt<K>>;
type Query<K extends ShopEndpointKey> = QueryOf<ShopEndpointAt<K>>;
type Response<K extends ShopEndpointKey> = ResponseOf<ShopEndpointAt<K>>;

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
export type LoginInput = Body<'POST /auth/login'>;
export type LoginResult = Response<'POST /auth/login'>;

// Reference lists
export type Currency = z.infer<typeof currencySchema>;
export type Country = z.infer<typeof countrySchema>;
export type SearchPlaceholder = z.infer<typeof searchPlaceholderSchema>;

// Content
export type ContentQuery = Query<'GET /settings'>;
export type Setting = z.infer<typeof settingSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type Poster = z.infer<typeof posterSchema>;
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export type ContentPage = z.infer<typeof contentPageSchema>;
export type BlogPostCard = z.infer<typeof blogPostCardSchema>;
export type BlogPostList = z.infer<typeof blogPostListSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type Service = z.infer<typeof serviceSchema>;

// Newsletter
export type NewsletterInput = Body<'POST /subscriber/save'>;
export type NewsletterSaved = Response<'POST /subscriber/save'>;
export type FormReceived = Response<'POST /inquiries/contact'>;
export type Store = Response<'GET /stores/:id'>['data'];
export type OpeningDay = Store['opening_hours'][number];
export type ServiceDetail = Response<'GET /services/:id'>['data'];
export type EventList = Response<'GET /events'>['data'];
export type EventCard = EventList['upcoming'][number];
export type ShopEvent = Response<'GET /events/:id'>['data'];
export type CareerCard = Response<'GET /careers'>['data'][number];
export type Career = Response<'GET /careers/:id'>['data'];
export type ShopDocument = Response<'GET /documents'>['data'][number];

// Catalogue
export type TaxRate = z.infer<typeof taxRateSchema>;
export type Variant = z.infer<typeof variantSchema>;
export type Product = z.infer<typeof productSchema>;
export type Availability = z.infer<typeof availabilitySchema>;
export type ListingProduct = z.infer<typeof listingProductSchema>;
export type ProductPage = z.infer<typeof productPageSchema>;
/** A catalogue listing's page (new and sale goods; a category's and a brand's add their own fields): a product page with its filters and facets. */
export type ListingPage = z.infer<typeof listingPageSchema>;
export type ListingFacets = z.infer<typeof facetsSchema>;
export type CategoryLink = z.infer<typeof categoryLinkSchema>;
export type CategoryNode = CategoryNodeOut;
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;
export type CategoryListing = z.infer<typeof categoryListingSchema>;
export type StoreStock = z.infer<typeof storeStockSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type DetailVariant = z.infer<typeof detailVariantSchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
/** The listing query string as a client sends it (every field optional, with the API's defaults). */
export type ListingQuery = Query<'GET /catalog/category/:id/products'>;
export type SearchResult = z.infer<typeof searchResultSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type BrandListing = z.infer<typeof brandListingSchema>;
export type SearchSuggestions = z.infer<typeof suggestionsSchema>;
export type TopQuery = Query<'GET /catalog/products/top'>;

// Carts and vouchers
export type Cart = z.infer<typeof cartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartVoucher = z.infer<typeof cartVoucherSchema>;
export type CartTotals = z.infer<typeof cartTotalsSchema>;
/** Body of `PUT /cart/{cartId}`. */
export type CartItemInput = Body<'PUT /cart/:cartId'>;
export type CartItemChange = Response<'PUT /cart/:cartId'>;
export type VoucherAddInput = Body<'POST /voucher/cart/add/:cartId'>;
export type VoucherDeleteInput = Body<'POST /voucher/cart/delete/:cartId'>;

// Checkout
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type PickupBranch = z.infer<typeof pickupBranchSchema>;
export type Gift = z.infer<typeof giftSchema>;
export type CheckoutMethods = z.infer<typeof checkoutMethodsSchema>;
export type AddressInput = z.input<typeof addressBody>;
/** The order body as sent (before the API's defaults apply). */
export type OrderInput = Body<'POST /orders'>;
export type PickupPointInput = NonNullable<OrderInput['pickupPoint']>;

// Orders and card payments
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = z.infer<typeof orderItemOut>;
export type PaymentStart = z.infer<typeof paymentStartSchema>;
export type PaymentCheck = z.infer<typeof paymentCheckSchema>;

// Issue 11 part B: the customer's orders in the account (GET /account/orders, GET /account/orders/{id})
export type AccountOrdersQuery = Query<'GET /account/orders'>;
export type AccountOrderList = z.infer<typeof accountOrderListSchema>;
export type AccountOrderListItem = z.infer<typeof accountOrderListItem>;
export type AccountOrder = z.infer<typeof accountOrderSchema>;

// Issue 11 part D1: a guest cart carried into the customer's cart at login (POST /cart/merge)
export type CartMergeInput = Body<'POST /cart/merge'>;
export type CartMerge = z.infer<typeof cartMergeSchema>;
export type CartMergeNotice = z.infer<typeof cartMergeNoticeSchema>;

// Issue 11 part D2: influencer statistics (GET /account/influencer) and the how-to video library (GET /videos, GET /videos/{id})
export type InfluencerStatistics = z.infer<typeof influencerStatisticsSchema>;
export type InfluencerCode = z.infer<typeof influencerCodeSchema>;
export type VideoQuery = Query<'GET /videos'>;
export type VideoCard = z.infer<typeof videoCardSchema>;
export type Video = z.infer<typeof videoSchema>;
export { videoTopics, type VideoTopic } from '@konfety/domain/videos';

// Issue 11 part C: saved delivery addresses (/account/addresses), invoice details (/account/invoice-details), the company register (GET /company-registry/{ico})
export type SavedAddress = z.infer<typeof savedAddressOut>;
/** Body of `POST /account/addresses` and `PUT /account/addresses/{id}`. */
export type SavedAddressInput = Body<'POST /account/addresses'>;
export type InvoiceDetails = z.infer<typeof invoiceDetailsOut>;
/** Body of `PUT /account/invoice-details`. */
export type InvoiceDetailsInput = Body<'PUT /account/invoice-details'>;
export type RegistryCompany = z.infer<typeof registryCompanySchema>;

// Issue 11 part A: registration (POST /auth/register), password reset by e-mail (POST /auth/password/reset-request,
// GET /auth/password/reset/{token}, POST /auth/password/reset) and the logged-in password change (POST /auth/password/change)
export type RegisterInput = Body<'POST /auth/register'>;
export type AuthToken = Response<'POST /auth/register'>;
export type PasswordResetRequestInput = Body<'POST /auth/password/reset-request'>;
export type PasswordResetToken = z.infer<typeof passwordResetTokenSchema>;
export type PasswordResetInput = Body<'POST /auth/password/reset'>;
export type PasswordChangeInput = Body<'POST /auth/password/change'>;
export type Notice = Response<'POST /auth/password/change'>;
