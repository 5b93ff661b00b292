import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchRoutes, type ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { locales, pageAt, routeNames } from '@konfety/storefront/server';
import { routeTree } from '../../src/request-hygiene';
import { storefrontDir } from '../../src/storefront';
import { urlKind } from '../../src/url-kind';

/**
 * The page cache keeps a page's answer only when the page's route declares `share` in the route table, and it finds
 * the page of a URL by matching the table's page routes (storefront routing/page-sharing.ts `pageAt`), not the
 * build. Checked on the built storefront (the browser project builds it): at an address of every route React
 * Router renders, the page the cache finds is the one React Router renders; and the routes that lookup leaves out
 * (form actions, the catch-all) are at no page's address.
 */

let build: ServerBuild;
beforeAll(async () => {
  build = (await import(pathToFileURL(path.join(storefrontDir, 'build', 'server', 'index.js')).href)) as ServerBuild;
});

/** A route's full path, from the root down, its parameters filled in. */
function addressOf(id: string): string {
  const segments: string[] = [];
  for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined) if (route.path) segments.unshift(route.path);
  // A splat: more segments than any path spelled out beside it (routes.ts' earlier shop's addresses).
  return `/${segments.join('/')}`.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '7' : name === 'hash' ? 'a'.repeat(64) : name)).replace(/\*$/, 'w/x/y/z');
}

describe('the pages React Router renders and the ones the page cache finds', () => {
  it('are the same at the address of every leaf route of the build', () => {
    const tree = routeTree(build.routes);
    const routed = Object.keys(routeNames).filter((name) => routeNames[name as keyof typeof routeNames].file !== undefined);
    const parents = new Set(Object.values(build.routes).map((route) => route?.parentId));
    const pages: string[] = [];
    for (const id of Object.keys(build.routes)) {
      const route = build.routes[id]!;
      // The routes React Router renders at an address: the leaves (the root, layouts and guards hold pages).
      if (parents.has(id) || route.path === '*') continue;
      const address = addressOf(id);
      const rendered = matchRoutes(tree, address)?.at(-1)?.route.id;
      expect(rendered, address).toBe(id);
      const page = /^(\w+)\.(\w+)$/.exec(id);
      if (page && routed.includes(page[1]!)) {
        pages.push(id);
        expect(pageAt(address), address).toBe(page[1]);
      } else if (id.startsWith('legacy:')) {
        // The earlier shop's addresses (redirects): at no page's address, so the page cache never shares them.
        expect(pageAt(address), address).toBeNull();
      } else {
        // A form action: never a page's URL, so never kept as one.
        expect(urlKind(address), address).not.toBe('page');
      }
    }
    // Each routed page once per language it exists in (documents and contacts: Czech and Slovak, `locales`).
    expect(pages.length).toBe(routed.reduce((n, name) => n + (routeNames[name as keyof typeof routeNames].locales ?? locales).length, 0));
  });
});
