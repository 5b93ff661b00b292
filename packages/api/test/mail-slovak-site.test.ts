import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { formatCzkIn } from '@konfety/domain/format';
import { qrPaymentStandard } from '@konfety/domain/order-payment';
import type { OrderState } from '@konfety/domain/orders';
import type { MailMessage } from '../src/features/mail/transport';
import { mailTexts, SAME_IN_SLOVAK, type MailTextKey } from '../src/features/mail/texts';
import { transitionOrder } from '../src/features/orders/transitions';
import type { ShopContext } from '../src/shop-context';
import { loadSites, type SiteContext } from '../src/sites';
import { CZ, SK, createTestApp, type TestApp } from './support/app';
import { TEST_NOW, TEST_SITES } from './support/constants';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts, slovakAddress, slovakOrderBody, type PickedProduct } from './support/fixtures';
import { recordingJobLog, recordingMailer, testJobRunner } from './support/jobs';

/*
 * Every mail of the Slovak shop, as its jobs send it (a recording mailer stands in for SMTP): an order placed through the
 * API on the Slovak site (its `client-url`), its confirmation and state mails, and the account mails. Each must be
 * Slovak throughout, with the order's euro amounts, the Slovak site's IBAN, links to the Slovak pages on the Slovak
 * host and replies going to the Slovak shop. A Czech order beside it keeps its Czech mail.
 */

let t: TestApp;
let czSite: SiteContext;
let skSite: SiteContext;
let skEmail: string;
let product: PickedProduct;
const staff = { kind: 'staff', staffId: 7, email: 'sklad@konfety.test', role: 'manager', branchId: null } as const;
const j = schema.jobs;

beforeAll(async () => {
  t = await createTestApp();
  const sites = await loadSites(t.db);
  czSite = sites.find((s) => s.url === TEST_SITES.cz.url)!;
  skSite = sites.find((s) => s.url === TEST_SITES.sk.url)!;
  const [row] = await t.db.select({ email: schema.sites.email }).from(schema.sites).where(eq(schema.sites.id, skSite.id));
  skEmail = row!.email;
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 10, maxGross: 40000 })) as [PickedProduct];
});
afterAll(() => t.close());

/** Jobs queued by earlier tests (and their mails) are set aside: each test sends only its own. */
beforeEach(() => t.db.update(j).set({ doneAt: sql`now()` }).where(and(isNull(j.doneAt), isNull(j.failedAt))));

/** Runs the due jobs; answers the mails they sent to `to`. */
async function mailsTo(to: string): Promise<MailMessage[]> {
  const mailer = recordingMailer();
  await testJobRunner(t.deps, { log: recordingJobLog().log, mailer }).drain();
  return mailer.sent.filter((m) => m.to === to);
}

async function theMailTo(to: string) {
  const sent = await mailsTo(to);
  expect(sent.map((m) => m.subject)).toHaveLength(1);
  const mail = sent[0]!;
  return { subject: String(mail.subject), text: String(mail.text), html: String(mail.html), replyTo: mail.replyTo, attachments: mail.attachments ?? [] };
}

/**
 * The Czech texts that could give away a mail fallen back to Czech: every literal stretch of a Czech message (ICU
 * syntax taken out) that no Slovak message has, so a shared word ("Objednávka", "DPH") is no false alarm.
 */
const czechMarkers = (() => {
  const cs = mailTexts.cs as Record<MailTextKey, string>;
  const skAll = Object.values(mailTexts.sk).join('\n');
  const pieces = new Set<string>();
  for (const key of Object.keys(cs) as MailTextKey[]) {
    if (SAME_IN_SLOVAK.has(key)) continue;
    for (const piece of cs[key].split(/[{}]/)) {
      const text = piece.replace(/#/g, '').trim();
      if (text.length >= 6 && !/,\s*(plural|select)\s*,/.test(text) && !skAll.includes(text)) pieces.add(text);
    }
  }
  return [...pieces];
})();

/** What in a Slovak mail is Czech: a Czech text of the catalogue, a letter Slovak does not write, Czech crowns. */
function czechIn(mail: { subject: string; text: string; html: string }, data: readonly string[] = []) {
  // Data the customer or the catalogue wrote (a product's name) may be in any language: not the mail's words.
  let all = `${mail.subject}\n${mail.text}\n${mail.html}`;
  for (const value of data) all = all.split(value).join(' ');
  return [
    ...czechMarkers.filter((m) => all.includes(m)),
    ...(all.match(/[ěřůĚŘŮ]/g) ?? []),
    ...['Kč', 'CZK', 'QR Platba', '/shrnuti/', TEST_SITES.cz.url].filter((w) => all.includes(w)),
  ];
}

async function orderRow(id: number) {
  const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, id));
  return row!;
}

