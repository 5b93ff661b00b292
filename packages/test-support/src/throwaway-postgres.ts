import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/**
 * A disposable PostgreSQL 15 server on 127.0.0.1 for the test suite (the API
 * tests' PostgreSQL project, the browser shop; see shared/reference/stack-notes.md).
 * Installs Debian's server package when missing and we are root; runs as the
 * `postgres` user; removed on stop.
 */
const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

function findBinDir(): string | null {
  return BIN_DIRS.find((d) => fs.existsSync(path.join(d, 'pg_ctl'))) ?? null;
}

function ensureInstalled(): string {
  const found = findBinDir();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('PostgreSQL server binaries are missing; install them with: apt-get install -y postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'ignore', env });
  const dir = findBinDir();
  if (!dir) throw new Error('apt-get installed postgresql but pg_ctl was not found');
  return dir;
}


export interface ThrowawayPostgres {
  url: (database?: string) => string;
  /** Creates an empty database and gives its URL (with `createdb`, beside the server's own binaries). */
  createDatabase: (name: string) => string;
  /** Stops the server but keeps its data and port: the database goes away, until `resume()`. */
  pause: () => void;
  resume: () => void;
  stop: () => void;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = ensureInstalled();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const r = spawnSync(full[0] as string, full[1] as string[], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  if (asRoot) execFileSync('chown', ['postgres:postgres', root]);
  fs.chmodSync(root, 0o700);
  const data = path.join(root, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const start = () =>
    run('pg_ctl', [
      '-D', data, '-l', path.join(root, 'server.log'), '-w',
      '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
  start();
  let stopped = false;
  let paused = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (!paused) run('pg_ctl', ['-D', data, 'stop', '-m', 'immediate']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  };
  process.once('exit', stop);
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase: (name) => {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    pause: () => {
      run('pg_ctl', ['-D', data, 'stop', '-m', 'fast']);
      paused = true;
    },
    resume: () => {
      start();
      paused = false;
    },
    stop,
  };
}
