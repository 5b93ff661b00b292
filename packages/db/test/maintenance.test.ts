import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@konfety/db';

/**
 * `Database.maintain()` on the embedded database (maintenance.ts): what autovacuum would do, PGlite having no
 * such daemon — a table with enough dead rows is vacuumed, one with enough changed rows analysed, the rest left.
 */

async function stats(database: Database, table: string) {
  const { rows } = (await database.db.execute(
    sql`select n_dead_tup::int as dead, n_mod_since_analyze::int as changed, vacuum_count::int as vacuums from pg_stat_user_tables where relname = ${table}`,
  )) as unknown as { rows: Array<{ dead: number; changed: number; vacuums: number }> };
  return rows[0]!;
}

describe('maintain() on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
    await database.analyze();
  });
  afterAll(() => database?.close());

  it('vacuums a table whose dead rows exceed autovacuum’s threshold, analyses one with enough changes, leaves the others', async () => {
    expect(await database.maintain()).toEqual([]);
    // 300 rows, 200 of them deleted: 200 dead > 50 + 20 % of 100 live.
    await database.db.execute(sql`insert into search_placeholders (locale, text, position) select 'cs', 'Hledat ' || g, g from generate_series(1, 300) g`);
    await database.db.execute(sql`delete from search_placeholders where position > 100`);
    // 80 new rows, none dead: 80 changes > 50 + 10 % of 80, so analysed only.
    await database.db.execute(sql`insert into banners (locale, position, title) select 'cs', 'banner.promo', 'Banner ' || g from generate_series(1, 80) g`);
    // A few changes stay below both thresholds.
    await database.db.execute(sql`insert into currencies (code, rate) values ('XTS', '1')`);

    const before = { placeholders: await stats(database, 'search_placeholders'), banners: await stats(database, 'banners') };
    expect(await database.maintain()).toEqual(['banners', 'search_placeholders']);
    expect(await stats(database, 'search_placeholders')).toEqual({ dead: 0, changed: 0, vacuums: before.placeholders.vacuums + 1 });
    expect(await stats(database, 'banners')).toEqual({ dead: 0, changed: 0, vacuums: before.banners.vacuums });
    expect((await stats(database, 'currencies')).changed).toBe(1);
    expect(await database.maintain()).toEqual([]);
  });
});
