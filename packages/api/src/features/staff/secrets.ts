import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@konfety/config';

/*
 * Two-factor secrets are encrypted in the database (AES-256-GCM), so a copy of the database alone (a backup, a
 * leaked dump) does not let anyone make a member of staff's codes. The key is STAFF_SECRET_KEY (hashed to 256 bits)
 * or, unset, a random one kept beside the shop's data: made at first use, readable by the shop's user only.
 */

const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function keyOf(config: Pick<Config, 'staff' | 'dataDir'>): Buffer {
  const id = config.staff.secretKey ?? `file:${config.dataDir}`;
  let key = keys.get(id);
  if (!key) {
    key = createHash('sha256').update(config.staff.secretKey ?? keyFile(config.dataDir)).digest();
    keys.set(id, key);
  }
  return key;
}

function keyFile(dataDir: string): string {
  const file = path.join(dataDir, 'staff-secret.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once do not both write; the later one reads the first one's key.
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(config: Pick<Config, 'staff' | 'dataDir'>, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The secret, or null when it was encrypted with another key (a changed STAFF_SECRET_KEY) or is damaged. */
export function decryptSecret(config: Pick<Config, 'staff' | 'dataDir'>, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
