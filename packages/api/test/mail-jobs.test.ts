import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '@konfety/config';
import { countQueries, schema } from '@konfety/db';
import type { AppDeps } from '../src/context';
import { passwordResetMail, welcomeMail } from '../src/features/mail/jobs';
import { DEFAULT_BACKOFF_SECONDS } from '../src/jobs/define';
import { jobInsertSql } from '../src/jobs/queue';
import type { JobRunnerOptions } from '../src/jobs/runner';
import type { Mailer, MailMessage } from '../src/features/mail/transport';
import { CZ, createTestApp, type TestApp } from './support/app';
import { TEST_NOW, TEST_SITES, testMediaDir } from './support/constants';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts, stockOf, type PickedProduct } from './support/fixtures';
import { recordingJobLog as recordingLog, recordingMailer, startTestJobRunner, testJobRunner } from './support/jobs';

/*
 * The mails as jobs (features/mail/jobs.ts, run by src/jobs/runner.ts) with order confirmations: a placed order queues
 * its confirmation in its own transaction, a runner sends it after the commit. Mails go to a recording mailer here
 * (mail.test.ts covers the message over SMTP; jobs.test.ts the runner's guarantees with jobs of its own).
 */

let t: TestApp;
let deps: AppDeps;
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
const om = schema.jobs;

beforeAll(async () => {
  t = await createTestApp();
  deps = {
    db: t.db,
    config: loadConfig({ NODE_ENV: 'test', SITE_URL_CZ: TEST_SITES.cz.url, SITE_URL_SK: TEST_SITES.sk.url, DATA_DIR: testMediaDir() }),
    now: () => TEST_NOW,
  };
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 30, maxGross: 40000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
});
afterAll(() => t.close());

// Each test starts with nothing due: mails queued by an earlier test are set aside as sent.
beforeEach(async () => {
  await t.db.update(om).set({ doneAt: sql`now()` }).where(and(isNull(om.doneAt), isNull(om.failedAt)));
});

let orderSeq = 0;
const EMAIL = 'outbox.zakaznik@example.com';

/** Places a guest order for one piece (through the API); answers its id. */
async function placeOrder(key?: string, cartId?: string): Promise<{ id: number; status: number }> {
  const cart = cartId ?? (await cartWith(t, product, 1)).tempId;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...CZ, 'idempotency-key': key ?? `outbox-${++orderSeq}-${cart}` },
    payload: guestOrderBody(methods, cart, { email: EMAIL }),
  });
  expect([200, 201], res.body).toContain(res.statusCode);
  return { id: (res.json().data as { id: number }).id, status: res.statusCode };
}

const orderIdOf = sql<number>`(${om.payload}->>'orderId')::int`;
const mailsOf = (orderIds: number[]) =>
  t.db
    .select()
    .from(om)
    .where(and(eq(om.kind, 'mail.order_confirmation'), inArray(orderIdOf, orderIds)))
    .orderBy(om.id);
const allMails = async () => (await t.db.select({ n: count() }).from(om))[0]!.n;

const runnerWith = (mailer: Mailer, options: Partial<JobRunnerOptions> = {}) => testJobRunner(deps, { log: recordingLog().log, mailer, ...options });

