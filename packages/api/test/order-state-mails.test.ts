import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import type { OpeningHours } from '@konfety/domain/branches';
import { formatZip } from '@konfety/domain/company';
import { formatCzkIn } from '@konfety/domain/format';
import type { OrderState } from '@konfety/domain/orders';
import { parseMail } from '@konfety/test-support/mime-reader';
import { orderStateMail } from '../src/features/mail/jobs';
import { pickupDays, trackingLink } from '../src/features/mail/order-state-mails';
import { deliverOrderStateMail } from '../src/features/mail/send-order-state-mail';
import { createMailer, type MailMessage } from '../src/features/mail/transport';
import { transitionOrder } from '../src/features/orders/transitions';
import { jobInsertSql } from '../src/jobs/queue';
import { GUEST, type ShopContext } from '../src/shop-context';
import { loadSites } from '../src/sites';
import { CZ, SK, createTestApp, type TestApp } from './support/app';
import { TEST_NOW, TEST_SITES } from './support/constants';
import { address, cartWith, checkoutMethods, guestOrderBody, pickProducts, slovakOrderBody, type PickedProduct } from './support/fixtures';
import { recordingJobLog, recordingMailer, testJobRunner } from './support/jobs';

/*
 * The customer's e-mail of each state change (issue 40): the transition (orders/transitions.ts) queues it in its own
 * statement (orders/state-jobs.ts), a jobs runner sends it (features/mail/send-order-state-mail.ts). The mails go to a
 * recording mailer; one test writes the paid mail with an attachment through the real transport (an .eml file).
 * TEST_NOW is Saturday 21 November 2026, 13:00 in Prague.
 */

let t: TestApp;
let cz: ShopContext;
let sk: ShopContext;
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
let skMethods: Awaited<ReturnType<typeof checkoutMethods>>;
const j = schema.jobs;
const staff = { kind: 'staff', staffId: 7, email: 'sklad@konfety.test', role: 'manager', branchId: null } as const;
const EMAIL = 'stavy.objednavky@example.com';

/** The pickup store's week in these tests: Saturday closes at 12:00 (before TEST_NOW), Sunday is closed. */
const STORE_HOURS: OpeningHours = [
  { day: 1, open: '09:00', close: '17:00' },
  { day: 2, open: '09:00', close: '17:00' },
  { day: 3, open: '09:00', close: '17:00' },
  { day: 4, open: '09:00', close: '17:30' },
  { day: 5, open: '09:00', close: '17:00' },
  { day: 6, open: '09:00', close: '12:00' },
  { day: 7, open: null, close: null },
];
const STORE_NOTE = 'Vchod z <dvora> & 1. patro';
let store: typeof schema.branches.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  const sites = await loadSites(t.db);
  const czSite = sites.find((s) => s.url === TEST_SITES.cz.url)!;
  const skSite = sites.find((s) => s.url === TEST_SITES.sk.url)!;
  cz = { db: t.db, site: czSite, locale: czSite.locale, now: TEST_NOW, actor: staff };
  sk = { db: t.db, site: skSite, locale: skSite.locale, now: TEST_NOW, actor: staff };
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 40, maxGross: 40000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
  skMethods = await checkoutMethods(t, SK);
  const [updated] = await t.db.update(schema.branches).set({ openingHours: STORE_HOURS, note: STORE_NOTE }).where(eq(schema.branches.id, methods.branches[0]!.id)).returning();
  store = updated!;
});
afterAll(() => t.close());

/** Sets every job still to run aside as done: the confirmations of placed orders, the mails of earlier steps. */
const setAside = () => t.db.update(j).set({ doneAt: sql`now()` }).where(and(isNull(j.doneAt), isNull(j.failedAt)));
beforeEach(setAside);

type Kind = 'branch_pickup' | 'courier';
type Pay = 'bank_transfer' | 'card' | 'cash_on_delivery';

