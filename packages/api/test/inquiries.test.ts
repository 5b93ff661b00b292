import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { createTestApp, CZ, SK, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import { quietJobLog, recordingMailer, testJobRunner } from './support/jobs';
import { privateFiles } from '../src/files';
import { forgetOldApplications } from '../src/features/inquiries/retention';
import { ATTEMPT_TABLES, forgetOldAttempts } from '../src/features/accounts/throttle';
import { attemptsKeptSeconds } from '../src/features/housekeeping/jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each test its own client address, so the shared form limit counts only its own sends. */
const nextIp = () => `198.51.100.${++address}`;

const post = (url: string, payload: unknown, ip: string, headers: Record<string, string> = CZ) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown>, remoteAddress: ip });

const contact = { name: 'Jana Nováková', email: 'Jana.Novakova@Example.com', phone: '+420 777 123 456', orderNumber: '', message: 'Dobrý den, máte kostým Pipi Dlouhé punčochy ve velikosti 128?' };

const inquiriesOf = (email: string) => t.db.select().from(schema.inquiries).where(eq(schema.inquiries.email, email)).orderBy(schema.inquiries.id);
const mailJobsOf = (id: number) =>
  t.db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.kind, 'mail.inquiry'), eq(schema.jobs.key, String(id))));

async function activeServiceId() {
  const [row] = await t.db.select({ id: schema.services.id, title: schema.services.title }).from(schema.services).where(and(eq(schema.services.locale, 'cs'), eq(schema.services.active, true))).limit(1);
  return row!;
}

describe('POST /api/inquiries/contact', () => {
  it('stores the message with its mail to the shop queued in the same transaction, and answers the notice', async () => {
    const res = await post('/api/inquiries/contact', { ...contact, orderNumber: '2026000123' }, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Děkujeme, vaši zprávu jsme přijali. Ozveme se vám do 2 pracovních dnů.' });
    const [row] = await inquiriesOf('jana.novakova@example.com');
    expect(row).toMatchObject({ kind: 'contact', siteId: 1, name: 'Jana Nováková', phone: '+420777123456', details: { orderNumber: '2026000123' }, handledAt: null });
    expect(row!.createdAt.getTime()).toBe(TEST_NOW.getTime());
    expect(await mailJobsOf(row!.id)).toHaveLength(1);
  });

  it('answers 422 with the SPEC §5 message of every wrong field, and stores nothing', async () => {
    const res = await post('/api/inquiries/contact', { name: ' ', email: 'neni-email', phone: '12', orderNumber: '12a', message: '' }, nextIp());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Pole musí být vyplněno'],
      email: ['Pole musí obsahovat platný email.'],
      phone: ['Zadejte platné telefonní číslo.'],
      orderNumber: ['Pole musí obsahovat pouze číslice.'],
      message: ['Pole musí být vyplněno'],
    });
    expect(await inquiriesOf('neni-email')).toHaveLength(0);
  });

  it('answers in the site’s language', async () => {
    const res = await post('/api/inquiries/contact', { ...contact, email: 'slovensky@example.com' }, nextIp(), SK);
    expect(res.json().message).toBe('Ďakujeme, vašu správu sme prijali. Ozveme sa vám do 2 pracovných dní.');
    const [row] = await inquiriesOf('slovensky@example.com');
    expect(row!.siteId).toBe(2);
  });

  it('refuses the sixth send of one e-mail in an hour with 429 and Retry-After, counting even simultaneous sends exactly', async () => {
    const email = 'pilna@example.com';
    const sends = await Promise.all(Array.from({ length: 8 }, (_, i) => post('/api/inquiries/contact', { ...contact, email }, `203.0.113.${i + 1}`)));
    const codes = sends.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = sends.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Odeslali jste příliš mnoho zpráv\. Zkuste to znovu za \d+ minut/);
    expect(await inquiriesOf(email)).toHaveLength(5);
  });

  it('refuses the eleventh send from one client address whatever the e-mail', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post('/api/inquiries/contact', { ...contact, email: `adresa-${i}@example.com` }, ip)).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('the inquiry mail', () => {
  it('goes to the site’s address with the form’s fields, reply-to the sender; a failed send keeps the inquiry and is retried', async () => {
    const service = await activeServiceId();
    const email = 'oslava@example.com';
    const res = await post(`/api/services/${service.id}/inquiries`, { name: 'Petr <b>Svoboda</b>', email, phone: '777 555 333', date: '2026-12-24', place: 'Praha 5', message: 'Balónková výzdoba na 40 hostů.' }, nextIp());
    expect(res.statusCode).toBe(200);
    const [row] = await inquiriesOf(email);
    expect(row).toMatchObject({ kind: 'service', subjectId: service.id, subjectTitle: service.title, details: { date: '2026-12-24', place: 'Praha 5' } });

    const mailer = recordingMailer();
    mailer.failWith(() => new Error('smtp down'));
    // The runner's clock (queued jobs are due on the database's), moved past the backoff instead of waiting for it.
    const start = Date.now() + 1000;
    await testJobRunner(t.deps, { log: quietJobLog, mailer, clock: () => new Date(start) }).drain();
    expect(mailer.sent).toHaveLength(0);
    expect(await inquiriesOf(email)).toHaveLength(1);
    const [job] = await mailJobsOf(row!.id);
    expect(job!.doneAt).toBeNull();

    mailer.failWith(null);
    await testJobRunner(t.deps, { log: quietJobLog, mailer, clock: () => new Date(start + 86_400_000) }).drain();
    const mine = mailer.sent.filter((m) => JSON.stringify(m.replyTo).includes(email));
    expect(mine).toHaveLength(1);
    const [mail] = mine;
    const [site] = await t.db.select({ email: schema.sites.email }).from(schema.sites).where(eq(schema.sites.id, 1));
    expect(mail!.to).toBe(site!.email);
    expect(mail!.subject).toBe(`Poptávka služby ${service.title} – Petr <b>Svoboda</b>`);
    expect(mail!.text).toContain('Termín: 24. prosince 2026');
    expect(mail!.text).toContain('Místo: Praha 5');
    expect(mail!.html).toContain('Petr &lt;b&gt;Svoboda&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Svoboda');
  });
});

