import { LIVENESS_PATH, READINESS_PATH } from './readiness';

/**
 * React Router's route discovery (storefront: lazy, its default): a page asks `/__manifest?paths=…&version=…` for
 * the routes of the links it shows, once per page load.
 */
export const ROUTE_MANIFEST_PATH = '/__manifest';

/**
 * What a request URL is to the shop, the one place that says so (the CSRF check, the edge's refusals, the
 * trailing-slash redirect, the tracking parameters' stripping and the page cache all ask here):
 * - `page`: a storefront page (GET renders it, POST runs its action);
 * - `page-data`: React Router's data request for a page's routes (`/1/kostymy.data`, `/_root.data` for the home page);
 * - `action`: a form action endpoint under `/_/`;
 * - `action-data`: React Router's data request of a form action (`/_/cart.data`);
 * - `api`: the API under `/api`;
 * - `media`: the shop's files: images, documents and videos (`/images`, `/documents`, `/media`);
 * - `asset`: the storefront build's hashed files (`/assets`);
 * - `admin`: the back office's app (`/admin`: its own build and pages, admin-app.ts), never a storefront page: the page
 *   cache, the storefront's form tokens and its post targets leave it alone;
 * - `feed`: the files the feeds' job makes for robots (`/feeds/*.xml`, `/sitemap.xml`, `/sitemaps/*`) and `/robots.txt`,
 *   served per site host by feed-files.ts: no page, no form, nothing the page cache or the CSRF check has to do with;
 * - `file`: another file of the storefront's public folder (`/favicon.ico`): a last path segment with a dot;
 * - `route-manifest`: React Router's route discovery (`ROUTE_MANIFEST_PATH`);
 * - `health`: the liveness and readiness probes.
 * Prefixes are case-sensitive, as Fastify's routes are.
 */
export type UrlKind = 'page' | 'page-data' | 'action' | 'action-data' | 'api' | 'media' | 'asset' | 'admin' | 'feed' | 'file' | 'route-manifest' | 'health';

const PREFIXES: ReadonlyArray<readonly [string, UrlKind]> = [
  ['api', 'api'],
  ['images', 'media'],
  ['documents', 'media'],
  ['media', 'media'],
  ['assets', 'asset'],
  ['admin', 'admin'],
  ['feeds', 'feed'],
  ['sitemaps', 'feed'],
];

/** The feeds' single files at the root (feed-files.ts). */
const FEED_PATHS = new Set(['/sitemap.xml', '/robots.txt']);

const DATA_SUFFIX = '.data';
/** The home page's data request: `/.data` would not do as a URL, so React Router names it thus. */
const HOME_DATA_PATH = '/_root.data';

/** The path part of a request URL (before the query). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Whether `path` is `/name` or lies under it. */
const under = (path: string, name: string) => path.startsWith(name, 1) && (path.length === name.length + 1 || path[name.length + 1] === '/');

/** What kind of URL `url` (a request's URL, query and all) is. */
export function urlKind(url: string): UrlKind {
  const path = pathOf(url);
  if (path === LIVENESS_PATH || path === READINESS_PATH) return 'health';
  if (path === ROUTE_MANIFEST_PATH) return 'route-manifest';
  if (FEED_PATHS.has(path)) return 'feed';
  for (const [name, kind] of PREFIXES) if (under(path, name)) return kind;
  if (path === HOME_DATA_PATH) return 'page-data';
  if (under(path, '_')) return path.endsWith(DATA_SUFFIX) ? 'action-data' : 'action';
  if (path.endsWith(DATA_SUFFIX)) return urlKind(targetPathOf(path)) === 'page' ? 'page-data' : 'file';
  return path.slice(path.lastIndexOf('/') + 1).includes('.') ? 'file' : 'page';
}

/**
 * The path of the page or action a data request is about (`/1/kostymy.data` → `/1/kostymy`, `/_root.data` → `/`);
 * any other path as it is.
 */
export function targetPathOf(path: string): string {
  if (path === HOME_DATA_PATH) return '/';
  return path.endsWith(DATA_SUFFIX) ? path.slice(0, -DATA_SUFFIX.length) : path;
}
