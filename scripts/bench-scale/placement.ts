/** Order placement under concurrency for the scale bench: throughput, and zero oversell against limited stock. */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Db } from '@konfety/db';
import type { JobRunner } from '@konfety/api';
import { ApiError } from '../../packages/api/src/errors';
import { placeOrder } from '../../packages/api/src/features/checkout/place-order';
import type { OrderBody } from '../../packages/api/src/features/checkout/schemas';
import { loadSites } from '../../packages/api/src/sites';
import { fixed, msSince, summarize, type Summary } from './stats';

/**
 * How an order is placed: through the API (Fastify inject: routing, validation, the order, its answer, with the
 * jobs runner beside it as the server runs it, rendering and sending the confirmations in this
 * process after the commits), or by calling the checkout service (`placeOrder`: the order's transaction alone;
 * its mails are queued, and sent only once the runner starts before the API rounds).
 */
export type PlacementPath = 'api' | 'service';

export interface PlacementResult {
  name: string;
  attempts: number;
  placed: number;
  outOfStock: number;
  other: number;
  seconds: number;
  ordersPerSecond: number;
  latency: Summary;
  /** 'ok …' or what went wrong (the bench exits non-zero on an oversell). */
  check: string;
  /** The jobs runner: mails sent during the round, and how long the rest took after it (API rounds). */
  mails: string;
}

interface Line {
  productId: number;
  variantId: number;
  quantity: number;
}

/** Runs `tasks` with at most `concurrency` in flight. */
async function pool<T>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

