import type { AppLoadContext } from 'react-router';
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

/** Answers `body` with `status` to requests of `method` whose path (without /api, with the query) is `path`. */
export function on(method: ApiRequest['method'], path: string | RegExp, body: unknown, status = 200): StubRoute {
  return (request) => {
    const target = request.path.replace(/^\/api/, '');
    const matches = typeof path === 'string' ? target === path : path.test(target);
    return request.method === method && matches ? { status, body } : undefined;
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
