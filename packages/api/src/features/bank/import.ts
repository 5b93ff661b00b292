import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, schema } from '@konfety/db';
import { type BankMovement, type ParsedStatement, parseStatement } from '@konfety/domain/bank-statements';
import { incomingVariableSymbols, matchTransfers, orderLookup, type OrderCandidate, type TransferMatch, type TransferOutcome, transferOutcomes, type TransferReason } from '@konfety/domain/transfer-matching';
import { bankText, transferOutcomeLabel, transferReasonLabel } from '@konfety/domain/i18n/bank';
import { orderStateLabel } from '@konfety/domain/i18n';
import { orderAmountDue } from '@konfety/domain/order-payment';
import type { OrderState } from '@konfety/domain/orders';
import { ApiError, fieldErrors, notFound } from '../../errors';
import type { StaffContext } from '../../http/staff-auth';
import { inTransaction, type ShopContext, type StaffActor } from '../../shop-context';
import { jobsQueued } from '../../jobs/queue';
import { auditSql } from '../staff/audit';
import { transitionOrder } from '../orders/transitions';
import {
  BANK_MOVEMENTS_PAGE_SIZE,
  type BankImportOut,
  type BankImportSummaryOut,
  type BankMovementOut,
  type ResolveAction,
  resolveActions,
  STATEMENT_MAX_BYTES,
} from './admin-endpoints';

/*
 * Bank statements imported and matched (issue 40; ARCHITECTURE "Back office"). The domain parses the statement
 * (bank-statements.ts) and judges each movement (transfer-matching.ts); this service does the rest in one
 * transaction: the orders the incoming variable symbols name (one query), the movements of this account imported
 * before, the matched orders moved waiting_for_payment → paid through the one transition service (its paid e-mail
 * and invoice queued by the transition itself, a `bank` payment row in its statement), the import row and a row per
 * movement with its outcome. The account's imports are serialised by an advisory lock, so the same statement
 * imported twice at once still pays each order once (the second finds the first's movements: duplicates).
 */

/** This feature's answers, in the domain's catalogue (i18n/bank.ts, with the outcomes, reasons and parse errors). */
const TEXT = {
  tooLarge: bankText('cs', 'bank.import.tooLarge', { mb: STATEMENT_MAX_BYTES / 1024 / 1024 }),
  nothingReadable: bankText('cs', 'bank.import.nothingReadable'),
  notOpen: bankText('cs', 'bank.import.notOpen'),
  noOrderWaiting: bankText('cs', 'bank.import.noOrderWaiting'),
  source: { upload: bankText('cs', 'bank.source.upload'), fio: bankText('cs', 'bank.source.fio') },
  resolution: { mark_paid: bankText('cs', 'bank.resolution.mark_paid'), refunded: bankText('cs', 'bank.resolution.refunded'), ignore: bankText('cs', 'bank.resolution.ignore') },
} as const;

export type ImportSource = 'upload' | 'fio';

/** Who imports: a member of staff (with the address they came from, for the audit), or the Fio API's scheduled job. */
export type Importer = { kind: 'staff'; actor: StaffActor; ip: string } | { kind: 'fio' };

/** Outcomes a person has nothing to do with; every other unresolved movement is open. */
const CLOSED_OUTCOMES = new Set<TransferOutcome>(['matched', 'ignored']);
const OPEN = sql`${schema.bankMovements.outcome} <> 'matched' and ${schema.bankMovements.outcome} <> 'ignored' and ${schema.bankMovements.resolvedAt} is null`;

const MONEY_MAX = 2_147_483_647;

/** The account a movement id is unique in: the number without the bank code, so GPC (which has none) and CSV agree. */
export function accountKey(account: string | null): string {
  return (account ?? '').split('/')[0]!.trim();
}

/** The id as the column takes it (80 characters); a longer one (a CSV's odd column) by its hash. */
function storedId(id: string): string {
  return id.length <= 76 ? id : `long:${createHash('sha256').update(id).digest('hex').slice(0, 40)}`;
}

/** A symbol as its column takes it (10 digits, the Czech maximum); a longer one is no payment symbol. */
const symbol = (value: string | null) => (value !== null && value.length <= 10 ? value : null);

const crowns = (minor: number, currency: string) => `${(minor / 100).toFixed(2).replace('.', ',')} ${currency}`;

