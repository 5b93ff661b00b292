import { describe, expect, it } from 'vitest';
import { priceCart } from '../src/cart';
import type { AddressSnapshot } from '../src/checkout';
import { convertFromCzk, CZK, type Currency } from '../src/format';
import { invoiceCs, invoiceSk, invoiceText, type InvoiceTextKey } from '../src/i18n/invoice';
import {
  buildInvoiceDocument,
  formatDocumentDate,
  invoiceNumber,
  invoiceVatSummary,
  isInvoiceNumber,
  orderDiscountLines,
  parseInvoiceNumber,
  taxIdLabelKey,
  type InvoiceDates,
  type InvoiceOrderInput,
  type InvoiceSupplier,
  type OrderLineInput,
} from '../src/invoices';
import { lineAmounts } from '../src/pricing';

const EUR: Currency = { code: 'EUR', rate: '0.04', decimals: 2, symbolBefore: '', symbolAfter: '€' };

const supplier: InvoiceSupplier = {
  name: 'Konfety s.r.o.',
  address: { street: 'Korunní 12', city: 'Praha 2', zip: '12000', country: 'CZ' },
  ico: '27082440',
  dic: 'CZ27082440',
  registration: 'zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 123456',
  bankAccount: '19-2000145399/0800',
  iban: 'CZ6508000000192000145399',
};

const address: AddressSnapshot = {
  firstname: 'Jana',
  lastname: 'Dvořáková',
  company: 'Oslavy Plus s.r.o.',
  companyId: '25596641',
  vatId: 'CZ25596641',
  street: 'Údolní 5',
  city: 'Brno',
  zip: '60200',
  country: 'CZ',
  phonePrefix: '+420',
  phone: '777123456',
  email: 'jana@example.com',
};

const dates: InvoiceDates = {
  issued: new Date('2026-03-10T09:00:00Z'),
  taxableSupply: new Date('2026-03-09T15:00:00Z'),
  due: new Date('2026-03-24T09:00:00Z'),
};

type Product = { code: string; name: string; unitNet: number; quantity: number; rateBp: number };

function storedLine(kind: OrderLineInput['kind'], code: string | null, name: string, unitNet: number, quantity: number, rateBp: number): OrderLineInput {
  const a = lineAmounts(unitNet, quantity, rateBp);
  return { kind, code, name, variantName: null, quantity, taxRate: (rateBp / 100).toFixed(2), unitPriceNet: a.unitNet, totalNet: a.totalNet, totalVat: a.totalVat, total: a.total };
}

/** An order as placing one stores it (checkout/placement/order-rows.ts): undiscounted lines, discounted totals. */
function placedOrder(products: Product[], options: { groupDiscountBp?: number; voucher?: number; delivery?: number } = {}): InvoiceOrderInput {
  const goods = priceCart({
    lines: products,
    groupDiscountBp: options.groupDiscountBp ?? 0,
    vouchers: options.voucher ? [{ id: 1, voucherType: 'amount', value: options.voucher }] : [],
  });
  const delivery = lineAmounts(options.delivery ?? 8182, 1, 2100);
  const payment = lineAmounts(0, 1, 2100);
  const items = [
    ...products.map((p) => storedLine('product', p.code, p.name, p.unitNet, p.quantity, p.rateBp)),
    storedLine('gift', 'BAL-1', 'Balónek zdarma', 0, 1, 2100),
    storedLine('delivery', 'pickup_point', 'Zásilkovna', delivery.unitNet, 1, 2100),
    storedLine('payment', 'bank_transfer', 'Převodem', payment.unitNet, 1, 2100),
  ];
  const total = goods.total + delivery.total + payment.total;
  const totalNet = goods.net + delivery.totalNet + payment.totalNet;
  return {
    number: '2026000123',
    variableSymbol: '2026000123',
    state: 'waiting_for_payment',
    paidAt: null,
    invoiceAddress: address,
    paymentKind: 'bank_transfer',
    currency: CZK,
    discountTotal: goods.discount,
    totalNet,
    totalVat: total - totalNet,
    total,
    items,
  };
}

