import { and, desc, eq, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { formatMessage } from '@konfety/domain/i18n';
import { isPaid, paymentActions } from '@konfety/domain/order-payment';
import type { OrderState } from '@konfety/domain/orders';
import { notFound, unauthorized } from '../../errors';
import type { ShopContext } from '../../shop-context';
import { selectOrderDetail, shapeOrder } from './present';
import type { AccountOrderListOut, AccountOrderOut, AccountOrdersQuery } from './schemas';

/*
 * The logged-in customer's own orders (the account's /ucet and /ucet/objednavka/{id}). Every read is
 * bounded by the token's user and the request's site in the same statement, so another customer's order
 * or a guest order answers exactly like an unknown id.
 */

function customerOf(ctx: ShopContext): number {
  if (ctx.actor.kind !== 'customer') throw unauthorized(ctx.locale);
  return ctx.actor.userId;
}

const ownedBy = (userId: number, siteId: number) => and(eq(schema.orders.userId, userId), eq(schema.orders.siteId, siteId));

/** The customer's orders, newest first, one page; the total rides along as a window count, so a page is one statement. */
export async function customerOrders(ctx: ShopContext, query: AccountOrdersQuery): Promise<AccountOrderListOut> {
  const userId = customerOf(ctx);
  const o = schema.orders;
  const rows = await ctx.db
    .select({
      id: o.id,
      number: o.number,
      hash: o.hash,
      createdAt: o.createdAt,
      total: o.total,
      state: o.state,
      paidAt: o.paidAt,
      qrPayment: o.qrPayment,
      currencyRate: o.currencyRate,
      currency: schema.currencies,
      paymentKind: schema.paymentMethods.kind,
      paymentName: schema.paymentMethods.name,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(o)
    .innerJoin(schema.paymentMethods, eq(schema.paymentMethods.id, o.paymentMethodId))
    .innerJoin(schema.currencies, eq(schema.currencies.id, o.currencyId))
    .where(ownedBy(userId, ctx.site.id))
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  // A page past the last one has no row to carry the count: only then is it counted separately.
  const total = rows[0]?.count ?? (query.page > 1 ? await ctx.db.$count(o, ownedBy(userId, ctx.site.id)) : 0);
  return {
    orders: rows.map((r) => {
      const actions = paymentActions({ state: r.state, paidAt: r.paidAt, paymentKind: r.paymentKind, qrPayment: r.qrPayment });
      return {
        id: r.id,
        number: r.number,
        created_at: r.createdAt.toISOString(),
        total: r.total,
        currency: { code: r.currency.code, rate: r.currencyRate, decimals: r.currency.decimals, symbol_before: r.currency.symbolBefore, symbol_after: r.currency.symbolAfter },
        state: r.state,
        state_name: formatMessage(ctx.locale, `order.state.${r.state}`),
        payment: { kind: r.paymentKind, name: r.paymentName },
        is_paid: isPaid({ state: r.state, paidAt: r.paidAt }),
        actions: { pay_by_card: actions.payByCard, qr_payment: actions.qrPayment },
        summary_hash: actions.payByCard ? r.hash : null,
      };
    }),
    total,
    page: query.page,
    pages: Math.ceil(total / query.limit),
    limit: query.limit,
  };
}

/** One of the customer's orders as the summary presents it, with its state history and tax documents; one statement. */
export async function customerOrder(ctx: ShopContext, id: number): Promise<AccountOrderOut> {
  const userId = customerOf(ctx);
  const [row] = await selectOrderDetail(ctx.db, {
    order: schema.orders,
    history: sql<Array<{ state: OrderState; created_at: string }>>`(
      select coalesce(json_agg(json_build_object('state', h.state, 'created_at', h.created_at) order by h.created_at, h.id), '[]')
      from order_state_history h where h.order_id = ${schema.orders.id})`,
    invoices: sql<Array<{ id: number; kind: 'invoice' | 'credit_note'; number: string; issued_at: string; total: number }>>`(
      select coalesce(json_agg(json_build_object('id', d.id, 'kind', d.kind, 'number', d.number, 'issued_at', d.issued_at, 'total', d.total) order by d.issued_at, d.id), '[]')
      from invoices d where d.order_id = ${schema.orders.id})`,
  }).where(and(eq(schema.orders.id, id), ownedBy(userId, ctx.site.id)));
  if (!row) throw notFound(ctx.locale);
  const { order } = row;
  const actions = paymentActions({ state: order.state, paidAt: order.paidAt, paymentKind: row.payment.kind, qrPayment: order.qrPayment });
  return {
    ...shapeOrder(order, row, ctx.locale),
    history: row.history.map((h) => ({
      state: h.state,
      state_name: formatMessage(ctx.locale, `order.state.${h.state}`),
      date: new Date(h.created_at).toISOString(),
    })),
    invoices: row.invoices.map((d) => ({ id: d.id, kind: d.kind, number: d.number, issued_at: new Date(d.issued_at).toISOString(), total: d.total })),
    actions: { pay_by_card: actions.payByCard, qr_payment: actions.qrPayment },
  };
}
