import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@konfety/config';
import { pageShare, type StorefrontContext } from '@konfety/storefront/server';
import { registerPageCache } from '../src/page-cache';
import { storefrontLoadContext } from '../src/storefront';

/*
 * TRUST_PROXY decides the client address the API's per-client limits count. As a boolean (`true`) it took the
 * leftmost X-Forwarded-For entry, which the client writes itself; now it names the proxies, and the client is the
 * address the nearest untrusted hop was seen from.
 */

const SITE = 'https://konfety.example';
const BALANCER = '10.0.0.5';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** The shop as server.ts makes it (Fastify's trustProxy from the config), with the storefront's load context and an API route that tells who called. */
async function shop(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', SITE_URL_CZ: SITE, ...env });
  const app = Fastify({ trustProxy: config.trustProxy });
  const pageCache = registerPageCache(app, { routeShare: pageShare, formToken: () => 'none' });
  const loadContext = storefrontLoadContext(app, config, pageCache);
  app.post('/api/who', async (request) => ({ ip: request.ip }));
  // A storefront action: calls the API through its request's transport.
  app.post('/_/who', async (request, reply) => {
    const context = (await loadContext(request, reply)) as StorefrontContext;
    return (await context.apiTransport({ method: 'POST', path: '/api/who', headers: { 'client-url': SITE }, body: {} })).body;
  });
  await app.ready();
  close = () => app.close();
  /** What the API was told about a visitor coming from `peer` with `forwarded` as X-Forwarded-For. */
  return async (peer: string, forwarded?: string) => {
    const res = await app.inject({ method: 'POST', url: '/_/who', remoteAddress: peer, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } });
    return (res.json() as { ip: string }).ip;
  };
}

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  it('behind one load balancer named by its address: the client is the address the balancer appended, never a written one', async () => {
    const apiSees = await shop({ TRUST_PROXY: BALANCER });
    expect(await apiSees(BALANCER, '198.51.100.9')).toBe('198.51.100.9');
    // The client wrote its own X-Forwarded-For; the balancer appended the address it came from.
    expect(await apiSees(BALANCER, '1.2.3.4, 198.51.100.9')).toBe('198.51.100.9');
    // A client reaching the shop past the balancer is its own address, whatever it writes.
    expect(await apiSees('198.51.100.20', '1.2.3.4')).toBe('198.51.100.20');
  });

  it('trusts a range of proxies hop by hop', async () => {
    const apiSees = await shop({ TRUST_PROXY: '10.0.0.0/24' });
    expect(await apiSees('10.0.0.7', '1.2.3.4, 198.51.100.9, 10.0.0.5')).toBe('198.51.100.9');
  });

  it('without TRUST_PROXY the connection is the client and X-Forwarded-For is ignored', async () => {
    const apiSees = await shop({});
    expect(await apiSees('198.51.100.30', '1.2.3.4')).toBe('198.51.100.30');
  });
});
