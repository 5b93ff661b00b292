import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieValues } from './cookie-header';
import { isPageDataUrl, isPageUrl, ROUTE_MANIFEST_PATH } from './page-url';
import { withoutTrackingParams } from './tracking-params';
import { CSRF_COOKIE } from './csrf';
import { type SplicedText, splicedText } from './gzip-splice';
import type { EdgeAnswer } from './edge-server';
import { payloadBytes } from './payload-bytes';
import { cspNonce, nonceOf, storedAnswerPolicy } from './security-headers';
import { PAGE_VARIANT_COOKIES, PERSONAL_COOKIES } from '@konfety/storefront/app/lib/cookie-names';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** How long a cached page is served: the bound on how late a price or stock change reaches visitors. */
export const PAGE_TTL_MS = 10_000;
/** What a CDN or reverse proxy in front may do with a shared page (the same bound, then 30 s stale while it revalidates). */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_TTL_MS / 1000}, stale-while-revalidate=30`;
/**
 * While one request renders an expired page again, the others get the expired copy instead of waiting for that
 * render (at most this long past its time; a render taking longer makes them wait). At a high rate the wait
 * was the slowest percent of a busy page's answers: every expiry held up all requests of one render's time.
 */
export const STALE_WHILE_RENDERING_MS = 5_000;
/**
 * How long a route manifest answer is served: it depends on the build alone (`manifestCacheKey`), so it is kept
 * much longer than a page, and a change of the shop's data does not drop it. An hour rather than for ever only
 * so that nothing kept lives for ever.
 */
export const ROUTE_MANIFEST_TTL_MS = 3_600_000;
/** Pages kept at most (least recently used go first): a few hundred ~100 kB pages with their compressed copies. */
export const MAX_ENTRIES = 300;
/**
 * Brotli quality of a freshly kept page, the one the rendering request is answered in and waits for: quality 3
 * (≈ 0.45 ms for a 120 kB listing in a tight loop, 20.0 kB) where 4 took ≈ 0.7 ms (19.2 kB) and 5 ≈ 1.1 ms
 * (18.0 kB); in the shop each step down was worth more than the loop shows (4 → 3: −0.25 to −0.5 ms per render on
 * PostgreSQL, interleaved A/B), for ≈ 0.8 kB (4 %) more. A page served in brotli this many times within its TTL
 * gets the best quality: it costs ~100 ms of a worker thread for a 120 kB page but is ~20 % smaller, worth it only
 * for the pages that many people open (a crawler walking the catalogue does not trigger it). So a popular page's
 * first copy is served a few times at most, and the one-off views of a crawl cost the least.
 */
const FIRST_BROTLI_QUALITY = 3;
const HOT_BROTLI_QUALITY = 11;
const HOT_HITS = 3;

interface Entry {
  key: string;
  kind: Kind;
  expires: number;
  etag: string;
  /** The headers of the answer the copy was made from, its CSP with that render's nonce (`keptHeaders`). */
  renderHeaders: Record<string, string>;
  /**
   * The headers every answer from a shared copy carries, the rendering request's own (200 or 304) included: its CSP
   * allows this very HTML's inline scripts by hash instead of the nonce (`servedHeaders`, security-headers.ts
   * `storedAnswerPolicy`). Not made for a template, whose every answer has a nonce of its own.
   */
  servedHeaders?: Record<string, string>;
  identity: Buffer;
  /**
   * The compressed copies, each made when a request first asks for it: the storefront's own API calls want the
   * text as it is, and nearly every browser brotli, so a gzip copy is rarely worth making.
   */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed copies once made: an answer given before Fastify (`answerHit`) cannot wait for one. */
  ready: Partial<Record<Encoding, Buffer>>;
  /** Answers served in brotli: a page many browsers open is worth the best (slow) quality. */
  brotliHits: number;
  /** The headers of hits on the copy, one set per way it is answered (`hitHeaders`), each made on its first hit. */
  hitHeaders: Map<string, Record<string, string>>;
  /** An API answer parsed (and frozen) for the storefront's own calls, made on the first of them. */
  parsed?: unknown;
  /**
   * A page for browsers without Fetch Metadata, rendered with `FORM_TOKEN_STAND_IN` for the CSRF token: every
   * answer from it fills in the visitor's own token and a nonce of its own (`fillIns`), so it is never served as kept.
   */
  template: boolean;
  /** The template cut at its stand-ins and nonces, made on the first answer from it. */
  fillIns?: Promise<FillIns>;
}

interface FillIns {
  text: SplicedText;
  /** What each hole takes, in order. */
  holes: Array<'token' | 'nonce'>;
}

/**
 * What a page kept as a template (`Entry.template`) carries wherever the visitor's CSRF token goes: random per
 * process, so that no one can put it into a page (a search query shown back) to have it filled with a visitor's
 * token. As long as a token (csrf.ts TOKEN_PATTERN), so the page's bytes and layout are the same.
 */
const FORM_TOKEN_STAND_IN = randomBytes(32).toString('base64url');

/** Where a template's answer names its own nonce in its CSP. */
const NONCE_SOURCE = /'nonce-([^']*)'/;

/** Every place of `needle` in `text`, as holes of `kind`. */
function holesOf(text: Buffer, needle: string, kind: FillIns['holes'][number]): Array<{ at: number; length: number; kind: typeof kind }> {
  const found: Array<{ at: number; length: number; kind: typeof kind }> = [];
  const bytes = Buffer.from(needle);
  for (let at = text.indexOf(bytes); at !== -1; at = text.indexOf(bytes, at + bytes.length)) found.push({ at, length: bytes.length, kind });
  return found;
}

function fillInsOf(entry: Entry): Promise<FillIns> {
  return (entry.fillIns ??= (() => {
    const nonce = nonceOf(entry.renderHeaders['content-security-policy']);
    const holes = [...holesOf(entry.identity, FORM_TOKEN_STAND_IN, 'token'), ...(nonce ? holesOf(entry.identity, nonce, 'nonce') : [])].sort((a, b) => a.at - b.at);
    return splicedText(entry.identity, holes).then((text) => ({ text, holes: holes.map((hole) => hole.kind) }));
  })());
}

type Encoding = 'br' | 'gzip';

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = { br: (body) => brotliAt(body, FIRST_BROTLI_QUALITY), gzip: (body) => gzip(body) };

/** The entry's text in `encoding` (its copy made on the first request for it, then kept); as it is if compressing failed. */
async function bodyIn(entry: Entry, encoding: Encoding | null): Promise<{ body: Buffer; encoding: Encoding | null }> {
  if (encoding === null) return { body: entry.identity, encoding };
  const copy = (entry.encoded[encoding] ??= COMPRESS[encoding](entry.identity).then((body) => (entry.ready[encoding] = body)));
  try {
    return { body: await copy, encoding };
  } catch {
    if (entry.encoded[encoding] === copy) delete entry.encoded[encoding];
    return { body: entry.identity, encoding: null };
  }
}

/**
 * Whether the page for this request needs the visitor's CSRF token in its forms: a browser that sends no Fetch
 * Metadata (`Sec-Fetch-Site`) is checked by the token (csrf.ts); every current one is checked without it.
 */
function needsFormToken(request: Pick<FastifyRequest, 'headers'>): boolean {
  return typeof request.headers['sec-fetch-site'] !== 'string';
}

/**
 * The cache key of a request the page cache may answer, or null. Only page views that hold nothing of the
 * visitor's qualify, logged in or not (the storefront then leaves the user out: load context `sharedPage`): no
 * flash message waiting. Site, path and query, and the cookies that change the page (currency, language,
 * dismissed promo, consent …) make the key; and whether the browser needs a CSRF token in the forms, whose copy
 * is a template that each answer fills in (`Entry.template`).
 */
export function pageCacheKey(request: Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'host'>): string | null {
  if (request.method !== 'GET' || !isPageUrl(request.url)) return null;
  const variant = sharedVariant(request.headers);
  return variant === null ? null : `page\u0000${request.host}\u0000${request.url}\u0000${variant}${needsFormToken(request) ? '\u0000form-token' : ''}`;
}

/**
 * The cache key of a client-side navigation's data request for a page's routes (`isPageDataUrl`), or null. What the
 * page's routes load is what the page itself shows, kept for everyone as the page is; a route whose data is the
 * visitor's own says so as its page does (`private, no-store`, as the cart and the account do), and its answer is
 * not kept. The root's data (the visitor's CSRF token and user) is never among it. Keyed as a page is, but for the
 * CSRF template: the data has no forms to fill in.
 */
export function dataCacheKey(request: Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'host'>): string | null {
  if (request.method !== 'GET' || !isPageDataUrl(request.url)) return null;
  const variant = sharedVariant(request.headers);
  return variant === null ? null : `data\u0000${request.host}\u0000${request.url}\u0000${variant}`;
}

/** The values of the cookies that change a page, or null when the request carries one that makes it the visitor's own. */
function sharedVariant(headers: IncomingHttpHeaders): string | null {
  const cookies = cookieValues(headers.cookie);
  if (PERSONAL_COOKIES.some((name) => cookies.has(name))) return null;
  return PAGE_VARIANT_COOKIES.map((name) => `${name}=${cookies.get(name) ?? ''}`).join(';');
}

/**
 * The cache key of a route manifest request (`ROUTE_MANIFEST_PATH`), or null. Its answer depends on the build
 * and the URL alone (the link paths the browser has not discovered yet, the build's version): on the first page of
 * a visit the same URL for every visitor of that page. Made from each path's kept routes (route-manifest.ts) it
 * still costs ≈ 0.5 ms, where the page itself is a hit.
 */
export function manifestCacheKey(request: Pick<FastifyRequest, 'method' | 'url' | 'host'>): string | null {
  if (request.method !== 'GET' || request.url.split('?')[0] !== ROUTE_MANIFEST_PATH) return null;
  return `manifest\u0000${request.host}\u0000${request.url}`;
}

/** Whether a request carries none of the cookies that change a page, so a shared cache may keep its answer for everyone. */
function isCookieless(headers: IncomingHttpHeaders): boolean {
  const cookies = cookieValues(headers.cookie);
  return PAGE_VARIANT_COOKIES.every((name) => !cookies.has(name));
}

/**
 * The cache key of an API request the cache may answer, or null: a GET of a route that declares
 * `config.sharedCache` (the public catalogue; `@konfety/api` http/shared-cache.ts), keyed by the site it
 * names and its URL.
 */
export function apiCacheKey(request: Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'routeOptions'>): string | null {
  if (request.method !== 'GET' || request.routeOptions.config?.sharedCache !== true) return null;
  const site = request.headers['client-url'];
  return apiKey(Array.isArray(site) ? site[0] : site, request.url);
}

const apiKey = (site: string | undefined, url: string) => `api\u0000${site ?? ''}\u0000${url}`;

/** Freezes a parsed JSON value throughout: one copy serves many requests, and none may change it for the others. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

type Kind = 'page' | 'data' | 'api' | 'manifest';

interface Cacheable {
  key: string;
  kind: Kind;
  /** A page rendered as a template (`Entry.template`). */
  template: boolean;
}

/** A cacheable request's key and kind (a shared page view or a shared API answer), or null. */
function cacheKeyOf(request: FastifyRequest): Cacheable | null {
  const page = pageCacheKey(request);
  if (page !== null) return { key: page, kind: 'page', template: needsFormToken(request) };
  const data = dataCacheKey(request);
  if (data !== null) return { key: data, kind: 'data', template: false };
  const manifest = manifestCacheKey(request);
  if (manifest !== null) return { key: manifest, kind: 'manifest', template: false };
  const api = apiCacheKey(request);
  return api === null ? null : { key: api, kind: 'api', template: false };
}

/** Cookies the answer sets besides the CSRF cookie (which a template's answer sets for its visitor: csrf.ts). */
function setsPageCookie(reply: FastifyReply): boolean {
  const cookies = reply.getHeader('set-cookie');
  return (Array.isArray(cookies) ? cookies : cookies === undefined ? [] : [String(cookies)]).some((cookie) => !cookie.startsWith(`${CSRF_COOKIE}=`));
}

/**
 * What React Router says of its route manifest answers, and the cache with them: the URL names the build's
 * version, so what it answers never changes (for another version it answers a 204 that tells the page to load
 * the next one in full, which is never kept).
 */
export const ROUTE_MANIFEST_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** What a CDN may do with an answer of this kind to this request. */
function cacheControlOf(kind: Kind, headers: IncomingHttpHeaders): string {
  if (kind === 'manifest') return ROUTE_MANIFEST_CACHE_CONTROL;
  return kind === 'api' || isCookieless(headers) ? PUBLIC_PAGE_CACHE_CONTROL : 'private, no-cache';
}

const ttlOf = (kind: Kind) => (kind === 'manifest' ? ROUTE_MANIFEST_TTL_MS : PAGE_TTL_MS);

const VARY: Record<Kind, string> = { page: 'accept-encoding', data: 'accept-encoding', api: 'accept-encoding, client-url', manifest: 'accept-encoding' };
/** React Router's single fetch answers data as `text/x-script` (turbo-stream). */
const CONTENT_TYPE: Record<Kind, string> = { page: 'text/html', data: 'text/x-script', api: 'application/json', manifest: 'application/json' };

/**
 * The encodings browsers send are a handful of strings: each one's choice is remembered (a bounded number, so
 * made-up headers cannot grow the map), which saved ≈ 1 µs of a ≈ 30 µs hit.
 */
const encodingChoices = new Map<string, Record<Encoding, boolean>>();
const MAX_ENCODING_CHOICES = 64;

function acceptedEncodings(acceptEncoding = ''): Record<Encoding, boolean> {
  let choice = encodingChoices.get(acceptEncoding);
  if (choice === undefined) {
    choice = parseAcceptEncoding(acceptEncoding);
    if (encodingChoices.size < MAX_ENCODING_CHOICES) encodingChoices.set(acceptEncoding, choice);
  }
  return choice;
}

function preferredEncoding(acceptEncoding?: string): Encoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.br ? 'br' : accepted.gzip ? 'gzip' : null;
}

function parseAcceptEncoding(acceptEncoding: string): Record<Encoding, boolean> {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return { br: ok('br'), gzip: ok('gzip') };
}

/**
 * The headers every answer from a copy carries: those of the answer it was made from (security headers included),
 * but not the per-answer ones (cookies, length, date). A hit is answered before the security-header hook runs,
 * so these are all it gets; the CSP's nonce is replaced by the page's script hashes (`servedHeaders`).
 */
function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || /^(set-cookie|content-length|date|etag|cache-control|vary|content-encoding)$/i.test(name)) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

/** The headers of the answers from a shared copy: the render's, under the CSP of a stored answer (security-headers.ts). */
function servedHeaders(entry: Entry): Record<string, string> {
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
function hitHeaders(entry: Entry, encoding: Encoding | null, cacheControl: string, state: 'hit' | 'stale', body?: Buffer): Record<string, string> {
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
function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = Object.keys(a).filter((name) => name !== 'content-security-policy');
  return names.length === Object.keys(b).filter((name) => name !== 'content-security-policy').length && names.every((name) => a[name] === b[name]);
}

/**
 * The answer's ETag: a hash of its bytes and its CSP, both without the render's nonce (in the scripts' `nonce`
 * attributes), so a page rendered again unchanged keeps its ETag, and the copies kept for it serve on. The policy a
 * copy is served with follows from these two alone (security-headers.ts `storedAnswerPolicy`), so every answer with
 * this ETag, a 304 included, carries the policy of the body the ETag names.
 */
function etagOf(identity: Buffer, csp: string | undefined): string {
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

export interface PageCache {
  /**
   * Answers a page view (or a route manifest request) from a fresh shared copy straight from Node's request, before Fastify sees it (edge-server.ts),
   * with the headers the same hit gets in Fastify; false, leaving the request untouched, for anything else (a miss,
   * a stale copy, a template's page, a copy in that encoding not made yet, a forwarded host, a closing server).
   */
  answerHit: EdgeAnswer;
  /** Drops every page and API answer (a change of the shop's data, maintenance mode); route manifests stay. */
  clear(): void;
  /**
   * The kept answer of a shared API GET (`client-url` and URL, as `apiCacheKey`), parsed and frozen, or undefined
   * when none is kept (never asked, expired, cleared, or changes not heard). The storefront's in-process calls
   * take it instead of a request through Fastify and a JSON parse of the same text: the same answer, within
   * the same staleness bound.
   */
  apiAnswer(site: string, url: string): unknown;
  /**
   * What the page rendered for `request` puts into its forms for the CSRF token when the cache keeps it as a
   * template (`Entry.template`): a stand-in that every answer replaces with the visitor's own token. Null for
   * every other render, which carries the token of its own request (csrf.ts `csrfTokenOf`) if any.
   */
  formTokenStandIn(request: object): string | null;
  readonly size: number;
}

/**
 * The in-process page cache of the single-process default (ARCHITECTURE "Caching and several processes"):
 * shared page views (`pageCacheKey`) are answered from memory for `PAGE_TTL_MS`, already compressed, with
 * an ETag (so a revalidating browser gets a 304) and a CSP that allows exactly the page's inline scripts by
 * hash; for browsers without Fetch Metadata, from a template that each answer fills in with the visitor's CSRF
 * token and a nonce of its own (`Entry.template`). A page that sets a cookie, is not a 200 or says
 * `private`/`no-store` (cart, order summary) is never kept. The same answers carry `Cache-Control: s-maxage` for
 * a CDN when no cookie changed them. Registered first: a hit is answered before any other hook runs (it carries
 * the security headers its copy kept), and a miss is stored as rendered, before compression, which the cache does
 * itself for its copies.
 */
export interface PageCacheOptions {
  now?: () => number;
  /**
   * Whether changes are being heard (the change bus listens): while not, the cache neither serves nor keeps a
   * page, since a change it would not hear of could otherwise stay visible for the whole TTL.
   */
  active?: () => boolean;
  /**
   * The visitor's CSRF token for a page whose forms need it, its cookie set on the reply when new (csrf.ts
   * `csrfPageTokens`): filled into each answer from a template.
   */
  formToken: (request: FastifyRequest, reply: FastifyReply) => string;
}

export function registerPageCache(app: FastifyInstance, { now = Date.now, active = () => true, formToken }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  const keys = new WeakMap<object, Cacheable>();
  // Bumped by clear(): a page whose render began before a change is not kept.
  let generation = 0;
  const generations = new WeakMap<FastifyRequest, number>();

  // A popular page is compressed again at the best quality, off the event loop; the copy replaces the first
  // one if the page is still the one kept by then.
  const recompress = (entry: Entry) => {
    brotliAt(entry.identity, HOT_BROTLI_QUALITY).then(
      (br) => {
        if (entries.get(entry.key) !== entry) return;
        entry.encoded.br = Promise.resolve(br);
        entry.ready.br = br;
      },
      () => undefined, // the first copy stays: it is just as valid
    );
  };

  /** What every answer of a template's page carries: its visitor's, so private, and without an ETag (no two are the same). */
  const templateAnswer = (reply: FastifyReply, state: 'hit' | 'stale' | 'miss') => {
    reply.header('vary', VARY.page);
    reply.header('cache-control', 'private, no-cache');
    reply.header('x-page-cache', state);
  };

  /**
   * An answer from a template: the visitor's token and a nonce of this answer's own (in its CSP too) filled in, in
   * gzip (or as it is).
   */
  const serveTemplate = async (request: FastifyRequest, reply: FastifyReply, entry: Entry, stale: boolean) => {
    const { text, holes } = await fillInsOf(entry);
    const headers = entry.renderHeaders;
    const csp = headers['content-security-policy'];
    const nonce = cspNonce(reply);
    reply.headers(csp === undefined ? headers : { ...headers, 'content-security-policy': csp.replace(NONCE_SOURCE, `'nonce-${nonce}'`) });
    templateAnswer(reply, stale ? 'stale' : 'hit');
    const fill = { token: Buffer.from(formToken(request, reply)), nonce: Buffer.from(nonce) };
    const fills = holes.map((hole) => fill[hole]);
    reply.code(200);
    if (!acceptedEncodings(request.headers['accept-encoding']).gzip) return reply.send(text.plain(fills));
    reply.header('content-encoding', 'gzip');
    return reply.send(text.gzip(fills));
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply, entry: Entry, stale = false) => {
    if (entry.template) return serveTemplate(request, reply, entry, stale);
    // An expired copy must not start another TTL in a CDN or proxy in front.
    const cacheControl = stale ? 'no-cache' : cacheControlOf(entry.kind, request.headers);
    const state = stale ? 'stale' : 'hit';
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).headers(hitHeaders(entry, null, cacheControl, state)).send();
    const { body, encoding } = await bodyIn(entry, preferredEncoding(request.headers['accept-encoding']));
    if (encoding === 'br' && ++entry.brotliHits === HOT_HITS) recompress(entry);
    return reply.code(200).headers(hitHeaders(entry, encoding, cacheControl, state, body)).send(body);
  };

  /** A copy served: kept longest (least recently used go first). */
  const used = (entry: Entry) => {
    entries.delete(entry.key);
    entries.set(entry.key, entry);
  };

  // One render per page at a time: requests that miss while the page is being rendered wait for it, or get the
  // expired copy meanwhile. A render that is not kept (the page is gone, private now, failed) drops that copy.
  const rendering = new Map<string, { done: Promise<Entry | null>; settle: (entry: Entry | null) => void }>();
  const settle = (key: string, entry: Entry | null) => {
    const underway = rendering.get(key);
    if (!underway) return;
    underway.settle(entry);
    rendering.delete(key);
    const expired = entries.get(key);
    if (entry === null && expired && expired.expires <= now()) entries.delete(key);
  };

  app.addHook('onRequest', async (request, reply) => {
    const cacheable = active() ? cacheKeyOf(request) : null;
    if (cacheable === null) return;
    const { key } = cacheable;
    const entry = entries.get(key);
    if (entry && entry.expires > now()) {
      used(entry);
      return serve(request, reply, entry);
    }
    const stale = entry !== undefined && now() - entry.expires < STALE_WHILE_RENDERING_MS ? entry : null;
    if (entry && !stale) entries.delete(key);
    const underway = rendering.get(key);
    if (underway) {
      if (stale) return serve(request, reply, stale, true);
      const rendered = await underway.done;
      if (rendered) return serve(request, reply, rendered);
      return;
    }
    let resolve!: (entry: Entry | null) => void;
    const done = new Promise<Entry | null>((r) => (resolve = r));
    rendering.set(key, { done, settle: resolve });
    keys.set(request, cacheable);
    generations.set(request, generation);
  });

  // Whatever became of the render (not kept, failed, aborted), the waiting requests go on. This hook and the
  // next run for every answer, a hit's included (≈ 30 µs in all): callback hooks, where an async one would cost a
  // promise and a turn each for the answers they leave alone.
  app.addHook('onResponse', (request, _reply, done) => {
    const cacheable = keys.get(request);
    if (cacheable !== undefined) settle(cacheable.key, null);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const cacheable = keys.get(request);
    if (cacheable === undefined) return done(null, payload);
    keepRender(request, reply, payload, cacheable).then((body) => done(null, body), done);
  });

  /** A cacheable request's render: kept (and answered from the copy) when it may be, else answered as it is. */
  const keepRender = async (request: FastifyRequest, reply: FastifyReply, payload: unknown, cacheable: Cacheable): Promise<unknown> => {
    const { key, kind, template } = cacheable;
    const type = String(reply.getHeader('content-type') ?? '');
    const control = String(reply.getHeader('cache-control') ?? '');
    const stale = generations.get(request) !== generation || !active();
    const setsCookie = template ? setsPageCookie(reply) : reply.hasHeader('set-cookie');
    if (stale || reply.statusCode !== 200 || !type.startsWith(CONTENT_TYPE[kind]) || setsCookie || /private|no-store/.test(control)) {
      settle(key, null);
      if (!template) return payload;
      const body = await payloadBytes(payload);
      return body ? withOwnToken(request, reply, body) : payload;
    }
    const identity = await payloadBytes(payload);
    if (!identity) {
      settle(key, null);
      return payload;
    }
    const headers = keptHeaders(reply);
    const etag = etagOf(identity, headers['content-security-policy']);
    const previous = entries.get(key);
    let entry: Entry;
    if (previous && previous.etag === etag && sameHeaders(previous.renderHeaders, headers)) {
      // Rendered again unchanged (the expired copy was served meanwhile): that copy serves on, compressed copies
      // included, and answers this request too (a template's answer gets this render's nonce filled in).
      entry = previous;
      entry.expires = now() + ttlOf(kind);
      entries.delete(key);
    } else {
      entry = {
        key,
        kind,
        expires: now() + ttlOf(kind),
        etag,
        renderHeaders: headers,
        identity,
        encoded: {},
        ready: {},
        brotliHits: 0,
        hitHeaders: new Map(),
        template,
      };
    }
    entries.set(key, entry);
    settle(key, entry);
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    if (template) {
      // This answer, whose render has the nonce of its CSP, only needs the visitor's token; compressed as a page's
      // first copy is. The template is cut at its holes for the answers from it, on the first of them (making
      // it here, on the other core, cost this render ≈ 1 ms, and a page no one asks again never needs it).
      templateAnswer(reply, 'miss');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const own = withOwnToken(request, reply, identity);
      if (encoding === null) return own;
      try {
        const compressed = await COMPRESS[encoding](own);
        reply.header('content-encoding', encoding);
        return compressed;
      } catch {
        return own; // as it is, as `bodyIn` does
      }
    }
    // The answer a browser or a CDN stores, and whose ETag a later 304 confirms: the copy's policy, not this render's
    // nonce (security-headers.ts `storedAnswerPolicy`).
    reply.headers(servedHeaders(entry));
    reply.header('etag', entry.etag);
    reply.header('vary', VARY[kind]);
    reply.header('cache-control', cacheControlOf(kind, request.headers));
    reply.header('x-page-cache', 'miss');
    // A browser revalidating after the TTL has the page still, if it rendered the same.
    if (request.headers['if-none-match'] === entry.etag) {
      reply.code(304);
      return '';
    }
    // Answered in the compressed copy the entry keeps (so compression does not run twice on it).
    const { body, encoding } = await bodyIn(entry, preferredEncoding(request.headers['accept-encoding']));
    if (encoding) reply.header('content-encoding', encoding);
    return body;
  };

  /** A template's render as this request's answer: the visitor's token in place of the stand-in. */
  const withOwnToken = (request: FastifyRequest, reply: FastifyReply, rendered: Buffer) => {
    const token = Buffer.from(formToken(request, reply));
    const parts: Buffer[] = [];
    let from = 0;
    for (const hole of holesOf(rendered, FORM_TOKEN_STAND_IN, 'token')) {
      parts.push(rendered.subarray(from, hole.at), token);
      from = hole.at + hole.length;
    }
    parts.push(rendered.subarray(from));
    return Buffer.concat(parts);
  };

  // Once the app closes, Fastify answers every request (503 while it shuts down): no more hits before it.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  return {
    answerHit: (request, response) => {
      // A forwarded host is the page's host only if it comes from a trusted proxy, which Fastify decides.
      if (closing || request.method !== 'GET' || request.headers['x-forwarded-host'] !== undefined || !active()) return false;
      const url = withoutTrackingParams(request.url ?? '/');
      const host = request.headers.host ?? '';
      const asked = { method: 'GET', url, headers: request.headers, host };
      const key = pageCacheKey(asked) ?? dataCacheKey(asked) ?? manifestCacheKey(asked);
      const entry = key === null ? undefined : entries.get(key);
      // Stale copies, templates and renders under way are answered in Fastify (`serve`).
      if (entry === undefined || entry.template || entry.expires <= now()) return false;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = encoding === null ? entry.identity : entry.ready[encoding];
      if (body === undefined) return false; // its copy in this encoding is not made yet: Fastify's answer makes it
      used(entry);
      const cacheControl = cacheControlOf(entry.kind, request.headers);
      if (request.headers['if-none-match'] === entry.etag) {
        response.writeHead(304, hitHeaders(entry, null, cacheControl, 'hit'));
        response.end();
        return true;
      }
      if (encoding === 'br' && ++entry.brotliHits === HOT_HITS) recompress(entry);
      response.writeHead(200, hitHeaders(entry, encoding, cacheControl, 'hit', body));
      response.end(body);
      return true;
    },
    clear: () => {
      generation++;
      for (const entry of entries.values()) if (entry.kind !== 'manifest') entries.delete(entry.key);
    },
    formTokenStandIn: (request) => (keys.get(request)?.template ? FORM_TOKEN_STAND_IN : null),
    apiAnswer: (site, url) => {
      const key = apiKey(site, url);
      const entry = active() ? entries.get(key) : undefined;
      if (!entry || entry.kind !== 'api' || entry.expires <= now()) return undefined;
      // Kept longest: the shell's answers serve every page, and a crawler's pages must not push them out.
      used(entry);
      return (entry.parsed ??= deepFreeze(JSON.parse(entry.identity.toString('utf8'))));
    },
    get size() {
      return entries.size;
    },
  };
}
