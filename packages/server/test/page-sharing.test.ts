import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES, locales, PERSONAL_COOKIES, pageAt, type PageName, pagePath, pageShare, routeNames } from '@konfety/storefront/server';
import { type PageCache, registerPageCache } from '../src/page-cache';
import { pathOf } from '../src/url-kind';

/**
 * Sharing is something a route asks for (ARCHITECTURE "Page cache"): for every page of the storefront's route table,
 * in every language, the page cache keeps its answer for everyone exactly when the page declares `share`, and never
 * otherwise, whoever asks. Every page here answers as a page that forgot to say `private` would (a 200 without
 * `Cache-Control`, no cookie): only the route table keeps the private ones private.
 */

/** A value each route parameter of the table takes (`:id` a database id, `:hash` an order's 64 hex digits). */
const PARAMS = { id: 7, hash: 'a'.repeat(64), category: 'kostymy', product: 'piratsky-klobouk', slug: 'pujcovna', invoiceId: 3 };

const pages = (Object.keys(routeNames) as PageName[]).filter((name) => routeNames[name].file !== undefined);
/** Each page in each language it exists in (a page's `locales`: documents and contacts are Czech and Slovak only). */
const languagesOf = (name: PageName) => routeNames[name].locales ?? locales;
const urls = pages.flatMap((name) => languagesOf(name).map((locale) => ({ name, locale, path: pagePath(name, locale, PARAMS) })));

const browser = { 'sec-fetch-site': 'none', 'accept-encoding': 'br, gzip' };
/** Every cookie of the storefront (a logged-in visitor with a cart, a currency, consent …) but those that always make a page private (a waiting message, data-layer events waiting). */
const withCookies = {
  ...browser,
  cookie: Object.entries(COOKIE_NAMES)
    .filter(([, cookie]) => !PERSONAL_COOKIES.includes(cookie))
    .map(([, cookie]) => `${cookie}=x`)
    .join('; '),
};
/** A browser without Fetch Metadata, whose copy is a template (csrf-template.ts). */
const oldBrowser = { 'accept-encoding': 'gzip' };

let app: FastifyInstance;
let cache: PageCache;
let renders = 0;
/** What the cache said of each render: whether it is the copy kept for everyone (load context `sharedPage`). */
const keptRenders: boolean[] = [];

beforeAll(async () => {
  app = Fastify();
  cache = registerPageCache(app, { routeShare: pageShare, formToken: () => 'token' });
  app.get('*', async (request, reply) => {
    renders++;
    keptRenders.push(cache.keepsPage(request));
    if (pathOf(request.url).endsWith('.data')) return reply.type('text/x-script').send(`[{"_1":2},"data",{"n":${renders}}]`);
    return reply.type('text/html').send(`<!doctype html><html><body><h1>${request.url}</h1></body></html>`);
  });
  await app.ready();
});
afterAll(() => app.close());

/** The data request of a client-side navigation to `path` for its page's route (`/_root.data` is the home page's). */
const dataUrl = (path: string, name: PageName, locale: string) => `${path === '/' ? '/_root' : path}.data?_routes=${name}.${locale}`;

describe('the page cache and the route table', () => {
  it('resolves each page of the table, in every language, to that page', () => {
    expect(urls.length).toBe(pages.reduce((n, name) => n + languagesOf(name).length, 0));
    for (const { name, path } of urls) expect(pageAt(path), path).toBe(name);
    // A page's path in a language it does not exist in is not that page (the English documents and contacts).
    for (const name of pages.filter((p) => routeNames[p].locales)) {
      for (const locale of locales.filter((l) => !languagesOf(name).includes(l))) expect(pageAt(pagePath(name, locale, PARAMS)), `${name} ${locale}`).not.toBe(name);
    }
  });

  it.each(urls)('$name ($locale, $path): kept for everyone exactly when the route declares share', async ({ name, locale, path }) => {
    const share = routeNames[name].share;
    for (const [url, headers] of [
      [path, browser],
      [path, withCookies],
      [path, oldBrowser],
      [dataUrl(path, name, locale), browser],
    ] as const) {
      const before = renders;
      const bytes = share ? cache.bytesIn(share) : 0;
      keptRenders.length = 0;
      const first = await app.inject({ method: 'GET', url, headers });
      const second = await app.inject({ method: 'GET', url, headers });
      expect(first.statusCode).toBe(200);
      const states = [first.headers['x-page-cache'], second.headers['x-page-cache']];
      if (share) {
        expect(states, `${url} ${JSON.stringify(headers)}`).toEqual(['miss', 'hit']);
        expect(renders - before).toBe(1);
        // Kept in its class's budget.
        expect(cache.bytesIn(share)).toBeGreaterThan(bytes);
        if (!url.includes('.data')) expect(keptRenders).toEqual([true]);
      } else {
        expect(states, `${url} ${JSON.stringify(headers)}`).toEqual([undefined, undefined]);
        expect(renders - before).toBe(2);
        // Rendered as the visitor's own: the storefront puts the visitor's user into it.
        expect(keptRenders).toEqual([false, false]);
      }
    }
  });
});
