/**
 * Money is an integer count of minor units (haléře for CZK, cents for EUR).
 * Every operation here stays in integers; rounding is half away from zero,
 * the commercial rounding Czech invoices use.
 */
export type Minor = number;

export function assertMinor(value: number): Minor {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount of minor units: ${value}`);
  return value;
}

/** Rounds numerator/denominator (integers, denominator > 0) half away from zero. */
export function divRound(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divRound needs safe integers and a positive denominator: ${numerator}/${denominator}`);
  }
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const q = Math.floor(abs / denominator);
  const r = abs - q * denominator;
  return sign * (r * 2 >= denominator ? q + 1 : q);
}

/** Parses a decimal string such as "21.00" or "0.04" exactly into an integer numerator over 10^scale. */
export function parseDecimal(value: string | number, scale: number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new RangeError(`Not a decimal number: ${value}`);
  const [, sign, int, frac = ''] = m;
  const kept = frac.slice(0, scale).padEnd(scale, '0');
  const dropped = frac.slice(scale);
  let n = Number(int) * 10 ** scale + Number(kept || '0');
  if (dropped.length > 0 && Number(dropped[0]) >= 5) n += 1;
  return sign === '-' ? -n : n;
}

/** Converts 1234.5 (major units, from user input or a config) to minor units, exactly. */
export function toMinor(major: string | number, decimals = 2): Minor {
  return parseDecimal(major, decimals);
}

/** Minor units as a plain decimal string with a dot ("1299.00"), e.g. for QR payments and feeds. */
export function toDecimalString(minor: Minor, decimals = 2): string {
  assertMinor(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (decimals === 0) return sign + String(abs);
  const s = String(abs).padStart(decimals + 1, '0');
  return `${sign}${s.slice(0, -decimals)}.${s.slice(-decimals)}`;
}

/** Share of an amount given in basis points (1 % = 100 bp), rounded to a minor unit. */
export function percentOf(amount: Minor, basisPoints: number): Minor {
  return divRound(amount * basisPoints, 10000);
}
