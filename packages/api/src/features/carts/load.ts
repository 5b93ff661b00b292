import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared, rowOf, schema, selectedColumns } from '@konfety/db';
import { effectiveNetPrice, lineAmounts } from '@konfety/domain/pricing';
import { priceCart, type CartTotals } from '@konfety/domain/cart';
import { checkVoucher, ESHOP_SERVICE_TYPE, type VoucherError, type VoucherRules } from '@konfety/domain/vouchers';
import { basisPointsToRate } from '@konfety/domain/pricing';
import type { ShopContext } from '../../shop-context';
import { cardCategoryColumns, cardColumns, type CardRow, presentProduct, presentVariant, taxOf } from '../catalog/present';
import type { CartRow } from './access';
import { cartOwner } from './owner';
import type { CartOut } from './schemas';

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

/** The voucher fields the rules read. */
export type VoucherRuleFields = Pick<
  typeof schema.vouchers.$inferSelect,
  | 'id'
  | 'voucherType'
  | 'value'
  | 'type'
  | 'serviceType'
  | 'requiresEmail'
  | 'quantity'
  | 'usedQuantity'
  | 'quantityPerUser'
  | 'minimalPrice'
  | 'activeFrom'
  | 'activeTo'
  | 'active'
>;

export function toVoucherRules(v: VoucherRuleFields): VoucherRules {
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
    product: CardRow;
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
  return priceLoadedCart(ctx, cart, await readCartContents(ctx.db, cart.id));
}

/** A cart row with the cart's vouchers, as one JSON column of the contents statement. */
interface CartVoucherJson {
  guest_email: string | null;
  code: string;
  id: number;
  voucher_type: VoucherRuleFields['voucherType'];
  value: number;
  type: VoucherRuleFields['type'];
  service_type: string;
  requires_email: boolean;
  quantity: number | null;
  used_quantity: number;
  quantity_per_user: number | null;
  minimal_price: number | null;
  active_from: string | null;
  active_to: string | null;
  active: boolean;
}

const CART_COLUMNS = getTableColumns(schema.carts);
const ITEM_COLUMNS = getTableColumns(schema.cartItems);
const VARIANT_COLUMNS = getTableColumns(schema.variants);

/**
 * Everything in the carts `where` picks (over `carts c`), in one statement: each cart's lines in the order they
 * were added with their variants, the products' card columns and default categories and the pieces in stock,
 * and its vouchers in the order they were added (as JSON). A guest cart is found by its tempId and read in one
 * round trip, a customer's carts all at once; carts come in the order of `cartOrder`. A prepared statement per
 * call site (`name`, db prepared.ts): the header's cart widget reads the visitor's carts on every page view, and
 * planning this statement was ≈ 1 ms of it on the embedded database.
 */
async function readCarts(db: Db, name: string, where: SQL, cartOrder?: SQL) {
  const rows = await executePrepared<Record<string, unknown>>(
    db,
    name,
    sql`select ${selectedColumns(CART_COLUMNS, 'c', 'cart_')}, ${selectedColumns(ITEM_COLUMNS, 'i', 'item_')},
      ${selectedColumns(VARIANT_COLUMNS, 'v', 'variant_')}, ${selectedColumns(cardColumns, 'p', 'product_')},
      ${selectedColumns(cardCategoryColumns, 'pc', 'category_')},
      (select coalesce(sum(greatest(s.quantity, 0)), 0)::int from stock s where s.variant_id = v.id) as available,
      (select coalesce(json_agg(json_build_object('guest_email', cv.guest_email, 'code', vo.code, 'id', vo.id, 'voucher_type', vo.voucher_type,
          'value', vo.value, 'type', vo.type, 'service_type', vo.service_type, 'requires_email', vo.requires_email, 'quantity', vo.quantity,
          'used_quantity', vo.used_quantity, 'quantity_per_user', vo.quantity_per_user, 'minimal_price', vo.minimal_price,
          'active_from', vo.active_from, 'active_to', vo.active_to, 'active', vo.active) order by cv.seq), '[]')
        from cart_vouchers cv join vouchers vo on vo.id = cv.voucher_id where cv.cart_id = c.id) as vouchers
    from carts c
      left join cart_items i on i.cart_id = c.id
      left join variants v on v.id = i.variant_id
      left join products p on p.id = i.product_id
      left join categories pc on pc.id = p.default_category_id
    where ${where}
    order by ${cartOrder ? sql`${cartOrder}, ` : sql``}c.id, i.created_at, i.id`,
  );
  const carts = new Map<number, { cart: CartRow; contents: { items: Array<ItemRow>; vouchers: ReturnType<typeof vouchersOf> } }>();
  for (const r of rows) {
    const cartId = Number(r.cart_id);
    let entry = carts.get(cartId);
    if (!entry) {
      entry = { cart: rowOf(CART_COLUMNS, r, 'cart_'), contents: { items: [], vouchers: vouchersOf(r.vouchers as CartVoucherJson[]) } };
      carts.set(cartId, entry);
    }
    if (r.item_id !== null && r.variant_id !== null && r.product_id !== null) {
      entry.contents.items.push({
        item: rowOf(ITEM_COLUMNS, r, 'item_'),
        variant: rowOf(VARIANT_COLUMNS, r, 'variant_'),
        product: rowOf(cardColumns, r, 'product_'),
        category: r.category_id === null ? null : rowOf(cardCategoryColumns, r, 'category_'),
        available: Number(r.available),
      });
    }
  }
  return [...carts.values()];
}

