import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countQueries, schema } from '@konfety/db';
import { startMailCatcher, type MailCatcher } from '@konfety/test-support/mail-catcher';
import { parseMail } from '@konfety/test-support/mime-reader';
import { CZ, createTestApp, SK, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import { REGISTRATION_LIMITS } from '../src/features/accounts/register';
import type { JobRunner } from '../src/jobs/runner';
import { quietJobLog as quiet, startTestJobRunner, testJobRunner } from './support/jobs';

let t: TestApp;
let smtp: MailCatcher;
let runner: JobRunner | undefined;

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.smtpUrl } });
  // The shop runs the jobs runner beside the API; the test app does not. Its poll is a minute away: a welcome
  // mail comes at once only through the registration's wake-up.
  runner = startTestJobRunner(t.deps, { log: quiet, pollMs: 60_000 });
});
afterAll(async () => {
  await runner?.stop();
  await t?.close();
  await smtp?.stop();
});

const valid = (over: Record<string, unknown> = {}) => ({
  firstname: 'Eliška',
  lastname: 'Krásná',
  email: 'eliska.krasna@example.com',
  phonePrefix: '+420',
  phone: '602 123 456',
  password: 'dort s jahodami',
  passwordConfirmation: 'dort s jahodami',
  terms: true,
  newsletter: false,
  ...over,
});

const registerAt = (payload: unknown, headers: Record<string, string> = CZ, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: payload as object, remoteAddress: ip });

/** The mail the catcher got for `to`, once it is there (the runner sends it after the answer). */
async function mailTo(to: string) {
  return vi.waitFor(
    () => {
      const found = smtp.received.find((m) => m.to.includes(to));
      if (!found) throw new Error(`no mail to ${to} yet`);
      return parseMail(found.raw);
    },
    { timeout: 10000, interval: 20 },
  );
}

