import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@konfety/test-support/free-port';

/** Root of the monorepo (this file is packages/storefront/test/browser/shop-server.ts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Generated demo images survive between runs here (the seed skips files that
 * exist), so only the first run pays for rasterising them. The database is
 * always fresh: it lives in a new temporary DATA_DIR.
 */
export const mediaCacheDir = path.join(repoRoot, '.tmp', 'browser-media');


/** Nothing from the developer's shell may point a test shop at a real database, mail server, gateway or widget. */
const OUTSIDE_SERVICES = [
  'DATABASE_URL',
  'API_BASE_URL',
  'SMTP_URL',
  'PAYMENT_GATEWAY_URL',
  'PAYMENT_CLIENT_ID',
  'PAYMENT_CLIENT_SECRET',
  'PAYMENT_GOID',
  'PACKETA_WIDGET_URL',
  'PACKETA_API_KEY',
];

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
  /** How long to wait for /healthz (first start seeds the demo shop). */
  timeoutMs?: number;
  /** More environment for the shop (SMTP_URL, PAYMENT_GATEWAY_URL, …). */
  env?: Record<string, string>;
}

/**
 * Starts the whole shop (API + SSR storefront) as a child process on a free
 * port, with a fresh temporary DATA_DIR, and resolves once /healthz answers.
 * `stop()` kills exactly that process (by its own PID) and removes the data dir.
 */
export async function startShop(opts: StartShopOptions = {}): Promise<ShopServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-browser-'));
  fs.mkdirSync(mediaCacheDir, { recursive: true });
  fs.symlinkSync(mediaCacheDir, path.join(dataDir, 'media'), 'dir');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    SITE_URL_CZ: baseUrl,
    SEED_ON_START: 'true',
  };
  for (const name of OUTSIDE_SERVICES) delete env[name];
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  Object.assign(env, opts.env);

  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
      if (Date.now() > deadline) throw new Error(`The shop did not answer ${baseUrl}/healthz in time:\n${log}`);
      const ok = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) })
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
