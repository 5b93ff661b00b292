import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { notFound } from '../../errors';
import type { SiteScope } from '../../shop-context';

export type OrderRow = typeof schema.orders.$inferSelect;

/**
 * An order by its public key: id plus the unguessable hash, on the context's
 * site. The hash is compared in constant time, and a wrong hash looks exactly
 * like a missing order (404).
 */
export async function orderByHash(scope: SiteScope, id: number, hash: string): Promise<OrderRow> {
  const [order] = await scope.db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, id), eq(schema.orders.siteId, scope.site.id)))
    .limit(1);
  if (!order || !timingSafeEqual(Buffer.from(order.hash), Buffer.from(hash))) throw notFound(scope.locale);
  return order;
}
