import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countQueries, schema } from '@konfety/db';
import { startMailCatcher, type MailCatcher } from '@konfety/test-support/mail-catcher';
import { parseMail } from '@konfety/test-support/mime-reader';
import { CZ, createTestApp, SK, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import type { JobRunner } from '../src/jobs/runner';
import { startTestJobRunner } from './support/jobs';
import { createMailer, type Mailer } from '../src/features/mail/transport';

let t: TestApp;
let smtp: MailCatcher;
let runner: JobRunner | undefined;
const runnerLog: Array<{ level: string; obj: object; msg: string }> = [];
const record = (level: string) => (obj: object, msg: string) => void runnerLog.push({ level, obj, msg });
/** The SMTP transport to the catcher, which refuses the next `refusals` sends. */
let refusals = 0;
const mailer: Mailer = {
  async send(message) {
    if (refusals > 0) {
      refusals--;
      // As a server that quotes the message back might: the link must not reach the stored error or the log.
      throw Object.assign(new Error(`451 temporary failure, message was: ${String(message.text)}`), { code: 'EMESSAGE', responseCode: 451, command: 'DATA' });
    }
    await createMailer(t.deps.config).send(message);
  },
};

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.smtpUrl } });
  // The shop runs the jobs runner beside the API; the test app does not. Its poll is a minute away: a mail comes
  // at once only through the wake-up of the request that queued it.
  runner = startTestJobRunner(t.deps, { log: { info: record('info'), warn: record('warn'), error: record('error') }, mailer, pollMs: 60_000 });
});
afterAll(async () => {
  await runner?.stop();
  await t?.close();
  await smtp?.stop();
});

const PASSWORD = 'puvodni heslo 1';
const MINUTE = 60000;
const RESET_TEXT = 'Na váš e-mail jsme poslali odkaz pro obnovu hesla.';
const INVALID_TEXT = 'Odkaz pro obnovu hesla je neplatný, už byl použit nebo mu vypršela platnost.';
const TOO_WEAK = 'Toto heslo by šlo snadno uhodnout. Zvolte prosím jiné, nejlépe několik slov, která spolu nesouvisejí.';

/** Runs `fn` with the app's clock at `at`, then back at TEST_NOW (each test its own hours, so throttles do not meet). */
async function at<T>(when: Date, fn: () => Promise<T>): Promise<T> {
  t.setNow(() => when);
  try {
    return await fn();
  } finally {
    t.setNow(() => TEST_NOW);
  }
}
const hoursLater = (n: number) => new Date(TEST_NOW.getTime() + n * 3600000);

/** A fresh account (registered through the API) and the headers of its session. */
async function account(email: string, headers: Record<string, string> = CZ) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: { firstname: 'Karel', lastname: 'Obnovil', email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...headers, authorization: `Bearer ${res.json().token}` };
}

