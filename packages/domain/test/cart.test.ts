import { describe, expect, it } from 'vitest';
import { priceCart, vatBreakdown } from '../src/cart';

// 41 240 haléřů net at 21 % is 499,00 Kč shown; 8 929 net at 12 % is 100,00 Kč (100,0048 rounded).
const shirt = { unitNet: 41240, quantity: 2, rateBp: 2100 };
const cake = { unitNet: 8929, quantity: 1, rateBp: 1200 };

describe('priceCart', () => {
  it('rounds the unit price with VAT first and multiplies it (SPEC §9)', () => {
    const t = priceCart({ lines: [{ unitNet: 8264, quantity: 3, rateBp: 2100 }] });
    // 8264 × 1.21 = 9999.44 → 9999 per unit; 3 × 9999, not round(3 × 9999.44) = 29998.
    expect(t.goods).toBe(29997);
    expect(t.total).toBe(29997);
    expect(t.net).toBe(24792);
    expect(t.vat).toBe(5205);
  });

  it('applies the group discount before vouchers, and vouchers on the running total in order', () => {
    const t = priceCart({
      lines: [shirt],
      groupDiscountBp: 500,
      vouchers: [
        { id: 1, voucherType: 'amount', value: 20000 },
        { id: 2, voucherType: 'percent', value: 1000 },
      ],
    });
    expect(t.goods).toBe(99800);
    expect(t.groupDiscount).toBe(4990);
    // 99 800 − 4 990 = 94 810; −20 000 = 74 810; 10 % of that = 7 481.
    expect(t.voucherDiscounts).toEqual([
      { id: 1, discount: 20000 },
      { id: 2, discount: 7481 },
    ]);
    expect(t.discount).toBe(4990 + 20000 + 7481);
    expect(t.total).toBe(67329);
  });

  it('never goes below zero however large the vouchers', () => {
    const t = priceCart({ lines: [{ unitNet: 1000, quantity: 1, rateBp: 2100 }], vouchers: [{ id: 1, voucherType: 'amount', value: 50000 }] });
    expect(t.total).toBe(0);
    expect(t.voucherDiscounts[0]!.discount).toBe(1210);
    expect(t.net).toBe(0);
    expect(t.vat).toBe(0);
  });

  it('reports what is left to free delivery at 1 500 Kč, judged on the discounted total', () => {
    const at = priceCart({ lines: [{ unitNet: 123967, quantity: 1, rateBp: 2100 }] });
    expect(at.total).toBe(150000);
    expect(at.freeDeliveryRemaining).toBe(0);
    const under = priceCart({ lines: [{ unitNet: 123967, quantity: 1, rateBp: 2100 }], vouchers: [{ id: 1, voucherType: 'amount', value: 1 }] });
    expect(under.freeDeliveryRemaining).toBe(1);
  });

  it('an empty cart totals zero', () => {
    const t = priceCart({ lines: [] });
    expect(t).toMatchObject({ goods: 0, total: 0, net: 0, vat: 0, discount: 0, vatBreakdown: [] });
  });
});

describe('vatBreakdown', () => {
  it('splits a discount over the rates by gross share so the parts add up exactly', () => {
    const rows = vatBreakdown([shirt, cake], 10000);
    const gross = 99800 + 10000;
    expect(rows.map((r) => r.rateBp)).toEqual([2100, 1200]);
    expect(rows.reduce((s, r) => s + r.total, 0)).toBe(gross - 10000);
    for (const r of rows) expect(r.net + r.vat).toBe(r.total);
    // 21 % share: 10 000 × 99 800 / 109 800 = 9 089.26 → 9 089; 12 %: 910.74 → 911 (largest remainder).
    expect(rows[0]!.total).toBe(99800 - 9089);
    expect(rows[1]!.total).toBe(10000 - 911);
    // The discount's net part at 21 %: 9 089 / 1.21 = 7 511.6 → 7 512 off the lines' 82 480.
    expect(rows[0]!.net).toBe(82480 - 7512);
  });

  it('without a discount gives each rate its own net and VAT', () => {
    const [row] = vatBreakdown([shirt], 0);
    expect(row).toEqual({ rateBp: 2100, total: 99800, net: 82480, vat: 17320 });
  });
});
