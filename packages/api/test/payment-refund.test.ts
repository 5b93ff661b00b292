import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { startTestGateway, type TestGateway } from '@konfety/test-support/payment-gateway';
import type { AppDeps } from '../src/context';
import { createGoPayGateway, PaymentGatewayError, type PaymentGateway, type PaymentState } from '../src/features/payments/gateway';
import { PAYMENT_JOBS, paymentRefundJob, RefundIncomplete, refundJobSql, refundOrderCardPayments } from '../src/features/payments/refund';
import { SHOP_JOBS } from '../src/jobs/registry';
import { CZ, createTestApp, type TestApp } from './support/app';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts, type PickedProduct } from './support/fixtures';
import { quietJobLog, recordingJobLog, testJobRunner } from './support/jobs';

/*
 * Refunding a cancelled order's card payments through the gateway (features/payments/refund.ts), against the local
 * test gateway (GoPay protocol) on 127.0.0.1. Orders are placed and paid the way payments.test.ts does it: the app
 * answers only `inject`, so after `gateway.pay(id)` the test calls the notification endpoint itself. The refund job is
 * queued with `refundJobSql` (as the cancel's transaction will) and run by a runner of this kind only.
 */

let t: TestApp;
let gateway: TestGateway;
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
const jobs = schema.jobs;
const CREDENTIALS = { clientId: 'test', clientSecret: 'secret', goid: '8123456789' };

beforeAll(async () => {
  gateway = await startTestGateway();
  t = await createTestApp({
    env: {
      PAYMENT_GATEWAY_URL: gateway.baseUrl,
      PAYMENT_CLIENT_ID: CREDENTIALS.clientId,
      PAYMENT_CLIENT_SECRET: CREDENTIALS.clientSecret,
      PAYMENT_GOID: CREDENTIALS.goid,
      PUBLIC_URL: 'http://shop.test',
    },
  });
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 20, maxGross: 40000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
});
afterAll(async () => {
  await t?.close();
  await gateway?.stop();
});
// Each test starts with no refund due: jobs an earlier test left queued or retrying are set aside as done.
beforeEach(async () => {
  gateway.failRefunds(0);
  await t.db
    .update(jobs)
    .set({ doneAt: sql`now()` })
    .where(and(eq(jobs.kind, 'payment.refund'), isNull(jobs.doneAt), isNull(jobs.failedAt)));
});

interface PlacedOrder {
  id: number;
  hash: string;
  number: string;
  total: number;
  state: string;
}

async function placeOrder(payment: 'card' | 'bank_transfer' = 'card'): Promise<PlacedOrder> {
  const cart = await cartWith(t, product);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: CZ,
    payload: guestOrderBody(methods, cart.tempId, {
      deliveryId: methods.delivery('courier').id,
      branchId: null,
      paymentId: methods.payment(payment).id,
      email: 'vraceni@example.com',
    }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as PlacedOrder;
}

/** A card order whose payment is founded at the gateway (CREATED); answers the gateway's payment id. */
async function cardOrderWithPayment(): Promise<{ order: PlacedOrder; externalId: string }> {
  const order = await placeOrder();
  const res = await t.app.inject({ method: 'POST', url: `/api/orders/summary/${order.id}/${order.hash}/payment`, headers: CZ });
  expect(res.statusCode).toBe(200);
  const externalId = new URL(res.json().data.gateway_url as string).pathname.split('/').pop()!;
  return { order, externalId };
}

/** A card order paid at the gateway, the shop told (order `paid`, payment row PAID). */
async function paidCardOrder() {
  const placed = await cardOrderWithPayment();
  await gateway.pay(placed.externalId);
  expect((await t.app.inject({ method: 'GET', url: `/api/payments/notify?id=${placed.externalId}` })).statusCode).toBe(200);
  const [row] = await paymentRows(placed.order.id);
  expect(row).toMatchObject({ state: 'PAID', amount: placed.order.total });
  return placed;
}

const paymentRows = (orderId: number) =>
  t.db.select().from(schema.payments).where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.provider, 'gopay'))).orderBy(schema.payments.id);
