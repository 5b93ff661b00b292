import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '../csrf';
import type { EdgeAnswer } from '../edge-server';
import { payloadBytes } from '../payload-bytes';
import { withoutTrackingParams } from '../tracking-params';
import { answerTemplateRender, FORM_TOKEN_STAND_IN, type FormToken, serveTemplate, withOwnToken } from './csrf-template';
import { bodyIn, HOT_HITS, preferredEncoding, recompress } from './encodings';
import { cacheControlOf, CONTENT_TYPE, etagOf, hitHeaders, keptHeaders, sameHeaders, servedHeaders, ttlOf, VARY } from './headers';
import { apiKey, budgetOf, type Cacheable, cacheKeyOf, edgeCacheKey, type RouteShare } from './key';
import { type Budget, type Entry, EntryStore, PAGE_CACHE_BUDGETS } from './store';

export { PAGE_TTL_MS, PUBLIC_PAGE_CACHE_CONTROL, ROUTE_MANIFEST_CACHE_CONTROL, ROUTE_MANIFEST_TTL_MS } from './headers';
export { pageCacheKey, type RouteShare } from './key';
export { type Budget, PAGE_CACHE_BUDGETS } from './store';

/**
 * While one request renders an expired page again, the others get the expired copy instead of waiting for that
 * render (at most this long past its time; a render taking longer makes them wait). At a high rate the wait
 * was the slowest percent of a busy page's answers: every expiry held up all requests of one render's time.
 */
export const STALE_WHILE_RENDERING_MS = 5_000;

export interface PageCache {
  /**
   * Answers a page view (or a route manifest request) from a fresh shared copy straight from Node's request, before
   * Fastify sees it (edge-server.ts), with the headers the same hit gets in Fastify; false, leaving the request
   * untouched, for anything else (a miss, a stale copy, a template's page, a copy in that encoding not made yet, a
   * forwarded host, a closing server).
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
   * template (csrf-template.ts): a stand-in that every answer replaces with the visitor's own token. Null for
   * every other render, which carries the token of its own request (csrf.ts `csrfTokenOf`) if any.
   */
  formTokenStandIn(request: object): string | null;
  /**
   * Whether the page rendered for `request` is the copy the cache keeps for everyone (a shared route's page view,
   * nothing of the visitor's in the request): the render must then hold nothing of this visitor's (load context
   * `sharedPage`).
   */
  keepsPage(request: object): boolean;
  readonly size: number;
  /** The bytes the copies kept in a budget take. */
  bytesIn(budget: Budget): number;
}

/**
 * The in-process page cache of the single-process default (ARCHITECTURE "Page cache"): the answers of the pages
 * whose route declares them shared (route table `share`, storefront page-modules.ts; any other page is private) are
 * answered from memory for `PAGE_TTL_MS`, already compressed, with an ETag (so a revalidating browser gets a 304)
 * and a CSP that allows exactly the page's inline scripts by hash; for browsers without Fetch Metadata, from a
 * template that each answer fills in with the visitor's CSRF token and a nonce of its own (csrf-template.ts). An
 * answer that sets a cookie, is not a 200 or says `private`/`no-store` is not kept either. The same answers carry
 * `Cache-Control: s-maxage` for a CDN when no cookie changed them. Each class of answers is kept within a memory
 * budget of its own (store.ts). Registered first: a hit is answered before any other hook runs (it carries the
 * security headers its copy kept), and a miss is stored as rendered, before compression, which the cache does
 * itself for its copies.
 */
export interface PageCacheOptions {
  /** Whose a page's answer may be (storefront `pageShare`: the route table's `share` of the page at a path). */
  routeShare: RouteShare;
  /** The visitor's CSRF token for a page whose forms need it, its cookie set on the reply when new (csrf.ts `csrfPageTokens`). */
  formToken: FormToken;
  now?: () => number;
  /**
   * Whether changes are being heard (the change bus listens): while not, the cache neither serves nor keeps a
   * page, since a change it would not hear of could otherwise stay visible for the whole TTL.
   */
  active?: () => boolean;
  /** The bytes each budget keeps (`PAGE_CACHE_BUDGETS`). */
  budgets?: Readonly<Record<Budget, number>>;
}

