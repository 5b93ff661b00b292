import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { pageShare } from '@konfety/storefront/server';
import { registerPageCache } from '../src/page-cache';
import { registerTrackingParamStripping, withoutTrackingParams } from '../src/tracking-params';

describe('tracking parameters', () => {
  it('are taken off a URL, the other parameters kept as they were written, in order', () => {
    expect(withoutTrackingParams('/1/kostymy?gclid=Cj0KCQ&razeni=cena&utm_source=seznam&utm_medium=cpc&strana=2')).toBe('/1/kostymy?razeni=cena&strana=2');
    expect(withoutTrackingParams('/?fbclid=IwAR1&srsltid=AfmBOo')).toBe('/');
    expect(withoutTrackingParams('/hledat?q=pir%C3%A1t&_gl=1*abc&msclkid=7')).toBe('/hledat?q=pir%C3%A1t');
    // Untouched: no query, nothing to take off, a name that only looks alike.
    for (const url of ['/1/kostymy', '/1/kostymy?razeni=cena', '/hledat?q=utm_source', '/hledat?gclidx=1&q=a']) expect(withoutTrackingParams(url)).toBe(url);
  });
});

/**
 * The shop's order: the tracking parameters' hooks, the page cache, and pages that tell the URL they were rendered
 * for as the storefront adapter reads it (`originalUrl`).
 */
async function start() {
  const app = Fastify();
  registerTrackingParamStripping(app);
  registerPageCache(app, { routeShare: pageShare, formToken: () => 'none' });
  let renders = 0;
  app.get('/1/kostymy', async (request, reply) => {
    renders++;
    return reply.type('text/html').send(`<!doctype html><form><input type="hidden" name="redirectTo" value="${request.originalUrl}"></form>`);
  });
  app.get('/1/stary-nazev', async (request, reply) => {
    const url = request.originalUrl;
    return reply.redirect(`/1/kostymy${url.includes('?') ? url.slice(url.indexOf('?')) : ''}`, 301);
  });
  app.get('/platba', async (_request, reply) => reply.redirect('https://brana.example/pay?id=1', 302));
  app.get('/slevy', async (_request, reply) => reply.redirect('/kosik?krok=1#poukaz', 302));
  app.get('/api/catalog/thing', async (request) => ({ url: request.url }));
  await app.ready();
  onTestFinished(() => app.close());
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'sec-fetch-site': 'none' } });
  return { get, renders: () => renders };
}

describe('a page view with tracking parameters', () => {
  it('is the page everyone gets: rendered once for every click id, without them, and shared with the plain URL', async () => {
    const s = await start();
    const first = await s.get('/1/kostymy?gclid=A1&utm_source=seznam');
    const second = await s.get('/1/kostymy?gclid=B2&utm_source=seznam');
    const plain = await s.get('/1/kostymy');
    expect(s.renders()).toBe(1);
    expect([first, second, plain].map((r) => r.headers['x-page-cache'])).toEqual(['miss', 'hit', 'hit']);
    expect(first.body).toContain('value="/1/kostymy"');
    expect(first.body).not.toMatch(/gclid|utm_/);
    // The page's own parameters still make a page of its own.
    const sorted = await s.get('/1/kostymy?razeni=cena&gclid=C3');
    expect(sorted.body).toContain('value="/1/kostymy?razeni=cena"');
    expect(s.renders()).toBe(2);
  });

  it("keeps them through the shop's own redirects, and gives none to a redirect elsewhere", async () => {
    const s = await start();
    const moved = await s.get('/1/stary-nazev?razeni=cena&gclid=A1&utm_medium=cpc');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/1/kostymy?razeni=cena&gclid=A1&utm_medium=cpc');
    const bare = await s.get('/1/stary-nazev?fbclid=X');
    expect(bare.headers.location).toBe('/1/kostymy?fbclid=X');
    // After the target's own query, before its fragment.
    expect((await s.get('/slevy?utm_source=newsletter')).headers.location).toBe('/kosik?krok=1&utm_source=newsletter#poukaz');
    const away = await s.get('/platba?gclid=A1');
    expect(away.headers.location).toBe('https://brana.example/pay?id=1');
  });

  it('is left alone outside pages (the API, actions, assets)', async () => {
    const s = await start();
    const api = await s.get('/api/catalog/thing?utm_source=x');
    expect(api.json()).toEqual({ url: '/api/catalog/thing?utm_source=x' });
  });
});