interface ItemRow {
  item: typeof schema.cartItems.$inferSelect;
  variant: typeof schema.variants.$inferSelect;
  product: CardRow;
  category: Parameters<typeof presentProduct>[1];
  available: number;
}

function vouchersOf(list: CartVoucherJson[]) {
  return list.map((x) => ({
    guestEmail: x.guest_email,
    code: x.code,
    rules: {
      id: x.id,
      voucherType: x.voucher_type,
      value: x.value,
      type: x.type,
      serviceType: x.service_type,
      requiresEmail: x.requires_email,
      quantity: x.quantity,
      usedQuantity: x.used_quantity,
      quantityPerUser: x.quantity_per_user,
      minimalPrice: x.minimal_price,
      activeFrom: x.active_from === null ? null : new Date(x.active_from),
      activeTo: x.active_to === null ? null : new Date(x.active_to),
      active: x.active,
    } satisfies VoucherRuleFields,
  }));
}

export type CartContents = Awaited<ReturnType<typeof readCarts>>[number]['contents'];

/** The contents of a cart the caller already holds (e.g. locked for update). */
async function readCartContents(db: Db, cartId: number): Promise<CartContents> {
  return (await readCarts(db, 'cart_contents', sql`c.id = ${cartId}`))[0]?.contents ?? { items: [], vouchers: [] };
}

/** The unpriced contents of carts the caller already holds, in one statement, by cart id (an empty cart has an empty entry). */
export async function readContentsOf(db: Db, cartIds: readonly number[]): Promise<Map<number, CartContents>> {
  // The ids as one array literal, a plain parameter the prepared statement takes whatever their number.
  const found = await readCarts(db, 'carts_contents', sql`c.id = any(${`{${cartIds.join(',')}}`}::int[])`);
  return new Map(cartIds.map((id) => [id, found.find((f) => f.cart.id === id)?.contents ?? { items: [], vouchers: [] }]));
}

/** A guest cart by its tempId on the site, changed since `cutoff`, with its contents priced; null when there is none. */
export async function loadGuestCart(ctx: ShopContext, tempId: string, cutoff: Date): Promise<LoadedCart | null> {
  const [found] = await readCarts(ctx.db, 'guest_cart', sql`c.temp_id = ${tempId} and c.site_id = ${ctx.site.id} and c.updated_at >= ${cutoff.toISOString()}::timestamptz`);
  return found ? priceLoadedCart(ctx, found.cart, found.contents) : null;
}

/** The customer's account carts on the site, most recently changed first, with their contents priced, in one statement. */
export async function loadCustomerCarts(ctx: ShopContext, userId: number): Promise<LoadedCart[]> {
  const found = await readCarts(ctx.db, 'customer_carts', sql`c.user_id = ${userId} and c.site_id = ${ctx.site.id} and c.temp_id is null`, sql`c.updated_at desc, c.id desc`);
  return found.map((f) => priceLoadedCart(ctx, f.cart, f.contents));
}

/** A cart just created: nothing in it, nothing to read. */
export function emptyCart(ctx: ShopContext, cart: CartRow): LoadedCart {
  return priceLoadedCart(ctx, cart, { items: [], vouchers: [] });
}

function priceLoadedCart(ctx: ShopContext, cart: CartRow, contents: CartContents): LoadedCart {
  const { site, now } = ctx;
  const owner = cartOwner(ctx.actor);
  const items = contents.items;
  const lines: LoadedCart['lines'] = [];
  type ItemOut = CartOut['items'][number];
  type ChildOut = ItemOut['children'][number];
  const bases: ChildOut[] = [];
  for (const { item, variant, product, category, available } of items) {
    const rateBp = taxOf(site, product.taxClass).bp;
    const unitNet = effectiveNetPrice(variant);
    const amounts = lineAmounts(unitNet, item.quantity, rateBp);
    lines.push({ itemId: item.id, parentId: item.parentId, product, variant, quantity: item.quantity, note: item.note, rateBp, unitNet, available });
    bases.push({
      id: item.id,
      product: presentProduct(product, category, site),
      variant: presentVariant(variant, rateBp, site.locale),
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

  const cartVoucherRows = contents.vouchers;
  const priceLines = lines.map((l) => ({ unitNet: l.unitNet, quantity: l.quantity, rateBp: l.rateBp }));
  const goods = priceCart({ lines: priceLines }).goods;
  const applicable: Array<{ row: (typeof cartVoucherRows)[number]; rules: VoucherRules }> = [];
  const errors = new Map<number, VoucherError>();
  for (const row of cartVoucherRows) {
    const rules = toVoucherRules(row.rules);
    const email = row.guestEmail ?? owner.email;
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
    vouchers: cartVoucherRows.map(({ rules: v, code, guestEmail }) => ({
      voucher_id: v.id,
      code,
      voucher_type: v.voucherType,
      value: v.value,
      type: v.type,
      guest_email: guestEmail,
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
    appliedVouchers: applicable.map(({ row, rules }) => ({ rules, code: row.code, guestEmail: row.guestEmail, discount: discountById.get(rules.id) ?? 0 })),
    rejectedVouchers: cartVoucherRows.filter(({ rules }) => errors.has(rules.id)).map(({ rules, code }) => ({ code, error: errors.get(rules.id)! })),
  };
}
