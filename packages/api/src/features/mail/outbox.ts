import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { detachedFromQueryCount, schema } from '@konfety/db';
import type { AppDeps } from '../../context';
import { type Logger, safeError, scrubText } from '../../logger';
import { drainersOn, MailNoLongerNeeded, OUTBOX_MAILS, type OutboxMail, type OutboxMailKind, outboxMailOf } from './outbox-mails';
import { deliverAccountMail } from './send-account-mail';
import { deliverOrderConfirmation } from './send-order-confirmation';
import { createMailer, type Mailer } from './transport';

/*
 * The mail outbox (ARCHITECTURE "Mail outbox"). The change a mail tells of writes its row into `outbox_mails` in
 * its own transaction (placeOrder the confirmation, the account services their mails: outbox-mails.ts); a drainer
 * in every shop process sends the due rows after the commit:
 *
 * - claim: one statement takes up to `batchSize` due rows (`FOR UPDATE SKIP LOCKED`, so drainers in several
 *   processes, or two in one, never take the same row) and leases them: `next_attempt_at` moves to the end of
 *   the lease and the attempt is counted. The row lock lasts only that statement; no transaction stays open
 *   while a mail renders or goes over SMTP (on PGlite an open transaction would hold the only connection);
 * - each claimed mail is checked against its kind (outbox-mails.ts), rendered and sent by its kind's code, one
 *   at a time, with a turn of the event loop before each (requests queued meanwhile go first), then marked sent;
 * - a failure records a scrubbed error (class, code, message without addresses or links) and the next attempt
 *   after a growing delay; after `maxAttempts` the row is left failed (`failed_at`) and an error is logged; a
 *   mail that lost its purpose (`MailNoLongerNeeded`) or does not fit its kind is left failed at once;
 * - a sent or failed row loses its kind's secrets (a reset link's token) in the same update;
 * - a process that dies mid-send leaves its rows leased: they are due again when the lease ends (the mail may
 *   then go out twice; SMTP gives no way to make a send and the database's record of it one step);
 * - it wakes when this process queues mails (`mailsQueued`) and polls every `pollMs` for rows of other
 *   processes, of a crash, and retries.
 */

/** How long a claimed mail belongs to its drainer; a send is bounded well inside it (transport.ts SMTP_TIMEOUTS). */
export const OUTBOX_LEASE_SECONDS = 300;

/** Seconds before the next attempt after the n-th failed one (1-based); the last entry repeats. ~22 h to the 8th. */
export const OUTBOX_RETRY_DELAYS = [60, 300, 900, 3600, 3 * 3600, 6 * 3600, 12 * 3600] as const;

type MailDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/** Renders and sends a mail by its kind's code (throws on failure). */
function deliver(deps: MailDeps, mail: OutboxMail, mailer: Mailer): Promise<void> {
  return mail.kind === 'order_confirmation' ? deliverOrderConfirmation(deps, mail.about, mailer) : deliverAccountMail(deps, mail, mailer);
}
const KINDS = Object.keys(OUTBOX_MAILS) as OutboxMailKind[];

export interface OutboxLogger extends Logger {
  warn(obj: object, msg: string): void;
}

export interface MailOutboxOptions {
  log: OutboxLogger;
  /** Where mails go; by default the configured transport (SMTP_URL or .eml files), made once. */
  mailer?: Mailer;
  /** Rows claimed per statement. */
  batchSize?: number;
  /** How often to look for due rows without a wake-up (other processes' mails, retries, expired leases). */
  pollMs?: number;
  /** Attempts before a mail is left failed. */
  maxAttempts?: number;
  /** Seconds to the next attempt after the n-th failure (1-based). */
  retryDelaySeconds?: (failures: number) => number;
  leaseSeconds?: number;
  /** How long `stop()` waits for the mail being sent. */
  stopTimeoutMs?: number;
}

