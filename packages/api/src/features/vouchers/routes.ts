import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@konfety/db';
import { formatMessage, voucherErrorMessage } from '@konfety/domain/i18n';
import { checkVoucher, ESHOP_SERVICE_TYPE, normalizeVoucherCode, type VoucherError } from '@konfety/domain/vouchers';
import { emailField, optionalField } from '@konfety/domain/validation';
import { ApiError, localeOf, notFound } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import type { SiteContext } from '../../http/site';
import { ownedCart } from '../carts/access';
import { loadCart, toVoucherRules, voucherInOtherCart, voucherUsesBy } from '../carts/load';
import { cartOwner } from '../carts/owner';
import { cartIdParam, cartSchema } from '../carts/schemas';

export const addVoucherBody = z.object({
  voucherCode: z.string().trim().min(1).max(40),
  serviceType: z.string().max(16).default(ESHOP_SERVICE_TYPE).meta({ description: "Fixed 'eshop' for the online shop" }),
  guestEmail: optionalField(emailField()).nullable(),
});

/** SPEC §8: not_exists and service_type answer 404; every other rule 422; the body names the code (and its value). */
export function voucherError(locale: string, site: SiteContext, e: VoucherError): ApiError {
  const status = e.code === 'not_exists' || e.code === 'service_type' ? 404 : 422;
  return new ApiError(status, e.code, voucherErrorMessage(e, locale, site.currency), e.value !== undefined ? { value: e.value } : {});
}

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.post(
    '/voucher/cart/add/:cartId',
    {
      schema: {
        tags: ['voucher'],
        summary: 'Apply a voucher code to a cart',
        description:
          'Errors carry `error` = not_exists | service_type (404), voucher_is_already_added | user_check | quantity | active_from | active_to | quantity_per_user_limit (+value) | minimal_price (+value, minor units) | email_required (422).',
        params: cartIdParam,
        body: addVoucherBody,
        response: { 200: z.object({ data: cartSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const locale = localeOf(request);
      const owner = await cartOwner(request);
      const code = normalizeVoucherCode(request.body.voucherCode);
      const guestEmail = owner.userId === null ? (request.body.guestEmail?.trim().toLowerCase() ?? null) : null;
      return db.transaction(async (tx) => {
        // The cart row lock serialises voucher changes per cart; the primary key forbids duplicates besides.
        const cart = await ownedCart(tx, request, request.params.cartId, true);
        const [voucher] = await tx.select().from(schema.vouchers).where(eq(schema.vouchers.code, code)).limit(1);
        const current = await loadCart(tx, cart, request.site, owner, now());
        const identityKey = { userId: owner.userId, email: owner.email ?? guestEmail };
        const identity = owner.userId !== null ? { userId: owner.userId } : guestEmail ? { email: guestEmail } : null;
        const error = checkVoucher(voucher ? toVoucherRules(voucher) : null, {
          now: now(),
          serviceType: request.body.serviceType,
          goodsTotal: current.totals.goods,
          cartVoucherIds: current.out.vouchers.map((v) => v.voucher_id),
          identity,
          usesByIdentity: voucher && voucher.quantityPerUser !== null ? await voucherUsesBy(tx, voucher.id, identityKey) : 0,
          inOtherCartOfIdentity: voucher && voucher.quantityPerUser !== null ? await voucherInOtherCart(tx, voucher.id, cart.id, identityKey) : false,
        });
        if (error || !voucher) throw voucherError(locale, request.site, error ?? { code: 'not_exists' });
        await tx.insert(schema.cartVouchers).values({ cartId: cart.id, voucherId: voucher.id, guestEmail, addedAt: now() });
        const [touched] = await tx.update(schema.carts).set({ updatedAt: now() }).where(eq(schema.carts.id, cart.id)).returning();
        return { data: (await loadCart(tx, touched!, request.site, owner, now())).out };
      });
    },
  );

  app.post(
    '/voucher/cart/delete/:cartId',
    {
      schema: {
        tags: ['voucher'],
        summary: "Remove a voucher from a cart ('order' vouchers cannot be removed)",
        params: cartIdParam,
        body: z.object({ voucherId: z.number().int().positive().max(2147483647) }),
        response: { 200: z.object({ data: cartSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const owner = await cartOwner(request);
      return db.transaction(async (tx) => {
        const cart = await ownedCart(tx, request, request.params.cartId, true);
        const [row] = await tx
          .select({ type: schema.vouchers.type })
          .from(schema.cartVouchers)
          .innerJoin(schema.vouchers, eq(schema.vouchers.id, schema.cartVouchers.voucherId))
          .where(and(eq(schema.cartVouchers.cartId, cart.id), eq(schema.cartVouchers.voucherId, request.body.voucherId)));
        if (!row) throw notFound(request);
        if (row.type === 'order') {
          throw new ApiError(403, 'voucher_locked', formatMessage(localeOf(request), 'voucher.locked'));
        }
        await tx.delete(schema.cartVouchers).where(and(eq(schema.cartVouchers.cartId, cart.id), eq(schema.cartVouchers.voucherId, request.body.voucherId)));
        const [touched] = await tx.update(schema.carts).set({ updatedAt: now() }).where(eq(schema.carts.id, cart.id)).returning();
        return { data: (await loadCart(tx, touched!, request.site, owner, now())).out };
      });
    },
  );
};
