import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { executePrepared, rowOf, schema, selectedColumns } from '@konfety/db';
import { notFound } from '../../errors';
import type { ShopContext } from '../../shop-context';

export type CartRow = typeof schema.carts.$inferSelect;

const CART_COLUMNS = getTableColumns(schema.carts);

/**
 * A cart is reachable only by its owner: a guest cart by its secret tempId, an
 * account cart by its numeric id together with its customer. Everything
 * else answers 404, the same as a cart that does not exist, so ids cannot be probed.
 * With `forUpdate`, the cart row is locked for the caller's transaction, which
 * serialises every change to one cart.
 */
export async function ownedCart(ctx: ShopContext, cartId: string | number, forUpdate = false): Promise<CartRow> {
  let where: SQL;
  if (typeof cartId === 'string') {
    where = sql`c.temp_id = ${cartId}::uuid and c.site_id = ${ctx.site.id}::int`;
  } else {
    if (ctx.actor.kind !== 'customer') throw notFound(ctx.locale);
    where = sql`c.id = ${cartId}::int and c.user_id = ${ctx.actor.userId}::int and c.site_id = ${ctx.site.id}::int and c.temp_id is null`;
  }
  // A prepared statement (db prepared.ts), in the caller's transaction too: every cart change starts with it.
  const [raw] = await executePrepared<Record<string, unknown>>(
    ctx.db,
    forUpdate ? 'owned_cart_lock' : 'owned_cart',
    sql`select ${selectedColumns(CART_COLUMNS, 'c', '')} from carts c where ${where} limit 1${forUpdate ? sql` for update` : sql``}`,
  );
  if (!raw) throw notFound(ctx.locale);
  return rowOf(CART_COLUMNS, raw, '');
}
