import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { formatMessage } from '@konfety/domain/i18n';
import { fieldErrors, unauthorized } from '../../errors';
import { inTransaction, type ShopContext } from '../../shop-context';
import { loadProducts, presentVariant, taxOf } from '../catalog/present';
import { ownedCart } from './access';
import { loadCart, stockByVariant } from './load';
import type { CartItemChangeOut, CartOut, PutItemBody } from './schemas';

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
  return (await loadCart(ctx, cart!)).out;
}

/** The customer's carts on the site, most recently changed first (the first is the active one). Only for a customer (401). */
export async function customerCarts(ctx: ShopContext): Promise<CartOut[]> {
  if (ctx.actor.kind !== 'customer') throw unauthorized(ctx.locale);
  const c = schema.carts;
  const rows = await ctx.db
    .select()
    .from(c)
    .where(and(eq(c.userId, ctx.actor.userId), eq(c.siteId, ctx.site.id), isNull(c.tempId)))
    .orderBy(desc(c.updatedAt), desc(c.id));
  const carts = [];
  for (const row of rows) carts.push((await loadCart(ctx, row)).out);
  return carts;
}

/** A guest cart by its tempId; `'0'`, an unknown or an expired tempId gets a new guest cart (even for a customer). */
export async function guestCart(ctx: ShopContext, tempId: string): Promise<CartOut> {
  let cart;
  if (tempId !== '0') {
    const cutoff = new Date(ctx.now.getTime() - GUEST_CART_TTL_MS);
    [cart] = await ctx.db
      .select()
      .from(schema.carts)
      .where(and(eq(schema.carts.tempId, tempId), eq(schema.carts.siteId, ctx.site.id), sql`${schema.carts.updatedAt} >= ${cutoff}`))
      .limit(1);
  }
  if (!cart) return newCart(ctx, null);
  return (await loadCart(ctx, cart)).out;
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
    const product = (await loadProducts(db, [change.id], site)).get(change.id);
    if (!product || !product.row.active) throw fieldErrors(locale, { id: [formatMessage(locale, 'cart.productUnavailable')] });
    const variants = await db
      .select()
      .from(schema.variants)
      .where(and(eq(schema.variants.productId, change.id), eq(schema.variants.active, true)))
      .orderBy(asc(schema.variants.position));
    const variant = change.variantId ? variants.find((v) => v.id === change.variantId) : variants.length === 1 ? variants[0] : undefined;
    if (!variant) {
      throw fieldErrors(locale, { variantId: [formatMessage(locale, change.variantId ? 'cart.variantUnavailable' : 'cart.variantRequired')] });
    }
    const parentId = change.parentId ?? null;
    if (parentId !== null) {
      const [parent] = await db
        .select({ id: schema.cartItems.id })
        .from(schema.cartItems)
        .where(and(eq(schema.cartItems.id, parentId), eq(schema.cartItems.cartId, cart.id), isNull(schema.cartItems.parentId)));
      if (!parent) throw fieldErrors(locale, { parentId: [formatMessage(locale, 'cart.invalidParent')] });
    }
    const [existing] = await db
      .select()
      .from(schema.cartItems)
      .where(
        and(
          eq(schema.cartItems.cartId, cart.id),
          eq(schema.cartItems.variantId, variant.id),
          parentId === null ? isNull(schema.cartItems.parentId) : eq(schema.cartItems.parentId, parentId),
        ),
      );
    const original = existing?.quantity ?? 0;
    const at = ctx.now;
    if (change.quantity === 0) {
      if (existing) await db.delete(schema.cartItems).where(eq(schema.cartItems.id, existing.id));
    } else {
      const available = (await stockByVariant(db, [variant.id])).get(variant.id) ?? 0;
      if (change.quantity > available) {
        throw fieldErrors(locale, {
          quantity: [available === 0 ? formatMessage(locale, 'cart.outOfStock') : formatMessage(locale, 'cart.notEnoughStock', { count: available })],
        });
      }
      const note = change.note === undefined ? (existing?.note ?? null) : change.note;
      if (existing) {
        await db.update(schema.cartItems).set({ quantity: change.quantity, note, updatedAt: at }).where(eq(schema.cartItems.id, existing.id));
      } else {
        await db
          .insert(schema.cartItems)
          .values({ cartId: cart.id, productId: product.row.id, variantId: variant.id, parentId, quantity: change.quantity, note, createdAt: at, updatedAt: at });
      }
    }
    const touched = await touchCart(tx, cart.id);
    return {
      product: product.out,
      variant: presentVariant(variant, taxOf(site, product.row.taxClass).bp),
      quantity: change.quantity,
      original_quantity: original,
      cart: (await loadCart(tx, touched)).out,
    };
  });
}

/** Marks a cart changed now (guest carts expire from their last change) and answers its row. */
export async function touchCart(ctx: Pick<ShopContext, 'db' | 'now'>, cartId: number) {
  const [touched] = await ctx.db.update(schema.carts).set({ updatedAt: ctx.now }).where(eq(schema.carts.id, cartId)).returning();
  return touched!;
}

/** Removes guest carts whose cookie has long expired (run by the server's housekeeping timer). */
export async function purgeExpiredGuestCarts(db: Db, at: Date) {
  const cutoff = new Date(at.getTime() - 2 * GUEST_CART_TTL_MS);
  await db.delete(schema.carts).where(and(sql`${schema.carts.tempId} is not null`, isNull(schema.carts.userId), lt(schema.carts.updatedAt, cutoff)));
}
