import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskFiles } from '@konfety/storage';
import { registerVideoMedia, VIDEO_MAX_AGE_SECONDS } from '../src/video-media';

/** The committed demo files the seed stores as `videos/…`. */
const demo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/src/seed/media/videos');

let app: FastifyInstance;
let mediaDir: string;
let video: Buffer;

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-video-media-'));
  fs.mkdirSync(path.join(mediaDir, 'videos'));
  for (const file of ['balonkovy-oblouk.webm', 'balonkovy-oblouk.cs.vtt']) fs.copyFileSync(path.join(demo, file), path.join(mediaDir, 'videos', file));
  video = fs.readFileSync(path.join(mediaDir, 'videos', 'balonkovy-oblouk.webm'));
  app = Fastify();
  await registerVideoMedia(app, diskFiles(mediaDir));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('/media/videos/*', () => {
  it('answers a Range request with 206 and exactly those bytes, as video/webm, cacheable for a month', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/videos/balonkovy-oblouk.webm', headers: { range: 'bytes=100-1123' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['content-range']).toBe(`bytes 100-1123/${video.length}`);
    expect(res.headers['content-length']).toBe('1024');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe(`public, max-age=${VIDEO_MAX_AGE_SECONDS}`);
    expect(res.rawPayload.equals(video.subarray(100, 1124))).toBe(true);
  });

  it('answers an open-ended range (how players ask first) and the whole file without a range', async () => {
    const open = await app.inject({ method: 'GET', url: '/media/videos/balonkovy-oblouk.webm', headers: { range: 'bytes=0-' } });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 0-${video.length - 1}/${video.length}`);
    const whole = await app.inject({ method: 'GET', url: '/media/videos/balonkovy-oblouk.webm' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
  });

  it('refuses a range past the end with 416', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/videos/balonkovy-oblouk.webm', headers: { range: `bytes=${video.length + 10}-` } });
    expect(res.statusCode).toBe(416);
  });

  it('serves the captions as text/vtt', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/videos/balonkovy-oblouk.cs.vtt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/vtt/);
    expect(res.body.startsWith('WEBVTT')).toBe(true);
  });

  it('is a 404 for an unknown file and for a way out of the directory', async () => {
    expect((await app.inject({ method: 'GET', url: '/media/videos/nic.webm' })).statusCode).toBe(404);
    fs.writeFileSync(path.join(mediaDir, 'secret.txt'), 'x');
    const escape = await app.inject({ method: 'GET', url: '/media/videos/..%2fsecret.txt' });
    expect([403, 404]).toContain(escape.statusCode);
    expect(escape.body).not.toBe('x');
  });
});
