import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Tests stand at a fixed moment so seeded dates (sales, voucher windows) are predictable. */
export const TEST_NOW = new Date('2026-11-21T12:00:00Z');

export const TEST_SITES = {
  cz: { url: 'https://www.konfety.test', bankAccount: '19-2000145399/0800' },
  sk: { url: 'https://www.konfety-sk.test', bankAccount: 'SK3112000000198742637541' },
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Generated images are cached across runs (the seed skips files that exist). */
export function testMediaDir(): string {
  return process.env.TEST_MEDIA_DIR ?? path.join(repoRoot, '.tmp', 'test-media');
}

export const TMP = os.tmpdir();