export interface MailOutbox {
  /** Starts the loop: drains now, then on every wake-up and every `pollMs`. */
  start(): void;
  /** Look for due mails now (cheap: many calls while draining make one more pass). Safe from any async context. */
  wake(): void;
  /** Sends the due mails until none is left; answers how many were sent. Concurrent calls share one pass. */
  drain(): Promise<number>;
  /** Stops the loop: the mail being sent finishes (up to `stopTimeoutMs`), claimed mails not yet begun are released. */
  stop(): Promise<void>;
}

interface Claimed {
  id: number;
  kind: OutboxMailKind;
  orderId: number | null;
  userId: number | null;
  payload: unknown;
  attempts: number;
}

/** What a log line may say about a mail: its row, kind, order or account and attempts (never its payload). */
const factsOf = (row: Claimed) => ({
  mailId: row.id,
  mail: row.kind,
  ...(row.orderId === null ? {} : { orderId: row.orderId }),
  ...(row.userId === null ? {} : { userId: row.userId }),
  attempts: row.attempts,
});

/** An error as it may be stored: class, codes and a scrubbed message (no addresses or reset links), bounded. */
export function outboxErrorText(err: unknown): string {
  const safe = safeError(err);
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const tags = [safe.type, e.code, e.responseCode, e.command].filter((x) => typeof x === 'string' || typeof x === 'number');
  return scrubText(`${tags.join(' ')}: ${safe.message}`).slice(0, 500);
}

const defaultDelay = (failures: number) => OUTBOX_RETRY_DELAYS[Math.min(failures, OUTBOX_RETRY_DELAYS.length) - 1]!;

