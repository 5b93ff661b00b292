import type { ApiErrorBody, CallInput, ResponseOf, ShopEndpointAt, ShopEndpointKey } from '@konfety/api/contract';

export type {
  Banner,
  Brand,
  BrandListing,
  Cart,
  CartItemChange,
  CategoryLink,
  CategoryListing,
  CategoryNode,
  CheckoutMethods,
  Country,
  Currency,
  InvoiceDetails,
  ListingFacets,
  ListingPage,
  ListingProduct,
  Order,
  OrderInput,
  Poster,
  ProductPage,
  ProductDetail,
  RegistryCompany,
  SavedAddress,
  SearchResult,
  SearchSuggestions,
  Service,
  Setting,
  User,
} from '@konfety/api/contract';

/**
 * The storefront's only door to data: the API of SPEC §7, called by the keys of its endpoint declarations
 * (`api.call('PUT /cart/:cartId', { params, body })`, packages/api/src/endpoint.ts), typed by their schemas
 * through the contract's types only, so no API schema is loaded here. The transport is configuration — in the same process it is Fastify's `inject` (no network
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

type Key = ShopEndpointKey;
/** A call's input, optional when the endpoint takes nothing that must be given. */
type CallArgs<K extends Key> = object extends CallInput<ShopEndpointAt<K>> ? [input?: CallInput<ShopEndpointAt<K>>] : [input: CallInput<ShopEndpointAt<K>>];
type DataOf<K extends Key> = ResponseOf<ShopEndpointAt<K>> extends { data: infer D } ? D : never;

/**
 * The path of a call: the key's path with the parameters filled in (encoded), then the query (unset fields left out, a
 * list as the parameter repeated: `size=M&size=L`).
 */
export function endpointPath(key: Key, input: { params?: Record<string, string | number>; query?: object } = {}): string {
  const template = key.slice(key.indexOf(' ') + 1);
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input.params?.[name])));
  const query = Object.entries(input.query ?? {}).flatMap(([k, v]: [string, unknown]) =>
    v === undefined || v === null ? [] : Array.isArray(v) ? v.map((item) => [k, String(item)]) : [[k, String(v)]],
  );
  return query.length === 0 ? path : `${path}?${new URLSearchParams(query)}`;
}

export function createApiClient(transport: ApiTransport, opts: { clientUrl: string; token: string | null }) {
  const headers = (): Record<string, string> => ({
    'client-url': opts.clientUrl,
    accept: 'application/json',
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
  });
  /**
   * Calls the endpoint of `key` ('PUT /cart/:cartId', as its declaration in the API says) with its path
   * parameters, query and body, typed by the declaration's schemas; answers its 2xx JSON, throws `ApiError` for 4xx/5xx.
   */
  async function call<K extends Key>(key: K, ...[input]: CallArgs<K>): Promise<ResponseOf<ShopEndpointAt<K>>> {
    const given = (input ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown; headers?: Record<string, string> };
    const method = key.slice(0, key.indexOf(' ')) as ApiRequest['method'];
    const res = await transport({ method, path: `/api${endpointPath(key, given)}`, headers: { ...headers(), ...given.headers }, body: given.body });
    if (res.status >= 400) throw new ApiError(res.status, (res.body ?? {}) as ApiError['body']);
    return res.body as ResponseOf<ShopEndpointAt<K>>;
  }
  /** `call` for an endpoint that answers `{ data }`: its data. */
  async function data<K extends Key>(key: K, ...args: CallArgs<K>): Promise<DataOf<K>> {
    return ((await call(key, ...args)) as { data: DataOf<K> }).data;
  }
  return { call, data };
}

export type ApiClient = ReturnType<typeof createApiClient>;
