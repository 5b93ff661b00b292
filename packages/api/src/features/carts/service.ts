import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared, schema } from '@konfety/db';
import { formatMessage } from '@konfety/domain/i18n';
import { fieldErrors, unauthorized } from '../../errors';
import { inTransaction, type ShopContext } from '../../shop-context';
import { CARD_SQL_COLUMNS, type CardSqlColumns, cardOfSqlRow, presentProduct, presentVariant, taxOf } from '../catalog/present';
import { ownedCart } from './access';
import { emptyCart, loadCart, loadCustomerCarts, loadGuestCart } from './load';
import type { CartItemChangeOut, CartOut, PutItemBody } from './schemas';

type VariantRow = typeof schema.variants.$inferSelect;

/** Guest carts live as long as their cookie (SPEC §9: 14 days) after the last change. */
export const GUEST_CART_TTL_MS = 1209600 * 1000;

/** A new empty cart: the customer's, or a guest cart with a fresh secret tempId. */
export async function createCart(ctx: ShopContext): Promise<CartOut> {
  return newCart(ctx, ctx.actor.kind === 'customer' ? ctx.actor.userId : null);
}

async function newCart(ctx: ShopContext, userId: number | null): Promise<CartOut> {
  const [cart] = await ctx.db
    .insert(schema.carts)
    .values({ siteId: ctx.site.id, userId, tempId: userId === null ? randomUUID() : null, createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  return emptyCart(ctx, cart!).out;
}

/** The customer's carts on the site, most recently changed first (the first is the active one). Only for a customer (401). */
export async function customerCarts(ctx: ShopContext): Promise<CartOut[]> {
  if (ctx.actor.kind !== 'customer') throw unauthorized(ctx.locale);
  return (await loadCustomerCarts(ctx, ctx.actor.userId)).map((c) => c.out);
}

/** A guest cart by its tempId; `'0'`, an unknown or an expired tempId gets a new guest cart (even for a customer). */
export async function guestCart(ctx: ShopContext, tempId: string): Promise<CartOut> {
  const cart = tempId === '0' ? null : await loadGuestCart(ctx, tempId, new Date(ctx.now.getTime() - GUEST_CART_TTL_MS));
  return cart ? cart.out : newCart(ctx, null);
}

/** Deletes a cart the caller owns, with its items and vouchers. */
export async function deleteCart(ctx: ShopContext, cartId: string | number): Promise<void> {
  const cart = await ownedCart(ctx, cartId);
  await ctx.db.delete(schema.carts).where(eq(schema.carts.id, cart.id));
}

/**
 * Sets the quantity of a product variant in a cart (0 removes the line), in one
 * transaction under the cart's row lock. A product with one variant needs no
 * variant id; `parentId` attaches the line to a root line of the same cart.
 * Refuses (422 per field) an inactive product or variant, a bad parent, and
 * more pieces than are in stock.
 */
export async function setCartItem(ctx: ShopContext, cartId: string | number, change: PutItemBody): Promise<CartItemChangeOut> {
  const { locale, site } = ctx;
  return inTransaction(ctx, async (tx) => {
    const db = tx.db;
    const cart = await ownedCart(tx, cartId, true);
    const parentId = change.parentId ?? null;
    const found = await readProductForCart(db, cart.id, change.id, parentId);
    if (!found || !found.product.active) throw fieldErrors(locale, { id: [formatMessage(locale, 'cart.productUnavailable')] });
    const { product, variants } = found;
    const variant = change.variantId ? variants.find((v) => v.id === change.variantId) : variants.length === 1 ? variants[0] : undefined;
    if (!variant) {
      throw fieldErrors(locale, { variantId: [formatMessage(locale, change.variantId ? 'cart.variantUnavailable' : 'cart.variantRequired')] });
    }
    if (!found.parentOk) throw fieldErrors(locale, { parentId: [formatMessage(locale, 'cart.invalidParent')] });
    const existing = found.lines.find((l) => l.variant_id === variant.id);
    const original = existing?.quantity ?? 0;
    const at = ctx.now;
    let write: SQL | null = null;
    if (change.quantity === 0) {
      if (existing) write = db.delete(schema.cartItems).where(eq(schema.cartItems.id, existing.id)).getSQL();
    } else {
      if (change.quantity > variant.available) {
        throw fieldErrors(locale, {
          quantity: [
            variant.available === 0 ? formatMessage(locale, 'cart.outOfStock') : formatMessage(locale, 'cart.notEnoughStock', { count: variant.available }),
          ],
        });
      }
      const note = change.note === undefined ? (existing?.note ?? null) : change.note;
      write = existing
        ? db.update(schema.cartItems).set({ quantity: change.quantity, note, updatedAt: at }).where(eq(schema.cartItems.id, existing.id)).getSQL()
        : db
            .insert(schema.cartItems)
            .values({ cartId: cart.id, productId: product.id, variantId: variant.id, parentId, quantity: change.quantity, note, createdAt: at, updatedAt: at })
            .getSQL();
    }
    // The line's change and the cart's "changed now" in one statement.
    const touch = sql`update ${schema.carts} set updated_at = ${at} where id = ${cart.id}`;
    await db.execute(write ? sql`with line as (${write}) ${touch}` : touch);
    const touched = { ...cart, updatedAt: at };
    return {
      product: presentProduct(product, found.category, site),
      variant: presentVariant(variant, taxOf(site, product.taxClass).bp, site.locale),
      quantity: change.quantity,
      original_quantity: original,
      cart: (await loadCart(tx, touched)).out,
    };
  });
}

interface CartLineJson {
  id: number;
  variant_id: number;
  quantity: number;
  note: string | null;
}

// The size (the listings' facet) is no business of a cart line.
interface VariantWithStock extends Omit<VariantRow, 'size'> {
  available: number;
}

/**
 * What changing a cart line needs, in one statement: the product (card columns, default category), its active
 * variants in order with the pieces in stock of each, the cart's lines of the product under `parentId`, and
 * whether `parentId` is a root line of the cart. Undefined for an unknown product.
 */
async function readProductForCart(db: Db, cartId: number, productId: number, parentId: number | null) {
  // A prepared statement (db prepared.ts), in the change's transaction too: planning it was most of its cost.
  const [raw] = await executePrepared<CardSqlColumns & { variants: Array<Record<string, unknown>>; lines: CartLineJson[]; parent_ok: boolean }>(
    db,
    'cart_product',
    sql`select ${CARD_SQL_COLUMNS},
      (select coalesce(json_agg(json_build_object('id', v.id, 'product_id', v.product_id, 'code', v.code, 'name', v.name, 'ean', v.ean,
          'price', v.price, 'price_sale', v.price_sale, 'is_price_sale_active', v.is_price_sale_active, 'original_price', v.original_price,
          'position', v.position, 'active', v.active,
          'available', (select coalesce(sum(greatest(s.quantity, 0)), 0) from stock s where s.variant_id = v.id)) order by v.position), '[]')
        from variants v where v.product_id = p.id and v.active) as variants,
      (select coalesce(json_agg(json_build_object('id', i.id, 'variant_id', i.variant_id, 'quantity', i.quantity, 'note', i.note)), '[]')
        from cart_items i where i.cart_id = ${cartId}::int and i.product_id = p.id and i.parent_id is not distinct from ${parentId}::int) as lines,
      ${parentId === null ? sql`true` : sql`exists (select 1 from cart_items i where i.id = ${parentId}::int and i.cart_id = ${cartId}::int and i.parent_id is null)`} as parent_ok
    from products p left join categories c on c.id = p.default_category_id
    where p.id = ${productId}::int`,
  );
  if (!raw) return undefined;
  const { row: product, category } = cardOfSqlRow(raw);
  const row = { product, category, lines: raw.lines, parentOk: raw.parent_ok };
  const variants: VariantWithStock[] = raw.variants.map((v) => ({
    id: v.id as number,
    productId: v.product_id as number,
    code: v.code as string,
    name: v.name as string,
    ean: v.ean as string | null,
    price: v.price as number,
    priceSale: v.price_sale as number | null,
    isPriceSaleActive: v.is_price_sale_active as boolean,
    originalPrice: v.original_price as number | null,
    position: v.position as number,
    active: v.active as boolean,
    available: Number(v.available),
  }));
  return { ...row, variants };
}

/** Marks a cart changed now (guest carts expire from their last change) and answers its row. */
export async function touchCart(ctx: Pick<ShopContext, 'db' | 'now'>, cartId: number) {
  const [touched] = await ctx.db.update(schema.carts).set({ updatedAt: ctx.now }).where(eq(schema.carts.id, cartId)).returning();
  return touched!;
}

/** Removes guest carts whose cookie has long expired (run by the hourly housekeeping job, housekeeping/jobs.ts). */
export async function purgeExpiredGuestCarts(db: Db, at: Date) {
  const cutoff = new Date(at.getTime() - 2 * GUEST_CART_TTL_MS);
  await db.delete(schema.carts).where(and(sql`${schema.carts.tempId} is not null`, isNull(schema.carts.userId), lt(schema.carts.updatedAt, cutoff)));
}
