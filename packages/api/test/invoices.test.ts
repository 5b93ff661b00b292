import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { createTestApp, CZ, loginAs, type TestApp } from './support/app';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts, putItem, type PickedProduct } from './support/fixtures';
import { quietJobLog, recordingMailer, testJobRunner } from './support/jobs';
import { DEMO_STAFF, logInStaff, STAFF_HEADER } from './support/staff';

let t: TestApp;
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
let staff: { manager: string; branch: string };
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 30, maxGross: 40000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
  staff = { manager: (await logInStaff(t, DEMO_STAFF.manager, '203.0.113.40')).cookie, branch: (await logInStaff(t, DEMO_STAFF.branch, '203.0.113.41')).cookie };
  customer = await loginAs(t, 'zakaznik@example.com');
});
afterAll(() => t?.close());

const runJobs = async () => {
  const mailer = recordingMailer();
  await testJobRunner(t.deps, { log: quietJobLog, mailer }).drain();
  return mailer.sent;
};
const move = (id: number, from: string, to: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/transition`, headers: { cookie: staff.manager, ...STAFF_HEADER }, payload: { from, to, ...extra } });
const invoicesOf = (orderId: number) => t.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, orderId)).orderBy(schema.invoices.id);

async function guestOrder(delivery: 'branch_pickup' | 'courier' = 'branch_pickup') {
  const cart = await cartWith(t, product, 2);
  const extra = delivery === 'courier' ? { deliveryId: methods.delivery('courier').id, branchId: null } : {};
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, cart.tempId, extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; number: string; total: number };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) pages.push((await (await pdf.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
  return pages.join('\n');
}

describe('invoices', () => {
  it('issues one invoice when an order is paid, numbered in the year’s series, attached to the paid e-mail and downloadable by staff', async () => {
    const first = await guestOrder();
    const second = await guestOrder();
    expect((await move(first.id, 'waiting_for_payment', 'paid')).statusCode).toBe(200);
    expect((await move(second.id, 'waiting_for_payment', 'paid')).statusCode).toBe(200);
    const sent = await runJobs();
    const [a] = await invoicesOf(first.id);
    const [b] = await invoicesOf(second.id);
    expect([a!.number, b!.number]).toEqual(['FV2026000001', 'FV2026000002']);
    expect(a).toMatchObject({ kind: 'invoice', total: first.total, taxableSupplyDate: '2026-11-21', fileKey: 'invoices/2026/FV2026000001.pdf' });
    const paidMail = sent.find((m) => m.subject === `Platba za objednávku ${first.number} přijata`)!;
    expect(paidMail.attachments?.map((x) => x.filename)).toEqual(['FV2026000001.pdf']);

    const res = await t.app.inject({ method: 'GET', url: `/api/admin/invoices/${a!.id}/pdf`, headers: { cookie: staff.manager } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="FV2026000001.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('FV2026000001');
    expect(text).toContain(first.number);
    expect(text).toContain('Konfety s.r.o.');
    expect(text).toContain('27082440');
    expect(text).toContain('Petr Svoboda');

    // The detail lists it; the jobs run again issue nothing more.
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/orders/${first.id}`, headers: { cookie: staff.manager } })).json().invoices).toEqual([
      expect.objectContaining({ number: 'FV2026000001', kind: 'invoice', total: first.total }),
    ]);
    await runJobs();
    expect(await t.db.$count(schema.invoices)).toBe(2);
  });

  it('corrects an invoiced order’s invoice with a credit note when it is cancelled; an order never invoiced gets none', async () => {
    const paid = await guestOrder();
    await move(paid.id, 'waiting_for_payment', 'paid');
    await runJobs();
    expect((await move(paid.id, 'paid', 'cancelled', { note: 'Zákazník odstoupil' })).statusCode).toBe(200);
    const unpaid = await guestOrder();
    await move(unpaid.id, 'waiting_for_payment', 'cancelled');
    await runJobs();
    const [invoice, credit] = await invoicesOf(paid.id);
    expect(credit).toMatchObject({ kind: 'credit_note', correctsId: invoice!.id, total: -paid.total });
    expect(credit!.number).toMatch(/^DB2026\d{6}$/);
    const file = await t.app.inject({ method: 'GET', url: `/api/admin/invoices/${credit!.id}/pdf`, headers: { cookie: staff.manager } });
    const text = await pdfText(file.rawPayload);
    expect(text).toContain(invoice!.number);
    expect(text).toContain('Zrušení objednávky');
    expect(await invoicesOf(unpaid.id)).toEqual([]);
  });

  it('lets a customer download the invoices of their own orders only, and branch staff those of their branch only', async () => {
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/create', headers: customer })).json().data as { id: number };
    expect((await putItem(t, customer, cart.id, { id: product.productId, variantId: product.variantId, quantity: 1 })).statusCode).toBe(200);
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: customer, payload: guestOrderBody(methods, cart.id, { email: 'zakaznik@example.com' }) });
    const own = placed.json().data as { id: number };
    await move(own.id, 'waiting_for_payment', 'paid');
    const other = await guestOrder('courier');
    await move(other.id, 'waiting_for_payment', 'paid');
    await runJobs();
    const [ownInvoice] = await invoicesOf(own.id);
    const [otherInvoice] = await invoicesOf(other.id);

    const download = (orderId: number, invoiceId: number, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/account/orders/${orderId}/invoices/${invoiceId}/pdf`, headers });
    const mine = await download(own.id, ownInvoice!.id, customer);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(other.id, otherInvoice!.id, customer)).statusCode).toBe(404);
    expect((await download(own.id, otherInvoice!.id, customer)).statusCode).toBe(404);
    expect((await download(own.id, ownInvoice!.id, CZ)).statusCode).toBe(401);

    // Branch staff (the first store): the pickup order's invoice, not the courier order's.
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/invoices/${ownInvoice!.id}/pdf`, headers: { cookie: staff.branch } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/invoices/${otherInvoice!.id}/pdf`, headers: { cookie: staff.branch } })).statusCode).toBe(404);
  });
});
