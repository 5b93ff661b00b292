import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_PATH_KEPT_LENGTH, MANIFEST_PATHS_KEPT, routeManifestAnswers } from '../../src/route-manifest';
import { storefrontDir } from '../../src/storefront';

/**
 * The route manifest answers made from each path's kept routes (route-manifest.ts) against React Router's own
 * answers to the same URLs, on the built storefront. Runs in the browser project, whose global setup builds it.
 */

const ORIGIN = 'https://konfety.example';

let build: ServerBuild;
let reactRouter: (request: Request) => Promise<Response>;
beforeAll(async () => {
  build = (await import(pathToFileURL(path.join(storefrontDir, 'build', 'server', 'index.js')).href)) as ServerBuild;
  reactRouter = createRequestHandler(build, 'production');
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the browser acts on: the status, the headers React Router's client reads, and the patches as data. */
function seen(answer: Answer) {
  const type = answer.headers['content-type'] ?? '';
  return {
    status: answer.status,
    type: type.split(';')[0],
    cacheControl: answer.headers['cache-control'] ?? null,
    reload: answer.headers['x-remix-reload-document'] ?? null,
    body: type.startsWith('application/json') ? (JSON.parse(answer.body) as unknown) : answer.body,
  };
}

async function reactRouterAnswer(href: string): Promise<Answer> {
  const response = await reactRouter(new Request(href));
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

const manifestUrl = (paths: string[] | null, version = build.assets.version) => {
  const params = new URLSearchParams();
  if (paths) params.set('paths', paths.join(','));
  params.set('version', version);
  return `${ORIGIN}/__manifest?${params}`;
};

/** Paths of every kind the shop links to, in each language, with the ancestors React Router's client adds, and some that match no page. */
const PATHS = [
  '/',
  '/1',
  '/1/kostymy',
  '/252',
  '/252/detske-kostymy',
  '/252/detske-kostymy/kostym-maly-superhrdina-pro-deti-3',
  '/sk',
  '/sk/1/kostymy',
  '/sk/252/detske-kostymy/kostym-maly-superhrdina-pro-deti-3',
  '/en',
  '/en/cart',
  '/kosik',
  '/sk/kosik',
  '/ucet',
  '/ucet/objednavka/12',
  '/registrace',
  '/obnova-hesla',
  '/prodejny',
  '/info',
  '/info/doprava-a-platba',
  '/blog',
  '/produkty',
  '/produkty/akce',
  '/shrnuti/1/abc',
  '/mimo-provoz',
  '/_/cart',
  '/_/cart/item',
  'kosik',
  '/%C5%BEertovne-predmety',
  '/a/b/c/d/e/f',
  '/1/kostymy/',
];

describe('route manifest answers made from kept routes', () => {
  it("answers React Router's patches for each path alone, for all of them at once, and again from the kept routes", async () => {
    const { answer } = routeManifestAnswers(build);
    for (const p of PATHS) expect(seen(await answer(manifestUrl([p]))), p).toEqual(seen(await reactRouterAnswer(manifestUrl([p]))));
    const all = manifestUrl([...PATHS].sort());
    const expected = seen(await reactRouterAnswer(all));
    expect(expected.status).toBe(200);
    expect(Object.keys(expected.body as object).length).toBeGreaterThan(5);
    expect(seen(await answer(all))).toEqual(expected);
    // Duplicates and empty entries, as React Router's handler takes them.
    const repeated = manifestUrl(['/1/kostymy', '', '/1/kostymy', '/kosik']);
    expect(seen(await answer(repeated))).toEqual(seen(await reactRouterAnswer(repeated)));
  });

  it("leaves to React Router what it does not answer with patches: another build's version, no paths, a URL over its limit", async () => {
    const { answer } = routeManifestAnswers(build);
    const other = manifestUrl(['/1/kostymy'], 'another-build');
    expect(seen(await answer(other))).toEqual(seen(await reactRouterAnswer(other)));
    expect(seen(await answer(other)).status).toBe(204);
    expect(seen(await answer(other)).reload).toBe('true');
    const none = manifestUrl(null);
    expect(seen(await answer(none))).toEqual(seen(await reactRouterAnswer(none)));
    expect(seen(await answer(none)).status).toBe(400);
    const empty = manifestUrl([]);
    expect(seen(await answer(empty))).toEqual(seen(await reactRouterAnswer(empty)));
    // Just under React Router's URL limit (7 680 characters), and just over it.
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `/1/kostymy-${i}`);
    for (const count of [440, 460]) {
      const href = manifestUrl(filler(count));
      const expected = seen(await reactRouterAnswer(href));
      expect(expected.status, `${href.length} characters`).toBe(href.length > 7680 ? 400 : 200);
      expect(seen(await answer(href))).toEqual(expected);
    }
  });

  it(`keeps at most ${MANIFEST_PATHS_KEPT} paths, answering right past that`, async () => {
    const { answer, pathsKept } = routeManifestAnswers(build);
    const paths = Array.from({ length: MANIFEST_PATHS_KEPT + 50 }, (_, i) => `/${i}/kategorie`);
    for (let i = 0; i < paths.length; i += 250) await answer(manifestUrl(paths.slice(i, i + 250)));
    expect(pathsKept()).toBe(MANIFEST_PATHS_KEPT);
    const first = manifestUrl([paths[0]!, '/kosik']);
    expect(seen(await answer(first))).toEqual(seen(await reactRouterAnswer(first)));
  });

  it('answers a path longer than the shop makes them without keeping it', async () => {
    const { answer, pathsKept } = routeManifestAnswers(build);
    const long = `/1/${'k'.repeat(MANIFEST_PATH_KEPT_LENGTH)}`;
    const href = manifestUrl(['/1/kostymy', long]);
    expect(seen(await answer(href))).toEqual(seen(await reactRouterAnswer(href)));
    expect(pathsKept()).toBe(1);
  });
});
