import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '@konfety/test-support/s3';
import { diskStorage, type FileStore, type Storage, StorageError, s3Storage } from '../src/index';

/**
 * The contract every storage keeps, run against each implementation: a directory on disk, and S3 through the local
 * S3-protocol stand-in (which checks every request's signature as S3 does).
 */
let dir: string;
let s3: S3StandIn;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-storage-'));
  s3 = await startS3StandIn({ buckets: ['konfety', 'konfety-private'], pageSize: 2 });
});

afterAll(async () => {
  await s3.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const s3Options = () => ({ endpoint: s3.endpoint, bucket: 'konfety', region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey });

const implementations: Array<[string, () => Storage]> = [
  ['a local directory', () => diskStorage({ publicDir: path.join(dir, 'media'), privateDir: path.join(dir, 'private') })],
  ['S3 (one bucket, private files under their own prefix)', () => s3Storage(s3Options())],
  ['S3 (a private bucket)', () => s3Storage({ ...s3Options(), privateBucket: 'konfety-private' })],
];

const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7) % 256));
const read = async (file: { body: Readable } | null) => (file ? Buffer.concat(await file.body.toArray()) : null);
const keysOf = async (store: FileStore, prefix: string) => {
  const keys: string[] = [];
  for await (const f of store.list(prefix)) keys.push(f.key);
  return keys.sort();
};

