import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@konfety/db';
import { fieldErrors, localeOf } from '../../http/errors';
import { requireUser } from '../../http/auth';
import { errorResponses, localeParam } from '../../http/schemas';
import { formatMessage } from '@konfety/domain/i18n';
import { ownedCart } from './access';
import { loadCart, stockByVariant } from './load';
import { cartOwner } from './owner';
import { cartIdParam, cartItemChangeSchema, cartSchema, putItemBody } from './schemas';
import { loadProducts, presentVariant, taxOf } from '../catalog/present';

/** Guest carts live as long as their cookie (SPEC §9: 14 days) after the last change. */
export const GUEST_CART_TTL_MS = 1209600 * 1000;

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  async function createCart(siteId: number, userId: number | null) {
    const [cart] = await db
      .insert(schema.carts)
      .values({ siteId, userId, tempId: userId === null ? randomUUID() : null, createdAt: now(), updatedAt: now() })
      .returning();
    return cart!;
  }

  app.get(
    '/cart/:locale',
    {
      schema: {
        tags: ['cart'],
        summary: "The logged-in customer's carts on this site, most recently changed first (the first is the active one)",
        security: [{ bearer: [] }],
        params: z.object({ locale: localeParam }),
        response: { 200: z.object({ data: z.array(cartSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const owner = await cartOwner(request);
      const rows = await db
        .select()
        .from(schema.carts)
        .where(and(eq(schema.carts.userId, user.user.id), eq(schema.carts.siteId, request.site.id), isNull(schema.carts.tempId)))
        .orderBy(desc(schema.carts.updatedAt), desc(schema.carts.id));
      const data = [];
      for (const row of rows) data.push((await loadCart(db, row, request.site, owner, now())).out);
      return { data };
    },
  );

  app.get(
    '/cart/anonymous/:locale/:guestCartId',
    {
      schema: {
        tags: ['cart'],
        summary: 'A guest cart by its tempId; 0 (or an expired tempId) creates a new one',
        params: z.object({ locale: localeParam, guestCartId: z.union([z.literal('0'), z.uuid()]) }),
        response: { 200: z.object({ data: cartSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const { guestCartId } = request.params;
      let cart;
      if (guestCartId !== '0') {
        const cutoff = new Date(now().getTime() - GUEST_CART_TTL_MS);
        [cart] = await db
          .select()
          .from(schema.carts)
          .where(and(eq(schema.carts.tempId, guestCartId), eq(schema.carts.siteId, request.site.id), sql`${schema.carts.updatedAt} >= ${cutoff}`))
          .limit(1);
      }
      cart ??= await createCart(request.site.id, null);
      return { data: (await loadCart(db, cart, request.site, await cartOwner(request), now())).out };
    },
  );

  app.post(
    '/cart/create',
    {
      schema: {
        tags: ['cart'],
        summary: 'Create a cart: an account cart with a Bearer token, otherwise a guest cart with a new tempId',
        response: { 200: z.object({ data: cartSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const owner = await cartOwner(request);
      const cart = await createCart(request.site.id, owner.userId);
      return { data: (await loadCart(db, cart, request.site, owner, now())).out };
    },
  );

  app.delete(
    '/cart/:cartId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Delete a cart with its items and vouchers',
        params: cartIdParam,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      const cart = await ownedCart(db, request, request.params.cartId);
      await db.delete(schema.carts).where(eq(schema.carts.id, cart.id));
      return { success: true as const };
    },
  );

  app.put(
    '/cart/:cartId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a product variant in the cart (0 removes it); parentId attaches it to another line',
        params: cartIdParam,
        body: putItemBody,
        response: { 200: cartItemChangeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const locale = localeOf(request);
      const owner = await cartOwner(request);
      const result = await db.transaction(async (tx) => {
        const cart = await ownedCart(tx, request, request.params.cartId, true);
        const products = await loadProducts(tx, [body.id], request.site);
        const product = products.get(body.id);
        if (!product || !product.row.active) throw fieldErrors(request, { id: [formatMessage(locale, 'cart.productUnavailable')] });
        const variants = await tx
          .select()
          .from(schema.variants)
          .where(and(eq(schema.variants.productId, body.id), eq(schema.variants.active, true)))
          .orderBy(asc(schema.variants.position));
        const variant = body.variantId ? variants.find((v) => v.id === body.variantId) : variants.length === 1 ? variants[0] : undefined;
        if (!variant) {
          throw fieldErrors(request, { variantId: [formatMessage(locale, body.variantId ? 'cart.variantUnavailable' : 'cart.variantRequired')] });
        }
        const parentId = body.parentId ?? null;
        if (parentId !== null) {
          const [parent] = await tx
            .select({ id: schema.cartItems.id })
            .from(schema.cartItems)
            .where(and(eq(schema.cartItems.id, parentId), eq(schema.cartItems.cartId, cart.id), isNull(schema.cartItems.parentId)));
          if (!parent) throw fieldErrors(request, { parentId: [formatMessage(locale, 'cart.invalidParent')] });
        }
        const [existing] = await tx
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
        const at = now();
        if (body.quantity === 0) {
          if (existing) await tx.delete(schema.cartItems).where(eq(schema.cartItems.id, existing.id));
        } else {
          const available = (await stockByVariant(tx, [variant.id])).get(variant.id) ?? 0;
          if (body.quantity > available) {
            throw fieldErrors(request, {
              quantity: [available === 0 ? formatMessage(locale, 'cart.outOfStock') : formatMessage(locale, 'cart.notEnoughStock', { count: available })],
            });
          }
          const note = body.note === undefined ? (existing?.note ?? null) : body.note;
          if (existing) {
            await tx.update(schema.cartItems).set({ quantity: body.quantity, note, updatedAt: at }).where(eq(schema.cartItems.id, existing.id));
          } else {
            await tx.insert(schema.cartItems).values({ cartId: cart.id, productId: product.row.id, variantId: variant.id, parentId, quantity: body.quantity, note, createdAt: at, updatedAt: at });
          }
        }
        const [touched] = await tx.update(schema.carts).set({ updatedAt: at }).where(eq(schema.carts.id, cart.id)).returning();
        const loaded = await loadCart(tx, touched!, request.site, owner, at);
        return {
          product: product.out,
          variant: presentVariant(variant, taxOf(request.site, product.row.taxClass).bp),
          quantity: body.quantity,
          original_quantity: original,
          cart: loaded.out,
        };
      });
      return result;
    },
  );
};

/** Removes guest carts whose cookie has long expired (run by the server's housekeeping timer). */
export async function purgeExpiredGuestCarts(db: import('@konfety/db').Db, at: Date) {
  const cutoff = new Date(at.getTime() - 2 * GUEST_CART_TTL_MS);
  await db.delete(schema.carts).where(and(sql`${schema.carts.tempId} is not null`, isNull(schema.carts.userId), lt(schema.carts.updatedAt, cutoff)));
}
