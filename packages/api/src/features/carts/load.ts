import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { effectiveNetPrice, lineAmounts } from '@konfety/domain/pricing';
import { priceCart, type CartTotals } from '@konfety/domain/cart';
import { checkVoucher, ESHOP_SERVICE_TYPE, type VoucherError, type VoucherRules } from '@konfety/domain/vouchers';
import { basisPointsToRate } from '@konfety/domain/pricing';
import type { ShopContext } from '../../shop-context';
import { loadProducts, presentVariant, taxOf } from '../catalog/present';
import type { CartRow } from './access';
import { cartOwner } from './owner';
import type { CartOut } from './schemas';

/** Pieces in stock per variant over every location. */
export async function stockByVariant(db: Db, variantIds: readonly number[]): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: schema.stock.variantId, n: sql<number>`coalesce(sum(greatest(${schema.stock.quantity}, 0)), 0)::int` })
    .from(schema.stock)
    .where(inArray(schema.stock.variantId, [...variantIds]))
    .groupBy(schema.stock.variantId);
  return new Map(rows.map((r) => [r.variantId, Number(r.n)]));
}

/** How many orders the identity has placed with a voucher (per-user limit). */
export async function voucherUsesBy(db: Db, voucherId: number, identity: { userId: number | null; email: string | null }): Promise<number> {
  const u = schema.voucherUses;
  const conds = [];
  if (identity.userId !== null) conds.push(eq(u.userId, identity.userId));
  if (identity.email) conds.push(sql`lower(${u.email}) = ${identity.email.toLowerCase()}`);
  if (conds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(u)
    .where(and(eq(u.voucherId, voucherId), sql`(${sql.join(conds, sql` or `)})`));
  return Number(row?.n ?? 0);
}

/** Whether the identity holds the voucher in another cart (per-user vouchers may sit in one cart at a time). */
export async function voucherInOtherCart(
  db: Db,
  voucherId: number,
  cartId: number,
  identity: { userId: number | null; email: string | null },
): Promise<boolean> {
  const cv = schema.cartVouchers;
  const conds = [];
  if (identity.userId !== null) conds.push(eq(schema.carts.userId, identity.userId));
  if (identity.email) conds.push(sql`lower(${cv.guestEmail}) = ${identity.email.toLowerCase()}`);
  if (conds.length === 0) return false;
  const rows = await db
    .select({ id: cv.cartId })
    .from(cv)
    .innerJoin(schema.carts, eq(schema.carts.id, cv.cartId))
    .where(and(eq(cv.voucherId, voucherId), sql`${cv.cartId} <> ${cartId}`, sql`(${sql.join(conds, sql` or `)})`))
    .limit(1);
  return rows.length > 0;
}

export function toVoucherRules(v: typeof schema.vouchers.$inferSelect): VoucherRules {
  return {
    id: v.id,
    voucherType: v.voucherType,
    value: v.value,
    type: v.type,
    serviceType: v.serviceType,
    requiresEmail: v.requiresEmail,
    quantity: v.quantity,
    usedQuantity: v.usedQuantity,
    quantityPerUser: v.quantityPerUser,
    minimalPrice: v.minimalPrice,
    activeFrom: v.activeFrom,
    activeTo: v.activeTo,
    active: v.active,
  };
}

export interface LoadedCart {
  row: CartRow;
  out: CartOut;
  totals: CartTotals;
  /** Product lines with everything an order needs. */
  lines: Array<{
    itemId: number;
    parentId: number | null;
    product: typeof schema.products.$inferSelect;
    variant: typeof schema.variants.$inferSelect;
    quantity: number;
    note: string | null;
    rateBp: number;
    unitNet: number;
    available: number;
  }>;
  /** Vouchers that apply now, in the order they were added, with their rules. */
  appliedVouchers: Array<{ rules: VoucherRules; code: string; guestEmail: string | null; discount: number }>;
  /** Vouchers on the cart that no longer apply (e.g. the cart fell under the minimum). */
  rejectedVouchers: Array<{ code: string; error: VoucherError }>;
}

/**
 * The full cart as shown to the shopper: lines with current prices, vouchers
 * re-checked against the current cart, and totals from the domain rules.
 */
export async function loadCart(ctx: ShopContext, cart: CartRow): Promise<LoadedCart> {
  const { db, site, now } = ctx;
  const owner = cartOwner(ctx.actor);
  const items = await db
    .select({ item: schema.cartItems, variant: schema.variants })
    .from(schema.cartItems)
    .innerJoin(schema.variants, eq(schema.variants.id, schema.cartItems.variantId))
    .where(eq(schema.cartItems.cartId, cart.id))
    .orderBy(asc(schema.cartItems.createdAt), asc(schema.cartItems.id));
  const products = await loadProducts(db, [...new Set(items.map((i) => i.item.productId))], site);
  const stock = await stockByVariant(db, items.map((i) => i.variant.id));

  const lines: LoadedCart['lines'] = [];
  type ItemOut = CartOut['items'][number];
  type ChildOut = ItemOut['children'][number];
  const bases: ChildOut[] = [];
  for (const { item, variant } of items) {
    const p = products.get(item.productId)!;
    const rateBp = taxOf(site, p.row.taxClass).bp;
    const unitNet = effectiveNetPrice(variant);
    const amounts = lineAmounts(unitNet, item.quantity, rateBp);
    const available = stock.get(variant.id) ?? 0;
    lines.push({ itemId: item.id, parentId: item.parentId, product: p.row, variant, quantity: item.quantity, note: item.note, rateBp, unitNet, available });
    bases.push({
      id: item.id,
      product: p.out,
      variant: presentVariant(variant, rateBp),
      quantity: item.quantity,
      note: item.note,
      parent_id: item.parentId,
      available,
      unit_price_vat: amounts.unitGross,
      total_price_vat: amounts.total,
    });
  }
  // Children hang off root lines only (a child of a child is refused when added).
  const roots: ItemOut[] = bases
    .filter((b) => b.parent_id === null)
    .map((b) => ({ ...b, children: bases.filter((c) => c.parent_id === b.id) }));

  const cartVoucherRows = await db
    .select({ cv: schema.cartVouchers, v: schema.vouchers })
    .from(schema.cartVouchers)
    .innerJoin(schema.vouchers, eq(schema.vouchers.id, schema.cartVouchers.voucherId))
    .where(eq(schema.cartVouchers.cartId, cart.id))
    .orderBy(asc(schema.cartVouchers.seq));

  const priceLines = lines.map((l) => ({ unitNet: l.unitNet, quantity: l.quantity, rateBp: l.rateBp }));
  const goods = priceCart({ lines: priceLines }).goods;
  const applicable: Array<{ row: (typeof cartVoucherRows)[number]; rules: VoucherRules }> = [];
  const errors = new Map<number, VoucherError>();
  for (const row of cartVoucherRows) {
    const rules = toVoucherRules(row.v);
    const email = row.cv.guestEmail ?? owner.email;
    const identity = owner.userId !== null ? { userId: owner.userId } : email ? { email } : null;
    // Re-check only what can change while the voucher sits in the cart: validity, stock of uses, the minimum.
    const error = checkVoucher(rules, {
      now,
      serviceType: ESHOP_SERVICE_TYPE,
      goodsTotal: goods,
      cartVoucherIds: [],
      identity,
      usesByIdentity: 0,
      inOtherCartOfIdentity: false,
    });
    if (error) errors.set(rules.id, error);
    else applicable.push({ row, rules });
  }
  const totals = priceCart({ lines: priceLines, groupDiscountBp: owner.groupDiscountBp, vouchers: applicable.map((a) => a.rules) });
  const discountById = new Map(totals.voucherDiscounts.map((d) => [d.id, d.discount]));

  const out: CartOut = {
    id: cart.id,
    tempId: cart.tempId,
    items: roots,
    vouchers: cartVoucherRows.map(({ cv, v }) => ({
      voucher_id: v.id,
      code: v.code,
      voucher_type: v.voucherType,
      value: v.value,
      type: v.type,
      guest_email: cv.guestEmail,
      discount: discountById.get(v.id) ?? 0,
      applicable: !errors.has(v.id),
      error: errors.has(v.id) ? { error: errors.get(v.id)!.code, ...(errors.get(v.id)!.value !== undefined ? { value: errors.get(v.id)!.value } : {}) } : null,
    })),
    totals: {
      items: totals.goods,
      group_discount: totals.groupDiscount,
      discount: totals.discount,
      total: totals.total,
      total_net: totals.net,
      total_vat: totals.vat,
      vat: totals.vatBreakdown.map((r) => ({ rate: basisPointsToRate(r.rateBp), net: r.net, vat: r.vat, total: r.total })),
      free_delivery_from: totals.freeDeliveryFrom,
      free_delivery_remaining: totals.freeDeliveryRemaining,
      items_count: lines.reduce((s, l) => s + l.quantity, 0),
    },
    created_at: cart.createdAt.toISOString(),
    updated_at: cart.updatedAt.toISOString(),
  };
  return {
    row: cart,
    out,
    totals,
    lines,
    appliedVouchers: applicable.map(({ row, rules }) => ({ rules, code: row.v.code, guestEmail: row.cv.guestEmail, discount: discountById.get(rules.id) ?? 0 })),
    rejectedVouchers: cartVoucherRows.filter(({ v }) => errors.has(v.id)).map(({ v }) => ({ code: v.code, error: errors.get(v.id)! })),
  };
}
