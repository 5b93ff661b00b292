import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import type { OrderState } from '@konfety/domain/orders';
import { transitionOrder } from '../src/features/orders/transitions';
import { GUEST, type ShopContext } from '../src/shop-context';
import { loadSites } from '../src/sites';
import { CZ, createTestApp, type TestApp } from './support/app';
import { TEST_NOW, TEST_SITES } from './support/constants';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts, type PickedProduct } from './support/fixtures';

/** Order state changes through the one service (orders/transitions.ts), called as the back office will call it. */
let t: TestApp;
let ctx: ShopContext;
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
beforeAll(async () => {
  t = await createTestApp();
  const site = (await loadSites(t.db)).find((s) => s.url === TEST_SITES.cz.url)!;
  ctx = { db: t.db, site, locale: site.locale, now: TEST_NOW, actor: GUEST };
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 10, maxGross: 40000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
});
afterAll(() => t.close());

const staff = { kind: 'staff', staffId: 7, email: 'sklad@konfety.test', role: 'manager', branchId: null } as const;

/** A placed bank-transfer order: waiting for payment. */
async function waitingOrder() {
  const cart = await cartWith(t, product);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: CZ,
    payload: guestOrderBody(methods, cart.tempId, { deliveryId: methods.delivery('courier').id, branchId: null, paymentId: methods.payment('bank_transfer').id }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { id: number }).id;
}

const history = (orderId: number) => t.db.select().from(schema.orderStateHistory).where(eq(schema.orderStateHistory.orderId, orderId)).orderBy(schema.orderStateHistory.id);
const stateOf = async (orderId: number): Promise<OrderState> => (await t.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!.state;

describe('order state transitions', () => {
  it('an allowed change sets the state and writes one history row naming who made it', async () => {
    const id = await waitingOrder();
    const before = await history(id);
    const result = await transitionOrder({ ...ctx, actor: staff }, id, 'cancelled', { note: 'Zákazník volal', from: 'waiting_for_payment' });
    // Queued: the cancellation's e-mail (and its credit note job, which finds no invoice to correct).
    expect(result).toEqual({ changed: true, from: 'waiting_for_payment', queued: true });
    expect(await stateOf(id)).toBe('cancelled');
    const rows = await history(id);
    expect(rows).toHaveLength(before.length + 1);
    expect(rows.at(-1)).toMatchObject({ state: 'cancelled', note: 'Obsluha sklad@konfety.test: Zákazník volal' });
  });

  it('entering paid stamps paid_at; a guest without a note is named as such', async () => {
    const id = await waitingOrder();
    await transitionOrder(ctx, id, 'paid');
    const [order] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, id));
    expect(order!.paidAt?.toISOString()).toBe(TEST_NOW.toISOString());
    expect((await history(id)).at(-1)).toMatchObject({ state: 'paid', note: 'Zákazník bez účtu' });
  });

  it('a forbidden change is refused with 409 in Czech and writes nothing', async () => {
    const id = await waitingOrder();
    const before = await history(id);
    await expect(transitionOrder({ ...ctx, actor: staff }, id, 'shipped')).rejects.toMatchObject({
      statusCode: 409,
      code: 'order_transition_forbidden',
      message: 'Objednávku nelze převést ze stavu „Čeká na platbu“ do stavu „Odeslána“.',
    });
    expect(await stateOf(id)).toBe('waiting_for_payment');
    expect(await history(id)).toEqual(before);
  });

  it('a change from a state the order has left is refused (409), or skipped when asked', async () => {
    const id = await waitingOrder();
    await transitionOrder({ ...ctx, actor: staff }, id, 'cancelled');
    const before = await history(id);
    await expect(transitionOrder({ ...ctx, actor: staff }, id, 'paid', { from: 'waiting_for_payment' })).rejects.toMatchObject({ statusCode: 409, code: 'order_state_changed' });
    expect(await transitionOrder(ctx, id, 'paid', { from: 'waiting_for_payment', whenMoved: 'skip' })).toEqual({ changed: false, from: 'cancelled', queued: false });
    expect(await stateOf(id)).toBe('cancelled');
    expect(await history(id)).toEqual(before);
  });

  it('two changes of one order from the same state at once make one change and one history row', async () => {
    const id = await waitingOrder();
    const before = await history(id);
    const both = () =>
      Promise.allSettled([
        transitionOrder({ ...ctx, actor: staff }, id, 'paid', { from: 'waiting_for_payment' }),
        transitionOrder({ ...ctx, actor: staff }, id, 'paid', { from: 'waiting_for_payment' }),
      ]);
    let results: PromiseSettledResult<unknown>[];
    if (t.kind === 'postgres') {
      // Both start while the order row is held, on their own connections, and both wait for it; then it is let go.
      let pending: ReturnType<typeof both> | undefined;
      await t.db.transaction(async (tx) => {
        await tx.select().from(schema.orders).where(eq(schema.orders.id, id)).for('update');
        pending = both();
        for (;;) {
          const waiting = (await t.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: Array<{ n: number }> };
          if (waiting.rows[0]!.n >= 2) break;
        }
      });
      results = await pending!;
    } else {
      // PGlite runs one transaction at a time: the two simply follow each other.
      results = await both();
    }
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected') as PromiseRejectedResult).toMatchObject({ reason: { statusCode: 409, code: 'order_state_changed' } });
    expect(await stateOf(id)).toBe('paid');
    const rows = await history(id);
    expect(rows).toHaveLength(before.length + 1);
    expect(rows.filter((r) => r.state === 'paid')).toHaveLength(1);
  });
});
