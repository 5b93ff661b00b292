import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, SK, createTestApp, loginAs, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts, putItem, type PickedProduct } from './support/fixtures';
import { quietJobLog, recordingMailer, testJobRunner } from './support/jobs';
import { DEMO_STAFF, logInStaff, STAFF_HEADER } from './support/staff';
import type { OpenApiDoc } from './support/openapi';

/**
 * GET /api/account/orders and /api/account/orders/{id}: the logged-in customer's own orders. The seed gives the
 * demo customer (zakaznik@) two bank-transfer orders: one delivered 41 days ago (with the influencer's voucher)
 * and one waiting for payment from 2 days ago; the other demo customers have none until this file places some.
 */
let t: TestApp;
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
const customers = { zakaznik: 'zakaznik@example.com', vip: 'vip@example.com', influencer: 'influencer@example.com' } as const;
type Customer = keyof typeof customers;
const headersOf = {} as Record<Customer, Record<string, string>>;

interface ListItem {
  id: number;
  number: string;
  created_at: string;
  total: number;
  currency: { code: string };
  state: string;
  state_name: string;
  payment: { kind: string; name: string };
  is_paid: boolean;
  actions: { pay_by_card: boolean; qr_payment: boolean };
  summary_hash: string | null;
}
interface ListPage {
  orders: ListItem[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

beforeAll(async () => {
  t = await createTestApp();
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 30, maxGross: 40000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
  for (const who of Object.keys(customers) as Customer[]) headersOf[who] = await loginAs(t, customers[who]);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const list = async (who: Customer, query = '') => {
  const res = await get(`/api/account/orders${query}`, headersOf[who]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ListPage;
};

/** An order placed through POST /api/orders from the customer's account cart (courier, the given payment). */
async function placeAs(who: Customer, payment: 'card' | 'bank_transfer' | 'cash_on_delivery') {
  const headers = headersOf[who];
  const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/create', headers })).json().data as { id: number };
  expect((await putItem(t, headers, cart.id, { id: product.productId, variantId: product.variantId, quantity: 1 })).statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: guestOrderBody(methods, cart.id, { deliveryId: methods.delivery('courier').id, branchId: null, paymentId: methods.payment(payment).id, email: customers[who] }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; hash: string; number: string; total: number };
}

async function placeAsGuest(payment: 'card' | 'bank_transfer') {
  const cart = await cartWith(t, product);
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, cart.tempId, { paymentId: methods.payment(payment).id }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

/** Moves the test clock for what `fn` writes, so orders get distinct creation times. */
async function at<T>(when: Date, fn: () => Promise<T>): Promise<T> {
  t.setNow(() => when);
  try {
    return await fn();
  } finally {
    t.setNow(() => TEST_NOW);
  }
}

describe('without a valid token', () => {
  it('answers 401 for the list and the detail', async () => {
    const [seeded] = await t.db.select({ id: schema.orders.id }).from(schema.orders).limit(1);
    for (const headers of [CZ, { ...CZ, authorization: `Bearer ${'x'.repeat(43)}` }]) {
      for (const url of ['/api/account/orders', `/api/account/orders/${seeded!.id}`]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ error: 'unauthorized' });
      }
    }
  });
});

describe('GET /api/account/orders', () => {
  it('lists the seeded orders newest first, with their states in Czech and what can be done to pay them', async () => {
    const page = await list('zakaznik');
    expect(page).toMatchObject({ total: 2, page: 1, pages: 1, limit: 10 });
    const [waiting, delivered] = page.orders;
    expect(waiting).toMatchObject({
      state: 'waiting_for_payment',
      state_name: 'Čeká na platbu',
      payment: { kind: 'bank_transfer' },
      is_paid: false,
      actions: { pay_by_card: false, qr_payment: true },
      summary_hash: null,
      currency: { code: 'CZK' },
    });
    expect(delivered).toMatchObject({ state: 'delivered', state_name: 'Doručena', is_paid: true, actions: { pay_by_card: false, qr_payment: false }, summary_hash: null });
    expect(Date.parse(waiting!.created_at)).toBeGreaterThan(Date.parse(delivered!.created_at));
    const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, waiting!.id));
    expect(waiting).toMatchObject({ number: row!.number, total: row!.total, created_at: row!.createdAt.toISOString() });
    // The other demo customers have no orders yet.
    expect(await list('vip')).toEqual({ orders: [], total: 0, page: 1, pages: 0, limit: 10 });
  });

  it('shows an order the customer just placed at once: a card order can be paid by card, cash on delivery offers nothing', async () => {
    const card = await placeAs('zakaznik', 'card');
    const cod = await placeAs('zakaznik', 'cash_on_delivery');
    const page = await list('zakaznik');
    expect(page.total).toBe(4);
    // Placed at the same moment: the later one (higher id) first.
    expect(page.orders.slice(0, 2).map((o) => o.id)).toEqual([cod.id, card.id]);
    expect(page.orders[0]).toMatchObject({ state: 'new', state_name: 'Nová', payment: { kind: 'cash_on_delivery' }, is_paid: false, actions: { pay_by_card: false, qr_payment: false }, summary_hash: null });
    expect(page.orders[1]).toMatchObject({
      number: card.number,
      total: card.total,
      state: 'waiting_for_payment',
      payment: { kind: 'card' },
      actions: { pay_by_card: true, qr_payment: false },
      summary_hash: card.hash,
    });
    // Once paid, the card action and the summary key are gone.
    await t.db.update(schema.orders).set({ state: 'paid', paidAt: TEST_NOW }).where(eq(schema.orders.id, card.id));
    const after = (await list('zakaznik')).orders.find((o) => o.id === card.id)!;
    expect(after).toMatchObject({ state: 'paid', state_name: 'Zaplacena', is_paid: true, actions: { pay_by_card: false, qr_payment: false }, summary_hash: null });
  });

  it('pages newest first: pages and total over all pages, an empty page past the end', async () => {
    for (let day = 1; day <= 3; day++) await at(new Date(TEST_NOW.getTime() - day * 3600000), () => placeAs('influencer', 'bank_transfer'));
    const all = await list('influencer');
    expect(all.total).toBe(3);
    const dates = all.orders.map((o) => Date.parse(o.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const first = await list('influencer', '?limit=2');
    const second = await list('influencer', '?limit=2&page=2');
    expect(first).toMatchObject({ total: 3, pages: 2, page: 1, limit: 2 });
    expect(second).toMatchObject({ total: 3, pages: 2, page: 2, limit: 2 });
    expect([...first.orders, ...second.orders].map((o) => o.id)).toEqual(all.orders.map((o) => o.id));
    expect(await list('influencer', '?limit=2&page=7')).toEqual({ orders: [], total: 3, pages: 2, page: 7, limit: 2 });
  });

  it('refuses a nonsense page or limit with 422 and the field', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page=1.5', 'page'],
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
    ] as const) {
      const res = await get(`/api/account/orders${query}`, headersOf.zakaznik);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toHaveProperty(field);
    }
    expect((await list('zakaznik', '?limit=50')).limit).toBe(50);
    // Hostile query strings are the client's 4xx, never a 500.
    for (const query of ['?page=1&page=2', '?page[]=1', '?page=%00', '?page=99999999999999999999', '?limit=1e3', '?__proto__=1&constructor=2', '?page=%F0%9F%8E%82']) {
      const res = await get(`/api/account/orders${query}`, headersOf.zakaznik);
      expect(res.statusCode, query).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, query).toBeLessThan(500);
    }
  });

  it('shows only the site’s orders: the Czech orders are not in the Slovak shop', async () => {
    const res = await get('/api/account/orders', { ...SK, authorization: headersOf.zakaznik.authorization! });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ orders: [], total: 0 });
  });
});

