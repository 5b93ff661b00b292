import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of this checkout (this file is scripts/bench/run-info.ts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a result belongs to: the measured checkout's commit (and whether its tree had changes), and the machine. */
export function runInfo(shopDir: string) {
  const git = (...args: string[]) => execFileSync('git', ['-C', shopDir, ...args], { encoding: 'utf8' }).trim();
  return {
    shopDir,
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedChanges: git('status', '--porcelain', '--untracked-files=no') !== '',
    node: process.version,
    cpus: os.cpus().length,
    /** Other work on the machine skews absolute figures; ratios within one run are what compare. */
    loadAverage1m: os.loadavg()[0],
    startedAt: new Date().toISOString(),
  };
}

/** `<repo>/.tmp/<tool>/<time>-<label>`: where a run writes its results (`.json` added, or a directory). */
export function resultPath(tool: string, label: string): string {
  const dir = path.join(repoRoot, '.tmp', tool);
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${label.replace(/[^\w.-]+/g, '_')}`);
}
