import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { reactRouterFastify, type ReactRouterFastifyOptions } from '@mcansh/remix-fastify/react-router';
import type { ServerBuild } from 'react-router';
import { callerScope, STOREFRONT_SECRET_HEADER, VISITOR_ADDRESS_HEADER } from '@konfety/api';
import type { Config } from '@konfety/config';
import { ACTIVE_LOCALES, type ApiTransport, fetchTransport, type Locale } from '@konfety/storefront/server';
import { csrfTokenOf } from './csrf';
import type { PageCache } from './page-cache';
import { registerPostTargets } from './request-hygiene';
import { registerRouteManifest } from './route-manifest';
import { cspNonce } from './security-headers';

export const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../storefront');

/**
 * The API calls of one storefront request: inside the process through Fastify's inject (no network hop), or over
 * HTTP when API_BASE_URL is set. A GET whose shared answer the page cache keeps (the shell's settings, menus and
 * lists, the catalogue) is answered from it, parsed once and frozen: ≈ 1 ms of a 10 ms page went to injecting
 * the same five or six requests and parsing the same JSON again. The calls are one caller (api caller-scope.ts):
 * the cart widget's two calls at once look its login token up once (≈ 0.4 ms of its ≈ 3 ms on PGlite).
 *
 * Each call comes from `visitorAddress`, the storefront request's client, so the API's per-client limits (failed
 * logins, reset requests, registrations) count each visitor, not the process: with the loopback address for all of
 * them, one person's twenty wrong passwords locked every customer out of the storefront's login. Nobody outside
 * the process can inject, so the address cannot be forged.
 */
export function injectTransport(app: FastifyInstance, pageCache: PageCache, visitorAddress: string): ApiTransport {
  const asCaller = callerScope();
  return async ({ method, path: url, headers, body, file }) => {
    const kept = method === 'GET' && !file ? pageCache.apiAnswer(headers['client-url'] ?? '', url) : undefined;
    if (kept !== undefined) return { status: 200, body: kept };
    const res = await asCaller(() => app.inject({ method, url, headers, remoteAddress: visitorAddress, ...(body === undefined ? {} : { payload: body as object }) }));
    // A file (an invoice's PDF) as its bytes; an error is JSON like any other answer.
    if (file && res.statusCode >= 200 && res.statusCode < 300) {
      const disposition = res.headers['content-disposition'];
      return {
        status: res.statusCode,
        body: null,
        file: { bytes: res.rawPayload, contentType: String(res.headers['content-type'] ?? 'application/octet-stream'), contentDisposition: typeof disposition === 'string' ? disposition : null },
      };
    }
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  };
}

/**
 * The API transport of one storefront request from `visitorAddress`. Over HTTP the API sees the storefront's address,
 * so the visitor's goes in a header with the secret both processes share, which the API requires before it
 * believes it (api http/client-address.ts).
 */
function storefrontApiTransport(app: FastifyInstance, config: Config, pageCache: PageCache): (visitorAddress: string) => ApiTransport {
  const { apiBaseUrl, storefrontApiSecret } = config;
  if (apiBaseUrl === null) return (visitorAddress) => injectTransport(app, pageCache, visitorAddress);
  if (storefrontApiSecret === null) throw new Error('API_BASE_URL needs STOREFRONT_API_SECRET, the secret the API believes a visitor address with');
  return (visitorAddress) => fetchTransport(apiBaseUrl, { [VISITOR_ADDRESS_HEADER]: visitorAddress, [STOREFRONT_SECRET_HEADER]: storefrontApiSecret });
}

/**
 * The load context of a storefront request (every loader's and action's `context`). Its API calls come from the
 * request's client, Fastify's `request.ip`: the connection's peer, or the client a trusted proxy named (TRUST_PROXY).
 */