const refundJobs = (orderId: number) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'payment.refund'), eq(jobs.key, String(orderId))));
const refundsOf = (externalId: string) => gateway.refunds.filter((r) => r.id === externalId);
const queueRefund = (orderId: number) => t.db.execute(refundJobSql(orderId));
/** A runner of the refund kind only (the orders' confirmation mails stay queued). */
const runner = (deps: AppDeps = t.deps, log = quietJobLog) => testJobRunner(deps, { log, kinds: PAYMENT_JOBS });
/** The job's next attempt is due now (instead of waiting out the backoff). */
const dueNow = (orderId: number) => t.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(and(eq(jobs.kind, 'payment.refund'), eq(jobs.key, String(orderId))));

describe('the payment.refund job', () => {
  it('is a kind of the shop’s runners, queued once per order (as a statement or a CTE of the cancel’s statement)', async () => {
    expect(SHOP_JOBS).toContain(paymentRefundJob);
    const order = await placeOrder();
    await queueRefund(order.id);
    await t.db.execute(sql`with job0 as (${refundJobSql(order.id)}) select 1`);
    await queueRefund(order.id);
    const rows = await refundJobs(order.id);
    expect(rows).toEqual([expect.objectContaining({ kind: 'payment.refund', key: String(order.id), payload: { orderId: order.id }, attempts: 0, doneAt: null })]);
    expect(() => refundJobSql(0)).toThrow();
  });

  it('refunds a paid card payment in full through the gateway, records it REFUNDED, and never refunds it again', async () => {
    const { order, externalId } = await paidCardOrder();
    const historyBefore = await t.db.select().from(schema.orderStateHistory).where(eq(schema.orderStateHistory.orderId, order.id));
    await queueRefund(order.id);
    const { log, lines } = recordingJobLog();
    expect(await runner(t.deps, log).drain()).toBe(1);

    expect(refundsOf(externalId)).toEqual([{ id: externalId, amount: order.total }]);
    expect(gateway.payments.get(externalId)!.state).toBe('REFUNDED');
    const [row] = await paymentRows(order.id);
    expect(row!.state).toBe('REFUNDED');
    expect(row!.payload).toMatchObject({ gw_url: expect.any(String), refund: { result: 'FINISHED', amount: order.total } });
    const [job] = await refundJobs(order.id);
    expect(job).toMatchObject({ attempts: 1, doneAt: expect.any(Date), failedAt: null, lastError: null });
    expect(lines).toContainEqual(expect.objectContaining({ level: 'info', obj: expect.objectContaining({ orderId: order.id, amount: order.total, result: 'FINISHED' }) }));
    // The job moves no order and writes no history (that is the cancel's).
    const [after] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(after!.state).toBe('paid');
    expect(await t.db.select().from(schema.orderStateHistory).where(eq(schema.orderStateHistory.orderId, order.id))).toHaveLength(historyBefore.length);

    // Queued again: skipped (one per order); nothing due.
    await queueRefund(order.id);
    expect(await refundJobs(order.id)).toHaveLength(1);
    expect(await runner().drain()).toBe(0);
    // Run again (a process died before marking it done): the gateway says REFUNDED, nothing more is refunded.
    await t.db.update(jobs).set({ doneAt: null }).where(eq(jobs.id, job!.id));
    expect(await runner().drain()).toBe(1);
    expect(refundsOf(externalId)).toHaveLength(1);
    expect(gateway.payments.get(externalId)!.refunded).toBe(order.total);
  });

  it('a run that died after the gateway refunded (row still PAID) only records the refund', async () => {
    const { order, externalId } = await paidCardOrder();
    const client = createGoPayGateway({ baseUrl: gateway.baseUrl, ...CREDENTIALS });
    expect(await client.refundPayment(externalId, order.total)).toEqual({ result: 'FINISHED' });
    expect((await paymentRows(order.id))[0]!.state).toBe('PAID');

    await queueRefund(order.id);
    expect(await runner().drain()).toBe(1);
    expect(refundsOf(externalId)).toHaveLength(1);
    expect((await paymentRows(order.id))[0]!.state).toBe('REFUNDED');
  });

  it('leaves an unpaid or cancelled card payment and an order without card payments alone', async () => {
    const unpaid = await cardOrderWithPayment();
    const cancelled = await cardOrderWithPayment();
    await gateway.cancel(cancelled.externalId);
    await t.app.inject({ method: 'GET', url: `/api/payments/notify?id=${cancelled.externalId}` });
    expect((await paymentRows(cancelled.order.id))[0]!.state).toBe('CANCELED');
    const transfer = await placeOrder('bank_transfer');
    for (const id of [unpaid.order.id, cancelled.order.id, transfer.id]) await queueRefund(id);

    const { log, lines } = recordingJobLog();
    expect(await runner(t.deps, log).drain()).toBe(3);
    expect(refundsOf(unpaid.externalId)).toEqual([]);
    expect(refundsOf(cancelled.externalId)).toEqual([]);
    expect(gateway.payments.get(unpaid.externalId)!.state).toBe('CREATED');
    expect((await paymentRows(unpaid.order.id))[0]).toMatchObject({ state: 'CREATED', payload: { gw_url: expect.any(String) } });
    // The still open payment is named in a warning (it may yet be paid).
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', obj: expect.objectContaining({ orderId: unpaid.order.id }) }));
  });

  it('a gateway error fails the attempt; the job is retried after the backoff and refunds once', async () => {
    const { order, externalId } = await paidCardOrder();
    await queueRefund(order.id);
    gateway.failRefunds(1, 500);
    const { log, lines } = recordingJobLog();
    const r = runner(t.deps, log);
    expect(await r.drain()).toBe(0);
    const [failed] = await refundJobs(order.id);
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null, leaseUntil: null });
    expect(failed!.lastError).toMatch(/^PaymentGatewayError: POST \/payments\/payment\/\d+\/refund failed: 500/);
    const [wait] = await t.db.select({ s: sql<number>`extract(epoch from ${jobs.runAt} - now())::float8` }).from(jobs).where(eq(jobs.id, failed!.id));
    expect(Number(wait!.s)).toBeGreaterThan(paymentRefundJob.backoffSeconds[0]! - 10);
    expect(lines.map((l) => l.level)).toEqual(['warn']);
    expect(refundsOf(externalId)).toEqual([]);
    expect((await paymentRows(order.id))[0]!.state).toBe('PAID');

    // Not due yet; then due: refunded on the second attempt.
    expect(await r.drain()).toBe(0);
    await dueNow(order.id);
    expect(await r.drain()).toBe(1);
    expect(refundsOf(externalId)).toEqual([{ id: externalId, amount: order.total }]);
    expect((await refundJobs(order.id))[0]).toMatchObject({ attempts: 2, doneAt: expect.any(Date) });
    expect((await paymentRows(order.id))[0]!.state).toBe('REFUNDED');
  });

  it('without a configured gateway a card order’s job fails with a logged reason (a person refunds it); an order without card payments is done', async () => {
    const { order, externalId } = await paidCardOrder();
    const transfer = await placeOrder('bank_transfer');
    await queueRefund(order.id);
    await queueRefund(transfer.id);
    const noGateway: AppDeps = { ...t.deps, config: { ...t.deps.config, payments: null } };
    const { log, lines } = recordingJobLog();
    expect(await runner(noGateway, log).drain()).toBe(1);
    expect((await refundJobs(transfer.id))[0]!.doneAt).toBeInstanceOf(Date);
    const [job] = await refundJobs(order.id);
    expect(job).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(job!.lastError).toMatch(/^RefundIncomplete: no card gateway is configured .*refund them by hand/);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error', obj: expect.objectContaining({ orderId: order.id }), msg: expect.stringContaining('no card gateway is configured') }));
    expect(refundsOf(externalId)).toEqual([]);
    expect((await paymentRows(order.id))[0]!.state).toBe('PAID');
  });

  it('a refund the gateway accepted but has not finished is never asked for again; the job retries until the gateway reports REFUNDED', async () => {
    const { order } = await paidCardOrder();
    let state: PaymentState = 'PAID';
    const asked: Array<{ id: string; amount: number }> = [];
    const accepting: PaymentGateway = {
      createPayment: () => Promise.reject(new Error('not used')),
      getStatus: async () => state,
      refundPayment: async (id, amount) => {
        asked.push({ id, amount });
        return { result: 'ACCEPTED' };
      },
    };
    const deps = { ...t.deps, log: quietJobLog };
    await expect(refundOrderCardPayments(deps, accepting, order.id)).rejects.toThrow(RefundIncomplete);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.amount).toBe(order.total);
    let [row] = await paymentRows(order.id);
    expect(row).toMatchObject({ state: 'PAID', payload: { refund: { result: 'ACCEPTED', amount: order.total } } });

    await expect(refundOrderCardPayments(deps, accepting, order.id)).rejects.toThrow(/accepted by the gateway and is not finished yet/);
    expect(asked).toHaveLength(1);

    state = 'REFUNDED';
    expect(await refundOrderCardPayments(deps, accepting, order.id)).toEqual([expect.objectContaining({ paymentId: row!.id, state: 'REFUNDED', refunded: 0 })]);
    [row] = await paymentRows(order.id);
    expect(row!.state).toBe('REFUNDED');
    expect(asked).toHaveLength(1);
  });

  it('a refund the gateway answers FAILED fails the attempt and is asked for again on the retry', async () => {
    const { order } = await paidCardOrder();
    let result: 'FAILED' | 'FINISHED' = 'FAILED';
    let state: PaymentState = 'PAID';
    let asked = 0;
    const refusing: PaymentGateway = {
      createPayment: () => Promise.reject(new Error('not used')),
      getStatus: async () => state,
      refundPayment: async () => {
        asked++;
        if (result === 'FINISHED') state = 'REFUNDED';
        return { result };
      },
    };
    const deps = { ...t.deps, log: quietJobLog };
    await expect(refundOrderCardPayments(deps, refusing, order.id)).rejects.toThrow(PaymentGatewayError);
    expect((await paymentRows(order.id))[0]).toMatchObject({ state: 'PAID', payload: { refund: { result: 'FAILED' } } });
    result = 'FINISHED';
    await refundOrderCardPayments(deps, refusing, order.id);
    expect(asked).toBe(2);
    expect((await paymentRows(order.id))[0]).toMatchObject({ state: 'REFUNDED', payload: { refund: { result: 'FINISHED' } } });
  });
});

