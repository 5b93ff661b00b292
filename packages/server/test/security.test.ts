import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@konfety/config';
import { CSRF_COOKIE, registerCsrfProtection } from '../src/csrf';
import { pageFrameable } from '@konfety/storefront/server';
import { captchaSources, cspNonce, registerSecurityHeaders, tileOrigins } from '../src/security-headers';

/**
 * The CSRF hook and the security headers on a bare Fastify app whose catch-all
 * route reads the raw body as the storefront adapter does (the whole shop is
 * tested in packages/storefront/test/browser/security.test.ts).
 */
async function app(env: Record<string, string> = {}, frameable?: (pathname: string) => boolean) {
  const config = loadConfig({ NODE_ENV: 'production', SITE_URL_CZ: 'https://konfety.example', SITE_URL_SK: 'https://konfety.example.sk', ...env });
  const a = Fastify();
  registerSecurityHeaders(a, config, { frameable });
  a.get('/api/thing', async () => ({ ok: true }));
  a.post('/api/thing', async () => ({ ok: true }));
  a.get('/assets/missing-x9.js', async (_request, reply) => reply.code(404).type('text/html').send('<!doctype html><p>Nenalezeno</p>'));
  // A file as @fastify/static sends it: a stream with its ETag, and a 304 for a browser that has it.
  a.get('/images/logo.svg', async (request, reply) => {
    reply.header('etag', '"logo-1"').header('cache-control', 'public, max-age=604800');
    if (request.headers['if-none-match'] === '"logo-1"') return reply.code(304).send();
    return reply.type('image/svg+xml').send(Readable.from([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]));
  });
  // A rendered page a route lets caches keep for a minute: its scripts carry the answer's nonce, as React renders them.
  a.get('/na-minutu', async (_request, reply) => {
    const html = `<!doctype html><script nonce="${cspNonce(reply)}">${PAGE_SCRIPT}</script><script>${INJECTED_SCRIPT}</script>`;
    return reply.type('text/html').header('cache-control', 'public, max-age=60').send(Readable.from([Buffer.from(html)]));
  });
  registerCsrfProtection(a, config);
  await a.register(async (child) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    child.all('*', async (request) => {
      const chunks: Buffer[] = [];
      for await (const c of request.raw) chunks.push(c as Buffer);
      return { method: request.method, body: Buffer.concat(chunks).toString('utf8') };
    });
  });
  return a;
}

const form = 'application/x-www-form-urlencoded';
const PAGE_SCRIPT = 'window.__stranka = "Kostýmy";';
/** Markup that found its way into a page: it cannot know the nonce, so the policy must go on refusing it. */
const INJECTED_SCRIPT = 'window.__cizi = true;';

