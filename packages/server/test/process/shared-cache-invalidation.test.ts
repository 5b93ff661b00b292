import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@konfety/config';
import { openDatabase } from '@konfety/db';
import { seedDemo } from '@konfety/db/seed';
import { diskFiles } from '@konfety/storage';
import { freePort } from '@konfety/test-support/free-port';
import { startShopProcess, type ShopProcess } from '@konfety/test-support/shop-process';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';

/**
 * Several shop processes on one PostgreSQL (ARCHITECTURE "Caching and several processes"): each caches the
 * storefront shell's data in memory, and a change made anywhere reaches every process through the change bus
 * (NOTIFY konfety_changes → each process's listener). Two real shop processes, A and B, share a throwaway
 * PostgreSQL; B serves a category name and the maintenance setting from its cache, the data is changed on the
 * shared database (as process A, an administrator or a migration would change it), and B must serve the new
 * value within the notification bound — far below the 60 s fallback TTL, so only the notification can meet it.
 * Runs in the browser project, whose global setup builds the storefront the production shop serves.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mediaCache = path.join(repoRoot, '.tmp', 'browser-media');
/** What ARCHITECTURE promises: milliseconds normally; the test allows generous slack for a loaded machine. */
const NOTIFICATION_BOUND_MS = 5_000;

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

let pgServer: ThrowawayPostgres;
let sql: pg.Client;
let a: ShopProcess;
let b: ShopProcess;

/** Polls `check` until it holds; answers how long that took, failing after `ms`. */
async function within(what: string, ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20)); // poll interval
  }
}

