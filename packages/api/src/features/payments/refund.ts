import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '@konfety/config';
import { schema } from '@konfety/db';
import { defineJob, type JobDeps, JobNoLongerNeeded } from '../../jobs/define';
import { jobInsertSql } from '../../jobs/queue';
import { createGoPayGateway, PaymentGatewayError, type PaymentGateway, type PaymentState, type RefundResult } from './gateway';

/*
 * Refunding a cancelled order's card payments through the gateway (issue 40), as a job (ARCHITECTURE "Jobs"): the
 * change that cancels the order queues it in its own transaction (`refundJobSql`, one job per order: its key), so a
 * cancellation never commits without its refund being due, and a rollback takes the job with it. The runner calls the
 * gateway after the commit; a gateway that fails or cannot be reached fails the attempt, retried after the backoff.
 *
 * Idempotent, as every handler must be (a job runs again when its process dies mid-run): each payment's state is read
 * from the gateway before anything is refunded, so a payment the gateway reports REFUNDED is only recorded, never
 * refunded a second time, and a refund the gateway accepted but has not finished is never asked for again (the
 * payment row keeps the gateway's answer in `payload.refund`). Only a process dying between the gateway's answer and
 * the row's update, while the gateway still reports PAID, can ask twice; the gateway then refuses the amount.
 *
 * The job writes no line into the order's state history (that is for state changes); whoever cancels the order
 * writes the audit. It queues nothing and moves no order.
 */

/** The payments table's provider of the card gateway (as `service.ts` writes it). */
const PROVIDER = 'gopay';

/** States in which a payment never was and never will be paid (GoPay's final states of an unpaid payment). */
const NEVER_PAID: ReadonlySet<string> = new Set<PaymentState>(['CANCELED', 'TIMEOUTED']);

/** A refund that cannot be completed by this attempt; the job fails and is retried, after its last attempt left failed. */
export class RefundIncomplete extends Error {
  override readonly name = 'RefundIncomplete';
}

type PaymentRow = typeof schema.payments.$inferSelect;

/** What the payment row keeps of the gateway's answer to the refund. */
interface RefundRecord {
  result: RefundResult;
  amount: number;
  at: string;
}

const refundRecordOf = (row: PaymentRow): RefundRecord | null => {
  const payload = row.payload as { refund?: RefundRecord } | null;
  return payload?.refund ?? null;
};

/** What happened to each of the order's card payments. */
export interface PaymentRefundOutcome {
  paymentId: number;
  externalId: string;
  /** The payment's state at the gateway after this run. */
  state: PaymentState;
  /** The amount refunded by this run (0: none). */
  refunded: number;
}

/**
 * Refunds every card payment of the order that the gateway reports PAID, in full (the amount the payment was founded
 * with), and records each payment row REFUNDED. Payments never paid are left alone (their state brought up to date),
 * payments the gateway reports REFUNDED already are only recorded. Throws to fail the job's attempt: a gateway error
 * (`PaymentGatewayError`, a network error), no gateway configured while the order has card payments that may be
 * paid, or a payment that needs a person (partially refunded or pre-authorised at the gateway) or whose refund the
 * gateway has accepted but not finished yet (`RefundIncomplete`).
 */
