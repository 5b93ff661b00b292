import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { DEMO_PASSWORD } from '@konfety/db/seed';
import { createTestApp, CZ, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import { addVoucher, cartWith, checkoutMethods, guestOrderBody, pickProducts, type PickedProduct, stockOf } from './support/fixtures';
import type { OpenApiDoc } from './support/openapi';
import { DEMO_STAFF, logInStaff, STAFF_HEADER } from './support/staff';

let t: TestApp;
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
const cookies = {} as Record<keyof typeof DEMO_STAFF, string>;

beforeAll(async () => {
  t = await createTestApp();
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 30, maxGross: 40000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
  let ip = 20;
  for (const role of Object.keys(DEMO_STAFF) as Array<keyof typeof DEMO_STAFF>) cookies[role] = (await logInStaff(t, DEMO_STAFF[role], `203.0.113.${ip++}`)).cookie;
});
afterAll(() => t?.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { cookie, ...STAFF_HEADER }, payload });

/** An order placed by a guest through the shop API: pickup at the first store or by courier, paid by bank transfer. */
async function placeOrder(delivery: 'branch_pickup' | 'courier', quantity = 2, voucher?: string) {
  const cart = await cartWith(t, product, quantity);
  if (voucher) expect((await addVoucher(t, CZ, cart.tempId, voucher)).statusCode).toBe(200);
  const extra = delivery === 'courier' ? { deliveryId: methods.delivery('courier').id, branchId: null, deliveryAddress: null } : {};
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, cart.tempId, extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; number: string; state: string };
}