/** An SMTP refusal as nodemailer reports it: the recipient's address inside the message. */
const smtpRefusal = () =>
  Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${EMAIL}>: Recipient address rejected`), {
    code: 'EENVELOPE',
    responseCode: 550,
    command: 'RCPT TO',
  });

async function until(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => setTimeout(resolve, 20));
  }
}

describe('queueing the confirmation with the order', () => {
  it('a placed order has exactly one due job for its confirmation, written inside the order’s transaction', async () => {
    const cart = await cartWith(t, product, 1);
    const counted = await countQueries(t.db, () => placeOrder(undefined, cart.tempId));
    const rows = await mailsOf([counted.result.id]);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'mail.order_confirmation', key: String(counted.result.id), payload: { orderId: counted.result.id }, attempts: 0, doneAt: null, failedAt: null, lastError: null }),
    ]);
    const dueRows = await t.db.select({ id: om.id }).from(om).where(and(eq(om.id, rows[0]!.id), sql`${om.runAt} <= now()`, isNull(om.leaseUntil)));
    expect(dueRows).toHaveLength(1);
    // The insert is folded into a statement of the order's transaction (no statement of its own).
    const s = counted.statements;
    const at = s.findIndex((x) => /insert into "jobs"/i.test(x));
    expect(at).toBeGreaterThan(s.indexOf('begin'));
    expect(at).toBeLessThan(s.indexOf('commit'));
    expect(s.filter((x) => /"jobs"/i.test(x))).toHaveLength(1);
  });

  it('a placement that fails (out of stock) queues nothing', async () => {
    const [scarce] = (await pickProducts(t.db, { singleVariant: true, minStock: 2, count: 3 })).slice(-1) as [PickedProduct];
    const cart = await cartWith(t, scarce, 1);
    await t.db.update(schema.stock).set({ quantity: 0 }).where(eq(schema.stock.variantId, scarce.variantId));
    expect(await stockOf(t.db, scarce.variantId)).toBe(0);
    const before = await allMails();
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, cart.tempId, { email: EMAIL }) });
    expect(res.statusCode).toBe(409);
    expect(await allMails()).toBe(before);
  });

  it('a replayed idempotent order does not queue its mail again', async () => {
    const cart = await cartWith(t, product, 1);
    const key = `outbox-replay-${cart.tempId}`;
    const first = await placeOrder(key, cart.tempId);
    expect(first.status).toBe(201);
    const before = await allMails();
    const again = await placeOrder(key, cart.tempId);
    expect(again).toEqual({ id: first.id, status: 200 });
    expect(await allMails()).toBe(before);
    expect(await mailsOf([first.id])).toHaveLength(1);
  });
});

describe('the runner', () => {
  it('sends a due mail to the order’s address and marks it sent', async () => {
    const { id } = await placeOrder();
    const mailer = recordingMailer();
    const { log, lines } = recordingLog();
    const runner = testJobRunner(deps, { log, mailer });
    expect(await runner.drain()).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.to).toBe(EMAIL);
    expect(String(mailer.sent[0]!.subject)).toMatch(/^Potvrzení objednávky č\. \d+$/);
    const [row] = await mailsOf([id]);
    expect(row).toMatchObject({ attempts: 1, doneAt: expect.any(Date), failedAt: null, lastError: null });
    expect(lines.map((l) => l.level)).toEqual(['info']);
    // Nothing due any more.
    expect(await runner.drain()).toBe(0);
    expect(mailer.sent).toHaveLength(1);
  });

  it('records an SMTP failure without the address and retries after the backoff', async () => {
    const { id } = await placeOrder();
    const mailer = recordingMailer();
    mailer.failWith(smtpRefusal);
    const { log, lines } = recordingLog();
    const runner = testJobRunner(deps, { log, mailer });
    expect(await runner.drain()).toBe(0);
    const [failed] = await mailsOf([id]);
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null, leaseUntil: null });
    expect(failed!.lastError).toBe(
      "Error EENVELOPE 550 RCPT TO: Can't send mail - all recipients were rejected: 550 5.1.1 <[email]>: Recipient address rejected",
    );
    // The next attempt waits for the first delay (on the database's clock).
    const [wait] = await t.db.select({ s: sql<number>`extract(epoch from ${om.runAt} - now())::float8` }).from(om).where(eq(om.id, failed!.id));
    expect(Number(wait!.s)).toBeGreaterThan(DEFAULT_BACKOFF_SECONDS[0] - 10);
    expect(Number(wait!.s)).toBeLessThanOrEqual(DEFAULT_BACKOFF_SECONDS[0]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', obj: { jobId: failed!.id, orderId: id, attempts: 1 } });
    expect(JSON.stringify(lines)).not.toContain(EMAIL);

    // Not due yet: nothing is tried.
    mailer.failWith(null);
    expect(await runner.drain()).toBe(0);
    expect(mailer.sent).toHaveLength(0);

    // The delay has passed: sent on the second attempt, the last error kept for the record.
    await t.db.update(om).set({ runAt: sql`now() - interval '1 second'` }).where(eq(om.id, failed!.id));
    expect(await runner.drain()).toBe(1);
    expect(mailer.sent.map((m) => m.to)).toEqual([EMAIL]);
    const [sent] = await mailsOf([id]);
    expect(sent).toMatchObject({ attempts: 2, doneAt: expect.any(Date), failedAt: null, lastError: failed!.lastError });
  });

  it('gives up after the last attempt: the row is left failed and an error logged without the recipient', async () => {
    const { id } = await placeOrder();
    const [queued] = await mailsOf([id]);
    await t.db.update(om).set({ maxAttempts: 2 }).where(eq(om.id, queued!.id));
    const mailer = recordingMailer();
    mailer.failWith(smtpRefusal);
    const { log, lines } = recordingLog();
    // The runner's clock, moved past the backoff instead of waiting for it.
    let clock = new Date(Date.now() + 1000);
    const runner = testJobRunner(deps, { log, mailer, clock: () => clock });
    expect(await runner.drain()).toBe(0);
    clock = new Date(clock.getTime() + DEFAULT_BACKOFF_SECONDS[0] * 1000);
    expect(await runner.drain()).toBe(0);
    const [row] = await mailsOf([id]);
    expect(row).toMatchObject({ attempts: 2, doneAt: null, failedAt: expect.any(Date), lastError: expect.stringContaining('EENVELOPE') });
    expect(lines.map((l) => l.level)).toEqual(['warn', 'error']);
    expect(lines[1]!.obj).toMatchObject({ jobId: row!.id, orderId: id, attempts: 2 });
    expect(JSON.stringify(lines)).not.toContain(EMAIL);
    // Never tried again.
    mailer.failWith(null);
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await runner.drain()).toBe(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it('runners running at once send each mail exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await placeOrder()).id);
    const mailers = [0, 1, 2, 3].map(() => recordingMailer({ delayMs: 2 }));
    const counts = await Promise.all(mailers.map((m, i) => runnerWith(m, { batchSize: 1 + (i % 2) }).drain()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    const sent = mailers.flatMap((m) => m.sent);
    expect(sent).toHaveLength(12);
    // Each order's number appears in exactly one sent subject.
    expect(new Set(sent.map((m) => String(m.subject))).size).toBe(12);
    const rows = await mailsOf(ids);
    expect(rows.map((r) => [r.attempts, r.doneAt !== null])).toEqual(ids.map(() => [1, true]));
  });

  // A second connection holding a row's lock is what another runner's claim in flight looks like. PGlite has
  // one connection (a transaction holds it), so there no claim can be in flight beside another.
  it.skipIf(inject('dbKind') === 'pglite')('a claim skips a job another runner holds locked instead of waiting for it', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await placeOrder()).id);
    const mailer = recordingMailer();
    const runner = runnerWith(mailer);
    const [held] = await mailsOf([ids[1]!]);
    const during = await t.db.transaction(async (tx) => {
      await tx.select({ id: om.id }).from(om).where(eq(om.id, held!.id)).for('update');
      let timer: NodeJS.Timeout | undefined;
      const stuck = new Promise<'blocked'>((resolve) => (timer = setTimeout(() => resolve('blocked'), 3000)));
      const outcome = await Promise.race([runner.drain(), stuck]);
      clearTimeout(timer);
      return outcome;
    });
    expect(during).toBe(2);
    expect((await mailsOf([ids[1]!]))[0]).toMatchObject({ attempts: 0, doneAt: null });
    // Released: the next pass sends it.
    expect(await runner.drain()).toBe(1);
    expect(mailer.sent).toHaveLength(3);
  });

  it('a stopping runner finishes the mail it is sending and releases the ones it claimed but did not begin', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await placeOrder()).id);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: MailMessage[] = [];
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const mailer: Mailer = {
      async send(message) {
        started();
        await gate;
        sent.push(message);
      },
    };
    const runner = startTestJobRunner(deps, { log: recordingLog().log, mailer, batchSize: 3, pollMs: 60_000 });
    await sending;
    const stopped = runner.stop();
    release();
    await stopped;
    expect(sent).toHaveLength(1);
    const rows = await mailsOf(ids);
    expect(rows.map((r) => ({ attempts: r.attempts, sent: r.doneAt !== null }))).toEqual([
      { attempts: 1, sent: true },
      { attempts: 0, sent: false },
      { attempts: 0, sent: false },
    ]);
    // Released: due again now, for any runner.
    const due = await t.db
      .select({ id: om.id })
      .from(om)
      .where(and(eq(om.kind, 'mail.order_confirmation'), inArray(orderIdOf, ids), isNull(om.doneAt), isNull(om.leaseUntil), sql`${om.runAt} <= now()`));
    expect(due).toHaveLength(2);
  });
});

describe('kinds and payloads', () => {
  it('a job whose payload does not fit its kind is left failed at once, without a send, and an error logged', async () => {
    const [user] = await t.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'zakaznik@example.com'));
    const rows = await t.db
      .insert(om)
      .values([
        { kind: 'mail.welcome', payload: { siteId: 1 }, maxAttempts: 8 },
        { kind: 'mail.password_reset', payload: { userId: user!.id, siteId: 1, token: 'nejde-o-token' }, maxAttempts: 8 },
        { kind: 'mail.password_changed', payload: { userId: user!.id, siteId: 1, extra: true }, maxAttempts: 8 },
      ])
      .returning({ id: om.id });
    const mailer = recordingMailer();
    const { log, lines } = recordingLog();
    expect(await testJobRunner(deps, { log, mailer }).drain()).toBe(0);
    expect(mailer.sent).toEqual([]);
    const left = await t.db.select().from(om).where(inArray(om.id, rows.map((r) => r.id))).orderBy(om.id);
    expect(left.map((r) => [r.attempts, r.doneAt, r.failedAt !== null])).toEqual([
      [1, null, true],
      [1, null, true],
      [1, null, true],
    ]);
    expect(lines.map((l) => l.level)).toEqual(['error', 'error', 'error']);
    // A secret of a job that could not be used goes too.
    expect(left[1]!.payload).toEqual({ userId: user!.id, siteId: 1 });
  });

  it('queueing checks the payload against its kind', () => {
    expect(() => jobInsertSql(passwordResetMail, { userId: 1, siteId: 1, token: 'kratky' })).toThrow();
    expect(() => jobInsertSql(welcomeMail, { userId: 1, siteId: 0 })).toThrow();
    expect(() => jobInsertSql(welcomeMail, { userId: 1, siteId: 1 })).not.toThrow();
    // Fields the statement computes are checked when the job runs; the others now.
    expect(() => jobInsertSql(passwordResetMail, { userId: sql`id`, siteId: 1, token: 'kratky' }, { from: sql`account` })).toThrow();
    expect(() => jobInsertSql(passwordResetMail, { userId: sql`id`, siteId: 1, token: 'a'.repeat(64) }, { from: sql`account` })).not.toThrow();
  });

  it('a confirmation whose order was erased before it went out is closed unsent, without retries', async () => {
    const { id } = await placeOrder();
    await t.db.delete(schema.orders).where(eq(schema.orders.id, id));
    const mailer = recordingMailer();
    const { log, lines } = recordingLog();
    expect(await testJobRunner(deps, { log, mailer }).drain()).toBe(0);
    expect(mailer.sent).toEqual([]);
    const [row] = await mailsOf([id]);
    expect(row).toMatchObject({ attempts: 1, doneAt: null, failedAt: expect.any(Date), lastError: expect.stringContaining('MailNoLongerNeeded') });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([['warn', 'job not run: no longer needed, left failed']]);
  });
});

describe('the running runner', () => {
  it('is woken by an order placed in this process (its poll is a minute away), outside the request’s statements', async () => {
    const mailer = recordingMailer();
    const runner = startTestJobRunner(deps, { log: recordingLog().log, mailer, pollMs: 60_000 });
    try {
      const counted = await countQueries(t.db, () => placeOrder());
      // The runner's claim runs in its own loop: none of its statements is counted as the request's.
      expect(counted.statements.filter((x) => /"jobs"/i.test(x))).toHaveLength(1);
      await until(async () => (await mailsOf([counted.result.id]))[0]?.doneAt != null, 'the mail sent');
      expect(mailer.sent).toHaveLength(1);
    } finally {
      await runner.stop();
    }
  });

  it('polls for mails queued elsewhere (another process, or before a crash)', async () => {
    const { id } = await placeOrder();
    const [queued] = await mailsOf([id]);
    await t.db.update(om).set({ doneAt: sql`now()` }).where(eq(om.id, queued!.id));
    const mailer = recordingMailer();
    const runner = startTestJobRunner(deps, { log: recordingLog().log, mailer, pollMs: 50 });
    try {
      // What another shop process's order (or an expired lease) looks like here: a due row nobody signalled.
      await t.db.update(om).set({ doneAt: null, runAt: sql`now()` }).where(eq(om.id, queued!.id));
      await until(async () => (await mailsOf([id]))[0]?.doneAt != null, 'the polled mail sent');
      expect(mailer.sent).toHaveLength(1);
    } finally {
      await runner.stop();
    }
  });
});
