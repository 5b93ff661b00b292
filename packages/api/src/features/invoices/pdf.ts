import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { countryName, formatZip } from '@konfety/domain/company';
import { formatDecimal, formatPercent, formatPrice } from '@konfety/domain/format';
import { invoiceText, type InvoiceTextKey } from '@konfety/domain/i18n/invoice';
import {
  formatDocumentDate,
  taxIdLabelKey,
  type InvoiceCustomer,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoicePostalAddress,
  type InvoiceSupplier,
} from '@konfety/domain/invoices';

export type InvoiceLocale = 'cs' | 'sk';

/**
 * Montserrat (the storefront's typeface) embedded as TrueType: pdfkit's built-in Helvetica is a WinAnsi font
 * and cannot encode ř, ě, ů or ľ. pdfkit embeds only the glyphs a document uses.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf',
  semibold: '@expo-google-fonts/montserrat/600SemiBold/Montserrat_600SemiBold.ttf',
  bold: '@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

let fontData: Record<FontName, Buffer> | undefined;

/** The font files, read once per process: every document would otherwise read ~1 MB from disk. */
function fonts(): Record<FontName, Buffer> {
  if (!fontData) {
    const require = createRequire(import.meta.url);
    const read = (name: FontName) => readFileSync(require.resolve(FONT_FILES[name]));
    fontData = { regular: read('regular'), semibold: read('semibold'), bold: read('bold') };
  }
  return fontData;
}

const COLOR = { text: '#1d1d1f', muted: '#595959', border: '#e4e4e7', soft: '#fff8e6', accent: '#ffb600', success: '#1e7b34' } as const;
const MARGIN = 42;
/** Below this the footer has its band; content moves to the next page instead. */
const FOOTER_BAND = 58;
const CELL_PAD = 3.5;

type Pdf = PDFKit.PDFDocument;

interface Ctx {
  pdf: Pdf;
  doc: InvoiceDocument;
  locale: InvoiceLocale;
  t: (key: InvoiceTextKey, params?: Record<string, unknown>) => string;
  money: (minor: number) => string;
}

const contentWidth = (pdf: Pdf) => pdf.page.width - 2 * MARGIN;
const bottomLimit = (pdf: Pdf) => pdf.page.height - FOOTER_BAND;

function style(pdf: Pdf, font: FontName, size: number, color: string = COLOR.text): Pdf {
  return pdf.font(font).fontSize(size).fillColor(color);
}

function documentTitle(ctx: Pick<Ctx, 't' | 'doc'>): string {
  return ctx.t(`invoice.title.${ctx.doc.kind}`);
}

function addressLines(address: InvoicePostalAddress, locale: InvoiceLocale): string[] {
  return [address.street, `${formatZip(address.zip, address.country)} ${address.city}`, countryName(address.country, locale)];
}

function header(ctx: Ctx): number {
  const { pdf, doc, t } = ctx;
  const top = MARGIN;
  const numberWidth = 170;
  const titleWidth = contentWidth(pdf) - numberWidth - 12;
  style(pdf, 'bold', 18).text(documentTitle(ctx), MARGIN, top, { width: titleWidth });
  const titleBottom = pdf.y;
  style(pdf, 'regular', 8, COLOR.muted).text(t('invoice.number'), MARGIN + contentWidth(pdf) - numberWidth, top + 1, { width: numberWidth, align: 'right' });
  style(pdf, 'bold', 14).text(doc.number, { width: numberWidth, align: 'right' });
  const y = Math.max(titleBottom, pdf.y) + 8;
  pdf.moveTo(MARGIN, y).lineTo(MARGIN + contentWidth(pdf), y).lineWidth(2).strokeColor(COLOR.accent).stroke();
  return y + 14;
}

function taxIdRows(ctx: Ctx, ico: string | null, dic: string | null): string[] {
  return [...(ico ? [`${ctx.t('invoice.ico')}: ${ico}`] : []), ...(dic ? [`${ctx.t(taxIdLabelKey(dic))}: ${dic}`] : [])];
}