/**
 * Why a statement is refused as a whole (422, nothing written): it is not a statement of any format the shop reads
 * (the parser's file error), or nothing in it could be read. A statement with some bad lines is imported; its bad
 * lines are answered.
 */
export function statementRefusal(parsed: ParsedStatement): string | null {
  const fileError = parsed.errors.find((e) => e.line === 0);
  if (fileError) return fileError.message;
  if (parsed.movements.length === 0 && parsed.errors.length > 0) return `${TEXT.nothingReadable} ${parsed.errors[0]!.message}`;
  return null;
}

/** An uploaded file (base64 of the admin API's body): parsed, refused as a whole (422), or imported. */
export async function uploadStatement(ctx: StaffContext, file: { file_name: string; content_base64: string }, ip: string): Promise<BankImportSummaryOut> {
  const bytes = Buffer.from(file.content_base64, 'base64');
  if (bytes.length > STATEMENT_MAX_BYTES) throw fieldErrors(ctx.locale, { content_base64: [TEXT.tooLarge] });
  const parsed = parseStatement(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), file.file_name);
  const refusal = statementRefusal(parsed);
  if (refusal) throw new ApiError(422, 'statement_unreadable', refusal, { errors: { content_base64: [refusal] } });
  return importStatement(ctx, parsed, { source: 'upload', fileName: file.file_name, importer: { kind: 'staff', actor: ctx.actor, ip } });
}

interface CandidateRow extends OrderCandidate {
  orderId: number;
  state: OrderState;
}

/** A movement's outcome, whether it is stored (a duplicate of an earlier import is not), as which id, and its order if any. */
type Judged = TransferMatch<CandidateRow> & { stored: boolean; storeAs: string; orderId: number | null };

/**
 * Imports a parsed statement (the caller refused an unreadable one): one transaction, see the module's comment.
 * Answers the import with its movements and their outcomes.
 */
