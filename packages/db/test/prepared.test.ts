import { eq, getTableColumns, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries, type Database, executePrepared, openDatabase, rowOf, schema, selectedColumns } from '@konfety/db';
import { literal, preparedName } from '../src/prepared';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';

/**
 * `executePrepared` (prepared.ts): a hot statement is parsed and planned once per connection, answers exactly
 * what an ordinary statement answers, is counted like one, and never lets a parameter out of its literal; and
 * `Database.analyze`, the statistics the plans are made from.
 */

const HOSTILE = `O'Brien'); DROP TABLE products; --`;

/** A statement whose answer depends on every kind of parameter the runner sends as a literal. */
const probe = (text: string, n: number, flag: boolean, nothing: null) =>
  sql`select ${text}::text as text, length(${text}::text) as length, ${n}::int * 2 as doubled, ${flag}::boolean as flag,
    ${nothing}::int is null as missing, now()::date = current_date as dated, timestamptz '2026-11-27 10:00:00+00' as at,
    array[date '2026-11-27'] as days, count(*)::int as products from products`;

/** How many of this session's prepared statements are named after `name`. */
async function preparedCount(database: Database, name: string): Promise<number> {
  const rows = (await database.db.execute(sql`select count(*)::int as n from pg_prepared_statements where name like ${`${name}_%`}`)) as unknown as { rows: Array<{ n: number }> };
  return rows.rows[0]!.n;
}

/** How many times the statements named after `name` were executed (a plan used), as `db` (a transaction) sees them. */
async function plansOf(db: { execute: Database['db']['execute'] }, name: string): Promise<number> {
  const rows = (await db.execute(sql`select coalesce(sum(generic_plans + custom_plans), 0)::int as n from pg_prepared_statements where name like ${`${name}_%`}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return rows.rows[0]!.n;
}

function suite(open: () => Promise<Database>) {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await database.migrate();
  });
  afterAll(() => database?.close());

  it('answers what an ordinary statement answers, the hostile string kept whole as a value', async () => {
    const query = probe(HOSTILE, 21, true, null);
    const plain = ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const prepared = await executePrepared(database.db, 'probe_values', query);
    expect(prepared).toEqual(plain);
    // Timestamps, dates and their arrays as text, as drizzle's own raw statements answer them.
    expect(prepared).toEqual([{ text: HOSTILE, length: HOSTILE.length, doubled: 42, flag: true, missing: true, dated: true, at: '2026-11-27 10:00:00+00', days: '{2026-11-27}', products: 0 }]);
    // The table the string names is still there.
    expect(await executePrepared(database.db, 'probe_values', probe('x', 1, false, null))).toMatchObject([{ text: 'x', flag: false, products: 0 }]);
  });

  it('prepares a statement once per text, and counts each call as one statement', async () => {
    const first = await countQueries(database.db, () => executePrepared(database.db, 'probe_once', probe('a', 1, true, null)));
    const again = await countQueries(database.db, () => executePrepared(database.db, 'probe_once', probe('b', 2, false, null)));
    expect(first.count).toBe(1);
    expect(again.statements).toEqual(first.statements);
    expect(await preparedCount(database, 'probe_once')).toBe(1);
    // Another text under the same name is a statement of its own.
    await executePrepared(database.db, 'probe_once', sql`select ${'c'}::text as text`);
    expect(await preparedCount(database, 'probe_once')).toBe(2);
  });

  it('runs prepared inside a transaction too, on its connection, seeing its writes', async () => {
    const count = sql`select count(*)::int as n from settings where name = ${'probe'}`;
    await executePrepared(database.db, 'probe_tx', count);
    let seen: unknown;
    let plans = 0;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into settings (locale, name, value) values ('cs', 'probe', '{}')`);
        const before = await plansOf(tx, 'probe_tx');
        seen = await executePrepared(tx, 'probe_tx', count);
        plans = (await plansOf(tx, 'probe_tx')) - before;
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(seen).toEqual([{ n: 1 }]);
    // Its plan was used (executed as the prepared statement), not made anew for an ordinary statement.
    expect(plans).toBe(1);
    expect(await executePrepared(database.db, 'probe_tx', count)).toEqual([{ n: 0 }]);
  });

  it('runs a statement first met inside a transaction, and has it prepared for the next call', async () => {
    let seen: unknown;
    await database.db.transaction(async (tx) => {
      seen = await executePrepared(tx, 'probe_later', sql`select ${'x'}::text as text`);
    });
    expect(seen).toEqual([{ text: 'x' }]);
    const deadline = Date.now() + 5_000;
    while ((await preparedCount(database, 'probe_later')) === 0 && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    expect(await preparedCount(database, 'probe_later')).toBe(1);
  });

  it('gathers planner statistics on analyze() (PGlite has no autovacuum to do it)', async () => {
    const analyzed = async () =>
      ((await database.db.execute(sql`select last_analyze is not null as done from pg_stat_user_tables where relname = 'products'`)) as unknown as { rows: Array<{ done: boolean }> }).rows[0]!.done;
    expect(await analyzed()).toBe(false);
    await database.analyze();
    expect(await analyzed()).toBe(true);
  });

  it('reads selected columns back as the query builder answers them (rowOf), a missing left-joined row as nulls', async () => {
    const { db } = database;
    const [group] = await db.insert(schema.userGroups).values({ name: 'VIP', discountPercent: '12.50' }).returning();
    await db.insert(schema.users).values([
      { email: 'rowof@example.com', passwordHash: 'x', firstname: "O'Brien", lastname: 'Řehoř', groupId: group!.id, scopes: ['customer', 'influencer'], termsAcceptedAt: new Date('2026-11-27T10:00:00.123Z') },
      { email: 'rowof-alone@example.com', passwordHash: 'x', firstname: 'Alone', lastname: 'Nobody' },
    ]);
    const users = getTableColumns(schema.users);
    const groups = getTableColumns(schema.userGroups);
    const built = await db
      .select({ user: schema.users, group: schema.userGroups })
      .from(schema.users)
      .leftJoin(schema.userGroups, eq(schema.userGroups.id, schema.users.groupId))
      .where(like(schema.users.email, 'rowof%'))
      .orderBy(schema.users.email);
    const raw = await executePrepared<Record<string, unknown>>(
      db,
      'probe_row_of',
      sql`select ${selectedColumns(users, 'u', 'u_')}, ${selectedColumns(groups, 'g', 'g_')}
        from users u left join user_groups g on g.id = u.group_id where u.email like ${'rowof%'} order by u.email`,
    );
    const read = raw.map((r) => ({ user: rowOf(users, r, 'u_'), group: r.g_id === null ? null : rowOf(groups, r, 'g_') }));
    expect(read).toEqual(built);
    const [alone, member] = read; // rowof-alone@ sorts before rowof@
    expect(member!.user.termsAcceptedAt).toEqual(new Date('2026-11-27T10:00:00.123Z'));
    expect(member!.user.scopes).toEqual(['customer', 'influencer']);
    expect(member!.group?.discountPercent).toBe('12.50');
    expect(alone!.user.termsAcceptedAt).toBeNull();
    expect(alone!.group).toBeNull();
    // A column the statement did not select is a mistake, not a null.
    expect(() => rowOf(users, raw[0]!, 'g_')).toThrow(/no column g_email/);
  });

  it('makes a statement dropped behind its back again', async () => {
    await executePrepared(database.db, 'probe_dropped', probe('d', 3, true, null));
    await database.db.execute(sql`deallocate all`);
    expect(await executePrepared(database.db, 'probe_dropped', probe('e', 4, true, null))).toMatchObject([{ text: 'e', doubled: 8 }]);
  });
}

