import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, createTestApp, loginAs, type TestApp } from './support/app';
import { addVoucher, cartWith, pickProducts, putItem, type PickedProduct } from './support/fixtures';

let t: TestApp;
let cheap: PickedProduct;
let dear: PickedProduct;
beforeAll(async () => {
  t = await createTestApp();
  [cheap] = (await pickProducts(t.db, { singleVariant: true, minStock: 5, maxGross: 40000 })) as [PickedProduct];
  [dear] = (await pickProducts(t.db, { minStock: 3, minGross: 100000 })) as [PickedProduct];
});
afterAll(() => t.close());


describe('POST /api/voucher/cart/add/{cartId}: the demo codes', () => {
  it('SLEVA10 takes 10 % of the total, rounded', async () => {
    const cart = await cartWith(t, cheap, 3);
    const res = await addVoucher(t, CZ, cart.tempId, 'sleva10');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.vouchers).toEqual([expect.objectContaining({ code: 'SLEVA10', voucher_type: 'percent', value: 1000, applicable: true, discount: Math.round((cheap.gross * 3) / 10) })]);
    expect(data.totals.total).toBe(cheap.gross * 3 - data.vouchers[0].discount);
  });

  it('MINUS200 needs 1 000 Kč: 422 minimal_price with the value and a formatted price, then applies', async () => {
    const small = await cartWith(t, cheap, 1);
    const refused = await addVoucher(t, CZ, small.tempId, 'MINUS200');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'minimal_price', value: 100000 });
    expect(refused.json().message).toContain('1\u00a0000,00\u00a0Kč');
    const big = await cartWith(t, dear, 1);
    const ok = await addVoucher(t, CZ, big.tempId, 'MINUS200');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.vouchers[0].discount).toBe(20000);
    expect(ok.json().data.totals.total).toBe(dear.gross - 20000);
  });

  it('applies several vouchers on the running total in the order they were added', async () => {
    const cart = await cartWith(t, dear, 1);
    await addVoucher(t, CZ, cart.tempId, 'MINUS200');
    const res = await addVoucher(t, CZ, cart.tempId, 'SLEVA10');
    const [minus, pct] = res.json().data.vouchers;
    expect(minus.discount).toBe(20000);
    expect(pct.discount).toBe(Math.round((dear.gross - 20000) / 10));
  });

  it('marks a voucher as not applicable once the cart drops under its minimum', async () => {
    const cart = await cartWith(t, dear, 1);
    await addVoucher(t, CZ, cart.tempId, 'MINUS200');
    await putItem(t, CZ, cart.tempId, { id: cheap.productId, quantity: 1 });
    const res = await putItem(t, CZ, cart.tempId, { id: dear.productId, variantId: dear.variantId, quantity: 0 });
    const v = res.json().cart.vouchers[0];
    expect(v).toMatchObject({ code: 'MINUS200', applicable: false, discount: 0, error: { error: 'minimal_price', value: 100000 } });
    expect(res.json().cart.totals.discount).toBe(0);
  });

  it('JEDNOU needs the guest’s e-mail', async () => {
    const cart = await cartWith(t, cheap);
    const refused = await addVoucher(t, CZ, cart.tempId, 'JEDNOU');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('email_required');
    const badEmail = await addVoucher(t, CZ, cart.tempId, 'JEDNOU', { guestEmail: 'nope' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.guestEmail).toEqual(['Pole musí obsahovat platný email.']);
    const ok = await addVoucher(t, CZ, cart.tempId, 'JEDNOU', { guestEmail: 'host@example.com' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.vouchers[0]).toMatchObject({ code: 'JEDNOU', guest_email: 'host@example.com' });
  });

  it.each([
    ['EXPIROVANY', 422, 'active_to'],
    ['BUDOUCI', 422, 'active_from'],
    ['VYPRODANY', 422, 'quantity'],
    ['NEEXISTUJE', 404, 'not_exists'],
    ['PRODEJNA50', 404, 'service_type'],
  ])('%s answers %i %s with a Czech message', async (code, status, error) => {
    const cart = await cartWith(t, dear);
    const res = await addVoucher(t, CZ, cart.tempId, code);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error, message: expect.stringMatching(/\S/) });
    const after = await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${cart.tempId}`, headers: CZ });
    expect(after.json().data.vouchers).toEqual([]);
  });

  it('refuses a service type other than eshop', async () => {
    const cart = await cartWith(t, cheap);
    const res = await addVoucher(t, CZ, cart.tempId, 'SLEVA10', { serviceType: 'store' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('service_type');
  });

  it('refuses the same voucher twice, even when both requests race', async () => {
    const cart = await cartWith(t, cheap);
    const [a, b] = await Promise.all([addVoucher(t, CZ, cart.tempId, 'SLEVA10'), addVoucher(t, CZ, cart.tempId, 'SLEVA10')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    expect([a, b].find((r) => r.statusCode === 422)!.json().error).toBe('voucher_is_already_added');
  });

  it('user_check: a per-user voucher can sit in only one of a customer’s carts', async () => {
    const headers = await loginAs(t, 'vip@example.com');
    const first = (await t.app.inject({ method: 'POST', url: '/api/cart/create', headers })).json().data;
    const other = (await t.app.inject({ method: 'POST', url: '/api/cart/create', headers })).json().data;
    await putItem(t, headers, first.id, { id: cheap.productId, quantity: 1 });
    await putItem(t, headers, other.id, { id: cheap.productId, quantity: 1 });
    expect((await addVoucher(t, headers, first.id, 'JEDNOU')).statusCode).toBe(200);
    const res = await addVoucher(t, headers, other.id, 'JEDNOU');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('user_check');
  });
});

describe('POST /api/voucher/cart/delete/{cartId}', () => {
  it('removes a voucher and recomputes the totals', async () => {
    const cart = await cartWith(t, cheap, 2);
    const added = await addVoucher(t, CZ, cart.tempId, 'SLEVA10');
    const voucherId = added.json().data.vouchers[0].voucher_id;
    const res = await t.app.inject({ method: 'POST', url: `/api/voucher/cart/delete/${cart.tempId}`, headers: CZ, payload: { voucherId } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.vouchers).toEqual([]);
    expect(res.json().data.totals.total).toBe(cheap.gross * 2);
    const again = await t.app.inject({ method: 'POST', url: `/api/voucher/cart/delete/${cart.tempId}`, headers: CZ, payload: { voucherId } });
    expect(again.statusCode).toBe(404);
  });

  it("refuses to remove a voucher of type 'order'", async () => {
    const cart = await cartWith(t, cheap);
    const [v] = await t.db
      .insert(schema.vouchers)
      .values({ code: 'KOMPENZACE', voucherType: 'amount', value: 5000, type: 'order' })
      .returning();
    const [row] = await t.db.select().from(schema.carts).where(eq(schema.carts.tempId, cart.tempId));
    await t.db.insert(schema.cartVouchers).values({ cartId: row!.id, voucherId: v!.id });
    const res = await t.app.inject({ method: 'POST', url: `/api/voucher/cart/delete/${cart.tempId}`, headers: CZ, payload: { voucherId: v!.id } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('voucher_locked');
  });
});
