import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { nonceOf, storedAnswerPolicy } from '../security-headers';
import type { Encoding } from './encodings';
import { isCookieless, type Kind } from './key';
import type { Entry } from './store';

/** How long a cached page is served: the bound on how late a price or stock change reaches visitors. */
export const PAGE_TTL_MS = 10_000;
/** What a CDN or reverse proxy in front may do with a shared page (the same bound, then 30 s stale while it revalidates). */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_TTL_MS / 1000}, stale-while-revalidate=30`;
/**
 * How long a route manifest answer is served: it depends on the build alone (key.ts `manifestCacheKey`), so it is
 * kept much longer than a page, and a change of the shop's data does not drop it. An hour rather than for ever only
 * so that nothing kept lives for ever.
 */
export const ROUTE_MANIFEST_TTL_MS = 3_600_000;
/**
 * What React Router says of its route manifest answers, and the cache with them: the URL names the build's
 * version, so what it answers never changes (for another version it answers a 204 that tells the page to load
 * the next one in full, which is never kept).
 */
export const ROUTE_MANIFEST_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const ttlOf = (kind: Kind) => (kind === 'manifest' ? ROUTE_MANIFEST_TTL_MS : PAGE_TTL_MS);

/** What a CDN may do with an answer of this kind to this request. */
export function cacheControlOf(kind: Kind, headers: IncomingHttpHeaders): string {
  if (kind === 'manifest') return ROUTE_MANIFEST_CACHE_CONTROL;
  return kind === 'api' || isCookieless(headers) ? PUBLIC_PAGE_CACHE_CONTROL : 'private, no-cache';
}

export const VARY: Record<Kind, string> = { page: 'accept-encoding', data: 'accept-encoding', api: 'accept-encoding, client-url', manifest: 'accept-encoding' };
/** React Router's single fetch answers data as `text/x-script` (turbo-stream). */
export const CONTENT_TYPE: Record<Kind, string> = { page: 'text/html', data: 'text/x-script', api: 'application/json', manifest: 'application/json' };

/**
 * The headers every answer from a copy carries: those of the answer it was made from (security headers included),
 * but not the per-answer ones (cookies, length, date). A hit is answered before the security-header hook runs,
 * so these are all it gets; the CSP's nonce is replaced by the page's script hashes (`servedHeaders`).
 */
export function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || /^(set-cookie|content-length|date|etag|cache-control|vary|content-encoding)$/i.test(name)) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

/** The headers of the answers from a shared copy: the render's, under the CSP of a stored answer (security-headers.ts). */
export function servedHeaders(entry: Entry): Record<string, string> {
  if (entry.servedHeaders) return entry.servedHeaders;
  const headers = entry.renderHeaders;
  const csp = headers['content-security-policy'];
  entry.servedHeaders = csp === undefined ? headers : { ...headers, 'content-security-policy': storedAnswerPolicy(csp, entry.kind === 'page' ? entry.identity : null) };
  return entry.servedHeaders;
}

/**
 * The headers of a hit on `entry` answered in `encoding` (a 304's too, in none): the copy's own (security headers,
 * its CSP by script hashes), its ETag, caching and encoding, and the length of `body` when given. Made once per
 * variant and kept with the copy; both ways a hit is answered (`serve` in Fastify, `answerHit` before it) send
 * them. A copy's body changes only when it is compressed again, to another length, hence another variant.
 */
export function hitHeaders(entry: Entry, encoding: Encoding | null, cacheControl: string, state: 'hit' | 'stale', body?: Buffer): Record<string, string> {
  const variant = `${encoding}\u0000${cacheControl}\u0000${state}\u0000${body?.length ?? ''}`;
  let headers = entry.hitHeaders.get(variant);
  if (headers === undefined) {
    headers = { ...servedHeaders(entry), etag: entry.etag, vary: VARY[entry.kind], 'cache-control': cacheControl, 'x-page-cache': state };
    if (encoding) headers['content-encoding'] = encoding;
    if (body) headers['content-length'] = String(body.length);
    entry.hitHeaders.set(variant, headers);
  }
  return headers;
}

/** Whether two answers carry the same headers, their CSPs (nonce or hashes) aside. */
export function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = Object.keys(a).filter((name) => name !== 'content-security-policy');
  return names.length === Object.keys(b).filter((name) => name !== 'content-security-policy').length && names.every((name) => a[name] === b[name]);
}

/**
 * The answer's ETag: a hash of its bytes and its CSP, both without the render's nonce (in the scripts' `nonce`
 * attributes), so a page rendered again unchanged keeps its ETag, and the copies kept for it serve on. The policy a
 * copy is served with follows from these two alone (security-headers.ts `storedAnswerPolicy`), so every answer with
 * this ETag, a 304 included, carries the policy of the body the ETag names.
 */
export function etagOf(identity: Buffer, csp: string | undefined): string {
  const nonce = nonceOf(csp);
  const hash = createHash('sha1');
  if (csp !== undefined) hash.update(storedAnswerPolicy(csp, null)).update('\u0000');
  let from = 0;
  if (nonce) {
    const needle = Buffer.from(nonce);
    for (let at = identity.indexOf(needle); at !== -1; at = identity.indexOf(needle, from)) {
      hash.update(identity.subarray(from, at));
      from = at + needle.length;
    }
  }
  hash.update(identity.subarray(from));
  return `"${hash.digest('base64url')}"`;
}
