import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/*
 * Counting the SQL statements a piece of work sends (Saleor-style pinned query
 * counts). Every database `openDatabase` opens gets a `StatementTap` as its
 * drizzle logger; `countQueries(db, fn)` records, for the duration of `fn`,
 * the statements that `fn` (and everything it awaits, e.g. a Fastify inject)
 * sends to that database. The recording follows the async context
 * (AsyncLocalStorage), so concurrent work elsewhere in the process is not
 * counted, and nothing is recorded when no count is running (the tap is then a
 * single `getStore()` per statement).
 *
 * Transactions count as two statements, `begin` and `commit` (or `rollback`),
 * on both drivers: node-postgres sends them through drizzle (logged), PGlite
 * sends them itself (not logged), so the tap drops the logged ones and records
 * its own around `db.transaction`. Savepoints (nested transactions) are sent
 * through drizzle on both and counted as they come.
 */

export interface QueryCount<T> {
  result: T;
  /** Statements sent, in order (SQL text; `begin`/`commit`/`rollback` for transaction control). */
  statements: string[];
  /** The same statements with their parameters (EXPLAIN them, replay them). */
  queries: Array<{ sql: string; params: unknown[] }>;
  /** statements.length */
  count: number;
  /** How many top-level transactions were opened. */
  transactions: number;
}

interface Recording {
  tap: StatementTap;
  queries: Array<{ sql: string; params: unknown[] }>;
  open: boolean;
}

const recording = new AsyncLocalStorage<Recording>();
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b(?!\s+to\b)/i;

export class StatementTap implements Logger {
  logQuery(query: string, params: unknown[]): void {
    const rec = recording.getStore();
    if (!rec || rec.tap !== this || !rec.open) return;
    if (TRANSACTION_CONTROL.test(query)) return; // recorded by the transaction wrapper, the same on both drivers
    rec.queries.push({ sql: query, params });
  }

  /** Records transaction control sent by the driver itself (PGlite) or normalised from drizzle's (node-postgres). */
  record(statement: string): void {
    const rec = recording.getStore();
    if (rec && rec.tap === this && rec.open) rec.queries.push({ sql: statement, params: [] });
  }
}

const taps = new WeakMap<object, StatementTap>();

/**
 * Attaches a tap to a drizzle database (its logger must be the tap): remembers
 * it for `countQueries` and records `begin`/`commit`/`rollback` around its
 * top-level transactions.
 */
export function attachStatementTap<D extends { transaction: (...args: never[]) => Promise<unknown> }>(db: D, tap: StatementTap): D {
  taps.set(db, tap);
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  (db as { transaction: unknown }).transaction = async (...args: unknown[]) => {
    tap.record('begin');
    try {
      const result = await transaction(...args);
      tap.record('commit');
      return result;
    } catch (error) {
      tap.record('rollback');
      throw error;
    }
  };
  return db;
}

/** Runs `fn` and answers its result with the statements it sent to `db` (a database opened by `openDatabase`). */
export async function countQueries<T>(db: object, fn: () => Promise<T> | T): Promise<QueryCount<T>> {
  const tap = taps.get(db);
  if (!tap) throw new Error('countQueries: this database was not opened by openDatabase (no statement tap)');
  const rec: Recording = { tap, queries: [], open: true };
  try {
    const result = await recording.run(rec, async () => fn());
    const queries = [...rec.queries];
    const statements = queries.map((q) => q.sql);
    return { result, statements, queries, count: statements.length, transactions: statements.filter((s) => s === 'begin').length };
  } finally {
    rec.open = false;
  }
}

/**
 * Runs fire-and-forget work (a confirmation e-mail after the order commits)
 * outside any count in progress: it is not part of the request that started
 * it, and its timing would make the request's count vary.
 */
export function detachedFromQueryCount<T>(fn: () => T): T {
  return recording.exit(fn);
}

/** A readable list of counted statements for a failing assertion. */
export function formatStatements(statements: readonly string[]): string {
  return statements.map((s, i) => `${String(i + 1).padStart(3)}. ${s.replace(/\s+/g, ' ')}`).join('\n');
}
