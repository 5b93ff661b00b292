import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { grossUnitPrice, rateToBasisPoints } from '@konfety/domain/pricing';
import { seedHistoricalOrders, sellOut } from '@konfety/db/seed/scale';
import { createTestApp, CZ, type TestApp } from './support/app';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts } from './support/fixtures';
import { TEST_NOW } from './support/constants';

/** The bulk data of `npm run seed -- --orders N --sold-out S` (db/src/seed/scale.ts) on a seeded shop: consistent orders, a shop that keeps working. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('scale seed', () => {
  it('adds past orders whose lines, totals, numbers and history agree, and the shop numbers the next order after them', async () => {
    const [{ n: before } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    const phases: number[] = [];
    await seedHistoricalOrders(t.db, { orders: 3000, now: TEST_NOW, batch: 700, progress: (_phase, done) => phases.push(done) });
    expect(phases).toEqual([700, 1400, 2100, 2800, 3000]);
    const [counts] = await rows<{ orders: number; numbers: number; history: number }>(sql`
      select count(*)::int as orders, count(distinct number)::int as numbers,
        (select count(*)::int from order_state_history) as history from orders`);
    expect(Number(counts!.orders)).toBe(Number(before) + 3000);
    expect(Number(counts!.numbers)).toBe(Number(counts!.orders));
    const wrongTotals = await rows<{ id: number }>(sql`
      select o.id from orders o
      where o.total <> (select sum(i.total) from order_items i where i.order_id = o.id)
         or o.items_total <> (select sum(i.total) from order_items i where i.order_id = o.id and i.kind = 'product')
         or o.total_net + o.total_vat <> o.total
         or not exists (select 1 from order_items i where i.order_id = o.id and i.kind = 'product')
         or o.created_at > ${TEST_NOW}`);
    expect(wrongTotals.filter((r) => Number(r.id) > Number(before))).toEqual([]);
    const lines = await rows<{ unit_price_net: number; unit_price: number; quantity: number; total: number; tax_rate: string; product_ok: boolean }>(sql`
      select i.unit_price_net, i.unit_price, i.quantity, i.total, i.tax_rate::text,
        exists (select 1 from variants v where v.id = i.variant_id and v.product_id = i.product_id) as product_ok
      from order_items i where i.kind = 'product' order by i.id desc limit 500`);
    for (const l of lines) {
      expect(l.product_ok).toBe(true);
      expect(Number(l.unit_price)).toBe(grossUnitPrice(Number(l.unit_price_net), rateToBasisPoints(l.tax_rate)));
      expect(Number(l.total)).toBe(Number(l.unit_price) * Number(l.quantity));
    }
    const [latest] = await rows<{ number: string }>(sql`select number from orders where number like '2026%' order by number desc limit 1`);

    // The next order of the shop continues the year's numbers.
    const methods = await checkoutMethods(t, CZ);
    const [product] = await pickProducts(t.db, { minStock: 2, singleVariant: true });
    const cart = await cartWith(t, product!, 1);
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, cart.tempId) });
    expect(res.statusCode, res.body).toBe(201);
    expect(Number((res.json().data as { number: string }).number)).toBe(Number(latest!.number) + 1);
  });

  it('sells out a share of the products, which the in-stock listing then leaves out', async () => {
    const [{ n: inStockBefore } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from products where active and in_stock`);
    const soldOut = await sellOut(t.db, 0.3);
    expect(soldOut).toBeGreaterThan(0);
    const [{ n: inStockAfter } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from products where active and in_stock`);
    expect(Number(inStockAfter)).toBeLessThan(Number(inStockBefore));
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/products/new?in_stock=true&limit=60', headers: CZ });
    const [{ n: newInStock } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from products where active and is_new and in_stock`);
    expect((res.json().data as { total: number }).total).toBe(Number(newInStock));
  });
});
