import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { startShopProcess, type ShopProcess } from '@konfety/test-support/shop-process';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';
import { pickProducts, stockOf, type PickedProduct } from '../../../api/test/support/fixtures';
import { prepareShopData } from './shop-data';

/**
 * Crash safety: the real shop process is killed with SIGKILL in the middle of a burst of guest checkouts and
 * started again on the same database. Every order the shop acknowledged (201) must be there and complete, and
 * nothing may be half-written: no order without its items, no stock change or voucher use without an order.
 * Runs in the browser project, whose global setup builds the storefront the production shop serves.
 */
const VOUCHER = 'SLEVA10';
/** Acknowledged orders after which the shop is killed; the other workers' requests are then in flight. */
const KILL_AFTER = 12;
const WORKERS = 8;

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

interface Acked {
  id: number;
  key: string;
  variantId: number;
  quantity: number;
  voucher: boolean;
  body: Record<string, unknown>;
}

async function call(baseUrl: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(baseUrl + url, {
    method,
    headers: { 'client-url': baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as { data?: Record<string, unknown>; error?: string }) : {} };
}

async function scenario(kind: 'pglite' | 'postgres', pgServer?: ThrowawayPostgres) {
  const { port, baseUrl, dataDir, databaseUrl, openDb, database: seeded } = await prepareShopData(kind, cleanups, pgServer);
  let database = seeded;
  // What the shop holds before the burst.
  const products = await pickProducts(database.db, { singleVariant: true, minStock: 60, maxGross: 50000, count: 3 });
  const stockBefore = new Map<number, number>();
  for (const p of products) stockBefore.set(p.variantId, await stockOf(database.db, p.variantId));
  const [voucherBefore] = await database.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, VOUCHER));
  const lastOrder = await database.db.select({ id: schema.orders.id }).from(schema.orders).orderBy(schema.orders.id);
  const lastOrderId = lastOrder.at(-1)?.id ?? 0;
  const usesBefore = (await database.db.select().from(schema.voucherUses).where(eq(schema.voucherUses.voucherId, voucherBefore!.id))).length;
  await database.close();

  let shop: ShopProcess = await startShopProcess({ port, dataDir, databaseUrl });
  cleanups.push(() => shop.kill('SIGKILL'));
  const methods = (await call(baseUrl, 'GET', '/api/checkout/methods')).json.data as {
    delivery: Array<{ id: number; kind: string }>;
    payment: Array<{ id: number; kind: string }>;
    branches: Array<{ id: number }>;
  };
  const orderBody = (cartId: string, i: number) => ({
    cartId,
    deliveryId: methods.delivery.find((d) => d.kind === 'branch_pickup')!.id,
    paymentId: methods.payment.find((p) => p.kind === 'bank_transfer')!.id,
    branchId: methods.branches[0]!.id,
    email: `crash${i}@example.com`,
    phonePrefix: '+420',
    phone: '602111222',
    invoiceAddress: { firstname: 'Petr', lastname: 'Svoboda', street: 'Korunní 12', city: 'Praha 2', zip: '120 00', country: 'CZ' },
    terms: true,
  });

  // The burst: every worker makes a guest cart, puts an item in, applies the voucher to every other cart and
  // places the order, again and again; the shop is killed once KILL_AFTER orders were acknowledged.
  const acked: Acked[] = [];
  const answersBeforeKill: number[] = [];
  let killed: Promise<unknown> | null = null;
  let n = 0;
  const worker = async () => {
    while (!killed) {
      const i = n++;
      const p = products[i % products.length] as PickedProduct;
      const quantity = 1 + (i % 3);
      const voucher = i % 2 === 0;
      try {
        const cart = await call(baseUrl, 'GET', '/api/cart/anonymous/cs/0');
        const tempId = String(cart.json.data!.tempId);
        const put = await call(baseUrl, 'PUT', `/api/cart/${tempId}`, { id: p.productId, variantId: p.variantId, quantity });
        if (put.status !== 200) throw new Error(`PUT item: ${put.status}`);
        if (voucher) {
          const v = await call(baseUrl, 'POST', `/api/voucher/cart/add/${tempId}`, { voucherCode: VOUCHER, serviceType: 'eshop' });
          if (v.status !== 200) throw new Error(`voucher: ${v.status} ${JSON.stringify(v.json)}`);
        }
        const key = `crash-${kind}-${i}`;
        const body = orderBody(tempId, i);
        const res = await call(baseUrl, 'POST', '/api/orders', body, { 'idempotency-key': key });
        if (!killed) answersBeforeKill.push(res.status);
        if (res.status === 201) {
          acked.push({ id: Number(res.json.data!.id), key, variantId: p.variantId, quantity, voucher, body });
          if (acked.length >= KILL_AFTER && !killed) killed = shop.kill('SIGKILL');
        }
      } catch (e) {
        if (!killed) throw e; // a request cut off by the kill is not acknowledged; anything else is a failure
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  expect(await killed).toEqual({ code: null, signal: 'SIGKILL' });
  expect(answersBeforeKill.every((s) => s === 201), `answers before the kill: ${answersBeforeKill.join(', ')}`).toBe(true);
  expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);

  // Started again on the same database (the embedded one's lock, left by the killed process, is taken over).
  shop = await startShopProcess({ port, dataDir, databaseUrl });
  // Every acknowledged order is known to the restarted shop: a retry with its Idempotency-Key answers the same order.
  for (const a of acked.slice(0, 3)) {
    const again = await call(baseUrl, 'POST', '/api/orders', a.body, { 'idempotency-key': a.key });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(Number(again.json.data!.id)).toBe(a.id);
  }
  expect(await shop.kill('SIGTERM')).toEqual({ code: 0, signal: null });

  database = await openDb();
  try {
    const db = database.db;
    const orders = await db.select().from(schema.orders).where(gt(schema.orders.id, lastOrderId));
    const orderIds = orders.map((o) => o.id);
    const items = orderIds.length ? await db.select().from(schema.orderItems).where(inArray(schema.orderItems.orderId, orderIds)) : [];
    const vouchersUsed = orderIds.length ? await db.select().from(schema.orderVouchers).where(inArray(schema.orderVouchers.orderId, orderIds)) : [];
    // Every acknowledged order is there, with its item, delivery, payment and voucher.
    for (const a of acked) {
      expect(orderIds, `acknowledged order ${a.id}`).toContain(a.id);
      const own = items.filter((it) => it.orderId === a.id);
      expect(own.filter((it) => it.kind === 'product').map((it) => [it.variantId, it.quantity])).toEqual([[a.variantId, a.quantity]]);
      expect(own.some((it) => it.kind === 'delivery') && own.some((it) => it.kind === 'payment')).toBe(true);
      expect(vouchersUsed.filter((v) => v.orderId === a.id).map((v) => v.code)).toEqual(a.voucher ? [VOUCHER] : []);
    }
    // Nothing half-written: every order (also one committed just before the kill, never acknowledged) is complete,
    for (const o of orders) expect(items.filter((it) => it.orderId === o.id && it.kind === 'product'), `order ${o.id} has no items`).not.toHaveLength(0);
    // the stock fell by exactly the ordered quantities,
    for (const p of products) {
      const ordered = items.filter((it) => it.kind === 'product' && it.variantId === p.variantId).reduce((sum, it) => sum + it.quantity, 0);
      expect(await stockOf(db, p.variantId), `stock of variant ${p.variantId}`).toBe(stockBefore.get(p.variantId)! - ordered);
    }
    // and the voucher was counted once per order that carries it.
    const withVoucher = vouchersUsed.filter((v) => v.voucherId === voucherBefore!.id).length;
    expect(withVoucher).toBeGreaterThanOrEqual(acked.filter((a) => a.voucher).length);
    const [voucherAfter] = await db.select().from(schema.vouchers).where(eq(schema.vouchers.id, voucherBefore!.id));
    expect(voucherAfter!.usedQuantity - voucherBefore!.usedQuantity).toBe(withVoucher);
    const uses = await db.select().from(schema.voucherUses).where(and(eq(schema.voucherUses.voucherId, voucherBefore!.id)));
    expect(uses.length - usesBefore).toBe(withVoucher);
    expect(uses.filter((u) => orderIds.includes(u.orderId)).map((u) => u.orderId).sort()).toEqual(vouchersUsed.filter((v) => v.voucherId === voucherBefore!.id).map((v) => v.orderId).sort());
  } finally {
    await database.close();
  }
}

describe('crash safety: SIGKILL in the middle of a burst of checkouts', () => {
  it('on the embedded database: every acknowledged order is complete, nothing half-written', () => scenario('pglite'), 120_000);

  it('on PostgreSQL: every acknowledged order is complete, nothing half-written', async () => {
    const server = await startThrowawayPostgres();
    cleanups.push(() => server.stop());
    await scenario('postgres', server);
  }, 120_000);
});

describe('graceful shutdown', () => {
  it('on SIGTERM the shop stops accepting, finishes the request in flight with 2xx, closes the database and exits 0', async () => {
    const { port, baseUrl, dataDir, database } = await prepareShopData('pglite', cleanups);
    const [product] = await pickProducts(database.db, { singleVariant: true, minStock: 5 });
    await database.close();
    const shop = await startShopProcess({ port, dataDir });
    cleanups.push(() => shop.kill('SIGKILL'));
    const tempId = String((await call(baseUrl, 'GET', '/api/cart/anonymous/cs/0')).json.data!.tempId);

    // A slow request: headers sent with `Expect: 100-continue`; once the shop answers "continue" it is in flight, body still to come.
    const body = JSON.stringify({ id: product!.productId, variantId: product!.variantId, quantity: 1 });
    const req = http.request(`${baseUrl}/api/cart/${tempId}`, {
      method: 'PUT',
      agent: false,
      headers: { 'client-url': baseUrl, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.once('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.once('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.once('error', reject);
    });
    answered.catch(() => undefined); // awaited below; a failure before then must not count as unhandled
    await new Promise<void>((resolve) => req.once('continue', resolve));

    process.kill(shop.pid, 'SIGTERM');
    await shop.waitForOutput('shutting down');
    // It no longer accepts connections (polled: closing the listener follows the signal).
    const refuses = async () => fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) }).then(() => false, () => true);
    while (!(await refuses())) await new Promise((resolve) => setTimeout(resolve, 50)); // poll until the listener is closed
    expect(await Promise.race([shop.exited.then(() => 'exited'), Promise.resolve('running')])).toBe('running');

    req.end(body);
    const res = await answered;
    expect(res.status, res.text).toBe(200);
    expect(await shop.exited).toEqual({ code: 0, signal: null });
    // The database was closed: the embedded data directory's lock is released.
    expect(fs.existsSync(path.join(dataDir, 'db', 'konfety.lock'))).toBe(false);
  }, 120_000);
});
