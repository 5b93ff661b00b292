import { describe, expect, it } from 'vitest';
import {
  basisPointsToRate,
  discountPercent,
  effectiveNetPrice,
  grossUnitPrice,
  lineAmounts,
  lowestPriceBefore,
  netFromGross,
  rateToBasisPoints,
} from '../src/pricing';

describe('VAT rates', () => {
  it('converts between decimal rates and basis points', () => {
    expect(rateToBasisPoints('21.00')).toBe(2100);
    expect(rateToBasisPoints('12')).toBe(1200);
    expect(rateToBasisPoints(23)).toBe(2300);
    expect(rateToBasisPoints('0')).toBe(0);
    expect(basisPointsToRate(2100)).toBe(21);
    expect(basisPointsToRate(1250)).toBe(12.5);
  });
});

describe('grossUnitPrice (SPEC §9: price × (1 + rate/100), rounded per unit)', () => {
  it('adds VAT and rounds half away from zero', () => {
    expect(grossUnitPrice(10000, 2100)).toBe(12100);
    expect(grossUnitPrice(8264, 2100)).toBe(9999); // 9999.44
    expect(grossUnitPrice(50, 2100)).toBe(61); // 60.5 → 61
    expect(grossUnitPrice(1, 2100)).toBe(1); // 1.21
    expect(grossUnitPrice(3, 2100)).toBe(4); // 3.63
    expect(grossUnitPrice(4132, 2300)).toBe(5082); // 5082.36 (SK 23 %)
    expect(grossUnitPrice(777, 0)).toBe(777);
  });
});

describe('netFromGross', () => {
  it('finds the net price that yields the gross price', () => {
    expect(netFromGross(12100, 2100)).toBe(10000);
    expect(netFromGross(9999, 2100)).toBe(8264); // 8263.64
    expect(netFromGross(100, 2100)).toBe(83); // 82.64
    expect(grossUnitPrice(netFromGross(100, 2100), 2100)).toBe(100);
    expect(grossUnitPrice(netFromGross(29900, 2100), 2100)).toBe(29900);
  });
});

describe('effectiveNetPrice', () => {
  it('uses the sale price only while the sale flag is active', () => {
    expect(effectiveNetPrice({ price: 1000, priceSale: 800, isPriceSaleActive: true })).toBe(800);
    expect(effectiveNetPrice({ price: 1000, priceSale: 800, isPriceSaleActive: false })).toBe(1000);
    expect(effectiveNetPrice({ price: 1000, priceSale: null, isPriceSaleActive: true })).toBe(1000);
  });
});

describe('lineAmounts', () => {
  it('builds totals from the rounded unit price, not from a rounded line sum', () => {
    const a = lineAmounts(8264, 3, 2100);
    expect(a).toEqual({ unitNet: 8264, unitGross: 9999, totalNet: 24792, totalVat: 5205, total: 29997 });
    // Rounding the line would give 24792 × 1.21 = 29998.32 → 29998; the per-unit rule gives 29997.
    expect(a.total).not.toBe(grossUnitPrice(24792, 2100));
  });

  it('handles quantity 0 and rejects invalid quantities', () => {
    expect(lineAmounts(100, 0, 2100)).toEqual({ unitNet: 100, unitGross: 121, totalNet: 0, totalVat: 0, total: 0 });
    expect(() => lineAmounts(100, -1, 2100)).toThrow(RangeError);
    expect(() => lineAmounts(100, 1.5, 2100)).toThrow(RangeError);
  });
});

describe('lowestPriceBefore (Omnibus, 30 days)', () => {
  const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const p = (validFrom: string, price: number, priceSale: number | null = null, isPriceSaleActive = false) => ({
    validFrom: d(validFrom),
    price,
    priceSale,
    isPriceSaleActive,
  });
  const saleStart = d('2025-03-31'); // window starts 2025-03-01

  it('counts the price in force at the window start and ignores older ones', () => {
    const history = [p('2025-01-01', 700), p('2025-02-15', 900), p('2025-03-10', 950)];
    expect(lowestPriceBefore(history, saleStart)).toBe(900);
  });

  it('ignores price changes from the sale start on', () => {
    const history = [p('2025-02-15', 900), p('2025-03-31', 500), p('2025-04-05', 400)];
    expect(lowestPriceBefore(history, saleStart)).toBe(900);
  });

  it('excludes an entry that ended exactly at the window start; includes one starting exactly then', () => {
    const history = [p('2025-01-01', 700), p('2025-03-01', 950)];
    expect(lowestPriceBefore(history, saleStart)).toBe(950);
  });

  it('includes an entry ending one millisecond into the window', () => {
    const history = [p('2025-01-01', 700), { ...p('2025-03-01', 950), validFrom: new Date(d('2025-03-01').getTime() + 1) }];
    expect(lowestPriceBefore(history, saleStart)).toBe(700);
  });

  it('uses the effective (sale) price of each entry', () => {
    const history = [p('2025-02-15', 900), p('2025-03-10', 950, 850, true), p('2025-03-20', 990, 100, false)];
    expect(lowestPriceBefore(history, saleStart)).toBe(850);
  });

  it('accepts unsorted history', () => {
    const history = [p('2025-03-10', 950), p('2025-01-01', 700), p('2025-02-15', 900)];
    expect(lowestPriceBefore(history, saleStart)).toBe(900);
  });

  it('honours another window length', () => {
    const history = [p('2025-02-15', 900), p('2025-03-10', 950), p('2025-03-31', 500)];
    expect(lowestPriceBefore(history, saleStart, 10)).toBe(950); // window from 03-21: only 950 in force
  });

  it('answers null without history before the sale', () => {
    expect(lowestPriceBefore([], saleStart)).toBeNull();
    expect(lowestPriceBefore([p('2025-04-01', 100)], saleStart)).toBeNull();
  });
});

describe('discountPercent', () => {
  it('gives the whole-percent discount from the reference price', () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(999, 666)).toBe(33); // 33.33
    expect(discountPercent(3, 1)).toBe(67); // 66.67
    expect(discountPercent(1000, 995)).toBe(1); // 0.5 rounds up
    expect(discountPercent(1000, 0)).toBe(100);
  });

  it('is 0 when there is no discount or no reference', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1100)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
  });
});
