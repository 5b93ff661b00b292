import type { z } from 'zod';
import type { userSchema } from '@konfety/api/features/accounts/schemas';
import type { cartSchema } from '@konfety/api/features/carts/schemas';
import type { CategoryNodeOut } from '@konfety/api/features/catalog/responses';
import type { bannerSchema, posterSchema, settingSchema } from '@konfety/api/features/content/schemas';
import type { currencySchema } from '@konfety/api/features/lists/schemas';

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
    readonly body: { error?: string; message?: string; errors?: Record<string, string[]>; value?: number },
  ) {
    super(body.message ?? `API answered ${status}`);
  }
}

export function fetchTransport(baseUrl: string): ApiTransport {
  return async ({ method, path, headers, body }) => {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

export type User = z.infer<typeof userSchema>;
export type Cart = z.infer<typeof cartSchema>;
export type CategoryNode = CategoryNodeOut;
export type Setting = z.infer<typeof settingSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type Poster = z.infer<typeof posterSchema>;
export type Currency = z.infer<typeof currencySchema>;

export function createApiClient(transport: ApiTransport, opts: { clientUrl: string; token: string | null }) {
  const headers = (): Record<string, string> => ({
    'client-url': opts.clientUrl,
    accept: 'application/json',
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
  });
  async function call<T>(method: ApiRequest['method'], path: string, body?: unknown): Promise<T> {
    const res = await transport({ method, path: `/api${path}`, headers: headers(), body });
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
    subscribe: (email: string) => call<{ success: true; message: string }>('POST', '/subscriber/save', { email }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
