import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChangeBus, type ChangeBus } from '../src/cache';
import { settingsOf } from '../src/features/content/service';
import { inTransaction, type SiteScope } from '../src/shop-context';
import { loadSites } from '../src/sites';
import { createTestApp, CZ, type TestApp } from './support/app';
import { TEST_NOW, TEST_SITES } from './support/constants';

/**
 * The shell data cache with its change bus (ARCHITECTURE "Caching and several processes"), on PGlite and on
 * PostgreSQL: a change made with SQL — as another process or an administrator would make it — is seen on the
 * next requests within the notification latency; without a notification the cached value stays (so the
 * cache is really used); the banners' time windows hold whatever is cached; the TTL is the safety net.
 */

/** The bound the tests hold the change bus to: far below the 60 s fallback TTL, so only a notification can meet it. */
const NOTIFICATION_BOUND_MS = 5_000;

let t: TestApp;
let bus: ChangeBus;
const heard: string[] = [];
async function startBus(ttlMs?: number) {
  const started = await startChangeBus({ db: t.db, kind: t.kind }, ttlMs ? { ttlMs } : {});
  started.onChange((topic) => heard.push(topic));
  return started;
}
beforeAll(async () => {
  t = await createTestApp();
  bus = await startBus();
});
afterAll(async () => {
  await bus?.close();
  await t?.close();
});

const run = (statement: string) => t.db.execute(sql.raw(statement));

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: CZ });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

type Setting = { name: string; value: unknown };
type Node = { id: number; name: string; subcategories: Node[] };
type Banner = { id: number; title: string };
type Currency = { code: string; rate: number };

const maintenance = async () => ((await get<Setting[]>('/api/settings?lang=cs')).find((s) => s.name === 'maintenance')?.value as { is_enabled: boolean }).is_enabled;
const firstCategoryName = async () => (await get<Node[]>('/api/catalog/category/cs'))[0]!.name;
const promoTitles = async () => (await get<Record<string, Banner[]>>('/api/poster?lang=cs'))['banner.promo']!.map((b) => b.title);
const eurRate = async () => (await get<Currency[]>('/api/lists/currencies')).find((c) => c.code === 'EUR')!.rate;
const placeholders = async () => (await get<Array<{ text: string }>>('/api/lists/searchPlaceholders')).map((p) => p.text);

/** Polls `read` until it answers `expected`, failing after the bound. */
async function seenWithin<T>(read: () => Promise<T>, expected: T, ms = NOTIFICATION_BOUND_MS) {
  await expect.poll(read, { timeout: ms, interval: 10 }).toEqual(expected);
}

let marks = 0;
/**
 * Waits until every notification sent so far has been handled: they arrive in commit order, so a marker sent
 * now comes after them. Needed before a silent change, or a late notification of an earlier write could drop
 * the entry the test expects to stay.
 */
async function drained() {
  const mark = `drained-${++marks}`;
  await run(`SELECT pg_notify('konfety_changes', '${mark}')`);
  await expect.poll(() => heard.includes(mark), { timeout: NOTIFICATION_BOUND_MS, interval: 10 }).toBe(true);
}

/** A change that sends no notification: the table's trigger is switched off around it. */
async function silently(table: string, statement: string) {
  await run(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_notify_change`);
  try {
    await run(statement);
  } finally {
    await run(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_notify_change`);
  }
}