describe.each(implementations)('storage contract: %s', (name, open) => {
  // Each implementation writes under its own folder: the S3 cases share the stand-in's bucket.
  const base = `contract-${implementations.findIndex(([n]) => n === name)}`;
  let storage: Storage;
  beforeAll(() => {
    storage = open();
  });

  it('puts, heads, gets and deletes a file (bytes, then a stream replacing them)', async () => {
    const key = `${base}/documents/obchodni-podminky.pdf`;
    const content = bytes(3000);
    await storage.public.put(key, content);
    const info = await storage.public.head(key);
    expect(info).toMatchObject({ key, size: 3000, contentType: 'application/pdf' });
    expect(info!.etag).toMatch(/^(W\/)?".+"$/);
    expect(info!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const file = await storage.public.get(key);
    expect(file).toMatchObject({ size: 3000, contentType: 'application/pdf', range: null, etag: info!.etag });
    expect((await read(file))!.equals(content)).toBe(true);

    await storage.public.put(key, Readable.from([Buffer.from('nová '), Buffer.from('verze')]));
    expect(await text((await storage.public.get(key))!.body)).toBe('nová verze');
    expect((await storage.public.head(key))!.size).toBe(Buffer.byteLength('nová verze'));

    await storage.public.delete(key);
    expect(await storage.public.head(key)).toBeNull();
    expect(await storage.public.get(key)).toBeNull();
    await storage.public.delete(key);
  });

  it('reads a byte range: exactly those bytes, the size of the whole file', async () => {
    const key = `${base}/videos/ukazka.webm`;
    const content = bytes(5000);
    await storage.public.put(key, content);
    const part = await storage.public.get(key, { range: { start: 100, end: 1123 } });
    expect(part).toMatchObject({ size: 5000, range: { start: 100, end: 1123 }, contentType: 'video/webm' });
    expect((await read(part))!.equals(content.subarray(100, 1124))).toBe(true);
    const last = await storage.public.get(key, { range: { start: 4999, end: 4999 } });
    expect((await read(last))!.equals(content.subarray(4999))).toBe(true);
  });

  it('a missing file is null for head and get, and no error to delete', async () => {
    expect(await storage.public.head(`${base}/nic/neni.webp`)).toBeNull();
    expect(await storage.public.get(`${base}/nic/neni.webp`)).toBeNull();
    expect(await storage.private.get(`${base}/nic/neni.pdf`)).toBeNull();
    await expect(storage.public.delete(`${base}/nic/neni.webp`)).resolves.toBeUndefined();
  });

  it('lists by prefix (across pages), without the files of the other visibility', async () => {
    for (const key of ['a/1.webp', 'a/2.webp', 'a/b/3.avif', 'ab.webp', 'c.webp']) await storage.public.put(`${base}/list/${key}`, bytes(10));
    await storage.private.put(`${base}/list/a/tajny.pdf`, bytes(10));
    expect(await keysOf(storage.public, `${base}/list/a/`)).toEqual([`${base}/list/a/1.webp`, `${base}/list/a/2.webp`, `${base}/list/a/b/3.avif`]);
    expect(await keysOf(storage.public, `${base}/list/a`)).toEqual([
      `${base}/list/a/1.webp`,
      `${base}/list/a/2.webp`,
      `${base}/list/a/b/3.avif`,
      `${base}/list/ab.webp`,
    ]);
    expect(await keysOf(storage.private, `${base}/list/`)).toEqual([`${base}/list/a/tajny.pdf`]);
    expect(await keysOf(storage.public, `${base}/nic/`)).toEqual([]);
  });

  it('keeps private files apart: the public store neither reads nor lists them, whatever the key', async () => {
    const key = `${base}/zivotopisy/uchazec-7.pdf`;
    await storage.private.put(key, Buffer.from('CV'));
    expect(await text((await storage.private.get(key))!.body)).toBe('CV');
    expect(await storage.public.head(key)).toBeNull();
    expect(await storage.public.get(key)).toBeNull();
    expect(await keysOf(storage.public, '')).not.toContainEqual(expect.stringContaining('uchazec-7'));
    for (const escape of [`../private/${key}`, `../${key}`, `/${key}`, `${base}/../../private/${key}`, `${base}\\..\\x.pdf`, `${base}/.hidden.pdf`, '']) {
      await expect(storage.public.get(escape), escape).rejects.toBeInstanceOf(StorageError);
      await expect(storage.public.put(escape, bytes(1)), escape).rejects.toBeInstanceOf(StorageError);
    }
  });

  it('names every file by its extension: the same content type from every store', async () => {
    for (const [file, type] of [
      ['p.avif', 'image/avif'],
      ['p.webp', 'image/webp'],
      ['c.cs.vtt', 'text/vtt; charset=utf-8'],
      ['x.bin', 'application/octet-stream'],
    ] as const) {
      await storage.public.put(`${base}/types/${file}`, bytes(4));
      expect((await storage.public.head(`${base}/types/${file}`))!.contentType, file).toBe(type);
    }
  });
});

describe('S3 storage against the stand-in', () => {
  it('refuses a wrong secret or key id (403 from the service), and stores nothing', async () => {
    const wrongSecret = s3Storage({ ...s3Options(), secretAccessKey: 'not-the-secret' });
    const refused = await wrongSecret.public.put('odmitnuto.webp', bytes(3)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StorageError);
    expect(refused).toMatchObject({ code: 'SignatureDoesNotMatch', status: 403 });
    await expect(wrongSecret.public.head('odmitnuto.webp')).rejects.toMatchObject({ status: 403 });
    const wrongKey = s3Storage({ ...s3Options(), accessKeyId: 'SOMEBODYELSE' });
    await expect(wrongKey.public.get('odmitnuto.webp')).rejects.toMatchObject({ code: 'InvalidAccessKeyId', status: 403 });
    expect(s3.objects('konfety').has('public/odmitnuto.webp')).toBe(false);
  });

  it('stores public files under public/ and private ones under private/ (or in the private bucket)', async () => {
    await s3Storage(s3Options()).private.put('faktury/2026-1.pdf', bytes(5));
    await s3Storage({ ...s3Options(), privateBucket: 'konfety-private' }).private.put('faktury/2026-2.pdf', bytes(5));
    await s3Storage(s3Options()).public.put('images/big/p.webp', bytes(5));
    expect(s3.objects('konfety').has('private/faktury/2026-1.pdf')).toBe(true);
    expect(s3.objects('konfety-private').has('private/faktury/2026-2.pdf')).toBe(true);
    expect(s3.objects('konfety').has('private/faktury/2026-2.pdf')).toBe(false);
    expect(s3.objects('konfety').get('public/images/big/p.webp')?.contentType).toBe('image/webp');
  });

  it('encodes keys that need it (the stand-in still verifies their signatures) and reads them back from a listing', async () => {
    const storage = s3Storage(s3Options());
    const key = "dokumenty/Ceník (2026) + 'akce' & <sleva>!.pdf";
    await storage.public.put(key, Buffer.from('ok'));
    expect(await text((await storage.public.get(key))!.body)).toBe('ok');
    expect(s3.objects('konfety').has(`public/${key}`)).toBe(true);
    expect(await keysOf(storage.public, 'dokumenty/')).toEqual([key]);
  });
});

describe('disk storage', () => {
  it('lists and reads only the files a key can name: not a write under way (a dot-file), not a stray name', async () => {
    const root = path.join(dir, 'stray');
    const storage = diskStorage({ publicDir: root, privateDir: path.join(dir, 'stray-private') });
    await storage.public.put('images/a.webp', bytes(3));
    fs.writeFileSync(path.join(root, 'images', '.a.webp.123.1.tmp'), 'half');
    fs.writeFileSync(path.join(root, 'images', 'b\\c.webp'), 'stray');
    expect(await keysOf(storage.public, '')).toEqual(['images/a.webp']);
  });

  it('refuses private and public directories inside each other', () => {
    expect(() => diskStorage({ publicDir: path.join(dir, 'm'), privateDir: path.join(dir, 'm', 'private') })).toThrow(/must be apart/);
    expect(() => diskStorage({ publicDir: path.join(dir, 'p', 'media'), privateDir: path.join(dir, 'p') })).toThrow(/must be apart/);
  });
});