describe('POST /api/services/{id}/inquiries and /api/events/orders', () => {
  it('answers 404 for a service the shop does not offer', async () => {
    const res = await post('/api/services/999999/inquiries', { name: 'A B', email: 'nikdo@example.com', phone: '777555333', message: 'x' }, nextIp());
    expect(res.statusCode).toBe(404);
  });

  it('refuses a day already over in Prague, and one that does not exist, on `date`', async () => {
    const base = { name: 'Eva Malá', email: 'eva@example.com', phone: '777555333', place: 'Brno', guests: 30, theme: 'Piráti', services: [] };
    // TEST_NOW is 21 November 2026 at noon (UTC): the 20th is over, the 21st is today.
    const passed = await post('/api/events/orders', { ...base, date: '2026-11-20' }, nextIp());
    expect(passed.statusCode).toBe(422);
    expect(passed.json().errors).toEqual({ date: ['Zadejte prosím dnešní nebo pozdější datum.'] });
    const invalid = await post('/api/events/orders', { ...base, date: '2026-02-30' }, nextIp());
    expect(invalid.json().errors).toEqual({ date: ['Zadejte prosím platné datum.'] });
    const today = await post('/api/events/orders', { ...base, date: '2026-11-21' }, nextIp());
    expect(today.statusCode).toBe(200);
  });

  it('keeps an event order’s services by their titles, leaving out ids the shop does not offer', async () => {
    const service = await activeServiceId();
    const email = 'firemni-den@example.com';
    const res = await post('/api/events/orders', { name: 'Firma s.r.o.', email, phone: '+421 905 123 456', date: '2027-06-12', place: 'Areál Konfety', guests: '120', theme: 'Havaj', services: [service.id, 999999], message: '' }, nextIp());
    expect(res.statusCode).toBe(200);
    const [row] = await inquiriesOf(email);
    expect(row).toMatchObject({ kind: 'event', message: null, details: { date: '2027-06-12', place: 'Areál Konfety', guests: 120, theme: 'Havaj', services: [service.title] } });
  });

  it('answers 422 for guests out of range', async () => {
    const res = await post('/api/events/orders', { name: 'Eva Malá', email: 'hoste@example.com', phone: '777555333', date: '2027-01-10', place: 'Brno', guests: 0, theme: 'x' }, nextIp());
    expect(res.json().errors).toEqual({ guests: ['Zadejte prosím hodnotu alespoň 1.'] });
  });
});

