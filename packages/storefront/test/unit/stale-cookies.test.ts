import { describe, expect, it } from 'vitest';
import { cookies } from '../../app/lib/cookies.server';
import { action as loginAction } from '../../app/routes/actions/login';
import { action as cartAction, loader as cartLoader } from '../../app/routes/actions/cart';
import { loader as cartPageLoader } from '../../app/routes/cart';
import { loader as rootLoader } from '../../app/root';
import { cartApi, guestCart, TEMP_ID } from './support/cart-api';
import { partialAnswer, stub, stubLoadContext, tokenCookie } from './support/load-context';

/**
 * A stale or forged cookie never breaks the visitor (issue 9 §4): a guest-cart
 * cookie that is no cart id, or a login token the API refuses, counts as none
 * — the page or action works as for a new guest — and the answer clears it.
 */

interface DataResult {
  data: Record<string, unknown>;
  init: { status?: number; headers?: Headers } | null;
}
const args = (request: Request, context: unknown) => ({ request, context, params: {} }) as never;
const jar = cookies(false);

/** An API that refuses every token (as for a revoked or expired one) on the calls that need one. */
const refusesTokens = [stub('GET /me', { error: 'unauthenticated', message: 'Unauthenticated.' }, 401), stub('GET /cart/:locale', { error: 'unauthenticated', message: 'Unauthenticated.' }, 401)];
/** The shell's calls (root loader) with empty answers. */
const shellApi = [
  stub('GET /settings', { data: [] }),
  stub('GET /poster', { data: { 'banner.promo': [], 'banner.popup_desktop': [], 'banner.popup_mobile': [] } }),
  stub('GET /catalog/category/:locale', { data: [] }),
  stub('GET /lists/searchPlaceholders', { data: [] }),
  stub('GET /lists/currencies', { data: [] }),
];

/** Garbage that is no cookie value the shop ever set: not base64 JSON at all, and a well-formed string that is no cart id. */
const forgedCartCookies = async () => ['konfety_cart=%%%not-base64', (await jar.guestCart.serialize('../../me')).split(';')[0]!, 'konfety_cart=e30='];

/** The `set-cookie` entries of an answer that remove the cookie `name`. */
function clears(headers: Headers | undefined | null, name: string): boolean {
  return (headers?.getSetCookie() ?? []).some((c) => c.startsWith(`${name}=;`) && /Max-Age=0/i.test(c));
}

function sets(headers: Headers | undefined | null, name: string, value: string): boolean {
  return (headers?.getSetCookie() ?? []).some((c) => c.startsWith(`${name}=`) && !/Max-Age=0/i.test(c) && c.includes(value));
}

describe('a forged guest-cart cookie', () => {
  it('gets the header widget a new guest cart whose cookie replaces it', async () => {
    for (const cookie of await forgedCartCookies()) {
      const { context, calls } = stubLoadContext(cartApi(guestCart()));
      const result = (await cartLoader(args(new Request('http://localhost:3000/_/cart?path=%2F', { headers: { cookie } }), context))) as unknown as DataResult;
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/cart/anonymous/cs/0']);
      expect(result.data).toEqual({ carts: [guestCart()], user: null, failed: false });
      expect(await jar.guestCart.parse(result.init?.headers?.get('set-cookie') ?? null)).toBe(TEMP_ID);
    }
  });

  it('lets add-to-cart work on a new cart', async () => {
    const [cookie] = await forgedCartCookies();
    const { context } = stubLoadContext(cartApi(guestCart()));
    const body = new URLSearchParams({ intent: 'add', productId: '12', quantity: '1', _fetcher: '1' });
    const request = new Request('http://localhost:3000/_/cart', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie! } });
    const result = (await cartAction(args(request, context))) as unknown as DataResult;
    expect(result.init?.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, intent: 'add' });
    expect(sets(result.init?.headers, 'konfety_cart', '')).toBe(true);
  });

  it('is cleared by any page (root loader), which loads as for a new visitor', async () => {
    const [cookie] = await forgedCartCookies();
    const { context } = stubLoadContext(...shellApi);
    const result = (await rootLoader(args(new Request('http://localhost:3000/', { headers: { cookie: cookie! } }), context))) as unknown as DataResult;
    expect(result.data).toMatchObject({ user: null, flash: null });
    expect(clears(result.init?.headers, 'konfety_cart')).toBe(true);
  });
});

