import { createMessageFormatter } from './index';

/**
 * Texts of the tax documents (invoices and credit notes, `invoices.ts`), ICU message syntax. Czech is the
 * source of keys; Slovak is complete too, because the Slovak shop issues its documents in Slovak (and EUR).
 * English is left out on purpose: a missing locale falls back to Czech, the language of the documents' law.
 */
export const invoiceCs = {
  'invoice.title.invoice': 'Faktura – daňový doklad',
  'invoice.title.credit_note': 'Opravný daňový doklad',
  'invoice.number': 'Číslo dokladu',
  'invoice.originalNumber': 'Opravovaný doklad',
  'invoice.reason': 'Důvod opravy',
  'invoice.reason.cancelled': 'Zrušení objednávky',
  'invoice.reason.returned': 'Vrácení zboží',
  'invoice.orderNumber': 'Číslo objednávky',
  'invoice.supplier': 'Dodavatel',
  'invoice.customer': 'Odběratel',
  'invoice.ico': 'IČO',
  'invoice.dic': 'DIČ',
  'invoice.vatId': 'DIČ',
  'invoice.issueDate': 'Datum vystavení',
  'invoice.taxableSupplyDate': 'Datum uskutečnění zdanitelného plnění',
  'invoice.dueDate': 'Datum splatnosti',
  'invoice.variableSymbol': 'Variabilní symbol',
  'invoice.paymentMethod': 'Způsob úhrady',
  'invoice.payment.bank_transfer': 'Bankovním převodem',
  'invoice.payment.card': 'Platební kartou',
  'invoice.payment.cash_on_delivery': 'Dobírkou',
  'invoice.bankAccount': 'Číslo účtu',
  'invoice.iban': 'IBAN',
  'invoice.col.name': 'Položka',
  'invoice.col.quantity': 'Množství',
  'invoice.col.unitNet': 'Cena/ks bez DPH',
  'invoice.col.rate': 'Sazba DPH',
  'invoice.col.base': 'Základ',
  'invoice.col.vat': 'DPH',
  'invoice.line.gift': 'Dárek',
  'invoice.line.discount': 'Sleva',
  'invoice.vatSummary': 'Rekapitulace DPH',
  'invoice.totalBase': 'Celkem bez DPH',
  'invoice.totalVat': 'DPH celkem',
  'invoice.total': 'Celkem s DPH',
  'invoice.paid': 'Již uhrazeno',
  'invoice.due': 'Celkem k úhradě',
  'invoice.refund': 'Celkem k vrácení',
  'invoice.doNotPay': 'Neplaťte – již uhrazeno',
  'invoice.page': 'Strana {page} z {pages}',
} as const;

export type InvoiceTextKey = keyof typeof invoiceCs;

export const invoiceSk: Record<InvoiceTextKey, string> = {
  'invoice.title.invoice': 'Faktúra – daňový doklad',
  'invoice.title.credit_note': 'Dobropis – opravná faktúra',
  'invoice.number': 'Číslo dokladu',
  'invoice.originalNumber': 'Opravovaná faktúra',
  'invoice.reason': 'Dôvod opravy',
  'invoice.reason.cancelled': 'Zrušenie objednávky',
  'invoice.reason.returned': 'Vrátenie tovaru',
  'invoice.orderNumber': 'Číslo objednávky',
  'invoice.supplier': 'Dodávateľ',
  'invoice.customer': 'Odberateľ',
  'invoice.ico': 'IČO',
  'invoice.dic': 'DIČ',
  'invoice.vatId': 'IČ DPH',
  'invoice.issueDate': 'Dátum vyhotovenia',
  'invoice.taxableSupplyDate': 'Dátum dodania tovaru alebo služby',
  'invoice.dueDate': 'Dátum splatnosti',
  'invoice.variableSymbol': 'Variabilný symbol',
  'invoice.paymentMethod': 'Spôsob úhrady',
  'invoice.payment.bank_transfer': 'Bankovým prevodom',
  'invoice.payment.card': 'Platobnou kartou',
  'invoice.payment.cash_on_delivery': 'Dobierkou',
  'invoice.bankAccount': 'Číslo účtu',
  'invoice.iban': 'IBAN',
  'invoice.col.name': 'Položka',
  'invoice.col.quantity': 'Množstvo',
  'invoice.col.unitNet': 'Cena/ks bez DPH',
  'invoice.col.rate': 'Sadzba DPH',
  'invoice.col.base': 'Základ',
  'invoice.col.vat': 'DPH',
  'invoice.line.gift': 'Darček',
  'invoice.line.discount': 'Zľava',
  'invoice.vatSummary': 'Rekapitulácia DPH',
  'invoice.totalBase': 'Spolu bez DPH',
  'invoice.totalVat': 'DPH spolu',
  'invoice.total': 'Spolu s DPH',
  'invoice.paid': 'Už uhradené',
  'invoice.due': 'Spolu na úhradu',
  'invoice.refund': 'Spolu na vrátenie',
  'invoice.doNotPay': 'Neplaťte – už uhradené',
  'invoice.page': 'Strana {page} z {pages}',
};

export const invoiceTexts = { cs: invoiceCs, sk: invoiceSk };

/** `invoiceText('sk', 'invoice.supplier')` → "Dodávateľ"; other locales and missing keys use Czech. */
export const invoiceText = createMessageFormatter<InvoiceTextKey>(invoiceTexts);