// 41 240 net at 21 % is 499,00 Kč a piece; 8 929 net at 12 % is 100,00 Kč; 12 397 net at 21 % is 150,00 Kč.
const mixed: Product[] = [
  { code: 'KOS-128', name: 'Kostým čaroděje – dětský, vel. 128', unitNet: 41240, quantity: 2, rateBp: 2100 },
  { code: 'DORT-1', name: 'Dort ve tvaru hvězdy', unitNet: 8929, quantity: 3, rateBp: 1200 },
  { code: 'GIR-5', name: 'Girlanda', unitNet: 12397, quantity: 1, rateBp: 2100 },
];

const invoice = { kind: 'invoice', number: 'FV2026000123' } as const;
const creditNote = { kind: 'credit_note', number: 'DB2026000007', corrects: 'FV2026000123', reason: 'Vrácení zboží' } as const;

describe('invoice numbers', () => {
  it('are prefix, year and a 6-digit sequence per kind', () => {
    expect(invoiceNumber(2026, 123)).toBe('FV2026000123');
    expect(invoiceNumber(2026, 1, 'credit_note')).toBe('DB2026000001');
    expect(invoiceNumber(2027, 999999)).toBe('FV2027999999');
  });

  it('refuse a sequence or year outside the series', () => {
    for (const seq of [0, -1, 1.5, 1_000_000]) expect(() => invoiceNumber(2026, seq), String(seq)).toThrow(RangeError);
    for (const year of [1999, 10000, 2026.5]) expect(() => invoiceNumber(year, 1), String(year)).toThrow(RangeError);
  });

  it('parse back to their parts, from typed input too', () => {
    expect(parseInvoiceNumber('FV2026000123')).toEqual({ kind: 'invoice', year: 2026, seq: 123 });
    expect(parseInvoiceNumber(' db2026000001 ')).toEqual({ kind: 'credit_note', year: 2026, seq: 1 });
    for (const seq of [1, 42, 999999]) {
      const parts = parseInvoiceNumber(invoiceNumber(2030, seq, 'credit_note'));
      expect(parts).toEqual({ kind: 'credit_note', year: 2030, seq });
    }
  });

  it('reject what is not a document number, an order number included', () => {
    for (const bad of ['2026000123', 'FV2026000000', 'XX2026000001', 'FV26000001', 'FV20260001234', 'FV1999000001', 'FV 2026 000123', '']) {
      expect(parseInvoiceNumber(bad), bad).toBeNull();
    }
  });

  it('tell the two series apart', () => {
    expect(isInvoiceNumber('FV2026000123')).toBe(true);
    expect(isInvoiceNumber('FV2026000123', 'invoice')).toBe(true);
    expect(isInvoiceNumber('FV2026000123', 'credit_note')).toBe(false);
    expect(isInvoiceNumber('DB2026000001', 'credit_note')).toBe(true);
  });
});

describe('invoiceVatSummary', () => {
  it('sums the lines per rate, highest rate first, and the totals', () => {
    const s = invoiceVatSummary([
      { rateBp: 1200, base: 100, vat: 12, total: 112 },
      { rateBp: 2100, base: 1000, vat: 210, total: 1210 },
      { rateBp: 1200, base: 50, vat: 6, total: 56 },
      { rateBp: 2100, base: -100, vat: -21, total: -121 },
    ]);
    expect(s.rows).toEqual([
      { rateBp: 2100, base: 900, vat: 189, total: 1089 },
      { rateBp: 1200, base: 150, vat: 18, total: 168 },
    ]);
    expect(s.totals).toEqual({ base: 1050, vat: 207, total: 1257 });
  });

  it('is empty for no lines', () => {
    expect(invoiceVatSummary([])).toEqual({ rows: [], totals: { base: 0, vat: 0, total: 0 } });
  });
});

