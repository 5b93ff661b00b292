import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { storefrontDir } from '../../src/storefront';

/**
 * The page cache keeps a page, and a client-side navigation's data for a page's routes, for everyone unless the
 * answer says `private, no-store` (page-cache.ts). A navigation's data request may load a page's route alone,
 * without its layout or guard, so every route whose data is one visitor's must say it itself: the account's
 * (behind the login guard), the ones a logged-in visitor is sent away from (behind the guest guard), the cart,
 * an order's summary and a password change link. Checked on the built storefront (the browser project builds it).
 */

const PERSONAL_PARENTS = ['guard:auth@default/account', 'guard:guest@default', 'layout:default/account'];
const PERSONAL_PAGES = /^(cart|orderSummary|passwordChange)\./;

let build: ServerBuild;
beforeAll(async () => {
  build = (await import(pathToFileURL(path.join(storefrontDir, 'build', 'server', 'index.js')).href)) as ServerBuild;
});

function ancestors(id: string): string[] {
  const chain: string[] = [];
  for (let parent = build.routes[id]?.parentId; parent; parent = build.routes[parent]?.parentId) chain.push(parent);
  return chain;
}

describe("routes whose data is one visitor's", () => {
  it('each declares its answers private itself, not only through a parent', () => {
    const personal = Object.keys(build.routes).filter((id) => PERSONAL_PAGES.test(id) || ancestors(id).some((a) => PERSONAL_PARENTS.includes(a)));
    expect(personal.length).toBeGreaterThan(20);
    for (const id of personal) {
      const headers = (build.routes[id]!.module as { headers?: unknown }).headers;
      expect(typeof headers, `${id} has a headers export`).toBe('function');
      const declared = (headers as (args: object) => Headers)({ parentHeaders: new Headers(), loaderHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined });
      expect(new Headers(declared).get('cache-control'), id).toBe('private, no-store');
    }
  });
});
