import { and, eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { formatMessage, voucherErrorMessage } from '@konfety/domain/i18n';
import { checkVoucher, customerIdentity, normalizeVoucherCode, type VoucherError, type VoucherRules } from '@konfety/domain/vouchers';
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

/** The cart a voucher is to go on: its id, its goods total before vouchers and the vouchers already on it. */
export interface VoucherTarget {
  cartId: number;
  goodsTotal: number;
  voucherIds: readonly number[];
}

/**
 * Why a voucher may not go on the cart (SPEC §8 order), or null: every rule with the caller's identity — a
 * customer's account, else the guest's e-mail. The per-user uses and the identity's other carts are read only
 * for a per-user voucher. Adding a code and carrying a guest cart's vouchers into an account both decide here.
 */
export async function voucherRefusal(
  ctx: ShopContext,
  rules: VoucherRules | null,
  target: VoucherTarget,
  serviceType: string,
  guestEmail: string | null,
): Promise<VoucherError | null> {
  const owner = cartOwner(ctx.actor);
  const identityKey = { userId: owner.userId, email: owner.email ?? guestEmail };
  const identity = owner.userId !== null ? { userId: owner.userId } : guestEmail ? { email: guestEmail } : null;
  const perUser = rules !== null && rules.quantityPerUser !== null;
  return checkVoucher(rules, {
    now: ctx.now,
    serviceType,
    goodsTotal: target.goodsTotal,
    cartVoucherIds: target.voucherIds,
    identity,
    usesByIdentity: perUser ? await voucherUsesBy(ctx.db, rules.id, identityKey) : 0,
    inOtherCartOfIdentity: perUser ? await voucherInOtherCart(ctx.db, rules.id, target.cartId, identityKey) : false,
  });
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
    const target = { cartId: cart.id, goodsTotal: current.totals.goods, voucherIds: current.out.vouchers.map((v) => v.voucher_id) };
    const error = await voucherRefusal(tx, voucher ? toVoucherRules(voucher) : null, target, body.serviceType, guestEmail);
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