describe('POST /api/satisfaction', () => {
  it('stores the stars and the text, with the order the number names on this site', async () => {
    const [order] = await t.db.select({ id: schema.orders.id, number: schema.orders.number, siteId: schema.orders.siteId }).from(schema.orders).where(eq(schema.orders.siteId, 1)).limit(1);
    const res = await post('/api/satisfaction', { orderNumber: order!.number, shopRating: '5', courierRating: 3, text: 'Kurýr přijel pozdě, jinak super.', email: '' }, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Děkujeme za hodnocení. Pomůže nám být lepší.');
    const [row] = await t.db.select().from(schema.satisfactionAnswers).where(eq(schema.satisfactionAnswers.orderNumber, order!.number));
    expect(row).toMatchObject({ siteId: 1, orderId: order!.id, shopRating: 5, courierRating: 3, email: null });
  });

  it('keeps a number that names no order as written, and needs only the shop’s stars', async () => {
    const res = await post('/api/satisfaction', { orderNumber: '99999999', shopRating: 4 }, nextIp());
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(schema.satisfactionAnswers).where(eq(schema.satisfactionAnswers.orderNumber, '99999999'));
    expect(row).toMatchObject({ orderId: null, shopRating: 4, courierRating: null, text: null });
  });

  it('answers 422 without the shop’s stars or with stars out of 1–5', async () => {
    const res = await post('/api/satisfaction', { shopRating: '', courierRating: 6 }, nextIp());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ shopRating: ['Pole musí být vyplněno'], courierRating: ['Hodnocení musí být od 1 do 5 hvězdiček.'] });
  });
});

