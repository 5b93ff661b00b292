import type {
  ApiErrorBody,
  Banner,
  Cart,
  CartItemChange,
  CategoryListing,
  CategoryNode,
  CheckoutMethods,
  Country,
  Currency,
  ListingProduct,
  Order,
  OrderInput,
  Poster,
  ProductDetail,
  ProductPage,
  Service,
  Setting,
  SortOption,
  User,
} from '@konfety/api/contract';
import type { AccountOrder, AccountOrderList } from '@konfety/api/contract';
import type { CartMerge } from '@konfety/api/contract';
import type { AuthToken, Notice, PasswordChangeInput, PasswordResetInput, PasswordResetToken, RegisterInput } from '@konfety/api/contract';
import type { InfluencerStatistics, Video, VideoCard } from '@konfety/api/contract';
import type { InvoiceDetails, InvoiceDetailsInput, RegistryCompany, SavedAddress, SavedAddressInput } from '@konfety/api/contract';
export type { InvoiceDetails, RegistryCompany, SavedAddress };

export type { Banner, Cart, CartItemChange, CategoryListing, CategoryNode, CheckoutMethods, Country, Currency, ListingProduct, Order, OrderInput, Poster, ProductDetail, Service, Setting, User };

/**
 * The storefront's only door to data: the API of SPEC §7. The transport is
 * configuration — in the same process it is Fastify's `inject` (no network
 * hop), otherwise `fetch` against API_BASE_URL. Every call carries the
 * site's `client-url` header and, when logged in, the Bearer token.
 */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}
export interface ApiResponse {
  status: number;
  body: unknown;
}
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The API's error body; partial, because a proxy or a crash may answer something else. */
    readonly body: Partial<ApiErrorBody>,
  ) {
    super(body.message ?? `API answered ${status}`);
  }
}

