import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The durable jobs of every background task (ARCHITECTURE "Jobs"; the runner is `api/src/jobs`): a mail to send, the
 * hourly housekeeping, and what later features queue. A job is written in the transaction of the change that causes
 * it, so the change never exists without its job, and run after the commit by a runner in any shop process.
 *
 * - `kind` names its handler, `payload` is what the handler needs (checked by the kind's zod schema when queued and
 *   when run). There is no foreign key: a job may be about anything (an order, an account, nothing), and a handler
 *   that finds its subject gone (an erased order or account) closes the job as no longer needed.
 * - `key`: at most one job of a kind per key (one confirmation per order, one run per schedule slot); a job without a
 *   key is never a duplicate (NULLs are distinct).
 * - Scheduling uses the database's clock: a job is due while it is neither done nor failed, `run_at <= now()` and no
 *   lease holds it (`lease_until` unset or past). Claiming it counts the attempt and sets the lease; a process that
 *   dies mid-job leaves the lease to run out, and the job is due again.
 * - `last_error` is an error class and scrubbed message (no address, no link), never a payload.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 64 }).notNull(),
    key: varchar({ length: 200 }),
    /** The kind's own data; a secret in it (a reset link's token) is removed once the job is done or failed. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Not before this moment: now when queued, later after a failed attempt (the kind's backoff). */
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Attempts started (counted when claimed, so a job that crashes its process is given up on too). */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** While in the future, a runner holds the job; once past (the runner died), the job is due again. */
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    /** Set when the attempts ran out, the payload does not fit its kind, or the job lost its purpose (no longer needed). */
    failedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_kind_key').on(t.kind, t.key),
    // The claim reads only jobs still to run: done and failed ones (a million of them) are not in it.
    index('jobs_due').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    // `npm run jobs` lists the failed ones.
    index('jobs_failed').on(t.failedAt).where(sql`${t.failedAt} is not null`),
  ],
);
