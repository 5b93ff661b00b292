import { eq, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { schema } from '@konfety/db';
import { DEFAULT_LOCALE, formatMessage, orderStateLabel } from '@konfety/domain/i18n';
import { canTransition, type OrderState } from '@konfety/domain/orders';
import { apiError, notFound } from '../../errors';
import { type Actor, inTransaction, type ShopContext } from '../../shop-context';
import { jobsQueued } from '../../jobs/queue';
import { cancellationEffects } from './cancellation';
import { onEntering } from './state-jobs';

export interface TransitionOptions {
  /** Why (the staff's words, a gateway's payment id); the history row keeps it after who made the change. */
  note?: string | null;
  /**
   * The state the caller saw the order in. A back-office form sends the state it showed, so two members of staff
   * acting on the same sight make one change: the later one is refused (409 `order_state_changed`).
   */
  from?: OrderState;
  /** When the order is no longer in `from`: refuse (the default), or skip, writing nothing (a gateway's repeated notification). */
  whenMoved?: 'refuse' | 'skip';
  /** The parcel's number, recorded with the change to `shipped` (the shipped e-mail links the carrier's tracking). */
  trackingNumber?: string;
  /** More parts of the change's statement (named CTEs): the caller's audit row. */
  alongside?: readonly SQL[];
}

export interface TransitionResult {
  changed: boolean;
  /** The order's state when it was locked. */
  from: OrderState;
  /** Whether work was queued: a caller whose transaction this ran in calls `jobsQueued` after its commit. */
  queued: boolean;
}

/** Who made a change, as the history row names it: in Czech, the language of the staff who read the history. */
function actorLabel(actor: Actor): string {
  switch (actor.kind) {
    case 'guest':
      return formatMessage(DEFAULT_LOCALE, 'order.actor.guest');
    case 'customer':
      return formatMessage(DEFAULT_LOCALE, 'order.actor.customer', { email: actor.email });
    case 'staff':
      return formatMessage(DEFAULT_LOCALE, 'order.actor.staff', { email: actor.email });
    case 'system':
      return formatMessage(DEFAULT_LOCALE, `order.actor.${actor.name}`);
  }
}

function historyNote(actor: Actor, note: string | null | undefined): string {
  return formatMessage(DEFAULT_LOCALE, 'order.historyNote', { who: actorLabel(actor), hasNote: note ? 'yes' : 'no', note: note ?? '' });
}

/**
 * The one way an order changes state after it was placed: the order row is locked, the change checked against
 * the life cycle (`domain/orders.ts canTransition`; a forbidden one is 409 `order_transition_forbidden`), the
 * state set with what it stamps (`paid_at`, the tracking number), its history row written with who made it
 * (`ctx.actor`), what a cancellation undoes (`cancellation.ts`: the stock returned, the vouchers released) and the
 * work the new state queues (`state-jobs.ts onEntering`), in one statement. Runs in the caller's transaction when
 * `ctx.db` is one, else in its own. An order of any site: the caller has found it already.
 */
export async function transitionOrder(ctx: ShopContext, orderId: number, to: OrderState, options: TransitionOptions = {}): Promise<TransitionResult> {
  const run = async (tx: ShopContext): Promise<TransitionResult> => {
    const { db, now, locale } = tx;
    // FOR NO KEY UPDATE: serialises the changes of this order without blocking rows that merely point at it.
    const [order] = await db.select({ state: schema.orders.state }).from(schema.orders).where(eq(schema.orders.id, orderId)).for('no key update');
    if (!order) throw notFound(locale);
    const from = order.state;
    if (options.from !== undefined && from !== options.from) {
      if (options.whenMoved === 'skip') return { changed: false, from, queued: false };
      throw apiError(locale, 409, 'order_state_changed', 'order.stateChanged', { state: orderStateLabel(from, locale) });
    }
    if (!canTransition(from, to)) {
      throw apiError(locale, 409, 'order_transition_forbidden', 'order.transitionForbidden', { from: orderStateLabel(from, locale), to: orderStateLabel(to, locale) });
    }
    const update = db
      .update(schema.orders)
      .set({ state: to, updatedAt: now, ...(to === 'paid' ? { paidAt: now } : {}), ...(options.trackingNumber === undefined ? {} : { trackingNumber: options.trackingNumber }) })
      .where(eq(schema.orders.id, orderId))
      .getSQL();
    const history = db.insert(schema.orderStateHistory).values({ orderId, state: to, note: historyNote(tx.actor, options.note), createdAt: now }).getSQL();
    const jobs = onEntering[to](orderId);
    const undo = to === 'cancelled' ? cancellationEffects(orderId, tx.actor.kind === 'staff' ? tx.actor.staffId : null, now) : [];
    const parts = [sql`moved as (${update})`, sql`history as (${history})`, ...undo, ...(options.alongside ?? []), ...jobs.map((job, i) => sql`${sql.raw(`job${i}`)} as (${job})`)];
    await db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
    return { changed: true, from, queued: jobs.length > 0 };
  };
  if (ctx.db instanceof PgTransaction) return run(ctx);
  const result = await inTransaction(ctx, run);
  if (result.queued) jobsQueued(ctx.db);
  return result;
}