describe('GoPay’s refund call (gateway.ts) against the stand-in', () => {
  /** A client whose requests are recorded on their way to the stand-in. */
  function recordedClient() {
    const requests: Array<{ method: string; url: string; headers: Headers; body: string }> = [];
    const recording: typeof fetch = async (input, init) => {
      requests.push({ method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers), body: typeof init?.body === 'string' ? init.body : '' });
      return fetch(input, init);
    };
    return { client: createGoPayGateway({ baseUrl: gateway.baseUrl, ...CREDENTIALS, fetch: recording }), requests };
  }

  it('posts a form `amount` in minor units with a payment-all token and answers the result', async () => {
    const { order, externalId } = await paidCardOrder();
    const { client, requests } = recordedClient();
    expect(await client.getStatus(externalId)).toBe('PAID');
    expect(await client.refundPayment(externalId, 100)).toEqual({ result: 'FINISHED' });

    const tokenRequests = requests.filter((r) => r.url.endsWith('/oauth2/token'));
    expect(tokenRequests.map((r) => new URLSearchParams(r.body).get('scope'))).toEqual(['payment-create', 'payment-all']);
    for (const r of tokenRequests) {
      expect(r.headers.get('authorization')).toBe(`Basic ${Buffer.from('test:secret').toString('base64')}`);
      expect(new URLSearchParams(r.body).get('grant_type')).toBe('client_credentials');
    }
    const refund = requests.find((r) => r.url.endsWith('/refund'))!;
    expect(refund).toMatchObject({ method: 'POST', url: `${gateway.baseUrl}/payments/payment/${externalId}/refund`, body: 'amount=100' });
    expect(refund.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(refund.headers.get('accept')).toBe('application/json');
    expect(refund.headers.get('authorization')).toMatch(/^Bearer [0-9a-f]{32}$/);
    const status = requests.find((r) => r.method === 'GET')!;
    expect(refund.headers.get('authorization')).not.toBe(status.headers.get('authorization'));
    expect(gateway.payments.get(externalId)).toMatchObject({ state: 'PARTIALLY_REFUNDED', refunded: 100 });
    expect(await client.getStatus(externalId)).toBe('PARTIALLY_REFUNDED');

    // Each scope's token is kept: no new token for further calls.
    expect(await client.refundPayment(externalId, order.total - 100)).toEqual({ result: 'FINISHED' });
    expect(requests.filter((r) => r.url.endsWith('/oauth2/token'))).toHaveLength(2);
    expect(gateway.payments.get(externalId)).toMatchObject({ state: 'REFUNDED', refunded: order.total });
  });

  it('refusals come back as PaymentGatewayError with the status and GoPay’s error code', async () => {
    const { order, externalId } = await paidCardOrder();
    const unpaid = await cardOrderWithPayment();
    const { client } = recordedClient();
    const refused = async (p: Promise<unknown>) => {
      const err = await p.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(PaymentGatewayError);
      return err as PaymentGatewayError;
    };
    const tooMuch = await refused(client.refundPayment(externalId, order.total + 1));
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.message).toContain('332 WRONG_AMOUNT amount');
    const notPaid = await refused(client.refundPayment(unpaid.externalId, 100));
    expect(notPaid.status).toBe(409);
    expect(notPaid.message).toContain('330');
    expect((await refused(client.refundPayment('9999999999', 100))).status).toBe(404);
    gateway.failRefunds(1, 503);
    expect((await refused(client.refundPayment(externalId, 100))).status).toBe(503);
    await expect(client.refundPayment(externalId, 0)).rejects.toThrow(RangeError);
    await expect(client.refundPayment(externalId, 1.5)).rejects.toThrow(RangeError);
    expect(refundsOf(externalId)).toEqual([]);
    expect(refundsOf(unpaid.externalId)).toEqual([]);
  });

  it('the stand-in refunds only with a payment-all token and a form body', async () => {
    const { externalId } = await paidCardOrder();
    const token = async (scope: string) => {
      const res = await fetch(`${gateway.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { authorization: 'Basic dGVzdDpzZWNyZXQ=', 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=client_credentials&scope=${scope}`,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { access_token: string }).access_token;
    };
    const refund = (bearer: string, contentType: string, body: string) =>
      fetch(`${gateway.baseUrl}/payments/payment/${externalId}/refund`, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType, accept: 'application/json' }, body });
    const form = 'application/x-www-form-urlencoded';

    const createOnly = await refund(await token('payment-create'), form, 'amount=100');
    expect(createOnly.status).toBe(403);
    expect(await createOnly.json()).toMatchObject({ date_issued: expect.any(String), errors: [expect.objectContaining({ scope: 'G', error_name: 'AUTH_WRONG_SCOPE' })] });
    expect((await refund('nonsense', form, 'amount=100')).status).toBe(403);
    const all = await token('payment-all');
    const asJson = await refund(all, 'application/json', JSON.stringify({ amount: 100 }));
    expect(asJson.status).toBe(409);
    const missing = await refund(all, form, 'sum=100');
    expect(missing.status).toBe(409);
    expect(await missing.json()).toMatchObject({ errors: [expect.objectContaining({ scope: 'F', field: 'amount', error_code: 110 })] });
    expect((await refund(all, form, 'amount=1.50')).status).toBe(409);
    expect(refundsOf(externalId)).toEqual([]);
    const ok = await refund(all, form, 'amount=100');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: Number(externalId), result: 'FINISHED' });
    expect(refundsOf(externalId)).toEqual([{ id: externalId, amount: 100 }]);
    // A token without a known scope is not granted.
    const unknown = await fetch(`${gateway.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: 'Basic dGVzdDpzZWNyZXQ=', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&scope=everything',
    });
    expect(unknown.status).toBe(400);
  });
});
