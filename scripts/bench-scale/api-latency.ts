/*
 * node --import tsx scripts/bench-scale/api-latency.ts [--samples 300] [--db pglite,postgres]
 *
 * Warm, serial server-side time of the demo shop's API calls a page makes (the targets: the API listing
 * ≤ 3 ms warm serial), on the embedded database and on a throwaway PostgreSQL: the demo seed (500 products),
 * the API in this process with the change bus on (as the server runs it), each call made `samples` times after a
 * warm-up through Fastify inject. Prints p50/p95/mean and the SQL statements per call. Not a test: timings on a
 * shared machine are noisy.
 */
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '@konfety/config';
import { countQueries, openDatabase, type Database } from '@konfety/db';
import { seedDemo } from '@konfety/db/seed';
import { openStorage } from '@konfety/storage';
import { buildApiServer, startChangeBus } from '@konfety/api';
import { startThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';
import { fixed, msSince, summarize, table } from './stats';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '300' }, db: { type: 'string', default: 'pglite,postgres' } } });
const samples = Number(values.samples);
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, '.tmp/bench-scale/latency');
fs.mkdirSync(dataDir, { recursive: true });
const SITE = 'http://latency.konfety.test';
const env = { NODE_ENV: 'production', DATA_DIR: dataDir, SITE_URL_CZ: SITE, SITE_URL_SK: 'http://sk.latency.konfety.test' };
const config = loadConfig(env);
const headers = { 'client-url': SITE };

async function measure(kind: string, database: Database) {
  await database.migrate();
  await seedDemo(database.db, { sites: config.sites, files: openStorage(config.storage).public, now: new Date() });
  const bus = await startChangeBus(database);
  const app = await buildApiServer({ db: database.db, config, now: () => new Date() });
  try {
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      return res;
    };
    const menu = (await get('/api/catalog/category/cs')).json().data as Array<{ id: number }>;
    const top = (await get('/api/catalog/products/top?limit=1')).json().data as Array<{ id: number }>;
    const calls: Array<[string, string]> = [
      ['category listing (default)', `/api/catalog/category/${menu[0]!.id}/products`],
      ['category listing, price, in stock', `/api/catalog/category/${menu[0]!.id}/products?sort=price_asc&in_stock=true`],
      ['category listing, name', `/api/catalog/category/${menu[0]!.id}/products?sort=name`],
      ['product detail', `/api/catalog/product/${top[0]!.id}`],
      ['best sellers', '/api/catalog/products/top'],
      ['category tree', '/api/catalog/category/cs'],
      ['settings', '/api/settings'],
    ];
    const rows: string[][] = [];
    for (const [name, url] of calls) {
      for (let w = 0; w < 20; w++) await get(url);
      const counted = await countQueries(database.db, () => get(url));
      const times: number[] = [];
      for (let i = 0; i < samples; i++) {
        const start = process.hrtime.bigint();
        await get(url);
        times.push(msSince(start));
      }
      const s = summarize(times);
      rows.push([name, fixed(s.p50, 2), fixed(s.p95, 2), fixed(s.mean, 2), String(counted.count)]);
    }
    process.stdout.write(`\n${kind}: warm serial API calls, ${samples} each (ms)\n${table(['call', 'p50', 'p95', 'mean', 'SQL'], rows)}\n`);
  } finally {
    await app.close();
    await bus.close();
    await database.close();
  }
}

const kinds = values.db.split(',');
if (kinds.includes('pglite')) await measure('PGlite', await openDatabase({ kind: 'pglite-memory' }));
if (kinds.includes('postgres')) {
  const server = await startThrowawayPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE latency');
    await admin.end();
    await measure('PostgreSQL', await openDatabase({ kind: 'postgres', url: server.url('latency'), poolSize: 10 }));
  } finally {
    server.stop();
  }
}
