import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countQueries, detachedFromQueryCount, openDatabase, type Database } from '../src/index';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite-memory' });
});
afterAll(() => database.close());

describe('countQueries', () => {
  it('records the statements of the work it wraps, transactions as begin … commit', async () => {
    const { db } = database;
    const counted = await countQueries(db, async () => {
      await db.execute(sql`select 1`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 2`);
        await tx.transaction(async (inner) => inner.execute(sql`select 3`));
      });
      return 'done';
    });
    expect(counted.result).toBe('done');
    expect(counted.statements[0]).toBe('select 1');
    expect(counted.statements.slice(1, 3)).toEqual(['begin', 'select 2']);
    expect(counted.statements.at(-1)).toBe('commit');
    expect(counted.statements.filter((s) => /savepoint/.test(s))).toHaveLength(2);
    expect(counted.transactions).toBe(1);
    expect(counted.count).toBe(counted.statements.length);
  });

  it('counts a rolled-back transaction as begin … rollback', async () => {
    const { db } = database;
    const counted = await countQueries(db, () => db.transaction(async (tx) => tx.execute(sql`select 1`)).then(() => db.transaction(async () => { throw new Error('no'); })).catch(() => 'caught'));
    expect(counted.statements).toEqual(['begin', 'select 1', 'commit', 'begin', 'rollback']);
  });

  it('leaves out concurrent work outside the count, detached work and work after the end', async () => {
    const { db } = database;
    let later: Promise<unknown> = Promise.resolve();
    const outside = db.execute(sql`select 'outside'`);
    const counted = await countQueries(db, async () => {
      void detachedFromQueryCount(() => db.execute(sql`select 'detached'`));
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.execute(sql`select 'later'`));
      await db.execute(sql`select 'inside'`);
    });
    await Promise.all([outside, later]);
    expect(counted.statements).toEqual([`select 'inside'`]);
  });

  it('refuses a database it did not open', async () => {
    await expect(countQueries({}, async () => 1)).rejects.toThrow(/openDatabase/);
  });
});
