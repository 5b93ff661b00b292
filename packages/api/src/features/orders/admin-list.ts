import { type SQL, sql } from 'drizzle-orm';
import { shopDayStart } from '@konfety/db';
import { ADMIN_ORDERS_TOTAL_LIMIT, type AdminOrderSort } from '@konfety/domain/admin-orders';
import { orderStateLabel } from '@konfety/domain/i18n';
import { isPaid } from '@konfety/domain/order-payment';
import type { OrderState } from '@konfety/domain/orders';
import type { StaffContext } from '../../http/staff-auth';
import type { AdminOrdersQuery } from './admin-endpoints';

/*
 * The back office's order list (issue 40). At a million orders every filter walks an index in the list's order and
 * stops after the page (migrations 0030–0031: newest first, by state, by pickup branch, by total; the search by
 * number/variable symbol, e-mail or phone exact, by name through a trigram index of its normalised words). The
 * total is counted up to ADMIN_ORDERS_TOTAL_LIMIT: counting every match of a broad filter would read them all.
 */

const ORDER: Record<AdminOrderSort, SQL> = {
  newest: sql`o.created_at desc, o.id desc`,
  oldest: sql`o.created_at, o.id`,
  total_desc: sql`o.total desc, o.id desc`,
  total_asc: sql`o.total, o.id`,
};


/** The search text as what it most likely is: digits (number, variable symbol, phone), an e-mail, or a name. */
function searchCondition(q: string): SQL {
  const digits = q.replace(/[\s+]/g, '');
  if (/^\d{3,16}$/.test(digits)) {
    // A phone is stored without its prefix: "+420 777 123 456" is found by its last nine digits too.
    const phone = digits.length > 9 ? digits.slice(-9) : digits;
    return sql`(o.number = ${digits} or o.variable_symbol = ${digits} or o.phone = ${phone})`;
  }
  if (q.includes('@')) return sql`lower(o.email) = ${q.toLowerCase()}`;
  return sql`konfety_order_search_name(o.invoice_address) like '%' || array_to_string(konfety_search_words(${q}::text), ' ') || '%'`;
}

function conditions(ctx: StaffContext, query: AdminOrdersQuery): SQL[] {
  const where: SQL[] = [];
  // Branch staff: the orders picked up at their branch, whatever the filter asks.
  if (ctx.reach === 'branch') where.push(sql`o.branch_id = ${ctx.actor.branchId ?? -1}`);
  if (query.branch !== undefined) where.push(sql`o.branch_id = ${query.branch}`);
  if (query.state && query.state.length > 0) where.push(sql`o.state in (${sql.join(query.state.map((s) => sql`${s}`), sql`, `)})`);
  if (query.from) where.push(sql`o.created_at >= ${shopDayStart(query.from)}`);
  if (query.to) where.push(sql`o.created_at < ${shopDayStart(query.to, 1)}`);
  if (query.payment) where.push(sql`o.payment_method_id in (select id from payment_methods where kind = ${query.payment})`);
  if (query.delivery) where.push(sql`o.delivery_method_id in (select id from delivery_methods where kind = ${query.delivery})`);
  if (query.paid === 'yes') where.push(sql`o.paid_at is not null`);
  if (query.paid === 'no') where.push(sql`o.paid_at is null`);
  if (query.q) where.push(searchCondition(query.q));
  return where;
}

interface ListRow extends Record<string, unknown> {
  id: number;
  number: string;
  created_at: string | Date;
  state: OrderState;
  invoice_address: { firstname: string; lastname: string; company: string | null };
  email: string;
  phone: string | null;
  phone_prefix: string | null;
  total: number;
  currency: string;
  payment_kind: string;
  payment_name: string;
  delivery_kind: string;
  delivery_name: string;
  branch_id: number | null;
  branch_name: string | null;
  paid_at: string | Date | null;
  site: string;
}

/**
 * One page of orders and the capped total, two statements run side by side, each planned for its filter (the
 * statement runs unprepared: a generic plan could not choose the index a filter's values need).
 */
export async function adminOrderList(ctx: StaffContext, query: AdminOrdersQuery) {
  const where = conditions(ctx, query);
  const filter = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const offset = (query.page - 1) * query.limit;
  const [page, counted] = await Promise.all([
    ctx.db.execute(sql`
      select o.id, o.number, o.created_at, o.state, o.invoice_address, o.email, o.phone, o.phone_prefix, o.total, o.paid_at,
        c.code as currency, pm.kind as payment_kind, pm.name as payment_name, dm.kind as delivery_kind, dm.name as delivery_name,
        o.branch_id, b.name as branch_name, s.code as site
      from (select * from orders o ${filter} order by ${ORDER[query.sort]} limit ${query.limit} offset ${offset}) o
      join currencies c on c.id = o.currency_id
      join payment_methods pm on pm.id = o.payment_method_id
      join delivery_methods dm on dm.id = o.delivery_method_id
      join sites s on s.id = o.site_id
      left join branches b on b.id = o.branch_id
      order by ${ORDER[query.sort]}`),
    ctx.db.execute(sql`select count(*)::int as total from (select 1 from orders o ${filter} limit ${ADMIN_ORDERS_TOTAL_LIMIT + 1}) x`),
  ]);
  const rows = (page as unknown as { rows: ListRow[] }).rows;
  const total = Number((counted as unknown as { rows: Array<{ total: number }> }).rows[0]?.total ?? 0);
  return {
    orders: rows.map((r) => ({
      id: Number(r.id),
      number: r.number,
      created_at: new Date(r.created_at).toISOString(),
      state: r.state,
      state_name: orderStateLabel(r.state, 'cs'),
      customer: [`${r.invoice_address.firstname} ${r.invoice_address.lastname}`.trim(), r.invoice_address.company].filter(Boolean).join(', '),
      email: r.email,
      phone: r.phone ? `${r.phone_prefix ?? ''} ${r.phone}`.trim() : null,
      total: Number(r.total),
      currency: r.currency,
      payment: { kind: r.payment_kind, name: r.payment_name },
      delivery: { kind: r.delivery_kind, name: r.delivery_name },
      branch: r.branch_id === null ? null : { id: Number(r.branch_id), name: r.branch_name ?? '' },
      paid: isPaid({ state: r.state, paidAt: r.paid_at === null ? null : new Date(r.paid_at) }),
      site: r.site,
    })),
    total: Math.min(total, ADMIN_ORDERS_TOTAL_LIMIT),
    total_capped: total > ADMIN_ORDERS_TOTAL_LIMIT,
    page: query.page,
    limit: query.limit,
  };
}
