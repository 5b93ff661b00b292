import { parseArgs } from 'node:util';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { loadConfig } from '@konfety/config';
import { type Db, schema } from '@konfety/db';
import { openConfiguredDatabase } from '@konfety/db/cli/open-configured';
import { progressBar } from '@konfety/db/cli/progress';
import type { AnyJobKind, JobLogger } from './define';
import { SHOP_JOBS, SHOP_SCHEDULES } from './registry';
import { createJobRunner } from './runner';
import { latestSlot, nextSlot, slotKey } from './schedules';

/*
 * `npm run jobs`: what the jobs table holds (queued, running, failed, the schedules with their next slot), `retry <id>`
 * to make a failed job due again, `drain` to run the due jobs here with a progress line. It opens the configured
 * database (DATABASE_URL or DATA_DIR) as the server does; on PGlite, whose directory one process opens, with the shop
 * stopped.
 */

const USAGE = `Usage: npm run jobs [-- list | retry <id> | drain]
  list        (default) the queued, running (leased) and failed jobs and the schedules with their next slot
  retry <id>  makes a failed job due again, with its attempts counted from zero (a secret it carried, such as a
              reset link's token, was removed when it failed: such a job fails again at once)
  drain       runs the due jobs (and the due schedule slots) in this process, with a progress line\n`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', default: false } } });
const [command = 'list', argument] = positionals;
if (values.help || !['list', 'retry', 'drain'].includes(command)) {
  process.stdout.write(USAGE);
  process.exit(values.help ? 0 : 2);
}

const j = schema.jobs;
const kinds = new Map(SHOP_JOBS.map((k) => [k.kind, k]));
const LISTED = 20;
const prague = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'short', timeStyle: 'medium' });
const when = (d: Date | null) => (d ? prague.format(d) : '–');

/** What a line may show of a job's payload: its kind's facts (ids), never the payload itself (it may hold a secret). */
function factsOf(kind: AnyJobKind | undefined, payload: unknown): string {
  const parsed = kind?.payload.safeParse(payload);
  if (!kind?.facts || !parsed?.success) return '';
  return Object.entries(kind.facts(parsed.data))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
}

type Row = typeof j.$inferSelect;
function line(row: Row, extra: string): string {
  return `  #${row.id}  ${row.kind}  ${factsOf(kinds.get(row.kind), row.payload)}  attempts ${row.attempts}/${row.maxAttempts}  ${extra}`.replace(/ {3,}/g, '  ');
}

async function list(db: Db) {
  const out: string[] = [];
  const pending = and(isNull(j.doneAt), isNull(j.failedAt));
  const leased = and(pending, isNotNull(j.leaseUntil), gt(j.leaseUntil, sql`now()`));
  const waiting = and(pending, or(isNull(j.leaseUntil), lte(j.leaseUntil, sql`now()`)));
  const [counts] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${waiting})::int`,
      due: sql<number>`count(*) filter (where ${waiting} and ${j.runAt} <= now())::int`,
      running: sql<number>`count(*) filter (where ${leased})::int`,
      failed: sql<number>`count(*) filter (where ${j.failedAt} is not null)::int`,
    })
    .from(j)
    .where(or(pending, isNotNull(j.failedAt)));
  const queued = await db.select().from(j).where(waiting).orderBy(asc(j.runAt), asc(j.id)).limit(LISTED);
  out.push(`Queued: ${counts!.queued} (${counts!.due} due now)`, ...queued.map((r) => line(r, `run at ${when(r.runAt)}${r.lastError ? `  last error: ${r.lastError}` : ''}`)));
  const running = await db.select().from(j).where(leased).orderBy(asc(j.leaseUntil)).limit(LISTED);
  out.push(`Running (leased): ${counts!.running}`, ...running.map((r) => line(r, `leased until ${when(r.leaseUntil)}`)));
  const failed = await db.select().from(j).where(isNotNull(j.failedAt)).orderBy(desc(j.failedAt), desc(j.id)).limit(LISTED);
  out.push(
    `Failed: ${counts!.failed}${counts!.failed > 0 ? ' (npm run jobs -- retry <id>)' : ''}`,
    ...failed.map((r) => line(r, `failed ${when(r.failedAt)}: ${r.lastError ?? ''}`)),
  );
  out.push('Scheduled:');
  const now = new Date();
  for (const schedule of SHOP_SCHEDULES) {
    const slot = latestSlot(schedule, now);
    const [last] = slot ? await db.select().from(j).where(and(eq(j.kind, schedule.job.kind), eq(j.key, slotKey(schedule, slot)))) : [];
    const state = !slot ? '' : !last ? 'not queued yet' : last.doneAt ? `done ${when(last.doneAt)}` : last.failedAt ? `failed: ${last.lastError ?? ''}` : 'queued';
    out.push(`  ${schedule.name}  "${schedule.cron}" (${schedule.timezone})  next ${when(nextSlot(schedule, now))}  last slot ${when(slot)}: ${state}`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

async function retry(db: Db, id: number) {
  const [row] = await db
    .update(j)
    .set({ failedAt: null, attempts: 0, runAt: sql`now()`, leaseUntil: null })
    .where(and(eq(j.id, id), isNotNull(j.failedAt)))
    .returning();
  if (!row) {
    process.stderr.write(`No failed job #${id}.\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`Job #${id} (${row.kind}) is due again; the shop's runner (or npm run jobs -- drain) runs it.\n`);
}

async function drain(database: Awaited<ReturnType<typeof openConfiguredDatabase>>, config: ReturnType<typeof loadConfig>) {
  const { db } = database;
  const [due] = await db
    .select({ n: count() })
    .from(j)
    .where(and(isNull(j.doneAt), isNull(j.failedAt), lte(j.runAt, sql`now()`), or(isNull(j.leaseUntil), lte(j.leaseUntil, sql`now()`)), inArray(j.kind, [...kinds.keys()])));
  let total = due!.n;
  const settled = { done: 0, retry: 0, failed: 0 };
  const bar = progressBar();
  const write = (level: string) => (obj: object, msg: string) => void process.stderr.write(`\n${level}: ${msg} ${JSON.stringify(obj)}\n`);
  const log: JobLogger = { info: () => {}, warn: write('warn'), error: write('error') };
  const runner = createJobRunner(
    { db, config, now: () => new Date() },
    {
      log,
      maintainDatabase: () => database.maintain(),
      onSettled: (_job, outcome) => {
        settled[outcome]++;
        const n = settled.done + settled.retry + settled.failed;
        total = Math.max(total, n);
        bar('jobs', n, total);
      },
    },
  );
  bar('jobs', 0, total);
  await runner.drain();
  await runner.stop();
  const n = settled.done + settled.retry + settled.failed;
  if (n < total) bar('jobs', total, total);
  process.stdout.write(`Drained: ${settled.done} done, ${settled.retry} failed and due again later, ${settled.failed} failed for good.\n`);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  if (command === 'list') await list(database.db);
  else if (command === 'retry') {
    const id = Number(argument);
    if (!Number.isInteger(id) || id <= 0) {
      process.stderr.write(USAGE);
      process.exitCode = 2;
    } else await retry(database.db, id);
  } else await drain(database, config);
} finally {
  await database.close();
}
