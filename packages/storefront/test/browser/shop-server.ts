import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@konfety/test-support/free-port';
import { shopEnv, spawnShop } from '@konfety/test-support/shop-process';

/** Root of the monorepo (this file is packages/storefront/test/browser/shop-server.ts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Generated demo images survive between runs here (the seed skips files that
 * exist), so only the first run pays for rasterising them. The database is
 * always fresh: it lives in a new temporary DATA_DIR.
 */
export const mediaCacheDir = path.join(repoRoot, '.tmp', 'browser-media');


export interface ShopServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** Everything the process printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartShopOptions {
  /** Use this PostgreSQL database instead of the embedded one in DATA_DIR. */
  databaseUrl?: string;
  /** How long to wait for /readyz to answer 200 (first start seeds the demo shop). */
  timeoutMs?: number;
  /** More environment for the shop (SMTP_URL, PAYMENT_GATEWAY_URL, …). */
  env?: Record<string, string>;
}

/**
 * Starts the whole shop (API + SSR storefront) as a child process on a free
 * port, with a fresh temporary DATA_DIR, and resolves once it is ready (/readyz answers 200).
 * `stop()` kills exactly that process (by its own PID) and removes the data dir.
 */
export async function startShop(opts: StartShopOptions = {}): Promise<ShopServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-browser-'));
  fs.mkdirSync(mediaCacheDir, { recursive: true });
  fs.symlinkSync(mediaCacheDir, path.join(dataDir, 'media'), 'dir');

  const child = spawnShop(shopEnv({ port, dataDir, databaseUrl: opts.databaseUrl, seed: true, logLevel: 'warn', env: opts.env }));
  let log = '';
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });
  // If the test runner dies, do not leave the server behind.
  const killOnExit = () => {
    if (!exited && child.pid) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killOnExit);
    if (!exited && child.pid) {
      process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => {
        if (!exited && child.pid) process.kill(child.pid, 'SIGKILL');
      }, 10_000);
      await exitPromise;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 240_000);
  try {
    for (;;) {
      if (exited) {
        const { code, signal } = exited as { code: number | null; signal: NodeJS.Signals | null };
        throw new Error(`The shop exited before it was ready (code ${code}, signal ${signal}):\n${log}`);
      }
      if (Date.now() > deadline) throw new Error(`The shop was not ready (${baseUrl}/readyz) in time:\n${log}`);
      const ok = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250)); // poll interval
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, pid: child.pid!, dataDir, output: () => log, stop };
}