describe('shell data cache with the change bus', () => {
  it('listens and caches', () => {
    expect(bus.listening).toBe(true);
    expect(bus.cache.enabled).toBe(true);
  });

  it('serves cached settings while no notification comes, and the new value once one does', async () => {
    await run(`UPDATE settings SET value = '{"is_enabled": false}' WHERE name = 'maintenance'`);
    await drained();
    expect(await maintenance()).toBe(false); // read into the cache
    await silently('settings', `UPDATE settings SET value = '{"is_enabled": true}' WHERE name = 'maintenance'`);
    // Cached: the silent change is not seen (the fallback TTL is 60 s).
    expect(await maintenance()).toBe(false);
    expect(await maintenance()).toBe(false);
    // Any statement on the table announces it, even one that changes no row.
    await run(`UPDATE settings SET value = value WHERE false`);
    await seenWithin(maintenance, true);
    await run(`UPDATE settings SET value = '{"is_enabled": false}' WHERE name = 'maintenance'`);
    await seenWithin(maintenance, false);
    expect(heard).toContain('settings');
  });

  it('sees a category renamed with SQL on the next requests', async () => {
    const [first] = await get<Node[]>('/api/catalog/category/cs');
    expect(await firstCategoryName()).toBe(first!.name); // cached now
    await run(`UPDATE categories SET name = 'Přejmenovaná kategorie' WHERE id = ${first!.id}`);
    await seenWithin(firstCategoryName, 'Přejmenovaná kategorie');
  });

  it('sees a banner changed with SQL on the next requests', async () => {
    const [promo] = (await get<Record<string, Banner[]>>('/api/poster?lang=cs'))['banner.promo']!;
    expect(promo).toBeDefined();
    await run(`UPDATE banners SET title = 'Nový titulek akce' WHERE id = ${promo!.id}`);
    await expect.poll(promoTitles, { timeout: NOTIFICATION_BOUND_MS, interval: 10 }).toContain('Nový titulek akce');
  });

  it('sees a currency rate changed with SQL on the next requests', async () => {
    const before = await eurRate();
    await run(`UPDATE currencies SET rate = '0.0425' WHERE code = 'EUR'`);
    expect(before).not.toBe(0.0425);
    await seenWithin(eurRate, 0.0425);
  });

  it('sees a search placeholder added with SQL on the next requests', async () => {
    expect(await placeholders()).not.toContain('Hledejte konfety na svatbu');
    await run(`INSERT INTO search_placeholders (locale, text, position) VALUES ('cs', 'Hledejte konfety na svatbu', 999)`);
    await expect.poll(placeholders, { timeout: NOTIFICATION_BOUND_MS, interval: 10 }).toContain('Hledejte konfety na svatbu');
  });

  it('shows a banner only within its activeFrom/activeTo window, whatever the cache holds', async () => {
    const hour = 3600_000;
    const from = new Date(TEST_NOW.getTime() + hour).toISOString();
    const to = new Date(TEST_NOW.getTime() + 2 * hour).toISOString();
    const announced = () => heard.filter((x) => x === 'banners').length;
    const before = announced();
    await run(`INSERT INTO banners (locale, position, title, active_from, active_to, sort) VALUES ('cs', 'banner.promo', 'Zítřejší akce', '${from}', '${to}', -1)`);
    // The insert reached the cache (its topic was announced): from now on the window alone decides.
    await expect.poll(announced, { timeout: NOTIFICATION_BOUND_MS, interval: 10 }).toBeGreaterThan(before);
    try {
      expect(await promoTitles()).not.toContain('Zítřejší akce');
      t.setNow(() => new Date(TEST_NOW.getTime() + hour));
      expect(await promoTitles()).toContain('Zítřejší akce');
      t.setNow(() => new Date(TEST_NOW.getTime() + 2 * hour));
      expect(await promoTitles()).not.toContain('Zítřejší akce');
    } finally {
      t.setNow(() => TEST_NOW);
    }
  });

  it('tells subscribers after the shell cache dropped the topic, so what they rebuild is fresh', async () => {
    await seenWithin(maintenance, false);
    await drained();
    const rebuilt: boolean[] = [];
    const off = bus.onChange((topic) => {
      if (topic === 'settings') void maintenance().then((on) => rebuilt.push(on));
    });
    try {
      await run(`UPDATE settings SET value = '{"is_enabled": true}' WHERE name = 'maintenance'`);
      await expect.poll(() => rebuilt.length, { timeout: NOTIFICATION_BOUND_MS, interval: 10 }).toBeGreaterThan(0);
      expect(rebuilt[0]).toBe(true);
    } finally {
      off();
      await run(`UPDATE settings SET value = '{"is_enabled": false}' WHERE name = 'maintenance'`);
    }
  });

  it('reads through inside a transaction, so a service sees the transaction’s own writes', async () => {
    const site = (await loadSites(t.db)).find((s) => s.url === TEST_SITES.cz.url)!;
    const scope: SiteScope = { db: t.db, site, locale: 'cs', now: TEST_NOW };
    const value = (list: Setting[]) => (list.find((s) => s.name === 'maintenance')?.value as { is_enabled: boolean }).is_enabled;
    await seenWithin(async () => value(await settingsOf(scope, 'cs')), false);
    const undo = new Error('roll back');
    await inTransaction(scope, async (tx) => {
      await tx.db.execute(sql`UPDATE settings SET value = '{"is_enabled": true}' WHERE name = 'maintenance'`);
      expect(value(await settingsOf(tx, 'cs'))).toBe(true);
      expect(value(await settingsOf(scope, 'cs'))).toBe(false); // others: the committed (cached) value
      throw undo;
    }).catch((e: unknown) => {
      if (e !== undo) throw e;
    });
    expect(value(await settingsOf(scope, 'cs'))).toBe(false);
  });
});

describe('the fallback TTL', () => {
  it('ends a stale entry after the TTL when a notification is lost', async () => {
    await bus.close();
    const shortLived = await startBus(2_000);
    try {
      await drained();
      const before = await eurRate();
      await silently('currencies', `UPDATE currencies SET rate = '0.05' WHERE code = 'EUR'`);
      expect(before).not.toBe(0.05);
      expect(await eurRate()).toBe(before); // cached, nothing announced the change
      await seenWithin(eurRate, 0.05, 10_000); // the entry expired
    } finally {
      await shortLived.close();
      bus = await startBus();
    }
  });
});

// PostgreSQL only: the embedded database's listener cannot lose its connection (vitest.config.ts sets TEST_DB).
if (process.env.TEST_DB === 'postgres') describe('a lost listening connection (PostgreSQL)', () => {
  it('reads uncached while the connection is down and starts from nothing once it listens again', async () => {
    expect(t.kind).toBe('postgres');
    const events: string[] = [];
    bus.onChange((topic) => events.push(topic));
    await drained();
    expect(await maintenance()).toBe(false); // read into the cache
    await silently('settings', `UPDATE settings SET value = '{"is_enabled": true}' WHERE name = 'maintenance'`);
    expect(await maintenance()).toBe(false); // cached
    // The database ends the listening connection (restart, failover, an administrator).
    const killed = await run(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'konfety-listener' AND datname = current_database()`);
    expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // Notifications of the gap are lost: everything counts as changed (a '*' on losing and on listening again).
    await expect.poll(() => events.filter((e) => e === '*').length, { timeout: 10_000, interval: 10 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => bus.listening, { timeout: 10_000, interval: 10 }).toBe(true);
    expect(await maintenance()).toBe(true);
    // And the cache works again: a silent change is not seen, an announced one is.
    await drained();
    expect(await maintenance()).toBe(true); // read into the cache
    await silently('settings', `UPDATE settings SET value = '{"is_enabled": false}' WHERE name = 'maintenance'`);
    expect(await maintenance()).toBe(true);
    await run(`UPDATE settings SET value = value WHERE false`);
    await seenWithin(maintenance, false);
  });
});
