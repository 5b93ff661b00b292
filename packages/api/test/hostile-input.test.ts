import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, createTestApp, loginAs, type TestApp } from './support/app';
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

/** Characters no person types into a name, as pasted or planted: each is refused in every person-name field. */
const invisible: Array<[string, string]> = [
  ['ESC', 'Jan\u001b[31m'],
  ['a line break inside', 'Jan\r\nNovák'],
  ['a C1 control', 'Jan\u0085'],
  ['a right-to-left override', '\u202Ekávon'],
  ['an isolate', 'Jan\u2066ek\u2069'],
  ['a zero-width space', 'Ja\u200Bn'],
  ['a zero-width joiner', 'Ja\u200Dn'],
  ['a word joiner', 'Ja\u2060n'],
  ['a byte-order mark inside', 'Ja\uFEFFn'],
];
const NAME_CHARACTERS = 'Jméno nesmí obsahovat neviditelné ani řídicí znaky (například zalomení řádku). Napište ho prosím znovu bez nich.';

describe.each(invisible)('person names with %s', (_name, value) => {
  it('the registration: 422 on both names, no account', async () => {
    const email = `jmeno.${invisible.findIndex(([, v]) => v === value)}@example.com`;
    const res = await json('POST', '/api/auth/register', JSON.stringify({ firstname: value, lastname: value, email, password: 'dort s jahodami', passwordConfirmation: 'dort s jahodami', terms: true }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ firstname: [NAME_CHARACTERS], lastname: [NAME_CHARACTERS] });
    expect(await t.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email))).toEqual([]);
  });

  it('an order: 422 on the names of both addresses, no order placed', async () => {
    const cart = await cartWith(t, product);
    const before = await counts();
    const body = guestOrderBody(methods, cart.tempId, { invoiceAddress: { ...address, firstname: value, lastname: value }, deliveryAddress: { ...address, lastname: value } });
    const res = await json('POST', '/api/orders', JSON.stringify(body));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ 'invoiceAddress.firstname': [NAME_CHARACTERS], 'invoiceAddress.lastname': [NAME_CHARACTERS], 'deliveryAddress.lastname': [NAME_CHARACTERS] });
    expect(await counts()).toEqual(before);
  });

  it('a saved address and the invoice details: 422 on the names, nothing saved', async () => {
    const headers = await loginAs(t, 'zakaznik@example.com');
    const saved = await json('POST', '/api/account/addresses', JSON.stringify({ ...address, firstname: value }), headers);
    expect(saved.statusCode, saved.body).toBe(422);
    expect(saved.json().errors).toEqual({ firstname: [NAME_CHARACTERS] });
    const invoice = await json('PUT', '/api/account/invoice-details', JSON.stringify({ ...address, lastname: value }), headers);
    expect(invoice.statusCode, invoice.body).toBe(422);
    expect(invoice.json().errors).toEqual({ lastname: [NAME_CHARACTERS] });
    for (const table of [schema.addresses, schema.invoiceDetails]) {
      const names = await t.db.select({ firstname: table.firstname, lastname: table.lastname }).from(table);
      expect(names.filter((n) => n.firstname === value || n.lastname === value)).toEqual([]);
    }
  });
});

describe('person names people type', () => {
  it('are accepted: letters of any language, combining accents, apostrophes, hyphens, and whitespace around is trimmed', async () => {
    for (const [i, [firstname, lastname]] of [
      ['Žofie Anna', 'Nováková-Dvořáková'],
      ['Jose\u0301', "O'Brien"],
      ['Nguyễn', 'Văn An'],
      ['Jan\n', '\uFEFFNovák '],
    ].entries()) {
      const res = await json('POST', '/api/auth/register', JSON.stringify({ firstname, lastname, email: `lide.${i}@example.com`, password: 'dort s jahodami', passwordConfirmation: 'dort s jahodami', terms: true }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const [trimmed] = await t.db.select({ firstname: schema.users.firstname, lastname: schema.users.lastname }).from(schema.users).where(eq(schema.users.email, 'lide.3@example.com'));
    expect(trimmed).toEqual({ firstname: 'Jan', lastname: 'Novák' });
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
