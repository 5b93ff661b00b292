import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import { acquireDataDirLock } from './lock';
import { attachStatementTap, StatementTap } from './query-count';
import { attachPreparedRunner, attachTransactionRunner, PGLITE_PARSERS, pgliteRunners, postgresClientRunner, postgresRunner, withClientParsers } from './prepared';
import { vacuumWhereNeeded } from './maintenance';

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleClientError?: (err: Error) => void };

const options = { schema, casing: 'snake_case' as const };

/**
 * Both drivers share drizzle's PostgreSQL query API; the application codes
 * against this common type. A transaction is a `Db` too, so every function
 * taking a `Db` also runs inside a caller's transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  migrate(): Promise<void>;
  /**
   * `VACUUM ANALYZE`: fresh planner statistics, the visibility map (index-only scans without heap visits) and
   * dead rows reclaimed. PostgreSQL's autovacuum does it by itself after the first; the embedded database has
   * no such daemon, so the server does it at every start.
   */
  analyze(): Promise<void>;
  /**
   * The embedded database's stand-in for autovacuum (maintenance.ts): vacuums or analyses the tables whose
   * changed rows call for it, and answers their names. PostgreSQL's own daemon does this: nothing there.
   */
  maintain(): Promise<string[]>;
  /** Resolves once the database answers a `select 1` (readiness); rejects when it does not. */
  ping(): Promise<void>;
  /**
   * Runs `work` (the migrations, the first-start seed) as the only process doing so: on PostgreSQL under a
   * session advisory lock (`SETUP_LOCK_KEY`) on a connection of its own, so processes starting at once take
   * turns and a later one finds the work done; `onWait` is called when another process holds it. The embedded
   * database has one process, guarded by its data-dir lock.
   */
  withSetupLock<T>(work: () => Promise<T>, onWait?: () => void): Promise<T>;
  /** A gzipped tarball of the embedded data directory (tests use it as a template). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key of `withSetupLock` (a constant, the same in every process: "konfety" in ASCII). */
export const SETUP_LOCK_KEY = 0x6b6f6e66657479n;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, admin termination) is an 'error' event on the
    // pool; unhandled it would crash the process. The pool replaces the connection by itself.
    pool.on('error', target.onIdleClientError ?? ((err) => process.stderr.write(`database: idle connection lost (${err.message})\n`)));
    const tap = new StatementTap(); // countQueries (query-count.ts)
    const db = attachStatementTap(drizzlePg(pool, { ...options, logger: tap }) as unknown as Db, tap);
    attachPreparedRunner(db, postgresRunner(pool, tap));
    // A transaction's statements run prepared too (executePrepared), on the connection the transaction holds.
    pool.on('connect', (client) => attachTransactionRunner(client, postgresClientRunner(client, tap)));
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      analyze: async () => void (await pool.query('vacuum analyze')),
      maintain: async () => [],
      ping: async () => void (await pool.query('select 1')),
      withSetupLock: async (work, onWait) => {
        // Its own connection, not the pool's: the work's statements use the pool, and the lock must outlive them.
        const client = new pg.Client({ connectionString: target.url, application_name: 'konfety-setup' });
        // Losing this connection releases the lock while the work may go on: the start then fails after it.
        let lost: Error | null = null;
        client.on('error', (err) => {
          lost = err;
        });
        await client.connect();
        try {
          const key = String(SETUP_LOCK_KEY);
          const [row] = (await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key])).rows;
          if (!row?.locked) {
            onWait?.();
            await client.query('select pg_advisory_lock($1::bigint)', [key]);
          }
          // Released with the session, by `end()` below or by the server when this process dies.
          const result = await work();
          if (lost) throw new Error('The connection holding the set-up lock was lost while migrating or seeding', { cause: lost });
          return result;
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      close: () => pool.end(),
    };
  }
  const release = target.kind === 'pglite' ? await acquireDataDirLock(target.dataDir) : () => {};
  try {
    const extensions = { unaccent, pg_trgm };
    const client =
      target.kind === 'pglite'
        ? await PGlite.create(target.dataDir, { extensions })
        : await PGlite.create({ extensions, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) });
    // After it is made: making it sets the array types' parsers, which would parse the arrays drizzle keeps as text.
    Object.assign(client.parsers, PGLITE_PARSERS);
    const tap = new StatementTap(); // countQueries (query-count.ts)
    const prepared = pgliteRunners(client, tap);
    // A transaction's statements run prepared too (executePrepared), on the transaction's connection.
    const driverClient = withClientParsers(client, (tx, wrapped) => attachTransactionRunner(wrapped, prepared.inTransaction(tx)));
    const pgliteDb = attachStatementTap(drizzlePglite(driverClient, { ...options, logger: tap }), tap);
    attachPreparedRunner(pgliteDb, prepared.runner);
    return {
      db: pgliteDb as unknown as Db,
      kind: target.kind,
      migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
      analyze: async () => void (await client.exec('vacuum analyze')),
      maintain: () => vacuumWhereNeeded(client),
      ping: async () => void (await client.query('select 1')),
      withSetupLock: (work) => work(),
      dump: () => client.dumpDataDir('gzip'),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