describe('an invoice of an order with discounts and two VAT rates', () => {
  const order = placedOrder(mixed, { groupDiscountBp: 500, voucher: 20000 });

  it('the fixture really is discounted, at 21 % and 12 %', () => {
    expect(order.discountTotal).toBeGreaterThan(20000);
    const undiscounted = order.items.reduce((s, i) => s + i.total, 0);
    expect(undiscounted - order.total).toBe(order.discountTotal);
  });

  it('adds up to the order totals exactly', () => {
    const doc = buildInvoiceDocument(order, supplier, invoice, dates);
    expect(doc.totals).toMatchObject({ base: order.totalNet, vat: order.totalVat, total: order.total });
    const rows = doc.vatSummary;
    expect(rows.map((r) => r.rateBp)).toEqual([2100, 1200]);
    expect(rows.reduce((s, r) => s + r.base, 0)).toBe(order.totalNet);
    expect(rows.reduce((s, r) => s + r.vat, 0)).toBe(order.totalVat);
    expect(rows.reduce((s, r) => s + r.total, 0)).toBe(order.total);
    for (const r of rows) expect(r.base + r.vat).toBe(r.total);
  });

  it('splits the discount over the rates as the order totals did (priceCart)', () => {
    const goods = priceCart({ lines: mixed, groupDiscountBp: 500, vouchers: [{ id: 1, voucherType: 'amount', value: 20000 }] });
    const doc = buildInvoiceDocument(order, supplier, invoice, dates);
    const discounts = doc.lines.filter((l) => l.kind === 'discount');
    expect(discounts.map((l) => l.rateBp)).toEqual([2100, 1200]);
    expect(discounts.reduce((s, l) => s + l.total, 0)).toBe(-order.discountTotal);
    const goodsAt = (rateBp: number) => {
      const goodsLines = doc.lines.filter((l) => l.rateBp === rateBp && (l.kind === 'product' || l.kind === 'discount'));
      return { rateBp, net: goodsLines.reduce((s, l) => s + l.base, 0), vat: goodsLines.reduce((s, l) => s + l.vat, 0), total: goodsLines.reduce((s, l) => s + l.total, 0) };
    };
    expect([goodsAt(2100), goodsAt(1200)]).toEqual(goods.vatBreakdown);
  });

  it('keeps the stored lines and derives no discount when the order stores its discount lines', () => {
    const stored = [...order.items, ...orderDiscountLines(order.items, order.discountTotal)];
    const doc = buildInvoiceDocument({ ...order, items: stored }, supplier, invoice, dates);
    expect(doc.lines).toHaveLength(stored.length);
    expect(doc.totals.total).toBe(order.total);
  });

  it('an order without a discount gets no discount line', () => {
    const plain = placedOrder(mixed);
    const doc = buildInvoiceDocument(plain, supplier, invoice, dates);
    expect(doc.lines.some((l) => l.kind === 'discount')).toBe(false);
    expect(doc.totals.total).toBe(plain.total);
  });

  it('refuses lines that do not add up to the order', () => {
    expect(() => buildInvoiceDocument({ ...order, total: order.total + 1 }, supplier, invoice, dates)).toThrow(/add up/);
    expect(() => buildInvoiceDocument({ ...order, discountTotal: 0 }, supplier, invoice, dates)).toThrow(/add up/);
  });

  it('carries the §29 content: parties, dates, payment, lines', () => {
    const doc = buildInvoiceDocument(order, supplier, invoice, dates);
    expect(doc).toMatchObject({
      kind: 'invoice',
      number: 'FV2026000123',
      corrects: null,
      orderNumber: '2026000123',
      variableSymbol: '2026000123',
      issueDate: '2026-03-10',
      taxableSupplyDate: '2026-03-09',
      dueDate: '2026-03-24',
      paymentKind: 'bank_transfer',
      supplier,
      customer: { name: 'Jana Dvořáková', company: 'Oslavy Plus s.r.o.', ico: '25596641', dic: 'CZ25596641', address: { street: 'Údolní 5', city: 'Brno', zip: '60200', country: 'CZ' } },
      currency: { code: 'CZK', decimals: 2, symbolAfter: 'Kč' },
    });
    expect(doc.lines[0]).toEqual({
      kind: 'product',
      code: 'KOS-128',
      name: 'Kostým čaroděje – dětský, vel. 128',
      variant: null,
      quantity: 2,
      unitNet: 41240,
      rateBp: 2100,
      base: 82480,
      vat: 17320,
      total: 99800,
    });
    // The stored code of a delivery or payment line is its method's kind, not an item code.
    expect(doc.lines.find((l) => l.kind === 'delivery')).toMatchObject({ name: 'Zásilkovna', code: null });
    expect(doc.lines.find((l) => l.kind === 'gift')).toMatchObject({ code: 'BAL-1' });
  });

  it('dates are calendar days in Prague', () => {
    const doc = buildInvoiceDocument(order, supplier, invoice, { ...dates, issued: new Date('2026-03-31T22:30:00Z') });
    expect(doc.issueDate).toBe('2026-04-01');
    expect(formatDocumentDate('2026-04-01')).toBe('1. 4. 2026');
    expect(() => formatDocumentDate('1. 4. 2026')).toThrow(RangeError);
  });

  it('leaves an unpaid invoice to pay and says a paid one is paid', () => {
    const unpaid = buildInvoiceDocument(order, supplier, invoice, dates);
    expect(unpaid.totals).toMatchObject({ paid: 0, due: order.total });
    const paid = buildInvoiceDocument({ ...order, state: 'paid', paidAt: new Date('2026-03-09T10:00:00Z') }, supplier, invoice, dates);
    expect(paid.totals).toMatchObject({ paid: order.total, due: 0 });
  });

  it('refuses a number of the wrong series and a currency other than CZK or EUR', () => {
    expect(() => buildInvoiceDocument(order, supplier, { kind: 'invoice', number: 'DB2026000001' }, dates)).toThrow(RangeError);
    expect(() => buildInvoiceDocument(order, supplier, { ...creditNote, corrects: 'DB2026000001' }, dates)).toThrow(RangeError);
    expect(() => buildInvoiceDocument({ ...order, currency: { ...EUR, code: 'USD' } }, supplier, invoice, dates)).toThrow(/CZK or EUR/);
  });
});