async function apiGet<T>(shop: ShopProcess, url: string): Promise<T> {
  const res = await fetch(`${shop.baseUrl}/api${url}`);
  expect(res.status, url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

type Node = { id: number; name: string };
const firstCategory = async (shop: ShopProcess) => (await apiGet<Node[]>(shop, '/catalog/category/cs'))[0]!;
const maintenanceOn = async (shop: ShopProcess) =>
  ((await apiGet<Array<{ name: string; value: { is_enabled?: boolean } }>>(shop, '/settings?lang=cs')).find((s) => s.name === 'maintenance')?.value.is_enabled ?? false);
/**
 * The home page (or `path`) as a current browser opens it, so that the page cache may answer it (B's hits before
 * Fastify), read to the end (an unread body would keep the request open and the shop from stopping).
 */
const homePage = async (shop: ShopProcess, path = '/') => {
  const res = await fetch(`${shop.baseUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html', 'sec-fetch-site': 'none' } });
  return { status: res.status, location: res.headers.get('location'), cache: res.headers.get('x-page-cache'), text: await res.text() };
};

beforeAll(async () => {
  pgServer = await startThrowawayPostgres();
  cleanups.push(() => pgServer.stop());
  const databaseUrl = pgServer.createDatabase('shared_shop');

  const [portA, portB] = [await freePort(), await freePort()];
  // Both processes are the same shop: one site URL (A's), so B's storefront names the same site to the API.
  const siteUrl = `http://127.0.0.1:${portA}`;
  const dataDirs = [0, 1].map(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-multi-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    fs.mkdirSync(mediaCache, { recursive: true });
    fs.symlinkSync(mediaCache, path.join(dir, 'media'), 'dir');
    return dir;
  });
  const config = loadConfig({ NODE_ENV: 'test', SITE_URL_CZ: siteUrl, PUBLIC_URL: siteUrl, DATA_DIR: dataDirs[0]!, DATABASE_URL: databaseUrl });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  try {
    await database.migrate();
    await seedDemo(database.db, { sites: config.sites, files: diskFiles(mediaCache) });
  } finally {
    await database.close();
  }

  // A logs every request (`info`: the access log, its page-cache hits answered before Fastify included); B logs only
  // warnings and errors.
  [a, b] = await Promise.all([
    startShopProcess({ port: portA, dataDir: dataDirs[0]!, databaseUrl }),
    startShopProcess({ port: portB, dataDir: dataDirs[1]!, databaseUrl, env: { SITE_URL_CZ: siteUrl, LOG_LEVEL: 'warn' } }),
  ]);
  cleanups.push(() => a.kill('SIGKILL'), () => b.kill('SIGKILL'));
  await a.waitForOutput('change bus: listening');
  // B logs nothing at `info`: its page cache serves once its change bus listens (it neither serves nor keeps before).
  await within('B listens for changes', 30_000, async () => (await homePage(b)).cache === 'hit');

  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  cleanups.push(() => sql.end());
});

describe('two shop processes on one PostgreSQL', () => {
  it('process B caches the shell data: a change that announces nothing is not seen', async () => {
    const before = await firstCategory(b);
    expect((await firstCategory(b)).name).toBe(before.name);
    await sql.query('ALTER TABLE categories DISABLE TRIGGER categories_notify_change');
    try {
      await sql.query(`UPDATE categories SET name = 'Tichá změna' WHERE id = $1`, [before.id]);
    } finally {
      await sql.query('ALTER TABLE categories ENABLE TRIGGER categories_notify_change');
    }
    // Served from B's memory (the fallback TTL is 60 s): the positive control for the next test.
    expect((await firstCategory(b)).name).toBe(before.name);
  });

  it('a category renamed on the shared database is served by process B (and A) within the notification bound', async () => {
    const { id } = await firstCategory(b);
    const name = `Nová kategorie ${Date.now()}`;
    expect((await homePage(b)).text).not.toContain(name);
    await sql.query(`UPDATE categories SET name = $1 WHERE id = $2`, [name, id]);
    const ms = await within('B serves the new category name', NOTIFICATION_BOUND_MS, async () => (await firstCategory(b)).name === name);
    expect(ms).toBeLessThan(NOTIFICATION_BOUND_MS);
    expect((await firstCategory(a)).name).toBe(name);
    // The storefront's pages of B show it too (the shell's mega-menu).
    await within('B renders the new name', NOTIFICATION_BOUND_MS, async () => (await homePage(b)).text.includes(name));
  });

  it('maintenance switched on on the shared database takes effect in process B at once, and lifts again', async () => {
    expect(await maintenanceOn(b)).toBe(false);
    expect((await homePage(b)).status).toBe(200);
    await sql.query(`UPDATE settings SET value = '{"is_enabled": true}' WHERE name = 'maintenance' AND locale = 'cs'`);
    try {
      const ms = await within('B is in maintenance', NOTIFICATION_BOUND_MS, () => maintenanceOn(b));
      expect(ms).toBeLessThan(NOTIFICATION_BOUND_MS);
      const home = await homePage(b);
      expect([302, 303, 307]).toContain(home.status);
      expect(home.location).toMatch(/\/mimo-provoz$/);
    } finally {
      await sql.query(`UPDATE settings SET value = '{"is_enabled": false}' WHERE name = 'maintenance' AND locale = 'cs'`);
    }
    await within('B is out of maintenance', NOTIFICATION_BOUND_MS, async () => (await homePage(b)).status === 200);
  });

  it('A, logging at info, logs every page view, one its page cache answers included', async () => {
    const path = `/?log-check=${Date.now()}`;
    expect((await homePage(a, path)).cache).toBe('miss');
    expect((await homePage(a, path)).cache).toBe('hit');
    const logged = () => a.output().split('\n').filter((line) => line.includes('"msg":"request"') && line.includes(`"url":"${path}"`)).length;
    await within('A logged both requests', 5_000, async () => logged() === 2);
  });

  it('both processes stop cleanly, closing their listeners', async () => {
    const [exitA, exitB] = await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
    expect(exitA).toEqual({ code: 0, signal: null });
    expect(exitB).toEqual({ code: 0, signal: null });
    await within('no listening connection left', 5_000, async () => {
      const left = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'konfety-listener'`);
      return left.rows[0]!.n === 0;
    });
  });
});
