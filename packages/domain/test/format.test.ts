import { describe, expect, it } from 'vitest';
import {
  convertFromCzk,
  convertToCzk,
  CZK,
  formatCzkIn,
  formatDecimal,
  formatPercent,
  formatPrice,
  formatVoucherValue,
  NBSP,
  type Currency,
} from '../src/format';

const EUR: Currency = { code: 'EUR', rate: '0.04', decimals: 2, symbolBefore: '', symbolAfter: '€' };
/** Replace no-break spaces by "_" so expectations show where they are. */
const show = (s: string) => s.replace(/\u00a0/g, '_');

describe('convertFromCzk (exact, half away from zero)', () => {
  it('converts at the currency rate and decimals', () => {
    expect(convertFromCzk(129900, EUR)).toBe(5196); // 1 299 Kč × 0.04 = 51.96 €
    expect(convertFromCzk(125, EUR)).toBe(5); // 1.25 Kč → 0.05 €
    expect(convertFromCzk(0, EUR)).toBe(0);
    expect(convertFromCzk(-129900, EUR)).toBe(-5196);
  });

  it('rounds to the currency decimals half away from zero', () => {
    expect(convertFromCzk(12, EUR)).toBe(0); // 0.48 cent
    expect(convertFromCzk(13, EUR)).toBe(1); // 0.52 cent
    const r05 = { rate: '0.05', decimals: 2 };
    expect(convertFromCzk(10, r05)).toBe(1); // exactly 0.5 cent
    expect(convertFromCzk(9, r05)).toBe(0); // 0.45 cent
    expect(convertFromCzk(-10, r05)).toBe(-1);
    expect(convertFromCzk(2010, r05)).toBe(101); // 100.5 cents
  });

  it('handles long rates, zero-decimal currencies and the identity', () => {
    expect(convertFromCzk(100000, { rate: '0.039876', decimals: 2 })).toBe(3988); // 39.876 €
    expect(convertFromCzk(129900, { rate: '15.5', decimals: 0 })).toBe(20135); // 20 134.5 HUF
    expect(convertFromCzk(123456, CZK)).toBe(123456);
    expect(convertFromCzk(12345, { rate: '1', decimals: 0 })).toBe(123);
    expect(convertFromCzk(12350, { rate: '1', decimals: 0 })).toBe(124);
    expect(convertFromCzk(10 ** 12, EUR)).toBe(4 * 10 ** 10);
  });

  it('rejects invalid rates, decimals and amounts', () => {
    expect(() => convertFromCzk(100, { rate: '0', decimals: 2 })).toThrow(RangeError);
    expect(() => convertFromCzk(100, { rate: '-0.04', decimals: 2 })).toThrow(RangeError);
    expect(() => convertFromCzk(100, { rate: 'abc', decimals: 2 })).toThrow(RangeError);
    expect(() => convertFromCzk(100, { rate: '0.04', decimals: 1.5 })).toThrow(RangeError);
    expect(() => convertFromCzk(1.5, EUR)).toThrow(RangeError);
  });
});

describe('convertToCzk', () => {
  it('converts back exactly', () => {
    expect(convertToCzk(5196, EUR)).toBe(129900);
    expect(convertToCzk(1, EUR)).toBe(25);
    expect(convertToCzk(20135, { rate: '15.5', decimals: 0 })).toBe(129903); // 1299.032… Kč
  });
});

describe('formatPrice (SPEC §9)', () => {
  it('matches the spec examples with no-break spaces', () => {
    expect(formatPrice(123450, CZK)).toBe(`1${NBSP}234,50${NBSP}Kč`);
    expect(show(formatPrice(4990, EUR))).toBe('49,90_€');
  });

  it('groups thousands and keeps the currency decimals', () => {
    expect(show(formatPrice(0, CZK))).toBe('0,00_Kč');
    expect(show(formatPrice(5, CZK))).toBe('0,05_Kč');
    expect(show(formatPrice(99999, CZK))).toBe('999,99_Kč');
    expect(show(formatPrice(100000, CZK))).toBe('1_000,00_Kč');
    expect(show(formatPrice(123456789, CZK))).toBe('1_234_567,89_Kč');
    expect(show(formatPrice(1235, { decimals: 0, symbolBefore: '', symbolAfter: 'Kč' }))).toBe('1_235_Kč');
    expect(show(formatPrice(1234567, { decimals: 3, symbolBefore: '', symbolAfter: '' }))).toBe('1_234,567');
  });

  it('writes the minus before the number and symbols before it', () => {
    expect(show(formatPrice(-123450, CZK))).toBe('-1_234,50_Kč');
    expect(show(formatPrice(4990, { decimals: 2, symbolBefore: '$', symbolAfter: '' }))).toBe('$49,90');
    expect(show(formatPrice(-4990, { decimals: 2, symbolBefore: '£', symbolAfter: '' }))).toBe('-£49,90');
    expect(show(formatPrice(4990, { decimals: 2, symbolBefore: 'CHF', symbolAfter: '' }))).toBe('CHF_49,90');
    expect(show(formatPrice(4990, { decimals: 2, symbolBefore: '', symbolAfter: ' Kč ' }))).toBe('49,90_Kč');
  });

  it('agrees with Intl cs-CZ for CZK', () => {
    const intl = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' });
    for (const minor of [0, 1, 99, 100, 999, 1000, 99999, 100000, 123450, 1000000, 98765432, -123450]) {
      expect(formatPrice(minor, CZK), String(minor)).toBe(intl.format(minor / 100));
    }
  });

  it('uses English separators for en', () => {
    expect(formatPrice(123450, CZK, 'en')).toBe(`1,234.50${NBSP}Kč`);
  });

  it('formatDecimal and formatCzkIn', () => {
    expect(show(formatDecimal(123456, 2))).toBe('1_234,56');
    expect(formatDecimal(-5, 2)).toBe('-0,05');
    expect(show(formatCzkIn(129900, EUR))).toBe('51,96_€');
    expect(show(formatCzkIn(129900))).toBe('1_299,00_Kč');
  });
});

describe('formatPercent and formatVoucherValue', () => {
  it('formats basis points as percent', () => {
    expect(show(formatPercent(1000))).toBe('10_%');
    expect(show(formatPercent(1250))).toBe('12,5_%');
    expect(show(formatPercent(1234))).toBe('12,34_%');
    expect(show(formatPercent(0))).toBe('0_%');
    expect(show(formatPercent(100000))).toBe('1_000_%');
    expect(formatPercent(1250, 'en')).toBe('12.5%');
  });

  it('shows percent vouchers as percent and amount vouchers as converted prices', () => {
    expect(show(formatVoucherValue({ voucherType: 'percent', value: 1500 }))).toBe('15_%');
    expect(show(formatVoucherValue({ voucherType: 'amount', value: 10000 }))).toBe('100,00_Kč');
    expect(show(formatVoucherValue({ voucherType: 'amount', value: 10000 }, EUR))).toBe('4,00_€');
  });
});
