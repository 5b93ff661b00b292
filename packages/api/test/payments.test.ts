import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { startTestGateway, type TestGateway } from '@konfety/test-support/payment-gateway';
import { convertFromCzk } from '@konfety/domain/format';
import { CZ, createTestApp, SK, type TestApp } from './support/app';
import { TEST_SITES } from './support/constants';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts, slovakOrderBody, type PickedProduct } from './support/fixtures';

/**
 * Card payments against the local test gateway (GoPay protocol) on 127.0.0.1.
 * The app under test answers only `inject`, so the gateway cannot reach its
 * notification URL (http://shop.test/api/payments/notify): after `gateway.pay(id)`
 * the test calls the notification endpoint itself, as the gateway would.
 */
let t: TestApp;
let gateway: TestGateway;
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;

beforeAll(async () => {
  gateway = await startTestGateway();
  t = await createTestApp({
    env: {
      PAYMENT_GATEWAY_URL: gateway.baseUrl,
      PAYMENT_CLIENT_ID: 'test',
      PAYMENT_CLIENT_SECRET: 'secret',
      PAYMENT_GOID: '8123456789',
      PUBLIC_URL: 'http://shop.test',
    },
  });
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 10, maxGross: 40000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
});
afterAll(async () => {
  await t?.close();
  await gateway?.stop();
});

async function placeOrder(app: TestApp, payment: 'card' | 'bank_transfer' = 'card') {
  const cart = await cartWith(app, product);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: CZ,
    payload: guestOrderBody(methods, cart.tempId, {
      deliveryId: methods.delivery('courier').id,
      branchId: null,
      paymentId: methods.payment(payment).id,
      email: 'karta@example.com',
    }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; hash: string; number: string; total: number; state: string };
}

const startPayment = (order: { id: number; hash: string }, app: TestApp = t) =>
  app.app.inject({ method: 'POST', url: `/api/orders/summary/${order.id}/${order.hash}/payment`, headers: CZ });
const check = (order: { id: number; hash: string }) =>
  t.app.inject({ method: 'POST', url: `/api/orders/summary/${order.id}/${order.hash}/payment/check`, headers: CZ });
/** What the gateway does server to server on each state change. */
const notify = (id: string) => t.app.inject({ method: 'GET', url: `/api/payments/notify?id=${id}` });
const gatewayId = (gatewayUrl: string) => new URL(gatewayUrl).pathname.split('/').pop()!;

async function history(orderId: number) {
  return t.db.select().from(schema.orderStateHistory).where(eq(schema.orderStateHistory.orderId, orderId));
}

