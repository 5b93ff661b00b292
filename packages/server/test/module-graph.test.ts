import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The running shop must not load the demo seed (most of the db package's code,
 * with sharp for the images) unless it seeds: `@konfety/db` leaves it out and
 * the server imports `@konfety/db/seed` only on a first start. Each case
 * imports modules in a fresh Node.js process and lists every module it resolved.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function modulesLoadedBy(...specifiers: string[]): string[] {
  const probe = path.join(root, 'packages/server/test/fixtures/module-graph.mjs');
  const r = spawnSync(process.execPath, ['--import', 'tsx', probe, ...specifiers], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.status !== 0) throw new Error(`probe failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as string[];
}

const seedModules = (urls: string[]) => urls.filter((u) => u.includes('/packages/db/src/seed/'));
const sharp = (urls: string[]) => urls.filter((u) => u.includes('/node_modules/sharp/'));
const testSupport = (urls: string[]) => urls.filter((u) => u.includes('/packages/test-support/'));
const passwordEstimator = (urls: string[]) => urls.filter((u) => u.includes('/@zxcvbn-ts/'));

describe('what the running shop loads', () => {
  it('the seed entry brings the seed and sharp (the probe sees them)', () => {
    const loaded = modulesLoadedBy('@konfety/db/seed');
    expect(seedModules(loaded).length).toBeGreaterThan(10);
    expect(sharp(loaded).length).toBeGreaterThan(0);
  }, 90_000);

  it('@konfety/db does not load the seed or sharp', () => {
    const loaded = modulesLoadedBy('@konfety/db');
    expect(loaded.some((u) => u.endsWith('/packages/db/src/index.ts'))).toBe(true);
    expect(seedModules(loaded)).toEqual([]);
    expect(sharp(loaded)).toEqual([]);
  }, 90_000);

  it('the server (start-up module and everything it imports) loads neither the seed, the test stand-ins nor the password estimator', () => {
    const loaded = modulesLoadedBy('./packages/server/src/server.ts', './packages/server/src/runtime.ts');
    expect(loaded.some((u) => u.includes('/node_modules/fastify/'))).toBe(true);
    expect(loaded.some((u) => u.endsWith('/features/accounts/password-strength.ts'))).toBe(true);
    expect(seedModules(loaded)).toEqual([]);
    expect(sharp(loaded)).toEqual([]);
    expect(testSupport(loaded)).toEqual([]);
    // Its dictionaries (megabytes) load with the first new password, not with every process.
    expect(passwordEstimator(loaded)).toEqual([]);
  }, 90_000);
});