export async function importStatement(
  ctx: ShopContext,
  parsed: ParsedStatement,
  meta: { source: ImportSource; fileName: string | null; importer: Importer },
): Promise<BankImportSummaryOut> {
  const account = accountKey(parsed.account);
  const errors = parsed.errors.map((e) => ({ line: e.line, message: e.message }));
  // A movement the money columns cannot hold (±21 million) is reported, not imported.
  const movements = parsed.movements.filter((m, i) => {
    if (Math.abs(m.amount) <= MONEY_MAX) return true;
    errors.push({ line: 0, message: bankText('cs', 'bank.import.amountOutOfRange', { movement: m.id, line: i + 1 }) });
    return false;
  });
  const staff = meta.importer.kind === 'staff' ? meta.importer : null;

  const result = await inTransaction(ctx, async (tx) => {
    const { db, now } = tx;
    // One import of an account at a time: the second sees the first's movements as imported.
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank_movements:${account}`}))`);

    const ids = [...new Set(movements.map((m) => storedId(m.id)))];
    const imported =
      ids.length === 0
        ? []
        : await db
            .select({ id: schema.bankMovements.movementId })
            .from(schema.bankMovements)
            .where(and(eq(schema.bankMovements.account, account), inArray(schema.bankMovements.movementId, ids)));
    const symbols = incomingVariableSymbols(movements);
    const orders: CandidateRow[] =
      symbols.length === 0
        ? []
        : (
            await db
              .select({
                orderId: schema.orders.id,
                number: schema.orders.number,
                variableSymbol: schema.orders.variableSymbol,
                czkTotal: schema.orders.total,
                rate: schema.orders.currencyRate,
                decimals: schema.currencies.decimals,
                currency: schema.currencies.code,
                state: schema.orders.state,
                paidAt: schema.orders.paidAt,
              })
              .from(schema.orders)
              .innerJoin(schema.currencies, eq(schema.currencies.id, schema.orders.currencyId))
              .where(inArray(schema.orders.variableSymbol, symbols))
          ).map(({ paidAt, czkTotal, rate, decimals, ...o }) => ({
            ...o,
            // A statement's amounts are in the order's currency (euros for a Slovak order): the amount the customer was asked for.
            total: orderAmountDue({ total: czkTotal, currency: { rate, decimals } }),
            paid: paidAt !== null,
          }));
    const lookup = orderLookup(orders);
    // The parser's ids as stored (a long one hashed), so matching compares what the table holds.
    const asStored = movements.map((m) => ({ ...m, id: storedId(m.id) }));
    const matches = matchTransfers(asStored, lookup, imported.map((r) => r.id));

    // A movement repeated in this statement is stored as its n-th occurrence (`id#2`): the table holds an id once.
    const occurrences = new Map<string, number>();
    const judged: Judged[] = matches.map((match) => {
      const n = (occurrences.get(match.movement.id) ?? 0) + 1;
      occurrences.set(match.movement.id, n);
      const stored = !(match.outcome === 'duplicate' && match.reason === 'already_imported');
      // A duplicate or an outgoing payment (a refund) whose symbol names an order still shows which one.
      const vs = match.movement.variableSymbol;
      const orderId = match.order?.orderId ?? (vs === null ? null : (lookup.get(vs)?.orderId ?? null));
      return { ...match, stored, storeAs: n === 1 ? match.movement.id : `${match.movement.id}#${n}`, orderId };
    });

    // The matched orders paid, each through the one transition service (once: an order that moved meanwhile is skipped).
    let queued = false;
    const actor = staff ? staff.actor : ({ kind: 'system', name: 'bank' } as const);
    for (const [i, m] of judged.entries()) {
      if (m.outcome !== 'matched') continue;
      const mv = m.movement;
      const note = bankText('cs', 'bank.history.matched', { amount: crowns(mv.amount, mv.currency), symbol: mv.variableSymbol ?? '–', movement: mv.id, source: meta.source });
      const alongside: SQL[] = [sql`payment as (${paymentSql(db, m.order.orderId, mv, account, now)})`];
      if (staff) {
        const audit = auditSql(
          db,
          { staff: staff.actor, ip: staff.ip },
          { action: 'bank.match', entity: 'order', entityId: m.order.orderId, before: { state: 'waiting_for_payment' }, after: { state: 'paid', movement_id: mv.id, amount: mv.amount } },
          now,
        );
        alongside.push(sql`audit as (${audit})`);
      }
      const moved = await transitionOrder({ ...tx, actor }, m.order.orderId, 'paid', { from: 'waiting_for_payment', whenMoved: 'skip', note, alongside });
      queued ||= moved.queued;
      if (!moved.changed) {
        // Paid or cancelled between the lookup and the lock: money to return or check, as any transfer to such an order.
        const reason: TransferReason = moved.from === 'paid' ? 'paid' : moved.from === 'cancelled' ? 'cancelled' : 'not_awaiting_payment';
        judged[i] = { ...m, outcome: 'already_paid', reason, order: m.order } as Judged;
      }
    }

    const matched = judged.filter((m) => m.outcome === 'matched').length;
    const [row] = await db
      .insert(schema.bankImports)
      .values({
        source: meta.source,
        fileName: meta.fileName,
        format: parsed.format,
        account: parsed.account,
        staffId: staff?.actor.staffId ?? null,
        movementCount: movements.length,
        matchedCount: matched,
        createdAt: now,
      })
      .returning();
    const bankImport = row!;

    const rows = judged.filter((m) => m.stored);
    const inserted =
      rows.length === 0
        ? []
        : await db
            .insert(schema.bankMovements)
            .values(
              rows.map((m) => {
                const mv = m.movement;
                return {
                  importId: bankImport.id,
                  movementId: m.storeAs,
                  account,
                  date: mv.date,
                  amount: mv.amount,
                  currency: mv.currency,
                  variableSymbol: symbol(mv.variableSymbol),
                  constantSymbol: symbol(mv.constantSymbol),
                  specificSymbol: symbol(mv.specificSymbol),
                  counterAccount: mv.counterAccount,
                  counterName: mv.counterName,
                  message: mv.message,
                  outcome: m.outcome,
                  reason: 'reason' in m ? m.reason : null,
                  orderId: m.orderId,
                  createdAt: now,
                };
              }),
            )
            // Two imports of the account are serialised by the lock; should an id come again all the same, the first stands.
            .onConflictDoNothing()
            .returning({ id: schema.bankMovements.id, movementId: schema.bankMovements.movementId });
    if (staff) {
      await db.execute(
        auditSql(
          db,
          { staff: staff.actor, ip: staff.ip },
          { action: 'bank.import', entity: 'bank_import', entityId: bankImport.id, after: { file_name: meta.fileName, format: parsed.format, account: parsed.account, movements: movements.length, matched } },
          now,
        ),
      );
    }
    return { bankImport, judged, inserted, queued };
  });
  if (result.queued) jobsQueued(ctx.db);

  const { bankImport, judged, inserted } = result;
  const dbIds = new Map(inserted.map((r) => [r.movementId, Number(r.id)]));
  const counts = Object.fromEntries(transferOutcomes.map((o) => [o, 0])) as Record<TransferOutcome, number>;
  for (const m of judged) counts[m.outcome]++;
  // The orders as they are now (a matched one paid).
  const orderInfo = await ordersById(
    ctx.db,
    judged.map((m) => m.orderId).filter((id): id is number => id !== null),
  );
  const movementsOut: BankMovementOut[] = judged.map((m) => {
    const id = m.stored ? (dbIds.get(m.storeAs) ?? null) : null;
    const reason = 'reason' in m ? m.reason : null;
    return movementOut(m.movement, {
      id,
      importId: m.stored ? bankImport.id : null,
      outcome: m.outcome,
      reason,
      order: m.orderId === null ? null : (orderInfo.get(m.orderId) ?? null),
      resolution: null,
      createdAt: m.stored ? bankImport.createdAt : null,
    });
  });
  const openCount = movementsOut.filter((m) => m.open).length;
  return {
    import: importOut({ ...bankImport, staffEmail: staff?.actor.email ?? null, openCount }),
    counts,
    movements: movementsOut,
    errors,
  };
}

