import { type Minor, percentOf } from './money';
import { lineAmounts, netFromGross } from './pricing';
import { applyVouchers, type VoucherRules } from './vouchers';
import { FREE_DELIVERY_FROM_CZK } from './checkout';

export interface CartLineInput {
  unitNet: Minor;
  quantity: number;
  rateBp: number;
}

export interface VatBreakdownRow {
  rateBp: number;
  net: Minor;
  vat: Minor;
  total: Minor;
}

export interface CartTotals {
  /** Tax-inclusive goods total before any discount (what voucher minimums compare against). */
  goods: Minor;
  groupDiscount: Minor;
  voucherDiscounts: Array<{ id: number; discount: Minor }>;
  discount: Minor;
  /** Goods after all discounts, tax-inclusive. */
  total: Minor;
  net: Minor;
  vat: Minor;
  vatBreakdown: VatBreakdownRow[];
  freeDeliveryFrom: Minor;
  /** How much more the shopper needs to buy for free delivery (0 once reached). */
  freeDeliveryRemaining: Minor;
}

/**
 * Splits a discount over VAT rates in proportion to each rate's gross share
 * (largest remainder, so the parts add up exactly); each rate's net is its
 * lines' net less the discount's net part, and VAT is the rest of the gross.
 */
export function vatBreakdown(lines: readonly CartLineInput[], discount: Minor): VatBreakdownRow[] {
  const byRate = new Map<number, { gross: Minor; net: Minor }>();
  for (const l of lines) {
    const a = lineAmounts(l.unitNet, l.quantity, l.rateBp);
    const acc = byRate.get(l.rateBp) ?? { gross: 0, net: 0 };
    byRate.set(l.rateBp, { gross: acc.gross + a.total, net: acc.net + a.totalNet });
  }
  const rates = [...byRate.entries()].sort((a, b) => b[0] - a[0]);
  const gross = rates.reduce((s, [, r]) => s + r.gross, 0);
  const applied = Math.min(discount, gross);
  const shares = rates.map(([rate, r]) => {
    const exact = gross === 0 ? 0 : (applied * r.gross) / gross;
    return { rate, ...r, part: Math.floor(exact), rem: exact - Math.floor(exact) };
  });
  let left = applied - shares.reduce((s, x) => s + x.part, 0);
  for (const s of [...shares].sort((a, b) => b.rem - a.rem)) {
    if (left <= 0) break;
    s.part += 1;
    left -= 1;
  }
  return shares.map(({ rate, gross: g, net: n, part }) => {
    const total = g - part;
    // Without a discount the net is the sum of the lines' nets, exactly as the order lines show it.
    const net = part === 0 ? n : Math.min(n, Math.max(0, n - netFromGross(part, rate)));
    return { rateBp: rate, net, vat: total - net, total };
  });
}

/**
 * SPEC §9 cart arithmetic: tax-inclusive unit prices rounded per unit, then a
 * customer-group discount, then vouchers in the order they were added (amount
 * vouchers subtract their value, percent vouchers a rounded share of the
 * running total). Free delivery is judged on the discounted total.
 */
export function priceCart(input: {
  lines: readonly CartLineInput[];
  groupDiscountBp?: number;
  vouchers?: ReadonlyArray<Pick<VoucherRules, 'id' | 'voucherType' | 'value'>>;
  freeDeliveryFrom?: Minor;
}): CartTotals {
  const goods = input.lines.reduce((s, l) => s + lineAmounts(l.unitNet, l.quantity, l.rateBp).total, 0);
  const groupDiscount = input.groupDiscountBp ? Math.min(percentOf(goods, input.groupDiscountBp), goods) : 0;
  const { discounts, total } = applyVouchers(goods - groupDiscount, input.vouchers ?? []);
  const discount = goods - total;
  const breakdown = vatBreakdown(input.lines, discount);
  const net = breakdown.reduce((s, r) => s + r.net, 0);
  const freeDeliveryFrom = input.freeDeliveryFrom ?? FREE_DELIVERY_FROM_CZK;
  return {
    goods,
    groupDiscount,
    voucherDiscounts: discounts,
    discount,
    total,
    net,
    vat: total - net,
    vatBreakdown: breakdown,
    freeDeliveryFrom,
    freeDeliveryRemaining: Math.max(0, freeDeliveryFrom - total),
  };
}
