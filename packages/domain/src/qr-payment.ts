import { toIban } from './bank';
import { toDecimalString, type Minor } from './money';
import { pragueDate } from './calendar';

/**
 * QR Platba: the SPAYD ("Short Payment Descriptor") string encoded in the
 * bank-transfer QR code of an order (czech-commerce.md; qr-platba.cz format spec).
 *
 *   SPD*1.0*ACC:CZ6508000000192000145399*AM:1299.00*CC:CZK*X-VS:2026000123*MSG:OBJEDNAVKA 2026000123*RN:PARTY SHOP
 *
 * Free texts (MSG, RN) are reduced to the QR alphanumeric-mode alphabet
 * `0-9 A-Z space $ % * + - . / :` (diacritics stripped, upper-cased, other
 * characters become spaces) so the code stays in alphanumeric mode, and are cut
 * to their limits (MSG 60, RN 35 characters, counted as written, i.e. after `*`
 * became `%2A`). Bad account numbers, symbols or amounts throw `SpaydError`.
 */

export class SpaydError extends RangeError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'SpaydError';
  }
}

export interface SpaydInput {
  /** IBAN or a Czech account number ("19-2000145399/0800"); converted with bank.ts `toIban`. */
  iban: string;
  /** Optional BIC/SWIFT, appended to ACC as "+BIC". */
  bic?: string;
  /** Amount in minor units (2 decimals); written as "1299.00". Must be positive. */
  amountMinor: Minor;
  /** ISO 4217 code, e.g. CZK. */
  currency: string;
  /** Variable symbol: 1–10 digits, not all zeros (usually the order number). */
  variableSymbol: string | number;
  /** Constant symbol: up to 10 digits (usually 4, e.g. 0308). */
  constantSymbol?: string | number;
  /** Specific symbol: up to 10 digits. */
  specificSymbol?: string | number;
  /** Message for the recipient (≤ 60 characters after sanitising). */
  message?: string;
  /** Recipient name (≤ 35 characters after sanitising). */
  recipientName?: string;
  /** Due date: a Date (its calendar day in Prague) or "YYYY-MM-DD"; written as DT:YYYYMMDD. */
  dueDate?: Date | string;
}

export const SPAYD_MSG_MAX = 60;
export const SPAYD_RN_MAX = 35;
/** AM is at most 10 characters including the decimal point: up to 9 999 999.99. */
export const SPAYD_AMOUNT_MAX_MINOR = 999_999_999;

/** Removes diacritics, upper-cases, maps every character outside the QR alphanumeric set to a space, collapses spaces. */
export function toSpaydText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^0-9A-Z $%*+\-./:]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** `*` separates pairs, so inside a value it is written %2A. */
export function escapeSpaydValue(value: string): string {
  return value.replace(/\*/g, '%2A');
}

/** Sanitised and escaped text cut to `max` written characters (never splitting a %2A). */
function spaydText(text: string, max: number): string {
  let out = '';
  for (const ch of toSpaydText(text)) {
    const piece = escapeSpaydValue(ch);
    if (out.length + piece.length > max) break;
    out += piece;
  }
  return out.trimEnd();
}

function symbol(field: string, value: string | number, allowZero: boolean): string {
  const s = String(value).trim();
  if (!/^\d{1,10}$/.test(s)) throw new SpaydError(field, `${field} must be 1–10 digits: ${value}`);
  if (!allowZero && /^0+$/.test(s)) throw new SpaydError(field, `${field} must be a positive number: ${value}`);
  return s;
}

function dueDateText(date: Date | string): string {
  if (typeof date === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
    if (!m) throw new SpaydError('dueDate', `Due date must be YYYY-MM-DD: ${date}`);
    const [, y, mo, d] = m;
    const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) {
      throw new SpaydError('dueDate', `Not a calendar date: ${date}`);
    }
    return `${y}${mo}${d}`;
  }
  if (Number.isNaN(date.getTime())) throw new SpaydError('dueDate', 'Invalid due date');
  // The calendar day in Prague: the shop's banks and customers are there.
  return pragueDate(date).replaceAll('-', '');
}

/** Builds the SPAYD string; keys in the order ACC, AM, CC, DT, X-VS, X-KS, X-SS, MSG, RN. */
export function buildSpayd(input: SpaydInput): string {
  let iban: string;
  try {
    iban = toIban(input.iban);
  } catch (err) {
    throw new SpaydError('iban', err instanceof Error ? err.message : `Invalid account: ${input.iban}`);
  }
  let acc = iban;
  if (input.bic !== undefined && input.bic.trim() !== '') {
    const bic = input.bic.replace(/\s+/g, '').toUpperCase();
    if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic)) throw new SpaydError('bic', `Invalid BIC: ${input.bic}`);
    acc += `+${bic}`;
  }
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0 || input.amountMinor > SPAYD_AMOUNT_MAX_MINOR) {
    throw new SpaydError('amountMinor', `Amount must be a positive integer of minor units up to ${SPAYD_AMOUNT_MAX_MINOR}: ${input.amountMinor}`);
  }
  const currency = input.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new SpaydError('currency', `Currency must be an ISO 4217 code: ${input.currency}`);

  const pairs: string[] = [`ACC:${acc}`, `AM:${toDecimalString(input.amountMinor, 2)}`, `CC:${currency}`];
  if (input.dueDate !== undefined) pairs.push(`DT:${dueDateText(input.dueDate)}`);
  pairs.push(`X-VS:${symbol('variableSymbol', input.variableSymbol, false)}`);
  if (input.constantSymbol !== undefined) pairs.push(`X-KS:${symbol('constantSymbol', input.constantSymbol, true)}`);
  if (input.specificSymbol !== undefined) pairs.push(`X-SS:${symbol('specificSymbol', input.specificSymbol, true)}`);
  if (input.message !== undefined) {
    const msg = spaydText(input.message, SPAYD_MSG_MAX);
    if (msg !== '') pairs.push(`MSG:${msg}`);
  }
  if (input.recipientName !== undefined) {
    const rn = spaydText(input.recipientName, SPAYD_RN_MAX);
    if (rn !== '') pairs.push(`RN:${rn}`);
  }
  return `SPD*1.0*${pairs.join('*')}`;
}
