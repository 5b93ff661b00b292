import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { actionPaths } from '../../app/routing/route-names';
import { api, baseUrl, decodeCookie, hydrated, useBrowser, useDatabase } from './support';

/**
 * Issue 9 §1 (CSRF) and §5 (security headers) against the running shop.
 * Requests are made with Node's fetch, which sends neither Origin nor
 * Sec-Fetch-Site unless a test adds them.
 */
const b = useBrowser();
const db = useDatabase();

/** A cookie jar of one visitor: the values of every cookie the shop set. */
class Visitor {
  cookies = new Map<string, string>();
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async fetch(path: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const res = await fetch(`${baseUrl()}${path}`, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: { cookie: this.header, ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...init.headers },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text(), headers: res.headers };
  }
}

const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const sameOrigin = () => ({ origin: baseUrl(), 'sec-fetch-site': 'same-origin' });

async function cheapProductId(): Promise<number> {
  // Pieces to spare: the browser tests share one shop, and the cheapest best seller (two pieces in the demo) may have
  // been ordered by another file (narrow-screens.test.ts) before this one runs.
  const { body } = await api<{ data: Array<{ id: number; price_vat: number; availability: { count: number }; variants_count: number }> }>('/catalog/products/top');
  const p = body.data.find((x) => x.price_vat < 50000 && x.variants_count === 1 && x.availability.count >= 10);
  if (!p) throw new Error('no cheap demo product');
  return p.id;
}

/** A guest with one piece of a product in the cart, added same-origin. */
async function guestWithCart(): Promise<{ v: Visitor; productId: number; cartLines: () => Promise<unknown> }> {
  const v = new Visitor();
  await v.fetch('/');
  const productId = await cheapProductId();
  const added = await v.fetch(actionPaths.cartItem, { form: { productId: String(productId), quantity: '1', mode: 'add' }, headers: { ...sameOrigin(), accept: 'application/json' } });
  expect(added.status, added.text).toBe(200);
  const tempId = decodeCookie<string>(v.cookies.get('konfety_cart')!);
  const cartLines = async () => {
    const { status, body } = await api<{ data: { items: Array<{ quantity: number; variant_id?: number }> } }>(`/cart/anonymous/cs/${tempId}`);
    expect(status).toBe(200);
    return body.data.items.map((i) => ({ quantity: i.quantity, variant: i.variant_id }));
  };
  return { v, productId, cartLines };
}

const orderCount = async () => Number((await db.query<{ n: string }>('select count(*)::text as n from orders'))[0]!.n);