/** The `bank` payment of a matched (or accepted) transfer, as a statement for the transition's CTE. */
function paymentSql(db: Db, orderId: number, mv: Pick<BankMovement, 'id' | 'amount' | 'currency' | 'date' | 'variableSymbol' | 'counterAccount'>, account: string, now: Date): SQL {
  return db
    .insert(schema.payments)
    .values({
      orderId,
      provider: 'bank',
      externalId: mv.id,
      state: 'PAID',
      amount: mv.amount,
      currency: mv.currency,
      payload: { account, date: mv.date, variable_symbol: mv.variableSymbol, counter_account: mv.counterAccount },
      createdAt: now,
      updatedAt: now,
    })
    .getSQL();
}

type OrderInfo = NonNullable<BankMovementOut['order']>;

/** What the movement lists read of an order and of its currency, for `orderInfo`. */
const orderInfoFields = {
  order: { id: schema.orders.id, number: schema.orders.number, state: schema.orders.state, total: schema.orders.total, rate: schema.orders.currencyRate },
  currency: { code: schema.currencies.code, decimals: schema.currencies.decimals },
};

interface OrderInfoRow {
  order: { id: number; number: string; state: OrderState; total: number; rate: string };
  currency: { code: string; decimals: number };
}

/** The order beside a movement, with the amount the transfer is matched against, so a person compares like with like. */
function orderInfo({ order: o, currency }: OrderInfoRow): OrderInfo {
  return {
    id: o.id,
    number: o.number,
    state: o.state,
    state_name: orderStateLabel(o.state, 'cs'),
    total: o.total,
    amount_due: orderAmountDue({ total: o.total, currency: { rate: o.rate, decimals: currency.decimals } }),
    currency: currency.code,
  };
}

async function ordersById(db: Db, ids: number[]): Promise<Map<number, OrderInfo>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(orderInfoFields)
    .from(schema.orders)
    .innerJoin(schema.currencies, eq(schema.currencies.id, schema.orders.currencyId))
    .where(inArray(schema.orders.id, unique));
  return new Map(rows.map((r) => [r.order.id, orderInfo(r)]));
}

const isOutcome = (value: string): value is TransferOutcome => (transferOutcomes as readonly string[]).includes(value);
const isAction = (value: string): value is ResolveAction => (resolveActions as readonly string[]).includes(value);

/** `mark_paid: the note` ⇄ { action, note }: the one resolution column keeps both. */
const resolutionText = (action: ResolveAction, note: string | null | undefined) => (note ? `${action}: ${note}` : action);
function parseResolution(text: string): { action: ResolveAction; note: string | null } | null {
  const at = text.indexOf(': ');
  const action = at < 0 ? text : text.slice(0, at);
  return isAction(action) ? { action, note: at < 0 ? null : text.slice(at + 2) } : null;
}

