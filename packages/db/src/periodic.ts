import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Claims this period's run of `job`: true for one caller per `everyMs` of the database's clock, however many
 * processes ask. One statement: the first run inserts the job's row, a later one moves its `last_run_at` only
 * when that is at least `everyMs` old. A caller racing another waits for the other's row and then finds it
 * fresh, so exactly one of them is told to run. Answers the job's run count when claimed, else null.
 */
export async function claimPeriodicRun(db: Db, job: string, everyMs: number): Promise<number | null> {
  const result = (await db.execute(sql`
    insert into periodic_runs (job, last_run_at, runs) values (${job}, now(), 1)
    on conflict (job) do update set last_run_at = excluded.last_run_at, runs = periodic_runs.runs + 1
      where periodic_runs.last_run_at <= excluded.last_run_at - make_interval(secs => ${everyMs / 1000})
    returning runs`)) as unknown as { rows: Array<{ runs: number }> };
  const [row] = result.rows;
  return row ? Number(row.runs) : null;
}
