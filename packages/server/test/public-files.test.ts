import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@konfety/config';
import { imageUrl } from '@konfety/domain/media';
import { diskStorage, openStorage, s3Storage, type Storage } from '@konfety/storage';
import { startS3StandIn, type S3StandIn } from '@konfety/test-support/s3';
import { DOCUMENT_MAX_AGE_SECONDS, IMAGE_MAX_AGE_SECONDS, registerPublicFiles } from '../src/public-files';
import { registerSecurityHeaders } from '../src/security-headers';
import { registerVideoMedia } from '../src/video-media';

/**
 * /images, /documents and /media/videos as the shop serves them (security headers and compression registered as in
 * server.ts), from each storage: a directory and S3 through the local stand-in.
 */
let dir: string;
let s3: S3StandIn;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-public-files-'));
  s3 = await startS3StandIn();
});

afterAll(async () => {
  await s3.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const picture = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
const pdf = Buffer.from('%PDF-1.4 obchodní podmínky');

async function shop(storage: Storage): Promise<FastifyInstance> {
  const app = Fastify();
  registerSecurityHeaders(app, loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://konfety.example' }));
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html').send('<!doctype html><p>Nenalezeno</p>'));
  await registerPublicFiles(app, storage.public);
  await registerVideoMedia(app, storage.public);
  await storage.public.put('images/big/products/1-1.webp', picture);
  await storage.public.put('documents/obchodni-podminky.pdf', pdf);
  await storage.private.put('documents/faktura-2026-1.pdf', Buffer.from('%PDF faktura'));
  await storage.private.put('images/big/products/1-1.webp', Buffer.from('soukromý'));
  await app.ready();
  return app;
}

describe.each([
  ['a local directory', () => diskStorage({ publicDir: path.join(dir, 'media'), privateDir: path.join(dir, 'private') })],
  ['S3', () => s3Storage({ endpoint: s3.endpoint, bucket: 'konfety', region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey })],
] as const)('public files from %s', (_name, open) => {
  let app: FastifyInstance;
  let storage: Storage;
  beforeAll(async () => {
    storage = open();
    app = await shop(storage);
  });
  afterAll(() => app.close());

  it('serves a picture with its type, a week’s lifetime, validators and the subresource security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/big/products/1-1.webp?v=2' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(picture)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(picture.length),
      'cache-control': `public, max-age=${IMAGE_MAX_AGE_SECONDS}`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    expect(res.headers.etag).toMatch(/^(W\/)?".+"$/);
    expect(Date.parse(String(res.headers['last-modified']))).not.toBeNaN();
  });

  it('confirms a browser’s copy with 304 by ETag or by date, and sends the file again when it changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/images/big/products/1-1.webp' });
    const etag = String(first.headers.etag);
    const byTag = await app.inject({ method: 'GET', url: '/images/big/products/1-1.webp', headers: { 'if-none-match': etag } });
    expect([byTag.statusCode, byTag.body, byTag.headers.etag, byTag.headers['cache-control']]).toEqual([
      304,
      '',
      etag,
      `public, max-age=${IMAGE_MAX_AGE_SECONDS}`,
    ]);
    const byDate = await app.inject({
      method: 'GET',
      url: '/images/big/products/1-1.webp',
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);
    const other = await app.inject({ method: 'GET', url: '/images/big/products/1-1.webp', headers: { 'if-none-match': '"jiny"' } });
    expect(other.statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body, without reading the file', async () => {
    const reads = vi.spyOn(storage.public, 'get');
    const res = await app.inject({ method: 'HEAD', url: '/documents/obchodni-podminky.pdf' });
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.body).toBe('');
  });

  it('serves documents for a day', async () => {
    const res = await app.inject({ method: 'GET', url: '/documents/obchodni-podminky.pdf' });
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, `public, max-age=${DOCUMENT_MAX_AGE_SECONDS}`]);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers byte ranges: 206 with those bytes, the whole file for several ranges, 416 past the end', async () => {
    const part = await app.inject({ method: 'GET', url: '/images/big/products/1-1.webp', headers: { range: 'bytes=-100' } });
    expect([part.statusCode, part.headers['content-range'], part.headers['content-length']]).toEqual([206, `bytes 3996-4095/4096`, '100']);
    expect(part.rawPayload.equals(picture.subarray(3996))).toBe(true);
    const several = await app.inject({ method: 'GET', url: '/images/big/products/1-1.webp', headers: { range: 'bytes=0-1,5-6' } });
    expect(several.statusCode).toBe(200);
    const stale = await app.inject({ method: 'GET', url: '/images/big/products/1-1.webp', headers: { range: 'bytes=0-9', 'if-range': '"stara-verze"' } });
    expect(stale.statusCode).toBe(200);
    const past = await app.inject({ method: 'GET', url: '/images/big/products/1-1.webp', headers: { range: 'bytes=5000-' } });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, 'bytes */4096']);
  });

  it('never serves a private file: not under its own key, not by a way out of the folder', async () => {
    expect((await storage.private.head('documents/faktura-2026-1.pdf'))?.size).toBeGreaterThan(0);
    for (const url of [
      '/documents/faktura-2026-1.pdf',
      '/documents/..%2fprivate%2fdocuments%2ffaktura-2026-1.pdf',
      '/documents/..%2f..%2fprivate%2fdocuments%2ffaktura-2026-1.pdf',
      '/images/..%2f..%2fprivate%2fdocuments%2ffaktura-2026-1.pdf',
      '/images/%2e%2e/documents/faktura-2026-1.pdf',
      '/media/videos/..%2f..%2fprivate/documents/faktura-2026-1.pdf',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('faktura');
    }
    // The same key in both stores: the public path shows the public file.
    expect((await app.inject({ method: 'GET', url: '/images/big/products/1-1.webp' })).rawPayload.equals(picture)).toBe(true);
    await expect(registerPublicFiles(Fastify(), storage.private)).rejects.toThrow(/public files only/);
  });

  it('is the shop’s 404 page for a missing file, a folder and a dot-file', async () => {
    for (const url of ['/images/big/nic.webp', '/images/big/', '/documents/.skryty.pdf', '/media/videos/nic.webm']) {
      const res = await app.inject({ method: 'GET', url });
      expect([res.statusCode, res.body], url).toEqual([404, '<!doctype html><p>Nenalezeno</p>']);
    }
  });
});

describe('several machines on one bucket (STORAGE=s3)', () => {
  it('a picture stored through one process is served, in every size and format, by another', async () => {
    const { storeImage } = await import('@konfety/storage/media');
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'konfety',
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    const upload = '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><rect width="1000" height="1000" fill="#5cc16a"/></svg>';
    await storeImage(openStorage(config.storage).public, 'products/nahrany-1.webp', upload);
    const other = await shop(openStorage(config.storage));
    for (const size of ['ico', 'mid', 'big'] as const) {
      for (const format of ['avif', 'webp'] as const) {
        const url = imageUrl('products/nahrany-1.webp', size, format);
        const res = await other.inject({ method: 'GET', url });
        expect([res.statusCode, res.headers['content-type']], url).toEqual([200, `image/${format}`]);
        expect(res.rawPayload.equals(s3.objects('konfety').get(`public${url}`)!.body), url).toBe(true);
      }
    }
    await other.close();
  });
});