function movementOut(
  mv: Pick<BankMovement, 'id' | 'date' | 'amount' | 'currency' | 'variableSymbol' | 'constantSymbol' | 'specificSymbol' | 'counterAccount' | 'counterName' | 'message'>,
  s: {
    id: number | null;
    importId: number | null;
    outcome: TransferOutcome;
    reason: string | null;
    order: OrderInfo | null;
    resolution: { text: string; at: Date; by: string | null } | null;
    createdAt: Date | null;
  },
): BankMovementOut {
  const resolution = s.resolution ? parseResolution(s.resolution.text) : null;
  return {
    id: s.id,
    import_id: s.importId,
    movement_id: mv.id,
    date: mv.date,
    amount: mv.amount,
    currency: mv.currency,
    variable_symbol: mv.variableSymbol,
    constant_symbol: mv.constantSymbol,
    specific_symbol: mv.specificSymbol,
    counter_account: mv.counterAccount,
    counter_name: mv.counterName,
    message: mv.message,
    outcome: s.outcome,
    outcome_label: transferOutcomeLabel(s.outcome),
    reason: s.reason,
    reason_label: s.reason ? transferReasonLabel(s.reason as TransferReason) : null,
    order: s.order,
    // A duplicate of an earlier import is not stored: the earlier movement is the one to look at.
    open: s.id !== null && !CLOSED_OUTCOMES.has(s.outcome) && s.resolution === null,
    resolution:
      s.resolution && resolution
        ? { action: resolution.action, label: TEXT.resolution[resolution.action], note: resolution.note, at: s.resolution.at.toISOString(), by: s.resolution.by }
        : null,
    created_at: s.createdAt?.toISOString() ?? null,
  };
}

