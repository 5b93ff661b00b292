import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@konfety/config';
import { DEMO_PRODUCT_COUNT, migrationsFolder, openDatabase } from '@konfety/db';
import { seedDemo } from '@konfety/db/seed';
import { diskFiles } from '@konfety/storage';
import { freePort } from '@konfety/test-support/free-port';
import { startShopProcess, type ShopProcess } from '@konfety/test-support/shop-process';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';

/**
 * Several shop processes starting at once on one PostgreSQL (a deploy of N replicas): each migrates and, on an
 * empty database, seeds the demo shop. Without a lock between them they raced: on an empty database two of three
 * crashed in the migrations, and with one pending migration most boots failed. They must all become ready, with
 * every migration applied once, the shop seeded once and the hourly housekeeping (a scheduled job) run once between them.
 * Runs in the browser project, whose global setup builds the storefront the production shop serves.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mediaCache = path.join(repoRoot, '.tmp', 'browser-media');
const PROCESSES = 3;
const SEEDING = 'empty database: seeding the demo shop';

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

let pgServer: ThrowawayPostgres;
beforeAll(async () => {
  pgServer = await startThrowawayPostgres();
  cleanups.push(() => pgServer.stop());
});

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;


/**
 * The statements that take back an additive migration (drizzle-kit's `ADD COLUMN`, `CREATE INDEX`, `CREATE TABLE`), in
 * reverse order; any other statement fails the test loudly, for whoever adds such a migration to extend this.
 */
function undoMigration(sql: string): string {
  const statements = sql.split('--> statement-breakpoint').map((t) => t.trim().replace(/;$/, '')).filter(Boolean);
  return statements
    .map((statement) => {
      const column = /^ALTER TABLE ("[^"]+") ADD COLUMN ("[^"]+")/i.exec(statement);
      if (column) return `ALTER TABLE ${column[1]} DROP COLUMN ${column[2]}`;
      const index = /^CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?("[^"]+")/i.exec(statement);
      if (index) return `DROP INDEX ${index[1]}`;
      const table = /^CREATE TABLE (?:IF NOT EXISTS )?("[^"]+"(?:\."[^"]+")?)/i.exec(statement);
      if (table) return `DROP TABLE ${table[1]}`;
      throw new Error(`The last migration has a statement this test cannot take back: ${statement.slice(0, 120)}`);
    })
    .reverse()
    .join('; ');
}

async function query<T>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * `PROCESSES` shops started at the same moment on `databaseUrl`, seeding on start as `npm start` does; all must
 * become ready. `whileStarting` runs meanwhile.
 */
async function startAtOnce(databaseUrl: string, whileStarting?: () => Promise<void>): Promise<ShopProcess[]> {
  const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
  // One shop: the same site URL in every process, and the same media directory (the seeding process writes the pictures).
  const siteUrl = `http://127.0.0.1:${ports[0]}`;
  fs.mkdirSync(mediaCache, { recursive: true });
  const starts = ports.map((port) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-multi-start-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    fs.symlinkSync(mediaCache, path.join(dataDir, 'media'), 'dir');
    return startShopProcess({ port, dataDir, databaseUrl, env: { SEED_ON_START: 'true', SITE_URL_CZ: siteUrl, PUBLIC_URL: siteUrl }, timeoutMs: 300_000 });
  });
  await whileStarting?.();
  const settled = await Promise.allSettled(starts);
  for (const s of settled) if (s.status === 'fulfilled') cleanups.push(() => s.value.kill('SIGKILL'));
  const failed = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
  expect(failed.map((f) => String(f.reason).slice(0, 3000)), `${failed.length} of ${PROCESSES} processes did not become ready`).toEqual([]);
  return settled.map((s) => (s as PromiseFulfilledResult<ShopProcess>).value);
}

async function expectServing(shops: ShopProcess[]) {
  for (const shop of shops) {
    const res = await fetch(`${shop.baseUrl}/api/catalog/category/cs`);
    expect(res.status, shop.baseUrl).toBe(200);
    await res.arrayBuffer();
  }
}

