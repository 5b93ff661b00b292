import { and, eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { formatMessage, voucherErrorMessage } from '@konfety/domain/i18n';
import { checkVoucher, customerIdentity, normalizeVoucherCode, type VoucherError } from '@konfety/domain/vouchers';
import { ApiError, notFound } from '../../errors';
import type { SiteContext } from '../../sites';
import { inTransaction, type ShopContext } from '../../shop-context';
import { ownedCart } from '../carts/access';
import { loadCart, toVoucherRules, voucherInOtherCart, voucherUsesBy } from '../carts/load';
import { cartOwner } from '../carts/owner';
import type { CartOut } from '../carts/schemas';
import { touchCart } from '../carts/service';
import type { AddVoucherBody } from './schemas';

/** SPEC §8: not_exists and service_type answer 404; every other rule 422; the body names the code (and its value). */
export function voucherError(locale: string, site: SiteContext, e: VoucherError): ApiError {
  const status = e.code === 'not_exists' || e.code === 'service_type' ? 404 : 422;
  return new ApiError(status, e.code, voucherErrorMessage(e, locale, site.currency), e.value !== undefined ? { value: e.value } : {});
}

/**
 * Applies a voucher code to a cart the caller owns, after every SPEC §8 rule
 * (per-user limits with the customer's identity, or a guest's e-mail: a pre-check only — at order
 * placement a guest's limit binds to the order's e-mail, see domain `customerIdentity`).
 * The cart row lock serialises voucher changes per cart; the primary key forbids duplicates besides.
 */
export async function addVoucher(ctx: ShopContext, cartId: string | number, body: AddVoucherBody): Promise<CartOut> {
  const owner = cartOwner(ctx.actor);
  const code = normalizeVoucherCode(body.voucherCode);
  const guestEmail = owner.userId === null && body.guestEmail ? customerIdentity(body.guestEmail) : null;
  return inTransaction(ctx, async (tx) => {
    const cart = await ownedCart(tx, cartId, true);
    const [voucher] = await tx.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, code)).limit(1);
    const current = await loadCart(tx, cart);
    const identityKey = { userId: owner.userId, email: owner.email ?? guestEmail };
    const identity = owner.userId !== null ? { userId: owner.userId } : guestEmail ? { email: guestEmail } : null;
    const perUser = voucher && voucher.quantityPerUser !== null;
    const error = checkVoucher(voucher ? toVoucherRules(voucher) : null, {
      now: ctx.now,
      serviceType: body.serviceType,
      goodsTotal: current.totals.goods,
      cartVoucherIds: current.out.vouchers.map((v) => v.voucher_id),
      identity,
      usesByIdentity: perUser ? await voucherUsesBy(tx.db, voucher.id, identityKey) : 0,
      inOtherCartOfIdentity: perUser ? await voucherInOtherCart(tx.db, voucher.id, cart.id, identityKey) : false,
    });
    if (error || !voucher) throw voucherError(ctx.locale, ctx.site, error ?? { code: 'not_exists' });
    await tx.db.insert(schema.cartVouchers).values({ cartId: cart.id, voucherId: voucher.id, guestEmail, addedAt: ctx.now });
    return (await loadCart(tx, await touchCart(tx, cart.id))).out;
  });
}

/** Removes a voucher from a cart the caller owns; 'order' vouchers cannot be removed (403), one not in the cart is 404. */
export async function removeVoucher(ctx: ShopContext, cartId: string | number, voucherId: number): Promise<CartOut> {
  return inTransaction(ctx, async (tx) => {
    const cart = await ownedCart(tx, cartId, true);
    const inCart = and(eq(schema.cartVouchers.cartId, cart.id), eq(schema.cartVouchers.voucherId, voucherId));
    const [row] = await tx.db
      .select({ type: schema.vouchers.type })
      .from(schema.cartVouchers)
      .innerJoin(schema.vouchers, eq(schema.vouchers.id, schema.cartVouchers.voucherId))
      .where(inCart);
    if (!row) throw notFound(ctx.locale);
    if (row.type === 'order') throw new ApiError(403, 'voucher_locked', formatMessage(ctx.locale, 'voucher.locked'));
    await tx.db.delete(schema.cartVouchers).where(inCart);
    return (await loadCart(tx, await touchCart(tx, cart.id))).out;
  });
}
