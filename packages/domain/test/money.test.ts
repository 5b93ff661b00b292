import { describe, expect, it } from 'vitest';
import { assertMinor, divRound, parseDecimal, percentOf, toDecimalString, toMinor } from '../src/money';

describe('assertMinor', () => {
  it('accepts safe integers and rejects everything else', () => {
    expect(assertMinor(0)).toBe(0);
    expect(assertMinor(-129900)).toBe(-129900);
    expect(() => assertMinor(1.5)).toThrow(RangeError);
    expect(() => assertMinor(Number.NaN)).toThrow(RangeError);
    expect(() => assertMinor(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe('divRound (half away from zero)', () => {
  it('rounds exact halves away from zero', () => {
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(-5, 2)).toBe(-3);
    expect(divRound(1, 2)).toBe(1);
    expect(divRound(-1, 2)).toBe(-1);
    expect(divRound(605000, 10000)).toBe(61);
  });

  it('rounds below half down and above half up', () => {
    expect(divRound(7, 3)).toBe(2); // 2.33
    expect(divRound(8, 3)).toBe(3); // 2.67
    expect(divRound(1, 3)).toBe(0);
    expect(divRound(-7, 3)).toBe(-2);
    expect(divRound(-8, 3)).toBe(-3);
    expect(divRound(0, 7)).toBe(0);
    expect(divRound(4999, 10000)).toBe(0);
    expect(divRound(5000, 10000)).toBe(1);
  });

  it('rejects a zero or negative denominator and non-integers', () => {
    expect(() => divRound(1, 0)).toThrow(RangeError);
    expect(() => divRound(1, -2)).toThrow(RangeError);
    expect(() => divRound(1.5, 2)).toThrow(RangeError);
    expect(() => divRound(1, 2.5)).toThrow(RangeError);
  });
});

describe('parseDecimal', () => {
  it('parses decimal strings exactly at the given scale', () => {
    expect(parseDecimal('21.00', 2)).toBe(2100);
    expect(parseDecimal('21', 2)).toBe(2100);
    expect(parseDecimal('0.04', 2)).toBe(4);
    expect(parseDecimal('0.04', 4)).toBe(400);
    expect(parseDecimal(' 3.1 ', 2)).toBe(310);
    expect(parseDecimal(12, 2)).toBe(1200);
    expect(parseDecimal(1.5, 2)).toBe(150);
  });

  it('rounds dropped digits half away from zero', () => {
    expect(parseDecimal('1.004', 2)).toBe(100);
    expect(parseDecimal('1.005', 2)).toBe(101);
    expect(parseDecimal('1.999', 2)).toBe(200);
    expect(parseDecimal('0.5', 0)).toBe(1);
    expect(parseDecimal('0.49', 0)).toBe(0);
    expect(parseDecimal('-1.5', 2)).toBe(-150);
    expect(parseDecimal('-1.005', 2)).toBe(-101);
  });

  it('rejects what is not a plain decimal number', () => {
    for (const bad of ['abc', '1,5', '1.', '.5', '', '1e3', '--1', '1 000']) {
      expect(() => parseDecimal(bad, 2), bad).toThrow(RangeError);
    }
  });
});

describe('toMinor', () => {
  it('converts major units to minor units', () => {
    expect(toMinor('1234.5')).toBe(123450);
    expect(toMinor(1234.5)).toBe(123450);
    expect(toMinor('49.9')).toBe(4990);
    expect(toMinor('0.125')).toBe(13);
    expect(toMinor('10', 0)).toBe(10);
    expect(toMinor('1.5', 3)).toBe(1500);
  });
});

describe('toDecimalString', () => {
  it('writes minor units with a dot and the given decimals', () => {
    expect(toDecimalString(129900)).toBe('1299.00');
    expect(toDecimalString(79950)).toBe('799.50');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(0)).toBe('0.00');
    expect(toDecimalString(-5)).toBe('-0.05');
    expect(toDecimalString(-129950)).toBe('-1299.50');
    expect(toDecimalString(1234, 0)).toBe('1234');
    expect(toDecimalString(5, 3)).toBe('0.005');
  });

  it('rejects non-integer amounts', () => {
    expect(() => toDecimalString(1.5)).toThrow(RangeError);
  });
});

describe('percentOf (basis points)', () => {
  it('takes a rounded share', () => {
    expect(percentOf(10000, 1000)).toBe(1000);
    expect(percentOf(999, 1000)).toBe(100); // 99.9
    expect(percentOf(994, 1000)).toBe(99); // 99.4
    expect(percentOf(995, 1000)).toBe(100); // 99.5, half up
    expect(percentOf(12345, 2100)).toBe(2592); // 2592.45
    expect(percentOf(12345, 0)).toBe(0);
    expect(percentOf(12345, 10000)).toBe(12345);
  });
});
