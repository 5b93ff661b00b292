import { localized } from '../../catalog/present';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Db, nextOrderNumber, schema } from '@konfety/db';
import { type CartTotals, priceCart } from '@konfety/domain/cart';
import { deliveryPriceFor, isPrepayment } from '@konfety/domain/checkout';
import { variantNameIn } from '@konfety/domain/facets';
import { initialOrderState } from '@konfety/domain/orders';
import { type LineAmounts, lineAmounts } from '@konfety/domain/pricing';
import { orderQrPayment } from '@konfety/domain/qr-payment';
import type { ShopContext } from '../../../shop-context';
import type { LoadedCart } from '../../carts/load';
import type { CartOwner } from '../../carts/owner';
import type { OrderRow } from '../../orders/lookup';
import { toSnapshot } from '../address';
import type { OrderBody } from '../schemas';
import type { CheckedChoice } from './rules';
import type { TakenGift } from './stock';
import type { ConsumedVoucher } from './vouchers';

export interface OrderPrices {
  goods: CartTotals;
  delivery: LineAmounts & { rateBp: number };
  payment: LineAmounts & { rateBp: number };
  total: number;
  totalNet: number;
}

/** Step "price the order": the goods with the group discount and the consumed vouchers (domain `priceCart`), delivery (free from its threshold) and payment, each at its VAT rate. */
export function priceOrder(ctx: ShopContext, cart: LoadedCart, owner: CartOwner, vouchers: readonly ConsumedVoucher[], choice: CheckedChoice): OrderPrices {
  const { site } = ctx;
  const lines = cart.lines.map((l) => ({ unitNet: l.unitNet, quantity: l.quantity, rateBp: l.rateBp }));
  const goods = priceCart({ lines, groupDiscountBp: owner.groupDiscountBp, vouchers: vouchers.map((v) => v.rules) });
  const deliveryBp = site.taxRates[choice.delivery.taxClass].bp;
  const paymentBp = site.taxRates[choice.payment.taxClass].bp;
  const delivery = { ...lineAmounts(deliveryPriceFor(choice.delivery.price, choice.delivery.freeFrom, goods.total), 1, deliveryBp), rateBp: deliveryBp };
  const payment = { ...lineAmounts(choice.payment.price, 1, paymentBp), rateBp: paymentBp };
  return { goods, delivery, payment, total: goods.total + delivery.total + payment.total, totalNet: goods.net + delivery.totalNet + payment.totalNet };
}

/**
 * Step "insert the order": the next number of the year (its counter row stays locked until the commit and every
 * other order waits for it, so the steps after this one take as few round trips as they can), the secret hash of its summary link, the QR payment string for
 * a bank transfer (QR Platba in CZK, PAY by square in EUR), the addresses as snapshots, the totals.
 */
