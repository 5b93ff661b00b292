import { type SQL, sql } from 'drizzle-orm';
import { staffText } from '@konfety/domain/i18n/staff';
import { ADMIN_STOCK_TOTAL_LIMIT, isLowStock, LOW_STOCK_THRESHOLD, STOCK_MOVEMENTS_PAGE } from '@konfety/domain/stock';
import { ApiError, fieldErrors, notFound } from '../../errors';
import type { StaffContext } from '../../http/staff-auth';
import { inTransaction } from '../../shop-context';
import { auditSql } from '../staff/audit';
import type { AdminStockCorrection, AdminStockQuery, AdminStockReceipt, AdminStockTransfer } from './admin-endpoints';

/*
 * Stock in the back office (issue 40): the list of variants × locations, a variant's movements, and the three
 * changes staff make. Every change is one transaction of four statements — begin; the check (the locations and
 * variants named exist; a correction's and a transfer's rows locked, in variant and location order as placement
 * locks them); one statement writing the stock rows, their movements (reason, staff, note; a transfer's two rows per
 * variant sharing its id) and the audit row as CTEs; commit. Stock rows change by plain INSERT … ON CONFLICT / UPDATE,
 * so migration 0021's trigger queues the watchdogs' mails of a variant raised from zero in the same transaction, and
 * the listing triggers keep `products.in_stock`.
 *
 * Branch staff (reach `branch`): the list shows their branch's column only and the movements at their branch;
 * they receive and correct at their branch and send transfers out of it (to any location). Naming another location
 * is a 403 (`staff.stock.error.otherBranch`): the location is a field of the request, not a record they looked up,
 * so it is refused rather than answered as unknown.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const otherBranch = () => new ApiError(403, 'forbidden', staffText('staff.stock.error.otherBranch'));

/** Refuses a location outside the staff member's reach. */
function checkReach(ctx: StaffContext, branchId: number): void {
  if (ctx.reach === 'branch' && branchId !== ctx.actor.branchId) throw otherBranch();
}

// ---------------------------------------------------------------------------------------------------------------
// The list

/** What a code looks like: letters and digits in parts joined by dashes, with a digit somewhere. */
const CODE = /^(?=.*\d)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+$/;

/** A candidate variant of the list: its id, its code (the order) and whether the shop sells it. */
const CANDIDATE = sql`v.id, v.code, (v.active and p.active) as sells`;

/**
 * The variants a search finds, as a materialized CTE: a variant's or product's code (exact, any case), an EAN
 * (8–14 digits, exact) and a product's name (its words and those of its translations, `name_vector`, every word of
 * the text a prefix of its stem, as the shop's search reads them). Each part walks its own index (`variants.code`,
 * `products.code`, `variants_ean`, the GIN index of `name_vector`).
 *
 * Materialized, then sorted by code (`offset 0` keeps the sort below the filters): a broad word finds thousands of
 * products whose codes cluster (a category's prefix), and the planner, expecting them spread evenly, would otherwise
 * walk the whole code index to fill a page. The cost is the matches' (≈ 60–100 ms for a word of 13 000 products at
 * 100 000). A code or an EAN is not looked for as a name.
 */
function searchSource(q: string): { with: SQL; from: SQL } {
  const code = q.toUpperCase();
  const parts: SQL[] = [
    sql`select ${CANDIDATE} from variants v join products p on p.id = v.product_id where v.code = ${code}`,
    sql`select ${CANDIDATE} from products p join variants v on v.product_id = p.id where p.code = ${code}`,
  ];
  const ean = /^\d{8,14}$/.test(q);
  if (ean) parts.push(sql`select ${CANDIDATE} from variants v join products p on p.id = v.product_id where v.ean = ${q}`);
  // A code ("KOS-100000-XL") or an EAN is no name: its words would only find strangers ("kos" begins "kostým").
  if (!ean && !CODE.test(q)) parts.push(sql`select ${CANDIDATE} from products p join variants v on v.product_id = p.id where p.name_vector @@ konfety_tsquery(${q}::text, true, '')`);
  return { with: sql`with found as materialized (${sql.join(parts, sql` union `)})`, from: sql`(select * from found order by code offset 0) c` };
}

