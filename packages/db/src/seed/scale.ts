// Bulk data for scale benchmarks: past orders by the million and sold-out goods, generated inside the database.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/*
 * `npm run seed -- --products 100000 --orders 1000000` writes the demo shop (seed/index.ts) and then this: past
 * orders over the last three years with one to three product lines each (variants of active products, picked
 * by a hash of the order's index, so a run is repeatable), a delivery and a payment line and a state-history
 * row, computed by PostgreSQL from generate_series in batches (a few statements per batch whatever its size,
 * the same SQL on PGlite and PostgreSQL). Prices follow the domain rules (tax-inclusive unit price rounded
 * half up per unit, line total = unit price × quantity). Order numbers continue the per-year counters, which
 * are moved past them, so the shop's next order gets the next free number. Stock and sold counts are left
 * alone: these orders are history.
 */

export interface HistoricalOrdersOptions {
  orders: number;
  now: Date;
  /** Orders per statement batch (default 20 000). */
  batch?: number;
  progress?: (phase: string, done: number, total: number) => void;
}

const SPAN_MS = 3 * 365 * 86400000;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A deterministic pseudo-random integer in [0, mod) of an SQL integer expression (hashint8 of PostgreSQL). */
const pick = (expr: ReturnType<typeof sql>, mod: number | ReturnType<typeof sql>) => sql`(abs(hashint8((${expr})::bigint)) % ${mod})`;

export async function seedHistoricalOrders(db: Db, options: HistoricalOrdersOptions): Promise<void> {
  const total = options.orders;
  if (total <= 0) return;
  const batch = options.batch ?? 20000;
  const progress = options.progress ?? (() => {});
  await db.transaction(async (tx) => {
    const [site] = await rowsOf<{ id: number; currency_id: number; bank_account: string; bank_iban: string; country_id: number }>(
      tx,
      sql`select id, currency_id, bank_account, bank_iban, country_id from sites where code = 'cz'`,
    );
    if (!site) throw new Error('historical orders need the seeded Czech site');
    // Orderable lines: active variants of active products with their unit prices (net, gross at the site's rate).
    await tx.execute(sql`drop table if exists seed_lines`);
    await tx.execute(sql`
      create temp table seed_lines on commit drop as
      select row_number() over (order by v.id) - 1 as n, v.id as variant_id, v.product_id, v.code, p.name, v.name as variant_name,
        x.net, tr.rate as tax_rate, ((x.net::bigint * (10000 + round(tr.rate * 100)::int) + 5000) / 10000)::int as gross
      from variants v
      join products p on p.id = v.product_id
      join tax_rates tr on tr.country_id = ${site.country_id} and tr.tax_class = p.tax_class
      cross join lateral (select case when v.is_price_sale_active and v.price_sale is not null then v.price_sale else v.price end as net) x
      where v.active and p.active`);
    await tx.execute(sql`create index on seed_lines (n)`);
    await tx.execute(sql`analyze seed_lines`);
    const [{ n: lineCount } = { n: 0 }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from seed_lines`);
    if (Number(lineCount) === 0) throw new Error('historical orders need active products');
    const lines = Number(lineCount);

    // Delivery × payment pairs the checkout allows (a pickup at a store is prepaid), with their prices.
    await tx.execute(sql`drop table if exists seed_methods`);
    await tx.execute(sql`
      create temp table seed_methods on commit drop as
      select row_number() over (order by d.id, pm.id) - 1 as n, d.id as delivery_id, d.kind as delivery_kind, d.name as delivery_name,
        d.free_from, d.price as delivery_net, ((d.price::bigint * (10000 + round(dr.rate * 100)::int) + 5000) / 10000)::int as delivery_gross, dr.rate as delivery_rate,
        pm.id as payment_id, pm.kind as payment_kind, pm.name as payment_name, pm.price as payment_net,
        ((pm.price::bigint * (10000 + round(pr.rate * 100)::int) + 5000) / 10000)::int as payment_gross, pr.rate as payment_rate
      from delivery_methods d
      join delivery_payments dp on dp.delivery_method_id = d.id
      join payment_methods pm on pm.id = dp.payment_method_id and pm.active
      join tax_rates dr on dr.country_id = ${site.country_id} and dr.tax_class = d.tax_class
      join tax_rates pr on pr.country_id = ${site.country_id} and pr.tax_class = pm.tax_class
      where d.site_id = ${site.id} and d.active`);
    const [{ n: methodCount } = { n: 0 }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from seed_methods`);
    const methods = Number(methodCount);
    if (methods === 0) throw new Error('historical orders need delivery and payment methods');
    const [store] = await rowsOf<{ id: number }>(tx, sql`select id from branches where kind = 'store' and active order by position, id limit 1`);

    // Order g (1 … total) is placed at start + (g - 1) × step; numbers run per year after the counter's last.
    const start = options.now.getTime() - SPAN_MS;
    const step = Math.max(1, Math.floor(SPAN_MS / total)); // whole milliseconds, so SQL and this code agree on each order's year
    const at = (g: number) => new Date(start + (g - 1) * step);
    const years = new Map<number, { firstG: number; count: number }>();
    for (let year = at(1).getUTCFullYear(); year <= at(total).getUTCFullYear(); year++) {
      const firstG = Math.max(1, Math.ceil((Date.UTC(year, 0, 1) - start) / step) + 1);
      const nextFirst = Math.min(total + 1, Math.max(1, Math.ceil((Date.UTC(year + 1, 0, 1) - start) / step) + 1));
      if (nextFirst > firstG) years.set(year, { firstG, count: nextFirst - firstG });
    }
    const counters = await rowsOf<{ year: number; last: number }>(tx, sql`select year, last from order_counters`);
    const lastOf = new Map(counters.map((c) => [Number(c.year), Number(c.last)]));
    for (const [year, y] of years) {
      if ((lastOf.get(year) ?? 0) + y.count > 999999) throw new Error(`more than 999 999 orders in ${year}: seed fewer orders`);
    }
    const yearTable = sql.join(
      [...years].map(([year, y]) => sql`(${year}::int, ${y.firstG}::int, ${lastOf.get(year) ?? 0}::int)`),
      sql`, `,
    );
    const [{ id: baseId } = { id: 0 }] = await rowsOf<{ id: number }>(tx, sql`select coalesce(max(id), 0)::int as id from orders`);
    const base = Number(baseId);

    // The lines of order g: 1–3 distinct picks, quantity 1–3.
    const orderLines = (g: ReturnType<typeof sql>) => sql`
      select k, l.*, 1 + ${pick(sql`${g} * 31 + k * 7 + 3`, 3)} as quantity
      from generate_series(1, 1 + ${pick(sql`${g} * 13 + 1`, 3)}::int) k
      join seed_lines l on l.n = ${pick(sql`${g} * 17 + k`, lines)}`;

    for (let from = 1; from <= total; from += batch) {
      const to = Math.min(total, from + batch - 1);
      await tx.execute(sql`
        insert into orders (id, number, hash, site_id, state, email, phone_prefix, phone, currency_id, currency_rate,
          delivery_method_id, payment_method_id, branch_id, invoice_address, delivery_address, terms_agreed_at,
          items_total, discount_total, delivery_price, payment_price, total_net, total_vat, total,
          variable_symbol, bank_account, bank_iban, paid_at, created_at, updated_at)
        select ${base} + o.g, o.number, md5(o.g::text || 'h1') || md5(o.g::text || 'h2'), ${site.id}, o.state, o.email, '+420', o.phone,
          ${site.currency_id}, 1, m.delivery_id, m.payment_id, case when m.delivery_kind = 'branch_pickup' then ${store?.id ?? null}::int end,
          o.address, case when m.delivery_kind = 'courier' then o.address end, o.created_at,
          o.goods, 0, o.delivery_gross, m.payment_gross,
          o.goods_net + o.delivery_net + m.payment_net, (o.goods + o.delivery_gross + m.payment_gross) - (o.goods_net + o.delivery_net + m.payment_net),
          o.goods + o.delivery_gross + m.payment_gross,
          o.number, case when m.payment_kind = 'bank_transfer' then ${site.bank_account} end, case when m.payment_kind = 'bank_transfer' then ${site.bank_iban} end,
          case when o.state not in ('new', 'waiting_for_payment', 'cancelled') then o.created_at + interval '1 hour' end, o.created_at, o.created_at
        from (
          select g, c.created_at, t.goods, t.goods_net,
            y.year::text || lpad((g - y.first_g + 1 + y.last)::text, 6, '0') as number,
            case when ${pick(sql`g * 5 + 2`, 100)} < 3 then 'cancelled'
                 when c.created_at > ${options.now}::timestamptz - interval '3 days' then 'waiting_for_payment'
                 else 'delivered' end as state,
            'zakaznik' || (g % 60000)::text || '@example.com' as email,
            (600000000 + g % 99999999)::text as phone,
            json_build_object('firstname', 'Zákazník', 'lastname', (g % 60000)::text, 'company', null, 'companyId', null, 'vatId', null,
              'street', 'Dlouhá ' || (1 + g % 200)::text, 'city', 'Praha', 'zip', '11000', 'country', 'CZ', 'phonePrefix', '+420',
              'phone', (600000000 + g % 99999999)::text, 'email', 'zakaznik' || (g % 60000)::text || '@example.com')::jsonb as address,
            case when m0.free_from is not null and t.goods >= m0.free_from then 0 else m0.delivery_gross end as delivery_gross,
            case when m0.free_from is not null and t.goods >= m0.free_from then 0 else m0.delivery_net end as delivery_net,
            m0.n as method
          from generate_series(${from}::int, ${to}::int) g
          cross join lateral (select ${new Date(start)}::timestamptz + ((g - 1)::bigint * ${step}) * interval '1 millisecond' as created_at) c
          join (values ${yearTable}) as y(year, first_g, last) on y.year = extract(year from c.created_at at time zone 'UTC')::int
          join seed_methods m0 on m0.n = ${pick(sql`g * 11 + 5`, methods)}
          cross join lateral (select sum(ol.gross * ol.quantity)::int as goods, sum(ol.net * ol.quantity)::int as goods_net from (${orderLines(sql`g`)}) ol) t
        ) o
        join seed_methods m on m.n = o.method`);
      await tx.execute(sql`
        insert into order_items (order_id, kind, product_id, variant_id, code, name, variant_name, quantity, tax_rate,
          unit_price_net, unit_price, total_net, total_vat, total, position)
        select ${base} + g, 'product', ol.product_id, ol.variant_id, ol.code, ol.name, ol.variant_name, ol.quantity, ol.tax_rate,
          ol.net, ol.gross, ol.net * ol.quantity, (ol.gross - ol.net) * ol.quantity, ol.gross * ol.quantity, ol.k - 1
        from generate_series(${from}::int, ${to}::int) g cross join lateral (${orderLines(sql`g`)}) ol`);
      await tx.execute(sql`
        insert into order_items (order_id, kind, code, name, quantity, tax_rate, unit_price_net, unit_price, total_net, total_vat, total, position)
        select o.id, 'delivery', m.delivery_kind, m.delivery_name, 1, m.delivery_rate, d.net, o.delivery_price, d.net,
          o.delivery_price - d.net, o.delivery_price, 3
        from orders o join seed_methods m on m.delivery_id = o.delivery_method_id and m.payment_id = o.payment_method_id
        cross join lateral (select case when o.delivery_price = 0 then 0 else m.delivery_net end as net) d
        where o.id between ${base + from} and ${base + to}
        union all
        select o.id, 'payment', m.payment_kind, m.payment_name, 1, m.payment_rate, m.payment_net, m.payment_gross, m.payment_net,
          m.payment_gross - m.payment_net, m.payment_gross, 4
        from orders o join seed_methods m on m.delivery_id = o.delivery_method_id and m.payment_id = o.payment_method_id
        where o.id between ${base + from} and ${base + to}`);
      await tx.execute(sql`
        insert into order_state_history (order_id, state, created_at)
        select id, state, created_at from orders where id between ${base + from} and ${base + to}`);
      progress('orders', to, total);
    }
    await tx.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
    for (const [year, y] of years) {
      await tx.execute(sql`
        insert into order_counters (year, last) values (${year}, ${(lastOf.get(year) ?? 0) + y.count})
        on conflict (year) do update set last = excluded.last`);
    }
  });
}

/**
 * Sells out a share of the active products (every stock row of their variants set to 0), chosen by a hash of
 * the id, so the in-stock filter has something to leave out (the demo catalogue keeps ~90 % in stock).
 */
export async function sellOut(db: Db, share: number): Promise<number> {
  if (share <= 0) return 0;
  const permille = Math.round(share * 1000);
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with sold as (
      update stock s set quantity = 0 from variants v
      where v.id = s.variant_id and s.quantity > 0 and ${pick(sql`v.product_id * 101 + 7`, 1000)} < ${permille}
      returning v.product_id)
    select count(distinct product_id)::int as n from sold`,
  );
  return Number(rows[0]?.n ?? 0);
}
