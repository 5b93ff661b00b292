import { divRound, type Minor, parseDecimal } from './money';

export const taxClasses = ['standard', 'reduced', 'zero'] as const;
export type TaxClass = (typeof taxClasses)[number];

/** "21.00" → 2100 basis points. */
export function rateToBasisPoints(rate: string | number): number {
  return parseDecimal(rate, 2);
}

/** Basis points → the rate as a number of percent for API answers (2100 → 21). */
export function basisPointsToRate(bp: number): number {
  return bp / 100;
}

/** SPEC §9: shown price = price × (1 + rate/100), rounded per unit. */
export function grossUnitPrice(net: Minor, rateBp: number): Minor {
  return divRound(net * (10000 + rateBp), 10000);
}

/** The tax-exclusive price that yields `gross` when VAT is added (used to author prices and split discounts). */
export function netFromGross(gross: Minor, rateBp: number): Minor {
  return divRound(gross * 10000, 10000 + rateBp);
}

export interface PriceFields {
  price: Minor;
  priceSale: Minor | null;
  isPriceSaleActive: boolean;
}

/** SPEC §9: the sale price applies only while the sale flag is active. */
export function effectiveNetPrice(p: PriceFields): Minor {
  return p.isPriceSaleActive && p.priceSale !== null ? p.priceSale : p.price;
}

export interface LineAmounts {
  unitNet: Minor;
  unitGross: Minor;
  totalNet: Minor;
  totalVat: Minor;
  total: Minor;
}

/** Totals are built from the rounded unit price, never from a rounded line sum. */
export function lineAmounts(unitNet: Minor, quantity: number, rateBp: number): LineAmounts {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Invalid quantity ${quantity}`);
  const unitGross = grossUnitPrice(unitNet, rateBp);
  const total = unitGross * quantity;
  const totalNet = unitNet * quantity;
  return { unitNet, unitGross, totalNet, totalVat: total - totalNet, total };
}

/**
 * Omnibus reference price (§12a of the Czech Consumer Protection Act): the lowest
 * effective price in the `days` before `saleStart`. History entries are the
 * moments prices took effect; the one in force at the window start counts too.
 */
export function lowestPriceBefore(
  history: ReadonlyArray<PriceFields & { validFrom: Date }>,
  saleStart: Date,
  days = 30,
): Minor | null {
  const windowStart = saleStart.getTime() - days * 86400000;
  const sorted = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  let lowest: Minor | null = null;
  for (let i = 0; i < sorted.length; i++) {
    const entry = sorted[i]!;
    const from = entry.validFrom.getTime();
    const next = sorted[i + 1];
    const to = next ? next.validFrom.getTime() : Number.POSITIVE_INFINITY;
    if (from >= saleStart.getTime()) break;
    if (to <= windowStart) continue;
    const value = effectiveNetPrice(entry);
    if (lowest === null || value < lowest) lowest = value;
  }
  return lowest;
}

/** Whole-percent discount shown next to a sale price, computed from the Omnibus reference. */
export function discountPercent(reference: Minor, current: Minor): number {
  if (reference <= 0 || current >= reference) return 0;
  return Math.round(((reference - current) * 100) / reference);
}