/** One party: its heading, its name in bold, then the rest; answers where it ends. */
function party(ctx: Ctx, heading: string, name: string, rest: string[], x: number, y: number, width: number): number {
  const { pdf } = ctx;
  style(pdf, 'semibold', 9, COLOR.muted).text(heading, x, y, { width });
  style(pdf, 'bold', 11).text(name, x, pdf.y + 3, { width });
  style(pdf, 'regular', 9).text(rest.join('\n'), x, pdf.y + 2, { width, lineGap: 1.5 });
  return pdf.y;
}

function supplierBlock(ctx: Ctx, s: InvoiceSupplier, x: number, y: number, width: number): number {
  const rest = [...addressLines(s.address, ctx.locale), ...taxIdRows(ctx, s.ico, s.dic)];
  return party(ctx, ctx.t('invoice.supplier'), s.name, rest, x, y, width);
}

function customerBlock(ctx: Ctx, c: InvoiceCustomer, x: number, y: number, width: number): number {
  const name = c.company ?? c.name;
  const person = c.company && c.name ? [c.name] : [];
  const rest = [...person, ...addressLines(c.address, ctx.locale), ...taxIdRows(ctx, c.ico, c.dic)];
  return party(ctx, ctx.t('invoice.customer'), name, rest, x, y, width);
}

function parties(ctx: Ctx, y: number): number {
  const gap = 24;
  const width = (contentWidth(ctx.pdf) - gap) / 2;
  const supplierEnd = supplierBlock(ctx, ctx.doc.supplier, MARGIN, y, width);
  const customerEnd = customerBlock(ctx, ctx.doc.customer, MARGIN + width + gap, y, width);
  return Math.max(supplierEnd, customerEnd) + 16;
}

type Pair = [label: string, value: string];

function pairsHeight(pdf: Pdf, pairs: readonly Pair[], labelWidth: number, valueWidth: number): number {
  return pairs.reduce((h, [label, value]) => {
    const labelH = style(pdf, 'regular', 8).heightOfString(label, { width: labelWidth });
    const valueH = style(pdf, 'semibold', 9).heightOfString(value, { width: valueWidth });
    return h + Math.max(labelH, valueH) + 4;
  }, 0);
}

/** Label–value rows: the label muted on the left, the value beside it, wrapping in its own column. */
function drawPairs(pdf: Pdf, pairs: readonly Pair[], x: number, y: number, labelWidth: number, valueWidth: number): void {
  let rowY = y;
  for (const [label, value] of pairs) {
    style(pdf, 'regular', 8, COLOR.muted).text(label, x, rowY + 0.8, { width: labelWidth });
    const labelBottom = pdf.y;
    style(pdf, 'semibold', 9).text(value, x + labelWidth, rowY, { width: valueWidth });
    rowY = Math.max(labelBottom, pdf.y) + 4;
  }
}

function detailPairs(ctx: Ctx): { dates: Pair[]; payment: Pair[]; correction: Pair[] } {
  const { doc, t } = ctx;
  const dates: Pair[] = [
    [t('invoice.issueDate'), formatDocumentDate(doc.issueDate)],
    [t('invoice.taxableSupplyDate'), formatDocumentDate(doc.taxableSupplyDate)],
    [t('invoice.dueDate'), formatDocumentDate(doc.dueDate)],
  ];
  // Bank details only where they are asked for: an open transfer, never a paid order or a refund.
  const transfer = doc.paymentKind === 'bank_transfer' && doc.totals.due > 0;
  const payment: Pair[] = [
    [t('invoice.paymentMethod'), t(`invoice.payment.${doc.paymentKind}`)],
    [t('invoice.variableSymbol'), doc.variableSymbol],
    [t('invoice.orderNumber'), doc.orderNumber],
    ...(transfer
      ? ([
          [t('invoice.bankAccount'), doc.supplier.bankAccount],
          [t('invoice.iban'), doc.supplier.iban],
        ] as Pair[])
      : []),
  ];
  const correction: Pair[] = doc.corrects
    ? [
        [t('invoice.originalNumber'), doc.corrects.number],
        [t('invoice.reason'), doc.corrects.reason],
      ]
    : [];
  return { dates, payment, correction };
}

