import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The last run of each periodic job (the server's housekeeping), shared by every shop process on the database:
 * a process runs a job only when its conditional update of the job's row succeeds (`claimPeriodicRun`).
 */
export const periodicRuns = pgTable('periodic_runs', {
  job: varchar({ length: 64 }).primaryKey(),
  lastRunAt: timestamp({ withTimezone: true }).notNull(),
  /** How many times the job has run (claimed) on this database. */
  runs: integer().notNull().default(1),
});
