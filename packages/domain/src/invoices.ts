import { pragueDate } from './calendar';
import { vatBreakdown } from './cart';
import type { AddressSnapshot, PaymentKind } from './checkout';
import { convertFromCzk, type Currency, type CurrencyDisplay, type CurrencyRate } from './format';
import type { InvoiceTextKey } from './i18n/invoice';
import type { Minor } from './money';
import { isPaid, type PayableOrder } from './order-payment';
import { basisPointsToRate, rateToBasisPoints } from './pricing';

/**
 * Tax documents (daňový doklad, §29 of the Czech VAT act) of an order: the invoice and the credit note that
 * cancels it (opravný daňový doklad, §45). Everything here is data; `api/features/invoices/pdf.ts` draws it,
 * with the texts of `i18n/invoice.ts`.
 */

export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * Number series, one per kind and year: prefix + year + the year's sequence number in 6 digits,
 * "FV2026000123" (faktura vydaná), "DB2026000001" (dobropis). The letters keep the two series apart at a
 * glance and keep a document number from being mistaken for an order number (`2026000123`, the variable
 * symbol), which is digits only; "DD" is avoided because Czech bookkeeping commonly reads it as "daňový doklad"
 * (e.g. to a received payment), not as a credit note. The year in the number makes each year's series unique on its own (§29 asks for a number
 * unique within its series), and 6 digits, the order numbers' width, give a year room for as many documents as
 * it can have orders.
 */
export const invoiceNumberPrefixes: Record<InvoiceKind, string> = { invoice: 'FV', credit_note: 'DB' };

export const INVOICE_SEQUENCE_MAX = 999_999;
const FIRST_YEAR = 2000;

export interface InvoiceNumberParts {
  kind: InvoiceKind;
  year: number;
  seq: number;
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > 9999) throw new RangeError(`Invalid invoice year: ${year}`);
}

/** `invoiceNumber(2026, 123)` → "FV2026000123"; `invoiceNumber(2026, 1, 'credit_note')` → "DB2026000001". */
export function invoiceNumber(year: number, seq: number, kind: InvoiceKind = 'invoice'): string {
  assertYear(year);
  if (!Number.isInteger(seq) || seq < 1 || seq > INVOICE_SEQUENCE_MAX) throw new RangeError(`Invalid invoice sequence number: ${seq}`);
  return `${invoiceNumberPrefixes[kind]}${year}${String(seq).padStart(6, '0')}`;
}

/**
 * The parts of a document number, or null when it is none. Surrounding spaces and lower case are accepted,
 * since back-office users type numbers to search for them; `invoiceNumber` gives the canonical form.
 */
export function parseInvoiceNumber(value: string): InvoiceNumberParts | null {
  const m = /^([A-Z]{2})(\d{4})(\d{6})$/.exec(value.trim().toUpperCase());
  if (!m) return null;
  const kind = invoiceKinds.find((k) => invoiceNumberPrefixes[k] === m[1]);
  const year = Number(m[2]);
  const seq = Number(m[3]);
  if (kind === undefined || year < FIRST_YEAR || seq < 1) return null;
  return { kind, year, seq };
}

export function isInvoiceNumber(value: string, kind?: InvoiceKind): boolean {
  const parts = parseInvoiceNumber(value);
  return parts !== null && (kind === undefined || parts.kind === kind);
}

/** The kinds of order line (`order_items.kind`); an invoice line keeps its kind so the document can label gifts and discounts. */
export type InvoiceLineKind = 'product' | 'gift' | 'delivery' | 'payment' | 'discount';

/** An order line as the order stored it: amounts in CZK haléře (the tracking currency), the VAT rate in percent ("21.00"). */
export interface OrderLineInput {
  kind: InvoiceLineKind;
  code: string | null;
  name: string;
  variantName: string | null;
  quantity: number;
  taxRate: string | number;
  unitPriceNet: Minor;
  totalNet: Minor;
  totalVat: Minor;
  total: Minor;
}