describe('CSRF (issue 9 §1)', () => {
  it('refuses a cross-site post to every /_/ action, its .data variant and the summary page action with a Czech 403, changing nothing', async () => {
    const { v, productId, cartLines } = await guestWithCart();
    const before = await cartLines();
    const orders = await orderCount();
    const forms: Record<string, Record<string, string>> = {
      [actionPaths.cart]: { intent: 'add', productId: String(productId), quantity: '5' },
      [actionPaths.cartItem]: { productId: String(productId), quantity: '5', mode: 'add' },
      [actionPaths.login]: { email: 'zakaznik@example.cz', password: 'heslo12345' },
      [actionPaths.newsletter]: { email: 'csrf@example.cz' },
      [actionPaths.currency]: { currency: 'EUR' },
      [actionPaths.checkout]: { firstName: 'Eva', lastName: 'Nová', email: 'csrf@example.cz', phone: '+420777123456', terms: '1' },
    };
    const targets = [...Object.values(actionPaths), ...Object.values(actionPaths).map((p) => `${p}.data`), '/shrnuti/1/abcdef', '/shrnuti/1/abcdef.data'];
    const cookiesBefore = v.header;
    for (const path of targets) {
      const form = forms[path.replace(/\.data$/, '')] ?? { x: '1' };
      const json = await v.fetch(path, { form, headers: { ...crossSite, accept: 'application/json' } });
      expect(json.status, `${path} (JSON)`).toBe(403);
      expect(JSON.parse(json.text), path).toEqual({ error: 'csrf', message: expect.stringContaining('nepřišel z tohoto obchodu') });
      if (!path.endsWith('.data')) {
        const html = await v.fetch(path, { form, headers: crossSite });
        expect(html.status, `${path} (HTML)`).toBe(403);
        expect(html.type).toMatch(/text\/html/);
        expect(html.text).toContain('Požadavek byl odmítnut');
      }
      // Either header alone is enough to refuse.
      expect((await v.fetch(path, { form, headers: { origin: 'https://evil.example' } })).status, `${path} (Origin only)`).toBe(403);
      expect((await v.fetch(path, { form, headers: { 'sec-fetch-site': 'same-site' } })).status, `${path} (same-site)`).toBe(403);
    }
    expect(await cartLines()).toEqual(before);
    expect(await orderCount()).toBe(orders);
    expect(v.header).toBe(cookiesBefore);
  });

  it('accepts same-origin posts, and without Origin/Sec-Fetch-Site only with the double-submit token', async () => {
    const { v, productId, cartLines } = await guestWithCart();
    const form = { productId: String(productId), quantity: '1', mode: 'add' };
    const json = { accept: 'application/json' };
    const before = await cartLines();

    const bare = await v.fetch(actionPaths.cartItem, { form, headers: json });
    expect(bare.status).toBe(403);
    expect(await cartLines()).toEqual(before);

    const token = v.cookies.get('konfety_csrf');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await v.fetch(actionPaths.cartItem, { form, headers: { ...json, 'x-csrf-token': 'x'.repeat(43) } })).status).toBe(403);
    // Accepted = the action ran and answered its form's outcome (a demo product may run out of stock: 422).
    const accepted = (res: { status: number; text: string }) => res.status !== 403 && JSON.parse(res.text).form === 'cart-item';
    expect(accepted(await v.fetch(actionPaths.cartItem, { form, headers: { ...json, 'x-csrf-token': token! } }))).toBe(true);
    expect(accepted(await v.fetch(actionPaths.cartItem, { form: { ...form, _csrf: token! }, headers: json }))).toBe(true);
    expect(accepted(await v.fetch(actionPaths.cartItem, { form, headers: { ...json, origin: baseUrl() } }))).toBe(true);
    expect(accepted(await v.fetch(actionPaths.cartItem, { form, headers: { ...json, 'sec-fetch-site': 'same-origin' } }))).toBe(true);
  });

  it('renders the token into every form, so a browser sending neither header can still post them (JavaScript off)', async () => {
    const v = new Visitor();
    // The first page a visitor sees already carries the token it sets in the cookie.
    const page = await v.fetch('/kosik');
    const token = v.cookies.get('konfety_csrf');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const forms = [...page.text.matchAll(/<form\b[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/g)].map((m) => m[1]!);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form).toContain(`name="_csrf" value="${token}"`);
    // A native post with the rendered field and no Origin/Sec-Fetch-Site is answered by the action (303 back), not refused.
    const posted = await v.fetch(actionPaths.promo, { form: { _csrf: token!, redirectTo: '/kosik' } });
    expect(posted.status).toBe(303);
  });

  it("serves such browsers a page kept for all of them, each answer with its visitor's own token and a nonce of its own", async () => {
    const [first, second] = [new Visitor(), new Visitor()];
    const path = `/1/kostymy?razeni-test=${Date.now()}`;
    const answers = [await first.fetch(path), await second.fetch(path), await first.fetch(path)];
    expect(answers.map((a) => a.headers.get('x-page-cache'))).toEqual(['miss', 'hit', 'hit']);
    const tokens = [first, second, first].map((v) => v.cookies.get('konfety_csrf'));
    expect(tokens[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens[1]).not.toBe(tokens[0]);
    answers.forEach((answer, i) => {
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
      // Every form field and the page's data (for forms rendered after hydration) carry this visitor's token, and
      // no other 43-character token is anywhere in the page.
      const fields = [...answer.text.matchAll(/name="_csrf" value="([^"]*)"/g)].map((m) => m[1]);
      expect(fields.length).toBeGreaterThan(0);
      expect(new Set(fields)).toEqual(new Set([tokens[i]]));
      expect(answer.text).toContain(`csrfToken\\",\\"${tokens[i]}\\"`);
      expect(tokens.filter((t) => t !== tokens[i]).some((other) => answer.text.includes(other!))).toBe(false);
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
      const scriptNonces = [...answer.text.matchAll(/<script nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(scriptNonces.length).toBeGreaterThan(0);
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    });
    expect(new Set(answers.map((a) => a.headers.get('content-security-policy'))).size).toBe(3);
    // The field of a page from the kept copy works as any: a native post with it is answered by the action.
    const posted = await second.fetch(actionPaths.promo, { form: { _csrf: tokens[1]!, redirectTo: '/kosik' } });
    expect(posted.status).toBe(303);
  });

  it('such a page from the kept copy hydrates in a browser, its scripts allowed by its own nonce', async () => {
    const path = `/1/kostymy?razeni-prohlizec=${Date.now()}`;
    const page = await b.newPage();
    // Chromium adds Fetch Metadata below the interception: the document is fetched without it (as a browser from
    // before 2023 would ask) by Playwright's own client, which also takes the gzip apart.
    const cacheStates: string[] = [];
    await page.route(
      (url) => url.pathname === '/1/kostymy',
      async (route) => {
        const response = await route.fetch();
        cacheStates.push(`${response.headers()['x-page-cache']} ${response.headers()['content-encoding'] ?? ''}`.trim());
        await route.fulfill({ response });
      },
    );
    await page.goto(path);
    await page.goto(path);
    expect(cacheStates).toEqual(['miss br', 'hit gzip']);
    await hydrated(page);
    const token = (await page.context().cookies()).find((c) => c.name === 'konfety_csrf')?.value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const fields = await page.locator('input[name="_csrf"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(fields.length).toBeGreaterThan(0);
    expect(new Set(fields)).toEqual(new Set([token]));
    // Hydrated React keeps working: a client-side navigation from the page.
    await page.getByRole('navigation', { name: 'Drobečková navigace' }).getByRole('link', { name: 'Úvod' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

function cspDirectives(header: string | null): Record<string, string> {
  return Object.fromEntries((header ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter(([k]) => k).map(([k, ...v]) => [k, v.join(' ')]));
}

describe('CSRF on the account pages (issue 11)', () => {
  it('refuses a cross-site post to every account page action, and such a registration makes no account', async () => {
    const v = new Visitor();
    await v.fetch('/');
    const users = async () => Number((await db.query<{ n: string }>('select count(*)::text as n from users'))[0]!.n);
    const before = await users();
    const registration = { firstname: 'Eva', lastname: 'Nová', email: 'csrf-registrace@example.cz', phonePrefix: '+420', password: 'Dlouhe-heslo-2026', passwordConfirmation: 'Dlouhe-heslo-2026', terms: 'on' };
    const targets: Array<[string, Record<string, string>]> = [
      ['/registrace', registration],
      ['/obnova-hesla', { email: 'zakaznik@example.com' }],
      [`/zmena-hesla/${'a'.repeat(64)}`, { password: 'Dlouhe-heslo-2026', passwordConfirmation: 'Dlouhe-heslo-2026' }],
      ['/ucet/zmena-hesla', { currentPassword: 'Heslo123', password: 'Dlouhe-heslo-2026', passwordConfirmation: 'Dlouhe-heslo-2026' }],
      ['/account/addresses', { intent: 'save', firstname: 'Eva' }],
      ['/ucet/fakturacni-udaje', { intent: 'ares', companyId: '27596648' }],
    ];
    for (const [path, form] of targets) {
      for (const variant of [path, `${path}.data`]) {
        const answer = await v.fetch(variant, { form, headers: { ...crossSite, accept: 'application/json' } });
        expect(answer.status, variant).toBe(403);
      }
    }
    expect(await users()).toBe(before);
  });
});

describe('security headers (issue 9 §5)', () => {
  it('an HTML page: strict CSP whose per-request nonce is on every inline script, nosniff, no framing, referrer and permissions policies', async () => {
    const v = new Visitor();
    const one = await v.fetch('/');
    const two = await v.fetch('/');
    expect(one.status).toBe(200);
    const csp = cspDirectives(one.headers.get('content-security-policy'));
    const nonce = /'nonce-([^']+)'/.exec(csp['script-src'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(two.headers.get('content-security-policy')).not.toContain(nonce);
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'script-src-attr': "'none'",
    });
    // Pictures: the shop's, data URLs and the stores' map tiles (the tile stand-in of global-setup.ts, MAP_TILE_URL).
    expect(csp['img-src']).toBe(`'self' data: ${new URL(inject('tileUrl').replace(/\{[xyz]\}/g, '0')).origin}`);
    // Scripts: the shop's, its inline ones by nonce, the Packeta widget's and the tag manager's (both stand-ins here).
    expect(csp['script-src']).toMatch(new RegExp(`^'self' 'nonce-${nonce!.replace(/[+/]/g, '\\$&')}' http://127\\.0\\.0\\.1:\\d+ http://127\\.0\\.0\\.1:\\d+$`));
    expect(csp['form-action']).toMatch(/^'self' http:\/\/127\.0\.0\.1:\d+$/);
    const scripts = [...one.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts.filter((a) => !/\bsrc=|type="application\/ld\+json"/.test(a))) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(Object.fromEntries(['x-content-type-options', 'x-frame-options', 'referrer-policy'].map((h) => [h, one.headers.get(h)]))).toEqual({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(one.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    // The test shop's public URL is http: no HSTS.
    expect(one.headers.get('strict-transport-security')).toBeNull();
  });

  it('a page answered from the page cache carries the same headers as its render, the CSP allowing its inline scripts by hash', async () => {
    const browserNav = { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html' };
    const url = `/?headers-check=${Date.now()}`;
    const miss = await new Visitor().fetch(url, { headers: browserNav });
    const hit = await new Visitor().fetch(url, { headers: browserNav });
    expect([miss.headers.get('x-page-cache'), hit.headers.get('x-page-cache')]).toEqual(['miss', 'hit']);
    expect(hit.text).toBe(miss.text);
    // The CSP included: the render's own answer is stored (by the browser, a CDN) and confirmed by 304s as the copy is.
    const perAnswer = new Set(['date', 'x-page-cache', 'keep-alive', 'connection']);
    const rest = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !perAnswer.has(name)));
    expect(rest(hit.headers)).toEqual(rest(miss.headers));
    expect(hit.headers.get('x-frame-options')).toBe('DENY');
    const csp = cspDirectives(hit.headers.get('content-security-policy'));
    const hashes = (csp['script-src'] ?? '').split(' ').filter((source) => source.startsWith("'sha256-"));
    // Every script that runs, by hash; the structured data's blocks (application/ld+json) are data, which CSP leaves alone.
    const inline = [...hit.text.matchAll(/<script\b(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
    expect(inline.length).toBeGreaterThan(0);
    expect(new Set(hashes)).toEqual(new Set(inline));
    expect(csp['script-src']).not.toContain("'nonce-");
  });

  it('an API answer and an image carry nosniff and a CSP too (the image a stricter one: it may load nothing)', async () => {
    const v = new Visitor();
    const answer = await v.fetch('/api/settings?lang=cs', { headers: { 'client-url': baseUrl() } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const page = await v.fetch('/');
    const image = /(\/images\/[^"'\s)]+\.(?:webp|jpe?g|png|avif))/.exec(page.text)?.[1];
    expect(image).toBeTruthy();
    const img = await v.fetch(image!);
    expect(img.status).toBe(200);
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    expect(img.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('the Swagger UI at /api/docs renders under its relaxed CSP without violations', async () => {
    const page = await b.newPage();
    // /api/docs/ (with the slash): without it @fastify/swagger-ui links its assets under /docs/static, outside /api.
    const res = await page.goto('/api/docs/');
    expect(res?.headers()['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline'/);
    await page.locator('.swagger-ui .info .title').waitFor();
  });

});

describe('pages about one visitor are never shared (issue 10 page cache, issue 11 account pages)', () => {
  it('the cart with lines, an order summary and an account page say private, no-store and are never answered from the page cache', async () => {
    const browserNav = { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', accept: 'text/html' };
    const { v } = await guestWithCart();
    for (let i = 0; i < 2; i++) {
      const cart = await v.fetch('/kosik', { headers: browserNav });
      expect(cart.status).toBe(200);
      expect(cart.headers.get('cache-control')).toBe('private, no-store');
      expect(cart.headers.get('x-page-cache')).toBeNull();
    }
    // Another visitor with a cart of their own never gets the first one's page.
    const other = await guestWithCart();
    const otherCart = await other.v.fetch('/kosik', { headers: browserNav });
    expect(otherCart.headers.get('x-page-cache')).toBeNull();

    const [order] = await db.query<{ id: number; hash: string }>('select id, hash from orders order by id limit 1');
    const summary = await new Visitor().fetch(`/shrnuti/${order!.id}/${order!.hash}`, { headers: browserNav });
    expect(summary.status).toBe(200);
    expect(summary.headers.get('cache-control')).toBe('private, no-store');
    expect(summary.headers.get('x-robots-tag')).toBe('noindex');
    expect(summary.headers.get('x-page-cache')).toBeNull();
  });
});
