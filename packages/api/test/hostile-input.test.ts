import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, createTestApp, type TestApp } from './support/app';
import { address, cartWith, checkoutMethods, guestOrderBody, newGuestCart, pickProducts, type PickedProduct } from './support/fixtures';

/**
 * Issue 9 §3: hostile input is a client error, never a 500. NUL bytes and lone UTF-16
 * surrogates are refused by the domain's field factories with a per-field 422 before
 * anything reaches the database; bodies the API cannot read get 400/413/415 JSON.
 */

const CHARACTERS = 'Pole obsahuje nepovolené znaky.';
/** As they arrive on the wire: JSON escapes of NUL, a lone high and a lone low surrogate. */
const hostile: Array<[string, string]> = [
  ['NUL', 'Dárek\u0000'],
  ['a lone high surrogate', 'Dárek\uD800'],
  ['a lone low surrogate', '\uDC00Dárek'],
];

let t: TestApp;
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
beforeAll(async () => {
  t = await createTestApp();
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 20, maxGross: 40000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PUT', url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...CZ, 'content-type': 'application/json', ...headers }, payload });

async function counts() {
  const [orders] = await t.db.select({ n: count() }).from(schema.orders);
  const [items] = await t.db.select({ n: count() }).from(schema.cartItems);
  const [vouchers] = await t.db.select({ n: count() }).from(schema.cartVouchers);
  return { orders: orders!.n, items: items!.n, vouchers: vouchers!.n };
}

describe.each(hostile)('text fields with %s', (_name, value) => {
  it('the cart note: 422 on note, nothing written', async () => {
    const cart = await newGuestCart(t, CZ);
    const before = await counts();
    const res = await json('PUT', `/api/cart/${cart.tempId}`, JSON.stringify({ id: product.productId, variantId: product.variantId, quantity: 1, note: value }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: 'validation', errors: { note: [CHARACTERS] } });
    expect(await counts()).toEqual(before);
  });

  it('the voucher code: 422 on voucherCode, nothing written', async () => {
    const cart = await cartWith(t, product);
    const before = await counts();
    const res = await json('POST', `/api/voucher/cart/add/${cart.tempId}`, JSON.stringify({ voucherCode: `SLEVA${value}`, serviceType: 'eshop' }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ voucherCode: [CHARACTERS] });
    expect(await counts()).toEqual(before);
  });

  it('an order (names, street, city, note): 422 on each field, no order placed', async () => {
    const cart = await cartWith(t, product);
    const before = await counts();
    const body = guestOrderBody(methods, cart.tempId, {
      note: value,
      invoiceAddress: { ...address, firstname: value, lastname: `Svoboda${value}`, street: value, city: value, company: value },
      deliveryAddress: { ...address, firstname: value, city: value },
    });
    const res = await json('POST', '/api/orders', JSON.stringify(body));
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    for (const field of ['note', 'invoiceAddress.firstname', 'invoiceAddress.lastname', 'invoiceAddress.street', 'invoiceAddress.city', 'invoiceAddress.company', 'deliveryAddress.firstname', 'deliveryAddress.city']) {
      expect(errors[field], field).toEqual([CHARACTERS]);
    }
    expect(await counts()).toEqual(before);
    const [stillThere] = await t.db.select().from(schema.carts).where(eq(schema.carts.tempId, cart.tempId));
    expect(stillThere).toBeDefined();
  });

  it('an e-mail and the login: 422, never a database error', async () => {
    const login = await json('POST', '/api/auth/login', JSON.stringify({ email: `a${value}@example.com`, password: `Heslo${value}` }));
    expect(login.statusCode, login.body).toBe(422);
    expect(login.json().errors).toEqual({ email: [CHARACTERS], password: [CHARACTERS] });
    const newsletter = await json('POST', '/api/subscriber/save', JSON.stringify({ email: `a${value}@example.com` }));
    expect(newsletter.statusCode, newsletter.body).toBe(422);
  });
});

describe('bodies the API cannot read', () => {
  it('a body over the limit (256 KB) is 413 with a JSON error in Czech', async () => {
    const cart = await newGuestCart(t, CZ);
    const res = await json('PUT', `/api/cart/${cart.tempId}`, JSON.stringify({ id: product.productId, quantity: 1, note: 'x'.repeat(300 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: 'Požadavek je příliš velký.' });
  });

  it('invalid JSON is 400 JSON', async () => {
    const res = await json('POST', '/api/orders', '{"cartId": "\\u00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'Neplatný požadavek.' });
  });

  it('text/plain, a form and a missing content type are 415 JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...CZ, 'content-type': type }, payload: 'cartId=1' });
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toEqual({ error: 'unsupported_media_type', message: 'Nepodporovaný formát požadavku. Posílejte JSON.' });
    }
    const bare = await t.app.inject({ method: 'POST', url: '/api/subscriber/save', headers: CZ, payload: Buffer.from('email=a@b.cz') });
    expect(bare.statusCode).toBeGreaterThanOrEqual(400);
    expect(bare.statusCode).toBeLessThan(500);
  });

  it('an empty JSON body and a JSON body that is not an object are 4xx JSON', async () => {
    for (const payload of ['', 'null', '"text"', '[1,2]', '12']) {
      const res = await json('POST', '/api/subscriber/save', payload);
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.json().error, payload).toEqual(expect.any(String));
    }
  });
});
