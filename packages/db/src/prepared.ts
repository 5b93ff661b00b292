import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { types as pgliteTypes } from '@electric-sql/pglite';
import { type Column, type InferColumnsDataTypes, type SQL, sql } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';
import type { StatementTap } from './query-count';

/*
 * Hot read statements (the catalogue's listing and product reads) as named prepared statements: the database
 * parses, analyses and plans such a statement once per connection instead of on every call. On the embedded
 * database that is most of a listing's cost: its statement took 2.2 ms per call, 1.2 ms prepared (measured on the
 * demo catalogue, the statement alone, interleaved runs). On PostgreSQL it saves the planning, a few tenths of a
 * millisecond per call.
 *
 * PGlite's query API always sends the unnamed statement, so on PGlite the statement is made with SQL `PREPARE`
 * and run with `EXECUTE name('…', …)`, its parameters as quoted literals (text, as the extended protocol sends
 * them, each converted to the parameter's type by PostgreSQL). Only plain values are sent this way (strings,
 * numbers, booleans, null); anything else runs as an ordinary statement. node-postgres prepares named
 * statements on each pooled connection by itself. A connection pooler in front of PostgreSQL must keep them
 * (PgBouncer ≥ 1.21 with `max_prepared_statements`, or session pooling).
 */

type Param = string | number | bigint | boolean | null;
type Runner = (name: string, text: string, params: Param[]) => Promise<Record<string, unknown>[]>;

const runners = new WeakMap<object, Runner>();
const dialect = new PgDialect({ casing: 'snake_case' });
const casing = new CasingCache('snake_case');

/** Timestamps, intervals and dates stay strings, as drizzle's own raw `execute` leaves them on both drivers. */
const RAW_TYPE_IDS = [pgliteTypes.TIMESTAMP, pgliteTypes.TIMESTAMPTZ, pgliteTypes.INTERVAL, pgliteTypes.DATE, 1231, 1115, 1185, 1187, 1182];

/**
 * The embedded database's own parsers (client.ts gives it them): the types drizzle asks to keep as text are
 * text. Drizzle passes the same with each of its statements; the prepared statements pass none, because PGlite
 * copies its ≈ 300 parsers into a new object for every statement given some (≈ 0.1 ms a statement here).
 */
export const PGLITE_PARSERS: Record<number, (value: string) => unknown> = Object.fromEntries(RAW_TYPE_IDS.map((id) => [id, (value: string) => value]));

/** Query options as drizzle passes them with each statement on the embedded database. */
interface QueryOptions {
  parsers?: Record<number, (value: string) => unknown>;
  [option: string]: unknown;
}

/** `options` without parsers the client already has (the same identity parsers, `PGLITE_PARSERS`). */
function withoutOwnParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const id in options.parsers) if (!(id in PGLITE_PARSERS)) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

export interface Queryable {
  query<T = unknown>(text: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  transaction(fn: (tx: Queryable) => Promise<unknown>): Promise<unknown>;
}

/**
 * The embedded client as drizzle is given it: its statements (in a transaction too) without the parsers drizzle
 * passes with every one, which are the client's own (`PGLITE_PARSERS`), so that PGlite does not copy its ≈ 300
 * parsers into a new object for each statement (≈ 0.1 ms a statement: a tenth of a cart change's CPU). Everything
 * else is the client's. `onTransaction` is told of each transaction's connection and the wrapped one drizzle gets.
 */
export function withClientParsers<C extends object>(client: C, onTransaction?: (tx: Queryable, wrapped: Queryable) => void): C {
  const target = client as unknown as Queryable;
  return new Proxy(client, {
    get(_, property) {
      if (property === 'query') return (text: string, params?: unknown[], options?: QueryOptions) => target.query(text, params, withoutOwnParsers(options));
      if (property === 'transaction') {
        return (fn: (tx: Queryable) => Promise<unknown>) =>
          target.transaction((tx) => {
            const wrapped = withClientParsers(tx, onTransaction);
            onTransaction?.(tx, wrapped);
            return fn(wrapped);
          });
      }
      const value: unknown = Reflect.get(client, property, client);
      return typeof value === 'function' ? value.bind(client) : value;
    },
  });
}

function isPlain(value: unknown): value is Param {
  return value === null || ['string', 'number', 'bigint', 'boolean'].includes(typeof value);
}

/** A parameter as a quoted literal (standard_conforming_strings: only the quote itself is doubled). */
export function literal(value: Param): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const text = String(value);
  if (text.includes('\u0000')) throw new RangeError('a NUL character cannot be sent to PostgreSQL');
  return `'${text.replaceAll("'", "''")}'`;
}

