import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { notFound } from '../../http/errors';

/**
 * An order by its public key: id plus the unguessable hash, on the request's
 * site. The hash is compared in constant time, and a wrong hash looks exactly
 * like a missing order (404).
 */
export async function orderByHash(db: Db, request: FastifyRequest, id: number, hash: string) {
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, id), eq(schema.orders.siteId, request.site.id)))
    .limit(1);
  if (!order || !timingSafeEqual(Buffer.from(order.hash), Buffer.from(hash))) throw notFound(request);
  return order;
}
