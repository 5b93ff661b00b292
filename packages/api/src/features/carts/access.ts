import { and, eq, isNull } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { notFound } from '../../errors';
import type { ShopContext } from '../../shop-context';

export type CartRow = typeof schema.carts.$inferSelect;

/**
 * A cart is reachable only by its owner: a guest cart by its secret tempId, an
 * account cart by its numeric id together with its customer. Everything
 * else answers 404, the same as a cart that does not exist, so ids cannot be probed.
 * With `forUpdate`, the cart row is locked for the caller's transaction, which
 * serialises every change to one cart.
 */
export async function ownedCart(ctx: ShopContext, cartId: string | number, forUpdate = false): Promise<CartRow> {
  const c = schema.carts;
  let where;
  if (typeof cartId === 'string') {
    where = and(eq(c.tempId, cartId), eq(c.siteId, ctx.site.id));
  } else {
    if (ctx.actor.kind !== 'customer') throw notFound(ctx.locale);
    where = and(eq(c.id, cartId), eq(c.userId, ctx.actor.userId), eq(c.siteId, ctx.site.id), isNull(c.tempId));
  }
  const query = ctx.db.select().from(c).where(where).limit(1);
  const [cart] = forUpdate ? await query.for('update') : await query;
  if (!cart) throw notFound(ctx.locale);
  return cart;
}
