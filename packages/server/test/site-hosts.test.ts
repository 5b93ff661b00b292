import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@konfety/config';
import { pageShare, type StorefrontContext } from '@konfety/storefront/server';
import { registerPageCache } from '../src/page-cache';
import { registerSiteHosts } from '../src/site-hosts';
import { storefrontLoadContext } from '../src/storefront';

/*
 * The Czech and the Slovak shop on their own hosts (site-hosts.ts): a page asked on the other site's host moves there,
 * and the storefront's requests name the site of their host (`client-url`).
 */

const CZ = 'https://www.konfety.example';
const SK = 'https://www.konfety.example.sk';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function shop(env: Record<string, string> = { SITE_URL_CZ: CZ, SITE_URL_SK: SK }) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = Fastify();
  registerSiteHosts(app, config);
  const pageCache = registerPageCache(app, { routeShare: pageShare, formToken: () => 'none' });
  const loadContext = storefrontLoadContext(app, config, pageCache);
  // Stands in for the storefront: what a page would be rendered with.
  app.get('/*', async (request, reply) => ({ clientUrl: ((await loadContext(request, reply)) as StorefrontContext).clientUrl }));
  await app.ready();
  close = () => app.close();
  return (url: string, host: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => app.inject({ method, url, headers: { host } });
}

describe('the shops’ hosts', () => {
  it('send a Slovak page asked on the Czech host to the Slovak host for good, path and query kept', async () => {
    const get = await shop();
    const res = await get('/sk/predajne?strana=2', 'www.konfety.example');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${SK}/sk/predajne?strana=2`);
    expect((await get('/sk', 'www.konfety.example', 'HEAD')).headers.location).toBe(`${SK}/sk`);
  });

  it('send a Czech or English page asked on the Slovak host to the Czech host', async () => {
    const get = await shop();
    expect((await get('/prodejny', 'www.konfety.example.sk')).headers.location).toBe(`${CZ}/prodejny`);
    expect((await get('/en/stores', 'WWW.KONFETY.EXAMPLE.SK')).headers.location).toBe(`${CZ}/en/stores`);
  });

  it('leave each language on its own host alone, and the root, actions, the API, files and posts everywhere', async () => {
    const get = await shop();
    for (const [url, host] of [
      ['/prodejny', 'www.konfety.example'],
      ['/en/stores', 'www.konfety.example'],
      ['/sk/predajne', 'www.konfety.example.sk'],
      ['/', 'www.konfety.example.sk'],
      ['/_/language?locale=cs&to=/', 'www.konfety.example.sk'],
      ['/api/settings', 'www.konfety.example.sk'],
      ['/sitemap.xml', 'www.konfety.example.sk'],
      ['/favicon.ico', 'www.konfety.example.sk'],
    ] as const) {
      expect((await get(url, host)).statusCode, `${host}${url}`).toBe(200);
    }
    expect((await get('/sk/kosik', 'www.konfety.example', 'POST')).statusCode).toBe(404);
  });

  it('move nothing on a host that is no site’s, or when both sites share one host', async () => {
    expect((await (await shop())('/sk/predajne', '127.0.0.1:3000')).statusCode).toBe(200);
    await close?.();
    close = null;
    expect((await (await shop({ SITE_URL_CZ: CZ, SITE_URL_SK: CZ }))('/sk/predajne', 'www.konfety.example')).statusCode).toBe(200);
  });

  it('name the site of the request’s host to the API (`client-url`), the Czech one for any other host', async () => {
    const get = await shop();
    expect((await get('/sk/predajne', 'www.konfety.example.sk')).json()).toEqual({ clientUrl: SK });
    expect((await get('/prodejny', 'www.konfety.example')).json()).toEqual({ clientUrl: CZ });
    expect((await get('/prodejny', 'elsewhere.example')).json()).toEqual({ clientUrl: CZ });
  });
});
