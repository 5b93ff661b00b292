import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { PAGE_VARIANT_COOKIES, PERSONAL_COOKIES, type ShareClass } from '@konfety/storefront/server';
import { cookieValues } from '@konfety/api';
import { pathOf, targetPathOf, urlKind } from '../url-kind';
import type { Budget } from './store';

/**
 * What a request is to the page cache: which kept answer would answer it (its key), and, for a miss, whether its
 * answer may be kept and in which budget. Keys say nothing of whether a page may be shared: only a shared page's
 * answer is ever kept under one (`budgetOf`), so a hit needs no route lookup.
 */

export type Kind = 'page' | 'data' | 'api' | 'manifest';

/** Whose a page's answer may be, by the route table's declaration for its URL path (storefront `pageShare`): null, private. */
export type RouteShare = (pathname: string) => ShareClass | null;

export interface Cacheable {
  key: string;
  kind: Kind;
  /** A page rendered as a template (csrf-template.ts). */
  template: boolean;
}

type Asked = Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'host'>;

/**
 * Whether the page for this request needs the visitor's CSRF token in its forms: a browser that sends no Fetch
 * Metadata (`Sec-Fetch-Site`) is checked by the token (csrf.ts); every current one is checked without it.
 */
export function needsFormToken(request: Pick<FastifyRequest, 'headers'>): boolean {
  return typeof request.headers['sec-fetch-site'] !== 'string';
}

/**
 * The cache key of a page view, or null. Only page views that hold nothing of the visitor's qualify, logged in or
 * not (the storefront then leaves the user out: load context `sharedPage`): no flash message waiting. Site, path
 * and query, and the cookies that change the page (currency, language, dismissed promo, consent …) make the key;
 * and whether the browser needs a CSRF token in the forms, whose copy is a template that each answer fills in.
 */
export function pageCacheKey(request: Asked): string | null {
  if (request.method !== 'GET' || urlKind(request.url) !== 'page') return null;
  const variant = sharedVariant(request.headers);
  return variant === null ? null : `page\u0000${request.host}\u0000${request.url}\u0000${variant}${needsFormToken(request) ? '\u0000form-token' : ''}`;
}

/** React Router's route id of the root, whose data is the visitor's own (their CSRF token; a logged-in visitor's user). */
const ROOT_ROUTE_ID = 'root';

/**
 * The cache key of a client-side navigation's data request for a page's routes (`/path.data?_routes=…`), or null.
 * What the page's routes load is what the page itself shows, kept for everyone when the page is. Only a request that
 * leaves the root route out (a navigation within a language does: the root's `shouldRevalidate`): the root's data
 * is the visitor's own. Keyed as a page is, but for the CSRF template: the data has no forms to fill in.
 */
export function dataCacheKey(request: Asked): string | null {
  if (request.method !== 'GET' || urlKind(request.url) !== 'page-data') return null;
  const query = request.url.indexOf('?');
  const routes = query === -1 ? null : new URLSearchParams(request.url.slice(query + 1)).get('_routes');
  if (routes === null || routes.split(',').includes(ROOT_ROUTE_ID)) return null;
  const variant = sharedVariant(request.headers);
  return variant === null ? null : `data\u0000${request.host}\u0000${request.url}\u0000${variant}`;
}

/**
 * The cache key of a route manifest request, or null. Its answer depends on the build and the URL alone (the link
 * paths the browser has not discovered yet, the build's version): on the first page of a visit the same URL for
 * every visitor of that page. Made from each path's kept routes (route-manifest.ts) it still costs ≈ 0.5 ms, where
 * the page itself is a hit.
 */
export function manifestCacheKey(request: Pick<FastifyRequest, 'method' | 'url' | 'host'>): string | null {
  if (request.method !== 'GET' || urlKind(request.url) !== 'route-manifest') return null;
  return `manifest\u0000${request.host}\u0000${request.url}`;
}

/**
 * The cache key of an API request the cache may answer, or null: a GET of a route that declares
 * `config.sharedCache` (the public catalogue; `@konfety/api` http/shared-cache.ts), keyed by the site it names and
 * its URL.
 */
export function apiCacheKey(request: Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'routeOptions' | 'host'>): string | null {
  if (request.method !== 'GET' || request.routeOptions.config?.sharedCache !== true) return null;
  const site = request.headers['client-url'];
  // Without `client-url` the API answers for the site of the request's host (api http/site.ts): keyed by that host.
  return apiKey((Array.isArray(site) ? site[0] : site) || `//${request.host.toLowerCase()}`, request.url);
}

export const apiKey = (site: string | undefined, url: string) => `api\u0000${site ?? ''}\u0000${url}`;

/** The key and kind of a request the cache may answer, or null. */
export function cacheKeyOf(request: FastifyRequest): Cacheable | null {
  const page = pageCacheKey(request);
  if (page !== null) return { key: page, kind: 'page', template: needsFormToken(request) };
  const data = dataCacheKey(request);
  if (data !== null) return { key: data, kind: 'data', template: false };
  const manifest = manifestCacheKey(request);
  if (manifest !== null) return { key: manifest, kind: 'manifest', template: false };
  const api = apiCacheKey(request);
  return api === null ? null : { key: api, kind: 'api', template: false };
}

/** The key of a kept answer a request straight from Node could be answered from (edge-server.ts): a page's, its data's, a route manifest's. */
export function edgeCacheKey(request: Asked): string | null {
  return pageCacheKey(request) ?? dataCacheKey(request) ?? manifestCacheKey(request);
}

/**
 * The budget a miss's answer is kept in, or null when it may not be kept. A page and its data: their route's `share`
 * (a page that declares none is private, and so is a path that is no page), and the search budget for any URL
 * with a query string (a listing's `?razeni=…&strana=…`, or anything a crawler makes up: a space without end that
 * must not push the catalogue out). API answers and route manifests have budgets of their own.
 */
export function budgetOf(url: string, kind: Kind, routeShare: RouteShare): Budget | null {
  if (kind === 'api' || kind === 'manifest') return kind;
  const path = pathOf(url);
  const share = routeShare(targetPathOf(path));
  if (share === null) return null;
  const query = new URLSearchParams(url.slice(path.length));
  if (kind === 'data') query.delete('_routes');
  return query.size > 0 ? 'search' : share;
}

/** The values of the cookies that change a page, or null when the request carries one that makes it the visitor's own. */
function sharedVariant(headers: IncomingHttpHeaders): string | null {
  const cookies = cookieValues(headers.cookie);
  if (PERSONAL_COOKIES.some((name) => cookies.has(name))) return null;
  return PAGE_VARIANT_COOKIES.map((name) => `${name}=${cookies.get(name) ?? ''}`).join(';');
}

/** Whether a request carries none of the cookies that change a page, so a shared cache may keep its answer for everyone. */
export function isCookieless(headers: IncomingHttpHeaders): boolean {
  const cookies = cookieValues(headers.cookie);
  return PAGE_VARIANT_COOKIES.every((name) => !cookies.has(name));
}
