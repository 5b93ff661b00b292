import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, schema } from '@konfety/db';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';
import { type PeriodicJob, startHousekeeping } from '../src/housekeeping';

/**
 * Periodic housekeeping runs once per period across all the shop's processes, not once per process. Two
 * schedulers, each on a database opened on its own (its own pool and sessions: to PostgreSQL that is what two shop
 * processes are), ask for one job far more often than its period; the job's runs must come one period apart.
 */
let server: ThrowawayPostgres;
const databases: Database[] = [];

beforeAll(async () => {
  server = await startThrowawayPostgres();
  const url = server.createDatabase('housekeeping');
  for (let i = 0; i < 2; i++) databases.push(await openDatabase({ kind: 'postgres', url, poolSize: 2 }));
  await databases[0]!.migrate();
});
afterAll(async () => {
  for (const database of databases) await database.close();
  server?.stop();
});

async function until(what: string, check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10)); // poll interval
  }
}

describe('housekeeping across processes', () => {
  it('two processes asking every 20 ms run a job of a 400 ms period once per period between them, never each', async () => {
    const PERIOD_MS = 400;
    const runs: Array<{ process: number; at: number }> = [];
    const errors: unknown[] = [];
    const log = { error: (obj: object) => errors.push(obj) };
    const job = (process: number): PeriodicJob => ({
      name: 'test-housekeeping',
      everyMs: PERIOD_MS,
      run: async () => {
        runs.push({ process, at: Date.now() });
      },
    });
    const schedulers = await Promise.all(databases.map((database, i) => startHousekeeping(database.db, job(i), { checkEveryMs: 20, log })));
    try {
      await until('six runs', () => runs.length >= 6);
    } finally {
      for (const s of schedulers) await s.stop();
    }
    expect(errors).toEqual([]);
    const gaps = runs.slice(1).map((run, i) => run.at - runs[i]!.at);
    // The period is measured on the database's clock, the runs on this one: a few ms of slack.
    for (const gap of gaps) expect(gap, `gaps between runs: ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(PERIOD_MS - 25);
    const [row] = await databases[0]!.db.select().from(schema.periodicRuns).where(eq(schema.periodicRuns.job, 'test-housekeeping'));
    expect(row!.runs).toBe(runs.length);
  });

  it('a stopped scheduler waits for the run under way (the database closes after it)', async () => {
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const scheduler = await startHousekeeping(
      databases[1]!.db,
      {
        name: 'test-slow-job',
        everyMs: 60_000,
        run: async () => {
          events.push('run started');
          await held;
          events.push('run finished');
        },
      },
      { checkEveryMs: 60_000, log: { error: () => {} } },
    );
    const stopped = scheduler.stop().then(() => events.push('stopped'));
    // Let go of the run only after everything already due has happened: a stop that did not wait is done by then.
    setImmediate(release);
    await stopped;
    expect(events).toEqual(['run started', 'run finished', 'stopped']);
  });
});