/** Freezes a parsed JSON value throughout: one copy serves many requests, and none may change it for the others. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Cookies the answer sets besides the CSRF cookie (which a template's answer sets for its visitor: csrf.ts). */
function setsPageCookie(reply: FastifyReply): boolean {
  const cookies = reply.getHeader('set-cookie');
  return (Array.isArray(cookies) ? cookies : cookies === undefined ? [] : [String(cookies)]).some((cookie) => !cookie.startsWith(`${CSRF_COOKIE}=`));
}

/** A request whose render is to be kept: its key, kind and budget. */
interface Keeping extends Cacheable {
  budget: Budget;
}

export function registerPageCache(app: FastifyInstance, { routeShare, formToken, now = Date.now, active = () => true, budgets = PAGE_CACHE_BUDGETS }: PageCacheOptions): PageCache {
  const store = new EntryStore(budgets);
  const keeping = new WeakMap<object, Keeping>();
  // Bumped by clear(): a page whose render began before a change is not kept.
  let generation = 0;
  const generations = new WeakMap<FastifyRequest, number>();

  const isKept = (entry: Entry) => store.get(entry.key) === entry;
  const resized = (entry: Entry) => store.resized(entry);

  const serve = async (request: FastifyRequest, reply: FastifyReply, entry: Entry, stale = false) => {
    if (entry.template) return serveTemplate(request, reply, entry, stale, formToken);
    // An expired copy must not start another TTL in a CDN or proxy in front.
    const cacheControl = stale ? 'no-cache' : cacheControlOf(entry.kind, request.headers);
    const state = stale ? 'stale' : 'hit';
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).headers(hitHeaders(entry, null, cacheControl, state)).send();
    const { body, encoding } = await bodyIn(entry, preferredEncoding(request.headers['accept-encoding']), resized);
    if (encoding === 'br' && ++entry.brotliHits === HOT_HITS) recompress(entry, isKept, resized);
    return reply.code(200).headers(hitHeaders(entry, encoding, cacheControl, state, body)).send(body);
  };

  // One render per page at a time: requests that miss while the page is being rendered wait for it, or get the
  // expired copy meanwhile. A render that is not kept (the page is gone, private now, failed) drops that copy.
  const rendering = new Map<string, { done: Promise<Entry | null>; settle: (entry: Entry | null) => void }>();
  const settle = (key: string, entry: Entry | null) => {
    const underway = rendering.get(key);
    if (!underway) return;
    underway.settle(entry);
    rendering.delete(key);
    const expired = store.get(key);
    if (entry === null && expired && expired.expires <= now()) store.delete(key);
  };

  app.addHook('onRequest', async (request, reply) => {
    const cacheable = active() ? cacheKeyOf(request) : null;
    if (cacheable === null) return;
    const { key } = cacheable;
    const entry = store.get(key);
    if (entry && entry.expires > now()) {
      store.touch(entry);
      return serve(request, reply, entry);
    }
    // A miss: kept only if its route declares it shared (a page that declares nothing is private), in its budget.
    const budget = budgetOf(request.url, cacheable.kind, routeShare);
    if (budget === null) return;
    const stale = entry !== undefined && now() - entry.expires < STALE_WHILE_RENDERING_MS ? entry : null;
    if (entry && !stale) store.delete(key);
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
    keeping.set(request, { ...cacheable, budget });
    generations.set(request, generation);
  });

  // Whatever became of the render (not kept, failed, aborted), the waiting requests go on. This hook and the
  // next run for every answer, a hit's included (≈ 30 µs in all): callback hooks, where an async one would cost a
  // promise and a turn each for the answers they leave alone.
  app.addHook('onResponse', (request, _reply, done) => {
    const kept = keeping.get(request);
    if (kept !== undefined) settle(kept.key, null);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const kept = keeping.get(request);
    if (kept === undefined) return done(null, payload);
    keepRender(request, reply, payload, kept).then((body) => done(null, body), done);
  });

  /** A shared request's render: kept (and answered from the copy) when it may be, else answered as it is. */
  const keepRender = async (request: FastifyRequest, reply: FastifyReply, payload: unknown, { key, kind, template, budget }: Keeping): Promise<unknown> => {
    const type = String(reply.getHeader('content-type') ?? '');
    const control = String(reply.getHeader('cache-control') ?? '');
    const stale = generations.get(request) !== generation || !active();
    const setsCookie = template ? setsPageCookie(reply) : reply.hasHeader('set-cookie');
    if (stale || reply.statusCode !== 200 || !type.startsWith(CONTENT_TYPE[kind]) || setsCookie || /private|no-store/.test(control)) {
      settle(key, null);
      if (!template) return payload;
      const body = await payloadBytes(payload);
      return body ? withOwnToken(request, reply, body, formToken) : payload;
    }
    const identity = await payloadBytes(payload);
    if (!identity) {
      settle(key, null);
      return payload;
    }
    const headers = keptHeaders(reply);
    const etag = etagOf(identity, headers['content-security-policy']);
    const previous = store.get(key);
    let entry: Entry;
    if (previous && previous.etag === etag && sameHeaders(previous.renderHeaders, headers)) {
      // Rendered again unchanged (the expired copy was served meanwhile): that copy serves on, compressed copies
      // included, and answers this request too (a template's answer gets this render's nonce filled in).
      entry = previous;
      entry.expires = now() + ttlOf(kind);
    } else {
      entry = {
        key,
        kind,
        budget,
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
    store.keep(entry);
    settle(key, entry);
    if (template) return answerTemplateRender(request, reply, identity, formToken);
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
    const { body, encoding } = await bodyIn(entry, preferredEncoding(request.headers['accept-encoding']), resized);
    if (encoding) reply.header('content-encoding', encoding);
    return body;
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
      const key = edgeCacheKey({ method: 'GET', url, headers: request.headers, host: request.headers.host ?? '' });
      const entry = key === null ? undefined : store.get(key);
      // Stale copies, templates and renders under way are answered in Fastify (`serve`).
      if (entry === undefined || entry.template || entry.expires <= now()) return false;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = encoding === null ? entry.identity : entry.ready[encoding];
      if (body === undefined) return false; // its copy in this encoding is not made yet: Fastify's answer makes it
      store.touch(entry);
      const cacheControl = cacheControlOf(entry.kind, request.headers);
      if (request.headers['if-none-match'] === entry.etag) {
        response.writeHead(304, hitHeaders(entry, null, cacheControl, 'hit'));
        response.end();
        return true;
      }
      if (encoding === 'br' && ++entry.brotliHits === HOT_HITS) recompress(entry, isKept, resized);
      response.writeHead(200, hitHeaders(entry, encoding, cacheControl, 'hit', body));
      response.end(body);
      return true;
    },
    clear: () => {
      generation++;
      store.deleteWhere((entry) => entry.kind !== 'manifest');
    },
    formTokenStandIn: (request) => (keeping.get(request)?.template ? FORM_TOKEN_STAND_IN : null),
    keepsPage: (request) => keeping.get(request)?.kind === 'page',
    apiAnswer: (site, url) => {
      const entry = active() ? store.get(apiKey(site, url)) : undefined;
      if (!entry || entry.kind !== 'api' || entry.expires <= now()) return undefined;
      // Kept longest of its budget: the shell's answers serve every page.
      store.touch(entry);
      return (entry.parsed ??= deepFreeze(JSON.parse(entry.identity.toString('utf8'))));
    },
    get size() {
      return store.size;
    },
    bytesIn: (budget) => store.bytesIn(budget),
  };
}
