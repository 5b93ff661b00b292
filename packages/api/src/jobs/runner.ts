import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { detachedFromQueryCount, schema } from '@konfety/db';
import type { AppDeps } from '../context';
import { safeError, scrubText } from '../logger';
import { createMailer, type Mailer } from '../features/mail/transport';
import { type AnyJobKind, type JobDeps, type JobLogger, JobNoLongerNeeded, type Schedule } from './define';
import { queueJob, runnersOn } from './queue';
import { SHOP_JOBS, SHOP_SCHEDULES } from './registry';
import { latestSlot, nextSlot, slotKey } from './schedules';

/*
 * The jobs runner (ARCHITECTURE "Jobs"). One per shop process (the server starts it); several on one database share
 * the work:
 *
 * - claim: one statement takes up to `batchSize` due jobs of the kinds this runner knows (`FOR UPDATE SKIP LOCKED`,
 *   so runners in several processes, or two in one, never take the same job), counts the attempt and leases them
 *   (`lease_until`, the kind's lease). The row lock lasts only that statement; no transaction stays open while a job
 *   runs (on PGlite an open transaction would hold the only connection);
 * - each claimed job's payload is checked by its kind's schema and the job run, one at a time, with a turn of the
 *   event loop before each (requests queued meanwhile go first); then it is marked done;
 * - a failure records a scrubbed error and the next attempt after the kind's backoff; after its last attempt the job
 *   is left failed and an error logged; a job that lost its purpose (`JobNoLongerNeeded`) or whose payload does not
 *   fit its kind is left failed at once. A done or failed job loses its kind's secrets in the same update;
 * - a process that dies mid-job leaves the lease to run out: the job is due again (and runs a second time);
 * - schedules: before each pass the runner queues the latest slot of each schedule it has not queued yet, keyed
 *   `<schedule>@<slot>`; every process does, the key lets one job per slot in, and that job runs once;
 * - it wakes when this process queues jobs (`jobsQueued`), at the next schedule slot, and polls every `pollMs` for
 *   other processes' jobs, retries and expired leases.
 */

export interface JobRunnerOptions {
  log: JobLogger;
  /** The kinds it runs (default: the shop's, registry.ts); jobs of other kinds are left to runners that know them. */
  kinds?: readonly AnyJobKind[];
  /** The schedules it queues slots of (default: the shop's). */
  schedules?: readonly Schedule[];
  /** Where mails go; by default the configured transport (SMTP_URL or .eml files), made when first needed. */
  mailer?: Mailer;
  /** The database's upkeep for the housekeeping job (the server's `Database.maintain`); by default none. */
  maintainDatabase?: () => Promise<string[]>;
  /** Jobs claimed per statement. */
  batchSize?: number;
  /** How often to look for due jobs without a wake-up (other processes' jobs, retries, expired leases). */
  pollMs?: number;
  /** How long `stop()` waits for the job being run. */
  stopTimeoutMs?: number;
  /**
   * The time the runner goes by (tests move it). By default the database's clock, one for every process, so a
   * machine whose clock is off neither runs jobs early nor takes over a lease that has not ended.
   */
  clock?: () => Date;
  /** Told of every job it settles (the `npm run jobs` progress line). */
  onSettled?: (job: { id: number; kind: string }, outcome: Outcome) => void;
}

export type Outcome = 'done' | 'retry' | 'failed';

export interface JobRunner {
  /** Starts the loop: drains now, then on every wake-up, schedule slot and `pollMs`. */
  start(): void;
  /** Look for due jobs now (cheap: many calls while draining make one more pass). Safe from any async context. */
  wake(): void;
  /** Queues due schedule slots and runs due jobs until none is left; answers how many were done. Concurrent calls share one pass. */
  drain(): Promise<number>;
  /** Stops: the job being run finishes (up to `stopTimeoutMs`), claimed jobs not yet begun are released. */
  stop(): Promise<void>;
}

