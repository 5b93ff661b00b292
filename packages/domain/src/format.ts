import type { Minor } from './money';
import type { VoucherValueType } from './vouchers';

/**
 * SPEC §9 price formatting and currency conversion.
 *
 * Separators: the thousands separator and the space between the amount and a
 * currency symbol are U+00A0 NO-BREAK SPACE, exactly as `Intl.NumberFormat('cs-CZ')`
 * writes them ("1 234,50 Kč"), so a price never wraps between its digits and its
 * symbol. Use `NBSP` in comparisons; `.replace(/\u00a0/g, ' ')` gives plain spaces.
 */
export const NBSP = '\u00a0';

/** Conversion data of a currency (SPEC §3): `rate` = units of this currency per 1 CZK, as a decimal string. */
export interface CurrencyRate {
  rate: string;
  decimals: number;
}

/** Display data of a currency (SPEC §3: symbol_before, symbol_after, decimals). */
export interface CurrencyDisplay {
  decimals: number;
  symbolBefore: string;
  symbolAfter: string;
}

export type Currency = CurrencyRate & CurrencyDisplay & { code: string };

/** The default and tracking currency (currency id 1). */
export const CZK: Currency = { code: 'CZK', rate: '1', decimals: 2, symbolBefore: '', symbolAfter: 'Kč' };

/** CZK amounts in this code base are always haléře: 2 decimals. */
const CZK_DECIMALS = 2;

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 8) throw new RangeError(`Invalid currency decimals: ${decimals}`);
}

/** Exact rational value of a positive decimal string: [numerator, 10^scale]. */
function parseRate(rate: string): [bigint, bigint] {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(rate).trim());
  if (!m) throw new RangeError(`Invalid currency rate: ${rate}`);
  const frac = m[2] ?? '';
  const num = BigInt(m[1]! + frac);
  if (num === 0n) throw new RangeError(`Currency rate must be positive: ${rate}`);
  return [num, 10n ** BigInt(frac.length)];
}

/** numerator/denominator (denominator > 0) rounded half away from zero, as a safe integer. */
function bigDivRound(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  let q = abs / denominator;
  if ((abs % denominator) * 2n >= denominator) q += 1n;
  const n = Number(negative ? -q : q);
  if (!Number.isSafeInteger(n)) throw new RangeError('Converted amount is out of range');
  return n;
}

function assertMinorInput(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount of minor units: ${minor}`);
}

/**
 * CZK minor units (haléře) → minor units of `currency`, exactly:
 * minorCzk / 100 × rate × 10^decimals, rounded half away from zero.
 * E.g. 129900 (1 299,00 Kč) at rate '0.04' with 2 decimals → 5196 (51,96 €).
 */
export function convertFromCzk(minorCzk: Minor, currency: CurrencyRate): Minor {
  assertMinorInput(minorCzk);
  assertDecimals(currency.decimals);
  const [rateNum, rateDen] = parseRate(currency.rate);
  const num = BigInt(minorCzk) * rateNum * 10n ** BigInt(currency.decimals);
  const den = rateDen * 10n ** BigInt(CZK_DECIMALS);
  return bigDivRound(num, den);
}

/** The inverse: minor units of `currency` → CZK haléře, rounded half away from zero. */
export function convertToCzk(minor: Minor, currency: CurrencyRate): Minor {
  assertMinorInput(minor);
  assertDecimals(currency.decimals);
  const [rateNum, rateDen] = parseRate(currency.rate);
  const num = BigInt(minor) * rateDen * 10n ** BigInt(CZK_DECIMALS);
  const den = rateNum * 10n ** BigInt(currency.decimals);
  return bigDivRound(num, den);
}

interface NumberStyle {
  group: string;
  decimal: string;
  /** Between a number and a percent sign. */
  percentSpace: string;
}

/** cs and sk (and anything unknown): "1 234,50"; en: "1,234.50". */
function styleFor(locale: string): NumberStyle {
  return locale.toLowerCase().startsWith('en')
    ? { group: ',', decimal: '.', percentSpace: '' }
    : { group: NBSP, decimal: ',', percentSpace: NBSP };
}

function groupDigits(digits: string, separator: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i];
  }
  return out;
}

/** Integer `value` scaled by 10^decimals as "1 234,50" (cs) without a symbol. */
export function formatDecimal(value: number, decimals: number, locale = 'cs'): string {
  assertMinorInput(value);
  assertDecimals(decimals);
  const style = styleFor(locale);
  const abs = String(Math.abs(value)).padStart(decimals + 1, '0');
  const int = decimals > 0 ? abs.slice(0, -decimals) : abs;
  const frac = decimals > 0 ? abs.slice(-decimals) : '';
  const sign = value < 0 ? '-' : '';
  return sign + groupDigits(int, style.group) + (frac ? style.decimal + frac : '');
}

/**
 * SPEC §9: `minor` units of the currency as text with the currency's decimals,
 * thousands separated by a no-break space and a decimal comma:
 * 123450 → "1 234,50 Kč", 4990 (EUR) → "49,90 €". A symbol after the amount is
 * preceded by a no-break space; a symbol before it follows the minus sign and
 * touches the digits when it is a sign such as "$" or "£", otherwise (e.g. "CHF")
 * it is followed by a no-break space. Locale en uses "1,234.50".
 */
export function formatPrice(minor: Minor, currency: CurrencyDisplay, locale = 'cs'): string {
  const number = formatDecimal(minor, currency.decimals, locale);
  const negative = number.startsWith('-');
  const digits = negative ? number.slice(1) : number;
  const before = currency.symbolBefore.trim();
  const after = currency.symbolAfter.trim();
  const beforePart = before === '' ? '' : /[\p{L}]$/u.test(before) ? before + NBSP : before;
  const afterPart = after === '' ? '' : NBSP + after;
  return `${negative ? '-' : ''}${beforePart}${digits}${afterPart}`;
}

/** A CZK amount (haléře) shown in `currency` (converted by its rate), e.g. for the storefront. */
export function formatCzkIn(minorCzk: Minor, currency: Currency = CZK, locale = 'cs'): string {
  return formatPrice(convertFromCzk(minorCzk, currency), currency, locale);
}

/** Basis points as a percentage: 1000 → "10 %", 1250 → "12,5 %" (cs, with a no-break space); en "12.5%". */
export function formatPercent(basisPoints: number, locale = 'cs'): string {
  assertMinorInput(basisPoints);
  const style = styleFor(locale);
  let text = formatDecimal(basisPoints, 2, locale);
  if (text.includes(style.decimal)) text = text.replace(/0+$/, '').replace(new RegExp(`\\${style.decimal}$`), '');
  return `${text}${style.percentSpace}%`;
}

/**
 * The value of a voucher as shoppers see it: percent vouchers (value in basis
 * points) → "10 %"; amount vouchers (value in CZK haléře) → the amount converted
 * to `currency` and formatted, "100 Kč" → "100,00 Kč" / "4,00 €".
 */
export function formatVoucherValue(
  voucher: { voucherType: VoucherValueType; value: number },
  currency: Currency = CZK,
  locale = 'cs',
): string {
  if (voucher.voucherType === 'percent') return formatPercent(voucher.value, locale);
  return formatCzkIn(voucher.value, currency, locale);
}
