import { setImmediate as nextTurn } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, type Db, openDatabase, schema } from '@konfety/db';
import type { AppDeps } from '../src/context';
import { housekeepingSchedule } from '../src/features/housekeeping/jobs';
import { defineJob, defineSchedule, type JobRun } from '../src/jobs/define';
import { queueJob } from '../src/jobs/queue';
import { createJobRunner, type JobRunnerOptions } from '../src/jobs/runner';
import { slotKey } from '../src/jobs/schedules';
import { createTestApp, type TestApp } from './support/app';
import { recordingJobLog } from './support/jobs';

/*
 * The jobs runner's guarantees (src/jobs), on both databases, with job kinds of the test's own. Two "processes" are two
 * runners each on a database opened on its own: on PostgreSQL two connection pools to the same database (what two shop
 * processes have), on PGlite, which one process opens, two runners on the one database. Time moves by the runners'
 * clock (the `clock` option), never by waiting.
 */

let t: TestApp;
let secondDatabase: Database | null = null;
/** The database as the second process sees it. */
let second: Db;
const j = schema.jobs;

beforeAll(async () => {
  t = await createTestApp();
  if (t.databaseUrl) secondDatabase = await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolSize: 4 });
  second = secondDatabase?.db ?? t.db;
});
afterAll(async () => {
  await secondDatabase?.close();
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(j).where(like(j.kind, 'test.%'));
  runs.length = 0;
  behaviour = async () => {};
});

/** Every run of a test job: its number, the job and the attempt. */
const runs: Array<{ n: number; job: JobRun }> = [];
let behaviour: (n: number) => Promise<void> = async () => {};

const echo = defineJob({
  kind: 'test.echo',
  payload: z.object({ n: z.number().int().nonnegative() }).strict(),
  key: (p) => String(p.n),
  facts: (p) => ({ n: p.n }),
  async run(_deps, p, job) {
    runs.push({ n: p.n, job });
    await behaviour(p.n);
  },
});

const flaky = defineJob({
  kind: 'test.flaky',
  payload: z.object({ n: z.number().int() }).strict(),
  maxAttempts: 3,
  backoffSeconds: [30, 120],
  async run(_deps, p, job) {
    runs.push({ n: p.n, job });
    throw new Error('SMTP said no to <zakaznik@example.com>');
  },
});

const tick = defineJob({
  kind: 'test.tick',
  payload: z.object({}).strict(),
  async run(_deps, _p, job) {
    runs.push({ n: 0, job });
  },
});
const everyFiveMinutes = defineSchedule({ name: 'test-every-5-min', cron: '*/5 * * * *', job: tick, payload: {} });

const depsOn = (db: Db): AppDeps => ({ ...t.deps, db });
const runnerOn = (db: Db, options: Partial<JobRunnerOptions> = {}) =>
  createJobRunner(depsOn(db), { log: recordingJobLog().log, kinds: [echo, flaky, tick], schedules: [], ...options });
const jobsOf = (kind: string) => t.db.select().from(j).where(eq(j.kind, kind)).orderBy(j.id);

async function until(what: string, condition: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise<void>((resolve) => setTimeout(resolve, 10));
  }
}

