import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, createTestApp, loginAs, type TestApp } from './support/app';
import { addVoucher, cartWith, checkoutMethods, guestOrderBody, pickProducts, type PickedProduct } from './support/fixtures';
import { TEST_NOW } from './support/constants';

let t: TestApp;
let influencer: Record<string, string>;
let influencerId: number;
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;

beforeAll(async () => {
  t = await createTestApp();
  influencer = await loginAs(t, 'influencer@example.com');
  const [user] = await t.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'influencer@example.com'));
  influencerId = user!.id;
  [product] = (await pickProducts(t.db, { minStock: 10, singleVariant: true, minGross: 20000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
});
afterAll(() => t.close());

interface Statistics {
  used_vouchers: number;
  total_vouchers: number;
  unpaid_commission: number;
  total_margin: number;
  codes: Array<{ code: string; uses: number; discount: number; commission: number; unpaid_commission: number; voucher_type: string; value: number; commission_percent: number | null; quantity: number | null; active: boolean }>;
}

const statistics = (headers: Record<string, string> = influencer) => t.app.inject({ method: 'GET', url: '/api/account/influencer', headers });

async function figures(): Promise<Statistics> {
  const res = await statistics();
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
  return res.json().data as Statistics;
}

/** The same figures worked out here from the rows, without the API's query: every use of her codes whose order still counts. */
async function expected() {
  const codes = await t.db.select().from(schema.vouchers).where(eq(schema.vouchers.ownerUserId, influencerId));
  const uses = await t.db
    .select({ voucherId: schema.voucherUses.voucherId, discount: schema.voucherUses.discount, commission: schema.voucherUses.commission, paidAt: schema.voucherUses.commissionPaidAt, state: schema.orders.state })
    .from(schema.voucherUses)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.voucherUses.orderId));
  const counted = uses.filter((u) => codes.some((c) => c.id === u.voucherId) && u.state !== 'cancelled' && u.state !== 'returned');
  return {
    figures: {
      used_vouchers: counted.length,
      total_vouchers: codes.length,
      unpaid_commission: counted.filter((u) => u.paidAt === null).reduce((s, u) => s + u.commission, 0),
      total_margin: counted.reduce((s, u) => s + u.commission, 0),
    },
    discount: counted.reduce((s, u) => s + u.discount, 0),
  };
}

/** A guest order with TEREZA15 through the API, as a shopper places it. */
async function orderWithCode(n: number) {
  const cart = await cartWith(t, product, 1);
  expect((await addVoucher(t, CZ, cart.tempId, 'TEREZA15')).statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...CZ, 'idempotency-key': `influencer-test-order-${n}-abcdefgh` },
    payload: guestOrderBody(methods, cart.tempId, { email: `kamaradka${n}@example.com` }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; discount: number };
}