export async function placementRounds(
  app: FastifyInstance,
  db: Db,
  raw: pg.Pool,
  headers: Record<string, string>,
  options: { orders: number; placers: number; paths?: PlacementPath[]; outbox?: JobRunner },
): Promise<PlacementResult[]> {
  const site = (await loadSites(db)).find((s) => s.url === headers['client-url'])!;
  const methods = (await app.inject({ method: 'GET', url: '/api/checkout/methods', headers })).json().data as {
    delivery: Array<{ id: number; kind: string }>;
    payment: Array<{ id: number; kind: string }>;
    branches: Array<{ id: number }>;
  };
  const body = (cartId: string, n: number) => ({
    cartId,
    deliveryId: methods.delivery.find((d) => d.kind === 'branch_pickup')!.id,
    paymentId: methods.payment.find((p) => p.kind === 'bank_transfer')!.id,
    branchId: methods.branches[n % methods.branches.length]!.id,
    email: `bench${n}@example.com`,
    phonePrefix: '+420',
    phone: '602111222',
    invoiceAddress: { firstname: 'Petr', lastname: 'Svoboda', street: 'Korunní 12', city: 'Praha 2', zip: '120 00', country: 'CZ' },
    terms: true,
  });

  /** Guest carts holding `lines` (one line each), made `concurrency` at a time; not timed. */
  const carts = async (lines: readonly Line[], concurrency: number): Promise<string[]> => {
    const ids: string[] = new Array(lines.length);
    await pool(lines, concurrency, async (line, i) => {
      const cart = (await app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0', headers })).json().data as { tempId: string };
      const put = await app.inject({ method: 'PUT', url: `/api/cart/${cart.tempId}`, headers, payload: { id: line.productId, variantId: line.variantId, quantity: line.quantity } });
      if (put.statusCode !== 200) throw new Error(`cart line: ${put.statusCode} ${put.body.slice(0, 200)}`);
      ids[i] = cart.tempId;
    });
    return ids;
  };

  /** Places one order per cart with `placers` concurrent placers; answers the outcome and the placed order ids. */
  const place = async (name: string, path: PlacementPath, cartIds: readonly string[], placers: number) => {
    const latencies: number[] = [];
    const placedIds: number[] = [];
    let outOfStock = 0;
    let other = 0;
    const otherAnswers: string[] = [];
    const start = process.hrtime.bigint();
    await pool(cartIds, placers, async (cartId, i) => {
      const t0 = process.hrtime.bigint();
      const key = `bench-${name}-${path}-${i}-${cartId}`.slice(0, 100);
      let status: number;
      let orderId: number | null = null;
      let answer = '';
      if (path === 'api') {
        const res = await app.inject({ method: 'POST', url: '/api/orders', headers: { ...headers, 'idempotency-key': key }, payload: body(cartId, i) });
        status = res.statusCode;
        if (status === 201) orderId = (res.json().data as { id: number }).id;
        else answer = res.body.slice(0, 200);
      } else {
        try {
          const ctx = { db, site, locale: site.locale, now: new Date(), actor: { kind: 'guest' as const } };
          const orderBody = { isCompany: false, newsletter: false, note: null, ...body(cartId, i) } as unknown as OrderBody;
          const { order } = await placeOrder(ctx, orderBody, { recipientName: 'KONFETY SRO', idempotencyKey: key });
          status = 201;
          orderId = order.id;
        } catch (e) {
          status = e instanceof ApiError ? e.statusCode : 500;
          answer = e instanceof Error ? e.message.slice(0, 200) : String(e);
        }
      }
      latencies.push(msSince(t0));
      if (status === 201 && orderId !== null) placedIds.push(orderId);
      else if (status === 409) outOfStock++;
      else {
        other++;
        if (otherAnswers.length < 3) otherAnswers.push(`${status} ${answer}`);
      }
    });
    const seconds = msSince(start) / 1000;
    return { latencies, placedIds, outOfStock, other, otherAnswers, seconds };
  };

  const q = async <T>(text: string, params: unknown[] = []) => (await raw.query(text, params)).rows as T[];
  const results: PlacementResult[] = [];

  /** Mails of these orders sent so far, and of all mails the ones still unsent (neither sent nor given up). */
  const mailState = async (orderIds: readonly number[]) => {
    const [row] = await q<{ sent: number; unsent: number }>(
      `select count(*) filter (where (payload->>'orderId')::int = any($1) and done_at is not null)::int as sent,
              count(*) filter (where done_at is null and failed_at is null)::int as unsent
       from jobs where kind = 'mail.order_confirmation'`,
      [orderIds],
    );
    return row!;
  };
  /** Waits (polling every 50 ms) until the runner has sent every queued mail; answers the seconds it took. */
  const drained = async (): Promise<number> => {
    const start = process.hrtime.bigint();
    for (;;) {
      const [row] = await q<{ unsent: number }>('select count(*)::int as unsent from jobs where done_at is null and failed_at is null');
      if (row!.unsent === 0) return msSince(start) / 1000;
      if (msSince(start) > 600_000) throw new Error(`the jobs table still holds ${row!.unsent} mails after 10 minutes`);
      await new Promise<void>((resolve) => setTimeout(resolve, 50));
    }
  };
  /** What the runner did for a round: sent during it, and the time to send the rest after it. */
  const mailsAfter = async (path: PlacementPath, placedIds: readonly number[], seconds: number): Promise<string> => {
    if (path !== 'api' || !options.outbox) return 'queued';
    const during = await mailState(placedIds);
    const rest = await drained();
    return `${during.sent} sent during (${fixed(during.sent / seconds, 0)}/s), ${during.unsent} after in ${fixed(rest, 1)} s`;
  };

  /** A throughput round (plenty of stock) and a contention round (limited stock) on one path. */
  const rounds = async (path: PlacementPath): Promise<PlacementResult[]> => {
    const out: PlacementResult[] = [];
    // Throughput: plenty of stock, orders spread over a few hundred products.
    const plentiful = await q<{ product_id: number; variant_id: number }>(`
      select v.product_id, v.id as variant_id from variants v join products p on p.id = v.product_id
      where v.active and p.active and (select coalesce(sum(quantity), 0) from stock s where s.variant_id = v.id) >= 40
      order by hashint4(v.id + ${path === 'api' ? 0 : 3}) limit 300`);
    if (plentiful.length > 0 && options.orders > 0) {
      const lines = Array.from({ length: options.orders }, (_, i) => {
        const v = plentiful[(i * 7919) % plentiful.length]!;
        return { productId: v.product_id, variantId: v.variant_id, quantity: 1 };
      });
      const cartIds = await carts(lines, options.placers);
      const run = await place('throughput', path, cartIds, options.placers);
      const [neg] = await q<{ n: number }>('select count(*)::int as n from stock where quantity < 0');
      out.push({
        name: `${path}: plentiful stock`,
        attempts: cartIds.length,
        placed: run.placedIds.length,
        outOfStock: run.outOfStock,
        other: run.other,
        seconds: run.seconds,
        ordersPerSecond: run.placedIds.length / run.seconds,
        latency: summarize(run.latencies),
        check: neg!.n === 0 && run.other === 0 ? 'ok' : `FAILED: ${neg!.n} negative stock rows; ${run.otherAnswers.join(' | ')}`,
        mails: await mailsAfter(path, run.placedIds, run.seconds),
      });
    }

    // Contention: 10 products with 20 pieces each (200), ~450 pieces wanted by concurrent orders.
    const limited = await q<{ product_id: number; variant_id: number }>(`
      select v.product_id, v.id as variant_id from variants v join products p on p.id = v.product_id
      where v.active and p.active and (select count(*) from variants w where w.product_id = p.id and w.active) = 1
      order by hashint4(v.id + ${path === 'api' ? 1 : 2}) limit 10`);
    const variantIds = limited.map((l) => l.variant_id);
    const [warehouse] = await q<{ id: number }>(`select id from branches where kind = 'warehouse' and active limit 1`);
    await q('update stock set quantity = 0 where variant_id = any($1)', [variantIds]);
    await q(
      `insert into stock (variant_id, branch_id, quantity) select unnest($1::int[]), $2, 20
       on conflict (variant_id, branch_id) do update set quantity = excluded.quantity`,
      [variantIds, warehouse!.id],
    );
    const pieces = 20 * variantIds.length;
    const contention = Array.from({ length: 300 }, (_, i) => {
      const v = limited[(i * 31) % limited.length]!;
      return { productId: v.product_id, variantId: v.variant_id, quantity: 1 + (i % 2) };
    });
    const cartIds = await carts(contention, options.placers);
    const run = await place('contention', path, cartIds, options.placers);
    const [stockAfter] = await q<{ left: number; negative: number }>(
      'select coalesce(sum(quantity), 0)::int as left, count(*) filter (where quantity < 0)::int as negative from stock where variant_id = any($1)',
      [variantIds],
    );
    const [ordered] = await q<{ n: number }>('select coalesce(sum(quantity), 0)::int as n from order_items where variant_id = any($1) and order_id = any($2)', [
      variantIds,
      run.placedIds,
    ]);
    const sold = pieces - stockAfter!.left;
    const ok = stockAfter!.negative === 0 && stockAfter!.left >= 0 && sold === ordered!.n && run.other === 0;
    out.push({
      name: `${path}: contention (${pieces} pieces, ${contention.reduce((s, l) => s + l.quantity, 0)} wanted)`,
      attempts: cartIds.length,
      placed: run.placedIds.length,
      outOfStock: run.outOfStock,
      other: run.other,
      seconds: run.seconds,
      ordersPerSecond: run.placedIds.length / run.seconds,
      latency: summarize(run.latencies),
      check: ok
        ? `ok: sold ${sold} = ordered ${ordered!.n}, ${stockAfter!.left} left, none below 0`
        : `FAILED: sold ${sold}, ordered ${ordered!.n}, left ${stockAfter!.left}, negative rows ${stockAfter!.negative}; ${run.otherAnswers.join(' | ')}`,
      mails: await mailsAfter(path, run.placedIds, run.seconds),
    });
    if (!ok) process.exitCode = 1;
    return out;
  };


  for (const path of options.paths ?? (['service', 'api'] as const)) {
    if (path === 'api' && options.outbox) {
      // The API rounds run with the outbox on, as the server runs it; first it sends what the service rounds queued.
      const [queued] = await q<{ n: number }>('select count(*)::int as n from jobs where done_at is null and failed_at is null');
      options.outbox.start();
      const seconds = await drained();
      results.push({
        name: 'outbox: mails queued before, sent by an idle shop',
        attempts: queued!.n,
        placed: 0,
        outOfStock: 0,
        other: 0,
        seconds,
        ordersPerSecond: NaN,
        latency: summarize([]),
        check: '',
        mails: `${queued!.n} in ${fixed(seconds, 1)} s (${fixed(queued!.n / seconds, 0)}/s)`,
      });
    }
    results.push(...(await rounds(path)));
  }
  return results;
}
