import type { AppLoadContext } from 'react-router';
import { createApiClient } from './api.server';
import { cookies, readCookie } from './cookies.server';

/** The visitor as the server sees them: their token (from the httpOnly cookie) and an API client bound to it. */
export async function visitor(request: Request, context: AppLoadContext) {
  const jar = cookies(context.secureCookies);
  const token = await readCookie<string>(jar.token, request);
  const guestCartId = await readCookie<string>(jar.guestCart, request);
  const api = createApiClient(context.apiTransport, { clientUrl: context.clientUrl, token });
  return { jar, token, guestCartId, api, withToken: (t: string | null) => createApiClient(context.apiTransport, { clientUrl: context.clientUrl, token: t }) };
}
