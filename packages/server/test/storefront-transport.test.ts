import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARED_CACHE, sharedWhileRunning } from '@konfety/api';
import { pageShare } from '@konfety/storefront/server';
import { registerPageCache } from '../src/page-cache';
import { injectTransport } from '../src/storefront';

const SITE = 'https://konfety.example';
const headers = { 'client-url': SITE, accept: 'application/json' };

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** The API part of the shop: the page cache, a shared route and a personal one, each counting the times it ran. */
async function start() {
  const app = Fastify();
  const cache = registerPageCache(app, { routeShare: pageShare, formToken: () => 'none' });
  const runs = { shared: 0, personal: 0, posted: 0, lookups: 0 };
  app.get('/api/catalog/thing', { config: SHARED_CACHE }, async () => ({ data: { n: ++runs.shared } }));
  // As a login token's user is looked up (api http/auth.ts): a lookup that takes a turn of the event loop.
  app.get('/api/looked-up', async () => ({ data: { n: await sharedWhileRunning('thing', () => new Promise<number>((resolve) => setImmediate(() => resolve(++runs.lookups)))) } }));
  app.get('/api/me', async () => ({ data: { n: ++runs.personal } }));
  app.post('/api/catalog/thing', async () => ({ data: { n: ++runs.posted } }));
  app.post('/api/who', async (request) => ({ data: { ip: request.ip } }));
  // As the customer's invoice download answers (api invoices/routes.ts): a PDF, or a JSON 404.
  app.get('/api/file/:n', async (request, reply) => {
    if ((request.params as { n: string }).n !== '1') return reply.code(404).send({ error: 'not_found', message: 'Nenalezeno.' });
    return reply.type('application/pdf').header('content-disposition', 'attachment; filename="FV2026000001.pdf"').send(Buffer.from('%PDF-1.7\n\xff\x00%%EOF', 'latin1'));
  });
  await app.ready();
  close = () => app.close();
  return { transport: injectTransport(app, cache, '203.0.113.7'), another: (visitor = '203.0.113.8') => injectTransport(app, cache, visitor), cache, runs };
}

describe("the storefront's in-process API transport", () => {
  it('answers a GET the page cache keeps from it, without running the route again', async () => {
    const { transport, runs } = await start();
    const first = await transport({ method: 'GET', path: '/api/catalog/thing', headers });
    const second = await transport({ method: 'GET', path: '/api/catalog/thing', headers });
    expect(first).toEqual({ status: 200, body: { data: { n: 1 } } });
    expect(second).toEqual(first);
    expect(runs.shared).toBe(1);
    // Frozen: the cache's parsed copy, not the route's answer injected and parsed again (the cache would serve that too).
    expect(Object.isFrozen(second.body)).toBe(true);
  });

  it('runs every other request: another site, a personal GET, a POST, and anything after clear()', async () => {
    const { transport, cache, runs } = await start();
    await transport({ method: 'GET', path: '/api/catalog/thing', headers });
    await transport({ method: 'GET', path: '/api/catalog/thing', headers: { ...headers, 'client-url': 'https://sk.konfety.example' } });
    expect(runs.shared).toBe(2);
    await transport({ method: 'GET', path: '/api/me', headers });
    await transport({ method: 'GET', path: '/api/me', headers });
    expect(runs.personal).toBe(2);
    await transport({ method: 'POST', path: '/api/catalog/thing', headers, body: {} });
    await transport({ method: 'POST', path: '/api/catalog/thing', headers, body: {} });
    expect(runs.posted).toBe(2);
    cache.clear();
    expect(await transport({ method: 'GET', path: '/api/catalog/thing', headers })).toEqual({ status: 200, body: { data: { n: 3 } } });
  });

  it('answers a file (an invoice’s PDF) as its bytes and type, and its error as JSON', async () => {
    const { transport } = await start();
    const pdf = await transport({ method: 'GET', path: '/api/file/1', headers, file: true });
    expect(pdf).toMatchObject({ status: 200, body: null, file: { contentType: 'application/pdf', contentDisposition: 'attachment; filename="FV2026000001.pdf"' } });
    expect(Buffer.from(pdf.file!.bytes).equals(Buffer.from('%PDF-1.7\n\xff\x00%%EOF', 'latin1'))).toBe(true);
    expect(await transport({ method: 'GET', path: '/api/file/2', headers, file: true })).toEqual({ status: 404, body: { error: 'not_found', message: 'Nenalezeno.' } });
  });

  it("makes each call come from the storefront request's visitor, so the API's per-client limits count visitors", async () => {
    const { transport, another } = await start();
    expect((await transport({ method: 'POST', path: '/api/who', headers, body: {} })).body).toEqual({ data: { ip: '203.0.113.7' } });
    expect((await another('2001:db8::5')({ method: 'POST', path: '/api/who', headers, body: {} })).body).toEqual({ data: { ip: '2001:db8::5' } });
  });

  it("shares a lookup between one storefront request's calls made at once, never between two requests", async () => {
    const { transport, another, runs } = await start();
    const lookedUp = (t: typeof transport) => t({ method: 'GET', path: '/api/looked-up', headers });
    const [a, b] = await Promise.all([lookedUp(transport), lookedUp(transport)]);
    expect([a.body, b.body]).toEqual([{ data: { n: 1 } }, { data: { n: 1 } }]);
    expect(runs.lookups).toBe(1);
    // Once it has finished, the same request's next call looks up again.
    expect((await lookedUp(transport)).body).toEqual({ data: { n: 2 } });
    // Another storefront request (getLoadContext makes a transport for each) at the same time: its own lookup.
    await Promise.all([lookedUp(transport), lookedUp(another())]);
    expect(runs.lookups).toBe(4);
  });
});
