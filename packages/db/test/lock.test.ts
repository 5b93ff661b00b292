import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/client';
import { acquireDataDirLock, DataDirLockedError } from '../src/lock';

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
    const release = acquireDataDirLock(path.join(dataDir, 'db'));
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

  it('refuses a second opener in the same process too, and frees the lock on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
    const again = acquireDataDirLock(dir);
    again();
    expect(fs.existsSync(path.join(dir, 'konfety.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout);
    fs.writeFileSync(path.join(dir, 'konfety.lock'), JSON.stringify({ pid: deadPid, host: os.hostname(), since: '2026-01-01T00:00:00Z' }));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'konfety.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('does not take over a lock held on another host', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'konfety.lock'), JSON.stringify({ pid: 1, host: 'another-machine', since: '2026-01-01T00:00:00Z' }));
    expect(() => acquireDataDirLock(dir)).toThrow(/pid 1 on another-machine/);
  });
});
