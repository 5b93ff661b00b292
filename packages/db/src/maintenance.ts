import type { PGlite } from '@electric-sql/pglite';

/*
 * What PostgreSQL's autovacuum daemon does, for the embedded database, which has none: without it the dead rows
 * of every update and delete (guest carts are created by visitors' first page views and purged after their
 * lifetime; stock and order rows change with every order) would stay until the next start, and the statistics
 * would age. The server calls it hourly (server.ts housekeeping), the start itself vacuums everything.
 */

/** autovacuum's defaults: a table is vacuumed when its dead rows exceed 50 + 20 % of its live ones … */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
/** … and analysed when the rows changed since its last ANALYZE exceed 50 + 10 %. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

/** Vacuums (with ANALYZE) or analyses the tables that need it, one at a time; answers their names. */
export async function vacuumWhereNeeded(client: PGlite): Promise<string[]> {
  // The session's counters reach the statistics views when flushed, at most once a second otherwise.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<{ relname: string; vacuum: boolean; analyze: boolean }>(
    `select relname,
       n_dead_tup > $1::int + $2::float8 * n_live_tup as vacuum,
       n_mod_since_analyze > $3::int + $4::float8 * n_live_tup as analyze
     from pg_stat_user_tables where schemaname = 'public' order by relname`,
    [VACUUM_THRESHOLD, VACUUM_SCALE, ANALYZE_THRESHOLD, ANALYZE_SCALE],
  );
  const done: string[] = [];
  for (const { relname, vacuum, analyze } of rows) {
    if (!vacuum && !analyze) continue;
    const table = `public."${relname.replaceAll('"', '""')}"`;
    await client.exec(vacuum ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`);
    done.push(relname);
  }
  return done;
}
