import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARED_CACHE } from '@konfety/api';
import type { Config } from '@konfety/config';
import { CSRF_COOKIE, csrfPageTokens } from '../src/csrf';
import { edgeServer } from '../src/edge-server';
import {
  type Budget,
  PAGE_CACHE_BUDGETS,
  PAGE_TTL_MS,
  PUBLIC_PAGE_CACHE_CONTROL,
  type PageCache,
  registerPageCache,
  ROUTE_MANIFEST_CACHE_CONTROL,
  ROUTE_MANIFEST_TTL_MS,
  type RouteShare,
  STALE_WHILE_RENDERING_MS,
} from '../src/page-cache';

// Letters of more than one byte: the CSP hashes the script's UTF-8 bytes, which the cache finds by byte offsets.
const SCRIPT = 'window.__page = "Kostýmy → skladem";';
/** A script in the page without the render's nonce (as injected markup would be): refused by the nonce, and by a copy's hashes. */
const INJECTED = 'window.__injected = true;';
const browser = { 'sec-fetch-site': 'none', 'accept-encoding': 'br, gzip' };

/**
 * The stand-in's route table: search results (`/hledani`) in the search budget, the account (`/ucet`) declaring
 * nothing (so private, whatever its answer says), every other path a catalogue page.
 */
const routeShare: RouteShare = (path) => (path === '/ucet' ? null : path === '/hledani' ? 'search' : 'catalogue');

interface Shop {
  app: FastifyInstance;
  cache: PageCache;
  renders: () => number;
  /** Requests that reached the hooks (the page cache's next). */
  arrivals: () => number;
  /** Answers the security-header hook ran for. */
  securityHooks: () => number;
  clock: { now: number };
  /** Runs while the next render is under way (after it began, before it answers). */
  duringRender: { fn: (() => void) | null };
  /** Whether the change bus hears changes. */
  listening: { value: boolean };
  /** While set, a page's render (counted already) waits for it before it answers. */
  gate: { wait: Promise<void> | null };
}

/** Shop-like text (product cards from a small vocabulary, deterministic): what brotli's best quality compresses better. */
function catalogueText(): string {
  const words = ['kostým', 'paruka', 'maska', 'balónek', 'dekorace', 'čarodějnice', 'pirát', 'karneval', 'skladem', 'Kč', 'velikost', 'dětský', 'dámský', 'pánský'];
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  const cards: string[] = [];
  for (let i = 0; i < 400; i++) {
    const name = Array.from({ length: 3 }, () => words[next() % words.length]).join(' ');
    cards.push(`<li class="card"><a href="/p/${next() % 100_000}">${name}</a><span class="price">${next() % 2000} Kč</span></li>`);
  }
  return `<ul>${cards.join('')}</ul>`;
}

let shop: Shop | null = null;
afterEach(async () => {
  await shop?.app.close();
  shop = null;
});

/**
 * A stand-in for the shop, hooks in server.ts's order: the page cache, the security headers (a CSP with a nonce
 * per answer; on the raw response, as helmet sets them), compression, and pages that count their renders.
 */
