import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { ROUTE_MANIFEST_CACHE_CONTROL } from './page-cache';
import { ROUTE_MANIFEST_PATH } from './url-kind';

/** Paths whose routes are kept (least recently used go first): the links of a catalogue many times over, ≈ 2 MB. */
export const MANIFEST_PATHS_KEPT = 10_000;
/** A longer path (the shop's are < 100 characters) is answered but not kept, so that no one fills the memory with them. */
export const MANIFEST_PATH_KEPT_LENGTH = 256;

/**
 * React Router's longest route manifest URL (its `URL_LIMIT`, which its client also keeps to); a longer one it
 * answers 400, and so answers it here.
 */
const URL_LIMIT = 7680;

/**
 * React Router's route discovery answers (`/__manifest?paths=…&version=…`: the manifest entries of the routes that
 * each path matches), made from each path's routes as React Router matched them once.
 *
 * React Router matches a manifest request's every path against every route, compiling each route's pattern into a
 * RegExp anew: ≈ 11 ms of CPU for a listing's 141 paths (its links and, as the client adds them, their ancestors),
 * ≈ 77 µs a path. The page cache keeps an answer per URL, but the URL names the paths a browser has not yet
 * discovered in this visit, so after the first page every visitor asks their own set, mostly of paths others
 * asked before (the header's, the catalogue's). A path's routes depend on the build alone, so they are kept per
 * path: a path asked before costs a lookup, a new one React Router's own answer for that path alone (≈ 120 µs).
 *
 * Only the answer React Router gives with patches is made here (its version, a `paths` parameter, a URL within
 * its limit); anything else (another build's version: 204 and "reload the document"; no paths: 400; too long:
 * 400) is React Router's answer to the very request. `test/process/route-manifest.test.ts` compares both answers.
 */
export function routeManifestAnswers(build: ServerBuild) {
  const handler = createRequestHandler(build, 'production');
  const routesOf = new Map<string, readonly string[]>();

  /** React Router's answer to `url` (a route manifest URL) as status, headers and text. */
  const reactRouterAnswer = async (url: string) => {
    const response = await handler(new Request(url));
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  };

  const routeIdsOf = async (origin: string, path: string): Promise<readonly string[]> => {
    const kept = routesOf.get(path);
    if (kept) {
      routesOf.delete(path);
      routesOf.set(path, kept);
      return kept;
    }
    const params = new URLSearchParams({ paths: path, version: build.assets.version });
    const answer = await reactRouterAnswer(`${origin}${ROUTE_MANIFEST_PATH}?${params}`);
    if (answer.status !== 200) throw new Error(`React Router answered ${answer.status} for the routes of one path`);
    const ids = Object.keys(JSON.parse(answer.body) as Record<string, unknown>);
    if (path.length <= MANIFEST_PATH_KEPT_LENGTH) {
      routesOf.set(path, ids);
      if (routesOf.size > MANIFEST_PATHS_KEPT) routesOf.delete(routesOf.keys().next().value!);
    }
    return ids;
  };

  /** The answer to a route manifest request, whose full URL (origin and all) is `href`. */
  const answer = async (href: string) => {
    const url = new URL(href);
    const paths = url.searchParams.get('paths');
    if (paths === null || url.searchParams.get('version') !== build.assets.version || href.length > URL_LIMIT) return reactRouterAnswer(href);
    const patches: Record<string, unknown> = {};
    for (const path of new Set(paths.split(',').filter(Boolean))) {
      for (const id of await routeIdsOf(url.origin, path)) patches[id] = build.assets.routes[id];
    }
    return {
      status: 200,
      headers: { 'content-type': 'application/json', 'cache-control': ROUTE_MANIFEST_CACHE_CONTROL },
      body: JSON.stringify(patches),
    };
  };
  return { answer, pathsKept: () => routesOf.size };
}

/**
 * Answers React Router's route manifest requests in Fastify, before the storefront's catch-all route, when the
 * build discovers routes lazily at `ROUTE_MANIFEST_PATH` (else React Router answers whatever comes there).
 */
export function registerRouteManifest(app: FastifyInstance, build: ServerBuild) {
  const { mode, manifestPath } = build.routeDiscovery;
  if (mode !== 'lazy' || manifestPath !== ROUTE_MANIFEST_PATH || (build.basename ?? '/') !== '/') return;
  const { answer } = routeManifestAnswers(build);
  app.get(ROUTE_MANIFEST_PATH, async (request, reply) => {
    const { status, headers, body } = await answer(`${request.protocol}://${request.host}${request.url}`);
    return reply.code(status).headers(headers).send(body);
  });
}
