import { describe, expect, it } from 'vitest';
import { czechAccountToIban, isValidCzechAccount, isValidIban, toIban } from '../src/bank';

describe('czechAccountToIban (czech-commerce.md examples)', () => {
  it('converts prefix-number/bank accounts', () => {
    expect(czechAccountToIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
    expect(czechAccountToIban('810883001/5500')).toBe('CZ9555000000000810883001');
    expect(czechAccountToIban('123/0100')).toBe('CZ7801000000000000000123');
    expect(czechAccountToIban(' 19-2000145399 / 0800 ')).toBe('CZ6508000000192000145399');
  });

  it('rejects what is not a Czech account number', () => {
    for (const bad of ['abc', '2000145399', '2000145399/080', '1234567-2000145399/0800', '5/0100', '12345678901/0800']) {
      expect(() => czechAccountToIban(bad), bad).toThrow(RangeError);
    }
  });
});

describe('isValidCzechAccount (ČNB weighted mod 11)', () => {
  it('accepts the reference accounts and refuses a mistyped digit in the number or the prefix', () => {
    expect(isValidCzechAccount('19-2000145399/0800')).toBe(true);
    expect(isValidCzechAccount('810883001/5500')).toBe(true);
    expect(isValidCzechAccount('19-2000145398/0800')).toBe(false);
    expect(isValidCzechAccount('18-2000145399/0800')).toBe(false);
    expect(isValidCzechAccount('0/0800')).toBe(false);
    expect(() => czechAccountToIban('19-2000145398/0800')).toThrow(RangeError);
  });
});

describe('isValidIban', () => {
  it('accepts valid IBANs, with spaces and lower case', () => {
    expect(isValidIban('CZ6508000000192000145399')).toBe(true);
    expect(isValidIban('cz65 0800 0000 1920 0014 5399')).toBe(true);
    expect(isValidIban('CZ7801000000000000000123')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
  });

  it('rejects wrong check digits, changed digits and bad shapes', () => {
    expect(isValidIban('CZ6608000000192000145399')).toBe(false);
    expect(isValidIban('CZ6508000000192000145390')).toBe(false);
    expect(isValidIban('CZ65')).toBe(false);
    expect(isValidIban('6508000000192000145399')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
});

describe('toIban', () => {
  it('passes IBANs through (compacted, upper case) and converts account numbers', () => {
    expect(toIban('cz65 0800 0000 1920 0014 5399')).toBe('CZ6508000000192000145399');
    expect(toIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
  });

  it('throws for an invalid IBAN', () => {
    expect(() => toIban('CZ6508000000192000145390')).toThrow(RangeError);
  });
});
