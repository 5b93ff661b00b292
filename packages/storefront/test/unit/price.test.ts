import { describe, expect, it } from 'vitest';
import { chosenCurrency, formatShopPrice, rateToDecimalString, toDomainCurrency } from '../../app/lib/price';

const nb = (s: string) => s.replace(/\u00a0/g, ' ');
const czk = { code: 'CZK', rate: 1, decimals: 2, symbol_before: '', symbol_after: 'Kč' };
const eur = { code: 'EUR', rate: 0.04, decimals: 2, symbol_before: '', symbol_after: '€' };

describe('storefront prices (SPEC §9)', () => {
  it('formats CZK haléře in the shell currency', () => {
    expect(nb(formatShopPrice(129900, czk, 'cs'))).toBe('1 299,00 Kč');
    expect(nb(formatShopPrice(129900, eur, 'cs'))).toBe('51,96 €');
    expect(nb(formatShopPrice(12345678, czk, 'en'))).toBe('123,456.78 Kč');
  });

  it('uses the currency’s decimals and symbols', () => {
    expect(nb(formatShopPrice(10000, { code: 'HUF', rate: 14.5, decimals: 0, symbol_before: '', symbol_after: 'Ft' }, 'cs'))).toBe('1 450 Ft');
    expect(nb(formatShopPrice(10000, { code: 'USD', rate: 0.043, decimals: 2, symbol_before: '$', symbol_after: '' }, 'en'))).toBe('$4.30');
  });

  it('falls back to CZK without a usable currency', () => {
    expect(nb(formatShopPrice(5000, null, 'cs'))).toBe('50,00 Kč');
    expect(toDomainCurrency({ ...eur, rate: 0 }).code).toBe('CZK');
    expect(toDomainCurrency({ ...eur, decimals: -1 }).code).toBe('CZK');
  });

  it('writes API rates as plain decimal strings', () => {
    expect(rateToDecimalString(1)).toBe('1');
    expect(rateToDecimalString(0.04)).toBe('0.04');
    expect(rateToDecimalString(1e-7)).toMatch(/^0\.0000001\d*$/);
    expect(rateToDecimalString(-1)).toBeNull();
    expect(rateToDecimalString(Number.NaN)).toBeNull();
    expect(rateToDecimalString('0.25')).toBe('0.25');
  });
});

describe('chosenCurrency', () => {
  const list = [
    { code: 'CZK', is_default: true },
    { code: 'EUR', is_default: false },
  ];
  it('takes the currency the cookie names, else the default', () => {
    expect(chosenCurrency(list, 'EUR')?.code).toBe('EUR');
    expect(chosenCurrency(list, null)?.code).toBe('CZK');
    expect(chosenCurrency(list, 'USD')?.code).toBe('CZK');
    expect(chosenCurrency([], 'EUR')).toBeNull();
  });
});
