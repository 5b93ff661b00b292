import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, schema } from '@konfety/db';
import { defineJob, defineSchedule } from '../../jobs/define';
import { purgeExpiredGuestCarts } from '../carts/service';
import { privateFiles } from '../../files';
import { forgetOldApplications } from '../inquiries/retention';
import { forgetOldAttempts } from '../accounts/throttle';

/** How long a done job is kept (for `npm run jobs` and a look at what ran); failed ones stay until someone acts. */
export const DONE_JOBS_KEPT_DAYS = 30;

/** How long counted attempts are kept: a day, or the login's window where it is configured longer (every other window is an hour). */
export const attemptsKeptSeconds = (loginWindowSeconds: number) => Math.max(86_400, loginWindowSeconds);

/** Deletes the jobs done more than `days` ago (before `at`); answers how many. */
export async function forgetDoneJobs(db: Db, at: Date, days = DONE_JOBS_KEPT_DAYS): Promise<number> {
  const cutoff = new Date(at.getTime() - days * 86_400_000);
  const gone = await db
    .delete(schema.jobs)
    .where(and(isNotNull(schema.jobs.doneAt), lt(schema.jobs.doneAt, sql`${cutoff.toISOString()}::timestamptz`)))
    .returning({ id: schema.jobs.id });
  return gone.length;
}

/**
 * The hourly housekeeping: expired guest carts are purged, job applications past their consent's six months forgotten
 * (their CVs with them), counted attempts past every throttle's window and done jobs past their keeping forgotten, and then the
 * database maintained (on PGlite what autovacuum would do, reclaiming the rows just deleted). One attempt: the next
 * hour's slot runs it again anyway. A step that fails does not keep the others from running; the job then fails
 * with the first error.
 */
export const housekeepingJob = defineJob({
  kind: 'housekeeping',
  payload: z.object({}).strict(),
  maxAttempts: 1,
  // VACUUM on a large embedded database takes a while; a second runner must not start it again meanwhile.
  leaseSeconds: 1800,
  async run(deps) {
    const failures: unknown[] = [];
    const at = deps.now();
    await purgeExpiredGuestCarts(deps.db, at).catch((err: unknown) => failures.push(err));
    const applications = await forgetOldApplications(deps.db, privateFiles(deps.config), at).catch((err: unknown) => void failures.push(err));
    const attempts = await forgetOldAttempts(deps.db, at, attemptsKeptSeconds(deps.config.auth.windowSeconds)).catch((err: unknown) => void failures.push(err));
    const forgotten = await forgetDoneJobs(deps.db, at).catch((err: unknown) => void failures.push(err));
    const tables = await deps.maintainDatabase().catch((err: unknown) => void failures.push(err));
    if (forgotten || applications || attempts || (tables && tables.length > 0)) {
      deps.log.info({ forgottenJobs: forgotten ?? 0, forgottenApplications: applications ?? 0, forgottenAttempts: attempts ?? 0, vacuumed: tables ?? [] }, 'housekeeping');
    }
    if (failures.length > 0) throw failures[0];
  },
});

/** At the top of every hour (Prague time). */
export const housekeepingSchedule = defineSchedule({ name: 'housekeeping', cron: '0 * * * *', job: housekeepingJob, payload: {} });