const requestReset = (email: string, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/reset-request', headers: options.headers ?? CZ, payload: { email }, remoteAddress: options.ip ?? '127.0.0.1' });
const linkStatus = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/password/reset/${token}`, headers: CZ });
const reset = (token: string, password: string, confirmation = password) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/reset', headers: CZ, payload: { token, password, passwordConfirmation: confirmation } });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', headers: CZ, payload: { email, password } });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

/** The mails the catcher got for `to` whose subject matches, once there are `count` of them. */
async function mailsTo(to: string, subject: RegExp, count = 1) {
  return vi.waitFor(
    () => {
      const found = smtp.received.filter((m) => m.to.includes(to)).map((m) => parseMail(m.raw)).filter((m) => subject.test(m.subject));
      if (found.length < count) throw new Error(`${found.length} of ${count} mails to ${to}`);
      return found;
    },
    { timeout: 10000, interval: 20 },
  );
}

/** The token of the newest reset link mailed to `to`. */
async function resetToken(to: string, count = 1): Promise<string> {
  const mails = await mailsTo(to, /^Obnova hesla/, count);
  const token = /\/zmena-hesla\/([0-9a-f]{64})\s/.exec(mails.at(-1)!.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('POST /api/auth/password/reset-request', () => {
  it('answers the same for an account and an unknown address, doing the same database work, and mails the link only to the account', async () => {
    await account('obnova@example.com');
    await at(hoursLater(1), async () => {
      const known = await countQueries(t.db, () => requestReset('Obnova@Example.com'));
      const unknown = await countQueries(t.db, () => requestReset('nikdo.neni@example.com'));
      for (const { result } of [known, unknown]) {
        expect(result.statusCode).toBe(200);
        expect(result.json()).toEqual({ success: true, message: RESET_TEXT });
      }
      expect(known.count).toBe(unknown.count);
      expect(known.statements).toEqual(unknown.statements);
      // The mail is queued by the statement that stores the link: never a link without its mail.
      const write = known.statements.filter((x) => /"jobs"/i.test(x));
      expect(write).toHaveLength(1);
      expect(write[0]).toMatch(/insert into "password_resets"/i);

      const [mail] = await mailsTo('obnova@example.com', /^Obnova hesla/);
      expect(mail!.subject).toBe('Obnova hesla v obchodě Konfety.cz');
      expect(mail!.text).toContain('Dobrý den, Karel Obnovil,');
      expect(mail!.text).toContain('Odkaz platí 60 minut a lze jej použít jen jednou.');
      const token = /https:\/\/www\.konfety\.test\/zmena-hesla\/([0-9a-f]{64})\s/.exec(mail!.text)?.[1];
      expect(token).toBeDefined();
      expect(mail!.html).toContain(`href="https://www.konfety.test/zmena-hesla/${token}"`);
      expect(smtp.received.some((m) => m.to.includes('nikdo.neni@example.com'))).toBe(false);

      // Only the SHA-256 of the token is stored, valid 60 minutes; both requests were counted for the throttle.
      const [row] = await t.db.select().from(schema.passwordResets).where(eq(schema.passwordResets.tokenHash, createHash('sha256').update(token!).digest('hex')));
      expect(row).toMatchObject({ usedAt: null, createdAt: hoursLater(1), expiresAt: new Date(hoursLater(1).getTime() + 60 * MINUTE) });
      const counted = await t.db.select({ email: schema.passwordResetRequests.email }).from(schema.passwordResetRequests);
      expect(counted.map((r) => r.email).sort()).toEqual(['nikdo.neni@example.com', 'obnova@example.com']);
    });
  });

  it('throttles per e-mail address: the fourth request in an hour is a 429 with Retry-After, whether or not the account exists', async () => {
    await account('limit.ucet@example.com');
    await at(hoursLater(10), async () => {
      for (const email of ['limit@example.com', 'limit.ucet@example.com']) {
        for (let i = 0; i < 3; i++) expect((await requestReset(email, { ip: `10.1.0.${i}` })).statusCode).toBe(200);
        const blocked = await requestReset(email, { ip: '10.1.0.99' });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toMatchObject({ error: 'too_many_requests', retryAfter: 3600 });
        expect(blocked.headers['retry-after']).toBe('3600');
        expect(blocked.json().message).toBe('Příliš mnoho žádostí o obnovu hesla. Zkuste to znovu za 60 minut.');
      }
    });
    // The window slides: an hour after the first request the address may ask again.
    await at(new Date(hoursLater(11).getTime() + 1000), async () => {
      expect((await requestReset('limit@example.com', { ip: '10.1.0.99' })).statusCode).toBe(200);
    });
  });

  it('throttles per client address: the eleventh request in an hour from one address is a 429, other addresses are not affected', async () => {
    await at(hoursLater(20), async () => {
      for (let i = 0; i < 10; i++) expect((await requestReset(`ip${i}@example.com`, { ip: '10.2.0.1' })).statusCode).toBe(200);
      const blocked = await requestReset('ip-dalsi@example.com', { ip: '10.2.0.1' });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await requestReset('ip-dalsi@example.com', { ip: '10.2.0.2' })).statusCode).toBe(200);
    });
  });

  it('answers 422 with the SPEC §5 messages for a missing or malformed e-mail', async () => {
    expect((await requestReset('')).json().errors).toEqual({ email: ['Pole musí být vyplněno'] });
    expect((await requestReset('neni-email')).json().errors).toEqual({ email: ['Pole musí obsahovat platný email.'] });
  });

  it('links the Slovak site to its own page, in Slovak', async () => {
    await account('slovensko@example.com', SK);
    await at(hoursLater(30), async () => {
      expect((await requestReset('slovensko@example.com', { headers: SK })).statusCode).toBe(200);
      const [mail] = await mailsTo('slovensko@example.com', /^Obnovenie hesla/);
      expect(mail!.text).toContain('Dobrý deň, Karel Obnovil,');
      expect(mail!.text).toMatch(/https:\/\/www\.konfety-sk\.test\/sk\/zmena-hesla\/[0-9a-f]{64}\s/);
    });
  });

  it('sends nothing to a closed account', async () => {
    await account('zavreny@example.com');
    await t.db.update(schema.users).set({ active: false }).where(eq(schema.users.email, 'zavreny@example.com'));
    await at(hoursLater(40), async () => {
      expect((await requestReset('zavreny@example.com')).json()).toEqual({ success: true, message: RESET_TEXT });
    });
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.passwordResets)
      .innerJoin(schema.users, eq(schema.users.id, schema.passwordResets.userId))
      .where(eq(schema.users.email, 'zavreny@example.com'))) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe('GET /api/auth/password/reset/{token} and POST /api/auth/password/reset', () => {
  it('sets the new password once, logs every session out and mails that the password changed', async () => {
    const session = await account('reset@example.com');
    const other = { ...CZ, authorization: (await login('reset@example.com', PASSWORD).then((r) => `Bearer ${r.json().token}`)) };
    const when = hoursLater(50);
    const token = await at(when, async () => {
      await requestReset('reset@example.com');
      return resetToken('reset@example.com');
    });
    await at(new Date(when.getTime() + 5 * MINUTE), async () => {
      const status = await linkStatus(token);
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ data: { expires_at: new Date(when.getTime() + 60 * MINUTE).toISOString() } });

      const done = await reset(token, 'nove heslo pro Karla');
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ success: true, message: 'Heslo bylo změněno.' });

      expect((await login('reset@example.com', PASSWORD)).statusCode).toBe(401);
      expect((await login('reset@example.com', 'nove heslo pro Karla')).statusCode).toBe(200);
      // Every Bearer token issued before the reset is revoked.
      expect((await me(session)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);

      // The link works once.
      for (const res of [await linkStatus(token), await reset(token, 'jeste jine heslo')]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'reset_token_invalid', message: INVALID_TEXT });
      }
    });
    const [changed] = await mailsTo('reset@example.com', /^Heslo k vašemu účtu bylo změněno$/);
    expect(changed!.text).toContain('heslo k vašemu účtu v obchodě Konfety.cz bylo právě změněno');
    expect(changed!.text).toContain('https://www.konfety.test/obnova-hesla');
  });

  it('forgets the failed logins of the account, so its owner logs in at once', async () => {
    await account('zamceny@example.com');
    await at(hoursLater(60), async () => {
      for (let i = 0; i < 5; i++) await login('zamceny@example.com', 'spatne heslo');
      expect((await login('zamceny@example.com', PASSWORD)).statusCode).toBe(429);
      await requestReset('zamceny@example.com');
      expect((await reset(await resetToken('zamceny@example.com'), 'odemcene heslo')).statusCode).toBe(200);
      expect((await login('zamceny@example.com', 'odemcene heslo')).statusCode).toBe(200);
    });
  });

  it('refuses a link after its 60 minutes', async () => {
    await account('pozde@example.com');
    const when = hoursLater(70);
    const token = await at(when, async () => {
      await requestReset('pozde@example.com');
      return resetToken('pozde@example.com');
    });
    await at(new Date(when.getTime() + 59 * MINUTE), async () => expect((await linkStatus(token)).statusCode).toBe(200));
    await at(new Date(when.getTime() + 60 * MINUTE), async () => {
      expect((await linkStatus(token)).json()).toEqual({ error: 'reset_token_invalid', message: INVALID_TEXT });
      expect((await reset(token, 'pozde ale prece')).statusCode).toBe(404);
    });
    expect((await login('pozde@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('expires the older links when a new one is requested', async () => {
    await account('dva.odkazy@example.com');
    await at(hoursLater(80), async () => {
      await requestReset('dva.odkazy@example.com');
      const first = await resetToken('dva.odkazy@example.com');
      await requestReset('dva.odkazy@example.com');
      const second = await resetToken('dva.odkazy@example.com', 2);
      expect(second).not.toBe(first);
      expect((await linkStatus(first)).statusCode).toBe(404);
      expect((await reset(first, 'heslo z prvniho')).statusCode).toBe(404);
      expect((await reset(second, 'heslo z druheho')).statusCode).toBe(200);
    });
  });

  it('applies the password policy and the SPEC §5 messages, leaving the link usable', async () => {
    await account('politika.reset@example.com');
    await at(hoursLater(90), async () => {
      await requestReset('politika.reset@example.com');
      const token = await resetToken('politika.reset@example.com');
      expect((await reset(token, 'kratke')).json().errors).toEqual({ password: ['Vyplňte prosím minimálně 10 znaků.'] });
      for (const weak of ['qwertyuiop', 'heslo12345', 'hesloheslo', 'karelobnovil']) expect((await reset(token, weak)).json().errors, weak).toEqual({ password: [TOO_WEAK] });
      expect((await reset(token, 'Politika.Reset@example.com')).json().errors).toEqual({ password: ['Heslo nesmí být stejné jako váš e-mail.'] });
      expect((await reset(token, 'dlouhe heslo 1', 'dlouhe heslo 2')).json().errors).toEqual({ passwordConfirmation: ['Hesla nejsou shodná.'] });
      expect((await reset(token, 'dlouhe heslo 1', '')).json().errors).toEqual({ passwordConfirmation: ['Toto pole je nutné potvrdit.'] });
      expect((await linkStatus(token)).statusCode).toBe(200);
    });
  });

  it('answers 404 reset_token_invalid, never a 500, for unknown and malformed tokens', async () => {
    for (const token of ['0'.repeat(64), 'abc', 'Z'.repeat(64), '%00', 'x'.repeat(128), '../../me']) {
      const res = await reset(token, 'platne dlouhe heslo');
      expect(res.statusCode, token).toBe(404);
      expect(res.json().error, token).toBe('reset_token_invalid');
    }
    for (const token of ['0'.repeat(64), 'abc', 'Z'.repeat(64)]) {
      const status = await linkStatus(token);
      expect(status.statusCode, token).toBe(404);
      expect(status.json().error, token).toBe('reset_token_invalid');
    }
    // A path no token can have (a NUL, longer than a path segment may be) names no link at all: the plain 404.
    for (const path of ['%00', 'x'.repeat(300)]) expect((await linkStatus(path)).statusCode, path).toBe(404);
    expect((await reset('', 'platne dlouhe heslo')).json().errors).toEqual({ token: ['Pole musí být vyplněno'] });
  });
});

describe('POST /api/auth/password/change', () => {
  const change = (headers: Record<string, string>, payload: Record<string, unknown>, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/password/change', headers, payload, remoteAddress: ip });
  const body = (currentPassword: string, password = 'zmenene heslo 9') => ({ currentPassword, password, passwordConfirmation: password });

  it('needs the right current password, keeps this session and logs the others out', async () => {
    const session = await account('zmena@example.com');
    const other = { ...CZ, authorization: `Bearer ${(await login('zmena@example.com', PASSWORD)).json().token}` };

    const wrong = await change(session, body('tohle neni ono'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ currentPassword: ['Současné heslo není správné.'] });
    expect((await me(other)).statusCode).toBe(200);

    const done = await change(session, body(PASSWORD));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'Heslo bylo změněno.' });
    expect((await me(session)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login('zmena@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login('zmena@example.com', 'zmenene heslo 9')).statusCode).toBe(200);
    await mailsTo('zmena@example.com', /^Heslo k vašemu účtu bylo změněno$/);
  });

  it('changes only the password of the token’s own account', async () => {
    await account('obet@example.com');
    const intruder = await account('utocnik.zmena@example.com');
    // The victim's current password with the intruder's token: checked against the intruder's account.
    const res = await change(intruder, body(PASSWORD, 'ukradene heslo 1'));
    expect(res.statusCode).toBe(200);
    expect((await login('obet@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await login('obet@example.com', 'ukradene heslo 1')).statusCode).toBe(401);
    expect((await login('utocnik.zmena@example.com', 'ukradene heslo 1')).statusCode).toBe(200);
  });

  it('applies the policy and the SPEC §5 messages; 401 without a session', async () => {
    const session = await account('zmena.politika@example.com');
    expect((await change(session, body(PASSWORD, 'Zmena.Politika@example.com'))).json().errors).toEqual({ password: ['Heslo nesmí být stejné jako váš e-mail.'] });
    for (const weak of ['1234567890', 'milujutebe', 'qwertzuiop']) expect((await change(session, body(PASSWORD, weak))).json().errors, weak).toEqual({ password: [TOO_WEAK] });
    expect((await change(session, {})).json().errors).toEqual({
      currentPassword: ['Pole musí být vyplněno'],
      password: ['Pole musí být vyplněno'],
      passwordConfirmation: ['Toto pole je nutné potvrdit.'],
    });
    expect((await change(CZ, body(PASSWORD))).statusCode).toBe(401);
    expect((await change({ ...CZ, authorization: `Bearer ${'x'.repeat(43)}` }, body(PASSWORD))).statusCode).toBe(401);
  });

  it('counts a wrong current password as a failed login: the sixth try is a 429', async () => {
    const session = await account('hadac@example.com');
    await at(hoursLater(100), async () => {
      for (let i = 0; i < 5; i++) expect((await change(session, body(`hadam ${i} heslo`), '10.3.0.1')).statusCode).toBe(422);
      const blocked = await change(session, body(PASSWORD), '10.3.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe('too_many_attempts');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});

describe('the reset mail is a job', () => {
  const om = schema.jobs;
  const userIds = new Map<string, number>();
  const rowsOf = async (email: string, kind: 'password_reset' | 'password_changed' = 'password_reset') => {
    const [user] = await t.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
    userIds.set(email, user!.id);
    return t.db.select().from(om).where(sql`(${om.payload}->>'userId')::int = ${user!.id} and ${om.kind} = ${`mail.${kind}`}`).orderBy(om.id);
  };
  const due = (id: number) => t.db.update(om).set({ runAt: sql`now()` }).where(eq(om.id, id));
  /** Sends what is due (earlier tests' mails, a new account's welcome), so the next refusal meets the mail under test. */
  const settled = async () => {
    await runner!.drain();
    runnerLog.length = 0;
  };

  it('a failing SMTP server: the mail is retried and delivered with a working link, and the row forgets the token', async () => {
    await account('opakovani@example.com');
    await settled();
    const when = hoursLater(200);
    await at(when, async () => {
      refusals = 1;
      expect((await requestReset('opakovani@example.com')).statusCode).toBe(200);
      // The first attempt failed: recorded, not lost, due again after the backoff, the token still there to retry with.
      const failed = await vi.waitFor(
        async () => {
          const [row] = await rowsOf('opakovani@example.com');
          if (!row?.lastError) throw new Error('not tried yet');
          return row;
        },
        { timeout: 10000, interval: 20 },
      );
      expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null, payload: { siteId: 1, token: expect.stringMatching(/^[0-9a-f]{64}$/) } });
      const token = (failed.payload as { token: string }).token;
      expect(failed.lastError).toMatch(/^Error EMESSAGE 451 DATA: 451 temporary failure/);
      expect(failed.lastError).toContain('/zmena-hesla/[redacted]');
      expect(smtp.received.filter((m) => m.to.includes('opakovani@example.com'))).toHaveLength(1); // the welcome only

      // The backoff has passed: the retry delivers it.
      await due(failed.id);
      await runner!.drain();
      expect(await resetToken('opakovani@example.com')).toBe(token);
      const [sent] = await rowsOf('opakovani@example.com');
      expect(sent).toMatchObject({ attempts: 2, doneAt: expect.any(Date), failedAt: null });
      expect(sent!.payload).toEqual({ userId: userIds.get('opakovani@example.com'), siteId: 1 });
      expect(JSON.stringify(sent!.payload)).not.toContain(token);
      expect(runnerLog.map((l) => l.level)).toEqual(['warn', 'info']);
      expect(JSON.stringify(runnerLog)).not.toContain(token);
      expect(JSON.stringify(runnerLog)).not.toContain('opakovani@example.com');

      // The link works.
      expect((await reset(token, 'druhy pokus vysel')).statusCode).toBe(200);
      expect((await login('opakovani@example.com', 'druhy pokus vysel')).statusCode).toBe(200);
    });
  });

  it('a link that can no longer be used by the time of the retry is not mailed: the row is closed and forgets the token', async () => {
    await account('nahrazeny@example.com');
    await settled();
    await at(hoursLater(210), async () => {
      refusals = 1;
      await requestReset('nahrazeny@example.com');
      const [first] = await vi.waitFor(
        async () => {
          const rows = await rowsOf('nahrazeny@example.com');
          if (!rows[0]?.lastError) throw new Error('not tried yet');
          return rows;
        },
        { timeout: 10000, interval: 20 },
      );
      // A second request replaces the first link, and its own mail goes out.
      await requestReset('nahrazeny@example.com');
      const second = await resetToken('nahrazeny@example.com');
      await due(first!.id);
      await runner!.drain();
      const [closed, delivered] = await rowsOf('nahrazeny@example.com');
      const userId = userIds.get('nahrazeny@example.com');
      expect(closed).toMatchObject({ id: first!.id, attempts: 2, doneAt: null, failedAt: expect.any(Date) });
      expect(closed!.payload).toEqual({ userId, siteId: 1 });
      expect(closed!.lastError).toContain('MailNoLongerNeeded');
      expect(delivered).toMatchObject({ doneAt: expect.any(Date), payload: { userId, siteId: 1 } });
      expect(smtp.received.filter((m) => m.to.includes('nahrazeny@example.com') && parseMail(m.raw).subject.startsWith('Obnova hesla'))).toHaveLength(1);
      expect((await reset(second, 'jen ten druhy')).statusCode).toBe(200);
      expect(runnerLog.filter((l) => l.level === 'warn').map((l) => l.msg)).toContain('job not run: no longer needed, left failed');
    });
  });

  it('a link mailed late says how long it has left', async () => {
    await account('pozdni@example.com');
    await settled();
    const when = hoursLater(220);
    await at(when, () => {
      refusals = 1;
      return requestReset('pozdni@example.com');
    });
    const [failed] = await vi.waitFor(
      async () => {
        const rows = await rowsOf('pozdni@example.com');
        if (!rows[0]?.lastError) throw new Error('not tried yet');
        return rows;
      },
      { timeout: 10000, interval: 20 },
    );
    await at(new Date(when.getTime() + 25 * MINUTE), async () => {
      await due(failed!.id);
      await runner!.drain();
      const [mail] = await mailsTo('pozdni@example.com', /^Obnova hesla/);
      expect(mail!.text).toContain('Odkaz platí 35 minut a lze jej použít jen jednou.');
    });
  });

  it('the "password changed" mail is queued by the statement that sets the password', async () => {
    const session = await account('zmena.fronta@example.com');
    const counted = await countQueries(t.db, () =>
      t.app.inject({ method: 'POST', url: '/api/auth/password/change', headers: session, payload: { currentPassword: PASSWORD, password: 'nove heslo z fronty', passwordConfirmation: 'nove heslo z fronty' } }),
    );
    expect(counted.result.statusCode).toBe(200);
    const write = counted.statements.filter((x) => /"jobs"/i.test(x));
    expect(write).toHaveLength(1);
    expect(write[0]).toMatch(/update "users" set password_hash/i);
    await mailsTo('zmena.fronta@example.com', /^Heslo k vašemu účtu bylo změněno$/);
    const rows = await rowsOf('zmena.fronta@example.com', 'password_changed');
    expect(rows.map((r) => r.payload)).toEqual([{ userId: userIds.get('zmena.fronta@example.com'), siteId: 1 }]);
  });
});