describe('a credit note', () => {
  const order = { ...placedOrder(mixed, { voucher: 15000 }), state: 'paid', paidAt: new Date('2026-03-09T10:00:00Z') };
  // Built in each test, so that a builder that throws fails the tests rather than the file's collection.
  const original = () => buildInvoiceDocument(order, supplier, invoice, dates);
  const creditNoteOf = () => buildInvoiceDocument(order, supplier, creditNote, dates);

  it('has the invoice lines with quantities and amounts negated', () => {
    const note = creditNoteOf();
    const invoiceLines = original().lines;
    expect(note.lines).toHaveLength(invoiceLines.length);
    note.lines.forEach((l, i) => {
      const o = invoiceLines[i]!;
      expect(l).toEqual({ ...o, quantity: -o.quantity, base: -o.base || 0, vat: -o.vat || 0, total: -o.total || 0 });
    });
  });

  it('has zero amounts as 0, not -0', () => {
    const gift = creditNoteOf().lines.find((l) => l.kind === 'gift')!;
    expect(Object.is(gift.total, 0)).toBe(true);
    expect(Object.is(gift.base, 0)).toBe(true);
  });

  it('negates the VAT summary and the totals, and leaves the whole amount to refund', () => {
    const note = creditNoteOf();
    expect(note.vatSummary).toEqual(original().vatSummary.map((r) => ({ rateBp: r.rateBp, base: -r.base, vat: -r.vat, total: -r.total })));
    expect(note.totals).toEqual({ base: -order.totalNet, vat: -order.totalVat, total: -order.total, paid: 0, due: -order.total });
  });

  it('names the invoice it corrects and why', () => {
    expect(creditNoteOf()).toMatchObject({ kind: 'credit_note', number: 'DB2026000007', corrects: { number: 'FV2026000123', reason: 'Vrácení zboží' } });
    expect(original().corrects).toBeNull();
  });
});

