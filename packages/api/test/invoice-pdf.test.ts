import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CZK, formatPercent, formatPrice, type Currency } from '@konfety/domain/format';
import { buildInvoiceDocument, type InvoiceDocument, type InvoiceNumbering, type InvoiceOrderInput, type OrderLineInput } from '@konfety/domain/invoices';
import { lineAmounts } from '@konfety/domain/pricing';
import { renderInvoicePdf, type InvoiceLocale } from '../src/features/invoices/pdf';

// Needs no database: the document is built from plain data and the PDF read back with pdf.js.

const EUR: Currency = { code: 'EUR', rate: '0.04', decimals: 2, symbolBefore: '', symbolAfter: '€' };
const COSTUME = 'Kostým čaroděje – dětský, vel. 128';

function line(kind: OrderLineInput['kind'], code: string | null, name: string, unitNet: number, quantity: number, rateBp: number): OrderLineInput {
  const a = lineAmounts(unitNet, quantity, rateBp);
  return { kind, code, name, variantName: null, quantity, taxRate: (rateBp / 100).toFixed(2), unitPriceNet: unitNet, totalNet: a.totalNet, totalVat: a.totalVat, total: a.total };
}

function order(products: OrderLineInput[], overrides: Partial<InvoiceOrderInput> = {}): InvoiceOrderInput {
  const items = [...products, line('delivery', 'courier', 'Kurýr PPL', 8182, 1, 2100)];
  const sum = (f: (l: OrderLineInput) => number) => items.reduce((s, l) => s + f(l), 0);
  return {
    number: '2026000123',
    variableSymbol: '2026000123',
    state: 'waiting_for_payment',
    paidAt: null,
    paymentKind: 'bank_transfer',
    currency: CZK,
    discountTotal: 0,
    totalNet: sum((l) => l.totalNet),
    totalVat: sum((l) => l.totalVat),
    total: sum((l) => l.total),
    items,
    invoiceAddress: {
      firstname: 'Jiří',
      lastname: 'Šťastný',
      company: 'Žluťoučký kůň s.r.o.',
      companyId: '25596641',
      vatId: 'CZ25596641',
      street: 'Třída Svobody 1234/56',
      city: 'Ústí nad Labem',
      zip: '40001',
      country: 'CZ',
      phonePrefix: null,
      phone: null,
      email: null,
    },
    ...overrides,
  };
}

const supplier = {
  name: 'Konfety s.r.o.',
  address: { street: 'Korunní 2569/108', city: 'Praha 10', zip: '10100', country: 'CZ' },
  ico: '27082440',
  dic: 'CZ27082440',
  registration: 'zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 123456',
  bankAccount: '19-2000145399/0800',
  iban: 'CZ6508000000192000145399',
};

const dates = { issued: new Date('2026-03-10T09:00:00Z'), taxableSupply: new Date('2026-03-09T09:00:00Z'), due: new Date('2026-03-24T09:00:00Z') };
const invoice: InvoiceNumbering = { kind: 'invoice', number: 'FV2026000123' };

const twoRates = [
  line('product', 'KOS-128', COSTUME, 41240, 2, 2100),
  line('product', 'DORT-1', 'Dort ve tvaru hvězdy s jedlým obrázkem a nápisem dle přání, průměr 24 cm', 8929, 3, 1200),
];

function build(products: OrderLineInput[] = twoRates, overrides: Partial<InvoiceOrderInput> = {}, numbering: InvoiceNumbering = invoice): InvoiceDocument {
  return buildInvoiceDocument(order(products, overrides), supplier, numbering, dates);
}

/** Each page's text, lines joined by spaces and no-break spaces made plain, so a wrapped phrase reads whole. */
async function readPdf(bytes: Uint8Array) {
  // pdf.js takes the buffer over; give it a copy so the caller's bytes stay comparable.
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(plain(text));
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, text: pages.join(' '), info: info as Record<string, unknown> };
}

const plain = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

async function render(doc: InvoiceDocument, locale: InvoiceLocale = 'cs') {
  return readPdf(await renderInvoicePdf(doc, locale));
}