describe('a crash between queueing and running loses nothing', () => {
  it('a job queued in a committed transaction, with no runner anywhere, is run by a runner started later', async () => {
    const queued = await t.db.transaction(async (tx) => {
      const id = await queueJob(tx, echo, { n: 1 });
      await tx.insert(schema.newsletterSubscribers).values({ siteId: 1, email: 'fronta.uloh@example.com', source: 'test', consentAt: new Date(), createdAt: new Date() });
      return id;
    });
    expect(queued).toEqual(expect.any(Number));
    // The process that queued it is gone; another one starts.
    expect(await runnerOn(second).drain()).toBe(1);
    expect(runs.map((r) => r.n)).toEqual([1]);
    expect(await jobsOf('test.echo')).toEqual([expect.objectContaining({ id: queued, attempts: 1, doneAt: expect.any(Date), failedAt: null, leaseUntil: null })]);
  });

  it('a transaction that rolls back takes its job with it', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await queueJob(tx, echo, { n: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsOf('test.echo')).toEqual([]);
    expect(await runnerOn(t.db).drain()).toBe(0);
  });

  it('a runner killed in the middle of a job: once its lease has run out, another runner runs the job again', async () => {
    await queueJob(t.db, echo, { n: 3 });
    const hung = new Promise<void>(() => {});
    behaviour = () => hung;
    const killed = runnerOn(t.db);
    void killed.drain();
    await until('the first runner is running the job', () => runs.length === 1);
    const [leased] = await jobsOf('test.echo');
    expect(leased).toMatchObject({ attempts: 1, doneAt: null, leaseUntil: expect.any(Date) });
    behaviour = async () => {};

    // While the lease lasts, nobody else takes the job.
    expect(await runnerOn(second).drain()).toBe(0);
    // After it (the runner's clock moved past the 5-minute lease), another process does.
    const later = new Date(leased!.leaseUntil!.getTime() + 1000);
    expect(await runnerOn(second, { clock: () => later }).drain()).toBe(1);
    expect(runs.map((r) => r.job.attempt)).toEqual([1, 2]);
    expect(await jobsOf('test.echo')).toEqual([expect.objectContaining({ attempts: 2, doneAt: expect.any(Date), leaseUntil: null })]);
  });
});

describe('exactly once', () => {
  it('the same job is never queued twice: a second one of the kind and key is skipped', async () => {
    const first = await queueJob(t.db, echo, { n: 7 });
    expect(await queueJob(second, echo, { n: 7 })).toBeNull();
    expect((await jobsOf('test.echo')).map((row) => row.id)).toEqual([first]);
    expect(await queueJob(t.db, echo, { n: 8 })).toEqual(expect.any(Number));
  });

  it('two runners (two processes) draining at once run each job exactly once', async () => {
    const count = 24;
    for (let n = 0; n < count; n++) await queueJob(t.db, echo, { n });
    // Each job yields once while it runs, so the other runner's claims come in between.
    behaviour = () => nextTurn();
    const done = await Promise.all([runnerOn(t.db, { batchSize: 1 }).drain(), runnerOn(second, { batchSize: 2 }).drain()]);
    expect(done[0] + done[1]).toBe(count);
    expect(runs.map((r) => r.n).sort((a, b) => a - b)).toEqual([...Array(count).keys()]);
    const rows = await jobsOf('test.echo');
    expect(rows.map((row) => [row.attempts, row.doneAt !== null])).toEqual(rows.map(() => [1, true]));
  });
});

