import { eq, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import type { ShopContext } from '../../../shop-context';
import type { OrderRow } from '../../orders/lookup';
import { onPlacing } from '../../orders/state-jobs';
import type { OrderBody } from '../schemas';
import type { StockTake } from './stock';

/** Step "subscribe to the newsletter", when the buyer ticked it (an address already subscribed stays as it is). */
export async function subscribeToNewsletter(ctx: ShopContext, body: OrderBody): Promise<void> {
  if (!body.newsletter) return;
  await ctx.db
    .insert(schema.newsletterSubscribers)
    .values({ siteId: ctx.site.id, email: body.email.trim().toLowerCase(), source: 'checkout', consentAt: ctx.now, createdAt: ctx.now })
    .onConflictDoNothing();
}

/**
 * Step "finish", in one statement: the order's lines (unless `insertLinesWithChildren` inserted them), the first
 * state of its history, where its pieces were taken from (stock movements: a cancellation returns them there), the
 * work placing queues (`orders/state-jobs.ts onPlacing`: the confirmation e-mail, sent after the commit by the jobs
 * runner) and the cart's deletion.
 */
export async function finishPlacement(
  ctx: ShopContext,
  order: OrderRow,
  cartId: number,
  lines: { rows: Array<typeof schema.orderItems.$inferInsert>; inserted: boolean },
  takes: readonly StockTake[],
): Promise<void> {
  const tx = ctx.db;
  const items = lines.inserted ? [] : [sql`items as (${tx.insert(schema.orderItems).values(lines.rows).getSQL()})`];
  const history = sql`history as (${tx.insert(schema.orderStateHistory).values({ orderId: order.id, state: order.state, createdAt: ctx.now }).getSQL()})`;
  const moved =
    takes.length === 0
      ? []
      : [
          sql`moved as (${tx
            .insert(schema.stockMovements)
            .values(takes.map((t) => ({ variantId: t.variantId, branchId: t.branchId, delta: -t.quantity, reason: 'order' as const, orderId: order.id, createdAt: ctx.now })))
            .getSQL()})`,
        ];
  const jobs = onPlacing(order.id).map((job, n) => sql`${sql.raw(`job${n}`)} as (${job})`);
  await tx.execute(sql`with ${sql.join([...items, history, ...moved, ...jobs], sql`, `)} ${tx.delete(schema.carts).where(eq(schema.carts.id, cartId)).getSQL()}`);
}
