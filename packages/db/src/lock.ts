import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: string,
  ) {
    super(
      `The data directory ${dir} is in use by another process (${holder}). ` +
        'Only one process may open the embedded database at a time: stop the other process, ' +
        'or set DATABASE_URL to a PostgreSQL server to run several.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock on the embedded database directory. PGlite does not guard
 * against a second process, which silently loses writes, so every opener goes
 * through here. The lock file is created atomically (O_EXCL) and names its
 * holder; a lock whose process no longer runs on this host is stale and taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'konfety.lock');
  const me = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, me, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === me) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof holder;
      } catch {
        /* unreadable lock: treat as held by an unknown process */
      }
      const sameHost = holder.host === os.hostname();
      if (sameHost && typeof holder.pid === 'number' && holder.pid !== process.pid && !isAlive(holder.pid)) {
        fs.rmSync(file, { force: true });
        continue;
      }
      throw new DataDirLockedError(dir, holder.pid ? `pid ${holder.pid} on ${holder.host ?? 'unknown host'}` : 'unknown');
    }
  }
  throw new DataDirLockedError(dir, 'unknown');
}