describe('a document in EUR (the Slovak shop)', () => {
  const order = { ...placedOrder(mixed, { groupDiscountBp: 300, voucher: 7777 }), currency: EUR };

  it('adds up exactly to the order totals converted at the order rate', () => {
    const doc = buildInvoiceDocument(order, supplier, invoice, dates);
    expect(doc.currency).toEqual({ code: 'EUR', decimals: 2, symbolBefore: '', symbolAfter: '€' });
    expect(doc.totals.total).toBe(convertFromCzk(order.total, EUR));
    expect(doc.totals.base).toBe(convertFromCzk(order.totalNet, EUR));
    expect(doc.totals.vat).toBe(doc.totals.total - doc.totals.base);
    expect(doc.vatSummary.reduce((s, r) => s + r.total, 0)).toBe(doc.totals.total);
  });

  it('keeps every line within one cent of its own conversion', () => {
    const doc = buildInvoiceDocument(order, supplier, invoice, dates);
    const source = [...order.items, ...orderDiscountLines(order.items, order.discountTotal)];
    doc.lines.forEach((l, i) => {
      expect(Math.abs(l.total - convertFromCzk(source[i]!.total, EUR)), l.name).toBeLessThanOrEqual(1);
      expect(Math.abs(l.base - convertFromCzk(source[i]!.totalNet, EUR)), l.name).toBeLessThanOrEqual(1);
      expect(l.base + l.vat).toBe(l.total);
    });
  });
});

describe('invoice texts', () => {
  const keys = Object.keys(invoiceCs) as InvoiceTextKey[];

  it('Slovak has exactly the Czech keys, and every message formats in both', () => {
    expect(Object.keys(invoiceSk).sort()).toEqual([...keys].sort());
    for (const locale of ['cs', 'sk']) {
      for (const key of keys) {
        const text = invoiceText(locale, key, { page: 1, pages: 2 });
        expect(text.length, `${locale} ${key}`).toBeGreaterThan(0);
        expect(text, `${locale} ${key}`).not.toMatch(/[{}#]/);
      }
    }
  });

  it('has the §29 headings word for word, and Slovak ones', () => {
    expect(invoiceText('cs', 'invoice.title.invoice')).toBe('Faktura – daňový doklad');
    expect(invoiceText('cs', 'invoice.title.credit_note')).toBe('Opravný daňový doklad');
    expect(invoiceText('cs', 'invoice.taxableSupplyDate')).toBe('Datum uskutečnění zdanitelného plnění');
    expect(invoiceText('cs', 'invoice.doNotPay')).toBe('Neplaťte – již uhrazeno');
    expect(invoiceText('sk', 'invoice.supplier')).toBe('Dodávateľ');
    expect(invoiceText('en', 'invoice.supplier')).toBe('Dodavatel');
  });

  it('labels a VAT id and a Slovak DIČ', () => {
    expect(taxIdLabelKey('CZ25596641')).toBe('invoice.vatId');
    expect(taxIdLabelKey('SK2020000117')).toBe('invoice.vatId');
    expect(taxIdLabelKey('2020000117')).toBe('invoice.dic');
    expect(invoiceText('sk', taxIdLabelKey('SK2020000117'))).toBe('IČ DPH');
  });
});