function importOut(i: typeof schema.bankImports.$inferSelect & { staffEmail: string | null; openCount: number }): BankImportOut {
  const source = i.source === 'fio' ? 'fio' : 'upload';
  return {
    id: i.id,
    created_at: i.createdAt.toISOString(),
    source,
    source_label: TEXT.source[source],
    file_name: i.fileName,
    format: i.format as BankImportOut['format'],
    account: i.account,
    staff: i.staffEmail,
    movement_count: i.movementCount,
    matched_count: i.matchedCount,
    open_count: i.openCount,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The back office's lists

const resolver = alias(schema.staffMembers, 'resolver');

function selectMovements(db: Db) {
  const m = schema.bankMovements;
  return db
    .select({
      movement: m,
      ...orderInfoFields,
      resolvedBy: resolver.email,
    })
    .from(m)
    .leftJoin(schema.orders, eq(schema.orders.id, m.orderId))
    .leftJoin(schema.currencies, eq(schema.currencies.id, schema.orders.currencyId))
    .leftJoin(resolver, eq(resolver.id, m.resolvedBy));
}

type MovementRow = Awaited<ReturnType<typeof selectMovements>>[number];

function storedMovementOut(r: MovementRow): BankMovementOut {
  const m = r.movement;
  const outcome = isOutcome(m.outcome) ? m.outcome : 'unknown_symbol';
  return movementOut(
    {
      // The n-th occurrence of a movement repeated in its statement shows as the bank's id.
      id: m.movementId.replace(/#\d+$/, ''),
      date: m.date,
      amount: m.amount,
      currency: m.currency,
      variableSymbol: m.variableSymbol,
      constantSymbol: m.constantSymbol,
      specificSymbol: m.specificSymbol,
      counterAccount: m.counterAccount,
      counterName: m.counterName,
      message: m.message,
    },
    {
      id: Number(m.id),
      importId: m.importId,
      outcome,
      reason: m.reason,
      order: r.order && r.currency ? orderInfo({ order: r.order, currency: r.currency }) : null,
      resolution: m.resolvedAt && m.resolution ? { text: m.resolution, at: m.resolvedAt, by: r.resolvedBy ?? null } : null,
      createdAt: m.createdAt,
    },
  );
}

/** The movements, newest first: `open` = what a person must resolve (the partial index `bank_movements_open`). */
export async function listMovements(ctx: StaffContext, query: { state: 'open' | 'all'; page: number }) {
  const limit = BANK_MOVEMENTS_PAGE_SIZE;
  const where = query.state === 'open' ? OPEN : undefined;
  const m = schema.bankMovements;
  const [rows, total] = await Promise.all([
    selectMovements(ctx.db)
      .where(where)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    ctx.db.$count(m, where),
  ]);
  return { movements: rows.map(storedMovementOut), total, page: query.page, limit };
}

/** The recent imports, newest first, with how many of each one's movements are still open. */
export async function listImports(ctx: StaffContext, limit = 20) {
  const i = schema.bankImports;
  const rows = await ctx.db
    .select({
      bankImport: i,
      staffEmail: schema.staffMembers.email,
      openCount: sql<number>`(select count(*)::int from ${schema.bankMovements} where ${schema.bankMovements.importId} = ${i.id} and ${OPEN})`,
    })
    .from(i)
    .leftJoin(schema.staffMembers, eq(schema.staffMembers.id, i.staffId))
    .orderBy(desc(i.createdAt), desc(i.id))
    .limit(limit);
  return { imports: rows.map((r) => importOut({ ...r.bankImport, staffEmail: r.staffEmail ?? null, openCount: Number(r.openCount) })) };
}

/**
 * A person's resolution of an open movement: `mark_paid` accepts the transfer as its order's payment (the order must
 * still wait for payment; it is paid through the transition service like a match, with a `bank` payment row),
 * `refunded` and `ignore` only close it. Each writes who and when, and its audit row, in one transaction.
 */
export async function resolveMovement(ctx: StaffContext, id: number, body: { action: ResolveAction; note?: string | undefined }, ip: string): Promise<BankMovementOut> {
  const conflict = (code: string, message: string) => new ApiError(409, code, message);
  const queued = await inTransaction(ctx, async (tx) => {
    const { db, now } = tx;
    const m = schema.bankMovements;
    const [movement] = await db.select().from(m).where(eq(m.id, id)).for('update');
    if (!movement) throw notFound(ctx.locale);
    if (movement.resolvedAt !== null || movement.outcome === 'matched' || movement.outcome === 'ignored') throw conflict('movement_not_open', TEXT.notOpen);
    const note = body.note ? body.note : null;
    const audit = auditSql(
      db,
      { staff: ctx.actor, ip },
      {
        action: `bank.resolve.${body.action}`,
        entity: 'bank_movement',
        entityId: id,
        before: { outcome: movement.outcome, reason: movement.reason },
        after: { resolution: body.action, ...(note ? { note } : {}), ...(movement.orderId ? { order_id: movement.orderId } : {}) },
      },
      now,
    );
    const close = db
      .update(m)
      .set({ resolvedAt: now, resolvedBy: ctx.actor.staffId, resolution: resolutionText(body.action, note) })
      .where(eq(m.id, id))
      .getSQL();
    if (body.action !== 'mark_paid') {
      await db.execute(sql`with closed as (${close}), audit as (${audit}) select 1`);
      return false;
    }
    const [order] = movement.orderId === null ? [] : await db.select({ state: schema.orders.state }).from(schema.orders).where(eq(schema.orders.id, movement.orderId));
    if (!order || order.state !== 'waiting_for_payment' || movement.amount <= 0) throw conflict('order_not_waiting_for_payment', TEXT.noOrderWaiting);
    const bankId = movement.movementId.replace(/#\d+$/, '');
    const moved = await transitionOrder(tx, movement.orderId!, 'paid', {
      from: 'waiting_for_payment',
      note: bankText('cs', 'bank.history.accepted', { amount: crowns(movement.amount, movement.currency), symbol: movement.variableSymbol ?? '–', movement: bankId, hasNote: note ? 'yes' : 'no', note: note ?? '' }),
      alongside: [
        sql`payment as (${paymentSql(db, movement.orderId!, { id: bankId, amount: movement.amount, currency: movement.currency, date: movement.date, variableSymbol: movement.variableSymbol, counterAccount: movement.counterAccount }, movement.account, now)})`,
        sql`closed as (${close})`,
        sql`audit as (${audit})`,
      ],
    });
    return moved.queued;
  });
  if (queued) jobsQueued(ctx.db);
  const [row] = await selectMovements(ctx.db).where(eq(schema.bankMovements.id, id));
  return storedMovementOut(row!);
}