describe('renderInvoicePdf', () => {
  it('is a PDF with the §29 content of an invoice to a company, in Czech with its diacritics', async () => {
    const doc = build();
    const bytes = await renderInvoicePdf(doc, 'cs');
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { text, pages } = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    const money = (minor: number) => plain(formatPrice(minor, CZK, 'cs'));
    for (const expected of [
      'Faktura – daňový doklad',
      'Číslo dokladu FV2026000123',
      'Konfety s.r.o.',
      'IČO: 27082440',
      'DIČ: CZ27082440',
      'Žluťoučký kůň s.r.o. Jiří Šťastný Třída Svobody 1234/56 400 01 Ústí nad Labem',
      'IČO: 25596641',
      'DIČ: CZ25596641',
      'Datum vystavení 10. 3. 2026',
      'Datum uskutečnění zdanitelného plnění 9. 3. 2026',
      'Datum splatnosti 24. 3. 2026',
      'Variabilní symbol 2026000123',
      'Způsob úhrady Bankovním převodem',
      'IBAN CZ6508000000192000145399',
      COSTUME,
      'Dort ve tvaru hvězdy s jedlým obrázkem a nápisem dle přání, průměr 24 cm',
      `2 ${money(41240)} 21 % ${money(82480)} ${money(99800)}`,
      `Celkem k úhradě ${money(doc.totals.due)}`,
      'Konfety s.r.o., zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 123456',
    ]) {
      expect(text).toContain(expected);
    }
    expect(doc.vatSummary.map((r) => r.rateBp)).toEqual([2100, 1200]);
    for (const r of doc.vatSummary) {
      expect(text).toContain(`${plain(formatPercent(r.rateBp, 'cs'))} ${money(r.base)} ${money(r.vat)} ${money(r.total)}`);
    }
    expect(text).toContain(`Celkem bez DPH ${money(doc.totals.base)} DPH celkem ${money(doc.totals.vat)} Celkem s DPH ${money(doc.totals.total)}`);
    expect(text).not.toContain('Neplaťte');
  });

  it('says a paid invoice is paid and leaves out the bank details', async () => {
    const { text } = await render(build(twoRates, { state: 'paid', paidAt: new Date('2026-03-09T08:00:00Z') }));
    expect(text).toContain('Již uhrazeno');
    expect(text).toContain(`Celkem k úhradě ${plain(formatPrice(0, CZK, 'cs'))}`);
    expect(text).toContain('Neplaťte – již uhrazeno');
    expect(text).not.toContain('IBAN');
  });

  it('draws a credit note with its original invoice, reason and the amount to refund', async () => {
    const doc = build(twoRates, {}, { kind: 'credit_note', number: 'DB2026000002', corrects: 'FV2026000123', reason: 'Vrácení zboží' });
    const { text } = await render(doc);
    expect(text).toContain('Opravný daňový doklad');
    expect(text).toContain('DB2026000002');
    expect(text).toContain('Opravovaný doklad FV2026000123');
    expect(text).toContain('Důvod opravy Vrácení zboží');
    expect(text).toContain(`-2 ${plain(formatPrice(41240, CZK, 'cs'))} 21 % ${plain(formatPrice(-82480, CZK, 'cs'))}`);
    expect(text).toContain(`Celkem k vrácení ${plain(formatPrice(-doc.totals.total, CZK, 'cs'))}`);
  });

  it('speaks Slovak and shows EUR for the Slovak shop', async () => {
    const doc = build(twoRates, { currency: EUR });
    const { text } = await render(doc, 'sk');
    expect(text).toContain('Faktúra – daňový doklad');
    expect(text).toContain('Dodávateľ');
    expect(text).toContain('Odberateľ');
    expect(text).toContain('IČ DPH: CZ25596641');
    expect(text).toContain(`Spolu na úhradu ${plain(formatPrice(doc.totals.due, EUR, 'sk'))}`);
    expect(text).toMatch(/\d,\d\d €/);
  });

  it('flows 60 lines onto more pages, the table header on each page with lines, a page number on every page', async () => {
    const many = Array.from({ length: 60 }, (_, i) => line('product', `KNF-${1000 + i}`, `${COSTUME} – balení č. ${i + 1}`, 8264 + i * 100, 1 + (i % 3), i % 2 ? 2100 : 1200));
    const { pages, text } = await render(build(many));
    const withLines = pages.filter((page) => /KNF-\d+/.test(page));
    expect(withLines.length).toBeGreaterThan(1);
    for (const page of withLines) expect(page).toContain(`Položka Množství Cena/ks bez DPH Sazba DPH Základ Celkem s DPH ${COSTUME}`);
    pages.forEach((page, i) => expect(page, `page ${i + 1}`).toContain(`Strana ${i + 1} z ${pages.length}`));
    for (let i = 1; i <= 60; i++) expect(text).toContain(`balení č. ${i} KNF-${999 + i}`);
    expect(pages.at(-1)).toContain('Celkem k úhradě');
  });

  it('gives the same bytes for the same document, with its title, author and issue date as metadata', async () => {
    const doc = build();
    const first = await renderInvoicePdf(doc, 'cs');
    const second = await renderInvoicePdf(structuredClone(doc), 'cs');
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const { info } = await readPdf(first);
    expect(info).toMatchObject({ Title: 'Faktura – daňový doklad FV2026000123', Author: 'Konfety s.r.o.', CreationDate: 'D:20260310000000Z' });
  });
});
