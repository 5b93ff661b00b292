import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '@konfety/test-support/free-port';
import { startThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';
import { onCleanup } from './cleanup';

type ShopProcessModule = typeof import('@konfety/test-support/shop-process');

export type DatabaseKind = 'pglite' | 'postgres';

export interface MeasuredShop {
  baseUrl: string;
  /**
   * The storefront was built again while this shop ran (someone ran the build in that checkout): the shop still
   * renders pages of the build it loaded, but serves the new build's assets, so its pages' scripts, styles and
   * fonts fail to load.
   */
  rebuiltSinceStart: () => boolean;
  /**
   * CPU time the shop's process has used so far, all its threads (the event loop, compression workers, garbage
   * collection, the embedded database), in ms; null where Linux's /proc is not there. A throwaway PostgreSQL's
   * own processes are not included.
   */
  cpuMs: () => number | null;
  /** Stops the shop and starts it again on the same database and port, logging at `logLevel`. */
  restartAt: (logLevel: string) => Promise<void>;
  /** Stops the shop (and its throwaway PostgreSQL) and removes its data directory. */
  stop: () => Promise<void>;
}

let clockTicks: number | undefined;

/** CPU time of process `pid` from /proc/<pid>/stat (user + system, in clock ticks), in ms. */
function processCpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100; // USER_HZ on every Linux architecture in use
    }
  }
  // After the command name in parentheses (which may hold spaces): state, then 10 fields, then utime and stime.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

/** When the storefront's server build was written (0 = there is none). */
function builtAt(shopDir: string): number {
  const file = path.join(shopDir, 'packages/storefront/build/server/index.js');
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

/** Builds the storefront of the checkout at `shopDir` for production when its build is stale (that checkout's own script). */
export function buildStorefront(shopDir: string): void {
  try {
    // The build's chatter goes to stderr, so stdout carries only the result tables.
    execFileSync(process.execPath, [path.join(shopDir, 'scripts/ensure-storefront-build.mjs')], { cwd: shopDir, stdio: ['ignore', process.stderr, process.stderr] });
  } catch {
    throw new Error(`Building the storefront of ${shopDir} failed (see above); if someone is changing it right now, try again later.`);
  }
}

/**
 * The shop of the checkout at `shopDir` the way the tests start it (that checkout's own
 * `@konfety/test-support/shop-process`, so an older checkout is started as it starts itself): production mode on
 * 127.0.0.1 and a free port, a fresh temporary DATA_DIR, demo data seeded on this first start, on the embedded
 * database or on a throwaway PostgreSQL. The storefront must be built (`buildStorefront`).
 */
export async function startMeasuredShop(opts: {
  shopDir: string;
  database: DatabaseKind;
  /** `LOG_LEVEL` of the shop (its default is `info`). */
  logLevel: string;
  /** Seed this many products (that checkout's seed CLI, before the shop starts) instead of the demo's. */
  products?: number;
}): Promise<MeasuredShop> {
  const modulePath = path.join(opts.shopDir, 'packages/test-support/src/shop-process.ts');
  const { shopEnv, startShopProcess } = (await import(pathToFileURL(modulePath).href)) as ShopProcessModule;

  const build = builtAt(opts.shopDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-perf-'));
  const stops = [onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }))];
  // The demo images survive between runs (the seed skips files that exist), so only the first run rasterises
  // them; they live in the measured checkout, whose seed may make other images than this one's.
  const mediaCache = path.join(opts.shopDir, '.tmp', 'perf-media');
  fs.mkdirSync(mediaCache, { recursive: true });
  fs.symlinkSync(mediaCache, path.join(dataDir, 'media'), 'dir');

  let databaseUrl: string | undefined;
  if (opts.database === 'postgres') {
    const postgres = await startThrowawayPostgres();
    stops.push(onCleanup(() => postgres.stop()));
    databaseUrl = postgres.url();
  }
  // The stores' map draws tiles from a local tile server (no network here; a checkout older than the map has none).
  const tilesModule = path.join(opts.shopDir, 'packages/test-support/src/map-tiles.ts');
  const standInEnv: Record<string, string> = {};
  if (fs.existsSync(tilesModule)) {
    const { startTestTileServer } = (await import(pathToFileURL(tilesModule).href)) as { startTestTileServer(): Promise<{ tileUrl: string; stop(): Promise<void> }> };
    const tiles = await startTestTileServer();
    stops.push(onCleanup(() => tiles.stop()));
    standInEnv.MAP_TILE_URL = tiles.tileUrl;
  }
  // The tag manager's container from a local stand-in (issue 41): pages are measured with it loading, as they run
  // with a GTM_ID in production (a checkout older than the tag manager has none).
  const tagManagerModule = path.join(opts.shopDir, 'packages/test-support/src/tag-manager.ts');
  if (fs.existsSync(tagManagerModule)) {
    const { startTestTagManager } = (await import(pathToFileURL(tagManagerModule).href)) as { startTestTagManager(): Promise<{ scriptUrl: string; stop(): Promise<void> }> };
    const { tagManagerEnv } = (await import(pathToFileURL(path.join(opts.shopDir, 'packages/test-support/src/stand-ins.ts')).href)) as { tagManagerEnv(t: { scriptUrl: string }): Record<string, string> };
    const tagManager = await startTestTagManager();
    stops.push(onCleanup(() => tagManager.stop()));
    Object.assign(standInEnv, tagManagerEnv(tagManager));
  }
  const port = await freePort();
  if (opts.products !== undefined) {
    process.stderr.write(`Seeding ${opts.products} products…\n`);
    // In the environment the shop will have (its site's URL above all, which the seed writes into the database).
    execFileSync(process.execPath, ['--import', 'tsx', path.join(opts.shopDir, 'packages/db/src/cli/seed.ts'), '--products', String(opts.products)], {
      cwd: opts.shopDir,
      env: shopEnv({ port, dataDir, databaseUrl, seed: false, logLevel: 'warn' }),
      stdio: ['ignore', process.stderr, process.stderr],
    });
  }
  const start = async (logLevel: string) => {
    const shop = await startShopProcess({
      port,
      dataDir,
      databaseUrl,
      // Seeding the demo takes tens of seconds on the first start (when the seed CLI has not run).
      env: { SEED_ON_START: String(opts.products === undefined), LOG_LEVEL: logLevel, ...standInEnv },
      timeoutMs: 300_000,
    });
    const stop = onCleanup(async () => {
      const forced = setTimeout(() => void shop.kill('SIGKILL'), 15_000);
      await shop.kill('SIGTERM');
      clearTimeout(forced);
    });
    return { shop, stop };
  };
  let running = await start(opts.logLevel);
  return {
    baseUrl: running.shop.baseUrl,
    rebuiltSinceStart: () => builtAt(opts.shopDir) !== build,
    cpuMs: () => processCpuMs(running.shop.pid),
    restartAt: async (logLevel) => {
      await running.stop();
      running = await start(logLevel);
    },
    stop: async () => {
      await running.stop();
      for (const stop of stops.reverse()) await stop();
    },
  };
}
