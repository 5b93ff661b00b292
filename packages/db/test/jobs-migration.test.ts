import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, openDatabase } from '../src';

/*
 * Migration 0018 replaces the mail outbox and the periodic runs by the jobs table: the mails the outbox had not sent
 * yet become jobs of their kinds, due when their next attempt was, with the attempts they had; sent and given-up
 * mails stay behind. A database as the previous release left it (every migration before 0018), with mails in every
 * state, is migrated to the last one.
 */
let database: Database;
let previous: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite-memory' });
  previous = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-before-jobs-'));
  fs.cpSync(migrationsFolder, previous, { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  const upTo = journal.entries.findIndex((e) => e.tag === '0018_jobs');
  fs.writeFileSync(path.join(previous, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  await migrate(database.db as never, { migrationsFolder: previous });
});
afterAll(async () => {
  await database?.close();
  if (previous) fs.rmSync(previous, { recursive: true, force: true });
});

const TOKEN = 'ab'.repeat(32);

describe('migration 0018 (jobs)', () => {
  it('moves the unsent outbox mails into jobs and drops outbox_mails and periodic_runs', async () => {
    const { db } = database;
    // The orders and accounts the mails are about are not the point here: their foreign keys are not checked meanwhile.
    await db.execute(sql`set session_replication_role = replica`);
    await db.execute(sql`
      insert into outbox_mails (kind, order_id, user_id, payload, attempts, next_attempt_at, sent_at, failed_at, last_error, created_at) values
        ('order_confirmation', 41, null, '{}', 2, '2026-11-20T10:05:00Z', null, null, 'Error ECONNREFUSED: connect', '2026-11-20T10:00:00Z'),
        ('welcome', null, 7, '{"siteId": 1}', 0, '2026-11-20T11:00:00Z', null, null, null, '2026-11-20T11:00:00Z'),
        ('password_reset', null, 7, ${JSON.stringify({ siteId: 2, token: TOKEN })}::jsonb, 9, '2026-11-20T12:00:00Z', null, null, null, '2026-11-20T12:00:00Z'),
        ('password_changed', null, 8, '{"siteId": 1}', 1, '2026-11-20T13:00:00Z', '2026-11-20T13:00:01Z', null, null, '2026-11-20T13:00:00Z'),
        ('order_confirmation', 42, null, '{}', 8, '2026-11-20T14:00:00Z', null, '2026-11-21T12:00:00Z', 'Error: gave up', '2026-11-20T14:00:00Z')`);
    await db.execute(sql`insert into periodic_runs (job, last_run_at) values ('hourly-housekeeping', now())`);
    await db.execute(sql`set session_replication_role = origin`);

    await database.migrate();

    const moved = (await db.execute(sql`
      select kind, key, payload, run_at, attempts, max_attempts, lease_until, last_error, done_at, failed_at, created_at from jobs order by id`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    const at = (iso: string) => new Date(iso).getTime();
    expect(moved.rows.map((r) => ({ ...r, run_at: new Date(r.run_at as string).getTime(), created_at: new Date(r.created_at as string).getTime() }))).toEqual([
      { kind: 'mail.order_confirmation', key: '41', payload: { orderId: 41 }, run_at: at('2026-11-20T10:05:00Z'), attempts: 2, max_attempts: 8, lease_until: null, last_error: 'Error ECONNREFUSED: connect', done_at: null, failed_at: null, created_at: at('2026-11-20T10:00:00Z') },
      { kind: 'mail.welcome', key: '7', payload: { siteId: 1, userId: 7 }, run_at: at('2026-11-20T11:00:00Z'), attempts: 0, max_attempts: 8, lease_until: null, last_error: null, done_at: null, failed_at: null, created_at: at('2026-11-20T11:00:00Z') },
      // Its attempts ran past the usual 8 (the outbox allowed it), so it keeps one more.
      { kind: 'mail.password_reset', key: null, payload: { siteId: 2, token: TOKEN, userId: 7 }, run_at: at('2026-11-20T12:00:00Z'), attempts: 9, max_attempts: 10, lease_until: null, last_error: null, done_at: null, failed_at: null, created_at: at('2026-11-20T12:00:00Z') },
    ]);
    const tables = (await db.execute(sql`select to_regclass('outbox_mails') as outbox, to_regclass('periodic_runs') as periodic`)) as unknown as { rows: Array<Record<string, unknown>> };
    expect(tables.rows).toEqual([{ outbox: null, periodic: null }]);
  });
});
