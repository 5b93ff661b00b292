import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from '@konfety/test-support/mail-catcher';
import { startTestAres } from '@konfety/test-support/ares';
import { startTestTileServer } from '@konfety/test-support/map-tiles';
import { startTestPacketaWidget } from '@konfety/test-support/packeta-widget';
import { startTestGateway } from '@konfety/test-support/payment-gateway';
import { aresEnv, gatewayEnv, packetaEnv, tagManagerEnv, tilesEnv } from '@konfety/test-support/stand-ins';
import { startTestTagManager } from '@konfety/test-support/tag-manager';
import { startThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';
import { repoRoot, startShop } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the shop started by the browser project's global setup listens, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The shop's PostgreSQL database (a throwaway server), for tests that check what an action stored. */
    databaseUrl: string;
    /** Where every e-mail the shop sends lands (`.eml` + envelope `.json`, see @konfety/test-support/mail-catcher). */
    mailDir: string;
    /** The local card-payment gateway the shop talks to (@konfety/test-support/payment-gateway). */
    gatewayUrl: string;
    /** The key the shop opens the (local stand-in) Packeta pickup-point widget with. */
    packetaApiKey: string;
    /** The company register the shop asks (ARES_BASE_URL, @konfety/test-support/ares): its demo companies are `TEST_COMPANIES`. */
    aresUrl: string;
    /** The stores' map tiles' template (MAP_TILE_URL, @konfety/test-support/map-tiles). */
    tileUrl: string;
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

/** A build script (when its build is stale) as a child process, so the other services start meanwhile. */
function runBuild(script: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', script)], { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`Building ${what} failed (code ${code}, signal ${signal})`))));
  });
}

/**
 * The storefront's build, then the back office's (packages/admin, served under /admin): one at a time, each when stale.
 * KONFETY_KEEP_STOREFRONT_BUILD=1 serves the storefront build there is as it is (a run of the back office's tests
 * while others work on the storefront's build); without any build it builds all the same.
 */
async function buildStorefront(): Promise<void> {
  const keep = process.env.KONFETY_KEEP_STOREFRONT_BUILD === '1' && fs.existsSync(path.join(repoRoot, 'packages/storefront/build/server/index.js'));
  if (!keep) await runBuild('ensure-storefront-build.mjs', 'the storefront');
  await runBuild('ensure-admin-build.mjs', 'the back office');
}

/**
 * Once per run of the `browser` project: Chromium present, storefront built,
 * and one shop process on a fresh throwaway PostgreSQL (so tests can read what
 * it stored while it runs; an embedded database would be locked by the shop),
 * sending its e-mail to a local SMTP catcher, its card payments to the local
 * test gateway, and loading the Packeta pickup-point widget from a local
 * stand-in. Everything listens on 127.0.0.1.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  const stops: Array<() => unknown> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const build = buildStorefront();
    // Until the build settles, a rejection would be unhandled if a later step threw first.
    build.catch(() => undefined);
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-mail-'));
    stops.push(() => fs.rmSync(mailDir, { recursive: true, force: true }));
    const postgres = await startThrowawayPostgres();
    stops.push(() => postgres.stop());
    const mail = await startMailCatcher({ dir: mailDir });
    stops.push(() => mail.stop());
    const gateway = await startTestGateway();
    stops.push(() => gateway.stop());
    const packeta = await startTestPacketaWidget();
    stops.push(() => packeta.stop());
    const packetaApiKey = 'konfety-browser-tests';
    const ares = await startTestAres();
    stops.push(() => ares.stop());
    const tiles = await startTestTileServer();
    stops.push(() => tiles.stop());
    // Every page of the browser tests loads a tag manager's container (the stand-in), as the live shop does.
    const tagManager = await startTestTagManager();
    stops.push(() => tagManager.stop());
    await build;
    const shop = await startShop({
      databaseUrl: postgres.url(),
      env: {
        SMTP_URL: mail.smtpUrl,
        ...gatewayEnv(gateway, 'konfety-browser-tests'),
        ...packetaEnv(packeta, packetaApiKey),
        ...aresEnv(ares),
        ...tilesEnv(tiles),
        ...tagManagerEnv(tagManager),
      },
    });
    stops.push(() => shop.stop());
    project.provide('baseUrl', shop.baseUrl);
    project.provide('databaseUrl', postgres.url());
    project.provide('mailDir', mailDir);
    project.provide('gatewayUrl', gateway.baseUrl);
    project.provide('packetaApiKey', packetaApiKey);
    project.provide('aresUrl', ares.baseUrl);
    project.provide('tileUrl', tiles.tileUrl);
  } catch (e) {
    await stopAll();
    throw e;
  }
  return stopAll;
}
