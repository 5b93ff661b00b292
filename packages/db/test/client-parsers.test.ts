import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, schema } from '@konfety/db';
import { PGLITE_PARSERS, withClientParsers } from '../src/prepared';

/**
 * The embedded client as drizzle gets it (`withClientParsers`): drizzle's statements reach PGlite without the
 * parsers drizzle passes with each, which the client has as its own, and still answer timestamps and dates as
 * text, as drizzle keeps them.
 */

/** A stand-in client that records the options of each statement, in a transaction too. */
function recordingClient() {
  const seen: Array<Record<string, unknown> | undefined> = [];
  const client = {
    closed: false,
    query: async (_text: string, _params?: unknown[], options?: Record<string, unknown>) => {
      seen.push(options);
      return { rows: [] };
    },
    transaction: async <T>(fn: (tx: unknown) => Promise<T>) => fn(client),
  };
  return { client, seen };
}

const DRIZZLE_PARSERS = Object.fromEntries(Object.keys(PGLITE_PARSERS).map((id) => [id, (value: string) => value]));

describe('withClientParsers', () => {
  it('drops the parsers the client has, keeps the rest of the options, in a transaction too', async () => {
    const { client, seen } = recordingClient();
    const wrapped = withClientParsers(client);
    await wrapped.query('select 1', [], { rowMode: 'array', parsers: DRIZZLE_PARSERS });
    await wrapped.transaction(async (tx) => (tx as typeof client).query('select 2', [], { rowMode: 'object', parsers: DRIZZLE_PARSERS }));
    expect(seen).toEqual([{ rowMode: 'array' }, { rowMode: 'object' }]);
    expect(wrapped.closed).toBe(false);
  });

  it('passes parsers the client does not have as they are', async () => {
    const { client, seen } = recordingClient();
    const own = { 1700: (value: string) => Number(value) };
    await withClientParsers(client).query('select 1', [], { parsers: own });
    expect(seen[0]?.parsers).toBe(own);
  });
});

describe('drizzle on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
  });
  afterAll(() => database?.close());

  it('answers timestamps and dates as text, as drizzle keeps them, from the client parsers alone', async () => {
    const rows = (await database.db.execute(sql`select timestamptz '2026-11-27 10:00:00+00' as at, date '2026-11-27' as day, array[date '2026-11-27'] as days`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    expect(rows.rows[0]).toEqual({ at: '2026-11-27 10:00:00+00', day: '2026-11-27', days: '{2026-11-27}' });
    // A drizzle builder's numeric column stays the exact string drizzle maps it from.
    const [currency] = await database.db.insert(schema.currencies).values({ code: 'XTS', rate: '0.04123456' }).returning();
    expect(currency).toMatchObject({ code: 'XTS', rate: '0.04123456' });
  });
});