/** A line of the document, in the document's currency. */
export interface InvoiceLine {
  kind: InvoiceLineKind;
  code: string | null;
  name: string;
  variant: string | null;
  quantity: number;
  /** Unit price without VAT. */
  unitNet: Minor;
  rateBp: number;
  /** Tax base (without VAT). */
  base: Minor;
  vat: Minor;
  /** With VAT. */
  total: Minor;
}

export interface InvoiceVatRow {
  rateBp: number;
  base: Minor;
  vat: Minor;
  total: Minor;
}

export type InvoiceTotals = Omit<InvoiceVatRow, 'rateBp'>;

export interface InvoiceVatSummary {
  /** One row per VAT rate, highest rate first. */
  rows: InvoiceVatRow[];
  totals: InvoiceTotals;
}

/**
 * Tax base, VAT and total per VAT rate, and the document's totals: plain sums of the lines. The lines already
 * carry their VAT (the unit price with VAT rounded first, SPEC §9), so summing them, never recomputing VAT
 * from a rate's base, is what keeps the document equal to the order to the haléř.
 */
export function invoiceVatSummary(lines: ReadonlyArray<Pick<InvoiceLine, 'rateBp' | 'base' | 'vat' | 'total'>>): InvoiceVatSummary {
  const byRate = new Map<number, InvoiceVatRow>();
  for (const l of lines) {
    const row = byRate.get(l.rateBp) ?? { rateBp: l.rateBp, base: 0, vat: 0, total: 0 };
    byRate.set(l.rateBp, { rateBp: l.rateBp, base: row.base + l.base, vat: row.vat + l.vat, total: row.total + l.total });
  }
  const rows = [...byRate.values()].sort((a, b) => b.rateBp - a.rateBp);
  const totals = rows.reduce((t, r) => ({ base: t.base + r.base, vat: t.vat + r.vat, total: t.total + r.total }), { base: 0, vat: 0, total: 0 });
  return { rows, totals };
}

/**
 * The discount of an order as lines, one per VAT rate (negative amounts). Placing an order stores the
 * discounted totals but no discount line; the split over the rates is the one those totals came from
 * (`cart.ts vatBreakdown`, run again on the order's product lines), so with these lines the order's lines
 * add up to its totals exactly.
 */
export function orderDiscountLines(items: readonly OrderLineInput[], discount: Minor): OrderLineInput[] {
  const products = items.filter((i) => i.kind === 'product').map((i) => ({ ...i, rateBp: rateToBasisPoints(i.taxRate) }));
  const cartLines = products.map((p) => ({ unitNet: p.unitPriceNet, quantity: p.quantity, rateBp: p.rateBp }));
  return vatBreakdown(cartLines, discount).flatMap((row) => {
    const atRate = products.filter((p) => p.rateBp === row.rateBp);
    const net = row.net - atRate.reduce((s, p) => s + p.totalNet, 0);
    const total = row.total - atRate.reduce((s, p) => s + p.total, 0);
    if (net === 0 && total === 0) return [];
    const line: OrderLineInput = {
      kind: 'discount',
      code: null,
      name: '',
      variantName: null,
      quantity: 1,
      taxRate: basisPointsToRate(row.rateBp),
      unitPriceNet: net,
      totalNet: net,
      totalVat: total - net,
      total,
    };
    return [line];
  });
}

export type InvoiceCurrencyCode = 'CZK' | 'EUR';
export type InvoiceCurrency = CurrencyDisplay & { code: InvoiceCurrencyCode };

export type InvoicePostalAddress = Pick<AddressSnapshot, 'street' | 'city' | 'zip' | 'country'>;

export interface InvoiceSupplier {
  name: string;
  address: InvoicePostalAddress;
  ico: string;
  dic: string;
  /** The register entry a business document must name (Civil Code §435): "zapsaná v obchodním rejstříku vedeném …". */
  registration: string;
  bankAccount: string;
  iban: string;
}

export interface InvoiceCustomer {
  /** The person's name; for a company, whoever ordered for it. */
  name: string;
  company: string | null;
  address: InvoicePostalAddress;
  ico: string | null;
  dic: string | null;
}

