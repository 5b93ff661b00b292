import { and, asc, eq, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { orderStateLabel } from '@konfety/domain/i18n';
import { canTransition, nextStates, type OrderState } from '@konfety/domain/orders';
import { waitingAgeBucket, waitingAgeBuckets } from '@konfety/domain/admin-orders';
import { ApiError, notFound } from '../../errors';
import type { StaffContext } from '../../http/staff-auth';
import { staffText } from '@konfety/domain/i18n/staff';
import { inTransaction } from '../../shop-context';
import { auditSql, auditTrail } from '../staff/audit';
import type { AdminOrderDetailOut } from './admin-endpoints';
import { selectOrderDetail, shapeOrder } from './present';
import { transitionOrder } from './transitions';
import { trackingLink } from '../mail/order-state-mails';

/*
 * An order in the back office (issue 40): everything the summary shows, with its history (and who made each change),
 * payments, invoices, the states it may move to and its audit trail. Branch staff reach the orders picked up at their
 * branch only: any other answers as an unknown id.
 */

const inReach = (ctx: StaffContext) => (ctx.reach === 'branch' ? eq(schema.orders.branchId, ctx.actor.branchId ?? -1) : undefined);

export async function adminOrderDetail(ctx: StaffContext, id: number): Promise<AdminOrderDetailOut> {
  const [row] = await selectOrderDetail(ctx.db, {
    order: schema.orders,
    siteCode: schema.sites.code,
  })
    .innerJoin(schema.sites, eq(schema.sites.id, schema.orders.siteId))
    .where(and(eq(schema.orders.id, id), inReach(ctx)));
  if (!row) throw notFound(ctx.locale);
  const { order } = row;
  const [history, payments, invoices, audit] = await Promise.all([
    ctx.db.select().from(schema.orderStateHistory).where(eq(schema.orderStateHistory.orderId, id)).orderBy(asc(schema.orderStateHistory.createdAt), asc(schema.orderStateHistory.id)),
    ctx.db.select().from(schema.payments).where(eq(schema.payments.orderId, id)).orderBy(asc(schema.payments.createdAt)),
    ctx.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, id)).orderBy(asc(schema.invoices.issuedAt)),
    auditTrail(ctx.db, 'order', id),
  ]);
  const trackingUrl = trackingLink(row.delivery.trackingUrl, order.trackingNumber);
  return {
    ...shapeOrder(order, row, 'cs'),
    site: row.siteCode,
    tracking_number: order.trackingNumber,
    tracking_url: trackingUrl,
    branch_id: order.branchId,
    history: history.map((h) => ({ state: h.state, state_name: orderStateLabel(h.state, 'cs'), date: h.createdAt.toISOString(), note: h.note })),
    payments: payments.map((p) => ({ provider: p.provider, state: p.state, amount: p.amount, currency: p.currency, date: p.createdAt.toISOString() })),
    invoices: invoices.map((i) => ({ id: i.id, kind: i.kind, number: i.number, issued_at: i.issuedAt.toISOString(), total: i.total })),
    next_states: nextStates(order.state).map((state) => ({ state, state_name: orderStateLabel(state, 'cs') })),
    audit: audit.map((a) => ({ id: a.id, at: a.createdAt.toISOString(), actor: a.actor, action: a.action, before: a.before, after: a.after })),
  };
}

/** Deliveries a carrier takes: shipping them needs the parcel's number (the customer's tracking link). */
const CARRIED = new Set(['courier', 'pickup_point']);

/**
 * A state change made by staff: the order in their reach, the tracking number a carried parcel needs when shipped,
 * then the one transition service (the life cycle, the e-mail, a cancellation's undoing) with the audit row in the
 * same statement.
 */
