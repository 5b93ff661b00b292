import { encode as encodePayBySquare, PaymentOptions, CurrencyCode, type DataModel } from 'bysquare/pay';
import { toIban } from './bank';
import { toDecimalString, type Minor } from './money';
import { pragueDate } from './calendar';
import type { CurrencyRate } from './format';
import { orderAmountDue } from './order-payment';

/**
 * The bank-transfer QR code of an order: QR Platba (SPAYD) for CZK, PAY by square for EUR (`orderQrPayment`).
 *
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

/** Input a QR payment cannot carry; `field` names the input field. */
export class QrPaymentError extends RangeError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'QrPaymentError';
  }
}

export class SpaydError extends QrPaymentError {
  constructor(field: string, message: string) {
    super(field, message);
    this.name = 'SpaydError';
  }
}

type QrErrorClass = new (field: string, message: string) => QrPaymentError;

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

function symbol(field: string, value: string | number, allowZero: boolean, Err: QrErrorClass = SpaydError): string {
  const s = String(value).trim();
  if (!/^\d{1,10}$/.test(s)) throw new Err(field, `${field} must be 1–10 digits: ${value}`);
  if (!allowZero && /^0+$/.test(s)) throw new Err(field, `${field} must be a positive number: ${value}`);
  return s;
}

function ibanOf(account: string, Err: QrErrorClass): string {
  try {
    return toIban(account);
  } catch (err) {
    throw new Err('iban', err instanceof Error ? err.message : `Invalid account: ${account}`);
  }
}

/** The BIC upper-cased without spaces, or undefined when none is given. */
function bicOf(bic: string | undefined, Err: QrErrorClass): string | undefined {
  if (bic === undefined || bic.trim() === '') return undefined;
  const out = bic.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(out)) throw new Err('bic', `Invalid BIC: ${bic}`);
  return out;
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
  const bic = bicOf(input.bic, SpaydError);
  const acc = `${ibanOf(input.iban, SpaydError)}${bic ? `+${bic}` : ''}`;
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

/** What a PAY by square payment order carries (`buildPayBySquare`). */
export interface PayBySquareInput {
  iban: string;
  bic?: string;
  /** Cents (2 decimals); written as the number 51.96. */
  amountMinor: Minor;
  /** Only EUR: the shop's Slovak account takes euros, and CZK goes in QR Platba. */
  currency: string;
  variableSymbol: string | number;
  /** Payment note shown to the recipient. */
  message?: string;
  /** Beneficiary (the account holder's) name. */
  beneficiaryName: string;
}

export const PAY_BY_SQUARE_NOTE_MAX = 140;
export const PAY_BY_SQUARE_NAME_MAX = 70;
/** The amount field holds at most 15 characters with the decimal point: 999 999 999 999.99. */
export const PAY_BY_SQUARE_AMOUNT_MAX_MINOR = 99_999_999_999_999;

/** Cut by code points, so a character outside the BMP is never split. */
const cut = (text: string, max: number) => Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, max).join('').trim();

/**
 * PAY by square (the Slovak Banking Association's standard, version 1.2.0) for a transfer in euros: the order's
 * one payment (amount, IBAN, BIC if known, variable symbol, note, beneficiary) tab-separated, LZMA-compressed and
 * written in Base32hex by the `bysquare` package. Slovak banking apps read it; QR Platba stays for CZK.
 *
 * The same input rules as `buildSpayd`, and bad input throws `QrPaymentError` the same way: an IBAN (a Czech
 * account number is converted), a BIC of 8 or 11 characters, a positive amount of cents, the currency EUR, a
 * variable symbol of 1–10 digits. The note (≤ 140) and the beneficiary name (≤ 70, required since 1.2.0) are cut
 * to the standard's lengths; the package strips their diacritics, which many banking apps cannot show.
 */
export function buildPayBySquare(input: PayBySquareInput): string {
  const iban = ibanOf(input.iban, QrPaymentError);
  const bic = bicOf(input.bic, QrPaymentError);
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0 || input.amountMinor > PAY_BY_SQUARE_AMOUNT_MAX_MINOR) {
    throw new QrPaymentError('amountMinor', `Amount must be a positive integer of cents up to ${PAY_BY_SQUARE_AMOUNT_MAX_MINOR}: ${input.amountMinor}`);
  }
  if (input.currency.trim().toUpperCase() !== CurrencyCode.EUR) throw new QrPaymentError('currency', `PAY by square is made for EUR only: ${input.currency}`);
  const variableSymbol = symbol('variableSymbol', input.variableSymbol, false, QrPaymentError);
  const beneficiary = cut(input.beneficiaryName, PAY_BY_SQUARE_NAME_MAX);
  if (beneficiary === '') throw new QrPaymentError('beneficiaryName', 'PAY by square 1.2.0 requires the beneficiary name');
  const note = input.message === undefined ? '' : cut(input.message, PAY_BY_SQUARE_NOTE_MAX);

  const model: DataModel = {
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        // Exact: an integer divided by 100 prints as its two decimals (5196 / 100 → 51.96).
        amount: input.amountMinor / 100,
        currencyCode: CurrencyCode.EUR,
        variableSymbol,
        ...(note === '' ? {} : { paymentNote: note }),
        bankAccounts: [bic ? { iban, bic } : { iban }],
        beneficiary: { name: beneficiary },
      },
    ],
  };
  try {
    return encodePayBySquare(model);
  } catch (err) {
    // The package validates again (IBAN, BIC, currency); anything it still refuses is bad input all the same.
    throw new QrPaymentError('payBySquare', err instanceof Error ? err.message : String(err));
  }
}

/** What the QR code of a bank-transfer order is made of. */
export interface OrderQrInput {
  /** The variable symbol (the order number). */
  variableSymbol: string;
  /** The order's total as stored: CZK haléře. */
  total: Minor;
  /** The order's currency at the rate it was placed at. */
  currency: CurrencyRate & { code: string };
  /** The site's account the order is paid to. */
  iban: string;
  bic?: string | null;
  /** The account holder's name (SPAYD RN, PAY by square beneficiary). */
  recipientName: string;
}

/**
 * The QR payment string of a bank-transfer order: QR Platba (SPAYD) for CZK, PAY by square for EUR, each for the
 * amount due (`orderAmountDue`, what the bank statement is matched against); null for any other currency.
 */
export function orderQrPayment(order: OrderQrInput): string | null {
  const code = order.currency.code.toUpperCase();
  if (code !== 'CZK' && code !== 'EUR') return null;
  // Both standards write cents; a currency of other decimals would be a hundred times off.
  if (order.currency.decimals !== 2) throw new QrPaymentError('currency', `QR payments are written with 2 decimals, ${code} has ${order.currency.decimals}`);
  const payment = { iban: order.iban, bic: order.bic ?? undefined, amountMinor: orderAmountDue(order), currency: code, variableSymbol: order.variableSymbol, message: `Objednavka ${order.variableSymbol}` };
  return code === 'CZK' ? buildSpayd({ ...payment, recipientName: order.recipientName }) : buildPayBySquare({ ...payment, beneficiaryName: order.recipientName });
}
