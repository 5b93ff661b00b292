import type { AppLoadContext } from 'react-router';
import type { ApiErrorBody, ResponseOf, ShopEndpointAt, ShopEndpointKey } from '@konfety/api/contract';
import type { ApiRequest, ApiResponse } from '../../../app/lib/api.server';
import { cookies } from '../../../app/lib/cookies.server';

/** An API answer for a request, or undefined when the stub does not know it (→ 404 not_found). */
export type StubRoute = (request: ApiRequest) => ApiResponse | undefined;

/**
 * A load context like the server's (packages/server/src/storefront.ts) whose
 * API transport is a stub: route tests run the real loaders and actions and
 * assert which API calls they made and what they answered.
 */
export function stubLoadContext(...routes: StubRoute[]) {
  const calls: ApiRequest[] = [];
  const context: AppLoadContext = {
    clientUrl: 'http://localhost:3000',
    publicUrl: 'http://localhost:3000',
    secureCookies: false,
    apiTransport: async (request) => {
      calls.push(request);
      for (const route of routes) {
        const answer = route(request);
        if (answer) return structuredClone(answer);
      }
      return { status: 404, body: { error: 'not_found', message: 'Not found.' } };
    },
  };
  return { context, calls };
}

/** An API error's body as a stub answers it: the code, the rest as the test needs. */
export type StubError = Pick<ApiErrorBody, 'error'> & Partial<Pick<ApiErrorBody, 'message' | 'errors' | 'value' | 'retryAfter'>>;
/** What a stub of the endpoint `K` answers: its 2xx JSON, or an API error's body. */
export type StubBody<K extends ShopEndpointKey> = ResponseOf<ShopEndpointAt<K>> | StubError;

/** A request to a stubbed endpoint, as the stub sees it: the path parameters and query by name, the JSON body. */
export interface StubRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  request: ApiRequest;
}

/** The path parameters of `key`'s path in a request's path (without /api and the query), or null when it is another path. */
function matchPath(key: ShopEndpointKey, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = key
    .slice(key.indexOf(' ') + 1)
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const found = new RegExp(`^${pattern}$`).exec(path);
  return found ? Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) : null;
}

/**
 * A stub of the endpoint the API declares as `key` ('PUT /cart/:cartId'): it answers the requests of that
 * method whose path fits the declaration's path (any parameters, any query) with `body` and `status`, or
 * with what `answer` makes of the request (undefined: not this stub's request, the next stub is asked).
 */
export function stub<K extends ShopEndpointKey>(key: K, body: StubBody<K>, status?: number): StubRoute;
export function stub<K extends ShopEndpointKey>(key: K, answer: (request: StubRequest) => { status: number; body: StubBody<K> } | undefined): StubRoute;
export function stub<K extends ShopEndpointKey>(key: K, answer: StubBody<K> | ((request: StubRequest) => ApiResponse | undefined), status = 200): StubRoute {
  const method = key.slice(0, key.indexOf(' '));
  return (request) => {
    if (request.method !== method) return undefined;
    const [path = '', search = ''] = request.path.replace(/^\/api/, '').split('?');
    const params = matchPath(key, path);
    if (!params) return undefined;
    if (typeof answer !== 'function') return { status, body: answer };
    return (answer as (request: StubRequest) => ApiResponse | undefined)({ params, query: Object.fromEntries(new URLSearchParams(search)), body: request.body, request });
  };
}

/** The `cookie` header of a visitor holding the login token `token`. */
export async function tokenCookie(token: string): Promise<string> {
  return (await cookies(false).token.serialize(token)).split(';')[0]!;
}

/** Loader/action arguments for a request to `url` (relative to the shop). */
export function routeArgs(context: AppLoadContext, url: string, params: Record<string, string>, init: RequestInit = {}) {
  return { request: new Request(new URL(url, 'http://localhost:3000'), init), context, params } as never;
}

/**
 * An answer that has only the fields the code under test reads. A stub's answer is otherwise typed as the
 * endpoint's whole answer; this says, at the call, that the fixture is partial on purpose.
 */
export function partialAnswer(value: object): never {
  return value as never;
}

/** What a loader or action ends with, as the test sees it: a redirect `Response` or a `data()` error with a status. */
export async function outcome(promise: Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('location') };
    if (e && typeof e === 'object' && 'init' in e) return { status: (e as { init: { status: number } }).init.status };
    throw e;
  }
  return { status: 200 };
}

/** A loader's or action's answer in full: status, Location, its data and headers, and the notice in its flash cookie. */
export interface Answer {
  status: number;
  location: string | null;
  flash: { form: string; ok: boolean; message: string } | null;
  data?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** What a thrown or returned answer of a loader/action is: status, Location, its data and the notice in its flash cookie. */
export async function answerOf(run: Promise<unknown>): Promise<Answer> {
  let result: unknown;
  try {
    result = await run;
  } catch (e) {
    result = e;
  }
  if (result instanceof Response) {
    const setCookie = result.headers.get('set-cookie');
    const flash = setCookie ? ((await cookies(false).flash.parse(setCookie.split(';')[0]!)) as { form: string; ok: boolean; message: string } | null) : null;
    return { status: result.status, location: result.headers.get('location'), flash };
  }
  const d = result as { data: unknown; init: { status?: number; headers?: Record<string, string> } | null };
  return { status: d.init?.status ?? 200, location: null, flash: null, data: d.data as Record<string, unknown>, headers: d.init?.headers };
}
