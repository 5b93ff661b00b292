import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isFormContentType, registerPostTargets, registerRequestHygiene, STOREFRONT_BODY_LIMIT } from '../src/request-hygiene';
import { registerTrailingSlashRedirect } from '../src/trailing-slash';

/**
 * The storefront's edge hooks on a bare Fastify app whose catch-all route
 * reads the raw body as the storefront adapter (@mcansh/remix-fastify) does;
 * the whole shop is probed in packages/storefront/test/browser/hostile-requests.test.ts.
 */
async function app() {
  const a = Fastify();
  registerTrailingSlashRedirect(a);
  a.post('/api/thing', async () => ({ ok: true }));
  registerRequestHygiene(a);
  await a.register(async (child) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    child.all('*', async (request) => {
      const chunks: Buffer[] = [];
      if (request.method === 'POST') for await (const c of request.raw) chunks.push(c as Buffer);
      return { method: request.method, bytes: Buffer.concat(chunks).length };
    });
  });
  return a;
}

const form = 'application/x-www-form-urlencoded';

/** A request over a real socket, for what inject normalises away (a raw backslash in the path, a chunked body). */
async function raw(a: FastifyInstance, method: string, path: string, headers: Record<string, string> = {}, chunks: string[] = []) {
  await a.listen({ host: '127.0.0.1', port: 0 });
  const { port } = a.server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', reject);
      for (const c of chunks) req.write(c);
      req.end();
    });
  } finally {
    await a.close();
  }
}