/** Statement names by caller's name and text: hashing the text was ≈ 1.5 % of the cart widget's CPU, once per statement. */
const names = new Map<string, Map<string, string>>();

/**
 * The statement's name on the connection: the caller's name and a hash of its text, since one call site may
 * build several texts (sort orders, filters) and a name must always mean the same text. Kept without eviction,
 * as the statements themselves are (`pgliteRunner`): the texts come from the code.
 */
export function preparedName(name: string, text: string): string {
  let byText = names.get(name);
  if (!byText) {
    if (!/^[a-z][a-z0-9_]{0,40}$/.test(name)) throw new RangeError(`invalid prepared statement name: ${name}`);
    names.set(name, (byText = new Map()));
  }
  let statement = byText.get(text);
  if (statement === undefined) byText.set(text, (statement = `${name}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`));
  return statement;
}

/** A transaction's connection on the embedded database, as PGlite hands it to the transaction's work. */
interface PgliteTransaction {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * Runs prepared statements on an embedded database whose parsers include `PGLITE_PARSERS`: `runner` outside a
 * transaction, `inTransaction(tx)` on a transaction's connection (the same one: PGlite has one), which executes a
 * statement prepared before and runs one not yet prepared as an ordinary statement, preparing it for next time
 * once the transaction is over. A PREPARE inside the transaction could fail (made meanwhile by the root's
 * PREPARE, queued behind it) and abort the transaction; and the root's PREPARE cannot be awaited inside it, as it
 * waits for the transaction to end.
 */
export function pgliteRunners(client: PGlite, tap: StatementTap): { runner: Runner; inTransaction: (tx: PgliteTransaction) => Runner } {
  const prepared = new Map<string, Promise<void>>();
  /** Statements known to be prepared on the connection. */
  const ready = new Set<string>();
  // Never evicted: the texts come from the code (a call site's sorts and filters), not from the data, so
  // there are a few dozen at most, as node-postgres keeps them on each connection.
  const prepare = (statement: string, text: string) => {
    let made = prepared.get(statement);
    if (made) return made;
    made = client.exec(`PREPARE ${statement} AS ${text}`).then(() => void ready.add(statement));
    made.catch(() => prepared.delete(statement));
    prepared.set(statement, made);
    return made;
  };
  const forget = (statement: string) => {
    prepared.delete(statement);
    ready.delete(statement);
  };
  const executeText = (statement: string, params: Param[]) => `EXECUTE ${statement}${params.length ? `(${params.map(literal).join(', ')})` : ''}`;
  const runner: Runner = async (name, text, params) => {
    const statement = preparedName(name, text);
    tap.logQuery(text, params);
    const execute = executeText(statement, params);
    await prepare(statement, text);
    try {
      return (await client.query<Record<string, unknown>>(execute)).rows;
    } catch (e) {
      // Dropped behind our back (DEALLOCATE ALL, DISCARD): made again once.
      if ((e as { code?: string }).code !== '26000') throw e;
      forget(statement);
      await prepare(statement, text);
      return (await client.query<Record<string, unknown>>(execute)).rows;
    }
  };
  const inTransaction = (tx: PgliteTransaction): Runner => async (name, text, params) => {
    const statement = preparedName(name, text);
    tap.logQuery(text, params);
    if (ready.has(statement)) return (await tx.query<Record<string, unknown>>(executeText(statement, params))).rows;
    prepare(statement, text).catch(() => undefined); // runs after the transaction; a failure is the next caller's
    return (await tx.query<Record<string, unknown>>(text, params)).rows;
  };
  return { runner, inTransaction };
}

const rawTypeIds = new Set<number>(RAW_TYPE_IDS);
/** node-postgres's parsers, but the types drizzle keeps as text as text. */
const rawTypes = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') => (rawTypeIds.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format))) as typeof pg.types.getTypeParser,
};