/** The content of a tax document: everything §29 asks for (and §45 for a credit note), in the document's currency. */
export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** A credit note's original invoice and the reason for the correction; null on an invoice. */
  corrects: { number: string; reason: string } | null;
  orderNumber: string;
  /** Calendar days in the shop's time zone, YYYY-MM-DD. */
  issueDate: string;
  taxableSupplyDate: string;
  dueDate: string;
  paymentKind: PaymentKind;
  variableSymbol: string;
  supplier: InvoiceSupplier;
  customer: InvoiceCustomer;
  lines: InvoiceLine[];
  vatSummary: InvoiceVatRow[];
  /** `paid`: what the customer already paid of `total`; `due`: the rest (negative on a credit note: to refund). */
  totals: InvoiceTotals & { paid: Minor; due: Minor };
  currency: InvoiceCurrency;
}

/** What the builder needs of an order (`orders` with its `order_items`, the payment method's kind and the currency row). */
export interface InvoiceOrderInput extends Pick<PayableOrder, 'state' | 'paidAt'> {
  number: string;
  variableSymbol: string;
  invoiceAddress: AddressSnapshot;
  paymentKind: PaymentKind;
  /** The order's currency with the rate the order was placed at. */
  currency: Currency;
  discountTotal: Minor;
  totalNet: Minor;
  totalVat: Minor;
  total: Minor;
  items: readonly OrderLineInput[];
}

export type InvoiceNumbering =
  | { kind: 'invoice'; number: string }
  | { kind: 'credit_note'; number: string; corrects: string; reason: string };

export interface InvoiceDates {
  issued: Date;
  /** Datum uskutečnění zdanitelného plnění: when the goods were handed over, or paid for if earlier (§21). */
  taxableSupply: Date;
  due: Date;
}

function checkNumbering(numbering: InvoiceNumbering): void {
  if (!isInvoiceNumber(numbering.number, numbering.kind)) throw new RangeError(`Not a ${numbering.kind} number: ${numbering.number}`);
  if (numbering.kind === 'credit_note' && !isInvoiceNumber(numbering.corrects, 'invoice')) {
    throw new RangeError(`A credit note corrects an invoice, not ${numbering.corrects}`);
  }
}

function invoiceCurrency(currency: Currency): InvoiceCurrency {
  const { code, decimals, symbolBefore, symbolAfter } = currency;
  if (code !== 'CZK' && code !== 'EUR') throw new RangeError(`Tax documents are issued in CZK or EUR, not ${code}`);
  return { code, decimals, symbolBefore, symbolAfter };
}

/** The stored lines plus, when the order has a discount but no discount line, its lines per VAT rate. */
function sourceLines(order: InvoiceOrderInput): OrderLineInput[] {
  const hasDiscountLines = order.items.some((i) => i.kind === 'discount');
  return order.discountTotal === 0 || hasDiscountLines ? [...order.items] : [...order.items, ...orderDiscountLines(order.items, order.discountTotal)];
}

/** A document that does not match the order it is made of must never be issued. */
function assertAddsUp(lines: readonly OrderLineInput[], order: InvoiceOrderInput): void {
  const sum = (f: (l: OrderLineInput) => Minor) => lines.reduce((s, l) => s + f(l), 0);
  const net = sum((l) => l.totalNet);
  const vat = sum((l) => l.totalVat);
  const total = sum((l) => l.total);
  if (net !== order.totalNet || vat !== order.totalVat || total !== order.total) {
    throw new RangeError(
      `Order ${order.number}: lines add up to ${net} + ${vat} = ${total}, the order says ${order.totalNet} + ${order.totalVat} = ${order.total}`,
    );
  }
}

/**
 * The lines in the document's currency at the order's rate (`convertFromCzk`). Each line takes the difference
 * of the converted running sums, so the lines add up exactly to the converted order totals (what the shop
 * showed the customer) and no line is more than one minor unit off its own conversion. In CZK nothing changes.
 */
