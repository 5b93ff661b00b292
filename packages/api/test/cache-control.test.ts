import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CZ, createTestApp, loginAs, type TestApp } from './support/app';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts, type PickedProduct } from './support/fixtures';

/**
 * Every API answer about one caller is `private, no-store` (http/shared-cache.ts `registerPrivateByDefault`): a
 * browser's cache or a proxy must never keep one customer's account, cart or order for the next person at the
 * same computer or behind the same proxy. Answers declared the same for everyone (`SHARED_CACHE`) keep theirs free.
 */
let t: TestApp;
let customer: Record<string, string>;
let product: PickedProduct;

beforeAll(async () => {
  t = await createTestApp();
  customer = await loginAs(t, 'zakaznik@example.com');
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 5, maxGross: 40000 })) as [PickedProduct];
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = CZ) => t.app.inject({ method: 'GET', url, headers });

describe('answers about one caller', () => {
  it('the logged-in customer, their orders and their cart', async () => {
    const list = await get('/api/account/orders', customer);
    expect(list.statusCode).toBe(200);
    const [first] = (list.json().data as { orders: Array<{ id: number }> }).orders;
    for (const url of ['/api/me', '/api/account/orders', `/api/account/orders/${first!.id}`, '/api/account/orders?page=1', '/api/cart/cs']) {
      const res = await get(url, customer);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('a guest cart and an order summary, addressed by their secrets', async () => {
    const cart = await cartWith(t, product);
    const guest = await get(`/api/cart/anonymous/cs/${cart.tempId}`);
    expect([guest.statusCode, guest.headers['cache-control']]).toEqual([200, 'private, no-store']);
    const methods = await checkoutMethods(t, CZ);
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, cart.tempId) });
    expect([placed.statusCode, placed.headers['cache-control']]).toEqual([201, 'private, no-store']);
    const { id, hash } = placed.json().data as { id: number; hash: string };
    const summary = await get(`/api/orders/summary/${id}/${hash}`);
    expect([summary.statusCode, summary.headers['cache-control']]).toEqual([200, 'private, no-store']);
    // A route that says how it may be kept keeps its own word: the QR code, in the customer's browser for an hour.
    const qr = await get(`/api/orders/summary/${id}/${hash}/qr.svg`);
    expect(qr.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('refusals too: a 401 without a token, a 404 of another path', async () => {
    for (const url of ['/api/me', '/api/account/orders', '/api/cart/cs', '/api/no-such-thing']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});

describe('answers the same for everyone', () => {
  it('routes declared SHARED_CACHE are left to the page cache (no private, no-store), with or without a token', async () => {
    for (const headers of [CZ, customer]) {
      const res = await get('/api/lists/currencies', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });
});