describe('GET /api/account/orders/{id}', () => {
  const seeded = async (state: 'delivered' | 'waiting_for_payment') => {
    const user = await t.db.select().from(schema.users).where(eq(schema.users.email, customers.zakaznik));
    const [row] = await t.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.userId, user[0]!.id), eq(schema.orders.state, state)))
      .orderBy(schema.orders.id)
      .limit(1);
    return row!;
  };
  const detail = async (id: number, who: Customer = 'zakaznik') => {
    const res = await get(`/api/account/orders/${id}`, headersOf[who]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('presents a delivered order as its summary does, with the state history and dates', async () => {
    const row = await seeded('delivered');
    const order = await detail(row.id);
    const summary = (await get(`/api/orders/summary/${row.id}/${row.hash}`, CZ)).json().data;
    const { history, actions, invoices, ...rest } = order;
    expect(rest).toEqual(summary);
    // The seed issues no documents (the jobs do, when an order is paid).
    expect(invoices).toEqual([]);
    expect(history.map((h: { state: string }) => h.state)).toEqual(['waiting_for_payment', 'paid', 'processing', 'shipped', 'delivered']);
    expect(history.map((h: { state_name: string }) => h.state_name)).toEqual(['Čeká na platbu', 'Zaplacena', 'Zpracovává se', 'Odeslána', 'Doručena']);
    expect(history[0].date).toBe(row.createdAt.toISOString());
    const dates = history.map((h: { date: string }) => Date.parse(h.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(actions).toEqual({ pay_by_card: false, qr_payment: false });
    // The summary's content (SPEC §3 Order): items with code, amount and prices with and without VAT, the voucher, addresses.
    const products = order.items.filter((i: { kind: string }) => i.kind === 'product');
    expect(products).toHaveLength(3);
    for (const i of products) {
      expect(i.code).toEqual(expect.any(String));
      expect(i.price_without_vat + i.vat).toBe(i.price_with_vat);
      expect(i.price_with_vat).toBe(i.unit_price * i.amount);
    }
    expect(order.vouchers).toEqual([{ code: 'TEREZA15', discount: expect.any(Number) }]);
    expect(order.discount).toBeGreaterThan(0);
    expect(order.invoice_address).toMatchObject({ firstname: 'Jana', lastname: 'Nováková' });
    expect(order.delivery_address).toMatchObject({ street: 'Vinohradská 1234/56' });
    expect(order.paid_at).not.toBeNull();
  });

  it('shows the bank details and the QR payment of an unpaid transfer, and the pickup store', async () => {
    const row = await seeded('waiting_for_payment');
    const order = await detail(row.id);
    expect(order).toMatchObject({
      state: 'waiting_for_payment',
      variable_symbol: row.number,
      bank_account: '19-2000145399/0800',
      iban: 'CZ6508000000192000145399',
      qr_payment: expect.stringMatching(/^SPD\*1\.0\*/),
      qr_image_url: `/api/orders/summary/${row.id}/${row.hash}/qr.svg`,
      actions: { pay_by_card: false, qr_payment: true },
      history: [{ state: 'waiting_for_payment', state_name: 'Čeká na platbu', date: row.createdAt.toISOString() }],
    });
    expect(order.pickup_store).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const qr = await get(order.qr_image_url, CZ);
    expect(qr.statusCode).toBe(200);
    expect(qr.body).toContain('<svg');
  });

  it('offers the card payment of an unpaid card order with the summary key it starts at', async () => {
    const placed = await placeAs('vip', 'card');
    const order = await detail(placed.id, 'vip');
    expect(order).toMatchObject({ hash: placed.hash, payment: { kind: 'card' }, actions: { pay_by_card: true, qr_payment: false }, bank_account: null, qr_payment: null });
    expect(order.history).toEqual([{ state: 'waiting_for_payment', state_name: 'Čeká na platbu', date: TEST_NOW.toISOString() }]);
  });

  it('answers every order that is not the customer’s own (other customers’, guests’) exactly like an unknown id', async () => {
    await placeAs('vip', 'bank_transfer');
    await placeAs('influencer', 'card');
    await placeAsGuest('card');
    await placeAsGuest('bank_transfer');
    const guestOrders = await t.db.select({ id: schema.orders.id }).from(schema.orders).where(isNull(schema.orders.userId));
    expect(guestOrders.length).toBeGreaterThanOrEqual(2);
    const unknown = await get('/api/account/orders/2147483647', headersOf.zakaznik);
    expect(unknown.statusCode).toBe(404);
    const users = await t.db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users);
    const all = await t.db.select({ id: schema.orders.id, userId: schema.orders.userId }).from(schema.orders);
    for (const who of Object.keys(customers) as Customer[]) {
      const me = users.find((u) => u.email === customers[who])!.id;
      const mine = all.filter((o) => o.userId === me);
      const foreign = all.filter((o) => o.userId !== me);
      expect(mine.length, who).toBeGreaterThan(0);
      expect(foreign.some((o) => o.userId === null) && foreign.some((o) => o.userId !== null), who).toBe(true);
      for (const o of foreign) {
        const res = await get(`/api/account/orders/${o.id}`, headersOf[who]);
        expect(res.statusCode, `${who} → order ${o.id}`).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
      for (const o of mine) expect((await get(`/api/account/orders/${o.id}`, headersOf[who])).statusCode, `${who} → own order ${o.id}`).toBe(200);
      const listed = (await list(who, '?limit=50')).orders.map((o) => o.id).sort((a, b) => a - b);
      expect(listed, who).toEqual(mine.map((o) => o.id).sort((a, b) => a - b));
    }
  });

  it('lists the invoice of a paid order once the jobs issued it, then its credit note after a cancellation, oldest first', async () => {
    const staff = (await logInStaff(t, DEMO_STAFF.manager, '203.0.113.60')).cookie;
    const move = async (id: number, from: string, to: string) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/transition`, headers: { cookie: staff, ...STAFF_HEADER }, payload: { from, to } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const runJobs = () => testJobRunner(t.deps, { log: quietJobLog, mailer: recordingMailer() }).drain();
    const placed = await placeAs('zakaznik', 'bank_transfer');
    expect((await detail(placed.id)).invoices).toEqual([]);
    await move(placed.id, 'waiting_for_payment', 'paid');
    // Issued by a job, not by the transition itself.
    expect((await detail(placed.id)).invoices).toEqual([]);
    await runJobs();
    const [row] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, placed.id));
    const paid = await detail(placed.id);
    expect(paid.invoices).toEqual([{ id: row!.id, kind: 'invoice', number: row!.number, issued_at: row!.issuedAt.toISOString(), total: placed.total }]);
    expect(row!.number).toMatch(/^FV2026\d{6}$/);
    // The id is the one the customer's download takes.
    const pdf = await get(`/api/account/orders/${placed.id}/invoices/${paid.invoices[0].id}/pdf`, headersOf.zakaznik);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Ten minutes on (a staff session ends after 30 idle minutes).
    const later = new Date(TEST_NOW.getTime() + 600000);
    await at(later, async () => {
      await move(placed.id, 'paid', 'cancelled');
      await runJobs();
    });
    const cancelled = await detail(placed.id);
    expect(cancelled.invoices.map((d: { kind: string }) => d.kind)).toEqual(['invoice', 'credit_note']);
    expect(cancelled.invoices[1]).toMatchObject({ number: expect.stringMatching(/^DB2026\d{6}$/), issued_at: later.toISOString(), total: -placed.total });
    // Nobody else's detail shows them.
    expect((await get(`/api/account/orders/${placed.id}`, headersOf.vip)).statusCode).toBe(404);
  });

  it('is a 404 on another site and for a malformed id', async () => {
    const row = await seeded('waiting_for_payment');
    expect((await get(`/api/account/orders/${row.id}`, { ...SK, authorization: headersOf.zakaznik.authorization! })).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999']) expect((await get(`/api/account/orders/${id}`, headersOf.zakaznik)).statusCode, id).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents both calls as Bearer-authenticated with named schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc & { paths: Record<string, Record<string, { security?: unknown }>> };
    for (const path of ['/api/account/orders', '/api/account/orders/{id}']) expect(doc.paths[path]?.get?.security, path).toEqual([{ bearer: [] }]);
    for (const name of ['AccountOrderList', 'AccountOrderListItem', 'AccountOrder']) expect(doc.components?.schemas, name).toHaveProperty(name);
  });
});