async function start({ edge = false, budgets = PAGE_CACHE_BUDGETS }: { edge?: boolean; budgets?: Record<Budget, number> } = {}): Promise<Shop> {
  const server = edgeServer();
  const app = Fastify(edge ? { serverFactory: server.serverFactory } : {});
  let renders = 0;
  let securityHooks = 0;
  const listening = { value: true };
  const clock = { now: 1_000_000 };
  const duringRender: Shop['duringRender'] = { fn: null };
  let arrivals = 0;
  app.addHook('onRequest', async () => {
    arrivals++;
  });
  const formToken = csrfPageTokens({ publicUrl: 'http://shop.test' } as Config);
  const cache = registerPageCache(app, { routeShare, now: () => clock.now, active: () => listening.value, formToken, budgets });
  app.addHook('onRequest', async (_request, reply) => {
    securityHooks++;
    reply.raw.setHeader('content-security-policy', `default-src 'self';script-src 'self' 'nonce-${Math.random().toString(36).slice(2)}' https://widget.example`);
    reply.raw.setHeader('X-Frame-Options', 'DENY');
    reply.header('permissions-policy', 'camera=()');
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  const gate: Shop['gate'] = { wait: null };
  const page = (extra: (reply: import('fastify').FastifyReply) => void = () => {}) => async (_request: unknown, reply: import('fastify').FastifyReply) => {
    renders++;
    duringRender.fn?.();
    duringRender.fn = null;
    if (gate.wait) await gate.wait;
    extra(reply);
    const nonce = /'nonce-([^']*)'/.exec(String(reply.getHeader('content-security-policy')))?.[1];
    return reply
      .type('text/html')
      .send(`<!doctype html><html><body><h1>Page ${renders}</h1>${'<p>padding</p>'.repeat(200)}<script nonce="${nonce}">${SCRIPT}</script><script>${INJECTED}</script></body></html>`);
  };
  app.get('/', page());
  app.get('/katalog', async (_request, reply) => {
    renders++;
    return reply.type('text/html').send(`<!doctype html><html><body>${catalogueText()}</body></html>`);
  });
  app.get('/kosik', page((reply) => reply.header('cache-control', 'private, no-store')));
  app.get('/cookie', page((reply) => reply.header('set-cookie', 'a=b')));
  app.get('/missing', page((reply) => reply.code(404)));
  app.get('/ucet', page());
  app.get('/hledani', page());
  app.get('/p/:n', page());
  // The same page on every render but for its script's nonce (the one of this answer's CSP).
  app.get('/steady', async (_request, reply) => {
    renders++;
    const nonce = /'nonce-([^']*)'/.exec(String(reply.getHeader('content-security-policy')))?.[1];
    return reply.type('text/html').send(`<!doctype html><html><body>${catalogueText()}<script nonce="${nonce}">${SCRIPT}</script></body></html>`);
  });
  // A page with forms, as the storefront renders it: the CSRF token the cache asks for (its stand-in, when it keeps
  // the render as a template) or the visitor's own, in a field and in the page's data script.
  const formPage = (extra: (reply: import('fastify').FastifyReply) => void) => async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    renders++;
    extra(reply);
    const token = cache.formTokenStandIn(request) ?? (request.headers['sec-fetch-site'] === undefined ? formToken(request, reply) : '');
    const nonce = /'nonce-([^']*)'/.exec(String(reply.getHeader('content-security-policy')))?.[1];
    const field = token ? `<input type="hidden" name="_csrf" value="${token}">` : '';
    return reply.type('text/html').send(`<!doctype html><html><body><form method="post">${field}</form>${catalogueText()}<script nonce="${nonce}">window.__data = {"csrfToken":"${token}"}</script></body></html>`);
  };
  app.get('/formy', formPage(() => undefined));
  app.get('/formy-soukrome', formPage((reply) => reply.header('cache-control', 'private, no-store')));
  let vanishingViews = 0;
  app.get('/vanishing', page((reply) => (++vanishingViews > 1 ? reply.code(404) : reply)));
  // API routes: one that declares its answer the same for everyone of a site, one that does not.
  const answer = (request: import('fastify').FastifyRequest) => {
    renders++;
    return { site: request.headers['client-url'] ?? null, n: renders };
  };
  // React Router's route discovery as it answers: the routes of the paths asked for, for the build's version only.
  app.get('/__manifest', async (request, reply) => {
    renders++;
    const { paths = '', version } = request.query as Record<string, string | undefined>;
    if (version !== 'v1') return reply.code(204).header('x-remix-reload-document', 'true').send();
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return Object.fromEntries(paths.split(',').map((path) => [`routes${path}`, { id: `routes${path}`, path, n: renders }]));
  });
  // React Router's data requests (single fetch): what its routes' loaders answer, as turbo-stream text.
  const data = (extra: (reply: import('fastify').FastifyReply) => void = () => {}) => async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    renders++;
    extra(reply);
    const routes = (request.query as Record<string, string | undefined>)._routes ?? 'all';
    return reply.type('text/x-script').header('x-remix-response', 'yes').send(`[{"_1":2},"${routes}",{"n":${renders}}]${' '.repeat(2000)}`);
  };
  app.get('/1/kostymy.data', data());
  app.get('/_root.data', data());
  app.get('/kosik.data', data((reply) => reply.header('cache-control', 'private, no-store')));
  app.get('/ucet.data', data());
  app.get('/_/cart.data', data());
  app.get('/api/catalog/thing', { config: SHARED_CACHE }, async (request) => answer(request));
  app.get('/api/me', async (request) => answer(request));
  await app.ready();
  if (edge) {
    // As server.ts does: the cache's hits are answered before Fastify.
    server.answerFirst(cache.answerHit);
    await app.listen({ host: '127.0.0.1', port: 0 });
  }
  shop = { app, cache, renders: () => renders, securityHooks: () => securityHooks, arrivals: () => arrivals, clock, duringRender, listening, gate };
  return shop;
}

/** Starts a GET of `url` whose render is held once it has begun (counted); `release()` lets it answer. */
async function heldRender(s: Shop, url: string) {
  let open!: () => void;
  s.gate.wait = new Promise((resolve) => (open = resolve));
  const before = s.renders();
  const answer = get(s, url);
  await vi.waitFor(() => expect(s.renders()).toBe(before + 1), { interval: 5 });
  return {
    answer,
    release: () => {
      s.gate.wait = null;
      open();
    },
  };
}

const get = (s: Shop, url: string, headers: Record<string, string> = browser) => s.app.inject({ method: 'GET', url, headers });
const text = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.rawPayload.toString();