export function postgresRunner(pool: pg.Pool, tap: StatementTap): Runner {
  return async (name, text, params) => {
    tap.logQuery(text, params);
    const query = { name: preparedName(name, text), text, values: params, types: rawTypes };
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<Record<string, unknown>>(query);
        client.release();
        return rows;
      } catch (e) {
        // node-postgres remembers which statements each connection has; one dropped behind its back (DEALLOCATE,
        // DISCARD ALL) answers 26000 on that connection for good, so the connection is closed (the pool opens a
        // new one) and the statement made again.
        const dropped = (e as { code?: string }).code === '26000';
        client.release(dropped ? (e as Error) : undefined);
        if (!dropped || attempt === 2) throw e;
      }
    }
  };
}

/**
 * Runs prepared statements on one connection of the pool, the one a transaction holds: node-postgres prepares a
 * named statement on each connection the first time it runs there. A statement dropped behind its back (26000)
 * fails the transaction, which cannot move to another connection; the pool's runner, next, closes such a connection.
 */
export function postgresClientRunner(client: pg.ClientBase, tap: StatementTap): Runner {
  return async (name, text, params) => {
    tap.logQuery(text, params);
    return (await client.query<Record<string, unknown>>({ name: preparedName(name, text), text, values: params, types: rawTypes })).rows;
  };
}

/** Registers how `executePrepared` runs statements on a database `openDatabase` opened. */
export function attachPreparedRunner(db: object, runner: Runner): void {
  runners.set(db, runner);
}

/** Runners of the connections transactions hold, by the driver's client a drizzle transaction's session holds. */
const transactionRunners = new WeakMap<object, Runner>();

/** Registers how `executePrepared` runs statements in a transaction on `client` (a PGlite transaction, a pool's connection). */
export function attachTransactionRunner(client: object, runner: Runner): void {
  transactionRunners.set(client, runner);
}

/** The runner of `db` when it is a drizzle transaction on a connection with one (drizzle's session holds its client). */
function transactionRunnerOf(db: object): Runner | undefined {
  const client = (db as { session?: { client?: unknown } }).session?.client;
  return typeof client === 'object' && client !== null ? transactionRunners.get(client) : undefined;
}

/**
 * Runs `query` as the prepared statement `name` (lower-case letters, digits, underscores) and answers its rows,
 * on a database `openDatabase` opened or in a transaction on it. With a parameter that is not a plain value it
 * runs as an ordinary statement, with the same rows.
 */
export async function executePrepared<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const runner = runners.get(db) ?? transactionRunnerOf(db);
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (runner && params.every(isPlain)) return (await runner(name, text, params)) as Row[];
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

type Columns = Record<string, Column>;

/** Each column's key and its name in SQL, worked out once per columns object. */
const namesOf = new WeakMap<Columns, Array<[key: string, column: Column, name: string]>>();

function columnNames(columns: Columns) {
  let names = namesOf.get(columns);
  if (!names) {
    names = Object.entries(columns).map(([key, column]) => [key, column, casing.getColumnCasing(column)]);
    namesOf.set(columns, names);
  }
  return names;
}

/**
 * `alias."column" as "prefixcolumn", …` of drizzle columns (a table's `getTableColumns`, or a pick of them), for
 * a raw statement run by `executePrepared`; `rowOf` reads them back from its rows. The prefix keeps apart the
 * same column name of several tables.
 */
export function selectedColumns(columns: Columns, alias: string, prefix: string): SQL {
  return sql.raw(columnNames(columns).map(([, , name]) => `${alias}."${name}" as "${prefix}${name}"`).join(', '));
}

/**
 * The columns `selectedColumns` selected from a raw row, as drizzle's query builder answers them: by key, each
 * value mapped from the driver's (a timestamp's text to a Date, …), a null as null. A left-joined table's missing
 * row comes back with every value null: the caller tells it by its key column.
 */
export function rowOf<C extends Columns>(columns: C, raw: Record<string, unknown>, prefix: string): InferColumnsDataTypes<C> {
  const row: Record<string, unknown> = {};
  for (const [key, column, name] of columnNames(columns)) {
    const value = raw[prefix + name];
    if (value === undefined) throw new Error(`rowOf: the row has no column ${prefix}${name}`);
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as InferColumnsDataTypes<C>;
}
