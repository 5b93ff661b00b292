import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disallowedPaths, SITEMAP_PAGE_PATHS } from '@konfety/api';
import { loadConfig } from '@konfety/config';
import { diskStorage, type Storage } from '@konfety/storage';
import { locales, pageShare, routeNames } from '@konfety/storefront/server';
import { acceptedEncodings, FEED_FILES_MAX_AGE_SECONDS, FEED_RETRY_AFTER_SECONDS, registerFeedFiles } from '../src/feed-files';
import { registerSecurityHeaders } from '../src/security-headers';

/**
 * The feeds, sitemaps and robots.txt as the shop serves them per site host (feed-files.ts), with the security headers
 * and the compression plugin registered as in server.ts; and the sitemaps' and robots.txt's paths against the
 * storefront's route table.
 */
const CZ = 'www.konfety.test';
const SK = 'www.konfety-sk.test';
const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: `https://${CZ}`, SITE_URL_CZ: `https://${CZ}`, SITE_URL_SK: `https://${SK}` });

let dir: string;
let storage: Storage;
let app: FastifyInstance;
let generationRequests = 0;

async function put(key: string, text: string) {
  await storage.public.put(key, Buffer.from(text));
  await storage.public.put(`${key}.gz`, zlib.gzipSync(text));
  await storage.public.put(`${key}.br`, zlib.brotliCompressSync(text));
}

const czFeed = `<?xml version="1.0" encoding="UTF-8"?>\n<SHOP>${'<SHOPITEM><ITEM_ID>KOS-000001</ITEM_ID></SHOPITEM>\n'.repeat(200)}</SHOP>\n`;
const skFeed = czFeed.replace(/KOS/g, 'SKO');

async function shop(env = config): Promise<FastifyInstance> {
  const a = Fastify();
  registerSecurityHeaders(a, env);
  await a.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  a.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html').send('<!doctype html><p>Nenalezeno</p>'));
  registerFeedFiles(a, storage.public, env, {
    requestGeneration: async () => {
      generationRequests++;
    },
  });
  await a.ready();
  return a;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-feed-files-'));
  storage = diskStorage({ publicDir: path.join(dir, 'media'), privateDir: path.join(dir, 'private') });
  app = await shop();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('feeds and sitemaps before the job has made them', () => {
  it('answers 503 with Retry-After and asks for the job once, however often it is asked', async () => {
    const first = await app.inject({ method: 'GET', url: '/feeds/heureka.xml', headers: { host: CZ } });
    const second = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: CZ } });
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(FEED_RETRY_AFTER_SECONDS));
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(generationRequests).toBe(1);
  });
});

