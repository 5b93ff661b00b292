import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENCODING_SUFFIX, feedKey, type PublishedEncoding, robotsTxt, SITEMAP_CHILD_PATH, sitemapFolder, sitemapIndexKey } from '@konfety/api';
import type { Config } from '@konfety/config';
import { feedFormats, type FeedFormat } from '@konfety/domain/feeds';
import type { FileInfo, FileStore } from '@konfety/storage';
import { notModified } from './public-files';

/*
 * The files robots read, per site host (ARCHITECTURE "Feeds and sitemap"; URL kind `feed`): the product feeds at
 * `/feeds/{heureka,zbozi,google}.xml`, the sitemap index at `/sitemap.xml` and its children at `/sitemaps/*.xml`, made
 * by the feeds' job into the public store (keys `feeds/<site>/…`, `sitemaps/<site>/…`), and `/robots.txt`, made here.
 *
 * - The site is the one whose configured URL has the request's host (else the Czech one), as for the storefront's pages.
 * - A file is streamed from the store with its ETag and Last-Modified (a conditional request gets a 304), `public,
 *   max-age=3600` (the job remakes them every three hours), `Vary: Accept-Encoding`, and in the encoding asked for:
 *   the job stores a brotli and a gzip copy beside each file, so a 100 MB feed is compressed once, not per download
 *   (the compression plugin leaves an answer that has its Content-Encoding alone).
 * - A file the job has not made yet (a new shop, a new site) is a 503 with `Retry-After`, and a run of the job is
 *   queued (`requestFeeds`, at most one an hour): making a feed of 100 000 products in a request would hold the
 *   request (and on the embedded database every other) for minutes. Once the site's sitemap index exists the job has
 *   run, so a file still missing is a 404 (the Slovak site has no Zboží.cz feed).
 */

export const FEED_FILES_MAX_AGE_SECONDS = 3600;
/** How long a robot is asked to wait when the files are being made for the first time. */
export const FEED_RETRY_AFTER_SECONDS = 600;
const ROBOTS_MAX_AGE_SECONDS = 3600;
const XML_TYPE = 'application/xml; charset=utf-8';

/** The configured site (`config.sites` key) whose URL has `host`, else the Czech one (storefront.ts `clientUrlFor`'s rule). */
export function siteOfHost(config: Config, host: string | undefined): { code: string; url: string } {
  const wanted = host?.toLowerCase();
  for (const [code, site] of Object.entries(config.sites)) {
    if (new URL(site.url).host.toLowerCase() === wanted) return { code, url: site.url };
  }
  return { code: 'cz', url: config.sites.cz.url };
}

/** The encodings a request takes, best first (`br`, `gzip`), from its Accept-Encoding (a `q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): PublishedEncoding[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)) > 0;
  return (['br', 'gzip'] as const).filter(takes);
}

export interface FeedFilesOptions {
  /** Queues a run of the feeds' job (a file was asked for before it was made). */
  requestGeneration: () => Promise<void>;
  log?: { warn(obj: object, msg: string): void };
}

export function registerFeedFiles(app: FastifyInstance, files: FileStore, config: Config, options: FeedFilesOptions) {
  if (files.visibility !== 'public') throw new Error('the feeds are served from the public files only');
  let lastRequest = 0;
  const requestGeneration = () => {
    // One queueing a minute per process at most; the job's key keeps it to one run an hour whoever asks.
    if (Date.now() - lastRequest < 60_000) return;
    lastRequest = Date.now();
    options.requestGeneration().catch((err: unknown) => options.log?.warn({ err }, 'could not queue the feeds’ job'));
  };

  async function serve(request: FastifyRequest, reply: FastifyReply, siteCode: string, key: string) {
    let found: { file: FileInfo; encoding: PublishedEncoding | null } | null = null;
    for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
      const file = await files.head(`${key}${ENCODING_SUFFIX[encoding]}`);
      if (file) {
        found = { file, encoding };
        break;
      }
    }
    if (!found) {
      const file = await files.head(key);
      if (file) found = { file, encoding: null };
    }
    if (!found) {
      if (await files.head(sitemapIndexKey(siteCode))) return reply.callNotFound();
      requestGeneration();
      return reply
        .code(503)
        .header('retry-after', String(FEED_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Soubor se připravuje, zkuste to prosím za chvíli.\n');
    }
    const { file, encoding } = found;
    reply
      .header('cache-control', `public, max-age=${FEED_FILES_MAX_AGE_SECONDS}`)
      .header('vary', 'accept-encoding')
      .header('last-modified', file.lastModified.toUTCString())
      .header('etag', file.etag)
      .type(XML_TYPE);
    if (encoding) reply.header('content-encoding', encoding);
    if (notModified(request, file)) return reply.code(304).send();
    reply.header('content-length', file.size);
    if (request.method === 'HEAD') return reply.send();
    const read = await files.get(file.key);
    if (!read) return reply.callNotFound();
    return reply.send(read.body);
  }

  const site = (request: FastifyRequest) => siteOfHost(config, request.headers.host);
  // HEAD declared with GET (as public-files.ts does): Fastify's own HEAD would run the GET and read the file.
  const methods: Array<'GET' | 'HEAD'> = ['GET', 'HEAD'];

  app.route({
    method: methods,
    url: '/feeds/:file',
    handler: async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const format = /^([a-z]+)\.xml$/.exec(request.params.file)?.[1];
      if (!format || !(feedFormats as readonly string[]).includes(format)) return reply.callNotFound();
      const { code } = site(request);
      return serve(request, reply, code, feedKey(code, format as FeedFormat));
    },
  });
  app.route({
    method: methods,
    url: '/sitemap.xml',
    handler: async (request, reply) => {
      const { code } = site(request);
      return serve(request, reply, code, sitemapIndexKey(code));
    },
  });
  app.route({
    method: methods,
    url: '/sitemaps/:file',
    handler: async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      if (!SITEMAP_CHILD_PATH.test(request.params.file)) return reply.callNotFound();
      const { code } = site(request);
      return serve(request, reply, code, `${sitemapFolder(code)}${request.params.file}`);
    },
  });
  app.route({
    method: methods,
    url: '/robots.txt',
    handler: async (request, reply) => {
      const body = robotsTxt({ siteUrl: site(request).url, indexable: config.env === 'production' });
      reply.header('cache-control', `public, max-age=${ROBOTS_MAX_AGE_SECONDS}`).type('text/plain; charset=utf-8');
      return reply.send(request.method === 'HEAD' ? undefined : body);
    },
  });
}