describe('trailing-slash redirect', () => {
  it('drops the slash and keeps the query', async () => {
    const a = await app();
    const res = await a.inject({ method: 'GET', url: '/kosik/?krok=2' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/kosik?krok=2');
  });

  it('sends a backslash path home instead of to another host', async () => {
    const res = await raw(await app(), 'GET', '/\\evil.example/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/');
  });

  it.each([
    ['/%5Cevil.example/', '/%5Cevil.example'],
    ['//evil.example/', '/evil.example'],
    ['/ok/?next=ä', '/ok?next=%C3%A4'],
  ])('never leaves the site: %s → %s', async (url, location) => {
    const a = await app();
    const res = await a.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });
});

describe('storefront request hygiene', () => {
  it('lets forms, pages and the API through', async () => {
    const a = await app();
    expect((await a.inject({ method: 'GET', url: '/kosik' })).statusCode).toBe(200);
    expect((await a.inject({ method: 'HEAD', url: '/kosik' })).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/_/cart', headers: { 'content-type': form }, payload: 'intent=add' })).json()).toEqual({ method: 'POST', bytes: 10 });
    const multipart = await a.inject({ method: 'POST', url: '/_/cart', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(multipart.statusCode).toBe(200);
    // The API keeps its own parsers: JSON is its format.
    expect((await a.inject({ method: 'POST', url: '/api/thing', payload: { a: 1 } })).statusCode).toBe(200);
  });

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)('answers %s on a page with 405 and Allow', async (method) => {
    const a = await app();
    const res = await a.inject({ method, url: '/kosik' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.json()).toMatchObject({ ok: false, error: 'method_not_allowed', message: 'Tato metoda požadavku není podporována.' });
  });

  it.each([
    ['JSON', 'application/json', '{"intent":"add"}'],
    ['invalid JSON', 'application/json', '{bad'],
    ['text/plain', 'text/plain', 'intent=add'],
    ['multipart without a boundary', 'multipart/form-data', 'x'],
  ])('answers a POST of %s with 415 and a JSON message', async (_name, type, payload) => {
    const a = await app();
    const res = await a.inject({ method: 'POST', url: '/_/cart', headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ ok: false, error: 'unsupported_media_type' });
  });

  it('answers a POST without a content type with 415, in the language of the page', async () => {
    const a = await app();
    const res = await a.inject({ method: 'POST', url: '/en/_/x', payload: Buffer.from('a=1') });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Unsupported request format/);
  });

  it('answers a body over the limit with 413 before reading it, and one of unstated length with 411', async () => {
    const a = await app();
    const big = await a.inject({ method: 'POST', url: '/_/cart', headers: { 'content-type': form }, payload: `voucherCode=${'a'.repeat(1024 * 1024)}` });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ ok: false, error: 'payload_too_large', message: 'Odeslaný formulář je příliš velký.' });
    const atLimit = await a.inject({ method: 'POST', url: '/_/cart', headers: { 'content-type': form }, payload: 'a'.repeat(STOREFRONT_BODY_LIMIT) });
    expect(atLimit.statusCode).toBe(200);
    const chunked = await raw(a, 'POST', '/_/cart', { 'content-type': form, 'transfer-encoding': 'chunked' }, ['a=1', '&b=2']);
    expect(chunked.status).toBe(411);
  });

  it('lets a page that takes a file (its `uploadBytes` in the route table: a job application) take that much', async () => {
    const a = await app();
    const cv = 'a'.repeat(2 * 1024 * 1024);
    const application = await a.inject({ method: 'POST', url: '/kariera/1/prodavac', headers: { 'content-type': form }, payload: cv });
    expect(application.statusCode).toBe(200);
    const tooBig = await a.inject({ method: 'POST', url: '/kariera/1/prodavac', headers: { 'content-type': form }, payload: 'a'.repeat(6 * 1024 * 1024) });
    expect(tooBig.statusCode).toBe(413);
    expect((await a.inject({ method: 'POST', url: '/info/kontakt', headers: { 'content-type': form }, payload: cv })).statusCode).toBe(413);
  });

  it('knows the form content types', () => {
    expect(isFormContentType('application/x-www-form-urlencoded;charset=UTF-8')).toBe(true);
    expect(isFormContentType('Multipart/Form-Data; boundary=----abc')).toBe(true);
    expect(isFormContentType('multipart/form-data')).toBe(false);
    expect(isFormContentType('application/json')).toBe(false);
    expect(isFormContentType(undefined)).toBe(false);
  });
});

/**
 * A storefront build's routes as `registerPostTargets` reads them (React Router's flat manifest, each route with its
 * module): the root, a layout, pages in two locales with and without an action, an action route and the catch-all.
 */
function buildWith(): ServerBuild {
  const route = (id: string, parentId: string | undefined, path: string | undefined, module: Record<string, unknown> = { loader: () => null }) => ({ id, parentId, path, module });
  const routes = [
    route('root', undefined, ''),
    route('layout:default', 'root', undefined),
    route('home.cs', 'layout:default', ''),
    route('category.cs', 'layout:default', ':id/:category'),
    route('product.cs', 'layout:default', ':id/:category/:product'),
    route('cart.en', 'layout:default', 'en/cart'),
    route('register.cs', 'layout:default', 'registrace', { loader: () => null, action: () => null }),
    route('routes/actions/cart', 'root', '_/cart', { loader: () => null, action: () => null }),
    route('routes/not-found', 'root', '*', { loader: () => null, action: () => null }),
  ];
  return { routes: Object.fromEntries(routes.map((r) => [r.id, r])) } as unknown as ServerBuild;
}

describe('posts no storefront route takes', () => {
  async function shop() {
    const a = await app();
    registerPostTargets(a, buildWith());
    return a;
  }
  const post = (a: FastifyInstance, url: string) => a.inject({ method: 'POST', url, headers: { 'content-type': form }, payload: 'a=1' });

  it('answers a post to a page whose route only loads with 405, Allow: GET, HEAD and a message in its language', async () => {
    const a = await shop();
    for (const url of ['/', '/12/kostymy', '/12/kostymy/balonek?x=1', '/_root.data', '/12/kostymy.data']) {
      const res = await post(a, url);
      expect([url, res.statusCode, res.headers.allow]).toEqual([url, 405, 'GET, HEAD']);
      expect(res.json()).toMatchObject({ ok: false, error: 'method_not_allowed', message: 'Tato metoda požadavku není podporována.' });
    }
    expect((await post(a, '/en/cart')).json().message).toBe('This request method is not supported.');
  });

  it('answers 404 where no page is: a path only the catch-all claims, or parameters the page refuses', async () => {
    const a = await shop();
    // `_` is no product id: the address matches the product route's pattern, but its GET is a 404 too.
    for (const url of ['/_/cart/voucher', '/blog', '/a/b/c/d', '/blog.data', '/01/kostymy', '/0/kostymy/balonek']) {
      const res = await post(a, url);
      expect([url, res.statusCode, res.headers.allow]).toEqual([url, 404, undefined]);
      expect(res.json()).toMatchObject({ ok: false, error: 'not_found' });
    }
  });

  it('lets posts to actions through, and every other method and the API alone', async () => {
    const a = await shop();
    for (const url of ['/registrace', '/_/cart', '/registrace.data', '/__manifest?paths=%2F']) expect([url, (await post(a, url)).statusCode]).toEqual([url, 200]);
    expect((await a.inject({ method: 'POST', url: '/api/thing', payload: { a: 1 } })).statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/12/kostymy' })).statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/_/cart/voucher' })).statusCode).toBe(200);
  });
});
