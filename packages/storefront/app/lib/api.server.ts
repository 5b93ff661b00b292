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
  ContentPage,
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
  /** The endpoint answers a file (an invoice's PDF), not JSON: a 2xx answer comes back as `ApiResponse.file`. */
  file?: true;
}
export interface ApiResponse {
  status: number;
  /** The JSON answer (an error's too); null for a file. */
  body: unknown;
  /** A 2xx answer to a request for a `file`: its bytes as they are and what they are. */
  file?: ApiFile;
}
/** A file the API answered: the bytes, their `content-type` and the API's `content-disposition` (its file name). */
export interface ApiFile {
  bytes: Uint8Array;
  contentType: string;
  contentDisposition: string | null;
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
  return async ({ method, path, headers, body, file }) => {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (file && res.ok) {
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { status: res.status, body: null, file: { bytes, contentType: res.headers.get('content-type') ?? 'application/octet-stream', contentDisposition: res.headers.get('content-disposition') } };
    }
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
    return (await send(key, input)).body as ResponseOf<ShopEndpointAt<K>>;
  }
  /**
   * `call` for an endpoint that answers a file (an invoice's PDF: `GET /account/orders/:id/invoices/:invoiceId/pdf`):
   * its bytes and type, as the API sent them; `ApiError` for 4xx/5xx, as `call`.
   */
  async function file<K extends Key>(key: K, ...[input]: CallArgs<K>): Promise<ApiFile> {
    const res = await send(key, input, true);
    if (!res.file) throw new ApiError(502, { message: 'The API answered no file' });
    return res.file;
  }
  async function send(key: Key, input: unknown, file?: true): Promise<ApiResponse> {
    const given = (input ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown; headers?: Record<string, string> };
    const method = key.slice(0, key.indexOf(' ')) as ApiRequest['method'];
    const res = await transport({
      method,
      path: `/api${endpointPath(key, given)}`,
      headers: { ...headers(), ...(file ? { accept: '*/*' } : {}), ...given.headers },
      body: given.body,
      ...(file ? { file } : {}),
    });
    if (res.status >= 400) throw new ApiError(res.status, (res.body ?? {}) as ApiError['body']);
    return res;
  }
  /** `call` for an endpoint that answers `{ data }`: its data. */
  async function data<K extends Key>(key: K, ...args: CallArgs<K>): Promise<DataOf<K>> {
    return ((await call(key, ...args)) as { data: DataOf<K> }).data;
  }
  return { call, data, file };
}

export type ApiClient = ReturnType<typeof createApiClient>;