interface Claimed {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** An error as it may be stored: class, codes and a scrubbed message (no addresses or reset links), bounded. */
export function jobErrorText(err: unknown): string {
  const safe = safeError(err);
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const tags = [safe.type, e.code, e.responseCode, e.command].filter((x) => typeof x === 'string' || typeof x === 'number');
  return scrubText(`${tags.join(' ')}: ${safe.message}`).slice(0, 500);
}

/** Seconds before the next attempt after the n-th failed one (1-based): the kind's n-th delay, the last repeating. */
export function backoffAfter(kind: Pick<AnyJobKind, 'backoffSeconds'>, failures: number): number {
  const delays = kind.backoffSeconds;
  return delays[Math.min(failures, delays.length) - 1] ?? 0;
}

export function createJobRunner(appDeps: AppDeps, options: JobRunnerOptions): JobRunner {
  const { db } = appDeps;
  const { log } = options;
  const kinds = new Map((options.kinds ?? SHOP_JOBS).map((k) => [k.kind, k]));
  const schedules = options.schedules ?? SHOP_SCHEDULES;
  for (const s of schedules) {
    if (!kinds.has(s.job.kind)) throw new Error(`schedule ${s.name}: its job kind ${s.job.kind} is not among the runner's`);
  }
  const batchSize = options.batchSize ?? 4;
  const pollMs = options.pollMs ?? 5000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const j = schema.jobs;
  let mailer = options.mailer;
  const deps: JobDeps = {
    ...appDeps,
    log,
    mailer: { send: (message) => (mailer ??= createMailer(appDeps.config)).send(message) },
    maintainDatabase: options.maintainDatabase ?? (async () => []),
  };
  const now = (): SQL => (options.clock ? sql`${options.clock().toISOString()}::timestamptz` : sql`now()`);
  const wallClock = () => options.clock?.() ?? new Date();
  const leaseSeconds = sql`(case ${j.kind} ${sql.join(
    [...kinds.values()].map((k) => sql`when ${k.kind} then ${k.leaseSeconds}::int`),
    sql` `,
  )} end)`;
  /** Per schedule, the last slot this runner queued (one insert per slot and process, not one per pass). */
  const queuedSlots = new Map<string, number>();

  let stopping = false;
  let woken = false;
  let wakeSleeper: (() => void) | null = null;
  let loop: Promise<void> | null = null;
  let pass: Promise<number> | null = null;

  async function queueDueSlots() {
    const at = wallClock();
    for (const schedule of schedules) {
      const slot = latestSlot(schedule, at);
      if (!slot || queuedSlots.get(schedule.name) === slot.getTime()) continue;
      // Every process inserts the slot; the unique key lets one in. Due at once, on the database's clock.
      await queueJob(db, schedule.job, schedule.payload, { key: slotKey(schedule, slot), ...(options.clock ? { runAt: at } : {}) });
      queuedSlots.set(schedule.name, slot.getTime());
    }
  }

  /** Takes up to `batchSize` due jobs for this runner (one statement; skips jobs another runner is taking). */
  async function claim(): Promise<Claimed[]> {
    const due = db
      .select({ id: j.id })
      .from(j)
      .where(
        and(
          isNull(j.doneAt),
          isNull(j.failedAt),
          lte(j.runAt, now()),
          or(isNull(j.leaseUntil), lte(j.leaseUntil, now())),
          inArray(j.kind, [...kinds.keys()]),
        ),
      )
      .orderBy(asc(j.runAt), asc(j.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(j)
      .set({ attempts: sql`${j.attempts} + 1`, leaseUntil: sql`${now()} + make_interval(secs => ${leaseSeconds})` })
      .where(inArray(j.id, due))
      .returning({ id: j.id, kind: j.kind, payload: j.payload, attempts: j.attempts, maxAttempts: j.maxAttempts });
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Claimed jobs this runner will not get to (stopping): due again at once, the attempt not counted. */
  async function release(rows: Claimed[]) {
    if (rows.length === 0) return;
    await db
      .update(j)
      .set({ attempts: sql`${j.attempts} - 1`, leaseUntil: null })
      .where(and(inArray(j.id, rows.map((r) => r.id)), isNull(j.doneAt), isNull(j.failedAt)));
  }

  /** The payload without the kind's secrets, for the update that finishes a job (done or failed). */
  function withoutSecrets(row: Claimed) {
    const secrets = kinds.get(row.kind)?.secrets ?? [];
    return secrets.reduce<SQL>((payload, key) => sql`${payload} - ${key}::text`, sql`${j.payload}`);
  }

  /** What a log line may say about a job: its id, kind, attempts and its kind's facts (never the payload itself). */
  function factsOf(row: Claimed, payload?: unknown) {
    const kind = kinds.get(row.kind);
    const facts = payload !== undefined && kind?.facts ? kind.facts(payload as never) : {};
    return { jobId: row.id, job: row.kind, ...facts, attempts: row.attempts };
  }

  /**
   * Records a failed attempt: `retry` after the backoff, or the job left failed because the attempts ran out
   * (`exhausted`), it lost its purpose (`unneeded`) or its payload does not fit its kind (`invalid`).
   */
  async function fail(row: Claimed, facts: object, error: string, outcome: 'retry' | 'exhausted' | 'unneeded' | 'invalid') {
    const retry = outcome === 'retry';
    const kind = kinds.get(row.kind)!;
    await db
      .update(j)
      .set({
        lastError: error,
        leaseUntil: null,
        ...(retry
          ? { runAt: sql`${now()} + make_interval(secs => ${backoffAfter(kind, row.attempts)}::int)` }
          : { failedAt: now(), payload: withoutSecrets(row) }),
      })
      .where(eq(j.id, row.id));
    const line = { ...facts, error };
    if (outcome === 'retry') log.warn(line, 'job failed; it will be retried');
    else if (outcome === 'unneeded') log.warn(line, 'job not run: no longer needed, left failed');
    else if (outcome === 'invalid') log.error(line, 'job not run: its payload does not fit its kind, left failed');
    else log.error(line, 'job failed: attempts exhausted, left failed');
    options.onSettled?.(row, retry ? 'retry' : 'failed');
  }

  /** Runs one claimed job and records the outcome; answers whether it was done. */
  async function runOne(row: Claimed): Promise<boolean> {
    const kind = kinds.get(row.kind)!;
    if (row.attempts > row.maxAttempts) {
      // Its last attempt never finished (the process died while running it): it is not run again.
      await fail(row, factsOf(row), 'attempt interrupted: no outcome recorded', 'exhausted');
      return false;
    }
    const payload = kind.payload.safeParse(row.payload);
    if (!payload.success) {
      await fail(row, factsOf(row), `payload refused by its kind: ${payload.error.issues.map((i) => `${i.path.join('.')} ${i.code}`).join(', ')}`, 'invalid');
      return false;
    }
    const facts = factsOf(row, payload.data);
    try {
      await kind.run(deps, payload.data, { id: row.id, attempt: row.attempts });
    } catch (err) {
      const outcome = err instanceof JobNoLongerNeeded ? 'unneeded' : row.attempts >= row.maxAttempts ? 'exhausted' : 'retry';
      await fail(row, facts, jobErrorText(err), outcome);
      return false;
    }
    // Done: should this update fail, the lease ends and the job runs again.
    await db.update(j).set({ doneAt: now(), leaseUntil: null, payload: withoutSecrets(row) }).where(eq(j.id, row.id));
    log.info(facts, 'job done');
    options.onSettled?.(row, 'done');
    return true;
  }

  async function drainDue(): Promise<number> {
    await queueDueSlots();
    let done = 0;
    while (!stopping) {
      const rows = await claim();
      if (rows.length === 0) break;
      for (const [i, row] of rows.entries()) {
        // A turn of the event loop first: requests that arrived meanwhile run before this job.
        await nextTurn();
        if (stopping) {
          await release(rows.slice(i));
          return done;
        }
        if (await runOne(row)) done++;
      }
    }
    return done;
  }

  function drain(): Promise<number> {
    pass ??= drainDue().finally(() => {
      pass = null;
    });
    return pass;
  }

  /** How long to sleep: the poll, or less when a schedule's next slot comes sooner. */
  function sleepMs(): number {
    const at = wallClock();
    const slots = schedules.map((s) => nextSlot(s, at)?.getTime()).filter((t): t is number => t !== undefined);
    return Math.max(0, Math.min(pollMs, ...slots.map((t) => t - at.getTime())));
  }

  async function run() {
    while (!stopping) {
      woken = false;
      try {
        await drain();
      } catch (err) {
        log.error({ err: safeError(err) }, 'jobs runner: pass failed; retrying at the next poll');
      }
      if (stopping) break;
      if (woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, sleepMs());
        timer.unref();
        function done() {
          clearTimeout(timer);
          wakeSleeper = null;
          resolve();
        }
        wakeSleeper = done;
      });
    }
  }

  const runner: JobRunner = {
    start() {
      if (loop || stopping) return;
      let set = runnersOn.get(db);
      if (!set) runnersOn.set(db, (set = new Set()));
      set.add(runner);
      // Its own async context: the loop's statements never count towards a request's (query-count tests).
      loop = detachedFromQueryCount(() => run());
    },
    wake() {
      woken = true;
      wakeSleeper?.();
    },
    drain,
    async stop() {
      stopping = true;
      runnersOn.get(db)?.delete(runner);
      wakeSleeper?.();
      const pending = [loop, pass].filter((p): p is Promise<void> | Promise<number> => p !== null);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), stopTimeoutMs);
        timer.unref();
      });
      const outcome = await Promise.race([Promise.allSettled(pending), timeout]);
      clearTimeout(timer);
      if (outcome === 'timeout') log.warn({ ms: stopTimeoutMs }, 'jobs runner: stopped while a job was still running (it runs again after its lease)');
    },
  };
  return runner;
}

/** A runner with its loop started (the server's; stop it before closing the database). */
export function startJobRunner(deps: AppDeps, options: JobRunnerOptions): JobRunner {
  const runner = createJobRunner(deps, options);
  runner.start();
  return runner;
}
