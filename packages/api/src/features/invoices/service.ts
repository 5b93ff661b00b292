import { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { czechAccountToIban, isValidIban } from '@konfety/domain/bank';
import { pragueDate } from '@konfety/domain/calendar';
import { buildInvoiceDocument, invoiceNumber, type InvoiceKind, type InvoiceOrderInput, type InvoiceSupplier, type OrderLineInput } from '@konfety/domain/invoices';
import type { AppDeps } from '../../context';
import { privateFiles } from '../../files';
import { renderInvoicePdf } from './pdf';
import { invoiceText } from '@konfety/domain/i18n/invoice';

/*
 * Tax documents (issue 40, ARCHITECTURE "Back office"): an order gets its invoice when it is paid (or, cash on
 * delivery, when it is handed over), and a credit note when an invoiced order is cancelled or returned. Each is
 * issued once (one per order and kind: a unique index), numbered per kind and year (the counter row is bumped in
 * the issuing transaction, which serialises issuing), rendered to a PDF and kept as a private file; the row points
 * at it. Issued by jobs (`jobs.ts`); the paid e-mail attaches the invoice.
 */

export interface IssuedDocument {
  id: number;
  number: string;
  kind: InvoiceKind;
  fileKey: string;
}

/** Days a transfer is due after the invoice (a paid order shows nothing to pay). */
const DUE_DAYS = 14;

interface ContactsSetting {
  company: string;
  street: string;
  city: string;
  zip: string;
  ico: string;
  dic: string;
  register: string;
}

/** The supplier as the site's `contacts` setting names it (the operator's details the shop publishes), with the site's account. */
async function supplierOf(db: Db, site: { locale: string; bankAccount: string }): Promise<InvoiceSupplier> {
  const rows = await db
    .select({ locale: schema.settings.locale, value: schema.settings.value })
    .from(schema.settings)
    .where(and(eq(schema.settings.name, 'contacts'), sql`${schema.settings.locale} in (${site.locale}, 'cs')`));
  const contacts = (rows.find((r) => r.locale === site.locale) ?? rows[0])?.value as ContactsSetting | undefined;
  if (!contacts) throw new Error('the contacts setting (the operator’s details) is missing');
  const iban = isValidIban(site.bankAccount) ? site.bankAccount.replace(/\s+/g, '') : czechAccountToIban(site.bankAccount);
  return {
    name: contacts.company,
    address: { street: contacts.street, city: contacts.city, zip: contacts.zip, country: 'CZ' },
    ico: contacts.ico,
    dic: contacts.dic,
    registration: contacts.register,
    bankAccount: site.bankAccount,
    iban,
  };
}

/** The order as the document builder takes it: its row, lines, payment kind and currency. */
async function orderInput(db: Db, orderId: number) {
  const [row] = await db
    .select({ order: schema.orders, paymentKind: schema.paymentMethods.kind, currency: schema.currencies, site: schema.sites })
    .from(schema.orders)
    .innerJoin(schema.paymentMethods, eq(schema.paymentMethods.id, schema.orders.paymentMethodId))
    .innerJoin(schema.currencies, eq(schema.currencies.id, schema.orders.currencyId))
    .innerJoin(schema.sites, eq(schema.sites.id, schema.orders.siteId))
    .where(eq(schema.orders.id, orderId));
  if (!row) return null;
  const items = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId)).orderBy(asc(schema.orderItems.position), asc(schema.orderItems.id));
  const { order, currency } = row;
  const input: InvoiceOrderInput = {
    number: order.number,
    variableSymbol: order.variableSymbol,
    invoiceAddress: order.invoiceAddress,
    paymentKind: row.paymentKind,
    state: order.state,
    paidAt: order.paidAt,
    currency: { code: currency.code, rate: order.currencyRate, decimals: currency.decimals, symbolBefore: currency.symbolBefore, symbolAfter: currency.symbolAfter },
    discountTotal: order.discountTotal,
    totalNet: order.totalNet,
    totalVat: order.totalVat,
    total: order.total,
    items: items.map(
      (i): OrderLineInput => ({
        kind: i.kind,
        code: i.code,
        name: i.name,
        variantName: i.variantName,
        quantity: i.quantity,
        taxRate: i.taxRate,
        unitPriceNet: i.unitPriceNet,
        totalNet: i.totalNet,
        totalVat: i.totalVat,
        total: i.total,
      }),
    ),
  };
  return { input, order, site: row.site };
}