/** The order's amounts as the order stores them: its currency at its rate, written the Slovak way. */
async function moneyOf(order: Awaited<ReturnType<typeof orderRow>>) {
  const [c] = await t.db.select().from(schema.currencies).where(eq(schema.currencies.id, order.currencyId));
  const currency = { code: c!.code, rate: order.currencyRate, decimals: c!.decimals, symbolBefore: c!.symbolBefore, symbolAfter: c!.symbolAfter };
  return (minorCzk: number) => formatCzkIn(minorCzk, currency, 'sk');
}

async function placeSlovakOrder(email: string, payment: 'bank_transfer' | 'card' = 'bank_transfer') {
  const methods = await checkoutMethods(t, SK);
  const cart = await cartWith(t, product, 2, SK);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: SK,
    payload: slovakOrderBody(methods, cart.tempId, { paymentId: methods.payment(payment).id, email, invoiceAddress: { ...slovakAddress, lastname: 'Kováč', street: 'Hlavná 5' } }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return orderRow((res.json().data as { id: number }).id);
}

/** The names the order's lines carry (the catalogue's words, not the mail's). */
async function lineNames(orderId: number) {
  const lines = await t.db.select({ name: schema.orderItems.name, variant: schema.orderItems.variantName }).from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
  return lines.flatMap((l) => [l.name, l.variant ?? '']).filter((s) => s.length > 0);
}

async function move(orderId: number, states: OrderState[]) {
  const ctx: ShopContext = { db: t.db, site: skSite, locale: skSite.locale, now: TEST_NOW, actor: staff };
  for (const state of states) await transitionOrder(ctx, orderId, state);
}

describe('a Slovak order’s mails', () => {
  it('the confirmation: Slovak, in euros, the Slovak IBAN and QR code, the Slovak summary page on the Slovak host', async () => {
    const email = 'potvrdenie@example.sk';
    const order = await placeSlovakOrder(email);
    const eur = await moneyOf(order);
    const mail = await theMailTo(email);
    const summary = `${TEST_SITES.sk.url}/sk/zhrnutie/${order.id}/${order.hash}`;

    expect(mail.subject).toBe(`Potvrdenie objednávky č. ${order.number}`);
    expect(mail.text).toContain('Dobrý deň, Ján Kováč,');
    expect(mail.text).toContain('v obchode Konfety.sk.');
    expect(mail.text).toContain('Tím Konfety.sk');
    expect(mail.html).toContain('<html lang="sk">');

    expect(eur(order.total)).toMatch(/€$/);
    expect(mail.text).toContain(`Spolu na úhradu: ${eur(order.total)}`);
    expect(mail.text).toContain(`Suma: ${eur(order.total)}`);
    const [line] = await t.db.select().from(schema.orderItems).where(and(eq(schema.orderItems.orderId, order.id), eq(schema.orderItems.kind, 'product')));
    expect(mail.text).toContain(`2 × ${eur(line!.unitPrice)}`);

    expect(order.bankIban).toBe(skSite.bankIban);
    expect(mail.text).toContain(`IBAN: ${skSite.bankIban}`);
    expect(mail.text).toContain(`Variabilný symbol: ${order.variableSymbol}`);
    // The Slovak account number is the IBAN itself: one row, not the same number twice.
    expect(mail.text.split(skSite.bankIban)).toHaveLength(2);
    expect(mail.text).not.toContain(czSite.bankIban);

    const qr = mail.attachments.find((a) => a.contentType === 'image/png');
    const standard = qrPaymentStandard(order.qrPayment!);
    expect(qr?.filename).toBe(standard === 'pay_by_square' ? 'pay-by-square.png' : 'qr-platba.png');
    expect(mail.html).toContain(`<img src="cid:${qr!.cid}"`);
    if (standard === 'pay_by_square') expect(mail.html).toContain('alt="PAY by square"');

    expect(mail.text).toContain(`Zhrnutie objednávky nájdete na adrese:\n${summary}\n`);
    expect(mail.html).toContain(`<a href="${summary}">`);
    expect(mail.replyTo).toBe(skEmail);

    expect(czechIn(mail, await lineNames(order.id))).toEqual([]);
  });

  it('the state mails: paid and cancelled with the euro amount, Slovak, linking the Slovak summary', async () => {
    const email = 'stavy@example.sk';
    const order = await placeSlovakOrder(email);
    const eur = await moneyOf(order);
    const names = await lineNames(order.id);
    const summary = `${TEST_SITES.sk.url}/sk/zhrnutie/${order.id}/${order.hash}`;
    await mailsTo(email);

    await move(order.id, ['paid']);
    const paid = await theMailTo(email);
    expect(paid.subject).toBe(`Platba za objednávku ${order.number} prijatá`);
    expect(paid.text).toContain(`ďakujeme, platbu ${eur(order.total)} za objednávku ${order.number} sme prijali.`);
    expect(paid.text).toContain('Stav objednávky: Zaplatená');
    expect(paid.text).toContain(`${summary}\n`);
    expect(paid.replyTo).toBe(skEmail);
    expect(czechIn(paid, names)).toEqual([]);

    await move(order.id, ['cancelled']);
    const cancelled = await theMailTo(email);
    expect(cancelled.subject).toBe(`Objednávka ${order.number} bola zrušená`);
    expect(cancelled.text).toContain(`Zaplatenú sumu ${eur(order.total)} vám vrátime na účet, z ktorého platba prišla, a to najneskôr do 14 dní.`);
    expect(cancelled.text).toContain(`${summary}\n`);
    expect(czechIn(cancelled, names)).toEqual([]);
  });

  it('a Czech order beside it keeps its Czech confirmation: crowns, the Czech page, QR Platba', async () => {
    const methods = await checkoutMethods(t, CZ);
    const cart = await cartWith(t, product, 1, CZ);
    const email = 'cesky@example.cz';
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, cart.tempId, { email }) });
    expect(res.statusCode, res.body).toBe(201);
    const order = await orderRow((res.json().data as { id: number }).id);
    const mail = await theMailTo(email);
    expect(mail.subject).toBe(`Potvrzení objednávky č. ${order.number}`);
    expect(mail.text).toContain(`Celkem k úhradě: ${formatCzkIn(order.total)}`);
    expect(mail.text).toContain(`Číslo účtu: ${czSite.bankAccount}`);
    expect(mail.text).toContain(`${TEST_SITES.cz.url}/shrnuti/${order.id}/${order.hash}\n`);
    expect(mail.html).toContain('Nebo naskenujte QR kód (QR Platba) v aplikaci své banky:');
    expect(mail.attachments.find((a) => a.contentType === 'image/png')?.filename).toBe('qr-platba.png');
    // The Czech site's address is the sender's: no Reply-To of its own.
    expect(mail.replyTo).toBeUndefined();
  });
});