function convertLines(lines: readonly OrderLineInput[], currency: CurrencyRate): InvoiceLine[] {
  let net = 0;
  let total = 0;
  let netShown = 0;
  let totalShown = 0;
  return lines.map((l) => {
    net += l.totalNet;
    total += l.total;
    const base = convertFromCzk(net, currency) - netShown;
    const gross = convertFromCzk(total, currency) - totalShown;
    netShown += base;
    totalShown += gross;
    return {
      kind: l.kind,
      // A delivery or payment line's stored code is its method's kind (`pickup_point`), not an item code.
      code: l.kind === 'product' || l.kind === 'gift' ? l.code : null,
      name: l.name,
      variant: l.variantName,
      quantity: l.quantity,
      unitNet: convertFromCzk(l.unitPriceNet, currency),
      rateBp: rateToBasisPoints(l.taxRate),
      base,
      vat: gross - base,
      total: gross,
    };
  });
}

// `0 - n`, not `-n`: a zero amount (a gift) stays 0 rather than becoming -0.
const negate = (n: number): number => 0 - n;

/** A credit note cancels the invoice line by line: the same lines, their quantities and amounts negated. */
function negateLine(l: InvoiceLine): InvoiceLine {
  return { ...l, quantity: negate(l.quantity), base: negate(l.base), vat: negate(l.vat), total: negate(l.total) };
}

function customerOf(a: AddressSnapshot): InvoiceCustomer {
  return {
    name: `${a.firstname} ${a.lastname}`.trim(),
    company: a.company || null,
    address: { street: a.street, city: a.city, zip: a.zip, country: a.country },
    ico: a.companyId || null,
    dic: a.vatId || null,
  };
}

/**
 * The tax document of an order: an invoice, or a credit note cancelling the whole invoice (the same lines
 * negated). Throws a RangeError when the numbering does not fit its kind, the currency is neither CZK nor EUR,
 * or the order's lines do not add up to its totals.
 */
export function buildInvoiceDocument(order: InvoiceOrderInput, supplier: InvoiceSupplier, numbering: InvoiceNumbering, dates: InvoiceDates): InvoiceDocument {
  checkNumbering(numbering);
  const currency = invoiceCurrency(order.currency);
  const source = sourceLines(order);
  assertAddsUp(source, order);
  const converted = convertLines(source, order.currency);
  const creditNote = numbering.kind === 'credit_note';
  const lines = creditNote ? converted.map(negateLine) : converted;
  const summary = invoiceVatSummary(lines);
  const paid = !creditNote && isPaid(order) ? summary.totals.total : 0;
  return {
    kind: numbering.kind,
    number: numbering.number,
    corrects: creditNote ? { number: numbering.corrects, reason: numbering.reason } : null,
    orderNumber: order.number,
    issueDate: pragueDate(dates.issued),
    taxableSupplyDate: pragueDate(dates.taxableSupply),
    dueDate: pragueDate(dates.due),
    paymentKind: order.paymentKind,
    variableSymbol: order.variableSymbol,
    supplier,
    customer: customerOf(order.invoiceAddress),
    lines,
    vatSummary: summary.rows,
    totals: { ...summary.totals, paid, due: summary.totals.total - paid },
    currency,
  };
}

/** A document day (YYYY-MM-DD) as Czech and Slovak write it: "5. 3. 2026". */
export function formatDocumentDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`Not a calendar day: ${day}`);
  return `${Number(m[3])}. ${Number(m[2])}. ${m[1]}`;
}

/**
 * The label of a tax id: a VAT id (country letters first: "CZ…", "SK…") or a Slovak DIČ (10 digits). Czech
 * calls both DIČ; Slovak calls the VAT id "IČ DPH".
 */
export function taxIdLabelKey(taxId: string): Extract<InvoiceTextKey, 'invoice.vatId' | 'invoice.dic'> {
  return /^[A-Z]{2}/i.test(taxId.trim()) ? 'invoice.vatId' : 'invoice.dic';
}
