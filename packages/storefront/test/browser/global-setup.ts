import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startShop } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the shop started by the browser project's global setup listens, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's Chromium (never `playwright install`: downloads are blocked here).
 * Installed with apt-get when missing and we are root; otherwise a clear error.
 */
export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM}, which is missing, and this process is not root so it cannot install it.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
    );
  }
  process.stderr.write('Installing Chromium (apt-get install chromium)…\n');
  try {
    execSync('apt-get -o DPkg::Lock::Timeout=600 update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium', {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (e) {
    const stderr = (e as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Installing Chromium with apt-get failed:\n${stderr}`);
  }
  if (!fs.existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} does not exist`);
}

/**
 * Once per run of the `browser` project: Chromium present, storefront built,
 * one shop process with a fresh database; its URL is provided to the tests as `baseUrl`.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-storefront-build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  const shop = await startShop();
  project.provide('baseUrl', shop.baseUrl);
  return async () => {
    await shop.stop();
  };
}
