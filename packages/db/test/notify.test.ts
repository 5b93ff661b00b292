import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL, type Database, listen, LISTENER_APPLICATION_NAME, openDatabase } from '@konfety/db';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';

/**
 * The change bus's database half: the triggers of migration 0004_change_notify announce writes to the shell's
 * tables on `konfety_changes`, and `listen` hears them on both drivers; on PostgreSQL a lost listening
 * connection is reported and opened again.
 */

/** Resolves once `check()` holds, polling; fails after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10)); // poll interval
  }
}

const SHELL_WRITES: Array<[topic: string, statement: string]> = [
  ['settings', `UPDATE settings SET value = '{"is_enabled": true}' WHERE name = 'maintenance'`],
  ['banners', `INSERT INTO banners (locale, position, title) VALUES ('cs', 'banner.promo', 'Nový')`],
  ['categories', `INSERT INTO categories (slug, name) VALUES ('nova', 'Nová')`],
  ['currencies', `UPDATE currencies SET rate = rate WHERE false`],
  ['search_placeholders', `DELETE FROM search_placeholders`],
  ['tax_rates', `UPDATE tax_rates SET rate = rate`],
  ['sites', `UPDATE sites SET name = name`],
];

async function migrated(database: Database) {
  await database.migrate();
  await database.db.execute(sql`INSERT INTO settings (locale, name, value) VALUES ('cs', 'maintenance', '{"is_enabled": false}')`);
}

describe('listen() on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await migrated(database);
  });
  afterAll(() => database.close());

  it('hears one notification per statement on a shell table, with the table as the topic, and none from other tables or rolled-back work', async () => {
    const heard: string[] = [];
    let listening = 0;
    const listener = await listen(database, CHANGES_CHANNEL, (topic) => heard.push(topic), { onListening: () => listening++ });
    expect(listener.listening).toBe(true);
    expect(listening).toBe(1);
    for (const [, statement] of SHELL_WRITES) await database.db.execute(sql.raw(statement));
    await database.db.execute(sql`UPDATE order_counters SET last = last`);
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE settings SET value = value`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await until('every topic', () => heard.length >= SHELL_WRITES.length);
    expect(heard).toEqual(SHELL_WRITES.map(([topic]) => topic));
    await listener.close();
    await database.db.execute(sql`UPDATE settings SET value = value`);
    expect(heard).toHaveLength(SHELL_WRITES.length);
  });
});

describe('listen() on PostgreSQL', () => {
  let server: ThrowawayPostgres;
  let database: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    server = await startThrowawayPostgres();
    database = await openDatabase({ kind: 'postgres', url: server.url(), poolSize: 2 });
    await migrated(database);
    admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
    server?.stop();
  });

  it('hears the notifications of writes made by another connection, after their commit', async () => {
    const heard: string[] = [];
    const listener = await listen(database, CHANGES_CHANNEL, (topic) => heard.push(topic));
    try {
      expect(listener.listening).toBe(true);
      await admin.query('BEGIN');
      await admin.query(`UPDATE settings SET value = value`);
      await admin.query(`UPDATE settings SET value = value`);
      await admin.query(`UPDATE categories SET name = name`);
      // A rolled-back transaction sends nothing.
      await admin.query('SAVEPOINT s');
      await admin.query(`UPDATE currencies SET rate = rate`);
      await admin.query('ROLLBACK TO SAVEPOINT s');
      expect(heard).toEqual([]); // nothing before the commit
      await admin.query('COMMIT');
      await until('settings and categories', () => heard.length >= 2);
      // One transaction's identical notifications are folded into one.
      expect(heard).toEqual(['settings', 'categories']);
    } finally {
      await listener.close();
    }
  });

  it('reports a lost connection, listens again on a new one and then hears what follows', async () => {
    const heard: string[] = [];
    const events: string[] = [];
    const listener = await listen(database, CHANGES_CHANNEL, (topic) => heard.push(topic), {
      onListening: () => events.push('listening'),
      onLost: () => events.push('lost'),
      retryDelayMs: 20,
    });
    try {
      expect(events).toEqual(['listening']);
      const backend = async () =>
        (await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [LISTENER_APPLICATION_NAME])).rows.map((r) => r.pid);
      const [first] = await backend();
      expect(first).toBeTypeOf('number');
      // An administrator (or a failover) ends the listening connection.
      await admin.query('SELECT pg_terminate_backend($1)', [first]);
      await until('lost and listening again', () => events.length >= 3);
      expect(events).toEqual(['listening', 'lost', 'listening']);
      expect(listener.listening).toBe(true);
      const again = await backend();
      expect(again).toHaveLength(1);
      expect(again[0]).not.toBe(first);
      await admin.query(`UPDATE banners SET title = title`);
      await until('banners after the reconnect', () => heard.includes('banners'));
    } finally {
      await listener.close();
    }
    expect(listener.listening).toBe(false);
    // Closed: the dedicated connection is gone.
    await until('the listener connection closed', async () => (await admin.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = $1`, [LISTENER_APPLICATION_NAME])).rowCount === 0);
  });

  it('keeps trying while the database cannot be reached and listens once it can', async () => {
    const unreachable = await openDatabase({ kind: 'postgres', url: server.url('not_yet'), poolSize: 1 });
    const events: string[] = [];
    const listener = await listen(unreachable, CHANGES_CHANNEL, () => {}, { onListening: () => events.push('listening'), retryDelayMs: 20, maxRetryDelayMs: 50 });
    try {
      expect(listener.listening).toBe(false);
      await admin.query('CREATE DATABASE not_yet');
      await until('listening once the database exists', () => listener.listening);
      expect(events).toEqual(['listening']);
    } finally {
      await listener.close();
      await unreachable.close();
    }
  });
});