describe('the shell of a page view others may be given too (sharedPage)', () => {
  it('leaves the user out and never asks the API who the token is', async () => {
    const user = { id: 7, firstname: 'Jana', lastname: 'Nováková' };
    const cookie = await tokenCookie('customer-token');
    const shared = stubLoadContext(stub('GET /me', partialAnswer({ data: user })), ...shellApi);
    const page = (await rootLoader(args(new Request('http://localhost:3000/', { headers: { cookie } }), { ...shared.context, sharedPage: true }))) as unknown as DataResult;
    expect(page.data).toMatchObject({ user: null });
    expect(shared.calls.map((c) => c.path)).not.toContain('/api/me');
    // The same visitor's page rendered for them alone (an old browser, a message waiting) names them.
    const own = stubLoadContext(stub('GET /me', partialAnswer({ data: user })), ...shellApi);
    const ownPage = (await rootLoader(args(new Request('http://localhost:3000/', { headers: { cookie } }), { ...own.context, sharedPage: false }))) as unknown as DataResult;
    expect(ownPage.data).toMatchObject({ user });
  });
});

describe('a revoked, expired or forged login token', () => {
  it('makes the shell anonymous and clears the token cookie', async () => {
    for (const cookie of [await tokenCookie('revoked-token'), 'konfety_token=e30=', 'konfety_token=%%%']) {
      const { context } = stubLoadContext(...refusesTokens, ...shellApi);
      const result = (await rootLoader(args(new Request('http://localhost:3000/', { headers: { cookie } }), context))) as unknown as DataResult;
      expect(result.data).toMatchObject({ user: null });
      expect(clears(result.init?.headers, 'konfety_token')).toBe(true);
    }
  });

  it('serves the header cart as a guest’s and clears the cookie', async () => {
    const { context, calls } = stubLoadContext(...refusesTokens, cartApi(guestCart()));
    const request = new Request('http://localhost:3000/_/cart?path=%2F', { headers: { cookie: await tokenCookie('revoked-token') } });
    const result = (await cartLoader(args(request, context))) as unknown as DataResult;
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/cart/anonymous/cs/0', 'GET /api/cart/cs', 'GET /api/me']);
    expect(calls.find((c) => c.path.startsWith('/api/cart/anonymous'))!.headers.authorization).toBeUndefined();
    expect(result.data).toEqual({ carts: [guestCart()], user: null, failed: false });
    expect(clears(result.init?.headers, 'konfety_token')).toBe(true);
    expect(sets(result.init?.headers, 'konfety_cart', '')).toBe(true);
  });

  it('lets add-to-cart and the cart page work as for a guest', async () => {
    const { context } = stubLoadContext(...refusesTokens, cartApi(guestCart()), stub('GET /checkout/methods', partialAnswer({ data: { delivery: [], payment: [] } })), stub('GET /lists/countries/:locale', { data: [] }));
    const cookie = await tokenCookie('revoked-token');
    const body = new URLSearchParams({ intent: 'add', productId: '12', quantity: '1', _fetcher: '1' });
    const post = new Request('http://localhost:3000/_/cart', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie } });
    const added = (await cartAction(args(post, context))) as unknown as DataResult;
    expect(added.init?.status).toBe(200);
    expect(clears(added.init?.headers, 'konfety_token')).toBe(true);

    const page = (await cartPageLoader(args(new Request('http://localhost:3000/kosik', { headers: { cookie } }), context))) as unknown as DataResult;
    expect(page.data).toMatchObject({ cart: guestCart() });
    expect(clears(page.init?.headers, 'konfety_token')).toBe(true);
  });
});

describe('cookie lifetimes and flags follow the configuration', () => {
  const loginApi = stub('POST /auth/login', { token: 'fresh-token-0123456789abcdef' });
  const login = () => {
    const body = new URLSearchParams({ email: 'a@b.cz', password: 'x', _fetcher: '1' });
    return new Request('https://shop.example/_/login', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  };

  it('gives the token cookie the token TTL (AUTH_TOKEN_TTL_DAYS) and Secure under https', async () => {
    const { context } = stubLoadContext(loginApi);
    const result = (await loginAction(args(login(), { ...context, tokenTtlDays: 7, secureCookies: true }))) as unknown as DataResult;
    const [cookie] = result.init?.headers?.getSetCookie() ?? [];
    expect(cookie).toMatch(/^konfety_token=/);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('marks every cookie the shop sets Secure under https', async () => {
    const secure = cookies(true);
    for (const [name, cookie] of Object.entries(secure)) {
      expect(cookie.isSigned, name).toBe(false);
      expect(await cookie.serialize('x'), name).toMatch(/; Secure/);
    }
    const { context } = stubLoadContext(...refusesTokens, cartApi(guestCart()));
    const request = new Request('https://shop.example/_/cart?path=%2F', { headers: { cookie: await tokenCookie('revoked-token') } });
    const result = (await cartLoader(args(request, { ...context, secureCookies: true }))) as unknown as DataResult;
    const setCookies = result.init?.headers?.getSetCookie() ?? [];
    expect(setCookies.length).toBe(2);
    for (const c of setCookies) expect(c).toMatch(/; Secure/);
  });
});