describe('executePrepared on PGlite', () => {
  suite(() => openDatabase({ kind: 'pglite-memory' }));
});

describe('executePrepared on PostgreSQL', () => {
  let server: ThrowawayPostgres;
  beforeAll(async () => {
    server = await startThrowawayPostgres();
  });
  afterAll(() => server?.stop());
  // One connection, so the session the checks look into is the one the statements were prepared on.
  suite(() => openDatabase({ kind: 'postgres', url: server.url(), poolSize: 1 }));
});

describe('literal', () => {
  it('quotes every value as text, doubling the quote, and refuses what PostgreSQL could not take', () => {
    expect(literal("it's")).toBe("'it''s'");
    expect(literal(12)).toBe("'12'");
    expect(literal(true)).toBe("'true'");
    expect(literal(null)).toBe('NULL');
    expect(() => literal('a\u0000b')).toThrow(RangeError);
    expect(() => literal(Number.NaN)).toThrow(RangeError);
  });

  it('refuses a statement name that is not a plain lower-case identifier (it is spliced into PREPARE/EXECUTE)', async () => {
    const database = await openDatabase({ kind: 'pglite-memory' });
    try {
      await expect(executePrepared(database.db, 'x; drop table products', sql`select 1`)).rejects.toThrow(RangeError);
      await expect(executePrepared(database.db, 'Listing', sql`select 1`)).rejects.toThrow(RangeError);
    } finally {
      await database.close();
    }
  });

  it('names a text the same every time and two texts apart, and refuses a bad name every time it is asked', () => {
    const a = preparedName('probe_names', 'select 1');
    expect(a).toMatch(/^probe_names_[0-9a-f]{16}$/);
    expect(preparedName('probe_names', `select ${1}`)).toBe(a);
    expect(preparedName('probe_names', 'select 2')).not.toBe(a);
    expect(preparedName('probe_other', 'select 1')).not.toBe(a);
    for (let i = 0; i < 2; i++) expect(() => preparedName('Bad name', 'select 1')).toThrow(RangeError);
  });
});