async function expectMigratedOnce(databaseUrl: string) {
  const applied = await query<{ created_at: string; hash: string }>(databaseUrl, 'select created_at, hash from drizzle.__drizzle_migrations order by id');
  expect(applied.map((m) => Number(m.created_at))).toEqual(journal.entries.map((e) => e.when));
  expect(new Set(applied.map((m) => m.hash)).size).toBe(journal.entries.length);
}

/**
 * The hourly housekeeping is a scheduled job: every process queues the hour's slot at start, one job per slot gets in,
 * and it runs once (processes starting across the turn of an hour make two slots, each run once).
 */
async function expectHousekeepingRunOnce(databaseUrl: string) {
  const read = () => query<{ key: string; attempts: number; done: boolean }>(databaseUrl, `select key, attempts, done_at is not null as done from jobs where kind = 'housekeeping' order by id`);
  const deadline = Date.now() + 60_000;
  let slots = await read();
  while (!(slots.length > 0 && slots.every((slot) => slot.done)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50)); // poll interval
    slots = await read();
  }
  expect(slots.length).toBeGreaterThan(0);
  expect(slots).toEqual(slots.map((slot) => ({ key: slot.key, attempts: 1, done: true })));
}

describe(`${PROCESSES} shop processes starting at once on one PostgreSQL`, () => {
  it('on an empty database: all become ready, the migrations applied once, the shop seeded once, the housekeeping run once', async () => {
    const databaseUrl = pgServer.createDatabase('multi_start_empty');
    const shops = await startAtOnce(databaseUrl);
    await expectServing(shops);
    await expectMigratedOnce(databaseUrl);
    expect(shops.filter((s) => s.output().includes(SEEDING))).toHaveLength(1);
    const [counts] = await query<{ products: string; sites: string; accounts: string }>(
      databaseUrl,
      `select (select count(*) from products) as products, (select count(*) from sites) as sites, (select count(*) from users where email = 'zakaznik@example.com') as accounts`,
    );
    expect(counts).toEqual({ products: String(DEMO_PRODUCT_COUNT), sites: '2', accounts: '1' });
    await expectHousekeepingRunOnce(databaseUrl);
  }, 400_000);

  it('with one pending migration on a seeded database: all become ready, the migration applied once, nothing seeded again', async () => {
    const databaseUrl = pgServer.createDatabase('multi_start_pending');
    // The shop as the previous release left it: every migration but the last, seeded. Today's seed writes what the last
    // migration may add (0034: brands' and stores' translations), so the shop is seeded on the whole schema and the
    // last migration then taken back (`undoMigration`) and forgotten: pending again, for the processes to apply.
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl });
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    try {
      await migrate(database.db as never, { migrationsFolder });
      await seedDemo(database.db, { sites: config.sites, files: diskFiles(mediaCache) });
    } finally {
      await database.close();
    }
    const last = journal.entries.at(-1)!;
    await query(databaseUrl, `begin; ${undoMigration(fs.readFileSync(path.join(migrationsFolder, `${last.tag}.sql`), 'utf8'))}; delete from drizzle.__drizzle_migrations where created_at = ${last.when}; commit`);
    expect(await query(databaseUrl, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: journal.entries.length - 1 }]);

    // One short migration is over in milliseconds, so whether the processes overlap is left to chance (without the
    // set-up lock they did not, in one run here). The migrations table held until all of them wait for a lock (that
    // table or the set-up lock) sends them in together.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table drizzle.__drizzle_migrations in access exclusive mode');
    const shops = await startAtOnce(databaseUrl, async () => {
      try {
        const deadline = Date.now() + 180_000;
        for (;;) {
          const waiting = await query<{ n: number }>(databaseUrl, `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
          if (waiting[0]!.n >= PROCESSES || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 50)); // poll interval
        }
      } finally {
        await holder.query('commit');
        await holder.end();
      }
    });
    await expectServing(shops);
    await expectMigratedOnce(databaseUrl);
    expect(shops.filter((s) => s.output().includes(SEEDING))).toEqual([]);
    expect(await query(databaseUrl, 'select count(*)::int as n from products')).toEqual([{ n: DEMO_PRODUCT_COUNT }]);
    await expectHousekeepingRunOnce(databaseUrl);
  }, 400_000);
});
