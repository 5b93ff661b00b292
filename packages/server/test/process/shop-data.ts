import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@konfety/config';
import { openDatabase } from '@konfety/db';
import { seedDemo } from '@konfety/db/seed';
import { diskFiles } from '@konfety/storage';
import { freePort } from '@konfety/test-support/free-port';
import type { ThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mediaCache = path.join(repoRoot, '.tmp', 'browser-media');

/**
 * A seeded demo shop's data (what the shop does on its first start, done here) on a free port, not yet started: on the
 * embedded database in a new data directory, or in a new database of `pgServer`. `cleanups` gets the directory's removal.
 */
export async function prepareShopData(kind: 'pglite' | 'postgres', cleanups: Array<() => unknown>, pgServer?: ThrowawayPostgres) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `konfety-process-${kind}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  fs.mkdirSync(mediaCache, { recursive: true });
  fs.symlinkSync(mediaCache, path.join(dataDir, 'media'), 'dir');
  const databaseUrl = pgServer ? pgServer.createDatabase(`shop_${port}`) : undefined;
  const config = loadConfig({ NODE_ENV: 'test', SITE_URL_CZ: baseUrl, PUBLIC_URL: baseUrl, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const openDb = () => openDatabase(config.database.kind === 'postgres' ? { kind: 'postgres', url: config.database.url, poolSize: 2 } : { kind: 'pglite', dataDir: config.database.dataDir });
  const database = await openDb();
  await database.migrate();
  await seedDemo(database.db, { sites: config.sites, files: diskFiles(mediaCache) });
  return { port, baseUrl, dataDir, databaseUrl, openDb, database };
}