export function createMailOutbox(deps: MailDeps, options: MailOutboxOptions): MailOutbox {
  const { db } = deps;
  const { log } = options;
  const batchSize = options.batchSize ?? 4;
  const pollMs = options.pollMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? OUTBOX_RETRY_DELAYS.length + 1;
  const retryDelay = options.retryDelaySeconds ?? defaultDelay;
  const leaseSeconds = options.leaseSeconds ?? OUTBOX_LEASE_SECONDS;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const m = schema.outboxMails;
  let mailer = options.mailer;

  let stopping = false;
  let woken = false;
  let wakeSleeper: (() => void) | null = null;
  let loop: Promise<void> | null = null;
  let pass: Promise<number> | null = null;

  /** Takes up to `batchSize` due rows for this drainer (one statement; skips rows another drainer is taking). */
  async function claim(): Promise<Claimed[]> {
    const due = db
      .select({ id: m.id })
      .from(m)
      .where(and(isNull(m.sentAt), isNull(m.failedAt), lte(m.nextAttemptAt, sql`now()`), inArray(m.kind, KINDS)))
      .orderBy(asc(m.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(m)
      .set({ attempts: sql`${m.attempts} + 1`, nextAttemptAt: sql`now() + ${leaseSeconds}::int * interval '1 second'` })
      .where(inArray(m.id, due))
      .returning({ id: m.id, kind: m.kind, orderId: m.orderId, userId: m.userId, payload: m.payload, attempts: m.attempts });
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Claimed rows this drainer will not get to (stopping): due again at once, the attempt not counted. */
  async function release(rows: Claimed[]) {
    if (rows.length === 0) return;
    await db
      .update(m)
      .set({ attempts: sql`${m.attempts} - 1`, nextAttemptAt: sql`now()` })
      .where(and(inArray(m.id, rows.map((r) => r.id)), isNull(m.sentAt)));
  }

  /** The payload without the kind's secrets, for the update that finishes a row (sent or failed). */
  function withoutSecrets(row: Claimed) {
    return OUTBOX_MAILS[row.kind].secrets.reduce<SQL>((payload, key) => sql`${payload} - ${key}::text`, sql`${m.payload}`);
  }

  /**
   * Records a failed attempt: `retry` after the backoff, or the row left failed because the attempts ran out
   * (`exhausted`), the mail lost its purpose (`unneeded`) or does not fit its kind (`invalid`).
   */
  async function fail(row: Claimed, error: string, outcome: 'retry' | 'exhausted' | 'unneeded' | 'invalid') {
    const retry = outcome === 'retry';
    await db
      .update(m)
      .set({
        lastError: error,
        nextAttemptAt: retry ? sql`now() + ${retryDelay(row.attempts)}::int * interval '1 second'` : sql`${m.nextAttemptAt}`,
        failedAt: retry ? null : sql`now()`,
        ...(retry ? {} : { payload: withoutSecrets(row) }),
      })
      .where(eq(m.id, row.id));
    const facts = { ...factsOf(row), error };
    if (outcome === 'retry') log.warn(facts, 'outbox mail failed; it will be retried');
    else if (outcome === 'unneeded') log.warn(facts, 'outbox mail not sent: no longer needed, left failed');
    else if (outcome === 'invalid') log.error(facts, 'outbox mail not sent: the row does not fit its kind, left failed');
    else log.error(facts, 'outbox mail not sent: attempts exhausted, left failed');
  }

  /** Renders and sends one claimed mail and records the outcome; answers whether it was sent. */
  async function send(row: Claimed): Promise<boolean> {
    if (row.attempts > maxAttempts) {
      // Its last attempt never finished (the process died while sending): nothing is sent any more.
      await fail(row, 'attempt interrupted: no outcome recorded', 'exhausted');
      return false;
    }
    const mail = outboxMailOf(row);
    if (!mail) {
      await fail(row, `no ${OUTBOX_MAILS[row.kind].about} or a payload its kind refuses`, 'invalid');
      return false;
    }
    try {
      mailer ??= createMailer(deps.config);
      await deliver(deps, mail, mailer);
    } catch (err) {
      const unneeded = err instanceof MailNoLongerNeeded;
      await fail(row, outboxErrorText(err), unneeded ? 'unneeded' : row.attempts >= maxAttempts ? 'exhausted' : 'retry');
      return false;
    }
    // Sent: should this update fail, the lease ends and the mail goes out again (logged by the caller).
    await db.update(m).set({ sentAt: sql`now()`, payload: withoutSecrets(row) }).where(eq(m.id, row.id));
    log.info(factsOf(row), 'outbox mail sent');
    return true;
  }

  async function drainDue(): Promise<number> {
    let sent = 0;
    while (!stopping) {
      const rows = await claim();
      if (rows.length === 0) break;
      for (const [i, row] of rows.entries()) {
        // A turn of the event loop first: requests that arrived meanwhile run before this mail's rendering.
        await nextTurn();
        if (stopping) {
          await release(rows.slice(i));
          return sent;
        }
        if (await send(row)) sent++;
      }
    }
    return sent;
  }

  function drain(): Promise<number> {
    pass ??= drainDue().finally(() => {
      pass = null;
    });
    return pass;
  }

  async function run() {
    while (!stopping) {
      woken = false;
      try {
        await drain();
      } catch (err) {
        log.error({ err: safeError(err) }, 'mail outbox: pass failed; retrying at the next poll');
      }
      if (stopping) break;
      if (woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollMs);
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

  const outbox: MailOutbox = {
    start() {
      if (loop || stopping) return;
      let set = drainersOn.get(db);
      if (!set) drainersOn.set(db, (set = new Set()));
      set.add(outbox);
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
      drainersOn.get(db)?.delete(outbox);
      wakeSleeper?.();
      const pending = [loop, pass].filter((p): p is Promise<void> | Promise<number> => p !== null);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), stopTimeoutMs);
        timer.unref();
      });
      const outcome = await Promise.race([Promise.allSettled(pending), timeout]);
      clearTimeout(timer);
      if (outcome === 'timeout') log.warn({ ms: stopTimeoutMs }, 'mail outbox: stopped while a mail was still being sent (it is retried after its lease)');
    },
  };
  return outbox;
}

/** A drainer with its loop started (the server's; stop it before closing the database). */
export function startMailOutbox(deps: MailDeps, options: MailOutboxOptions): MailOutbox {
  const outbox = createMailOutbox(deps, options);
  outbox.start();
  return outbox;
}
