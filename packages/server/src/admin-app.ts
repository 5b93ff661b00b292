import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from './url-kind';

/** The back office's package (packages/admin): a single-page app that Vite builds into `build/`. */
export const adminDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../admin');

/** Where the shop serves it (the app's Vite `base` and router `basename`). */
export const ADMIN_PATH = '/admin';

/** The hashed files of the build: the same name is the same content, for ever. */
export const ADMIN_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The app's page: always fetched again, kept by no cache (it names the current build's files, and it is staff's). */
export const ADMIN_PAGE_CACHE_CONTROL = 'no-store';

export interface AdminAppOptions {
  /** `production` reads the page once; `development` on every request, so a new build shows without a restart. */
  mode: 'production' | 'development';
  /** The build to serve (tests point it elsewhere); `packages/admin/build` by default. */
  buildDirectory?: string;
}

/**
 * Serves the back office (issue 40) under /admin, beside the storefront and apart from it: nothing of the storefront
 * renders it, and none of its answers goes through the page cache or any other shared cache.
 *
 * - `/admin/assets/*`: the build's hashed scripts and stylesheet, from their precompressed .br/.gz copies (written
 *   at build time, as the storefront's: vite/precompress.ts), cached for a year as immutable;
 * - every other `/admin` path: the app's index.html (the app routes in the browser), `Cache-Control: no-store`.
 *   The page cache would not keep it anyway (it keeps no `no-store` answer), which matters: the storefront's route
 *   table matches `/admin` paths as shared pages (its catch-all content and category patterns).
 *   The page holds no inline script (only `<script type="module" src>`), so the shop's CSP (`script-src 'self'`) is
 *   all it needs; a path whose last segment has a dot (a file that is not in the build) is a 404, not the app.
 *
 * Without a build (`npm run build` or `npm start` makes it: scripts/ensure-admin-build.mjs) the shop still runs:
 * /admin answers 503 saying how to build it.
 */
export async function registerAdminApp(app: FastifyInstance, { mode, buildDirectory = path.join(adminDir, 'build') }: AdminAppOptions): Promise<void> {
  const indexFile = path.join(buildDirectory, 'index.html');
  const built = fs.existsSync(indexFile);
  if (!built) app.log.warn(`the back office is not built (${indexFile} is missing): /admin answers 503 until \`npm run build\``);

  if (built) {
    await app.register(fastifyStatic, {
      root: path.join(buildDirectory, 'assets'),
      prefix: `${ADMIN_PATH}/assets/`,
      // The storefront's registration decorates the reply already.
      decorateReply: false,
      preCompressed: true,
      index: false,
      // The headers below instead of `send`'s own max-age.
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', ADMIN_ASSET_CACHE_CONTROL);
        reply.header('vary', 'accept-encoding');
      },
    });
  }

  let cached: Buffer | null = null;
  const indexHtml = (): Buffer | null => {
    if (mode === 'production' && cached) return cached;
    try {
      cached = fs.readFileSync(indexFile);
    } catch {
      cached = null;
    }
    return cached;
  };

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const requested = pathOf(request.url);
    if (requested.slice(requested.lastIndexOf('/') + 1).includes('.')) return reply.callNotFound();
    reply.header('cache-control', ADMIN_PAGE_CACHE_CONTROL).header('x-robots-tag', 'noindex, nofollow');
    const html = indexHtml();
    if (html === null) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="cs"><meta charset="utf-8"><title>Administrace není sestavená</title><h1>Administrace není sestavená</h1><p>Sestavte ji příkazem <code>npm run build</code> (nebo spusťte obchod přes <code>npm start</code>).</p></html>',
        );
    }
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get(ADMIN_PATH, page);
  app.get(`${ADMIN_PATH}/*`, page);
}