/** `fetch` against the API at `baseUrl`; `extraHeaders` go with every call (the server's: who the visitor is). */
export function fetchTransport(baseUrl: string, extraHeaders: Record<string, string> = {}): ApiTransport {
  return async ({ method, path, headers, body }) => {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

const qs = (params: Record<string, string | number | boolean>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
const summaryPath = (id: number, hash: string) => `/orders/summary/${id}/${encodeURIComponent(hash)}`;

export function createApiClient(transport: ApiTransport, opts: { clientUrl: string; token: string | null }) {
  const headers = (): Record<string, string> => ({
    'client-url': opts.clientUrl,
    accept: 'application/json',
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
  });
  async function call<T>(method: ApiRequest['method'], path: string, body?: unknown, extra: Record<string, string> = {}): Promise<T> {
    const res = await transport({ method, path: `/api${path}`, headers: { ...headers(), ...extra }, body });
    if (res.status >= 400) throw new ApiError(res.status, (res.body ?? {}) as ApiError['body']);
    return res.body as T;
  }
  return {
    settings: (lang: string) => call<{ data: Setting[] }>('GET', `/settings?lang=${encodeURIComponent(lang)}`).then((r) => r.data),
    poster: (lang: string) => call<{ data: Poster }>('GET', `/poster?lang=${encodeURIComponent(lang)}`).then((r) => r.data),
    categories: (locale: string) => call<{ data: CategoryNode[] }>('GET', `/catalog/category/${locale}`).then((r) => r.data),
    searchPlaceholders: () => call<{ data: Array<{ text: string }> }>('GET', '/lists/searchPlaceholders').then((r) => r.data),
    currencies: () => call<{ data: Currency[] }>('GET', '/lists/currencies').then((r) => r.data),
    me: () => call<{ data: User }>('GET', '/me').then((r) => r.data),
    login: (email: string, password: string) => call<{ token: string }>('POST', '/auth/login', { email, password }),
    logout: () => call<{ success: true }>('GET', '/auth/logout'),
    accountCarts: (locale: string) => call<{ data: Cart[] }>('GET', `/cart/${locale}`).then((r) => r.data),
    createCart: () => call<{ data: Cart }>('POST', '/cart/create').then((r) => r.data),
    guestCart: (locale: string, tempId: string | null) => call<{ data: Cart }>('GET', `/cart/anonymous/${locale}/${tempId ?? '0'}`).then((r) => r.data),
    /** `cartId`: an account cart's id or a guest cart's tempId. */
    setCartItem: (cartId: number | string, body: { id: number; variantId?: number | null; quantity: number; note?: string | null; parentId?: number | null }) =>
      call<CartItemChange>('PUT', `/cart/${encodeURIComponent(String(cartId))}`, body),
    addVoucher: (cartId: number | string, voucherCode: string, guestEmail: string | null) =>
      call<{ data: Cart }>('POST', `/voucher/cart/add/${encodeURIComponent(String(cartId))}`, { voucherCode, serviceType: 'eshop', guestEmail }).then((r) => r.data),
    deleteVoucher: (cartId: number | string, voucherId: number) =>
      call<{ data: Cart }>('POST', `/voucher/cart/delete/${encodeURIComponent(String(cartId))}`, { voucherId }).then((r) => r.data),
    checkoutMethods: () => call<{ data: CheckoutMethods }>('GET', '/checkout/methods').then((r) => r.data),
    countries: (locale: string) => call<{ data: Country[] }>('GET', `/lists/countries/${locale}`).then((r) => r.data),
    /** One order per `idempotencyKey`: a repeated submit answers the order already placed. */
    placeOrder: (body: OrderInput, idempotencyKey: string) => call<{ data: Order }>('POST', '/orders', body, { 'idempotency-key': idempotencyKey }).then((r) => r.data),
    subscribe: (email: string) => call<{ success: true; message: string }>('POST', '/subscriber/save', { email }),
    categoryListing: (id: number, query: { sort: SortOption; inStock: boolean; page: number }) =>
      call<{ data: CategoryListing }>('GET', `/catalog/category/${id}/products?${qs({ sort: query.sort, in_stock: query.inStock, page: query.page })}`).then((r) => r.data),
    product: (id: number) => call<{ data: ProductDetail }>('GET', `/catalog/product/${id}`).then((r) => r.data),
    topProducts: (limit: number) => call<{ data: ListingProduct[] }>('GET', `/catalog/products/top?${qs({ limit })}`).then((r) => r.data),
    saleProducts: (limit: number) => call<{ data: ProductPage }>('GET', `/catalog/products/sale?${qs({ limit })}`).then((r) => r.data),
    services: (lang: string) => call<{ data: Service[] }>('GET', `/services?${qs({ lang })}`).then((r) => r.data),
    orderSummary: (id: number, hash: string) => call<{ data: Order }>('GET', summaryPath(id, hash)).then((r) => r.data),
    /** Starts a card payment at the gateway; answers its hosted payment page URL. */
    startCardPayment: (id: number, hash: string) =>
      call<{ data: { gateway_url: string } }>('POST', `${summaryPath(id, hash)}/payment`).then((r) => r.data.gateway_url),
    /** Asks the API to re-check the order's card payment with the gateway. */
    checkCardPayment: (id: number, hash: string) => call<{ ok: true }>('POST', `${summaryPath(id, hash)}/payment/check`),
    // Issue 11 part C: the logged-in customer's saved addresses and invoice details (Bearer token; anybody else's address is a 404), the company register.
    addresses: () => call<{ data: SavedAddress[] }>('GET', '/account/addresses').then((r) => r.data),
    createAddress: (body: SavedAddressInput) => call<{ data: SavedAddress }>('POST', '/account/addresses', body).then((r) => r.data),
    updateAddress: (id: number, body: SavedAddressInput) => call<{ data: SavedAddress }>('PUT', `/account/addresses/${id}`, body).then((r) => r.data),
    deleteAddress: (id: number) => call<{ success: true }>('DELETE', `/account/addresses/${id}`),
    setDefaultAddress: (id: number) => call<{ data: SavedAddress }>('POST', `/account/addresses/${id}/default`).then((r) => r.data),
    invoiceDetails: () => call<{ data: InvoiceDetails | null }>('GET', '/account/invoice-details').then((r) => r.data),
    saveInvoiceDetails: (body: InvoiceDetailsInput) => call<{ data: InvoiceDetails }>('PUT', '/account/invoice-details', body).then((r) => r.data),
    /** A company from the register (ARES) by its IČO: 404 when there is none, 502 when the register fails. */
    companyRegistry: (ico: string) => call<{ data: RegistryCompany }>('GET', `/company-registry/${encodeURIComponent(ico)}`).then((r) => r.data),
    // Issue 11 part B: the logged-in customer's own orders (Bearer token; anybody else's order is a 404).
    accountOrders: (page: number) => call<{ data: AccountOrderList }>('GET', `/account/orders?${qs({ page })}`).then((r) => r.data),
    accountOrder: (id: number) => call<{ data: AccountOrder }>('GET', `/account/orders/${id}`).then((r) => r.data),
    // Issue 11 part D1: at login, the guest cart `tempId` moves into the customer's active cart (Bearer token).
    mergeCart: (tempId: string) => call<{ data: CartMerge }>('POST', '/cart/merge', { tempId }).then((r) => r.data),
    // Issue 11 part D2: an influencer's voucher statistics (Bearer token; anybody else gets 404) and the how-to video library (public).
    influencerStatistics: () => call<{ data: InfluencerStatistics }>('GET', '/account/influencer').then((r) => r.data),
    videos: (lang: string) => call<{ data: VideoCard[] }>('GET', `/videos?${qs({ lang })}`).then((r) => r.data),
    video: (id: number, lang: string) => call<{ data: Video }>('GET', `/videos/${id}?${qs({ lang })}`).then((r) => r.data),
    // Issue 11 part A: registration (answers a token, like a login), password reset by e-mail, the logged-in password change.
    register: (body: RegisterInput) => call<AuthToken>('POST', '/auth/register', body),
    requestPasswordReset: (email: string) => call<Notice>('POST', '/auth/password/reset-request', { email }),
    /** 404 `reset_token_invalid` when the link is unknown, used or expired. */
    passwordResetToken: (token: string) => call<{ data: PasswordResetToken }>('GET', `/auth/password/reset/${encodeURIComponent(token)}`).then((r) => r.data),
    resetPassword: (body: PasswordResetInput) => call<Notice>('POST', '/auth/password/reset', body),
    changePassword: (body: PasswordChangeInput) => call<Notice>('POST', '/auth/password/change', body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