describe('CSRF protection of storefront requests', () => {
  it('accepts same-origin and typed requests by Sec-Fetch-Site, refuses cross-site and same-site ones with a Czech 403', async () => {
    const a = await app();
    const post = (headers: Record<string, string>) => a.inject({ method: 'POST', url: '/_/cart', headers: { 'content-type': form, ...headers }, payload: 'intent=add' });
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await post({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    // Sec-Fetch-Site wins over a matching Origin.
    for (const site of ['cross-site', 'same-site']) {
      const res = await post({ 'sec-fetch-site': site, origin: 'https://konfety.example', accept: 'application/json' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'csrf', message: expect.stringMatching(/nepřišel z tohoto obchodu/) });
    }
    const html = await post({ 'sec-fetch-site': 'cross-site' });
    expect(html.statusCode).toBe(403);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toMatch(/Požadavek byl odmítnut/);
    await a.close();
  });

  it('without Sec-Fetch-Site checks Origin against the request and the configured sites', async () => {
    const a = await app();
    const post = (origin: string, method = 'POST') => a.inject({ method, url: '/_/login', headers: { 'content-type': form, origin, host: 'shop.internal:3000' }, payload: 'email=a' });
    expect((await post('http://shop.internal:3000')).statusCode).toBe(200);
    expect((await post('https://konfety.example')).statusCode).toBe(200);
    expect((await post('https://konfety.example.sk')).statusCode).toBe(200);
    expect((await post('https://evil.example')).statusCode).toBe(403);
    expect((await post('null')).statusCode).toBe(403);
    expect((await post('https://evil.example', 'DELETE')).statusCode).toBe(403);
    await a.close();
  });

  it('without either header requires the double-submit token in x-csrf-token or the _csrf field, and leaves the body readable', async () => {
    const a = await app();
    const page = await a.inject({ method: 'GET', url: '/' });
    const setCookie = String(page.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${CSRF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax$`));
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    const cookie = `${CSRF_COOKIE}=${token}`;
    const post = (headers: Record<string, string>, payload = 'intent=add') => a.inject({ method: 'POST', url: '/_/cart', headers: { 'content-type': form, ...headers }, payload });

    expect((await post({})).statusCode).toBe(403);
    expect((await post({ cookie })).statusCode).toBe(403);
    expect((await post({ cookie, 'x-csrf-token': 'A'.repeat(43) })).statusCode).toBe(403);
    expect((await post({ 'x-csrf-token': token })).statusCode).toBe(403);
    expect((await post({ cookie, 'x-csrf-token': token })).json()).toEqual({ method: 'POST', body: 'intent=add' });
    const withField = await post({ cookie }, `intent=add&_csrf=${token}`);
    expect(withField.statusCode).toBe(200);
    expect(withField.json()).toEqual({ method: 'POST', body: `intent=add&_csrf=${token}` });
    expect((await post({ cookie }, `intent=add&_csrf=${token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`)).statusCode).toBe(403);
    // A page request with the cookie does not get a new one; an asset never does.
    expect((await a.inject({ method: 'GET', url: '/kosik', headers: { cookie } })).headers['set-cookie']).toBeUndefined();
    expect((await a.inject({ method: 'GET', url: '/assets/app.js' })).headers['set-cookie']).toBeUndefined();
    // Nor the route manifest, an answer the page cache shares (and keeps no answer that sets a cookie).
    expect((await a.inject({ method: 'GET', url: '/__manifest?paths=%2Fkosik&version=1' })).headers['set-cookie']).toBeUndefined();
    await a.close();
  });

  it('leaves the API (Bearer tokens, no cookies) and safe methods alone', async () => {
    const a = await app();
    expect((await a.inject({ method: 'POST', url: '/api/thing', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/_/cart', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
    await a.close();
  });
});

describe('security headers', () => {
  it('a strict CSP with a fresh nonce per answer, the configured origins, and the other headers', async () => {
    const a = await app({
      PAYMENT_GATEWAY_URL: 'https://gate.example/api',
      PACKETA_WIDGET_URL: 'https://packeta.example/v6/library.js',
      CSP_EXTRA_SCRIPT_ORIGINS: 'https://tags.example',
      PUBLIC_URL: 'http://localhost:3000',
    });
    const one = await a.inject({ method: 'GET', url: '/' });
    const two = await a.inject({ method: 'GET', url: '/' });
    const csp = String(one.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(two.headers['content-security-policy'])).not.toContain(nonce);
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v.join(' ')]));
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': `'self' 'nonce-${nonce}' https://packeta.example https://tags.example`,
      'style-src': "'self'",
      // The stores' map's tiles (MAP_TILE_URL, OpenStreetMap by default).
      'img-src': "'self' data: https://tile.openstreetmap.org",
      'connect-src': "'self' https://tags.example",
      'form-action': "'self' https://gate.example",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
    });
    expect(directives['frame-src']).toContain('https://gate.example');
    expect(directives['upgrade-insecure-requests']).toBeUndefined();
    expect(one.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    expect(one.headers['strict-transport-security']).toBeUndefined();
    const apiAnswer = await a.inject({ method: 'GET', url: '/api/thing' });
    expect(apiAnswer.headers['x-content-type-options']).toBe('nosniff');
    // Only the Swagger UI may use <style> elements.
    expect(String((await a.inject({ method: 'GET', url: '/api/docs' })).headers['content-security-policy'])).toMatch(/style-src 'self' 'unsafe-inline'/);
    await a.close();
  });

  it('lets the shop frame only the pages the route table says it may (the storefront’s pageFrameable), nothing else may frame them', async () => {
    const a = await app({}, pageFrameable);
    const framing = async (url: string) => {
      const res = await a.inject({ method: 'GET', url });
      return [/frame-ancestors ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1], res.headers['x-frame-options']];
    };
    for (const url of ['/info/doprava-a-platba/okno', '/sk/info/rozvoz/okno', '/en/info/delivery-and-payment/frame', '/info/doprava-a-platba/okno?mena=EUR']) {
      expect(await framing(url), url).toEqual(["'self'", 'SAMEORIGIN']);
    }
    // The same page with the chrome, the product page that frames it, any other page, the API: framed by nothing.
    for (const url of ['/info/doprava-a-platba', '/252/kostymy/kostym-pirata', '/', '/kosik', '/api/thing', '/info/doprava-a-platba/okno/x']) {
      expect(await framing(url), url).toEqual(["'none'", 'DENY']);
    }
    await a.close();
  });

  it('npm run dev (NODE_ENV=development) also allows Vite\'s inline styles and HMR WebSocket', async () => {
    const a = await app({ NODE_ENV: 'development' });
    const csp = String((await a.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/connect-src 'self' ws: wss:/);
    await a.close();
  });

  it('scripts, styles, fonts and pictures get a short, stricter set (a CSP allowing nothing); documents, SVG and the API keep the full set', async () => {
    const a = await app({ PUBLIC_URL: 'https://konfety.example' });
    for (const url of ['/assets/framework-x1.js', '/assets/root-x2.css', '/assets/montserrat-400-x3.woff2', '/images/mid/products/a.avif', '/images/big/b.webp?v=2', '/media/videos/c.webm']) {
      const res = await a.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-site',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': expect.stringMatching(/max-age=31536000/),
      });
      for (const name of ['x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'x-xss-protection']) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // A missing file answered with the HTML error page (the test app's route) is a document.
    for (const url of ['/', '/1/kostymy', '/favicon.svg', '/images/logo.svg', '/assets/balloons.svg', '/api/thing', '/assets/x.js/../../kosik', '/documents/terms.pdf', '/assets/missing-x9.js']) {
      const res = await a.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toMatch(/default-src 'self'/);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    await a.close();
  });

  it('an answer a cache may serve again names no nonce: the scripts its nonce allowed by hash, a 304 the policy of the body it confirms', async () => {
    const a = await app();
    const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
    const file = await a.inject({ method: 'GET', url: '/images/logo.svg' });
    const confirmed = await a.inject({ method: 'GET', url: '/images/logo.svg', headers: { 'if-none-match': '"logo-1"' } });
    expect([file.statusCode, confirmed.statusCode]).toEqual([200, 304]);
    expect(file.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(csp(file)).toMatch(/script-src 'self' https:\/\/widget\.packeta\.com;/);
    expect(csp(confirmed)).toBe(csp(file));
    const page = await a.inject({ method: 'GET', url: '/na-minutu' });
    const nonce = /<script nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(INJECTED_SCRIPT);
    const hash = createHash('sha256').update(PAGE_SCRIPT).digest('base64');
    expect(csp(page)).toContain(`script-src 'self' 'sha256-${hash}' https://widget.packeta.com;`);
    // An answer no cache serves again (no validator, no lifetime) keeps its nonce.
    expect(csp(await a.inject({ method: 'GET', url: '/api/thing' }))).toMatch(/script-src 'self' 'nonce-[^']+' /);
    await a.close();
  });

  it('HSTS and upgrade-insecure-requests only when the public URL is https', async () => {
    const a = await app({ PUBLIC_URL: 'https://konfety.example' });
    const res = await a.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    await a.close();
  });
});

describe('the map tiles’ origin in img-src', () => {
  it('is the tile template’s origin, a {s} subdomain as a wildcard', () => {
    expect(tileOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual(['https://tile.openstreetmap.org']);
    expect(tileOrigins('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example.org']);
    expect(tileOrigins('http://127.0.0.1:4321/tiles/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:4321']);
  });
});

describe('the captcha’s sources in the CSP (ARCHITECTURE "Captcha")', () => {
  const directivesOf = (csp: string) => Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
  const captcha = { RECAPTCHA_SITE_KEY: 'test-site-key-0123456789', RECAPTCHA_SECRET_KEY: 'test-secret-0123456789' };

  it('allows Google reCAPTCHA’s script folder, its releases on gstatic and its frames only when a captcha is configured, never the whole of www.google.com', async () => {
    const plain = await app();
    const none = directivesOf(String((await plain.inject({ method: 'GET', url: '/' })).headers['content-security-policy']));
    await plain.close();
    expect(JSON.stringify(none)).not.toMatch(/google|gstatic/);
    const a = await app(captcha);
    const d = directivesOf(String((await a.inject({ method: 'GET', url: '/' })).headers['content-security-policy']));
    await a.close();
    expect(d['script-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']));
    expect(d['frame-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']));
    expect([...d['script-src']!, ...d['frame-src']!]).not.toContain('https://www.google.com');
    expect(d['connect-src']).toEqual(["'self'"]);
  });

  it('allows a stand-in’s script by its own folder alone', () => {
    expect(captchaSources({ scriptUrl: 'http://127.0.0.1:4567/recaptcha/api.js' })).toEqual({ scripts: ['http://127.0.0.1:4567/recaptcha/'], frames: ['http://127.0.0.1:4567/recaptcha/'] });
    expect(captchaSources(null)).toEqual({ scripts: [], frames: [] });
  });
});