describe('the page cache', () => {
  it('answers a second anonymous view from memory, compressed, with a CSP allowing exactly its inline script by hash', async () => {
    const s = await start();
    const first = await get(s, '/');
    const second = await get(s, '/');
    expect(s.renders()).toBe(1);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(text(second)).toBe(text(first));
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    expect(second.headers['content-security-policy']).toBe(`default-src 'self';script-src 'self' 'sha256-${hash}' https://widget.example`);
    // The rendering request's own answer is one a browser or a CDN stores: the same policy, no nonce.
    expect(first.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
    expect(second.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers.vary).toBe('accept-encoding');
    expect(second.headers.etag).toBe(first.headers.etag);
    // The miss is answered in the very copy kept (compressed once, not again by the compression plugin).
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const gzipped = await get(s, '/', { 'sec-fetch-site': 'none', 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(text(first));
    const plain = await get(s, '/', { 'sec-fetch-site': 'none' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text(first));
  });

  it('answers a hit before the security-header hook runs, with every header of the answer it kept', async () => {
    const s = await start();
    const first = await get(s, '/');
    expect(s.securityHooks()).toBe(1);
    const second = await get(s, '/');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(s.securityHooks()).toBe(1);
    const perAnswer = ['date', 'x-page-cache'];
    const without = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perAnswer.includes(name)));
    expect(without(second.headers)).toEqual(without(first.headers));
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['permissions-policy']).toBe('camera=()');
    expect(second.headers['content-security-policy']).toMatch(/^default-src 'self';script-src 'self' 'sha256-[^']+' https:\/\/widget\.example$/);
  });

  it('compresses a page again at the best quality once it is popular, serving the same text smaller', async () => {
    const s = await start();
    const first = await get(s, '/katalog');
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) sizes.push((await get(s, '/katalog')).rawPayload.length);
    expect(new Set(sizes).size).toBe(1); // the first copy until the third hit asks for a better one
    await vi.waitFor(async () => expect((await get(s, '/katalog')).rawPayload.length).toBeLessThan(sizes[0]! * 0.95), { timeout: 10_000, interval: 20 });
    const best = await get(s, '/katalog');
    expect(text(best)).toBe(text(first));
    expect(best.headers.etag).toBe(first.headers.etag);
    expect(s.renders()).toBe(1);
  });

  it('shares the answer of an API route that declares it, per site, and no other API answer', async () => {
    const s = await start();
    const api = (url: string, site?: string) => s.app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...(site ? { 'client-url': site } : {}) } });
    const first = await api('/api/catalog/thing', 'https://konfety.example');
    const second = await api('/api/catalog/thing', 'https://konfety.example');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
    expect(second.headers.vary).toBe('accept-encoding, client-url');
    expect(second.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    const otherSite = await api('/api/catalog/thing', 'https://sk.konfety.example');
    expect(otherSite.json()).toEqual({ site: 'https://sk.konfety.example', n: 2 });
    expect((await api('/api/catalog/thing?page=2', 'https://konfety.example')).json()).toMatchObject({ n: 3 });
    // Without client-url the API answers for the site of the host (api http/site.ts): one copy per host.
    const onHost = (host: string) => s.app.inject({ method: 'GET', url: '/api/catalog/thing', headers: { accept: 'application/json', host } });
    expect((await onHost('konfety.example')).json()).toMatchObject({ n: 4 });
    expect((await onHost('sk.konfety.example')).json()).toMatchObject({ n: 5 });
    expect((await onHost('konfety.example')).headers['x-page-cache']).toBe('hit');
    await api('/api/me');
    const me = await api('/api/me');
    expect(me.headers['x-page-cache']).toBeUndefined();
    expect(s.renders()).toBe(7);
  });

  it('answers 304 to a browser that has the page', async () => {
    const s = await start();
    const first = await get(s, '/');
    const again = await get(s, '/', { ...browser, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never shares a page with a waiting message', async () => {
    const s = await start();
    await get(s, '/');
    await get(s, '/', { ...browser, cookie: 'konfety_flash=xyz' });
    await get(s, '/', { ...browser, cookie: 'konfety_flash=xyz' });
    expect(s.renders()).toBe(3);
  });

  it('gives a logged-in visitor the page everyone gets (the header loads the user after hydration)', async () => {
    const s = await start();
    const first = await get(s, '/');
    const loggedIn = await get(s, '/', { ...browser, cookie: 'konfety_token=abc' });
    expect(s.renders()).toBe(1);
    expect(loggedIn.headers['x-page-cache']).toBe('hit');
    expect(loggedIn.headers.etag).toBe(first.headers.etag);
    // and the other way round: a page rendered for a logged-in visitor's request is kept for everyone
    await get(s, '/?page=2', { ...browser, cookie: 'konfety_token=abc' });
    expect((await get(s, '/?page=2')).headers['x-page-cache']).toBe('hit');
    expect(s.renders()).toBe(2);
  });

  it('keeps one copy per page-changing cookie, and ignores the cart cookie (the cart loads after hydration)', async () => {
    const s = await start();
    await get(s, '/');
    await get(s, '/', { ...browser, cookie: 'konfety_cart=42' });
    expect(s.renders()).toBe(1);
    const eur = await get(s, '/', { ...browser, cookie: 'konfety_currency=EUR' });
    await get(s, '/', { ...browser, cookie: 'konfety_currency=EUR; konfety_cart=7' });
    expect(s.renders()).toBe(2);
    // A copy that a cookie chose must not be kept by a CDN for everyone.
    expect(eur.headers['cache-control']).toBe('private, no-cache');
    await get(s, '/?page=2');
    expect(s.renders()).toBe(3);
  });

  it("keeps React Router's route manifest answers by URL, one for every visitor, immutable; none for another version", async () => {
    const s = await start();
    const url = `/__manifest?paths=${encodeURIComponent('/1/kostymy,/kosik')}&version=v1`;
    const miss = await get(s, url);
    const hit = await get(s, url, { 'accept-encoding': 'br', cookie: 'konfety_currency=EUR; konfety_token=abc' });
    expect([miss.headers['x-page-cache'], hit.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    expect(s.renders()).toBe(1);
    expect(JSON.parse(text(hit))).toEqual({ 'routes/1/kostymy': { id: 'routes/1/kostymy', path: '/1/kostymy', n: 1 }, 'routes/kosik': { id: 'routes/kosik', path: '/kosik', n: 1 } });
    expect(hit.headers['content-type']).toMatch(/^application\/json/);
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers['cache-control']).toBe(ROUTE_MANIFEST_CACHE_CONTROL);
    await get(s, `/__manifest?paths=${encodeURIComponent('/kosik')}&version=v1`);
    expect(s.renders()).toBe(2);
    // What a manifest says depends on the build alone: no data change drops it, and it outlives a page's TTL.
    s.cache.clear();
    s.clock.now += PAGE_TTL_MS * 10;
    expect((await get(s, url)).headers['x-page-cache']).toBe('hit');
    s.clock.now += ROUTE_MANIFEST_TTL_MS;
    expect((await get(s, url)).headers['x-page-cache']).toBe('miss');
    expect(s.renders()).toBe(3);
    // An old page's version: "load the next page in full", never kept.
    const outdated = `/__manifest?paths=${encodeURIComponent('/kosik')}&version=v0`;
    expect((await get(s, outdated)).statusCode).toBe(204);
    expect((await get(s, outdated)).statusCode).toBe(204);
    expect(s.renders()).toBe(5);
  });

  it("keeps a client-side navigation's data for a page's routes as it keeps the page, for everyone; never the root's, a private page's or an action's", async () => {
    const s = await start();
    const url = '/1/kostymy.data?_routes=category.cs';
    const miss = await get(s, url, { ...browser, 'sec-fetch-site': 'same-origin' });
    const hit = await get(s, url, { ...browser, 'sec-fetch-site': 'same-origin', cookie: 'konfety_token=abc; konfety_cart=7' });
    expect([miss.headers['x-page-cache'], hit.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    expect(s.renders()).toBe(1);
    expect(text(hit)).toBe(text(miss));
    expect(hit.headers['content-type']).toMatch(/^text\/x-script/);
    // React Router's client takes a data answer only with this header.
    expect(hit.headers['x-remix-response']).toBe('yes');
    expect(hit.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    // The home page's data, and a copy per page-changing cookie, which a CDN must not keep for everyone.
    await get(s, '/_root.data?_routes=home.cs');
    expect((await get(s, '/_root.data?_routes=home.cs')).headers['x-page-cache']).toBe('hit');
    await get(s, url, { ...browser, cookie: 'konfety_currency=EUR' });
    const eur = await get(s, url, { ...browser, cookie: 'konfety_currency=EUR' });
    expect(eur.headers['x-page-cache']).toBe('hit');
    expect(eur.headers['cache-control']).toBe('private, no-cache');
    expect(s.renders()).toBe(3);
    // Never kept: with the root's data (the visitor's CSRF token and user), without a route list, a private page's,
    // a form action's, and any with a waiting message.
    for (const [other, headers] of [
      ['/1/kostymy.data?_routes=root%2Ccategory.cs', browser],
      ['/1/kostymy.data', browser],
      ['/kosik.data?_routes=cart.cs', browser],
      ['/_/cart.data?_routes=routes%2Factions%2Fcart', browser],
      [url, { ...browser, cookie: 'konfety_flash=xyz' }],
    ] as const) {
      const before = s.renders();
      await get(s, other, headers);
      const again = await get(s, other, headers);
      expect(s.renders(), other).toBe(before + 2);
      expect(again.headers['x-page-cache'], other).toBeUndefined();
    }
    // A change of the shop's data drops it.
    s.cache.clear();
    expect((await get(s, url)).headers['x-page-cache']).toBe('miss');
  });

  it('keeps no private page, no page that sets a cookie and no error page', async () => {
    const s = await start();
    for (const url of ['/kosik', '/cookie', '/missing']) {
      await get(s, url);
      await get(s, url);
    }
    expect(s.renders()).toBe(6);
    expect(s.cache.size).toBe(0);
  });

  it("hands the storefront's own calls a kept API answer parsed and frozen, within the same bounds", async () => {
    const s = await start();
    const site = 'https://konfety.example';
    const api = (url: string) => s.app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'client-url': site } });
    expect(s.cache.apiAnswer(site, '/api/catalog/thing')).toBeUndefined();
    const first = await api('/api/catalog/thing');
    const kept = s.cache.apiAnswer(site, '/api/catalog/thing') as { n: number };
    expect(kept).toEqual(first.json());
    expect(Object.isFrozen(kept)).toBe(true);
    expect(s.cache.apiAnswer(site, '/api/catalog/thing')).toBe(kept); // parsed once
    expect(s.cache.apiAnswer('https://sk.konfety.example', '/api/catalog/thing')).toBeUndefined();
    await api('/api/me');
    expect(s.cache.apiAnswer(site, '/api/me')).toBeUndefined(); // never shared, never kept
    await get(s, '/');
    expect(s.cache.apiAnswer(site, '/')).toBeUndefined(); // a page is not an API answer
    s.listening.value = false;
    expect(s.cache.apiAnswer(site, '/api/catalog/thing')).toBeUndefined();
    s.listening.value = true;
    s.clock.now += PAGE_TTL_MS;
    expect(s.cache.apiAnswer(site, '/api/catalog/thing')).toBeUndefined();
    await api('/api/catalog/thing');
    expect(s.cache.apiAnswer(site, '/api/catalog/thing')).toMatchObject({ n: 4 });
    s.cache.clear();
    expect(s.cache.apiAnswer(site, '/api/catalog/thing')).toBeUndefined();
    expect(s.renders()).toBe(4);
  });

  it('never keeps the page of a route that does not declare it shared, whatever its answer says, nor its data', async () => {
    const s = await start();
    for (const [url, headers] of [
      ['/ucet', browser],
      ['/ucet', { ...browser, cookie: 'konfety_token=abc; konfety_cart=7' }],
      ['/ucet', { 'accept-encoding': 'gzip' }],
      ['/ucet.data?_routes=ucet.cs', { ...browser, 'sec-fetch-site': 'same-origin' }],
    ] as const) {
      const before = s.renders();
      const answers = [await get(s, url, headers), await get(s, url, headers)];
      expect(s.renders(), url).toBe(before + 2);
      expect(answers.map((answer) => answer.headers['x-page-cache']), url).toEqual([undefined, undefined]);
    }
    expect(s.cache.size).toBe(0);
  });

  it("keeps each class within a byte budget of its own: a crawler's search results and made-up query strings never push out the catalogue or the API's answers", async () => {
    const budgets = { ...PAGE_CACHE_BUDGETS, catalogue: 64 * 1024, search: 16 * 1024 };
    const s = await start({ budgets });
    const site = 'https://konfety.example';
    await s.app.inject({ method: 'GET', url: '/api/catalog/thing', headers: { accept: 'application/json', 'client-url': site } });
    await get(s, '/');
    await get(s, '/katalog');
    const kept = s.renders();
    for (let i = 1; i <= 40; i++) {
      await get(s, `/hledani?q=${i}`);
      await get(s, `/?strana=${i}`);
    }
    expect(s.renders()).toBe(kept + 80);
    expect(s.cache.bytesIn('search')).toBeGreaterThan(budgets.search / 2);
    expect(s.cache.bytesIn('search')).toBeLessThanOrEqual(budgets.search);
    // The oldest of the crawl went first; the catalogue and the shell's answer are there still.
    expect((await get(s, '/hledani?q=1')).headers['x-page-cache']).toBe('miss');
    expect((await get(s, '/hledani?q=40')).headers['x-page-cache']).toBe('hit');
    expect((await get(s, '/')).headers['x-page-cache']).toBe('hit');
    expect((await get(s, '/katalog')).headers['x-page-cache']).toBe('hit');
    expect(s.cache.apiAnswer(site, '/api/catalog/thing')).toBeDefined();
  });

  it('drops the least recently used copies of a class once its copies take more than its bytes, the compressed ones counted', async () => {
    const budgets = { ...PAGE_CACHE_BUDGETS, catalogue: 16 * 1024 };
    const s = await start({ budgets });
    const first = await get(s, '/p/1');
    // Its text and its brotli copy (the pages differ by a digit or two).
    const size = first.rawPayload.length + text(first).length;
    const fit = Math.floor(budgets.catalogue / (size + 8));
    for (let n = 2; n <= fit; n++) await get(s, `/p/${n}`);
    expect(s.cache.size).toBe(fit);
    expect(s.cache.bytesIn('catalogue')).toBeGreaterThanOrEqual(fit * (size - 8));
    // The first page, used again, is kept longest; the next one goes for the new page.
    expect((await get(s, '/p/1')).headers['x-page-cache']).toBe('hit');
    await get(s, `/p/${fit + 1}`);
    expect(s.cache.size).toBe(fit);
    expect(s.cache.bytesIn('catalogue')).toBeLessThanOrEqual(budgets.catalogue);
    expect((await get(s, '/p/1')).headers['x-page-cache']).toBe('hit');
    expect((await get(s, '/p/2')).headers['x-page-cache']).toBe('miss');
  });

  it(`serves a copy for ${PAGE_TTL_MS / 1000} s, then renders the page again`, async () => {
    const s = await start();
    await get(s, '/');
    s.clock.now += PAGE_TTL_MS - 1;
    await get(s, '/');
    expect(s.renders()).toBe(1);
    s.clock.now += 1;
    expect((await get(s, '/')).headers['x-page-cache']).toBe('miss');
    expect(s.renders()).toBe(2);
  });

  it('while one request renders an expired page again, serves the others the expired copy, for a bounded time', async () => {
    const s = await start();
    await get(s, '/');
    s.clock.now += PAGE_TTL_MS;
    const rendering = await heldRender(s, '/');
    const during = await get(s, '/');
    expect(during.headers['x-page-cache']).toBe('stale');
    expect(during.headers['cache-control']).toBe('no-cache'); // a proxy must not keep it for another TTL
    expect(text(during)).toContain('Page 1');
    // Past the bound the others wait for the render instead.
    s.clock.now += STALE_WHILE_RENDERING_MS;
    const waiting = get(s, '/');
    rendering.release();
    const [fresh, waited] = await Promise.all([rendering.answer, waiting]);
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(text(fresh)).toContain('Page 2');
    expect(waited.headers['x-page-cache']).toBe('hit');
    expect(text(waited)).toContain('Page 2');
    expect(s.renders()).toBe(2);
  });

  it('keeps serving the same copy (ETag, compressed bytes, CSP) when a page renders again unchanged', async () => {
    const s = await start();
    const first = await get(s, '/steady');
    s.clock.now += PAGE_TTL_MS;
    const again = await get(s, '/steady');
    expect(s.renders()).toBe(2);
    expect(again.headers['x-page-cache']).toBe('miss');
    expect(again.headers.etag).toBe(first.headers.etag);
    // The kept bytes, scripts with the first render's nonce, and the CSP that allows them by hash.
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    expect(again.headers['content-security-policy']).toBe(`default-src 'self';script-src 'self' 'sha256-${hash}' https://widget.example`);
    expect((await get(s, '/steady')).headers['x-page-cache']).toBe('hit');
    // A browser revalidating after the next expiry learns it has the page still.
    s.clock.now += PAGE_TTL_MS;
    const revalidated = await get(s, '/steady', { ...browser, 'if-none-match': String(first.headers.etag) });
    expect([revalidated.statusCode, revalidated.headers['x-page-cache'], revalidated.body]).toEqual([304, 'miss', '']);
    expect(s.renders()).toBe(3);
    // A page that changed gets a new copy.
    const page = await get(s, '/');
    s.clock.now += PAGE_TTL_MS;
    const changed = await get(s, '/');
    expect(changed.headers.etag).not.toBe(page.headers.etag);
    expect(text(changed)).toContain('Page 5');
  });

  it('answers a revalidation with the CSP of the body it confirms: from the copy, from a render while it is stale, and from a new render once it is gone', async () => {
    const s = await start();
    const first = await get(s, '/steady');
    const policy = first.headers['content-security-policy'];
    const revalidate = () => get(s, '/steady', { ...browser, 'if-none-match': String(first.headers.etag) });
    const confirmations = [await revalidate()];
    s.clock.now += PAGE_TTL_MS;
    confirmations.push(await revalidate());
    // Past the stale window the copy is dropped: the page is rendered anew, with a nonce of its own.
    s.clock.now += PAGE_TTL_MS + STALE_WHILE_RENDERING_MS;
    confirmations.push(await revalidate());
    expect(s.renders()).toBe(3);
    expect(confirmations.map((answer) => [answer.statusCode, answer.headers['x-page-cache'], answer.headers.etag])).toEqual([
      [304, 'hit', first.headers.etag],
      [304, 'miss', first.headers.etag],
      [304, 'miss', first.headers.etag],
    ]);
    // The browser keeps its body (the first render's nonce in its scripts) and takes the 304's headers.
    for (const answer of confirmations) expect(answer.headers['content-security-policy']).toBe(policy);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    expect(policy).toBe(`default-src 'self';script-src 'self' 'sha256-${hash}' https://widget.example`);
  });

  it('drops the expired copy when its new render is not kept (the page is gone)', async () => {
    const s = await start();
    await get(s, '/vanishing');
    s.clock.now += PAGE_TTL_MS;
    const rendering = await heldRender(s, '/vanishing');
    expect((await get(s, '/vanishing')).headers['x-page-cache']).toBe('stale');
    rendering.release();
    expect((await rendering.answer).statusCode).toBe(404);
    // While the page renders once more, nobody gets the old copy: they wait for the render.
    const again = await heldRender(s, '/vanishing');
    const meanwhile = get(s, '/vanishing');
    await vi.waitFor(() => expect(s.arrivals()).toBe(5), { interval: 5 });
    again.release();
    for (const answer of await Promise.all([again.answer, meanwhile])) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['x-page-cache']).toBeUndefined();
    }
    expect(s.renders()).toBe(4);
  });

  it('drops everything on clear(), including a page whose render was under way', async () => {
    const s = await start();
    await get(s, '/');
    s.cache.clear();
    s.duringRender.fn = () => s.cache.clear();
    await get(s, '/');
    expect(s.cache.size).toBe(0);
    await get(s, '/');
    await get(s, '/');
    expect(s.renders()).toBe(3);
  });

  it('neither serves nor keeps a page while changes are not heard (the change bus lost its connection)', async () => {
    const s = await start();
    await get(s, '/');
    s.listening.value = false;
    await get(s, '/');
    await get(s, '/');
    expect(s.renders()).toBe(3);
    s.listening.value = true;
    expect((await get(s, '/')).headers['x-page-cache']).toBe('hit');
  });

  it('renders a page once for many visitors who miss at the same time', async () => {
    const s = await start();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(s, '/')));
    expect(s.renders()).toBe(1);
    expect(new Set(answers.map((a) => text(a))).size).toBe(1);
  });
});

