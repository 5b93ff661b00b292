import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@konfety/config';
import { ACTIVE_LOCALES, pageShare, type StorefrontContext } from '@konfety/storefront/server';
import { registerPageCache } from '../src/page-cache';
import { storefrontLoadContext } from '../src/storefront';

/*
 * The storefront addresses a page in a language at that language's shop site (canonical links, hreflang, structured
 * data: storefront lib/alternates.server.ts). Which sites those are is configuration: SITE_URL_CZ and SITE_URL_SK,
 * each while its language is live (the storefront's ACTIVE_LOCALES).
 */

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function siteUrlsOf(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = Fastify();
  const pageCache = registerPageCache(app, { routeShare: pageShare, formToken: () => 'none' });
  const loadContext = storefrontLoadContext(app, config, pageCache);
  app.get('/_/sites', async (request, reply) => ((await loadContext(request, reply)) as StorefrontContext).siteUrls ?? null);
  await app.ready();
  close = () => app.close();
  return (await app.inject({ method: 'GET', url: '/_/sites' })).json() as Record<string, string>;
}

describe('the live shop sites in the storefront’s load context', () => {
  it('are the configured sites of the live languages (Czech and Slovak), the Czech site by SITE_URL_CZ, the Slovak by SITE_URL_SK', async () => {
    const configured = { cs: 'https://www.konfety.example', sk: 'https://www.konfety.example.sk' };
    const urls = await siteUrlsOf({ SITE_URL_CZ: configured.cs, SITE_URL_SK: configured.sk });
    expect(urls).toEqual(Object.fromEntries(ACTIVE_LOCALES.filter((l) => l in configured).map((l) => [l, configured[l as keyof typeof configured]])));
    expect(urls.cs).toBe(configured.cs);
  });
});