describe('a Slovak account’s mails', () => {
  it('the welcome and the reset link: Slovak, linking the Slovak pages on the Slovak host', async () => {
    const email = 'ucet@example.sk';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: SK,
      payload: { firstname: 'Zuzana', lastname: 'Horváthová', email, phonePrefix: '+421', phone: '902 123 456', password: 'torta s jahodami', passwordConfirmation: 'torta s jahodami', terms: true, newsletter: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    const welcome = await theMailTo(email);
    expect(welcome.subject).toBe('Vitajte v obchode Konfety.sk');
    expect(welcome.text).toContain('Dobrý deň, Zuzana Horváthová,');
    expect(welcome.text).toContain(`môžete na adrese:\n${TEST_SITES.sk.url}/sk\n`);
    expect(welcome.replyTo).toBe(skEmail);
    expect(czechIn(welcome)).toEqual([]);

    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset-request', headers: SK, payload: { email } });
    expect(reset.statusCode, reset.body).toBe(200);
    const link = await theMailTo(email);
    expect(link.subject).toBe('Obnovenie hesla v obchode Konfety.sk');
    expect(link.text).toMatch(new RegExp(`\\n${TEST_SITES.sk.url.replace(/\./g, '\\.')}/sk/zmena-hesla/[0-9a-f]{64}\\n`));
    expect(czechIn(link)).toEqual([]);
  });

  it('the stock watchdog: Slovak, linking the product’s Slovak page on the Slovak host', async () => {
    const [p] = (await pickProducts(t.db, { outOfStock: true })) as [PickedProduct];
    const email = 'strazca@example.sk';
    const res = await t.app.inject({ method: 'POST', url: `/api/catalog/product/${p.productId}/watchdog`, headers: SK, payload: { variantId: p.variantId, email } });
    expect(res.statusCode, res.body).toBe(201);
    await t.db.execute(sql`update ${schema.stock} set quantity = 3 where variant_id = ${p.variantId}`);
    const mail = await theMailTo(email);
    expect(mail.subject).toMatch(/ je opäť na sklade$/);
    const product = mail.subject.replace(/ je opäť na sklade$/, '');
    expect(mail.text).toContain('Dobrý deň,');
    expect(mail.text).toMatch(new RegExp(`\\n${TEST_SITES.sk.url.replace(/\./g, '\\.')}/sk/${p.productId}/[^\\s]+\\n`));
    expect(czechIn(mail, [product])).toEqual([]);
  });
});