describe('pages for browsers without Fetch Metadata (their forms carry a CSRF token: csrf.ts)', () => {
  const oldBrowser = { 'accept-encoding': 'gzip, deflate, br' };
  const tokenA = `${'A'.repeat(21)}${'b'.repeat(22)}`;
  const visitorA = { ...oldBrowser, cookie: `${CSRF_COOKIE}=${tokenA}` };

  /** The page's text, the token in its form field and in its data script, its script's nonce. */
  function pageOf(res: { rawPayload: Buffer; headers: Record<string, unknown> }) {
    const html = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : text(res);
    return { html, field: /name="_csrf" value="([^"]*)"/.exec(html)?.[1], data: /"csrfToken":"([^"]*)"/.exec(html)?.[1], nonce: /<script nonce="([^"]*)"/.exec(html)?.[1] };
  }
  const cspNonceOf = (res: { headers: Record<string, unknown> }) => /'nonce-([^']*)'/.exec(String(res.headers['content-security-policy']))?.[1];

  it("renders a page once for all of them, and fills in each visitor's own token and each answer's own nonce", async () => {
    const s = await start();
    const a = await get(s, '/formy', visitorA);
    const b = await get(s, '/formy', oldBrowser);
    const a2 = await get(s, '/formy', { ...visitorA, cookie: `${visitorA.cookie}; konfety_token=abc` });
    expect(s.renders()).toBe(1);
    expect([a, b, a2].map((res) => res.headers['x-page-cache'])).toEqual(['miss', 'hit', 'hit']);
    // A new visitor gets its cookie with the page (a hit is answered before the CSRF hook would run).
    const tokenB = /^konfety_csrf=([^;]+);/.exec(String(b.headers['set-cookie']))?.[1];
    expect(tokenB).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.headers['set-cookie']).toBeUndefined();
    // Past its TTL the page renders again unchanged: the kept template answers, with this render's nonce.
    s.clock.now += PAGE_TTL_MS + 1;
    const a3 = await get(s, '/formy', visitorA);
    expect(s.renders()).toBe(2);
    for (const [res, token] of [[a, tokenA], [b, tokenB], [a2, tokenA], [a3, tokenA]] as const) {
      expect(res.statusCode).toBe(200);
      // Filled in gzip without compressing; the rendering answer is compressed as any answer is.
      expect(res.headers['content-encoding']).toBe(res.headers['x-page-cache'] === 'miss' ? 'br' : 'gzip');
      const page = pageOf(res);
      expect(page.field).toBe(token);
      expect(page.data).toBe(token);
      expect(page.nonce).toBe(cspNonceOf(res));
      expect(page.html).toContain(catalogueText());
      // Each answer is its visitor's: no CDN may keep it, and no ETag could stand for it.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect(new Set([a, b, a2, a3].map(cspNonceOf)).size).toBe(4);
  });

  it('keeps their copy apart from the one for browsers with Fetch Metadata, whose forms carry no token', async () => {
    const s = await start();
    const current = await get(s, '/formy');
    const old = await get(s, '/formy', visitorA);
    expect(s.renders()).toBe(2);
    expect(pageOf(current).field).toBeUndefined();
    expect(pageOf(old).field).toBe(tokenA);
    expect((await get(s, '/formy')).headers.etag).toBe(current.headers.etag);
    expect(s.renders()).toBe(2);
  });

  it('answers plain to one that takes no gzip, and never 304', async () => {
    const s = await start();
    await get(s, '/formy', visitorA);
    const plain = await get(s, '/formy', { cookie: visitorA.cookie, 'if-none-match': '"x"' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(pageOf(plain).field).toBe(tokenA);
    expect(s.renders()).toBe(1);
  });

  it("puts the visitor's own token into a render that is not kept (a private page, a waiting message)", async () => {
    const s = await start();
    for (const [url, headers] of [
      ['/formy-soukrome', visitorA],
      ['/formy-soukrome', visitorA],
      ['/formy', { ...visitorA, cookie: `${visitorA.cookie}; konfety_flash=x` }],
    ] as const) {
      const page = pageOf(await get(s, url, headers));
      expect(page.field).toBe(tokenA);
      expect(page.data).toBe(tokenA);
    }
    expect(s.renders()).toBe(3);
    expect(s.cache.size).toBe(0);
  });
});