export function storefrontLoadContext(app: FastifyInstance, config: Config, pageCache: PageCache): NonNullable<ReactRouterFastifyOptions['getLoadContext']> {
  const apiTransport = storefrontApiTransport(app, config, pageCache);
  const siteUrls = liveSiteUrls(config);
  return (request, reply) => ({
    apiTransport: apiTransport(request.ip),
    clientUrl: clientUrlFor(config, request.host),
    publicUrl: config.publicUrl,
    siteUrls,
    secureCookies: config.publicUrl.startsWith('https://'),
    tokenTtlDays: config.auth.tokenTtlDays,
    mapTiles: config.maps,
    cspNonce: cspNonce(reply),
    csrfToken: pageCache.formTokenStandIn(request) ?? csrfTokenOf(request),
    sharedPage: pageCache.keepsPage(request),
    captcha: config.captcha && { siteKey: config.captcha.siteKey, scriptUrl: config.captcha.scriptUrl },
    tagManager: config.tagManager,
  });
}

/**
 * The shop sites that are live, by language: the Czech site (SITE_URL_CZ) and the Slovak one (SITE_URL_SK), each while
 * its language is one of the storefront's ACTIVE_LOCALES. Their pages' canonical and alternate (hreflang) addresses are
 * made from them (storefront lib/alternates.server.ts).
 */
function liveSiteUrls(config: Config): Partial<Record<Locale, string>> {
  const configured: Partial<Record<Locale, string>> = { cs: config.sites.cz.url, sk: config.sites.sk.url };
  return Object.fromEntries(ACTIVE_LOCALES.flatMap((locale) => (configured[locale] ? [[locale, configured[locale]]] : [])));
}

/**
 * The shop site a storefront request belongs to: the configured site with the request's host (a trusted proxy's forwarded
 * host, as site-hosts.ts reads it), else the Czech one.
 */
function clientUrlFor(config: Config, requestHost: string): string {
  const host = requestHost.toLowerCase();
  for (const site of Object.values(config.sites)) {
    if (new URL(site.url).host.toLowerCase() === host) return site.url;
  }
  return config.sites.cz.url;
}

/**
 * Mounts the React Router storefront. Production serves the built app
 * (`npm run build:storefront`, done by `npm start` when missing or stale);
 * development runs Vite in middleware mode with hot reload.
 */
export async function registerStorefront(app: FastifyInstance, config: Config, mode: 'production' | 'development', pageCache: PageCache) {
  const buildDirectory = path.join(storefrontDir, 'build');
  if (mode === 'production' && !fs.existsSync(path.join(buildDirectory, 'server', 'index.js'))) {
    throw new Error('The storefront is not built: run `npm run build` (npm start does it for you).');
  }
  const assetsDirectory = path.join(buildDirectory, 'client', 'assets') + path.sep;
  const getLoadContext = storefrontLoadContext(app, config, pageCache);
  // The built app, loaded here to answer route manifest requests and refuse posts no route takes from it too;
  // development builds it in Vite.
  const build = mode === 'production' ? ((await import(pathToFileURL(path.join(buildDirectory, 'server', 'index.js')).href)) as ServerBuild) : undefined;
  if (build) {
    registerRouteManifest(app, build);
    registerPostTargets(app, build);
  }
  await app.register(reactRouterFastify, {
    mode,
    buildDirectory,
    ...(build ? { productionServerBuild: build } : {}),
    viteOptions: { configFile: path.join(storefrontDir, 'vite.config.ts'), root: storefrontDir },
    // The build writes a .br and a .gz beside every compressible asset (vite/precompress.ts). The hashed
    // /assets are cached for a year as immutable, the rest (favicon …) for an hour; every answer varies by
    // Accept-Encoding, since the same URL may be answered from the .br, the .gz or the plain file.
    fastifyStaticOptions: {
      preCompressed: true,
      // Replaces the adapter's own (written for @fastify/static 8, whose callback got the raw response).
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.startsWith(assetsDirectory) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        reply.header('vary', 'accept-encoding');
      },
    },
    getLoadContext,
  });
}
