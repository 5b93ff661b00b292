import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { type ApiClient, createApiClient } from './api.server';
import { clearCookie, cookieJar, type Cookies } from './cookies.server';

/** What can be a Bearer token at all (RFC 6750's b64token); whether it is valid is the API's to say (401). */
const tokenValue = z.string().regex(/^[A-Za-z0-9._~+/=-]{1,512}$/);
/** A guest cart's tempId, the API's `z.uuid()`. */
const guestCartValue = z.uuid();

/**
 * The visitor as the server sees them: their token and guest-cart id (from
 * the httpOnly cookies) and an API client bound to the token.
 *
 * A cookie that is not what the shop ever sets (forged, garbled, or from an
 * older version) is treated as absent, and so is one the API refuses (a
 * revoked or expired token, `forgetToken`): `clearing` then holds the
 * `set-cookie` headers that remove it, for the answer to pass on, so the
 * browser stops sending it.
 */
export interface Visitor {
  jar: Cookies;
  token: string | null;
  guestCartId: string | null;
  api: ApiClient;
  withToken: (t: string | null) => ApiClient;
  /** `set-cookie` headers clearing the cookies found stale so far. */
  clearing: Headers;
  /** The API refused the token (401): from now on the visitor is anonymous, and the token cookie is cleared. */
  forgetToken: () => Promise<void>;
}

async function parsed<T>(cookie: Cookies[keyof Cookies], header: string | null, schema: z.ZodType<T>): Promise<{ value: T | null; stale: boolean }> {
  const raw: unknown = await cookie.parse(header);
  if (raw === null || raw === undefined) return { value: null, stale: false };
  const checked = schema.safeParse(raw);
  return checked.success ? { value: checked.data, stale: false } : { value: null, stale: true };
}

export async function visitor(request: Request, context: AppLoadContext): Promise<Visitor> {
  const jar = cookieJar(context);
  const header = request.headers.get('cookie');
  const [token, guestCart] = await Promise.all([parsed(jar.token, header, tokenValue), parsed(jar.guestCart, header, guestCartValue)]);
  const clearing = new Headers();
  if (token.stale) clearing.append('set-cookie', await clearCookie(jar.token));
  if (guestCart.stale) clearing.append('set-cookie', await clearCookie(jar.guestCart));
  const withToken = (t: string | null) => createApiClient(context.apiTransport, { clientUrl: context.clientUrl, token: t });
  const v: Visitor = {
    jar,
    token: token.value,
    guestCartId: guestCart.value,
    api: withToken(token.value),
    withToken,
    clearing,
    async forgetToken() {
      if (v.token === null) return;
      v.token = null;
      v.api = withToken(null);
      clearing.append('set-cookie', await clearCookie(jar.token));
    },
  };
  return v;
}
