import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { notFound } from '../../http/errors';

export type CartRow = typeof schema.carts.$inferSelect;

/**
 * A cart is reachable only by its owner: a guest cart by its secret tempId, an
 * account cart by its numeric id together with its user's token. Everything
 * else answers 404, the same as a cart that does not exist, so ids cannot be probed.
 * With `forUpdate`, the cart row is locked for the caller's transaction, which
 * serialises every change to one cart.
 */
export async function ownedCart(db: Db, request: FastifyRequest, cartId: string | number, forUpdate = false): Promise<CartRow> {
  const c = schema.carts;
  let where;
  if (typeof cartId === 'string') {
    where = and(eq(c.tempId, cartId), eq(c.siteId, request.site.id));
  } else {
    const user = await request.currentUser();
    if (!user) throw notFound(request);
    where = and(eq(c.id, cartId), eq(c.userId, user.user.id), eq(c.siteId, request.site.id), isNull(c.tempId));
  }
  const query = db.select().from(c).where(where).limit(1);
  const [cart] = forUpdate ? await query.for('update') : await query;
  if (!cart) throw notFound(request);
  return cart;
}