describe('POST /api/auth/register', () => {
  it('creates a customer account, logs it in and sends a Czech welcome e-mail', async () => {
    const res = await registerAt(valid());
    expect(res.statusCode, res.body).toBe(201);
    const { token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { ...CZ, authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: 'eliska.krasna@example.com',
      firstname: 'Eliška',
      lastname: 'Krásná',
      phone_prefix: '+420',
      phone: '602123456',
      group: { id: 1, name: 'Zákazník', discount: 0 },
      scopes: ['customer'],
      newsletter: false,
    });
    // The same plain customer group as the seeded customer account.
    const [seeded] = await t.db.select({ groupId: schema.users.groupId }).from(schema.users).where(eq(schema.users.email, 'zakaznik@example.com'));
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.email, 'eliska.krasna@example.com'));
    expect(row!.groupId).toBe(seeded!.groupId);
    expect(row!.termsAcceptedAt).toEqual(TEST_NOW);
    expect(row!.siteId).toBe(1);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await mailTo('eliska.krasna@example.com');
    expect(mail.subject).toBe('Vítejte v obchodě Konfety.cz');
    expect(mail.text).toContain('Dobrý den, Eliška Krásná,');
    expect(mail.text).toContain('přihlašujete se e-mailem eliska.krasna@example.com');
    expect(mail.text).toContain('https://www.konfety.test');
    expect(mail.html).toContain('Eliška Krásná');
    expect(mail.text).not.toContain('dort s jahodami');
  });

  it('keeps the password as typed, spaces included, so the same password logs in', async () => {
    const password = '  mezery na krajích  ';
    expect((await registerAt(valid({ email: 'mezery@example.com', password, passwordConfirmation: password }))).statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: CZ, payload: { email: 'mezery@example.com', password } });
    expect(login.statusCode).toBe(200);
    const trimmed = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: CZ, payload: { email: 'mezery@example.com', password: password.trim() } });
    expect(trimmed.statusCode).toBe(401);
  });

  it('answers every SPEC §5 message in Czech, per field', async () => {
    const empty = await registerAt({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      firstname: ['Pole musí být vyplněno'],
      lastname: ['Pole musí být vyplněno'],
      email: ['Pole musí být vyplněno'],
      password: ['Pole musí být vyplněno'],
      passwordConfirmation: ['Toto pole je nutné potvrdit.'],
      terms: ['Je nutné souhlasit s obchodními podmínkami.'],
    });

    const bad = await registerAt(valid({ email: 'neni-email', password: 'kratke', passwordConfirmation: 'jine heslo', terms: false }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['Pole musí obsahovat platný email.'],
      password: ['Vyplňte prosím minimálně 10 znaků.'],
      passwordConfirmation: ['Hesla nejsou shodná.'],
      terms: ['Je nutné souhlasit s obchodními podmínkami.'],
    });

    const blank = await registerAt(valid({ firstname: '   ', passwordConfirmation: '' }));
    expect(blank.json().errors).toEqual({ firstname: ['Pole musí být vyplněno'], passwordConfirmation: ['Toto pole je nutné potvrdit.'] });
  });

  it('refuses an e-mail that already has an account, in any letter case', async () => {
    for (const email of ['zakaznik@example.com', 'ZAKAZNIK@Example.COM']) {
      const res = await registerAt(valid({ email }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['Účet s tímto e-mailem již existuje. Zkuste se nejprve přihlásit.'] });
    }
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.users).where(sql`lower(${schema.users.email}) = 'zakaznik@example.com'`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it(`throttles registrations: ${REGISTRATION_LIMITS.maxPerEmail} per e-mail and ${REGISTRATION_LIMITS.maxPerIp} per client an hour, taken addresses counted, then 429`, async () => {
    // One address tried again and again (is it registered?) from several connections.
    for (let i = 0; i < REGISTRATION_LIMITS.maxPerEmail; i++) expect((await registerAt(valid({ email: 'vip@example.com' }), CZ, `10.1.0.${i}`)).statusCode).toBe(422);
    const again = await registerAt(valid({ email: 'VIP@example.com' }), CZ, '10.1.0.99');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3500);
    expect(again.json().message).toMatch(/^Příliš mnoho registrací\. Zkuste to znovu za 60 minut\.$/);
    // Many addresses from one connection.
    const ip = '10.2.0.1';
    for (let i = 0; i < REGISTRATION_LIMITS.maxPerIp; i++) expect((await registerAt(valid({ email: `hromadne${i}@example.com` }), CZ, ip)).statusCode).toBe(201);
    const over = await registerAt(valid({ email: 'hromadne-navic@example.com' }), CZ, ip);
    expect(over.statusCode).toBe(429);
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.users).where(sql`${schema.users.email} = 'hromadne-navic@example.com'`)) as [{ n: number }];
    expect(n).toBe(0);
    // Another connection is not held back.
    expect((await registerAt(valid({ email: 'hromadne-navic@example.com' }), CZ, '10.2.0.2')).statusCode).toBe(201);
  });

  it('makes one account of two simultaneous registrations with the same e-mail', async () => {
    const answers = await Promise.all([registerAt(valid({ email: 'dvakrat@example.com' })), registerAt(valid({ email: 'Dvakrat@example.com' }))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  it('applies the password policy: length, the e-mail, and easy guesses by a Czech strength estimate, with the person’s own names', async () => {
    const errorsFor = async (password: string, over: Record<string, unknown> = {}) =>
      (await registerAt(valid({ email: 'politika@example.com', password, passwordConfirmation: password, ...over }))).json().errors;
    expect(await errorsFor('123456789')).toEqual({ password: ['Vyplňte prosím minimálně 10 znaků.'] });
    expect(await errorsFor('x'.repeat(120) + 'y'.repeat(9))).toEqual({ password: ['Vyplňte prosím maximálně 128 znaků.'] });
    const tooWeak = { password: ['Toto heslo by šlo snadno uhodnout. Zvolte prosím jiné, nejlépe několik slov, která spolu nesouvisejí.'] };
    for (const password of ['heslo12345', 'qwertzuiop', 'hesloheslo', 'milujutebe', 'password123', 'QwertyUIOP', 'aaaaaaaaaaaa']) {
      expect(await errorsFor(password), password).toEqual(tooWeak);
    }
    expect(await errorsFor('prskavecbohumil', { firstname: 'Bohumil', lastname: 'Prskavec' })).toEqual(tooWeak);
    const sameAsEmail = { password: ['Heslo nesmí být stejné jako váš e-mail.'] };
    expect(await errorsFor('Politika@Example.com')).toEqual(sameAsEmail);
    expect(await errorsFor('jan.novak.2026', { email: 'jan.novak.2026@example.com' })).toEqual(sameAsEmail);
    // Refused passwords are form errors: no attempt counted, no account made.
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.registrationAttempts).where(sql`${schema.registrationAttempts.email} = 'politika@example.com'`)) as [{ n: number }];
    expect(n).toBe(0);
    expect((await registerAt(valid({ email: 'politika@example.com', password: 'kočka leze dírou', passwordConfirmation: 'kočka leze dírou' }))).statusCode).toBe(201);
  });

  it('checks the phone with its prefix and keeps it without separators; the phone is optional', async () => {
    const bad = await registerAt(valid({ email: 'telefon@example.com', phone: '12' }));
    expect(bad.json().errors).toEqual({ phone: ['Zadejte platné telefonní číslo.'] });
    const prefix = await registerAt(valid({ email: 'telefon@example.com', phonePrefix: '+999' }));
    expect(prefix.json().errors).toEqual({ phonePrefix: ['Vyberte prosím jednu z nabízených možností.'] });
    const slovak = await registerAt(valid({ email: 'telefon@example.com', phonePrefix: '+421', phone: '905 123 456' }));
    expect(slovak.statusCode).toBe(201);
    const none = await registerAt(valid({ email: 'bez.telefonu@example.com', phone: '' }));
    expect(none.statusCode).toBe(201);
    const rows = await t.db
      .select({ email: schema.users.email, prefix: schema.users.phonePrefix, phone: schema.users.phone })
      .from(schema.users)
      .where(sql`${schema.users.email} in ('telefon@example.com', 'bez.telefonu@example.com')`)
      .orderBy(schema.users.email);
    expect(rows).toEqual([
      { email: 'bez.telefonu@example.com', prefix: null, phone: null },
      { email: 'telefon@example.com', prefix: '+421', phone: '905123456' },
    ]);
  });

  it('subscribes a newsletter opt-in to the site newsletter, also when the address is subscribed already', async () => {
    await t.app.inject({ method: 'POST', url: '/api/subscriber/save', headers: CZ, payload: { email: 'odber.uz@example.com' } });
    for (const email of ['odber@example.com', 'odber.uz@example.com']) {
      const res = await registerAt(valid({ email, newsletter: true }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const subscribed = await t.db
      .select({ email: schema.newsletterSubscribers.email })
      .from(schema.newsletterSubscribers)
      .where(sql`${schema.newsletterSubscribers.email} like 'odber%' and ${schema.newsletterSubscribers.siteId} = 1`);
    expect(subscribed.map((s) => s.email).sort()).toEqual(['odber.uz@example.com', 'odber@example.com']);
    const [user] = await t.db.select({ newsletter: schema.users.newsletter }).from(schema.users).where(eq(schema.users.email, 'odber@example.com'));
    expect(user!.newsletter).toBe(true);
    const [other] = await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, 'eliska.krasna@example.com'));
    expect(other!.n).toBe(0);
  });

  it('registers on the Slovak site with a Slovak welcome e-mail', async () => {
    const res = await registerAt(valid({ email: 'slovak@example.com' }), SK);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select({ siteId: schema.users.siteId }).from(schema.users).where(eq(schema.users.email, 'slovak@example.com'));
    expect(row!.siteId).not.toBe(1);
    const mail = await mailTo('slovak@example.com');
    expect(mail.text).toContain('Dobrý deň, Eliška Krásná,');
    expect(mail.text).toContain('https://www.konfety-sk.test');
  });

  it('describes the account endpoints in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const { paths } = res.json();
    expect(paths['/api/auth/register'].post.responses).toHaveProperty('201');
    expect(paths['/api/auth/register'].post.requestBody.content['application/json'].schema).toBeDefined();
    for (const [path, method] of [
      ['/api/auth/password/reset-request', 'post'],
      ['/api/auth/password/reset/{token}', 'get'],
      ['/api/auth/password/reset', 'post'],
      ['/api/auth/password/change', 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.responses, path).toHaveProperty('200');
    }
    expect(paths['/api/auth/password/reset-request'].post.responses).toHaveProperty('429');
    expect(paths['/api/auth/password/change'].post.security).toEqual([{ bearer: [] }]);
  });
});

describe('bodies that are not a form', () => {
  it('answer 4xx, never a 500, at every account endpoint', async () => {
    const session = { ...CZ, authorization: `Bearer ${(await registerAt(valid({ email: 'telo@example.com' }))).json().token}` };
    for (const url of ['/api/auth/register', '/api/auth/password/reset-request', '/api/auth/password/reset', '/api/auth/password/change']) {
      for (const payload of [undefined, 'null', '[]', '"x"', '1', '{"password":null,"email":[]}']) {
        const res = await t.app.inject({ method: 'POST', url, headers: { ...session, 'content-type': 'application/json' }, ...(payload === undefined ? {} : { payload }) });
        expect(res.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload}: ${res.body}`).toBeLessThan(500);
      }
    }
  });
});

describe('the welcome e-mail is a job, queued in the registration’s transaction', () => {
  const om = schema.jobs;
  const userIdOf = sql<number>`(${om.payload}->>'userId')::int`;
  const mailsOf = (email: string) =>
    t.db
      .select({ kind: om.kind, payload: om.payload, doneAt: om.doneAt })
      .from(om)
      .innerJoin(schema.users, eq(schema.users.id, userIdOf))
      .where(eq(schema.users.email, email));
  const idOf = async (email: string) => (await t.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)))[0]!.id;

  it('queues it inside the transaction that makes the account, in the statement of its token', async () => {
    const counted = await countQueries(t.db, () => registerAt(valid({ email: 'fronta@example.com' })));
    expect(counted.result.statusCode).toBe(201);
    const s = counted.statements;
    const at = s.findIndex((x) => /insert into "jobs"/i.test(x));
    const userInsert = s.findIndex((x) => /insert into "users"/i.test(x));
    expect(userInsert).toBeGreaterThan(-1);
    expect(at).toBeGreaterThan(userInsert);
    // Before the commit of the transaction that inserts the user (the throttle's own transaction commits earlier).
    expect(at).toBeLessThan(s.indexOf('commit', userInsert));
    expect(s[at]).toMatch(/insert into "auth_tokens"/i);
    expect(s.filter((x) => /"jobs"/i.test(x))).toHaveLength(1);
    await mailTo('fronta@example.com');
    // Marked done once the SMTP server has taken it.
    const userId = await idOf('fronta@example.com');
    await vi.waitFor(async () => expect(await mailsOf('fronta@example.com')).toEqual([{ kind: 'mail.welcome', payload: { userId, siteId: 1 }, doneAt: expect.any(Date) }]), {
      timeout: 10000,
      interval: 20,
    });
  });

  it('a registration rolled back leaves neither the account nor its mail', async () => {
    // The transaction's last statement fails (as a full disk or a lost connection would): nothing of it may stay.
    await t.db.execute(sql`create function refuse_token() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_token before insert on auth_tokens for each row when (new.ip = '10.66.0.1') execute function refuse_token()`);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(om);
    try {
      expect((await registerAt(valid({ email: 'nedokoncena@example.com' }), CZ, '10.66.0.1')).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_token on auth_tokens`);
      await t.db.execute(sql`drop function refuse_token()`);
    }
    expect(await t.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'nedokoncena@example.com'))).toEqual([]);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(om)).toEqual(before);
    // The same registration, committed, has both.
    expect((await registerAt(valid({ email: 'nedokoncena@example.com' }), CZ, '10.66.0.2')).statusCode).toBe(201);
    expect((await mailsOf('nedokoncena@example.com')).map((m) => m.kind)).toEqual(['mail.welcome']);
  });

  it('answers 201 when the SMTP server cannot be reached; the mail’s job waits and is retried', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const res = await offline.app.inject({ method: 'POST', url: '/api/auth/register', headers: CZ, payload: valid({ email: 'bez.posty@example.com' }) });
      expect(res.statusCode).toBe(201);
      const me = await offline.app.inject({ method: 'GET', url: '/api/me', headers: { ...CZ, authorization: `Bearer ${res.json().token}` } });
      expect(me.json().data.email).toBe('bez.posty@example.com');
      expect(await testJobRunner(offline.deps, { log: quiet }).drain()).toBe(0);
      const [row] = await offline.db.select().from(om).where(eq(userIdOf, me.json().data.id));
      expect(row).toMatchObject({ kind: 'mail.welcome', attempts: 1, doneAt: null, failedAt: null, lastError: expect.stringContaining('ECONNREFUSED') });
      expect(row!.lastError).not.toContain('bez.posty@example.com');
    } finally {
      await offline.close();
    }
  });
});
