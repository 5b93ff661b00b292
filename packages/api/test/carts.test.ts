import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, SK, createTestApp, loginAs, type TestApp } from './support/app';
import { newGuestCart, pickProducts, putItem, type PickedProduct } from './support/fixtures';

let t: TestApp;
let single: PickedProduct;
let second: PickedProduct;
let multi: PickedProduct;
let soldOut: PickedProduct;
beforeAll(async () => {
  t = await createTestApp();
  [single, second] = (await pickProducts(t.db, { singleVariant: true, minStock: 5, count: 2 })) as [PickedProduct, PickedProduct];
  [multi] = (await pickProducts(t.db, { multiVariant: true, minStock: 3 })) as [PickedProduct];
  [soldOut] = (await pickProducts(t.db, { outOfStock: true })) as [PickedProduct];
});
afterAll(() => t.close());

describe('guest carts', () => {
  it('creates a guest cart for id 0 and finds it again by its tempId', async () => {
    const cart = await newGuestCart(t, CZ);
    expect(cart.tempId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${cart.tempId}`, headers: CZ });
    expect(again.json().data).toMatchObject({ id: cart.id, tempId: cart.tempId, items: [], vouchers: [] });
  });

  it('answers a fresh cart for an unknown tempId and 404 for a malformed one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/00000000-0000-4000-8000-000000000000', headers: CZ });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tempId).not.toBe('00000000-0000-4000-8000-000000000000');
    const bad = await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/123abc', headers: CZ });
    expect(bad.statusCode).toBe(404);
  });

  it('sets quantities: answers the change with original_quantity, totals with VAT, and 0 removes the line', async () => {
    const cart = await newGuestCart(t, CZ);
    const add = await putItem(t, CZ, cart.tempId, { id: single.productId, quantity: 2, note: 'Dárek' });
    expect(add.statusCode).toBe(200);
    const body = add.json();
    expect(body).toMatchObject({ quantity: 2, original_quantity: 0, product: { id: single.productId }, variant: { id: single.variantId } });
    expect(body.product).toHaveProperty('price_sale');
    expect(body.product).toHaveProperty('is_price_sale_active');
    expect(body.product.tax_rate).toMatchObject({ rate: 21 });
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]).toMatchObject({ quantity: 2, note: 'Dárek', unit_price_vat: single.gross, total_price_vat: single.gross * 2 });
    expect(body.cart.totals.items).toBe(single.gross * 2);
    expect(body.cart.totals.total_net + body.cart.totals.total_vat).toBe(body.cart.totals.total);

    const change = await putItem(t, CZ, cart.tempId, { id: single.productId, variantId: single.variantId, quantity: 3 });
    expect(change.json()).toMatchObject({ quantity: 3, original_quantity: 2 });
    expect(change.json().cart.items[0].note).toBe('Dárek');

    const remove = await putItem(t, CZ, cart.tempId, { id: single.productId, quantity: 0 });
    expect(remove.json()).toMatchObject({ quantity: 0, original_quantity: 3 });
    expect(remove.json().cart.items).toEqual([]);
    expect(remove.json().cart.totals.total).toBe(0);
  });

  it('attaches children through parentId and removes them with their parent', async () => {
    const cart = await newGuestCart(t, CZ);
    const parent = await putItem(t, CZ, cart.tempId, { id: single.productId, quantity: 1 });
    const parentId = parent.json().cart.items[0].id;
    const child = await putItem(t, CZ, cart.tempId, { id: second.productId, quantity: 1, parentId });
    expect(child.statusCode).toBe(200);
    const items = child.json().cart.items;
    expect(items).toHaveLength(1);
    expect(items[0].children).toHaveLength(1);
    expect(items[0].children[0]).toMatchObject({ parent_id: parentId, product: { id: second.productId } });
    expect(child.json().cart.totals.items).toBe(single.gross + second.gross);

    const grandchild = await putItem(t, CZ, cart.tempId, { id: single.productId, quantity: 1, parentId: items[0].children[0].id });
    expect(grandchild.statusCode).toBe(422);
    expect(grandchild.json().errors).toHaveProperty('parentId');

    const removed = await putItem(t, CZ, cart.tempId, { id: single.productId, quantity: 0 });
    expect(removed.json().cart.items).toEqual([]);
  });

  it('requires a variant choice for a product with sizes and refuses more than is in stock', async () => {
    const cart = await newGuestCart(t, CZ);
    const noVariant = await putItem(t, CZ, cart.tempId, { id: multi.productId, quantity: 1 });
    expect(noVariant.statusCode).toBe(422);
    expect(noVariant.json().errors.variantId).toHaveLength(1);
    const tooMany = await putItem(t, CZ, cart.tempId, { id: multi.productId, variantId: multi.variantId, quantity: multi.stock + 1 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.quantity[0]).toContain(String(multi.stock));
    const none = await putItem(t, CZ, cart.tempId, { id: soldOut.productId, variantId: soldOut.variantId, quantity: 1 });
    expect(none.statusCode).toBe(422);
    const foreignVariant = await putItem(t, CZ, cart.tempId, { id: single.productId, variantId: multi.variantId, quantity: 1 });
    expect(foreignVariant.statusCode).toBe(422);
    const unknown = await putItem(t, CZ, cart.tempId, { id: 99999999, quantity: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('id');
  });

  it('validates the body with per-field messages', async () => {
    const cart = await newGuestCart(t, CZ);
    const res = await putItem(t, CZ, cart.tempId, { id: single.productId, quantity: -1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('quantity');
    const missing = await putItem(t, CZ, cart.tempId, { quantity: 1 });
    expect(missing.json().errors.id).toEqual(['Pole musí být vyplněno']);
  });
});

describe('cart ownership', () => {
  it('never opens a guest cart by its numeric id, nor someone else’s account cart', async () => {
    const guest = await newGuestCart(t, CZ);
    const byId = await putItem(t, CZ, guest.id, { id: single.productId, quantity: 1 });
    expect(byId.statusCode).toBe(404);
    const customer = await loginAs(t, 'zakaznik@example.com');
    const created = await t.app.inject({ method: 'POST', url: '/api/cart/create', headers: customer });
    const accountCartId = created.json().data.id;
    const asGuest = await putItem(t, CZ, accountCartId, { id: single.productId, quantity: 1 });
    expect(asGuest.statusCode).toBe(404);
    const vip = await loginAs(t, 'vip@example.com');
    const asOther = await putItem(t, vip, accountCartId, { id: single.productId, quantity: 1 });
    expect(asOther.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/${accountCartId}`, headers: vip });
    expect(del.statusCode).toBe(404);
    expect(asOther.json()).toEqual(byId.json());
  });

  it("names a line's variant in the site's language", async () => {
    const [variant] = await t.db.select({ name: schema.variants.name }).from(schema.variants).where(eq(schema.variants.id, single.variantId));
    expect(variant!.name).toBe('Univerzální');
    for (const [headers, name] of [[CZ, 'Univerzální'], [SK, 'Univerzálna']] as const) {
      const cart = await newGuestCart(t, headers);
      const add = (await putItem(t, headers, cart.tempId, { id: single.productId, quantity: 1 })).json();
      expect(add.variant.name).toBe(name);
      expect(add.cart.items[0].variant.name).toBe(name);
    }
  });

  it('keeps the Czech and Slovak carts apart', async () => {
    const cz = await newGuestCart(t, CZ);
    const res = await putItem(t, SK, cz.tempId, { id: single.productId, quantity: 1 });
    expect(res.statusCode).toBe(404);
  });
});

