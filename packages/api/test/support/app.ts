import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '@konfety/config';
import { openDatabase, type Database } from '@konfety/db';
import { buildApiServer } from '../../src/app';
import type { AppDeps } from '../../src/context';
import { TEST_NOW, TEST_SITES } from './constants';

export interface TestAppOptions {
  now?: () => Date;
  env?: Record<string, string>;
}

/**
 * A fresh copy of the seeded demo shop behind a real Fastify instance.
 * Call in beforeAll; `close` in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const kind = inject('dbKind');
  const template = inject('dbTemplate');
  let database: Database;
  let dropDatabase = async () => {};
  let databaseUrl: string | null = null;
  if (kind === 'pglite') {
    const blob = new Blob([fs.readFileSync(template)]);
    database = await openDatabase({ kind: 'pglite-memory', loadDataDir: blob });
  } else {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE konfety_template`);
    await admin.end();
    databaseUrl = template.replace(/\/postgres$/, `/${name}`);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 10 });
    dropDatabase = async () => {
      const a = new pg.Client({ connectionString: template });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  // Each app gets its own data directory (.eml files of mails …); the seeded images stay in the shared cache.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_URL_CZ: TEST_SITES.cz.url,
    SITE_URL_SK: TEST_SITES.sk.url,
    DATA_DIR: dataDir,
    ...options.env,
  });
  let clock = options.now ?? (() => TEST_NOW);
  const deps: AppDeps = { db: database.db, config, now: () => clock() };
  const app = await buildApiServer(deps);
  return {
    app,
    /** What the app runs with (its clock follows `setNow`), for a jobs runner a test runs beside it. */
    deps,
    db: database.db,
    kind,
    /** On PostgreSQL the app's database, for a second connection pool (what another shop process has); on PGlite null. */
    databaseUrl,
    setNow(fn: () => Date) {
      clock = fn;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const CZ = { 'client-url': TEST_SITES.cz.url };
export const SK = { 'client-url': TEST_SITES.sk.url };

/** Logs in a demo account and answers headers carrying its Bearer token. */
export async function loginAs(t: TestApp, email: string, password = 'Heslo123') {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: CZ, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { token: string }).token;
  return { ...CZ, authorization: `Bearer ${token}` };
}

/** Runs `fn` with the app's clock `days` after TEST_NOW (each test its own day, so time windows never meet), then back. */
export async function onDay<T>(t: TestApp, days: number, fn: () => Promise<T>): Promise<T> {
  t.setNow(() => new Date(TEST_NOW.getTime() + days * 86400000));
  try {
    return await fn();
  } finally {
    t.setNow(() => TEST_NOW);
  }
}