/** Places a guest order through the API (CZ unless `site` is SK), its confirmation set aside; answers its row. */
async function placeOrder(delivery: Kind, payment: Pay, site: 'cz' | 'sk' = 'cz') {
  const headers = site === 'cz' ? CZ : SK;
  const m = site === 'cz' ? methods : skMethods;
  const cart = await cartWith(t, product, 1, headers);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload:
      site === 'cz'
        ? guestOrderBody(m, cart.tempId, { email: EMAIL, deliveryId: m.delivery(delivery).id, paymentId: m.payment(payment).id, branchId: delivery === 'branch_pickup' ? m.branches[0]!.id : null })
        : slovakOrderBody(m, cart.tempId, { email: EMAIL, deliveryId: m.delivery(delivery).id, paymentId: m.payment(payment).id, invoiceAddress: { ...address, city: 'Bratislava', zip: '81101', country: 'SK' } }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json().data as { id: number }).id;
  await setAside();
  return orderRow(id);
}

const orderRow = async (id: number) => (await t.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;

/** Moves the order through `states` by the one service, as staff; answers what the last change said. */
async function move(orderId: number, states: OrderState[], ctx: ShopContext = cz) {
  let result;
  for (const state of states) result = await transitionOrder(ctx, orderId, state);
  return result!;
}

const stateJobs = (orderId: number) =>
  t.db
    .select()
    .from(j)
    .where(and(eq(j.kind, 'mail.order_state'), sql`(${j.payload}->>'orderId')::int = ${orderId}`))
    .orderBy(j.id);

/** Runs the due jobs with a recording mailer; answers what it sent. */
async function runJobs(): Promise<MailMessage[]> {
  const mailer = recordingMailer();
  await testJobRunner(t.deps, { log: recordingJobLog().log, mailer }).drain();
  return mailer.sent;
}

/** The one mail the due jobs send. */
async function theMail() {
  const sent = await runJobs();
  expect(sent.map((m) => m.subject)).toHaveLength(1);
  const [mail] = sent;
  return { to: mail!.to, subject: String(mail!.subject), text: String(mail!.text), html: String(mail!.html), attachments: mail!.attachments ?? [] };
}

const czk = (minor: number) => formatCzkIn(minor);
const summaryLink = (order: { id: number; hash: string }) => `${TEST_SITES.cz.url}/shrnuti/${order.id}/${order.hash}`;

describe('the mail of each state', () => {
  it('paid: the amount, what happens next (the pickup store), the summary link and the footer, to the order’s address', async () => {
    const order = await placeOrder('branch_pickup', 'bank_transfer');
    const result = await move(order.id, ['paid']);
    expect(result.queued).toBe(true);
    expect(await stateJobs(order.id)).toEqual([expect.objectContaining({ key: `${order.id}:paid`, payload: { orderId: order.id, state: 'paid' }, doneAt: null })]);
    const mail = await theMail();
    expect(mail.to).toBe(EMAIL);
    expect(mail.subject).toBe(`Platba za objednávku ${order.number} přijata`);
    expect(mail.text).toContain(`Dobrý den, Petr Svoboda,`);
    expect(mail.text).toContain(`platbu ${czk(order.total)} za objednávku ${order.number} jsme přijali`);
    expect(mail.text).toContain(`připravíme k vyzvednutí na prodejně ${store.name}`);
    expect(mail.text).toContain(`Stav objednávky: Zaplacena`);
    expect(mail.text).toContain(`Shrnutí objednávky najdete na adrese:\n${summaryLink(order)}`);
    expect(mail.text).toContain('Děkujeme a přejeme hezký den.\nTým Konfety.cz');
    expect(mail.html).toContain(`<a href="${summaryLink(order)}">`);
    // The invoice, issued by the mail's job when the invoice job has not run first: the same document either way.
    const [invoice] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, order.id));
    expect(invoice).toMatchObject({ kind: 'invoice', total: order.total });
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${invoice!.number}.pdf`, 'application/pdf']]);
    expect(Buffer.from(mail.attachments[0]!.content as Uint8Array).subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail.text).toContain(`${invoice!.number}.pdf`);
  });

  it('paid by a courier order: the carrier comes next', async () => {
    const order = await placeOrder('courier', 'card');
    await move(order.id, ['paid']);
    const mail = await theMail();
    expect(mail.text).toContain('předáme dopravci (Kurýr PPL)');
  });

  it('ready for pickup: the store, its address, its hours of the days the order waits, until when, the number to bring', async () => {
    const order = await placeOrder('branch_pickup', 'card');
    await move(order.id, ['paid', 'processing']);
    await setAside();
    await move(order.id, ['ready_for_pickup']);
    const mail = await theMail();
    expect(mail.subject).toBe(`Objednávka ${order.number} je připravena k vyzvednutí`);
    expect(mail.text).toContain(`je připravena k vyzvednutí na prodejně ${store.name}.`);
    expect(mail.text).toContain(`Adresa: ${store.street}, ${formatZip(store.zip)} ${store.city}`);
    expect(mail.text).toContain(`Telefon: ${store.phone}`);
    // Saturday's store closed at 12:00, before the mail (13:00): the days start on Sunday and end a week after today.
    expect(mail.text).toContain(
      [
        'Otevírací doba v následujících dnech:',
        'Neděle 22. 11.: zavřeno',
        'Pondělí 23. 11.: 09:00–17:00',
        'Úterý 24. 11.: 09:00–17:00',
        'Středa 25. 11.: 09:00–17:00',
        'Čtvrtek 26. 11.: 09:00–17:30',
        'Pátek 27. 11.: 09:00–17:00',
        'Sobota 28. 11.: 09:00–12:00',
        '',
      ].join('\n'),
    );
    expect(mail.text).not.toContain('Sobota 21. 11.');
    expect(mail.text).toContain('Objednávka na vás počká 7 dní, tedy do 28. 11. 2026 včetně.');
    expect(mail.text).toContain(`S sebou si vezměte číslo objednávky ${order.number}`);
    expect(mail.text).toContain(`${TEST_SITES.cz.url}/prodejny/${store.id}`);
    expect(mail.text).toContain(STORE_NOTE);
    // Everything from the database escaped in the HTML.
    expect(mail.html).toContain('Vchod z &lt;dvora&gt; &amp; 1. patro');
    expect(mail.html).not.toContain(STORE_NOTE);
    expect(mail.html).toContain('<th scope="row" style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top">Čtvrtek 26. 11.</th>');
  });

  it('the pickup days include today while the store is still to close, in Prague time', () => {
    const saturdayMorning = new Date('2026-11-21T09:00:00Z'); // 10:00 in Prague, the store open till 12:00
    const { days, lastDay } = pickupDays(STORE_HOURS, saturdayMorning);
    expect(days.map((d) => d.day)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(days[0]).toEqual({ day: '2026-11-21', weekday: 6, open: '09:00', close: '12:00' });
    expect(days[1]).toMatchObject({ weekday: 7, open: null, close: null });
    expect(lastDay).toBe('2026-11-28');
    // 23:30 UTC on Saturday is already Sunday in Prague.
    expect(pickupDays(STORE_HOURS, new Date('2026-11-21T23:30:00Z')).days[0]).toMatchObject({ day: '2026-11-23', weekday: 1 });
  });

  it('shipped with a parcel number: the carrier and its tracking link', async () => {
    const order = await placeOrder('courier', 'bank_transfer');
    await move(order.id, ['paid', 'processing']);
    await t.db.update(schema.orders).set({ trackingNumber: '40512345678' }).where(eq(schema.orders.id, order.id));
    await setAside();
    await move(order.id, ['shipped']);
    const mail = await theMail();
    const link = 'https://www.ppl.cz/vyhledat-zasilku?shipmentId=40512345678';
    expect(mail.subject).toBe(`Objednávka ${order.number} je na cestě`);
    expect(mail.text).toContain('Dopravce: Kurýr PPL');
    expect(mail.text).toContain('Číslo zásilky: 40512345678');
    expect(mail.text).toContain(`Doručovací adresa: Petr Svoboda, Korunní 12, 120 00 Praha 2`);
    expect(mail.text).toContain(`Zásilku můžete sledovat na stránce dopravce:\n${link}`);
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.text).not.toContain('pošle přímo dopravce');
    expect(mail.text).not.toContain('dobírku');
  });

  it('shipped without a parcel number (cash on delivery): no link, the carrier sends the details; the amount to pay', async () => {
    const order = await placeOrder('courier', 'cash_on_delivery');
    expect(order.state).toBe('new');
    await move(order.id, ['processing', 'shipped']);
    const mail = await theMail();
    expect(mail.text).toContain('Údaje pro sledování zásilky vám pošle přímo dopravce e-mailem nebo SMS.');
    expect(mail.text).not.toContain('ppl.cz');
    expect(mail.text).not.toContain('Číslo zásilky');
    expect(mail.text).toContain(`Při převzetí zaplatíte dobírku ${czk(order.total)}.`);
  });

  it('never a broken tracking link: a template without {number}, or no http(s) address, is no link', () => {
    expect(trackingLink('https://t.example/?id={number}', ' A 1/2 ')).toBe('https://t.example/?id=A%201%2F2');
    expect(trackingLink('https://t.example/?id={number}', null)).toBeNull();
    expect(trackingLink('https://t.example/?id={number}', '  ')).toBeNull();
    expect(trackingLink(null, '123')).toBeNull();
    expect(trackingLink('https://t.example/tracking', '123')).toBeNull();
    expect(trackingLink('javascript:alert({number})', '123')).toBeNull();
    expect(trackingLink('not a url {number}', '123')).toBeNull();
  });

  it('delivered, for a registered customer: thanks, the survey and the order in the account', async () => {
    const order = await placeOrder('courier', 'card');
    const [user] = await t.db.select({ id: schema.users.id }).from(schema.users).limit(1);
    await t.db.update(schema.orders).set({ userId: user!.id }).where(eq(schema.orders.id, order.id));
    await move(order.id, ['paid', 'processing', 'shipped']);
    await setAside();
    await move(order.id, ['delivered']);
    const mail = await theMail();
    expect(mail.subject).toBe(`Objednávka ${order.number} byla doručena`);
    expect(mail.text).toContain('Děkujeme, že nakupujete v obchodě Konfety.cz!');
    expect(mail.text).toContain(`(číslo objednávky je ${order.number}):\n${TEST_SITES.cz.url}/spokojenost`);
    expect(mail.text).toContain(`Objednávku najdete také ve svém účtu:\n${TEST_SITES.cz.url}/ucet/objednavka/${order.id}`);
    expect(mail.text).toContain(summaryLink(order));
  });

  it('picked up, by a guest: thanks and the survey, no account link', async () => {
    const order = await placeOrder('branch_pickup', 'card');
    await move(order.id, ['paid', 'processing', 'ready_for_pickup']);
    await setAside();
    await move(order.id, ['picked_up']);
    const mail = await theMail();
    expect(mail.subject).toBe(`Objednávka ${order.number} byla vyzvednuta`);
    expect(mail.text).toContain(`${TEST_SITES.cz.url}/spokojenost`);
    expect(mail.text).not.toContain('/ucet/objednavka/');
  });

  it('cancelled after a card payment: the money goes back to the card within 14 days', async () => {
    const order = await placeOrder('branch_pickup', 'card');
    await move(order.id, ['paid']);
    await setAside();
    await move(order.id, ['cancelled']);
    const mail = await theMail();
    expect(mail.subject).toBe(`Objednávka ${order.number} byla zrušena`);
    expect(mail.text).toContain(`Zaplacenou částku ${czk(order.total)} vám vrátíme na platební kartu, kterou jste platili, a to nejpozději do 14 dnů.`);
  });

  it('cancelled after a transfer: the money goes back to the account it came from', async () => {
    const order = await placeOrder('courier', 'bank_transfer');
    await move(order.id, ['paid', 'processing']);
    await setAside();
    await move(order.id, ['cancelled']);
    const mail = await theMail();
    expect(mail.text).toContain(`vám vrátíme na účet, ze kterého platba přišla, a to nejpozději do 14 dnů.`);
  });

  it('cancelled before it was paid: no refund, nothing to do', async () => {
    const order = await placeOrder('branch_pickup', 'bank_transfer');
    await move(order.id, ['cancelled']);
    const mail = await theMail();
    expect(mail.text).toContain('byla zrušena.');
    expect(mail.text).not.toContain('vrátíme na');
    expect(mail.text).toContain('Nic dalšího nemusíte dělat.');
  });
});

describe('the Slovak site', () => {
  it('speaks Slovak, shows the euro amount, links the Slovak pages and the GLS tracking', async () => {
    const order = await placeOrder('courier', 'bank_transfer', 'sk');
    await move(order.id, ['paid'], sk);
    const paid = await theMail();
    const [currency] = await t.db.select().from(schema.currencies).where(eq(schema.currencies.id, order.currencyId));
    const eur = formatCzkIn(order.total, { code: currency!.code, rate: order.currencyRate, decimals: currency!.decimals, symbolBefore: currency!.symbolBefore, symbolAfter: currency!.symbolAfter }, 'sk');
    expect(eur).toContain('€');
    expect(paid.subject).toBe(`Platba za objednávku ${order.number} prijatá`);
    expect(paid.text).toContain('Dobrý deň, Petr Svoboda,');
    expect(paid.text).toContain(`platbu ${eur} za objednávku ${order.number} sme prijali`);
    expect(paid.text).toContain('odovzdáme dopravcovi (Kuriér GLS)');
    expect(paid.text).toContain(`${TEST_SITES.sk.url}/sk/zhrnutie/${order.id}/${order.hash}`);
    expect(paid.text).toContain('Tím Konfety.sk');

    await move(order.id, ['processing'], sk);
    await t.db.update(schema.orders).set({ trackingNumber: 'SK998877' }).where(eq(schema.orders.id, order.id));
    await move(order.id, ['shipped'], sk);
    const shipped = await theMail();
    expect(shipped.subject).toBe(`Objednávka ${order.number} je na ceste`);
    expect(shipped.text).toContain('Zásielku môžete sledovať na stránke dopravcu:\nhttps://gls-group.com/SK/sk/sledovanie-zasielok?match=SK998877');

    await move(order.id, ['delivered'], sk);
    const delivered = await theMail();
    expect(delivered.subject).toBe(`Objednávka ${order.number} bola doručená`);
    expect(delivered.text).toContain(`${TEST_SITES.sk.url}/sk/spokojnost`);
  });
});

describe('never twice, and only for states with a mail', () => {
  it('the same transition attempted again, and the job queued again, leave one job and send one mail', async () => {
    const order = await placeOrder('branch_pickup', 'bank_transfer');
    await move(order.id, ['paid']);
    await expect(transitionOrder(cz, order.id, 'paid')).rejects.toMatchObject({ statusCode: 409 });
    expect(await transitionOrder(cz, order.id, 'paid', { from: 'waiting_for_payment', whenMoved: 'skip' })).toMatchObject({ changed: false, queued: false });
    await t.db.execute(jobInsertSql(orderStateMail, { orderId: order.id, state: 'paid' }));
    expect(await stateJobs(order.id)).toHaveLength(1);
    expect((await runJobs()).map((m) => m.subject)).toEqual([`Platba za objednávku ${order.number} přijata`]);
    // Done: queued again, it is still the one job, and nothing more is sent.
    await t.db.execute(jobInsertSql(orderStateMail, { orderId: order.id, state: 'paid' }));
    expect(await stateJobs(order.id)).toEqual([expect.objectContaining({ doneAt: expect.any(Date) })]);
    expect(await runJobs()).toEqual([]);
  });

  it('a job whose send failed is retried and sends one mail', async () => {
    const order = await placeOrder('branch_pickup', 'card');
    await move(order.id, ['paid']);
    const mailer = recordingMailer();
    mailer.failWith(() => new Error('SMTP down'));
    const runner = testJobRunner(t.deps, { log: recordingJobLog().log, mailer });
    // Done: the invoice's job; the mail failed.
    expect(await runner.drain()).toBe(1);
    const [failed] = await stateJobs(order.id);
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    mailer.failWith(null);
    await t.db.update(j).set({ runAt: sql`now() - interval '1 second'` }).where(eq(j.id, failed!.id));
    expect(await runner.drain()).toBe(1);
    expect(await runner.drain()).toBe(0);
    expect(mailer.sent.map((m) => m.subject)).toEqual([`Platba za objednávku ${order.number} přijata`]);
    expect(await stateJobs(order.id)).toEqual([expect.objectContaining({ attempts: 2, doneAt: expect.any(Date) })]);
  });

  it('processing and returned queue no mail', async () => {
    const order = await placeOrder('courier', 'cash_on_delivery');
    expect(await move(order.id, ['processing'])).toMatchObject({ changed: true, queued: false });
    expect(await stateJobs(order.id)).toEqual([]);
    await move(order.id, ['shipped', 'delivered']);
    expect((await stateJobs(order.id)).map((r) => r.key)).toEqual([`${order.id}:shipped`, `${order.id}:delivered`]);
    // Queued: the credit note's job (the invoice issued on delivery of a cash order), no mail.
    expect(await move(order.id, ['returned'])).toMatchObject({ changed: true, queued: true });
    expect(await stateJobs(order.id)).toHaveLength(2);
  });

  it('a state’s mail still due when the order is cancelled is not sent; the cancellation’s is', async () => {
    const order = await placeOrder('branch_pickup', 'card');
    await move(order.id, ['paid', 'processing']);
    await setAside();
    await move(order.id, ['ready_for_pickup', 'cancelled']);
    const sent = await runJobs();
    expect(sent.map((m) => m.subject)).toEqual([`Objednávka ${order.number} byla zrušena`]);
    expect(await stateJobs(order.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: `${order.id}:ready_for_pickup`, failedAt: expect.any(Date), lastError: expect.stringContaining('MailNoLongerNeeded') })]),
    );
  });

  it('a transition that is refused queues nothing', async () => {
    const order = await placeOrder('branch_pickup', 'bank_transfer');
    await expect(transitionOrder(cz, order.id, 'shipped')).rejects.toMatchObject({ statusCode: 409, code: 'order_transition_forbidden' });
    expect(await stateJobs(order.id)).toEqual([]);
  });
});

describe('the paid mail with an attachment', () => {
  it('carries the file (the invoice PDF) through the transport, written as an .eml file', async () => {
    const order = await placeOrder('branch_pickup', 'card');
    await transitionOrder({ ...cz, actor: GUEST }, order.id, 'paid');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-state-mail-'));
    try {
      const config = { ...t.deps.config, dataDir, mail: { ...t.deps.config.mail, smtpUrl: undefined } };
      const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0x80]);
      await deliverOrderStateMail({ ...t.deps, config }, { orderId: order.id, state: 'paid' }, createMailer(config), {
        attachments: [{ filename: `faktura-${order.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
      });
      const files = fs.readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const mail = parseMail(fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'latin1'));
      expect(mail.subject).toBe(`Platba za objednávku ${order.number} přijata`);
      expect(mail.text).toContain(`V příloze posíláme: faktura-${order.number}.pdf.`);
      const attached = mail.parts.find((p) => (p.headers['content-type'] ?? '').startsWith('application/pdf'));
      expect(attached?.headers['content-disposition']).toContain(`faktura-${order.number}.pdf`);
      expect([...attached!.body]).toEqual([...pdf]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