/** Dates and payment side by side in a tinted box; a credit note's correction below them, across the box (its reason is free text). */
function details(ctx: Ctx, y: number): number {
  const { pdf } = ctx;
  const pad = 10;
  const gap = 24;
  const inner = contentWidth(pdf) - 2 * pad;
  const colWidth = (inner - gap) / 2;
  const datesLabel = 150;
  const paymentLabel = 95;
  const { dates, payment, correction } = detailPairs(ctx);
  const columnsHeight = Math.max(pairsHeight(pdf, dates, datesLabel, colWidth - datesLabel), pairsHeight(pdf, payment, paymentLabel, colWidth - paymentLabel));
  const correctionHeight = pairsHeight(pdf, correction, datesLabel, inner - datesLabel);
  const height = columnsHeight + correctionHeight + 2 * pad - 4;
  pdf.rect(MARGIN, y, contentWidth(pdf), height).fill(COLOR.soft);
  drawPairs(pdf, dates, MARGIN + pad, y + pad, datesLabel, colWidth - datesLabel);
  drawPairs(pdf, payment, MARGIN + pad + colWidth + gap, y + pad, paymentLabel, colWidth - paymentLabel);
  drawPairs(pdf, correction, MARGIN + pad, y + pad + columnsHeight, datesLabel, inner - datesLabel);
  return y + height + 18;
}

interface Column {
  key: InvoiceTextKey;
  width: number;
  cell: (ctx: Ctx, line: InvoiceLine) => string;
}

/** The lines table's number columns; the item's name takes the width they leave. */
const NUMBER_COLUMNS: readonly Column[] = [
  { key: 'invoice.col.quantity', width: 48, cell: (ctx, l) => formatDecimal(l.quantity, 0, ctx.locale) },
  { key: 'invoice.col.unitNet', width: 74, cell: (ctx, l) => ctx.money(l.unitNet) },
  { key: 'invoice.col.rate', width: 46, cell: (ctx, l) => formatPercent(l.rateBp, ctx.locale) },
  { key: 'invoice.col.base', width: 74, cell: (ctx, l) => ctx.money(l.base) },
  { key: 'invoice.total', width: 80, cell: (ctx, l) => ctx.money(l.total) },
];

const nameWidth = (pdf: Pdf) => contentWidth(pdf) - NUMBER_COLUMNS.reduce((s, c) => s + c.width, 0);

/** Gifts and discounts say what they are; a derived discount line has no name of its own. */
function lineLabel(ctx: Ctx, l: InvoiceLine): string {
  if (l.kind === 'gift') return `${ctx.t('invoice.line.gift')}: ${l.name}`;
  if (l.kind === 'discount') return l.name || ctx.t('invoice.line.discount');
  return l.name;
}

function lineDetail(l: InvoiceLine): string {
  return [l.variant, l.code].filter(Boolean).join(' · ');
}

function tableHeader(ctx: Ctx, y: number): number {
  const { pdf, t } = ctx;
  style(pdf, 'semibold', 8);
  const labelH = Math.max(...NUMBER_COLUMNS.map((c) => pdf.heightOfString(t(c.key), { width: c.width - 2 * CELL_PAD })));
  const height = labelH + 2 * CELL_PAD + 2;
  pdf.rect(MARGIN, y, contentWidth(pdf), height).fill(COLOR.soft);
  style(pdf, 'semibold', 8).text(t('invoice.col.name'), MARGIN + CELL_PAD, y + CELL_PAD + 1, { width: nameWidth(pdf) - 2 * CELL_PAD });
  let x = MARGIN + nameWidth(pdf);
  for (const c of NUMBER_COLUMNS) {
    style(pdf, 'semibold', 8).text(t(c.key), x + CELL_PAD, y + CELL_PAD + 1, { width: c.width - 2 * CELL_PAD, align: 'right' });
    x += c.width;
  }
  return y + height;
}

function rowHeight(ctx: Ctx, l: InvoiceLine): number {
  const { pdf } = ctx;
  const width = nameWidth(pdf) - 2 * CELL_PAD;
  const detail = lineDetail(l);
  const nameH = style(pdf, 'regular', 9).heightOfString(lineLabel(ctx, l), { width });
  const detailH = detail ? style(pdf, 'regular', 7.5).heightOfString(detail, { width }) + 1 : 0;
  return nameH + detailH + 2 * CELL_PAD + 2;
}

