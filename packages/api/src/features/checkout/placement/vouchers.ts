import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { percentOf } from '@konfety/domain/money';
import { rateToBasisPoints } from '@konfety/domain/pricing';
import { checkVoucher, ESHOP_SERVICE_TYPE, type VoucherRules } from '@konfety/domain/vouchers';
import type { ShopContext } from '../../../shop-context';
import { type LoadedCart, toVoucherRules, voucherUsesBy } from '../../carts/load';
import type { CartOwner } from '../../carts/owner';
import { voucherError } from '../../vouchers/apply';

export interface ConsumedVoucher {
  rules: VoucherRules;
  code: string;
  commissionPercent: string | null;
}

/**
 * Step "consume the vouchers": a voucher the cart showed that no longer applies stops the order (the shopper pays
 * what they saw); each applied voucher's row is locked, every rule re-checked with the buyer's identity, and one use
 * taken atomically. A guest's per-customer limit binds to the order's e-mail (`identityEmail`, domain
 * `customerIdentity`), never to the e-mail typed into the voucher field; the locked row serialises the count and the
 * use recorded by `recordVoucherUses`.
 */
export async function consumeVouchers(ctx: ShopContext, cart: LoadedCart, owner: CartOwner, identityEmail: string): Promise<ConsumedVoucher[]> {
  const { db: tx, locale, site, now } = ctx;
  const rejected = cart.rejectedVouchers[0];
  if (rejected) throw voucherError(locale, site, rejected.error);
  const consumed: ConsumedVoucher[] = [];
  for (const applied of cart.appliedVouchers) {
    const [v] = await tx.select().from(schema.vouchers).where(eq(schema.vouchers.id, applied.rules.id)).for('update');
    const rules = v ? toVoucherRules(v) : null;
    const error = checkVoucher(rules, {
      now,
      serviceType: ESHOP_SERVICE_TYPE,
      goodsTotal: cart.totals.goods,
      cartVoucherIds: [],
      identity: owner.userId !== null ? { userId: owner.userId } : { email: identityEmail },
      usesByIdentity: rules?.quantityPerUser != null ? await voucherUsesBy(tx, applied.rules.id, { userId: owner.userId, email: identityEmail }) : 0,
      inOtherCartOfIdentity: false,
    });
    if (error || !v || !rules) throw voucherError(locale, site, error ?? { code: 'not_exists' });
    const taken = await tx
      .update(schema.vouchers)
      .set({ usedQuantity: sql`${schema.vouchers.usedQuantity} + 1` })
      .where(and(eq(schema.vouchers.id, applied.rules.id), sql`(${schema.vouchers.quantity} is null or ${schema.vouchers.usedQuantity} < ${schema.vouchers.quantity})`))
      .returning({ id: schema.vouchers.id });
    if (taken.length === 0) throw voucherError(locale, site, { code: 'quantity' });
    consumed.push({ rules, code: applied.code, commissionPercent: v.commissionPercent });
  }
  return consumed;
}

/** Step "record the voucher uses": each consumed voucher on the order, with its discount and the influencer's commission (a percentage of `commissionBase`, the goods after discounts). */
export async function recordVoucherUses(
  ctx: ShopContext,
  orderId: number,
  vouchers: readonly ConsumedVoucher[],
  use: { owner: CartOwner; identityEmail: string; commissionBase: number; discounts: ReadonlyArray<{ id: number; discount: number }> },
): Promise<void> {
  const discountById = new Map(use.discounts.map((x) => [x.id, x.discount]));
  for (const v of vouchers) {
    const discount = discountById.get(v.rules.id) ?? 0;
    await ctx.db.insert(schema.orderVouchers).values({ orderId, voucherId: v.rules.id, code: v.code, discount });
    await ctx.db.insert(schema.voucherUses).values({
      voucherId: v.rules.id,
      orderId,
      userId: use.owner.userId,
      email: use.identityEmail,
      discount,
      commission: v.commissionPercent ? percentOf(use.commissionBase, rateToBasisPoints(v.commissionPercent)) : 0,
      createdAt: ctx.now,
    });
  }
}