describe('feeds and sitemaps once made', () => {
  beforeAll(async () => {
    await put('feeds/cz/heureka.xml', czFeed);
    await put('feeds/sk/heureka.xml', skFeed);
    await put('sitemaps/cz/index.xml', '<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
    await put('sitemaps/sk/index.xml', '<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
    await put('sitemaps/cz/products-1.xml', '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
  });

  it('serves a site’s feed on its host, precompressed in the encoding asked for, with its validators and a lifetime', async () => {
    const gz = await app.inject({ method: 'GET', url: '/feeds/heureka.xml', headers: { host: CZ, 'accept-encoding': 'gzip, deflate' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers).toMatchObject({
      'content-type': 'application/xml; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': `public, max-age=${FEED_FILES_MAX_AGE_SECONDS}`,
      vary: 'accept-encoding',
    });
    expect(gz.headers.etag).toMatch(/^(W\/)?".+"$/);
    expect(Date.parse(String(gz.headers['last-modified']))).not.toBeNaN();
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(czFeed);
    expect(String(gz.headers['content-security-policy'])).not.toMatch(/nonce-/);

    const br = await app.inject({ method: 'GET', url: '/feeds/heureka.xml', headers: { host: CZ, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(czFeed);
    expect(br.headers.etag).not.toBe(gz.headers.etag);

    const plain = await app.inject({ method: 'GET', url: '/feeds/heureka.xml', headers: { host: CZ, 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(czFeed);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(czFeed)));

    const sk = await app.inject({ method: 'GET', url: '/feeds/heureka.xml', headers: { host: SK } });
    expect(sk.body).toBe(skFeed);
  });

  it('confirms a robot’s copy with 304 by ETag or by date, per encoding', async () => {
    const first = await app.inject({ method: 'GET', url: '/feeds/heureka.xml', headers: { host: CZ, 'accept-encoding': 'gzip' } });
    const byTag = await app.inject({ method: 'GET', url: '/feeds/heureka.xml', headers: { host: CZ, 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(first.headers.etag);
    const byDate = await app.inject({ method: 'GET', url: '/feeds/heureka.xml', headers: { host: CZ, 'accept-encoding': 'gzip', 'if-modified-since': String(first.headers['last-modified']) } });
    expect(byDate.statusCode).toBe(304);
    // Another encoding's copy is another representation: its tag does not confirm this one.
    const otherEncoding = await app.inject({ method: 'GET', url: '/feeds/heureka.xml', headers: { host: CZ, 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(otherEncoding.statusCode).toBe(200);
    const stale = await app.inject({ method: 'GET', url: '/feeds/heureka.xml', headers: { host: CZ, 'if-modified-since': new Date(Date.parse(String(first.headers['last-modified'])) - 86_400_000).toUTCString() } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD without the body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/feeds/heureka.xml', headers: { host: CZ } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(czFeed)));
  });

  it('serves the sitemap index and its children, 404 for what the job did not make once it has run', async () => {
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: SK } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/products-1.xml', headers: { host: CZ } })).statusCode).toBe(200);
    const before = generationRequests;
    for (const url of ['/sitemaps/products-1.xml', '/feeds/zbozi.xml']) expect((await app.inject({ method: 'GET', url, headers: { host: SK } })).statusCode).toBe(404);
    for (const url of ['/sitemaps/index.xml', '/sitemaps/..%2Fcz%2Findex.xml', '/sitemaps/products-01.xml', '/feeds/other.xml', '/feeds/heureka.xml.gz']) {
      expect((await app.inject({ method: 'GET', url, headers: { host: CZ } })).statusCode, url).toBe(404);
    }
    expect(generationRequests).toBe(before);
  });
});

describe('robots.txt', () => {
  it('names the sitemap of the host it is asked on and keeps robots out of the private areas', async () => {
    const cz = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: CZ } });
    expect(cz.statusCode).toBe(200);
    expect(cz.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(cz.body).toContain(`Sitemap: https://${CZ}/sitemap.xml`);
    expect(cz.body).toContain('Disallow: /kosik');
    expect(cz.body).not.toMatch(/^Disallow: \/$/m);
    const sk = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: SK } });
    expect(sk.body).toContain(`Sitemap: https://${SK}/sitemap.xml`);
  });

  it('disallows everything outside production', async () => {
    const staging = await shop(loadConfig({ NODE_ENV: 'development', SITE_URL_CZ: `https://${CZ}`, SITE_URL_SK: `https://${SK}` }));
    try {
      const res = await staging.inject({ method: 'GET', url: '/robots.txt', headers: { host: CZ } });
      expect(res.body).toMatch(/^Disallow: \/$/m);
    } finally {
      await staging.close();
    }
  });
});

describe('the sitemaps’ and robots.txt’s paths against the storefront’s route table', () => {
  const fill = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '12' : `${name}-x`));
  const prefixed = (locale: string, p: string) => (locale === 'cs' ? p : `/${locale}${p === '/' ? '' : p}`);

  it('lists each page by the storefront’s own path, and only pages the storefront shares with everyone', () => {
    for (const [name, paths] of Object.entries(SITEMAP_PAGE_PATHS)) {
      const route = (routeNames as Record<string, { paths: Record<string, string> } | undefined>)[name];
      expect(route, name).toBeDefined();
      for (const locale of locales) {
        expect(paths[locale], `${name} ${locale}`).toBe(route!.paths[locale]);
        expect(pageShare(prefixed(locale, fill(paths[locale]))), `${name} ${locale}`).not.toBeNull();
      }
    }
  });

  it('disallows in robots.txt every page the storefront does not share, in every language', () => {
    const rules = disallowedPaths();
    for (const [name, page] of Object.entries(routeNames)) {
      if (page.share || !page.file) continue;
      for (const locale of page.locales ?? locales) {
        const p = prefixed(locale, fill(page.paths[locale]));
        expect(rules.some((rule) => p.startsWith(rule)), `${name} ${p}`).toBe(true);
      }
    }
  });
});

describe('Accept-Encoding', () => {
  it('picks brotli, then gzip, as the request takes them', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