export async function insertOrder(
  ctx: ShopContext,
  placement: { body: OrderBody; owner: CartOwner; choice: CheckedChoice; prices: OrderPrices; idempotencyKey: string | null; recipientName: string },
): Promise<OrderRow> {
  const { db: tx, site, now } = ctx;
  const { body, owner, choice, prices } = placement;
  const { delivery: d, payment: p, needs } = choice;
  const number = await nextOrderNumber(tx, now);
  const contact = { email: body.email.trim().toLowerCase(), phonePrefix: body.phonePrefix, phone: body.phone };
  const bankTransfer = p.kind === 'bank_transfer';
  // The order stores the site's rate, so the code asks for exactly what the summary shows and the bank import expects.
  const qrPayment = bankTransfer
    ? orderQrPayment({ variableSymbol: number, total: prices.total, currency: site.currency, iban: site.bankIban, bic: site.bankBic, recipientName: placement.recipientName })
    : null;
  const [order] = await tx
    .insert(schema.orders)
    .values({
      number,
      hash: randomBytes(32).toString('hex'),
      idempotencyKey: placement.idempotencyKey,
      siteId: site.id,
      userId: owner.userId,
      cartId: null,
      state: initialOrderState(isPrepayment(p.kind)),
      email: contact.email,
      phonePrefix: contact.phonePrefix || null,
      phone: contact.phone,
      currencyId: site.currency.id,
      currencyRate: site.currency.rate,
      deliveryMethodId: d.id,
      paymentMethodId: p.id,
      branchId: choice.branchId,
      pickupPoint: needs.pickupPoint ? (body.pickupPoint ?? null) : null,
      isCompany: body.isCompany,
      invoiceAddress: toSnapshot(body.invoiceAddress, contact),
      deliveryAddress: needs.address ? toSnapshot(body.deliveryAddress ?? body.invoiceAddress, contact) : null,
      note: body.note,
      newsletter: body.newsletter,
      termsAgreedAt: now,
      itemsTotal: prices.goods.goods,
      discountTotal: prices.goods.discount,
      deliveryPrice: prices.delivery.total,
      paymentPrice: prices.payment.total,
      totalNet: prices.totalNet,
      totalVat: prices.total - prices.totalNet,
      total: prices.total,
      variableSymbol: number,
      bankAccount: bankTransfer ? site.bankAccount : null,
      bankIban: bankTransfer ? site.bankIban : null,
      qrPayment,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return order!;
}

type ItemRow = typeof schema.orderItems.$inferInsert;

/**
 * The order's lines as rows: the cart's product lines in their order, each child after its parent, then the gift,
 * the delivery and the payment (each a line with its VAT, as on the invoice). `children` pairs each child line's
 * position with its parent's: a child points at its parent's order line, known only once inserted.
 */
export function orderItemRows(
  ctx: ShopContext,
  orderId: number,
  cart: LoadedCart,
  extras: { gift: TakenGift | null; choice: CheckedChoice; prices: OrderPrices },
): { rows: ItemRow[]; children: Array<{ position: number; parentPosition: number }> } {
  const rate = (bp: number) => (bp / 100).toFixed(2);
  const roots = cart.lines.filter((l) => l.parentId === null);
  const ordered = roots.flatMap((root) => [root, ...cart.lines.filter((c) => c.parentId === root.itemId)]);
  const rows: ItemRow[] = ordered.map((l, position) => {
    const a = lineAmounts(l.unitNet, l.quantity, l.rateBp);
    return {
      orderId,
      kind: 'product',
      productId: l.product.id,
      variantId: l.variant.id,
      code: l.variant.code,
      // The names as the customer read them: in the site's language (the order keeps them as they were).
      name: localized(l.product, 'name', ctx.locale),
      variantName: variantNameIn(l.variant.name, ctx.locale),
      quantity: l.quantity,
      taxRate: rate(l.rateBp),
      unitPriceNet: a.unitNet,
      unitPrice: a.unitGross,
      totalNet: a.totalNet,
      totalVat: a.totalVat,
      total: a.total,
      position,
    };
  });
  const { gift, choice, prices } = extras;
  if (gift) {
    const bp = ctx.site.taxRates[gift.product.taxClass].bp;
    rows.push({ orderId, kind: 'gift', productId: gift.product.id, variantId: gift.variant.id, code: gift.variant.code, name: localized(gift.product, 'name', ctx.locale), variantName: variantNameIn(gift.variant.name, ctx.locale), quantity: 1, taxRate: rate(bp), unitPriceNet: 0, unitPrice: 0, totalNet: 0, totalVat: 0, total: 0, position: rows.length });
  }
  for (const [kind, method, a] of [['delivery', choice.delivery, prices.delivery], ['payment', choice.payment, prices.payment]] as const) {
    rows.push({ orderId, kind, code: method.kind, name: method.name, quantity: 1, taxRate: rate(a.rateBp), unitPriceNet: a.unitNet, unitPrice: a.unitGross, totalNet: a.totalNet, totalVat: a.totalVat, total: a.total, position: rows.length });
  }
  const positionOf = new Map(ordered.map((l, position) => [l.itemId, position]));
  const children = ordered.flatMap((l, position) => (l.parentId === null ? [] : [{ position, parentPosition: positionOf.get(l.parentId)! }]));
  return { rows, children };
}

/**
 * Step "insert the lines with children first": a cart with child lines (rare: additional items) inserts them
 * before the last statement, for their ids, and points each child at its parent's line. Answers whether it did;
 * otherwise the lines go into the last statement (`finishPlacement`).
 */
export async function insertLinesWithChildren(tx: Db, lines: ReturnType<typeof orderItemRows>): Promise<boolean> {
  if (lines.children.length === 0) return false;
  const inserted = await tx.insert(schema.orderItems).values(lines.rows).returning({ id: schema.orderItems.id, position: schema.orderItems.position });
  const idAt = new Map(inserted.map((r) => [r.position, r.id]));
  for (const child of lines.children) {
    await tx.update(schema.orderItems).set({ parentId: idAt.get(child.parentPosition)! }).where(eq(schema.orderItems.id, idAt.get(child.position)!));
  }
  return true;
}