function drawRow(ctx: Ctx, l: InvoiceLine, y: number, height: number): void {
  const { pdf } = ctx;
  const width = nameWidth(pdf) - 2 * CELL_PAD;
  style(pdf, 'regular', 9).text(lineLabel(ctx, l), MARGIN + CELL_PAD, y + CELL_PAD + 1, { width });
  const detail = lineDetail(l);
  if (detail) style(pdf, 'regular', 7.5, COLOR.muted).text(detail, MARGIN + CELL_PAD, pdf.y + 1, { width });
  let x = MARGIN + nameWidth(pdf);
  for (const c of NUMBER_COLUMNS) {
    style(pdf, 'regular', 9).text(c.cell(ctx, l), x + CELL_PAD, y + CELL_PAD + 1, { width: c.width - 2 * CELL_PAD, align: 'right', lineBreak: false });
    x += c.width;
  }
  pdf.moveTo(MARGIN, y + height).lineTo(MARGIN + contentWidth(pdf), y + height).lineWidth(0.5).strokeColor(COLOR.border).stroke();
}

/** The lines, flowing onto new pages with the table's header repeated on each. */
function linesTable(ctx: Ctx, startY: number): number {
  const { pdf } = ctx;
  let y = tableHeader(ctx, startY);
  for (const line of ctx.doc.lines) {
    const height = rowHeight(ctx, line);
    if (y + height > bottomLimit(pdf)) {
      pdf.addPage();
      y = tableHeader(ctx, MARGIN);
    }
    drawRow(ctx, line, y, height);
    y += height;
  }
  return y + 16;
}

const SUMMARY_ROW = 15;
const SUMMARY_HEADING = 16;
const DUE_BOX = 30;
const DO_NOT_PAY = 24;

function vatSummaryBlock(ctx: Ctx, x: number, y: number, width: number): void {
  const { pdf, doc, t } = ctx;
  const cols: Array<[InvoiceTextKey, number]> = [
    ['invoice.col.rate', 0.22],
    ['invoice.col.base', 0.28],
    ['invoice.col.vat', 0.22],
    ['invoice.total', 0.28],
  ];
  style(pdf, 'semibold', 9, COLOR.muted).text(t('invoice.vatSummary'), x, y, { width });
  let rowY = y + SUMMARY_HEADING;
  const row = (cells: string[], font: FontName) => {
    let cx = x;
    cells.forEach((cell, i) => {
      const w = width * cols[i]![1];
      style(pdf, font, 8.5).text(cell, cx, rowY, { width: w, align: i === 0 ? 'left' : 'right', lineBreak: false });
      cx += w;
    });
    rowY += SUMMARY_ROW;
    pdf.moveTo(x, rowY - 3).lineTo(x + width, rowY - 3).lineWidth(0.5).strokeColor(COLOR.border).stroke();
  };
  row(cols.map(([key]) => t(key)), 'semibold');
  for (const r of doc.vatSummary) row([formatPercent(r.rateBp, ctx.locale), ctx.money(r.base), ctx.money(r.vat), ctx.money(r.total)], 'regular');
}

function totalRows(ctx: Ctx): Pair[] {
  const { doc, t } = ctx;
  return [
    [t('invoice.totalBase'), ctx.money(doc.totals.base)],
    [t('invoice.totalVat'), ctx.money(doc.totals.vat)],
    [t('invoice.total'), ctx.money(doc.totals.total)],
    ...(doc.totals.paid !== 0 ? ([[t('invoice.paid'), ctx.money(-doc.totals.paid)]] as Pair[]) : []),
  ];
}

const nothingToPay = (doc: InvoiceDocument) => doc.kind === 'invoice' && doc.totals.paid !== 0 && doc.totals.due === 0;

/** Both blocks are drawn at fixed row heights, so their height is known before drawing (to keep them on one page). */
function summaryHeight(ctx: Ctx): number {
  const vat = SUMMARY_HEADING + SUMMARY_ROW * (ctx.doc.vatSummary.length + 1);
  const totals = SUMMARY_ROW * totalRows(ctx).length + 4 + DUE_BOX + (nothingToPay(ctx.doc) ? DO_NOT_PAY : 0);
  return Math.max(vat, totals);
}