describe('hits answered before Fastify (edge-server.ts)', () => {
  interface Answer {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  }
  /** A request over a real connection (inject goes to Fastify's handler, past the server). */
  const over = (s: Shop, url: string, headers: Record<string, string> = browser, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const { port } = s.app.server.address() as AddressInfo;
      const request = http.request({ host: '127.0.0.1', port, path: url, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
  /** The same request through Fastify (inject), for the same host. */
  const inject = (s: Shop, url: string, headers: Record<string, string> = browser) =>
    get(s, url, { host: `127.0.0.1:${(s.app.server.address() as AddressInfo).port}`, ...headers });
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const lasting = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perConnection.has(name)));

  it('answers a fresh copy from Node, with the headers and bytes of the same hit through Fastify', async () => {
    const s = await start({ edge: true });
    const miss = await over(s, '/');
    expect(miss.headers['x-page-cache']).toBe('miss');
    const arrived = s.arrivals();
    const hit = await over(s, '/');
    expect(s.arrivals()).toBe(arrived);
    const inFastify = await inject(s, '/');
    expect(s.arrivals()).toBe(arrived + 1);
    expect(inFastify.headers['x-page-cache']).toBe('hit');
    expect(hit.status).toBe(200);
    expect(lasting(hit.headers)).toEqual(lasting(inFastify.headers));
    expect(hit.headers['content-length']).toBe(String(hit.body.length));
    expect(hit.body.equals(inFastify.rawPayload)).toBe(true);
    expect(brotliDecompressSync(hit.body).toString()).toBe(brotliDecompressSync(miss.body).toString());
    expect(hit.headers['x-frame-options']).toBe('DENY');
    expect(hit.headers['content-security-policy']).toMatch(/'sha256-[^']+'/);
    const plain = await over(s, '/', { 'sec-fetch-site': 'none' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(brotliDecompressSync(miss.body).toString());
    expect(s.arrivals()).toBe(arrived + 1);
    expect(s.renders()).toBe(1);
  });

  it('answers a route manifest from its copy too', async () => {
    const s = await start({ edge: true });
    const url = `/__manifest?paths=${encodeURIComponent('/1/kostymy')}&version=v1`;
    const miss = await over(s, url, { 'accept-encoding': 'br' });
    const arrived = s.arrivals();
    const hit = await over(s, url, { 'accept-encoding': 'br', cookie: 'konfety_currency=EUR' });
    expect(s.arrivals()).toBe(arrived);
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['cache-control']).toBe(ROUTE_MANIFEST_CACHE_CONTROL);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(s.renders()).toBe(1);
  });

  it("answers a client-side navigation's data from its copy too", async () => {
    const s = await start({ edge: true });
    const url = '/1/kostymy.data?_routes=category.cs';
    const miss = await over(s, url, { 'accept-encoding': 'br', 'sec-fetch-site': 'same-origin' });
    const arrived = s.arrivals();
    const hit = await over(s, url, { 'accept-encoding': 'br', 'sec-fetch-site': 'same-origin' });
    expect(s.arrivals()).toBe(arrived);
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['x-remix-response']).toBe('yes');
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(s.renders()).toBe(1);
  });

  it("answers 304 to a browser with the copy's ETag, as Fastify does", async () => {
    const s = await start({ edge: true });
    const miss = await over(s, '/');
    const revalidating = { ...browser, 'if-none-match': String(miss.headers.etag) };
    const arrived = s.arrivals();
    const notModified = await over(s, '/', revalidating);
    expect(s.arrivals()).toBe(arrived);
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const inFastify = await inject(s, '/', revalidating);
    expect(inFastify.statusCode).toBe(304);
    expect(lasting(notModified.headers)).toEqual(lasting(inFastify.headers));
    expect(notModified.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);
  });

  it("answers an ad click's URL from the plain URL's copy", async () => {
    const s = await start({ edge: true });
    const miss = await over(s, '/');
    const arrived = s.arrivals();
    const click = await over(s, '/?gclid=Cj0KCQ-abc&utm_source=sklik');
    expect(s.arrivals()).toBe(arrived);
    expect(click.headers['x-page-cache']).toBe('hit');
    expect(click.headers.etag).toBe(miss.headers.etag);
    expect(s.renders()).toBe(1);
  });

  it('leaves to Fastify what it does not answer as kept: an encoding not made yet, a stale copy, a template, a forwarded host, HEAD, a personal cookie, unheard changes', async () => {
    const s = await start({ edge: true });
    await over(s, '/');
    const viaFastify = async (url: string, headers: Record<string, string>, method = 'GET') => {
      const arrived = s.arrivals();
      const answer = await over(s, url, headers, method);
      expect(s.arrivals(), `${method} ${url} ${JSON.stringify(headers)}`).toBe(arrived + 1);
      return answer;
    };
    // The miss made the brotli copy only: the first gzip hit makes that one, in Fastify; the next is answered here.
    const gzip = { 'sec-fetch-site': 'none', 'accept-encoding': 'gzip' };
    expect((await viaFastify('/', gzip)).headers['content-encoding']).toBe('gzip');
    const arrived = s.arrivals();
    expect((await over(s, '/', gzip)).headers['content-encoding']).toBe('gzip');
    expect(s.arrivals()).toBe(arrived);

    await viaFastify('/', { ...browser, 'x-forwarded-host': 'elsewhere.example' });
    await viaFastify('/', browser, 'HEAD');
    await viaFastify('/', { ...browser, cookie: 'konfety_flash=xyz' });
    s.listening.value = false;
    await viaFastify('/', browser);
    s.listening.value = true;

    // Browsers without Fetch Metadata: their copy is a template, filled in for each answer (in Fastify: their CSRF cookie).
    const oldBrowser = { 'accept-encoding': 'gzip, br' };
    await over(s, '/formy', oldBrowser);
    expect((await viaFastify('/formy', oldBrowser)).headers['x-page-cache']).toBe('hit');
    // Uncompressed too, where the template's text is at hand: it would go out with the token's stand-in.
    const plain = await viaFastify('/formy', {});
    expect(plain.headers['x-page-cache']).toBe('hit');
    expect(plain.body.toString()).toMatch(/name="_csrf" value="[A-Za-z0-9_-]{43}"/);

    s.clock.now += PAGE_TTL_MS;
    expect((await viaFastify('/', browser)).headers['x-page-cache']).toBe('miss');
  });

  it('makes the best-quality copy of a page made popular here', async () => {
    const s = await start({ edge: true });
    const miss = await over(s, '/katalog');
    for (let i = 0; i < 3; i++) expect((await over(s, '/katalog')).body.length).toBe(miss.body.length);
    const arrived = s.arrivals();
    await vi.waitFor(async () => expect((await over(s, '/katalog')).body.length).toBeLessThan(miss.body.length * 0.95), { timeout: 10_000, interval: 20 });
    const best = await over(s, '/katalog');
    expect(best.headers['content-length']).toBe(String(best.body.length));
    expect(brotliDecompressSync(best.body).toString()).toBe(brotliDecompressSync(miss.body).toString());
    expect(s.arrivals()).toBe(arrived);
  });

  it('declines every request once the app closes (Fastify answers 503 while it shuts down)', async () => {
    const s = await start({ edge: true });
    await over(s, '/');
    const request = { method: 'GET', url: '/', headers: { host: `127.0.0.1:${(s.app.server.address() as AddressInfo).port}`, ...browser } } as unknown as http.IncomingMessage;
    const written: number[] = [];
    const response = { writeHead: (status: number) => written.push(status), end: () => undefined } as unknown as http.ServerResponse;
    expect(s.cache.answerHit(request, response)).toBe(true);
    await s.app.close();
    shop = null;
    expect(s.cache.answerHit(request, response)).toBe(false);
    expect(written).toEqual([200]);
  });
});