describe('every admin operation', () => {
  it('refuses anonymous visitors and customers (401), and roles without its permission (403)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/admin/docs/json' })).json() as OpenApiDoc;
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: CZ, payload: { email: 'zakaznik@example.com', password: DEMO_PASSWORD } });
    const bearer = { authorization: `Bearer ${login.json().token as string}` };
    const [order] = await t.db.select({ id: schema.orders.id }).from(schema.orders).limit(1);
    const checked: string[] = [];
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item).filter((m) => m !== 'parameters')) {
        if (template === '/api/admin/auth/login') continue;
        const url = template.replace('{id}', String(order!.id));
        const inject = (headers: Record<string, string>) => t.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { ...STAFF_HEADER, ...headers }, payload: method === 'get' ? undefined : {} });
        for (const headers of [{}, bearer, { cookie: 'konfety_staff=neplatny-token-neplatny-token' }] as Array<Record<string, string>>) {
          const res = await inject(headers);
          expect(res.statusCode, `${method} ${url}`).toBe(401);
        }
        // The content editor has no permission of orders, the dashboard, staff accounts or the audit log: 403 wherever one is needed.
        if (['/orders', '/dashboard', '/admin/staff', '/admin/audit'].some((part) => url.includes(part))) expect((await inject({ cookie: cookies.editor })).statusCode, `${method} ${url} as editor`).toBe(403);
        checked.push(`${method} ${template}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['get /api/admin/orders', 'get /api/admin/orders/{id}', 'post /api/admin/orders/{id}/transition', 'get /api/admin/dashboard', 'put /api/admin/staff/{id}', 'get /api/admin/audit']));
  });
});

describe('the order list', () => {
  it('pages newest first and filters by state, delivery, paid and the search by number, e-mail, name and phone', async () => {
    const placed = await placeOrder('courier');
    const all = await get('/api/admin/orders?limit=5', cookies.manager);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json() as { orders: Array<{ id: number; number: string; state: string; customer: string; delivery: { kind: string }; paid: boolean }>; total: number; total_capped: boolean };
    expect(page.orders[0]!.id).toBe(placed.id);
    expect(page.orders[0]).toMatchObject({ state: 'waiting_for_payment', customer: 'Petr Svoboda', delivery: { kind: 'courier' }, paid: false });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.total_capped).toBe(false);

    const ids = async (query: string) => ((await get(`/api/admin/orders?${query}`, cookies.manager)).json() as { orders: Array<{ id: number }> }).orders.map((o) => o.id);
    expect(await ids(`q=${placed.number}`)).toEqual([placed.id]);
    expect(await ids('q=novy.zakaznik%40example.com')).toContain(placed.id);
    expect(await ids('q=svoboda')).toContain(placed.id);
    expect(await ids(`q=${encodeURIComponent('+420 602 111 222')}`)).toContain(placed.id);
    expect(await ids('state=delivered')).not.toContain(placed.id);
    expect(await ids('state=delivered,waiting_for_payment&delivery=courier&paid=no')).toContain(placed.id);
    expect(await ids('paid=yes')).not.toContain(placed.id);

    const wrong = await get('/api/admin/orders?state=zaplaceno&from=vcera', cookies.manager);
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).map((k) => k.split('.')[0]).sort()).toEqual(['from', 'state']);
  });

  it('shows branch staff the orders picked up at their branch only, and no other order even by its id', async () => {
    const pickup = await placeOrder('branch_pickup');
    const courier = await placeOrder('courier');
    const list = (await get('/api/admin/orders?limit=100', cookies.branch)).json() as { orders: Array<{ id: number; branch: { id: number } | null }> };
    expect(list.orders.map((o) => o.id)).toContain(pickup.id);
    expect(list.orders.map((o) => o.id)).not.toContain(courier.id);
    expect(new Set(list.orders.map((o) => o.branch?.id))).toEqual(new Set([methods.branches[0]!.id]));
    expect((await get(`/api/admin/orders/${courier.id}`, cookies.branch)).statusCode).toBe(404);
    expect((await post(`/api/admin/orders/${courier.id}/transition`, cookies.branch, { to: 'cancelled', from: 'waiting_for_payment' })).statusCode).toBe(404);
    expect((await get(`/api/admin/orders/${pickup.id}`, cookies.branch)).statusCode).toBe(200);
    // Branch staff cannot see the dashboard (the whole shop's figures).
    expect((await get('/api/admin/dashboard', cookies.branch)).statusCode).toBe(403);
  });
});

describe('state changes', () => {
  it('marks an order paid, prepares it and makes it ready at the branch, each change in the history and the audit log', async () => {
    const order = await placeOrder('branch_pickup');
    const steps: Array<[string, string]> = [
      ['waiting_for_payment', 'paid'],
      ['paid', 'processing'],
      ['processing', 'ready_for_pickup'],
    ];
    for (const [from, to] of steps) {
      const res = await post(`/api/admin/orders/${order.id}/transition`, cookies.branch, { from, to, note: `krok ${to}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().state).toBe(to);
    }
    const detail = (await get(`/api/admin/orders/${order.id}`, cookies.manager)).json() as {
      history: Array<{ state: string; note: string | null }>;
      audit: Array<{ actor: string; action: string; before: unknown; after: unknown }>;
      next_states: Array<{ state: string }>;
      paid_at: string | null;
    };
    expect(detail.history.map((h) => h.state)).toEqual(['waiting_for_payment', 'paid', 'processing', 'ready_for_pickup']);
    expect(detail.history[1]!.note).toContain('prodejna@example.com');
    expect(detail.paid_at).not.toBeNull();
    expect(detail.next_states.map((s) => s.state)).toEqual(['picked_up', 'cancelled']);
    expect(detail.audit.map((a) => a.after)).toEqual([
      { state: 'ready_for_pickup', note: 'krok ready_for_pickup' },
      { state: 'processing', note: 'krok processing' },
      { state: 'paid', note: 'krok paid' },
    ]);
    expect(new Set(detail.audit.map((a) => a.actor))).toEqual(new Set([DEMO_STAFF.branch]));
  });

  it('refuses a change from a state the order has left (409), one the life cycle forbids (409), and shipping by courier without a parcel number (422)', async () => {
    const order = await placeOrder('courier');
    expect((await post(`/api/admin/orders/${order.id}/transition`, cookies.manager, { from: 'paid', to: 'processing' })).json().error).toBe('order_state_changed');
    expect((await post(`/api/admin/orders/${order.id}/transition`, cookies.manager, { from: 'waiting_for_payment', to: 'shipped' })).json().error).toBe('order_transition_forbidden');
    for (const [from, to] of [
      ['waiting_for_payment', 'paid'],
      ['paid', 'processing'],
    ]) {
      expect((await post(`/api/admin/orders/${order.id}/transition`, cookies.manager, { from, to })).statusCode).toBe(200);
    }
    const untracked = await post(`/api/admin/orders/${order.id}/transition`, cookies.manager, { from: 'processing', to: 'shipped' });
    expect(untracked.statusCode).toBe(422);
    expect(untracked.json().errors).toEqual({ tracking_number: ['Zadejte číslo zásilky, aby ji zákazník mohl sledovat.'] });
    const shipped = await post(`/api/admin/orders/${order.id}/transition`, cookies.manager, { from: 'processing', to: 'shipped', tracking_number: 'DR1234567890' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ state: 'shipped', tracking_number: 'DR1234567890' });
  });

  it('cancelling returns every piece to the location it was taken from and releases the voucher', async () => {
    const before = await stockOf(t.db, product.variantId);
    const [voucher] = await t.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, 'SLEVA10'));
    const order = await placeOrder('courier', 3, 'SLEVA10');
    expect(await stockOf(t.db, product.variantId)).toBe(before - 3);
    const taken = await t.db.select().from(schema.stockMovements).where(eq(schema.stockMovements.orderId, order.id));
    expect(taken.reduce((n, m) => n + m.delta, 0)).toBe(-3);
    const usedBefore = (await t.db.select().from(schema.vouchers).where(eq(schema.vouchers.id, voucher!.id)))[0]!.usedQuantity;
    expect(usedBefore).toBe(voucher!.usedQuantity + 1);

    const res = await post(`/api/admin/orders/${order.id}/transition`, cookies.manager, { from: 'waiting_for_payment', to: 'cancelled', note: 'Zákazník si to rozmyslel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(t.db, product.variantId)).toBe(before);
    const returned = await t.db.select().from(schema.stockMovements).where(and(eq(schema.stockMovements.orderId, order.id), eq(schema.stockMovements.reason, 'cancellation')));
    expect(returned.map((m) => [m.branchId, m.delta]).sort()).toEqual(taken.map((m) => [m.branchId, -m.delta]).sort());
    expect((await t.db.select().from(schema.voucherUses).where(eq(schema.voucherUses.orderId, order.id))).length).toBe(0);
    expect((await t.db.select().from(schema.vouchers).where(eq(schema.vouchers.id, voucher!.id)))[0]!.usedQuantity).toBe(usedBefore - 1);
  });
});