export async function refundOrderCardPayments(
  deps: Pick<JobDeps, 'db' | 'now' | 'log'>,
  gateway: PaymentGateway | null,
  orderId: number,
): Promise<PaymentRefundOutcome[]> {
  const { db, log } = deps;
  const [order] = await db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.id, orderId)).limit(1);
  // Its payments went with it (ON DELETE CASCADE): nothing is left to tell what to refund.
  if (!order) throw new JobNoLongerNeeded(`order ${orderId} no longer exists`);
  const rows = await db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.provider, PROVIDER), isNotNull(schema.payments.externalId)))
    .orderBy(asc(schema.payments.id));
  // A payment recorded refunded, cancelled or timed out needs no word with the gateway.
  const open = rows.filter((row) => row.state !== 'REFUNDED' && !NEVER_PAID.has(row.state));
  if (open.length === 0) return [];
  if (!gateway) {
    const reason = `no card gateway is configured (PAYMENT_GATEWAY_URL): order ${orderId} has ${open.length} card payment(s) that may be paid; refund them by hand at the gateway`;
    log.error({ orderId, paymentIds: open.map((row) => row.id) }, `payment refund: ${reason}`);
    throw new RefundIncomplete(reason);
  }

  async function record(row: PaymentRow, state: PaymentState, refund?: RefundRecord) {
    await db
      .update(schema.payments)
      .set({
        state,
        updatedAt: deps.now(),
        ...(refund ? { payload: sql`coalesce(${schema.payments.payload}, '{}'::jsonb) || ${JSON.stringify({ refund })}::jsonb` } : {}),
      })
      .where(eq(schema.payments.id, row.id));
  }

  const outcomes: PaymentRefundOutcome[] = [];
  const problems: string[] = [];
  for (const row of open) {
    const externalId = row.externalId!;
    const facts = { orderId, paymentId: row.id };
    const state = await gateway.getStatus(externalId);
    if (state !== 'PAID') {
      // Refunded already (an earlier attempt, or by hand), or never paid: only the row is brought up to date.
      if (state !== row.state) await record(row, state);
      outcomes.push({ paymentId: row.id, externalId, state, refunded: 0 });
      if (state === 'PARTIALLY_REFUNDED') problems.push(`payment ${row.id} is partially refunded at the gateway; refund the rest by hand`);
      else if (state === 'AUTHORIZED') problems.push(`payment ${row.id} is pre-authorised at the gateway; void it by hand`);
      else if (state === 'CREATED' || state === 'PAYMENT_METHOD_CHOSEN') log.warn(facts, 'payment refund: a card payment of the cancelled order is not paid (yet); not refunded');
      continue;
    }
    if (refundRecordOf(row)?.result === 'ACCEPTED') {
      // Asked for before; the gateway has not finished it. Never asked for twice.
      outcomes.push({ paymentId: row.id, externalId, state, refunded: 0 });
      problems.push(`the refund of payment ${row.id} was accepted by the gateway and is not finished yet`);
      continue;
    }
    const { result } = await gateway.refundPayment(externalId, row.amount);
    const refund: RefundRecord = { result, amount: row.amount, at: deps.now().toISOString() };
    if (result === 'FAILED') {
      await record(row, state, refund);
      throw new PaymentGatewayError(`the gateway refused to refund payment ${row.id} (result FAILED)`);
    }
    // FINISHED: refunded. ACCEPTED: the gateway will finish it; the row keeps the gateway's state until it has.
    const after: PaymentState = result === 'FINISHED' ? 'REFUNDED' : state;
    await record(row, after, refund);
    log.info({ ...facts, amount: row.amount, result }, 'payment refund: card payment refunded');
    outcomes.push({ paymentId: row.id, externalId, state: after, refunded: row.amount });
    if (result === 'ACCEPTED') problems.push(`the refund of payment ${row.id} was accepted by the gateway and is not finished yet`);
  }
  if (problems.length > 0) throw new RefundIncomplete(`order ${orderId}: ${problems.join('; ')}`);
  return outcomes;
}

/** One gateway client per configuration, so its tokens serve every job. */
const gateways = new WeakMap<object, PaymentGateway>();

function gatewayFor(config: Pick<Config, 'payments'>): PaymentGateway | null {
  const s = config.payments;
  if (!s) return null;
  let gateway = gateways.get(s);
  if (!gateway) {
    gateway = createGoPayGateway({ baseUrl: s.gatewayUrl, clientId: s.clientId, clientSecret: s.clientSecret, goid: s.goid });
    gateways.set(s, gateway);
  }
  return gateway;
}

/** Refunds a cancelled order's paid card payments (payload: the order). One per order: its key. */
export const paymentRefundJob = defineJob({
  kind: 'payment.refund',
  payload: z.object({ orderId: z.number().int().positive() }).strict(),
  key: (p) => String(p.orderId),
  facts: (p) => ({ orderId: p.orderId }),
  async run(deps, p) {
    await refundOrderCardPayments(deps, gatewayFor(deps.config), p.orderId);
  },
});

/**
 * The insert that queues the order's refund, for the transaction that cancels it: a statement of its own
 * (`tx.execute(refundJobSql(id))`) or a CTE of the cancel's statement (as `orders/state-jobs.ts` folds its jobs). A
 * second one for the same order is skipped. After the commit the caller wakes the runners (`jobsQueued`).
 */
export function refundJobSql(orderId: number): SQL {
  return jobInsertSql(paymentRefundJob, { orderId });
}

export const PAYMENT_JOBS = [paymentRefundJob];