describe('GET /api/account/influencer', () => {
  it("answers the demo influencer's figures as the seeded orders give them", async () => {
    const { figures: want, discount } = await expected();
    expect(want.used_vouchers).toBeGreaterThan(0);
    expect(want.unpaid_commission).toBeGreaterThan(0);
    const got = await figures();
    expect(got).toMatchObject(want);
    expect(got.codes).toEqual([
      {
        id: expect.any(Number),
        code: 'TEREZA15',
        name: 'Kód influencerky Terezy',
        voucher_type: 'percent',
        value: 1500,
        commission_percent: 10,
        quantity: null,
        active: true,
        uses: want.used_vouchers,
        discount,
        commission: want.total_margin,
        unpaid_commission: want.unpaid_commission,
      },
    ]);
  });

  it('is a 404 for a plain customer, a customer with a discount group and a guest, as for a path that does not exist', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/account/nothing-here', headers: CZ });
    for (const headers of [await loginAs(t, 'zakaznik@example.com'), await loginAs(t, 'vip@example.com'), CZ, { ...CZ, authorization: 'Bearer not-a-token-but-long-enough' }]) {
      const res = await statistics(headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
  });

  it('needs both the influencer group and the influencer scope', async () => {
    const users = schema.users;
    try {
      await t.db.update(users).set({ scopes: ['customer'] }).where(eq(users.id, influencerId));
      expect((await statistics()).statusCode).toBe(404);
      await t.db.update(users).set({ scopes: ['customer', 'influencer'], groupId: 1 }).where(eq(users.id, influencerId));
      expect((await statistics()).statusCode).toBe(404);
      // A plain customer given the scope but not the group sees nothing either.
      const customer = await loginAs(t, 'zakaznik@example.com');
      await t.db.update(users).set({ scopes: sql`array_append(${users.scopes}, 'influencer')` }).where(eq(users.email, 'zakaznik@example.com'));
      expect((await statistics(customer)).statusCode).toBe(404);
    } finally {
      await t.db.update(users).set({ scopes: ['customer', 'influencer'], groupId: 2 }).where(eq(users.id, influencerId));
      await t.db.update(users).set({ scopes: ['customer'] }).where(eq(users.email, 'zakaznik@example.com'));
    }
    expect((await statistics()).statusCode).toBe(200);
  });

  it('counts an order placed with the code at once', async () => {
    const before = await figures();
    const order = await orderWithCode(1);
    const [use] = await t.db.select().from(schema.voucherUses).where(eq(schema.voucherUses.orderId, order.id));
    expect(use!.commission).toBeGreaterThan(0);
    const after = await figures();
    expect(after.used_vouchers).toBe(before.used_vouchers + 1);
    expect(after.total_vouchers).toBe(before.total_vouchers);
    expect(after.unpaid_commission).toBe(before.unpaid_commission + use!.commission);
    expect(after.total_margin).toBe(before.total_margin + use!.commission);
    expect(after.codes[0]!.discount).toBe(before.codes[0]!.discount + order.discount);
    expect(after).toMatchObject((await expected()).figures);
  });

  it('keeps paid commission in the total margin and out of the unpaid sum', async () => {
    const before = await figures();
    const [oldest] = await t.db
      .select()
      .from(schema.voucherUses)
      .where(and(sql`${schema.voucherUses.commissionPaidAt} is null`, sql`${schema.voucherUses.commission} > 0`))
      .orderBy(schema.voucherUses.id)
      .limit(1);
    await t.db.update(schema.voucherUses).set({ commissionPaidAt: TEST_NOW }).where(eq(schema.voucherUses.id, oldest!.id));
    const after = await figures();
    expect(after.unpaid_commission).toBe(before.unpaid_commission - oldest!.commission);
    expect(after.total_margin).toBe(before.total_margin);
    expect(after.used_vouchers).toBe(before.used_vouchers);
    expect(after.codes[0]!.unpaid_commission).toBe(before.codes[0]!.unpaid_commission - oldest!.commission);
  });

  it('leaves a cancelled or returned order out of every figure', async () => {
    const order = await orderWithCode(2);
    const [use] = await t.db.select().from(schema.voucherUses).where(eq(schema.voucherUses.orderId, order.id));
    const before = await figures();
    for (const state of ['cancelled', 'returned'] as const) {
      await t.db.update(schema.orders).set({ state }).where(eq(schema.orders.id, order.id));
      const after = await figures();
      expect(after.used_vouchers).toBe(before.used_vouchers - 1);
      expect(after.total_margin).toBe(before.total_margin - use!.commission);
      expect(after.unpaid_commission).toBe(before.unpaid_commission - use!.commission);
      expect(after).toMatchObject((await expected()).figures);
    }
  });

  it('lists a code without uses with zeros, and every code of the influencer', async () => {
    const before = await figures();
    await t.db.insert(schema.vouchers).values({ code: 'TEREZA-LETO', name: 'Letní kód Terezy', voucherType: 'amount', value: 10000, quantity: 100, ownerUserId: influencerId, commissionPercent: '5.00' });
    const got = await figures();
    expect(got.total_vouchers).toBe(before.total_vouchers + 1);
    expect(got.codes.map((c) => c.code)).toEqual([...before.codes.map((c) => c.code), 'TEREZA-LETO'].sort());
    expect(got).toMatchObject({ used_vouchers: before.used_vouchers, unpaid_commission: before.unpaid_commission, total_margin: before.total_margin });
    expect(got.codes.find((c) => c.code === 'TEREZA-LETO')).toMatchObject({ voucher_type: 'amount', value: 10000, quantity: 100, commission_percent: 5, uses: 0, discount: 0, commission: 0, unpaid_commission: 0 });
  });
});
