import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

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

export const LOCK_FILE = 'konfety.lock';
/** How often the holder touches its lock file. */
export const HEARTBEAT_MS = 5_000;
/** A holder that cannot be checked from here (another machine, another container) is gone once its heartbeat is this old. */
export const STALE_AFTER_MS = 30_000;
/** A takeover guard older than this was left by an opener that died in the few microseconds it holds it. */
const GUARD_STALE_MS = 10_000;

/** What the lock file says of its holder. `boot` and `pidns` tell whether its pid means anything here. */
export interface LockHolder {
  pid?: number;
  host?: string;
  /** The kernel's boot id (`/proc/sys/kernel/random/boot_id`): pids repeat after a reboot. */
  boot?: string;
  /** The pid namespace (`/proc/self/ns/pid`): a container has its own, so its pids mean nothing outside it. */
  pidns?: string;
  /** The process's start time in clock ticks after boot (`/proc/<pid>/stat`): a reused pid has another one. */
  start?: string;
  since?: string;
  token?: string;
}

export interface LockOptions {
  heartbeatMs?: number;
  staleAfterMs?: number;
  /**
   * Called when the holder finds its lock file gone or someone else's (it was judged stale while this process
   * was stopped or frozen). By default the process stops: two processes on one embedded database lose writes.
   */
  onLost?: (reason: string) => void;
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The start time of process `pid` (field 22 of `/proc/<pid>/stat`), or undefined without /proc. */
export function processStartTime(pid: number): string | undefined {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (stat === null) return undefined;
  // After the command name in parentheses (which may hold spaces and parentheses) come fields 3, 4, …
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
}

function ownIdentity(): Omit<LockHolder, 'since' | 'token'> {
  let pidns: string | undefined;
  try {
    pidns = fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    pidns = undefined;
  }
  return {
    pid: process.pid,
    host: os.hostname(),
    boot: readOrNull('/proc/sys/kernel/random/boot_id')?.trim(),
    pidns,
    start: processStartTime(process.pid),
  };
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
 * `held`: the holder runs (its pid, on this machine and in this pid namespace, is the process that wrote the
 * lock). `gone`: it does not. `unknown`: its pid cannot be checked from here, and its heartbeat must tell.
 */
function verdictOn(holder: LockHolder, me: ReturnType<typeof ownIdentity>): 'held' | 'gone' | 'unknown' {
  if (typeof holder.pid !== 'number' || holder.host !== me.host || holder.boot !== me.boot || holder.pidns !== me.pidns) return 'unknown';
  if (!isAlive(holder.pid)) return 'gone';
  // Without /proc a live pid may be a reused one: the heartbeat tells.
  if (holder.start === undefined || me.start === undefined) return 'unknown';
  return processStartTime(holder.pid) === holder.start ? 'held' : 'gone';
}

function describe(holder: LockHolder, heartbeatAgeMs?: number): string {
  if (typeof holder.pid !== 'number') return 'unknown';
  const beat = heartbeatAgeMs === undefined ? '' : `, its heartbeat ${Math.max(0, Math.round(heartbeatAgeMs / 1000))} s ago`;
  return `pid ${holder.pid} on ${holder.host ?? 'unknown host'}${beat}`;
}

function createExclusive(file: string, text: string): boolean {
  try {
    fs.writeFileSync(file, text, { flag: 'wx' });
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
}

function readLock(file: string): { text: string; holder: LockHolder; mtimeMs: number } | null {
  try {
    const mtimeMs = fs.statSync(file).mtimeMs;
    const text = fs.readFileSync(file, 'utf8');
    let holder: LockHolder = {};
    try {
      holder = JSON.parse(text) as LockHolder;
    } catch {
      /* being written, or garbled: a holder nobody can check, judged by its heartbeat */
    }
    return { text, holder, mtimeMs };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/**
 * Removes the stale lock `staleText`, unless it changed meanwhile. Reading and removing are two steps, so two
 * openers taking over at once could each remove the other's fresh lock: an exclusive guard file makes the
 * steps one. Answers false when another opener holds the guard.
 */
function removeStale(file: string, staleText: string, mine: string): boolean {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, mine)) {
    try {
      if (Date.now() - fs.statSync(guard).mtimeMs > GUARD_STALE_MS) fs.rmSync(guard, { force: true });
    } catch {
      /* gone meanwhile */
    }
    return false;
  }
  try {
    if (readOrNull(file) === staleText) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
  return true;
}

/**
 * The heartbeat runs in a worker thread: the embedded database runs on the main thread, and one long statement
 * (a vacuum, a large seed's batch) blocks it for as long as it takes, which must not look like a dead holder.
 */
const HEARTBEAT_SOURCE = `
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { file, mine, heartbeatMs } = workerData;
const timer = setInterval(() => {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if (e.code !== 'ENOENT') return;
    text = null;
  }
  if (text !== mine) {
    clearInterval(timer);
    parentPort.postMessage(text === null ? 'its lock file was removed' : 'its lock file now names ' + text);
    return;
  }
  try {
    const now = new Date();
    fs.utimesSync(file, now, now);
  } catch {}
}, heartbeatMs);
`;

function hold(file: string, mine: string, heartbeatMs: number, onLost: (reason: string) => void): () => void {
  const heart = new Worker(HEARTBEAT_SOURCE, { eval: true, workerData: { file, mine, heartbeatMs } });
  heart.unref();
  let released = false;
  const lost = (reason: string) => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    onLost(reason);
  };
  heart.on('message', (reason: string) => lost(reason));
  heart.on('error', (err: Error) => lost(`its heartbeat failed: ${err.message}`));
  function release() {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    void heart.terminate();
    if (readOrNull(file) === mine) fs.rmSync(file, { force: true });
  }
  process.once('exit', release);
  return release;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An exclusive lock on the embedded database directory. PGlite does not guard against a second process, which
 * silently loses writes, so every opener goes through here (ARCHITECTURE "Databases").
 *
 * The lock file is created atomically (O_EXCL) and names its holder: host, boot id, pid namespace, pid and the
 * pid's start time. A holder in this machine's boot and pid namespace is checked directly: gone when its pid
 * does not run or now belongs to a process that started at another time (a reused pid). Any other holder (another
 * machine or container on a shared volume, a restarted container) cannot be checked, so the holder touches the
 * file every `heartbeatMs` and such a lock is taken over once its heartbeat is older than `staleAfterMs`; while
 * it is fresher, the opener watches it, refusing as soon as it moves and taking over once it is stale.
 */
export async function acquireDataDirLock(dir: string, options: LockOptions = {}): Promise<() => void> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  const onLost =
    options.onLost ??
    ((reason: string) => {
      process.stderr.write(`\nThe lock on the data directory ${dir} was lost (${reason}): stopping, so that two processes never write one embedded database.\n\n`);
      process.exit(1);
    });
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me = ownIdentity();
  const mine = JSON.stringify({ ...me, since: new Date().toISOString(), token: randomUUID() } satisfies LockHolder);
  // A heartbeat seen fresh for longer than it can stay fresh unmoved comes from a clock ahead of ours: refused.
  const giveUpAt = Date.now() + staleAfterMs + 2 * heartbeatMs;
  let watched: { text: string; mtimeMs: number } | null = null;
  let toldWaiting = false;
  for (;;) {
    if (createExclusive(file, mine)) return hold(file, mine, heartbeatMs, onLost);
    const seen = readLock(file);
    if (seen === null) continue;
    const verdict = verdictOn(seen.holder, me);
    if (verdict === 'held') throw new DataDirLockedError(dir, describe(seen.holder));
    if (verdict === 'unknown') {
      const age = Date.now() - seen.mtimeMs;
      const beating = watched !== null && watched.text === seen.text && watched.mtimeMs !== seen.mtimeMs;
      if (beating || (age < staleAfterMs && Date.now() > giveUpAt)) throw new DataDirLockedError(dir, describe(seen.holder, age));
      if (age < staleAfterMs) {
        if (watched?.text !== seen.text) watched = seen;
        if (!toldWaiting) {
          toldWaiting = true;
          process.stderr.write(
            `The data directory ${dir} is locked by ${describe(seen.holder, age)}, which cannot be checked from here: ` +
              `taking it over if its heartbeat stays still for ${Math.round(staleAfterMs / 1000)} s.\n`,
          );
        }
        await sleep(Math.max(10, Math.min(1000, heartbeatMs / 4)));
        continue;
      }
    }
    if (!removeStale(file, seen.text, mine)) await sleep(20);
  }
}