/** Every variant, walked in the order of the unique index on `variants.code`. */
const everySource = { with: sql``, from: sql`(select ${CANDIDATE} from variants v join products p on p.id = v.product_id) c` };

interface ListRow {
  id: number;
  product_id: number;
  product_name: string;
  variant_name: string;
  code: string;
  ean: string | null;
  active: boolean;
  stock: Array<{ branch_id: number; quantity: number }>;
}

/**
 * A page of variants ordered by code with their stock rows as JSON (the primary key's range per variant), and,
 * beside it, the capped count with the locations: two statements whatever the filter. Without a search every filter
 * walks the code index and stops after the page; a search sorts what it found. Pages end with the counted range
 * (ADMIN_STOCK_TOTAL_LIMIT variants): an offset past it would read as many variants as it skips, so such a page is
 * empty (and the list asks to narrow the search).
 */
export async function adminStockList(ctx: StaffContext, query: AdminStockQuery) {
  if (query.branch !== undefined) checkReach(ctx, query.branch);
  const branch = ctx.reach === 'branch' ? (ctx.actor.branchId ?? -1) : (query.branch ?? null);
  const low = query.low === '1';
  const q = query.q ? query.q : null;
  const source = q ? searchSource(q) : everySource;
  // Conditions on a candidate's stock are scalar subqueries (one probe of the primary key per candidate, in code
  // order, until the page is full), except a location's "carries it", which the planner may also answer from the
  // location's rows (index `stock_branch`).
  const where: SQL[] = [];
  if (branch !== null) {
    // A location's list: the variants it carries (a stock row), or, searching, any variant (to receive a new one).
    if (low) where.push(sql`(select s.quantity from stock s where s.variant_id = c.id and s.branch_id = ${branch}) <= ${LOW_STOCK_THRESHOLD}`);
    else if (!q) where.push(sql`exists (select 1 from stock s where s.variant_id = c.id and s.branch_id = ${branch})`);
  } else if (low) {
    where.push(sql`(select coalesce(sum(s.quantity), 0) from stock s where s.variant_id = c.id) <= ${LOW_STOCK_THRESHOLD}`);
  }
  // Running low is about what the shop sells.
  if (low) where.push(sql`c.sells`);
  const filter = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const atBranch = branch === null ? sql`` : sql`and s.branch_id = ${branch}`;
  const offset = (query.page - 1) * query.limit;
  const limit = offset >= ADMIN_STOCK_TOTAL_LIMIT ? 0 : query.limit;
  const [page, counted] = await Promise.all([
    ctx.db.execute(sql`
      ${source.with}
      select v.id, v.product_id, p.name as product_name, v.name as variant_name, v.code, v.ean, (v.active and p.active) as active,
        coalesce((select json_agg(json_build_object('branch_id', s.branch_id, 'quantity', s.quantity) order by s.branch_id)
          from stock s where s.variant_id = v.id ${atBranch}), '[]') as stock
      from (select c.id from ${source.from} ${filter} order by c.code limit ${limit} offset ${offset}) page
      join variants v on v.id = page.id join products p on p.id = v.product_id
      order by v.code`),
    ctx.db.execute(sql`
      ${source.with}
      select
        (select count(*)::int from (select 1 from ${source.from} ${filter} limit ${ADMIN_STOCK_TOTAL_LIMIT + 1}) x) as total,
        (select coalesce(json_agg(json_build_object('id', b.id, 'code', b.code, 'name', b.name, 'kind', b.kind) order by (b.kind = 'warehouse') desc, b.position, b.id), '[]')
          from branches b) as locations`),
  ]);
  type Location = { id: number; code: string; name: string; kind: 'store' | 'warehouse' };
  const head = rowsOf<{ total: number; locations: Location[] }>(counted)[0]!;
  const all = head.locations.map((b) => ({ id: Number(b.id), code: b.code, name: b.name, kind: b.kind }));
  const total = Number(head.total);
  return {
    variants: rowsOf<ListRow>(page).map((r) => {
      const stock = r.stock.map((s) => ({ branch_id: Number(s.branch_id), quantity: Number(s.quantity) }));
      const pieces = stock.reduce((sum, s) => sum + s.quantity, 0);
      return {
        variant_id: Number(r.id),
        product_id: Number(r.product_id),
        product_name: r.product_name,
        variant_name: r.variant_name,
        code: r.code,
        ean: r.ean,
        active: Boolean(r.active),
        stock,
        total: pieces,
        low: isLowStock(pieces),
      };
    }),
    locations: branch === null ? all : all.filter((b) => b.id === branch),
    all_locations: all,
    low_threshold: LOW_STOCK_THRESHOLD,
    total: Math.min(total, ADMIN_STOCK_TOTAL_LIMIT),
    total_capped: total > ADMIN_STOCK_TOTAL_LIMIT,
    page: query.page,
    limit: query.limit,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A variant's movements

interface MovementRow {
  id: number;
  created_at: string | Date;
  reason: 'order' | 'cancellation' | 'receipt' | 'correction' | 'transfer';
  delta: number;
  branch_id: number;
  branch_code: string;
  branch_name: string;
  staff_id: number | null;
  staff_name: string | null;
  staff_email: string | null;
  note: string | null;
  order_id: number | null;
  order_number: string | null;
  transfer_id: number | null;
}

/**
 * The variant and a page of its movements (newest first; branch staff: at their branch), two statements side by
 * side. The movements are read per location (index `stock_movements_variant`: variant, location, time, walked
 * backwards), at most a page's worth (and the pages before it) from each, then merged: a best seller's thousands of
 * order movements are never all read and sorted for one page.
 */
export async function adminStockMovements(ctx: StaffContext, variantId: number, page: number) {
  const locations = ctx.reach === 'branch' ? sql`where b.id = ${ctx.actor.branchId ?? -1}` : sql``;
  const offset = (page - 1) * STOCK_MOVEMENTS_PAGE;
  const [variants, movements] = await Promise.all([
    ctx.db.execute(sql`
      select v.id, v.product_id, p.name as product_name, v.name as variant_name, v.code, v.ean
      from variants v join products p on p.id = v.product_id where v.id = ${variantId}`),
    ctx.db.execute(sql`
      select m.id, m.created_at, m.reason, m.delta, b.id as branch_id, b.code as branch_code, b.name as branch_name,
        m.staff_id, sm.name as staff_name, sm.email as staff_email, m.note, m.order_id, o.number as order_number, m.transfer_id
      from branches b
      cross join lateral (
        select * from stock_movements m where m.variant_id = ${variantId} and m.branch_id = b.id
        order by m.created_at desc, m.id desc limit ${offset + STOCK_MOVEMENTS_PAGE + 1}
      ) m
      left join staff_members sm on sm.id = m.staff_id
      left join orders o on o.id = m.order_id
      ${locations}
      order by m.created_at desc, m.id desc
      limit ${STOCK_MOVEMENTS_PAGE + 1} offset ${offset}`),
  ]);
  const [variant] = rowsOf<{ id: number; product_id: number; product_name: string; variant_name: string; code: string; ean: string | null }>(variants);
  if (!variant) throw notFound(ctx.locale);
  const rows = rowsOf<MovementRow>(movements);
  return {
    variant: {
      id: Number(variant.id),
      product_id: Number(variant.product_id),
      product_name: variant.product_name,
      variant_name: variant.variant_name,
      code: variant.code,
      ean: variant.ean,
    },
    movements: rows.slice(0, STOCK_MOVEMENTS_PAGE).map((m) => ({
      id: Number(m.id),
      at: new Date(m.created_at).toISOString(),
      reason: m.reason,
      reason_name: staffText(`staff.stock.reason.${m.reason}`),
      delta: Number(m.delta),
      location: { id: Number(m.branch_id), code: m.branch_code, name: m.branch_name },
      staff: m.staff_id === null ? null : { id: Number(m.staff_id), name: m.staff_name ?? '', email: m.staff_email ?? '' },
      note: m.note,
      order: m.order_id === null ? null : { id: Number(m.order_id), number: m.order_number ?? String(m.order_id) },
      transfer_id: m.transfer_id === null ? null : Number(m.transfer_id),
    })),
    page,
    has_more: rows.length > STOCK_MOVEMENTS_PAGE,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Changes

interface Line {
  variant_id: number;
  quantity: number;
}

/** The lines per variant (two lines of one variant add up), in variant order (the order rows are locked and written in). */
function mergeLines(lines: readonly Line[]): Line[] {
  const pieces = new Map<number, number>();
  for (const l of lines) pieces.set(l.variant_id, (pieces.get(l.variant_id) ?? 0) + l.quantity);
  return [...pieces].sort(([a], [b]) => a - b).map(([variant_id, quantity]) => ({ variant_id, quantity }));
}

const lineValues = (lines: readonly Line[]) => sql.join(lines.map((l) => sql`(${l.variant_id}::int, ${l.quantity}::int)`), sql`, `);
const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}::int`), sql`, `);

/** The 422 of locations (`fields`: the body's field of each location) and lines' variants that do not exist. */
function unknownReferences(
  locale: string,
  found: { branches: number[] | null; variants: number[] | null },
  locations: ReadonlyArray<[field: string, id: number]>,
  variants: ReadonlyArray<[field: string, id: number]>,
): ApiError | null {
  const branches = new Set((found.branches ?? []).map(Number));
  const known = new Set((found.variants ?? []).map(Number));
  const errors: Record<string, string[]> = {};
  for (const [field, id] of locations) if (!branches.has(id)) errors[field] = [staffText('staff.stock.error.locationUnknown')];
  for (const [field, id] of variants) if (!known.has(id)) errors[field] = [staffText('staff.stock.error.variantUnknown')];
  return Object.keys(errors).length > 0 ? fieldErrors(locale, errors) : null;
}

/** The body's fields of the lines' variants (`lines.2.variant_id`), for the 422 of an unknown one. */
const lineFields = (lines: readonly Line[]): Array<[string, number]> => lines.map((l, i) => [`lines.${i}.variant_id`, l.variant_id]);

type StockRow = { variant_id: number; branch_id: number; quantity: number };
const stockRows = (result: unknown) =>
  rowsOf<StockRow>(result)
    .map((r) => ({ variant_id: Number(r.variant_id), branch_id: Number(r.branch_id), quantity: Number(r.quantity) }))
    .sort((a, b) => a.variant_id - b.variant_id || a.branch_id - b.branch_id);

/** Goods received at a location: each variant's pieces added, a `receipt` movement per variant, one audit row. */
export async function receiveStock(ctx: StaffContext, body: AdminStockReceipt, ip: string) {
  checkReach(ctx, body.branch_id);
  const lines = mergeLines(body.lines);
  return inTransaction(ctx, async (tx) => {
    const [found] = rowsOf<{ branches: number[] | null; variants: number[] | null }>(
      await tx.db.execute(sql`
        select (select json_agg(id) from branches where id = ${body.branch_id}) as branches,
          (select json_agg(id) from variants where id in (${idList(lines.map((l) => l.variant_id))})) as variants`),
    );
    const refused = unknownReferences(ctx.locale, found!, [['branch_id', body.branch_id]], lineFields(body.lines));
    if (refused) throw refused;
    const audit = auditSql(
      tx.db,
      { staff: ctx.actor, ip },
      { action: 'stock.receipt', entity: 'branch', entityId: body.branch_id, after: { lines, ...(body.note ? { note: body.note } : {}) } },
      tx.now,
    );
    const at = sql`${tx.now.toISOString()}::timestamptz`;
    const result = await tx.db.execute(sql`
      with line (variant_id, quantity) as (values ${lineValues(lines)}),
      changed as (
        insert into stock (variant_id, branch_id, quantity) select variant_id, ${body.branch_id}::int, quantity from line order by variant_id
        on conflict (variant_id, branch_id) do update set quantity = stock.quantity + excluded.quantity
        returning variant_id, branch_id, quantity
      ),
      moved as (
        insert into stock_movements (variant_id, branch_id, delta, reason, staff_id, note, created_at)
        select variant_id, ${body.branch_id}::int, quantity, 'receipt', ${ctx.actor.staffId}::int, ${body.note}::text, ${at} from line
      ),
      audit as (${audit})
      select variant_id, branch_id, quantity from changed`);
    return { movements: lines.length, stock: stockRows(result) };
  });
}

/**
 * A counted stock: the location's pieces of the variant set to the count (the row locked while it changes), a
 * `correction` movement of the difference with the reason, one audit row with the pieces before and after.
 */
export async function correctStock(ctx: StaffContext, body: AdminStockCorrection, ip: string) {
  checkReach(ctx, body.branch_id);
  return inTransaction(ctx, async (tx) => {
    const [found] = rowsOf<{ branches: number[] | null; variants: number[] | null; quantity: number | null }>(
      await tx.db.execute(sql`
        with current as (select quantity from stock where variant_id = ${body.variant_id} and branch_id = ${body.branch_id} for update)
        select (select json_agg(id) from branches where id = ${body.branch_id}) as branches,
          (select json_agg(id) from variants where id = ${body.variant_id}) as variants,
          (select quantity from current) as quantity`),
    );
    const refused = unknownReferences(ctx.locale, found!, [['branch_id', body.branch_id]], [['variant_id', body.variant_id]]);
    if (refused) throw refused;
    const before = found!.quantity === null ? 0 : Number(found!.quantity);
    const audit = auditSql(
      tx.db,
      { staff: ctx.actor, ip },
      {
        action: 'stock.correction',
        entity: 'branch',
        entityId: body.branch_id,
        before: { variant_id: body.variant_id, quantity: before },
        after: { variant_id: body.variant_id, quantity: body.counted, note: body.note },
      },
      tx.now,
    );
    const at = sql`${tx.now.toISOString()}::timestamptz`;
    const result = await tx.db.execute(sql`
      with changed as (
        insert into stock (variant_id, branch_id, quantity) values (${body.variant_id}::int, ${body.branch_id}::int, ${body.counted}::int)
        on conflict (variant_id, branch_id) do update set quantity = excluded.quantity
        returning variant_id, branch_id, quantity
      ),
      moved as (
        insert into stock_movements (variant_id, branch_id, delta, reason, staff_id, note, created_at)
        values (${body.variant_id}::int, ${body.branch_id}::int, ${body.counted - before}::int, 'correction', ${ctx.actor.staffId}::int, ${body.note}::text, ${at})
      ),
      audit as (${audit})
      select variant_id, branch_id, quantity from changed`);
    return { movements: 1, stock: stockRows(result) };
  });
}

/**
 * Pieces moved between locations. The source's and the target's rows of the lines' variants are locked first (in
 * variant and location order, as placement locks them, so two transfers in opposite directions queue instead of
 * deadlocking); a line the source has too few pieces for refuses the whole transfer (409 `stock_short` with the
 * lines, nothing written). Then one statement takes the pieces at the source, adds them at the target, and writes two
 * `transfer` movements per variant and the audit row. The transfer's id is drawn from the movements' own id
 * sequence in the check: unique among transfers without a sequence of its own.
 */
export async function transferStock(ctx: StaffContext, body: AdminStockTransfer, ip: string) {
  checkReach(ctx, body.from_branch_id);
  if (body.from_branch_id === body.to_branch_id) throw fieldErrors(ctx.locale, { to_branch_id: [staffText('staff.stock.error.sameLocation')] });
  const lines = mergeLines(body.lines);
  const from = body.from_branch_id;
  const to = body.to_branch_id;
  return inTransaction(ctx, async (tx) => {
    const [found] = rowsOf<{ branches: number[] | null; variants: number[] | null; available: Array<{ variant_id: number; quantity: number }> | null; source: string | null; transfer_id: number }>(
      await tx.db.execute(sql`
        with locked as (
          select variant_id, branch_id, quantity from stock
          where variant_id in (${idList(lines.map((l) => l.variant_id))}) and branch_id in (${from}::int, ${to}::int)
          order by variant_id, branch_id
          for update
        )
        select (select json_agg(id) from branches where id in (${from}::int, ${to}::int)) as branches,
          (select json_agg(id) from variants where id in (${idList(lines.map((l) => l.variant_id))})) as variants,
          (select json_agg(json_build_object('variant_id', variant_id, 'quantity', quantity)) from locked where branch_id = ${from}) as available,
          (select name from branches where id = ${from}) as source,
          nextval(pg_get_serial_sequence('stock_movements', 'id'))::int as transfer_id`),
    );
    const refused = unknownReferences(
      ctx.locale,
      found!,
      [
        ['from_branch_id', from],
        ['to_branch_id', to],
      ],
      lineFields(body.lines),
    );
    if (refused) throw refused;
    const available = new Map((found!.available ?? []).map((a) => [Number(a.variant_id), Number(a.quantity)]));
    const short = lines.filter((l) => (available.get(l.variant_id) ?? 0) < l.quantity).map((l) => ({ variant_id: l.variant_id, requested: l.quantity, available: available.get(l.variant_id) ?? 0 }));
    if (short.length > 0) {
      throw new ApiError(409, 'stock_short', staffText('staff.stock.error.short', { location: found!.source ?? '', count: short.length }), { lines: short });
    }
    const transferId = Number(found!.transfer_id);
    const audit = auditSql(
      tx.db,
      { staff: ctx.actor, ip },
      { action: 'stock.transfer', entity: 'branch', entityId: from, after: { transfer_id: transferId, to_branch_id: to, lines, ...(body.note ? { note: body.note } : {}) } },
      tx.now,
    );
    const at = sql`${tx.now.toISOString()}::timestamptz`;
    const result = await tx.db.execute(sql`
      with line (variant_id, quantity) as (values ${lineValues(lines)}),
      taken as (
        update stock s set quantity = s.quantity - l.quantity from line l
        where s.variant_id = l.variant_id and s.branch_id = ${from}::int
        returning s.variant_id, s.branch_id, s.quantity
      ),
      added as (
        insert into stock (variant_id, branch_id, quantity) select variant_id, ${to}::int, quantity from line order by variant_id
        on conflict (variant_id, branch_id) do update set quantity = stock.quantity + excluded.quantity
        returning variant_id, branch_id, quantity
      ),
      moved as (
        insert into stock_movements (variant_id, branch_id, delta, reason, transfer_id, staff_id, note, created_at)
        select l.variant_id, x.branch_id, x.sign * l.quantity, 'transfer', ${transferId}::int, ${ctx.actor.staffId}::int, ${body.note}::text, ${at}
        from line l cross join (values (${from}::int, -1), (${to}::int, 1)) x (branch_id, sign)
      ),
      audit as (${audit})
      select variant_id, branch_id, quantity from taken union all select variant_id, branch_id, quantity from added`);
    return { movements: lines.length * 2, stock: stockRows(result), transfer_id: transferId };
  });
}
