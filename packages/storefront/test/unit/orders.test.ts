import { describe, expect, it } from 'vitest';
import { formatCzkIn } from '@konfety/domain/format';
import { awaitsPayment, formatIban, formatOrderDate, formatTaxRate, isOrderPaid, orderCurrency } from '../../app/components/orders/format';
import { summaryParams } from '../../app/lib/params.server';

/** The summary route's parameters as the loader parses them (null = the page's 404). */
const validSummaryParams = (id: string | undefined, hash: string | undefined) => {
  const parsed = summaryParams.safeParse({ id, hash });
  return parsed.success ? parsed.data : null;
};

const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('order summary helpers (SPEC §3 Order)', () => {
  it('groups an IBAN in fours whatever spacing it came with', () => {
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
    expect(formatIban(' cz65 0800000019 2000145399 ')).toBe('CZ65 0800 0000 1920 0014 5399');
    expect(formatIban('SK3112000000198742637541')).toBe('SK31 1200 0000 1987 4263 7541');
    expect(formatIban('AB12')).toBe('AB12');
    expect(formatIban('')).toBe('');
  });

  it('formats the order date in Prague time, Czech style', () => {
    expect(formatOrderDate('2026-11-22T13:05:00.000Z', 'cs')).toBe('22. 11. 2026 14:05');
    expect(formatOrderDate('2026-07-01T22:30:00.000Z', 'cs')).toBe('2. 7. 2026 00:30');
    expect(formatOrderDate('2026-07-01T08:03:00.000Z', 'en')).toBe('1/7/2026 10:03');
    expect(formatOrderDate('nonsense')).toBe('nonsense');
  });

  it('formats tax rates', () => {
    expect(nb(formatTaxRate(21))).toBe('21 %');
    expect(nb(formatTaxRate(12.5))).toBe('12,5 %');
    expect(formatTaxRate(21, 'en')).toBe('21%');
  });

  it('uses the order’s own currency (string rate) and falls back to CZK', () => {
    const eur = orderCurrency({ code: 'EUR', rate: '0.04', decimals: 2, symbol_before: '', symbol_after: '€' });
    expect(nb(formatCzkIn(129900, eur, 'cs'))).toBe('51,96 €');
    expect(orderCurrency({ code: 'X', rate: 'abc', decimals: 2, symbol_before: '', symbol_after: '' }).code).toBe('CZK');
    expect(orderCurrency(null).code).toBe('CZK');
  });

  it('knows when an order is paid or still awaits payment', () => {
    expect(awaitsPayment({ state: 'waiting_for_payment', paid_at: null })).toBe(true);
    expect(isOrderPaid({ state: 'waiting_for_payment', paid_at: null })).toBe(false);
    expect(isOrderPaid({ state: 'paid', paid_at: '2026-11-22T10:00:00Z' })).toBe(true);
    expect(awaitsPayment({ state: 'new', paid_at: null })).toBe(false);
    expect(isOrderPaid({ state: 'processing', paid_at: '2026-11-22T10:00:00Z' })).toBe(true);
  });

  it('accepts only a positive integer id and a 64-hex hash', () => {
    const hash = 'a'.repeat(64);
    expect(validSummaryParams('12', hash)).toEqual({ id: 12, hash });
    expect(validSummaryParams('0', hash)).toBeNull();
    expect(validSummaryParams('-1', hash)).toBeNull();
    expect(validSummaryParams('1.5', hash)).toBeNull();
    expect(validSummaryParams('012', hash)).toBeNull();
    expect(validSummaryParams('12', 'A'.repeat(64))).toBeNull();
    expect(validSummaryParams('12', 'a'.repeat(63))).toBeNull();
    expect(validSummaryParams('12', `${'a'.repeat(63)}g`)).toBeNull();
    expect(validSummaryParams(undefined, hash)).toBeNull();
  });
});