describe('the dashboard', () => {
  it('has 30 days of sales, the orders by state and the payments waiting', async () => {
    const res = await get('/api/admin/dashboard', cookies.manager);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { sales_by_day: Array<{ date: string; orders: number }>; orders_by_state: Array<{ state: string; count: number }>; waiting_for_payment: { count: number } };
    expect(body.sales_by_day).toHaveLength(30);
    expect(body.sales_by_day.at(-1)!.date).toBe('2026-11-21');
    const waiting = body.orders_by_state.find((s) => s.state === 'waiting_for_payment')!.count;
    expect(body.waiting_for_payment.count).toBe(waiting);
    expect(waiting).toBe(await t.db.$count(schema.orders, eq(schema.orders.state, 'waiting_for_payment')));
    // By how long they wait: every bucket, adding up; the seeded order of 2 days ago and today's placed ones in the first.
    const byAge = (body.waiting_for_payment as unknown as { by_age: Array<{ bucket: string; count: number }> }).by_age;
    expect(byAge.map((a) => a.bucket)).toEqual(['0-2', '3-7', '8-14', '15+']);
    expect(byAge.reduce((n, a) => n + a.count, 0)).toBe(waiting);
    expect(byAge[0]!.count).toBe(waiting);
    // An order that has waited ten days moves to its bucket.
    const [oldest] = await t.db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.state, 'waiting_for_payment')).limit(1);
    await t.db.update(schema.orders).set({ createdAt: new Date(TEST_NOW.getTime() - 10 * 86_400_000 - 60_000) }).where(eq(schema.orders.id, oldest!.id));
    const later = (await get('/api/admin/dashboard', cookies.manager)).json() as { waiting_for_payment: { by_age: Array<{ bucket: string; count: number }> } };
    expect(later.waiting_for_payment.by_age.map((a) => a.count)).toEqual([waiting - 1, 0, 1, 0]);
  });
});