const issuedColumns = { id: schema.invoices.id, number: schema.invoices.number, kind: schema.invoices.kind, fileKey: schema.invoices.fileKey };

async function issued(db: Db, orderId: number, kind: InvoiceKind): Promise<IssuedDocument | null> {
  const [row] = await db.select(issuedColumns).from(schema.invoices).where(and(eq(schema.invoices.orderId, orderId), eq(schema.invoices.kind, kind)));
  return row ?? null;
}

/**
 * The order's document of `kind`, issued now unless it was before (then the same one): the next number of its
 * series, the PDF in the private files, the row. Null when the order does not exist, or (a credit note) it has no
 * invoice to correct.
 */
async function issue(deps: AppDeps, orderId: number, kind: InvoiceKind, cause?: CreditCause): Promise<IssuedDocument | null> {
  const existing = await issued(deps.db, orderId, kind);
  if (existing) return existing;
  const corrects = kind === 'credit_note' ? await issued(deps.db, orderId, 'invoice') : null;
  if (kind === 'credit_note' && !corrects) return null;
  const loaded = await orderInput(deps.db, orderId);
  if (!loaded) return null;
  const now = deps.now();
  const year = Number(pragueDate(now).slice(0, 4));
  return deps.db.transaction(async (tx) => {
    // Two jobs issuing for the same order take turns; the later one finds the first one's document.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invoice ${kind} ${orderId}`}, 0))`);
    const again = await issued(tx, orderId, kind);
    if (again) return again;
    // The counter row serialises the series: numbers follow each other without a gap (a rollback returns its number).
    const [counter] = (
      (await tx.execute(sql`insert into invoice_counters (kind, year, last) values (${kind}, ${year}, 1)
        on conflict (kind, year) do update set last = invoice_counters.last + 1 returning last`)) as unknown as { rows: Array<{ last: number }> }
    ).rows;
    const number = invoiceNumber(year, Number(counter!.last), kind);
    const supplier = await supplierOf(tx, loaded.site);
    const paidOrIssued = loaded.order.paidAt ?? now;
    const document = buildInvoiceDocument(
      loaded.input,
      supplier,
      kind === 'invoice' ? { kind, number } : { kind, number, corrects: corrects!.number, reason: invoiceText(loaded.site.locale, `invoice.reason.${cause ?? 'cancelled'}`) },
      { issued: now, taxableSupply: kind === 'invoice' ? paidOrIssued : now, due: new Date(now.getTime() + DUE_DAYS * 86_400_000) },
    );
    const pdf = await renderInvoicePdf(document, loaded.site.locale === 'sk' ? 'sk' : 'cs');
    const fileKey = `invoices/${year}/${number}.pdf`;
    await privateFiles(deps.config).put(fileKey, pdf);
    const [row] = await tx
      .insert(schema.invoices)
      .values({ kind, number, orderId, correctsId: corrects?.id ?? null, issuedAt: now, taxableSupplyDate: document.taxableSupplyDate, total: loaded.order.total * (kind === 'credit_note' ? -1 : 1), fileKey, createdAt: now })
      .returning(issuedColumns);
    return row!;
  });
}

/** The order's invoice (issued now unless it was before). */
export const ensureInvoice = (deps: AppDeps, orderId: number) => issue(deps, orderId, 'invoice');

/** Why a credit note corrects the invoice: the order was cancelled, or its goods returned. */
export type CreditCause = 'cancelled' | 'returned';

/** The credit note of an invoiced order that was cancelled or returned (null when it was never invoiced). */
export const ensureCreditNote = (deps: AppDeps, orderId: number, cause: CreditCause) => issue(deps, orderId, 'credit_note', cause);

/** A document's PDF bytes from the private files. */
export async function invoicePdf(deps: Pick<AppDeps, 'config'>, document: Pick<IssuedDocument, 'fileKey' | 'number'>): Promise<{ filename: string; content: Uint8Array }> {
  const file = await privateFiles(deps.config).get(document.fileKey);
  if (!file) throw new Error(`invoice ${document.number}: its PDF is missing from the private files`);
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(file.body)) chunks.push(Buffer.from(chunk as Uint8Array));
  return { filename: `${document.number}.pdf`, content: Buffer.concat(chunks) };
}
