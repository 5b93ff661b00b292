import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, schema } from '@konfety/db';
import type { JobKind } from './define';

/*
 * Queueing a job (ARCHITECTURE "Jobs"): in the transaction of the change that causes it, so the change never commits
 * without its job and a rollback takes the job with it. `queueJob` is a statement of its own on a database or a
 * transaction; `jobInsertSql` is the same insert as SQL, for a service that folds it into a statement it makes
 * anyway (a CTE: no round trip of its own). Both check the payload against the kind's schema, and skip a job whose
 * kind and key are already queued (`on conflict do nothing`).
 */

type Payload<S extends z.ZodObject> = z.input<S>;

export interface QueueOptions {
  /** Not before this moment (default: at once). */
  runAt?: Date;
  /** The uniqueness key, instead of the kind's own `key(payload)` (a schedule's slot). */
  key?: string;
}

/** A payload whose fields may be SQL expressions over `from`'s columns: one job per row `from` yields. */
export type PayloadFrom<S extends z.ZodObject> = { [K in keyof Payload<S>]: Payload<S>[K] | SQL };

const isSql = (value: unknown): value is SQL => typeof value === 'object' && value !== null && 'getSQL' in value;

function keyOf<S extends z.ZodObject>(job: JobKind<S>, payload: z.output<S>, key: string | undefined): string | null {
  const chosen = key ?? job.key?.(payload) ?? null;
  if (chosen !== null && chosen.length > 200) throw new Error(`job ${job.kind}: key longer than 200 characters`);
  return chosen;
}

/**
 * The insert that queues a job of `job`'s kind, as SQL: a statement, or a CTE of the statement that makes the change.
 * `payload` is checked by the kind's schema here (and again when the job runs).
 *
 * With `from` (a FROM item of the caller's statement, e.g. `sql\`account\`` naming a CTE), it queues one job per row,
 * and payload fields may be SQL expressions over that row (`{ userId: sql\`id\` }`): the other fields are checked here,
 * those when the job runs. Such a kind can have no uniqueness key from its payload (give `key` or none).
 */
export function jobInsertSql<S extends z.ZodObject>(job: JobKind<S>, payload: Payload<S>, options?: QueueOptions): SQL;
export function jobInsertSql<S extends z.ZodObject>(job: JobKind<S>, payload: PayloadFrom<S>, options: QueueOptions & { from: SQL }): SQL;
export function jobInsertSql<S extends z.ZodObject>(job: JobKind<S>, payload: PayloadFrom<S>, options: QueueOptions & { from?: SQL } = {}): SQL {
  const entries = Object.entries(payload as Record<string, unknown>);
  const computed = entries.filter((entry): entry is [string, SQL] => isSql(entry[1]));
  const plain = Object.fromEntries(entries.filter(([, value]) => !isSql(value)));
  const j = schema.jobs;
  const runAt = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`now()`;
  const onConflict = sql`on conflict (${sql.identifier('kind')}, ${sql.identifier('key')}) do nothing`;
  if (computed.length === 0) {
    const checked = job.payload.parse(plain) as z.output<S>;
    const key = keyOf(job, checked, options.key);
    return sql`insert into ${j} (kind, key, payload, max_attempts, run_at) values (${job.kind}, ${key}, ${JSON.stringify(checked)}::jsonb, ${job.maxAttempts}, ${runAt}) ${onConflict}`;
  }
  if (!options.from) throw new Error(`job ${job.kind}: payload fields from SQL need a FROM item`);
  if (job.key && options.key === undefined) throw new Error(`job ${job.kind}: its key comes from the payload, which is not known before the statement runs`);
  // The kind's schema without the fields the statement computes: those are checked when the job runs.
  const shape: Record<string, z.ZodType> = { ...job.payload.shape };
  for (const [name] of computed) delete shape[name];
  const checked = z.strictObject(shape).parse(plain);
  const fields = sql.join(
    computed.map(([name, value]) => sql`${name}::text, ${value}`),
    sql`, `,
  );
  return sql`insert into ${j} (kind, key, payload, max_attempts, run_at)
    select ${job.kind}, ${options.key ?? null}, ${JSON.stringify(checked)}::jsonb || jsonb_build_object(${fields}), ${job.maxAttempts}, ${runAt} from ${options.from} ${onConflict}`;
}

/**
 * Queues a job of `job`'s kind: one statement on `db`, a database or a caller's transaction (the job commits with
 * it). Answers the job's id, or null when a job of the kind with the same key is already there. On a database (not
 * a transaction) it wakes this process's runners; after a transaction commits, its caller calls `jobsQueued`.
 */
export async function queueJob<S extends z.ZodObject>(db: Db, job: JobKind<S>, payload: Payload<S>, options?: QueueOptions): Promise<number | null> {
  const result = (await db.execute(sql`${jobInsertSql(job, payload, options)} returning id`)) as unknown as { rows: Array<{ id: number }> };
  const [row] = result.rows;
  jobsQueued(db);
  return row ? Number(row.id) : null;
}

/** The runners started on each root database (runner.ts registers them), for `jobsQueued`. */
export const runnersOn = new WeakMap<object, Set<{ wake(): void }>>();

/**
 * The in-process signal that jobs were queued on `db` (the service that queued them calls it after its commit). It
 * only flags the runners; their work runs in their own loop, never in the caller's request. A transaction object
 * wakes nothing (its jobs are not visible before the commit; the poll finds them).
 */
export function jobsQueued(db: object): void {
  const set = runnersOn.get(db);
  if (set) for (const runner of set) runner.wake();
}