function totalsBlock(ctx: Ctx, x: number, y: number, width: number): void {
  const { pdf } = ctx;
  let rowY = y;
  for (const [label, value] of totalRows(ctx)) {
    style(pdf, 'regular', 9, COLOR.muted).text(label, x, rowY, { width: width / 2 });
    style(pdf, 'semibold', 9).text(value, x + width / 2, rowY, { width: width / 2, align: 'right', lineBreak: false });
    rowY += SUMMARY_ROW;
  }
  amountDue(ctx, x, rowY + 4, width);
}

/** The amount to pay (or to refund, on a credit note) in a box, and the notice when nothing is left to pay. */
function amountDue(ctx: Ctx, x: number, y: number, width: number): void {
  const { pdf, doc, t } = ctx;
  pdf.rect(x, y, width, DUE_BOX).fill(COLOR.accent);
  const refund = doc.kind === 'credit_note';
  const label = t(refund ? 'invoice.refund' : 'invoice.due');
  const amount = ctx.money(refund ? -doc.totals.due : doc.totals.due);
  style(pdf, 'bold', 10).text(label, x + 8, y + 10, { width: width / 2, lineBreak: false });
  style(pdf, 'bold', 13).text(amount, x + width / 2, y + 8, { width: width / 2 - 8, align: 'right', lineBreak: false });
  if (nothingToPay(doc)) style(pdf, 'bold', 11, COLOR.success).text(t('invoice.doNotPay'), x, y + DUE_BOX + 8, { width, align: 'right' });
}

function summary(ctx: Ctx, y: number): void {
  const { pdf } = ctx;
  const gap = 28;
  const totalsWidth = 220;
  const summaryWidth = contentWidth(pdf) - totalsWidth - gap;
  let top = y;
  if (top + summaryHeight(ctx) > bottomLimit(pdf)) {
    pdf.addPage();
    top = MARGIN;
  }
  vatSummaryBlock(ctx, MARGIN, top, summaryWidth);
  totalsBlock(ctx, MARGIN + summaryWidth + gap, top, totalsWidth);
}

/** Every page's footer: the supplier's register entry (Civil Code §435) and the page number. */
function footers(ctx: Ctx): void {
  const { pdf, doc, t } = ctx;
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start a new page.
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - FOOTER_BAND + 18;
    pdf.moveTo(MARGIN, y - 8).lineTo(MARGIN + contentWidth(pdf), y - 8).lineWidth(0.5).strokeColor(COLOR.border).stroke();
    const pageWidth = 70;
    const note = `${doc.supplier.name}, ${doc.supplier.registration}`;
    style(pdf, 'regular', 7, COLOR.muted).text(note, MARGIN, y, { width: contentWidth(pdf) - pageWidth - 12 });
    const pageText = t('invoice.page', { page: i - range.start + 1, pages: range.count });
    style(pdf, 'regular', 7, COLOR.muted).text(pageText, MARGIN + contentWidth(pdf) - pageWidth, y, { width: pageWidth, align: 'right' });
  }
}

function collect(pdf: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });
}

/**
 * The tax document as an A4 PDF. The same document gives the same bytes: the metadata's CreationDate is the
 * issue date (pdfkit would take the clock, and derives the file id from it), and nothing else varies.
 */
export async function renderInvoicePdf(doc: InvoiceDocument, locale: InvoiceLocale): Promise<Uint8Array> {
  const t = (key: InvoiceTextKey, params?: Record<string, unknown>) => invoiceText(locale, key, params);
  const title = `${documentTitle({ t, doc })} ${doc.number}`;
  const { regular, semibold, bold } = fonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_BAND },
    bufferPages: true,
    lang: locale === 'sk' ? 'sk-SK' : 'cs-CZ',
    displayTitle: true,
    info: { Title: title, Author: doc.supplier.name, Subject: title, CreationDate: new Date(`${doc.issueDate}T00:00:00Z`) },
  });
  const output = collect(pdf);
  pdf.registerFont('regular', regular);
  pdf.registerFont('semibold', semibold);
  pdf.registerFont('bold', bold);
  const ctx: Ctx = { pdf, doc, locale, t, money: (minor) => formatPrice(minor, doc.currency, locale) };
  let y = header(ctx);
  y = parties(ctx, y);
  y = details(ctx, y);
  y = linesTable(ctx, y);
  summary(ctx, y);
  footers(ctx);
  pdf.end();
  return output;
}