describe('a failing job', () => {
  it('backs off by its kind’s delays, is parked after its last attempt with a scrubbed error, and is not run again', async () => {
    const id = await queueJob(t.db, flaky, { n: 1 });
    const { log, lines } = recordingJobLog();
    const start = Date.now() + 1000;
    let clock = new Date(start);
    const runner = runnerOn(t.db, { log, clock: () => clock });
    const row = async () => (await t.db.select().from(j).where(eq(j.id, id!)))[0]!;

    expect(await runner.drain()).toBe(0);
    expect(await row()).toMatchObject({ attempts: 1, failedAt: null, leaseUntil: null, lastError: 'Error: SMTP said no to <[email]>' });
    expect((await row()).runAt.getTime()).toBe(start + 30_000);

    // One second before the backoff ends: not due.
    clock = new Date(start + 29_000);
    expect(await runner.drain()).toBe(0);
    expect(runs).toHaveLength(1);

    clock = new Date(start + 30_000);
    await runner.drain();
    expect(runs).toHaveLength(2);
    expect((await row()).runAt.getTime()).toBe(start + 30_000 + 120_000);

    clock = new Date(start + 150_000);
    await runner.drain();
    expect(runs.map((r) => r.job.attempt)).toEqual([1, 2, 3]);
    expect(await row()).toMatchObject({ attempts: 3, doneAt: null, failedAt: new Date(start + 150_000), lastError: 'Error: SMTP said no to <[email]>' });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'job failed; it will be retried'],
      ['warn', 'job failed; it will be retried'],
      ['error', 'job failed: attempts exhausted, left failed'],
    ]);
    expect(lines[2]!.obj).toMatchObject({ jobId: id, job: 'test.flaky', attempts: 3 });
    expect(JSON.stringify(lines)).not.toContain('zakaznik@example.com');

    clock = new Date(start + 86_400_000);
    expect(await runner.drain()).toBe(0);
    expect(runs).toHaveLength(3);
  });

  it('a payload its kind refuses is refused when queued, and parked at once when found in the table', async () => {
    await expect(queueJob(t.db, echo, { n: -1 })).rejects.toThrow();
    const [bad] = await t.db.insert(j).values({ kind: 'test.echo', key: 'bad', payload: { n: 'one' }, maxAttempts: 8 }).returning({ id: j.id });
    const { log, lines } = recordingJobLog();
    expect(await runnerOn(t.db, { log }).drain()).toBe(0);
    expect(runs).toEqual([]);
    expect((await jobsOf('test.echo'))[0]).toMatchObject({ id: bad!.id, attempts: 1, failedAt: expect.any(Date) });
    expect(lines.map((l) => l.level)).toEqual(['error']);
  });
});

describe('schedules', () => {
  /** A 5-minute slot well ahead of the real time (the runners' clock says when it is). */
  const slot0 = new Date(Math.ceil((Date.now() + 3_600_000) / 300_000) * 300_000);

  it('fire once per slot with two runners (two processes) on the same database, however often they look', async () => {
    let clock = new Date(slot0.getTime() + 60_000);
    const processes = [t.db, second].map((db) => runnerOn(db, { schedules: [everyFiveMinutes], clock: () => clock }));
    const bothDrain = () => Promise.all(processes.map((p) => p.drain()));

    await bothDrain();
    await bothDrain();
    expect(runs).toHaveLength(1);
    clock = new Date(slot0.getTime() + 299_000);
    await bothDrain();
    expect(runs).toHaveLength(1);

    // The next slot, and a third process started meanwhile (a restart) looking too.
    clock = new Date(slot0.getTime() + 300_000);
    await Promise.all([bothDrain(), runnerOn(second, { schedules: [everyFiveMinutes], clock: () => clock }).drain()]);
    expect(runs).toHaveLength(2);

    const rows = await jobsOf('test.tick');
    expect(rows.map((row) => [row.key, row.attempts, row.doneAt !== null])).toEqual([
      [slotKey(everyFiveMinutes, slot0), 1, true],
      [slotKey(everyFiveMinutes, new Date(slot0.getTime() + 300_000)), 1, true],
    ]);
  });

  it('the hourly housekeeping is a scheduled job: it purges expired guest carts once per hour', async () => {
    const stale = new Date(t.deps.now().getTime() - 40 * 86_400_000);
    const [cart] = await t.db.insert(schema.carts).values({ tempId: randomUUID(), siteId: 1, createdAt: stale, updatedAt: stale }).returning({ id: schema.carts.id });
    const clock = new Date(slot0.getTime() + 120_000);
    const processes = [t.db, second].map((db) => createJobRunner(depsOn(db), { log: recordingJobLog().log, schedules: [housekeepingSchedule], clock: () => clock }));
    await Promise.all(processes.map((p) => p.drain()));
    expect(await t.db.select().from(schema.carts).where(eq(schema.carts.id, cart!.id))).toEqual([]);
    const hour = new Date(Math.floor(clock.getTime() / 3_600_000) * 3_600_000);
    const done = await t.db.select().from(j).where(and(eq(j.kind, 'housekeeping'), sql`${j.doneAt} is not null`));
    expect(done.map((row) => [row.key, row.attempts])).toEqual([[slotKey(housekeepingSchedule, hour), 1]]);
  });
});