describe('POST /api/careers/{id}/applications', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  /** What the sniffing reads of a DOCX: a ZIP whose entries name the content types and the document part. */
  const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml'), Buffer.alloc(40), Buffer.from('word/document.xml'), Buffer.alloc(40)]);
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
  const apply = (id: number, cv: Buffer, extra: Record<string, unknown> = {}, ip = nextIp()) =>
    post(`/api/careers/${id}/applications`, { name: 'Lucie Černá', email: 'lucie.cerna@example.com', phone: '731 222 333', message: 'Ráda bych u vás pracovala.', consent: true, cv: { filename: 'C:\\Users\\lucie\\Životopis Lucie.pdf', content_base64: cv.toString('base64') }, ...extra }, ip);
  const openPosition = async () => (await t.db.select({ id: schema.careers.id, title: schema.careers.title }).from(schema.careers).where(eq(schema.careers.active, true)).limit(1))[0]!;
  const files = () => privateFiles(t.deps.config);
  async function storedKeys() {
    const keys: string[] = [];
    for await (const f of files().list('applications/')) keys.push(f.key);
    return keys;
  }

  it('keeps the CV as a private file, stores the application and mails it to the shop with the CV attached', async () => {
    const position = await openPosition();
    const before = await storedKeys();
    const email = `uchazec-${address}@example.com`;
    const res = await apply(position.id, pdf, { email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Děkujeme za váš zájem. Přihlášku jsme přijali a ozveme se vám do 5 pracovních dnů.');
    const [row] = await inquiriesOf(email);
    expect(row).toMatchObject({ kind: 'career', subjectId: position.id, subjectTitle: position.title, attachmentName: 'Životopis Lucie.pdf', attachmentType: 'application/pdf', attachmentSize: pdf.length });
    expect(row!.attachmentKey).toMatch(/^applications\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect((await storedKeys()).filter((k) => !before.includes(k))).toEqual([row!.attachmentKey]);
    expect(await t.app.inject({ method: 'GET', url: `/${row!.attachmentKey}` }).then((r) => r.statusCode)).toBe(404);

    const mailer = recordingMailer();
    await testJobRunner(t.deps, { log: quietJobLog, mailer, clock: () => new Date(Date.now() + 1000) }).drain();
    const mail = mailer.sent.find((m) => JSON.stringify(m.replyTo).includes(email))!;
    expect(mail.subject).toBe(`Přihláška na pozici ${position.title} – Lucie Černá`);
    const [attachment] = mail.attachments as Array<{ filename: string; content: NodeJS.ReadableStream; contentType: string }>;
    expect(attachment).toMatchObject({ filename: 'Životopis Lucie.pdf', contentType: 'application/pdf' });
    const chunks: Buffer[] = [];
    for await (const chunk of attachment!.content) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
  });

  it('takes a Word document (DOCX) by its bytes, and names its attachment .docx whatever the upload was called', async () => {
    const email = `docx-${address}@example.com`;
    const res = await apply((await openPosition()).id, docx, { email, cv: { filename: 'cv.pdf', content_base64: docx.toString('base64') } });
    expect(res.statusCode).toBe(200);
    const [row] = await inquiriesOf(email);
    expect(row).toMatchObject({ attachmentName: 'cv.docx', attachmentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('refuses a file that is no PDF or DOCX (an executable named .pdf), an empty one and one over 5 MB on `cv`, storing nothing', async () => {
    const position = await openPosition();
    const before = await storedKeys();
    const typed = await apply(position.id, exe, { email: 'exe@example.com' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors).toEqual({ cv: ['Životopis přiložte jako PDF nebo DOCX.'] });
    const empty = await apply(position.id, Buffer.alloc(0), { email: 'exe@example.com' });
    expect(empty.json().errors).toEqual({ cv: ['Přiložte prosím životopis.'] });
    const big = await apply(position.id, Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]), { email: 'exe@example.com' });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ cv: ['Životopis může mít nejvýše 5 MB.'] });
    expect(await storedKeys()).toEqual(before);
    expect(await inquiriesOf('exe@example.com')).toHaveLength(0);
  });

  it('needs the consent, and answers 404 for a position that is not open', async () => {
    const position = await openPosition();
    const res = await apply(position.id, pdf, { consent: false, email: 'bez-souhlasu@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ consent: ['Bez souhlasu se zpracováním osobních údajů nemůžeme vaši odpověď přijmout.'] });
    expect((await apply(999999, pdf)).statusCode).toBe(404);
  });

  it('stores no file for an application over the forms’ limit', async () => {
    const position = await openPosition();
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await post('/api/inquiries/contact', { ...contact, email: `plne-${i}@example.com` }, ip)).statusCode).toBe(200);
    const before = await storedKeys();
    const res = await apply(position.id, pdf, { email: 'pozde@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(await storedKeys()).toEqual(before);
  });
});

describe('keeping job applications', () => {
  it('forgets applications older than six months with their CVs, and keeps the newer ones and every other inquiry', async () => {
    const files = privateFiles(t.deps.config);
    const at = new Date('2027-08-01T00:00:00Z');
    const old = new Date(at.getTime() - 200 * 86_400_000);
    const recent = new Date(at.getTime() - 30 * 86_400_000);
    await files.put('applications/2027-01/stara.pdf', Buffer.from('%PDF-1.4 old'));
    await files.put('applications/2027-07/nova.pdf', Buffer.from('%PDF-1.4 new'));
    const base = { siteId: 1, name: 'A B', email: 'retence@example.com', message: null, details: {} };
    const [a, b, c] = await t.db
      .insert(schema.inquiries)
      .values([
        { ...base, kind: 'career', attachmentKey: 'applications/2027-01/stara.pdf', createdAt: old },
        { ...base, kind: 'career', attachmentKey: 'applications/2027-07/nova.pdf', createdAt: recent },
        { ...base, kind: 'contact', createdAt: old },
      ])
      .returning({ id: schema.inquiries.id });
    expect(await forgetOldApplications(t.db, files, at)).toBeGreaterThanOrEqual(1);
    const left = (await inquiriesOf('retence@example.com')).map((r) => r.id);
    expect(left).toEqual([b!.id, c!.id]);
    expect(left).not.toContain(a!.id);
    expect(await files.head('applications/2027-01/stara.pdf')).toBeNull();
    expect(await files.head('applications/2027-07/nova.pdf')).not.toBeNull();
  });
});

describe('forgetting counted attempts', () => {
  it('forgets the attempts of every throttle older than a day, keeping the newer ones that still count', async () => {
    const at = new Date('2027-03-01T12:00:00Z');
    const old = new Date(at.getTime() - 2 * 86_400_000);
    const recent = new Date(at.getTime() - 600_000);
    const email = 'pokusy@example.com';
    for (const table of ATTEMPT_TABLES) await t.db.insert(table).values([{ email, ip: '192.0.2.99', createdAt: old }, { email, ip: '192.0.2.99', createdAt: recent }]);
    expect(await forgetOldAttempts(t.db, at, attemptsKeptSeconds(900))).toBeGreaterThanOrEqual(ATTEMPT_TABLES.length);
    for (const table of ATTEMPT_TABLES) {
      const left = await t.db.select({ createdAt: table.createdAt }).from(table).where(eq(table.email, email));
      expect(left.map((r) => r.createdAt.getTime())).toEqual([recent.getTime()]);
    }
    // A login window configured longer than a day keeps its attempts as long.
    expect(attemptsKeptSeconds(3 * 86_400)).toBe(3 * 86_400);
  });
});
