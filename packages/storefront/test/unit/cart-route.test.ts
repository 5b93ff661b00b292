import { describe, expect, it } from 'vitest';
import { cookies } from '../../app/lib/cookies.server';
import { action as cartItemAction } from '../../app/routes/actions/cart-item';
import { action as cartAction, loader as cartLoader } from '../../app/routes/actions/cart';
import { cartApi, cartLine, formPost, guestCart, TEMP_ID } from './support/cart-api';
import { stub, stubLoadContext, tokenCookie } from './support/load-context';
import type { Cart, User } from '../../app/lib/api.server';

/**
 * Route tests of `/_/cart` (Epic Stack style): the real loader and action
 * with a stub API transport in the load context, asserting the API calls and
 * the answer — data for a fetcher, a 303 with a flash for a native post.
 */

/** What React Router's `data()` holds. */
interface DataResult {
  data: Record<string, unknown>;
  init: { status?: number; headers?: Headers } | null;
}
const flashCookie = cookies(false).flash;
const args = (request: Request, context: unknown) => ({ request, context, params: {} }) as never;

describe('/_/cart action', () => {
  it('answers a fetcher with the outcome as data and the API call made', async () => {
    const { context, calls } = stubLoadContext(cartApi(guestCart()));
    const result = (await cartAction(args(await formPost('/_/cart', { intent: 'add', productId: '12', variantId: '3', quantity: '2' }, { fetcher: true }), context))) as unknown as DataResult;
    expect(result.init?.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, intent: 'add', message: 'Produkt byl přidán do košíku.', added: { name: 'Balónky 12', quantity: 2 } });
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ id: 12, variantId: 3, quantity: 2 }]);
  });

  it('answers a native post with a 303 back to its local redirectTo and the outcome in the flash', async () => {
    const { context } = stubLoadContext(cartApi(guestCart([cartLine(12, 3, 2)])));
    const response = (await cartAction(args(await formPost('/_/cart', { intent: 'remove', productId: '12', variantId: '3', redirectTo: '/kosik' }), context))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kosik');
    expect(await flashCookie.parse(response.headers.get('set-cookie'))).toEqual({ form: 'cart-item', ok: true, message: 'Produkt byl odebrán z košíku.' });
  });

  it('never redirects a native post off the site: a foreign redirectTo goes home', async () => {
    const { context } = stubLoadContext(cartApi(guestCart()));
    const response = (await cartAction(args(await formPost('/_/cart', { intent: 'add', productId: '12', quantity: '1', redirectTo: '//evil.example/x' }), context))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('answers an invalid form with 422 (fetcher) or a flash with the field errors (native), without calling the API', async () => {
    const { context, calls } = stubLoadContext(cartApi(guestCart()));
    const fields = { intent: 'set-quantity', productId: '12', quantity: '-1' };
    const script = (await cartAction(args(await formPost('/_/cart', fields, { fetcher: true }), context))) as unknown as DataResult;
    expect(script.init?.status).toBe(422);
    expect(script.data).toMatchObject({ ok: false, intent: 'set-quantity', errors: { quantity: ['Zadejte prosím hodnotu alespoň 0.'] } });
    const native = (await cartAction(args(await formPost('/_/cart', fields), context))) as Response;
    expect(native.status).toBe(303);
    expect(native.headers.get('location')).toBe('/kosik');
    expect(await flashCookie.parse(native.headers.get('set-cookie'))).toMatchObject({ form: 'cart-item', ok: false, errors: { quantity: ['Zadejte prosím hodnotu alespoň 0.'] } });
    expect(calls).toEqual([]);
  });

  it('answers an unknown intent with 400 and a body that is not a form with 400, not 500', async () => {
    const { context } = stubLoadContext(cartApi(guestCart()));
    const unknown = (await cartAction(args(await formPost('/_/cart', { intent: 'empty-everything' }, { fetcher: true }), context))) as unknown as DataResult;
    expect(unknown.init?.status).toBe(400);
    const json = new Request('http://localhost:3000/_/cart', { method: 'POST', body: '{"intent":"add"}', headers: { 'content-type': 'application/json', accept: 'application/json' } });
    const broken = (await cartAction(args(json, context))) as unknown as DataResult;
    expect(broken.init?.status).toBe(400);
  });

  it('answers 502 when the API cannot load the cart', async () => {
    const { context } = stubLoadContext(() => ({ status: 500, body: { error: 'server' } }));
    const result = (await cartAction(args(await formPost('/_/cart', { intent: 'add', productId: '12', quantity: '1' }, { fetcher: true }), context))) as unknown as DataResult;
    expect(result.init?.status).toBe(502);
    expect(result.data).toMatchObject({ ok: false, message: 'Produkt se nepodařilo přidat do košíku.' });
  });
});

describe('/_/cart loader (the header widget)', () => {
  it('loads a new guest’s cart and sets its cookie', async () => {
    const { context, calls } = stubLoadContext(cartApi(guestCart()));
    const result = (await cartLoader(args(new Request('http://localhost:3000/_/cart?path=%2Fkosik'), context))) as unknown as DataResult;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/cart/anonymous/cs/0']);
    expect(result.data).toEqual({ carts: [guestCart()], user: null, failed: false });
    expect(await cookies(false).guestCart.parse(result.init?.headers?.get('set-cookie') ?? null)).toBe(TEMP_ID);
    expect(result.init?.headers?.get('cache-control')).toBe('private, no-store');
  });

  it('links the lines’ products in the page’s language: under /sk on a Slovak page', async () => {
    const cart = guestCart([cartLine(5, 1, 2)]);
    const { context, calls } = stubLoadContext(stub('GET /cart/anonymous/:locale/:guestCartId', { data: cart }), stub('GET /lists/currencies', { data: [] }));
    const result = (await cartLoader(args(new Request('http://localhost:3000/_/cart?path=%2Fsk%2Fkosik'), context))) as unknown as DataResult;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/cart/anonymous/sk/0']);
    const [shown] = (result.data as { carts: Cart[] }).carts;
    expect(shown!.items.map((i) => i.product.url)).toEqual([`/sk${cart.items[0]!.product.url}`]);
  });

  it('names a logged-in customer beside their account carts (the header learns who is logged in from here)', async () => {
    const user = { id: 7, email: 'jana@example.com', firstname: 'Jana', lastname: 'Nováková', group: null } as unknown as User;
    const accountCart = { ...guestCart([cartLine(5, 1, 2)]), id: 31, tempId: null };
    const { context, calls } = stubLoadContext(stub('GET /me', { data: user }), stub('GET /cart/:locale', { data: [accountCart] }));
    const request = new Request('http://localhost:3000/_/cart?path=%2F', { headers: { cookie: await tokenCookie('customer-token') } });
    const result = (await cartLoader(args(request, context))) as unknown as DataResult;
    expect(result.data).toEqual({ carts: [accountCart], user, failed: false });
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/cart/cs', 'GET /api/me']);
    expect(calls.every((c) => c.headers.authorization === 'Bearer customer-token')).toBe(true);
    expect(result.init?.headers?.get('cache-control')).toBe('private, no-store');
  });
});

describe('/_/cart/item (legacy endpoint)', () => {
  it('maps mode=add to the add intent and gives an Accept: JSON client the change', async () => {
    const { context } = stubLoadContext(cartApi(guestCart()));
    const request = await formPost('/_/cart/item', { productId: '12', quantity: '2', mode: 'add' }, { accept: 'application/json' });
    const result = (await cartItemAction(args(request, context))) as unknown as DataResult;
    expect(result.data).toMatchObject({ ok: true, message: 'Produkt byl přidán do košíku.', change: { quantity: 2, original_quantity: 0 } });
  });
});