describe('card payment through the hosted payment page', () => {
  it('creates the payment, waits, then marks the order paid once on notification', async () => {
    const order = await placeOrder(t);
    expect(order.state).toBe('waiting_for_payment');

    const res = await startPayment(order);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.gateway_url as string;
    expect(url.startsWith(`${gateway.baseUrl}/gw/`)).toBe(true);
    const id = gatewayId(url);

    const stored = gateway.payments.get(id)!;
    expect(stored).toMatchObject({ amount: order.total, currency: 'CZK', orderNumber: order.number, state: 'CREATED' });
    // Back to the summary on the order's site (its URL, not the shop's public one) and in its language.
    expect(stored.returnUrl).toBe(`${TEST_SITES.cz.url}/shrnuti/${order.id}/${order.hash}?payment=return`);
    expect(stored.notificationUrl).toBe('http://shop.test/api/payments/notify');
    const [row] = await t.db.select().from(schema.payments).where(eq(schema.payments.externalId, id));
    expect(row).toMatchObject({ orderId: order.id, provider: 'gopay', state: 'CREATED', amount: order.total, currency: 'CZK' });

    // The hosted page offers both buttons.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Zaplatit');
    expect(html).toContain('Zrušit');

    const before = await check(order);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ state: 'waiting_for_payment', paid_at: null, payment_state: 'CREATED' });
    const historyBefore = (await history(order.id)).length;

    await gateway.pay(id);
    expect((await notify(id)).statusCode).toBe(200);

    const [paid] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(paid!.state).toBe('paid');
    expect(paid!.paidAt).toBeInstanceOf(Date);
    const [payment] = await t.db.select().from(schema.payments).where(eq(schema.payments.externalId, id));
    expect(payment!.state).toBe('PAID');
    const rows = await history(order.id);
    expect(rows).toHaveLength(historyBefore + 1);
    expect(rows.filter((r) => r.state === 'paid')).toHaveLength(1);

    // The gateway retries notifications: a second one changes nothing.
    expect((await notify(id)).statusCode).toBe(200);
    expect(await history(order.id)).toHaveLength(historyBefore + 1);
    const [again] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(again!.paidAt).toEqual(paid!.paidAt);

    const after = await check(order);
    expect(after.json().data).toMatchObject({ state: 'paid', payment_state: 'PAID' });
    expect(after.json().data.paid_at).toBe(paid!.paidAt!.toISOString());

    // A paid order cannot start another payment.
    expect((await startPayment(order)).statusCode).toBe(409);
  });

  it('the hosted page buttons redirect back to the shop with the payment id', async () => {
    const order = await placeOrder(t);
    const id = gatewayId((await startPayment(order)).json().data.gateway_url);
    const res = await fetch(`${gateway.baseUrl}/gw/${id}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${TEST_SITES.cz.url}/shrnuti/${order.id}/${order.hash}?payment=return&id=${id}`);
    expect(gateway.payments.get(id)!.state).toBe('CANCELED');
  });

  it('a cancelled payment leaves the order waiting for payment', async () => {
    const order = await placeOrder(t);
    const id = gatewayId((await startPayment(order)).json().data.gateway_url);
    await gateway.cancel(id);
    expect((await notify(id)).statusCode).toBe(200);
    const res = await check(order);
    expect(res.json().data).toMatchObject({ state: 'waiting_for_payment', paid_at: null, payment_state: 'CANCELED' });
    const [payment] = await t.db
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.provider, 'gopay'), eq(schema.payments.externalId, id)));
    expect(payment!.state).toBe('CANCELED');
    expect((await history(order.id)).some((r) => r.state === 'paid')).toBe(false);
    // The customer may try again.
    expect((await startPayment(order)).statusCode).toBe(200);
  });

  it('refuses a bank-transfer order, a wrong hash and an unknown notification', async () => {
    const transfer = await placeOrder(t, 'bank_transfer');
    const res = await startPayment(transfer);
    expect([409, 422]).toContain(res.statusCode);
    expect(res.json().error).toBeTypeOf('string');

    const card = await placeOrder(t);
    const wrong = await startPayment({ id: card.id, hash: '0'.repeat(64) });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe('not_found');
    expect((await check({ id: card.id, hash: '0'.repeat(64) })).statusCode).toBe(404);

    expect((await notify('9999999999')).statusCode).toBe(404);
  });

  it('charges a Slovak order in euros: the total the summary shows, not the CZK total', async () => {
    const sk = await checkoutMethods(t, SK);
    const cart = await cartWith(t, product, 2, SK);
    const payload = slovakOrderBody(sk, cart.tempId, { paymentId: sk.payment('card').id, email: 'karta@example.sk' });
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: SK, payload });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data as { id: number; hash: string; number: string; total: number; currency: { code: string; rate: string; decimals: number } };
    expect(order.currency.code).toBe('EUR');
    const eurCents = convertFromCzk(order.total, order.currency);
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/summary/${order.id}/${order.hash}/payment`, headers: SK });
    expect(res.statusCode, res.body).toBe(200);
    const id = gatewayId(res.json().data.gateway_url as string);
    expect(gateway.payments.get(id)).toMatchObject({ amount: eurCents, currency: 'EUR', orderNumber: order.number, returnUrl: `${TEST_SITES.sk.url}/sk/zhrnutie/${order.id}/${order.hash}?payment=return` });
    const [row] = await t.db.select().from(schema.payments).where(eq(schema.payments.externalId, id));
    expect(row).toMatchObject({ orderId: order.id, amount: eurCents, currency: 'EUR' });
  });
});

describe('without payment configuration', () => {
  it('answers 503 payments_unavailable', async () => {
    const plain = await createTestApp();
    try {
      const order = await placeOrder(plain);
      const res = await startPayment(order, plain);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('payments_unavailable');
    } finally {
      await plain.close();
    }
  });

  it('still answers an unknown order or payment with 404, never a 5xx (a client cannot make the shop answer 503)', async () => {
    const plain = await createTestApp();
    try {
      const wrong = { id: 1, hash: '0'.repeat(64) };
      expect((await startPayment(wrong, plain)).statusCode).toBe(404);
      const checked = await plain.app.inject({ method: 'POST', url: `/api/orders/summary/${wrong.id}/${wrong.hash}/payment/check`, headers: CZ });
      expect(checked.statusCode).toBe(404);
      const notified = await plain.app.inject({ method: 'GET', url: '/api/payments/notify?id=999999999999', headers: CZ });
      expect(notified.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
