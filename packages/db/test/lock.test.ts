import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/client';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, type LockHolder, processStartTime } from '../src/lock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dirs: string[] = [];
function tempDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-lock-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Short heartbeat and staleness, so the waiting cases take a fraction of a second. */
const fast = { heartbeatMs: 50, staleAfterMs: 800 };
const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
const holderOf = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as LockHolder;
/** Sets the lock file's heartbeat (its mtime) to `agoMs` before now. */
function touch(dir: string, agoMs: number) {
  const at = new Date(Date.now() - agoMs);
  fs.utimesSync(lockFile(dir), at, at);
}
/** A lock file as `holder` would have left it, its last heartbeat `agoMs` ago. */
function writeLock(dir: string, holder: LockHolder, agoMs = 0) {
  fs.writeFileSync(lockFile(dir), JSON.stringify(holder));
  touch(dir, agoMs);
}
/** What this process writes into a lock file (host, boot, pid namespace, pid, start time). */
async function ownHolder(): Promise<LockHolder> {
  const dir = tempDir();
  const release = await acquireDataDirLock(dir);
  const holder = holderOf(dir);
  release();
  return holder;
}
async function until(what: string, check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10)); // poll interval
  }
}

describe('embedded data directory lock', () => {
  it('refuses a second server process on the same data directory with a clear message', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      const second = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('is in use by another process');
      expect(second.stderr).toContain(`pid ${process.pid}`);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'db', 'konfety.lock'))).toBe(false);
  }, 90000);

  it('refuses the migration tool on a data directory in use', async () => {
    const dataDir = tempDir();
    const release = await acquireDataDirLock(path.join(dataDir, 'db'));
    try {
      const cli = spawnSync(process.execPath, ['--import', 'tsx', 'packages/db/src/cli/migrate.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60000,
      });
      expect(cli.status).not.toBe(0);
      expect(cli.stderr).toContain('is in use by another process');
    } finally {
      release();
    }
  }, 90000);

  it('refuses a second opener in the same process too, and frees the lock on release', async () => {
    const dir = tempDir();
    const release = await acquireDataDirLock(dir);
    try {
      await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    } finally {
      release();
    }
    const again = await acquireDataDirLock(dir);
    again();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeLock(dir, { ...(await ownHolder()), pid: Number(dead.stdout) });
    const release = await acquireDataDirLock(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over at once a lock whose pid now belongs to another process (a reused pid: another start time)', async () => {
    const dir = tempDir();
    // The parent process runs, but it is not the process that wrote this lock: that one started at another time.
    const reused = { ...(await ownHolder()), pid: process.ppid, start: '1' };
    expect(processStartTime(process.ppid)).not.toBe('1');
    writeLock(dir, reused);
    const release = await acquireDataDirLock(dir, fast);
    expect(holderOf(dir).pid).toBe(process.pid);
    release();
  });

  it('refuses a lock held on another machine whose holder keeps its heartbeat, as soon as it moves', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: 4242, host: 'another-machine', boot: 'another-boot', start: '77' });
    const beat = setInterval(() => touch(dir, 0), 20);
    try {
      const asked = Date.now();
      await expect(acquireDataDirLock(dir, fast)).rejects.toThrow(/pid 4242 on another-machine/);
      expect(Date.now() - asked).toBeLessThan(fast.staleAfterMs);
    } finally {
      clearInterval(beat);
    }
    expect(holderOf(dir).pid).toBe(4242);
  });

  it('takes over at once a lock from another machine whose heartbeat is old', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: 4242, host: 'another-machine', boot: 'another-boot', start: '77' }, 10 * 60_000);
    const release = await acquireDataDirLock(dir, fast);
    expect(holderOf(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock from another machine once its heartbeat has stayed still long enough', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: 4242, host: 'another-machine', boot: 'another-boot', start: '77' });
    const asked = Date.now();
    const release = await acquireDataDirLock(dir, fast);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(fast.staleAfterMs - 100);
    expect(holderOf(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over the lock of a restarted container (same host name and pid, another pid namespace) once its heartbeat is old', async () => {
    const dir = tempDir();
    const previous = { ...(await ownHolder()), pidns: 'pid:[1]', start: '5' };
    writeLock(dir, previous, 10 * 60_000);
    const release = await acquireDataDirLock(dir, fast);
    expect(holderOf(dir).pidns).not.toBe('pid:[1]');
    release();
  });

  it('keeps its heartbeat going while the main thread is busy (a long statement of the embedded database)', async () => {
    const dir = tempDir();
    const release = await acquireDataDirLock(dir, fast);
    try {
      const blockedAt = Date.now();
      while (Date.now() - blockedAt < 1000) {
        /* the main thread blocked, as by one long synchronous statement */
      }
      expect(fs.statSync(lockFile(dir)).mtimeMs).toBeGreaterThan(blockedAt + 500);
    } finally {
      release();
    }
  });

  it('tells a holder whose lock was taken over (it had been judged stale while frozen)', async () => {
    const dir = tempDir();
    const lost: string[] = [];
    const release = await acquireDataDirLock(dir, { ...fast, onLost: (reason) => lost.push(reason) });
    try {
      writeLock(dir, { pid: 4242, host: 'another-machine' });
      await until('the holder is told', () => lost.length > 0);
      expect(lost[0]).toContain('another-machine');
    } finally {
      release();
    }
    // Its release leaves the new holder's lock alone.
    expect(holderOf(dir).pid).toBe(4242);
  });
});