export async function adminTransition(
  ctx: StaffContext,
  id: number,
  change: { to: OrderState; from: OrderState; note?: string | undefined; tracking_number?: string | undefined },
  ip: string,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [order] = await tx.db
      .select({ id: schema.orders.id, state: schema.orders.state, trackingNumber: schema.orders.trackingNumber, deliveryKind: schema.deliveryMethods.kind })
      .from(schema.orders)
      .innerJoin(schema.deliveryMethods, eq(schema.deliveryMethods.id, schema.orders.deliveryMethodId))
      .where(and(eq(schema.orders.id, id), inReach(ctx)));
    if (!order) throw notFound(ctx.locale);
    const trackingNumber = change.to === 'shipped' ? (change.tracking_number ?? order.trackingNumber ?? undefined) : undefined;
    // Asked only of a change that can happen: the transition service answers the others (409).
    const possible = order.state === change.from && canTransition(order.state, change.to);
    if (possible && change.to === 'shipped' && CARRIED.has(order.deliveryKind) && !trackingNumber) {
      const message = staffText('staff.error.trackingRequired');
      throw new ApiError(422, 'validation', message, { errors: { tracking_number: [message] } });
    }
    const audit = auditSql(
      tx.db,
      { staff: ctx.actor, ip },
      {
        action: 'order.transition',
        entity: 'order',
        entityId: id,
        before: { state: order.state },
        after: { state: change.to, ...(change.note ? { note: change.note } : {}), ...(trackingNumber ? { tracking_number: trackingNumber } : {}) },
      },
      tx.now,
    );
    await transitionOrder(tx, id, change.to, {
      from: change.from,
      note: change.note ?? null,
      ...(trackingNumber === undefined ? {} : { trackingNumber }),
      alongside: [sql`audit as (${audit})`],
    });
  });
}

/** The dashboard's figures (issue 40): sales of the last 30 Prague days, orders by state, payments waiting (by how long). */
export async function adminDashboard(ctx: StaffContext) {
  const today = sql`(${ctx.now.toISOString()}::timestamptz at time zone 'Europe/Prague')::date`;
  const [sales, states, waiting, movements] = await Promise.all([
    ctx.db.execute(sql`
      select to_char(d, 'YYYY-MM-DD') as date, coalesce(count(o.id), 0)::int as orders, coalesce(sum(o.total), 0)::bigint as total
      from generate_series(${today} - 29, ${today}, interval '1 day') d
      left join orders o on o.created_at >= d::timestamp at time zone 'Europe/Prague' and o.created_at < (d + interval '1 day')::timestamp at time zone 'Europe/Prague'
        and o.state <> 'cancelled'
      group by d order by d`),
    ctx.db.execute(sql`select state, count(*)::int as count from orders group by state`),
    ctx.db.execute(sql`select floor(extract(epoch from ${ctx.now.toISOString()}::timestamptz - created_at) / 86400)::int as days, count(*)::int as count,
      coalesce(sum(total), 0)::bigint as total, min(created_at) as oldest from orders where state = 'waiting_for_payment' group by 1`),
    ctx.db.$count(schema.bankMovements, sql`${schema.bankMovements.outcome} <> 'matched' and ${schema.bankMovements.outcome} <> 'ignored' and ${schema.bankMovements.resolvedAt} is null`),
  ]);
  const stateCounts = new Map((states as unknown as { rows: Array<{ state: OrderState; count: number }> }).rows.map((r) => [r.state, Number(r.count)]));
  const byDays = (waiting as unknown as { rows: Array<{ days: number; count: number; total: string | number; oldest: string | Date }> }).rows;
  const byAge = waitingAgeBuckets.map(({ bucket }) => ({ bucket, count: 0, total: 0 }));
  for (const r of byDays) {
    const into = byAge.find((b) => b.bucket === waitingAgeBucket(Math.max(0, Number(r.days))))!;
    into.count += Number(r.count);
    into.total += Number(r.total);
  }
  const oldest = byDays.reduce<Date | null>((min, r) => (min === null || new Date(r.oldest) < min ? new Date(r.oldest) : min), null);
  return {
    sales_by_day: (sales as unknown as { rows: Array<{ date: string; orders: number; total: string | number }> }).rows.map((r) => ({ date: r.date, orders: Number(r.orders), total: Number(r.total) })),
    orders_by_state: [...stateCounts].map(([state, count]) => ({ state, state_name: orderStateLabel(state, 'cs'), count })).sort((a, b) => b.count - a.count),
    waiting_for_payment: {
      count: byAge.reduce((n, b) => n + b.count, 0),
      total: byAge.reduce((n, b) => n + b.total, 0),
      oldest: oldest === null ? null : oldest.toISOString(),
      by_age: byAge,
    },
    unresolved_movements: movements,
  };
}

