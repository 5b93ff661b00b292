import type { AppLoadContext } from 'react-router';
import { ApiError, type ApiRequest } from './api.server';
import { cookies, readCookie } from './cookies.server';

/**
 * One API call through the request's transport with the site's `client-url`,
 * for the page loaders that call endpoints outside the typed SPEC §7 client.
 * With `request`, the visitor's Bearer token (from the httpOnly cookie) goes
 * along, so prices reflect a customer's group discount.
 */
export async function apiCall<T>(context: AppLoadContext, method: ApiRequest['method'], path: string, request?: Request): Promise<T> {
  const token = request ? await readCookie<string>(cookies(context.secureCookies).token, request) : null;
  const res = await context.apiTransport({
    method,
    path: `/api${path}`,
    headers: {
      'client-url': context.clientUrl,
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (res.status >= 400) throw new ApiError(res.status, (res.body ?? {}) as ApiError['body']);
  return res.body as T;
}
