import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@konfety/config';
import { openDatabase } from '@konfety/db';
import { seedDemo } from '@konfety/db/seed';
import { diskFiles } from '@konfety/storage';
import { freePort } from '@konfety/test-support/free-port';
import { startShopProcess } from '@konfety/test-support/shop-process';
import { startThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';

/**
 * Readiness beside liveness on the real shop process: /readyz answers 503 until the database answers, 200 once it
 * does, and 503 again while it is away; /healthz answers 200 throughout; before the shop is ready nothing else is
 * served (503). The probes are not logged at `info`, where every other request is (their `no-store` and that the
 * page cache leaves them alone: packages/server/test/readiness.test.ts).
 * Runs in the browser project, whose global setup builds the storefront the production shop serves.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mediaCache = path.join(repoRoot, '.tmp', 'browser-media');

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

/** Polls `url` until it answers `status`; fails after `ms`. */
async function untilStatus(url: string, status: number, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await get(url).catch(() => null);
    if (answer?.status === status) return answer;
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} within ${ms} ms (last: ${answer?.status} ${answer?.text})`);
    await new Promise((resolve) => setTimeout(resolve, 100)); // poll interval
  }
}

const page = { accept: 'text/html', 'sec-fetch-site': 'none' };

describe('readiness (/readyz) and liveness (/healthz)', () => {
  it('503 until the database answers, 200 after, 503 while it is away and 200 when it is back; nothing else served before', async () => {
    const pgServer = await startThrowawayPostgres();
    cleanups.push(() => pgServer.stop());
    const databaseUrl = pgServer.createDatabase('ready_shop');
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({ NODE_ENV: 'test', SITE_URL_CZ: baseUrl, PUBLIC_URL: baseUrl, DATABASE_URL: databaseUrl });
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    try {
      await database.migrate();
      await seedDemo(database.db, { sites: config.sites, files: diskFiles(mediaCache) });
    } finally {
      await database.close();
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-readiness-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    fs.symlinkSync(mediaCache, path.join(dataDir, 'media'), 'dir');

    // The database is not there when the shop starts.
    pgServer.pause();
    const shop = await startShopProcess({ port, dataDir, databaseUrl, untilLive: true });
    cleanups.push(() => shop.kill('SIGKILL'));
    await shop.waitForOutput('the database does not answer; trying again');
    const starting = await get(`${baseUrl}/readyz`);
    expect(starting.status).toBe(503);
    expect(starting.json()).toEqual({ ready: false, reason: 'database' });
    expect(starting.headers.get('cache-control')).toBe('no-store');
    const live = await get(`${baseUrl}/healthz`);
    expect([live.status, live.json()]).toEqual([200, { ok: true }]);
    for (const url of ['/', '/api/catalog/category/cs', '/images/big/noimage.webp']) {
      const answer = await get(`${baseUrl}${url}`, page);
      expect(answer.status, url).toBe(503);
      expect(answer.headers.get('retry-after'), url).toBe('5');
    }

    // The database comes: the shop finishes starting and is ready.
    pgServer.resume();
    const ready = await untilStatus(`${baseUrl}/readyz`, 200, 120_000);
    expect(ready.json()).toEqual({ ready: true });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect((await get(`${baseUrl}/`, page)).status).toBe(200);

    // The database goes away, and comes back.
    pgServer.pause();
    const away = await untilStatus(`${baseUrl}/readyz`, 503, 30_000);
    expect(away.json()).toEqual({ ready: false, reason: 'database' });
    expect((await get(`${baseUrl}/healthz`)).status).toBe(200);
    pgServer.resume();
    await untilStatus(`${baseUrl}/readyz`, 200, 30_000);

    // At `info` every request is logged, but not the probes (the access log writes its lines in batches).
    await shop.waitForOutput('"url":"/","status"', 5_000);
    const requestLines = shop.output().split('\n').filter((line) => line.includes('"msg":"request"'));
    expect(requestLines.some((line) => line.includes('"url":"/"'))).toBe(true);
    expect(requestLines.filter((line) => /"url":"\/(readyz|healthz)"/.test(line))).toEqual([]);
    expect(await shop.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 300_000);
});
