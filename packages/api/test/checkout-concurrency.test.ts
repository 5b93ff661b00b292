import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, createTestApp, type TestApp } from './support/app';
import { addVoucher, cartWith, checkoutMethods, guestOrderBody, pickProducts, stockOf, type PickedProduct } from './support/fixtures';

let t: TestApp;
let cheap: PickedProduct;
let last: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
beforeAll(async () => {
  t = await createTestApp();
  [cheap, last] = (await pickProducts(t.db, { singleVariant: true, minStock: 30, maxGross: 40000, count: 2 })) as [PickedProduct, PickedProduct];
  methods = await checkoutMethods(t, CZ);
});
afterAll(() => t.close());



const place = (body: object, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: key === undefined ? CZ : { ...CZ, 'idempotency-key': key }, payload: body });

async function counts() {
  const [orders] = await t.db.select({ n: count() }).from(schema.orders);
  const [uses] = await t.db.select({ n: count() }).from(schema.voucherUses);
  return { orders: orders!.n, uses: uses!.n };
}

const times = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

async function setStockToOne(variantId: number) {
  const rows = await t.db.select().from(schema.stock).where(eq(schema.stock.variantId, variantId));
  await t.db.update(schema.stock).set({ quantity: 0 }).where(eq(schema.stock.variantId, variantId));
  await t.db
    .update(schema.stock)
    .set({ quantity: 1 })
    .where(and(eq(schema.stock.variantId, variantId), eq(schema.stock.branchId, rows[0]!.branchId)));
  expect(await stockOf(t.db, variantId)).toBe(1);
}

describe('concurrent checkouts', () => {
  it('the last piece bought by 20 checkouts at once makes exactly one order', async () => {
    const carts = await times(20, () => cartWith(t, last));
    await setStockToOne(last.variantId);
    const before = await counts();
    const results = await Promise.all(carts.map((c) => place(guestOrderBody(methods, c.tempId, { email: 'Soubeh@example.com' }))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error).toBe('out_of_stock');
    expect(await stockOf(t.db, last.variantId)).toBe(0);
    expect((await counts()).orders - before.orders).toBe(1);
  });

  it('10 submits of one checkout with the same Idempotency-Key make one order, answered to all', async () => {
    const cart = await cartWith(t, cheap);
    const key = `retry-${cart.tempId}`;
    const stockBefore = await stockOf(t.db, cheap.variantId);
    const before = await counts();
    const results = await times(10, () => place(guestOrderBody(methods, cart.tempId, { email: 'Soubeh@example.com' }), key));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 201), JSON.stringify(results.map((r) => [r.statusCode, r.json().error]))).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const ids = new Set(results.map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    const rows = await t.db.select().from(schema.orders).where(eq(schema.orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe([...ids][0]);
    expect((await counts()).orders - before.orders).toBe(1);
    expect(await stockOf(t.db, cheap.variantId)).toBe(stockBefore - 1);
  });

  it('submits with one key that queue on the cart lock answer the order of the first, not 404', async () => {
    const cart = await cartWith(t, cheap);
    const key = `queued-${cart.tempId}`;
    const stockBefore = await stockOf(t.db, cheap.variantId);
    // Hold the cart row so that every submit passes its "already placed?" check and then waits on the lock.
    let pending: Promise<Awaited<ReturnType<typeof place>>[]> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.select().from(schema.carts).where(eq(schema.carts.tempId, cart.tempId)).for('update');
      pending = times(5, () => place(guestOrderBody(methods, cart.tempId, { email: 'Soubeh@example.com' }), key));
      // PGlite runs one transaction at a time, so there the submits simply follow; PostgreSQL really queues them.
      if (t.kind === 'postgres') await new Promise((r) => setTimeout(r, 300));
    });
    const results = await pending!;
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await t.db.select().from(schema.orders).where(eq(schema.orders.idempotencyKey, key))).toHaveLength(1);
    expect(await stockOf(t.db, cheap.variantId)).toBe(stockBefore - 1);
  });

  it('10 submits of one cart without a key make one order; the others find the cart gone', async () => {
    const cart = await cartWith(t, cheap);
    const stockBefore = await stockOf(t.db, cheap.variantId);
    const before = await counts();
    const results = await times(10, () => place(guestOrderBody(methods, cart.tempId, { email: 'Soubeh@example.com' })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(404)]);
    expect((await counts()).orders - before.orders).toBe(1);
    expect(await stockOf(t.db, cheap.variantId)).toBe(stockBefore - 1);
  });

  it('a voucher with one use left, used by 10 checkouts at once, is used once', async () => {
    await t.db.insert(schema.vouchers).values({ code: 'JEDINY', voucherType: 'amount', value: 1000, quantity: 1 });
    const carts = await times(10, () => cartWith(t, cheap));
    for (const c of carts) expect((await addVoucher(t, CZ, c.tempId, 'JEDINY')).statusCode).toBe(200);
    const before = await counts();
    const results = await Promise.all(carts.map((c) => place(guestOrderBody(methods, c.tempId, { email: 'Soubeh@example.com' }))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(422)]);
    for (const r of results.filter((x) => x.statusCode === 422)) expect(r.json().error).toBe('quantity');
    const [v] = await t.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, 'JEDINY'));
    expect(v!.usedQuantity).toBe(1);
    const after = await counts();
    expect(after.orders - before.orders).toBe(1);
    expect(after.uses - before.uses).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('a repeated submit after success answers the same order (200) and writes nothing new', async () => {
    const cart = await cartWith(t, cheap, 2);
    const key = 'a1B2-c3_D4';
    const first = await place(guestOrderBody(methods, cart.tempId, { email: 'Soubeh@example.com' }), key);
    expect(first.statusCode).toBe(201);
    const stockBefore = await stockOf(t.db, cheap.variantId);
    const before = await counts();
    const again = await place(guestOrderBody(methods, cart.tempId, { email: 'Soubeh@example.com' }), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, cheap.variantId)).toBe(stockBefore);
    const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, first.json().data.id));
    expect(row!.idempotencyKey).toBe(key);
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(101)],
    ['with other characters', 'klíč objednávky'],
  ])('an invalid key (%s) is 422 on idempotencyKey and places nothing', async (_name, key) => {
    const cart = await cartWith(t, cheap);
    const before = await counts();
    const res = await place(guestOrderBody(methods, cart.tempId, { email: 'Soubeh@example.com' }), key);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('idempotencyKey');
    expect(await counts()).toEqual(before);
  });

  it('accepts a key of exactly 100 characters', async () => {
    const res = await place(guestOrderBody(methods, (await cartWith(t, cheap)).tempId, { email: 'Soubeh@example.com' }), 'k'.repeat(100));
    expect(res.statusCode).toBe(201);
  });

  it("another customer's order is never answered for a reused key: 422 and nothing written", async () => {
    const key = 'shared-key';
    expect((await place(guestOrderBody(methods, (await cartWith(t, cheap)).tempId, { email: 'Soubeh@example.com' }), key)).statusCode).toBe(201);
    const stockBefore = await stockOf(t.db, cheap.variantId);
    const before = await counts();
    const res = await place(guestOrderBody(methods, (await cartWith(t, cheap)).tempId, { email: 'jiny@example.com' }), key);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('idempotencyKey');
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, cheap.variantId)).toBe(stockBefore);
  });
});