describe('account carts', () => {
  it('lists, creates and deletes the customer’s carts', async () => {
    const headers = await loginAs(t, 'zakaznik@example.com');
    const created = await t.app.inject({ method: 'POST', url: '/api/cart/create', headers });
    expect(created.statusCode).toBe(200);
    const cart = created.json().data;
    expect(cart.tempId).toBeNull();
    await putItem(t, headers, cart.id, { id: single.productId, quantity: 1 });
    const list = await t.app.inject({ method: 'GET', url: '/api/cart/cs', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: cart.id, items: [{ quantity: 1 }] });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/${cart.id}`, headers });
    expect(del.json()).toEqual({ success: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/cart/cs', headers });
    expect(after.json().data.map((c: { id: number }) => c.id)).not.toContain(cart.id);
    const rows = await t.db.select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cart.id));
    expect(rows).toEqual([]);
  });

  it('needs a token for the account cart list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cart/cs', headers: CZ });
    expect(res.statusCode).toBe(401);
  });

  it('gives the VIP group its 5 % discount in the totals', async () => {
    const headers = await loginAs(t, 'vip@example.com');
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/create', headers })).json().data;
    const res = await putItem(t, headers, cart.id, { id: single.productId, quantity: 2 });
    const totals = res.json().cart.totals;
    expect(totals.items).toBe(single.gross * 2);
    expect(totals.group_discount).toBe(Math.round((single.gross * 2 * 5) / 100));
    expect(totals.total).toBe(totals.items - totals.group_discount);
  });

  it('serialises concurrent changes to one cart (no lost or duplicate lines)', async () => {
    const cart = await newGuestCart(t, CZ);
    const results = await Promise.all([1, 2, 3, 4].map((q) => putItem(t, CZ, cart.tempId, { id: single.productId, quantity: q })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const lines = await t.db.select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cart.id));
    expect(lines).toHaveLength(1);
    const originals = results.map((r) => r.json().original_quantity).sort();
    expect(originals.filter((o: number) => o === 0)).toHaveLength(1);
  });
});
