import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the monorepo (this file is packages/test-support/src/shop-process.ts). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Outside services a test shop must never reach from the developer's shell. */
/** Nothing from the developer's shell may point a test shop at a real database, mail server, gateway or widget. */
const OUTSIDE = ['DATABASE_URL', 'API_BASE_URL', 'SMTP_URL', 'PAYMENT_GATEWAY_URL', 'PAYMENT_CLIENT_ID', 'PAYMENT_CLIENT_SECRET', 'PAYMENT_GOID', 'PACKETA_WIDGET_URL', 'PACKETA_API_KEY', 'ARES_BASE_URL', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY', 'RECAPTCHA_VERIFY_URL', 'RECAPTCHA_SCRIPT_URL'];

/**
 * The environment of a test shop on 127.0.0.1:`port` (production mode, the site's URLs its own), with
 * nothing of the caller's shell that points elsewhere; `env` comes on top.
 */
export function shopEnv(opts: { port: number; dataDir: string; databaseUrl?: string; seed: boolean; logLevel: string; env?: Record<string, string> }): NodeJS.ProcessEnv {
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: opts.logLevel,
    LOG_PRETTY: 'false',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    PUBLIC_URL: baseUrl,
    SITE_URL_CZ: baseUrl,
    SEED_ON_START: String(opts.seed),
  };
  for (const name of OUTSIDE) delete env[name];
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  return Object.assign(env, opts.env);
}

/** `packages/server/src/main.ts` as a child process on this very Node.js, its output piped. */
export function spawnShop(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface ShopProcessOptions {
  port: number;
  /** DATA_DIR of the shop; kept as it is (a restart on the same directory finds the same embedded database). */
  dataDir: string;
  /** PostgreSQL instead of the embedded database in DATA_DIR. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** How long to wait for /readyz to answer 200. */
  timeoutMs?: number;
  /** Resolve once the process is live (/healthz answers, while it may still be starting) instead of ready. */
  untilLive?: boolean;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ShopProcess {
  baseUrl: string;
  pid: number;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves with the process's exit status. */
  exited: Promise<ExitStatus>;
  /** Resolves once the output contains `text` (rejects when the process exits first or after `timeoutMs`). */
  waitForOutput: (text: string, timeoutMs?: number) => Promise<void>;
  /** Sends `signal` to exactly this process (by its PID) and waits for it to exit. */
  kill: (signal: NodeJS.Signals) => Promise<ExitStatus>;
}

/**
 * The real shop (`packages/server/src/main.ts`, production mode: the storefront must be built) as a child
 * process on the given port and data directory; resolves once it is ready (/readyz answers 200). Unlike the browser tests'
 * `startShop`, the data directory is the caller's, so a killed shop can be started again on the same database.
 */
export async function startShopProcess(opts: ShopProcessOptions): Promise<ShopProcess> {
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const child = spawnShop(shopEnv({ port: opts.port, dataDir: opts.dataDir, databaseUrl: opts.databaseUrl, seed: false, logLevel: 'info', env: opts.env }));
  let log = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 400_000) log = log.slice(-200_000);
    for (const w of [...waiters]) w();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  let status: ExitStatus | null = null;
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => {
      status = { code, signal };
      process.removeListener('exit', killOnExit);
      for (const w of [...waiters]) w();
      resolve(status);
    });
  });
  // If the test runner dies, do not leave the shop behind.
  function killOnExit() {
    if (!status && child.pid) process.kill(child.pid, 'SIGKILL');
  }
  process.once('exit', killOnExit);

  const waitForOutput = (text: string, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`The shop did not print ${JSON.stringify(text)} within ${timeoutMs} ms:\n${log.slice(-4000)}`)), timeoutMs);
      const check = () => {
        if (log.includes(text)) done();
        else if (status) done(new Error(`The shop exited (${JSON.stringify(status)}) before printing ${JSON.stringify(text)}:\n${log.slice(-4000)}`));
      };
      function done(err?: Error) {
        clearTimeout(timer);
        waiters.delete(check);
        if (err) reject(err);
        else resolve();
      }
      waiters.add(check);
      check();
    });

  const kill = async (signal: NodeJS.Signals) => {
    if (!status && child.pid) process.kill(child.pid, signal);
    return exited;
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  const probe = opts.untilLive ? '/healthz' : '/readyz';
  try {
    for (;;) {
      if (status) throw new Error(`The shop exited before it was ready (${JSON.stringify(status)}):\n${log}`);
      if (Date.now() > deadline) throw new Error(`The shop did not answer ${baseUrl}${probe} in time:\n${log}`);
      const ok = await fetch(`${baseUrl}${probe}`, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200)); // poll interval while the shop starts
    }
  } catch (e) {
    await kill('SIGKILL');
    throw e;
  }
  return { baseUrl, pid: child.pid!, output: () => log, exited, waitForOutput, kill };
}
