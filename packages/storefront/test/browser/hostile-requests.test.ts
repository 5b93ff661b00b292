import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { pageParamsFit } from '../../app/lib/params.server';
import { layouts, type PageName, pagePath, routeNames } from '../../app/routing/page-modules';
import { buildPageRoutes, pageOfRouteId } from '../../app/routing/route-tree';
import { actionPaths, locales } from '../../app/routing/route-names';
import { api, baseUrl, decodeCookie, encodeCookie, useBrowser } from './support';

/**
 * The real shop probed as the issue 9 attacker did (§2, §3, §4): hostile
 * bodies on every `/_/` action, odd methods and a backslash path on pages,
 * forged and stale cookies. Every answer is a clear 4xx (or a working page),
 * never a 5xx.
 */
const b = useBrowser();

/** Headers of a same-origin script, so the CSRF check lets the request reach the edge checks. */
const sameOrigin = () => ({ origin: baseUrl(), 'sec-fetch-site': 'same-origin', accept: 'application/json' });

const hostileBodies: Array<{ name: string; type: string | null; body: string | Blob; status: number[] }> = [
  { name: 'a JSON body', type: 'application/json', body: '{"intent":"add","productId":1,"quantity":1}', status: [415] },
  { name: 'invalid JSON', type: 'application/json', body: '{"intent":', status: [415] },
  { name: 'text/plain', type: 'text/plain', body: 'intent=add&productId=1&quantity=1', status: [415] },
  { name: 'broken multipart', type: 'multipart/form-data; boundary=XX', body: '--XX\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd', status: [400] },
  { name: 'multipart without a boundary', type: 'multipart/form-data', body: 'intent=add', status: [415] },
  { name: 'no content type', type: null, body: new Blob(['intent=add']), status: [415] },
  { name: 'a 1 MB field', type: 'application/x-www-form-urlencoded', body: `intent=voucher-add&voucherCode=${'A'.repeat(1024 * 1024)}`, status: [413] },
];

/** A request over a plain socket: fetch would normalise the path (a backslash) or refuse the method (TRACE). */
function raw(method: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const url = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hostile requests to the storefront', () => {
  it('answers every /_/ action a body that is not its form with 400/413/415 and a JSON message, never 5xx', async () => {
    const failures: string[] = [];
    for (const path of Object.values(actionPaths)) {
      for (const hostile of hostileBodies) {
        const headers: Record<string, string> = sameOrigin();
        if (hostile.type) headers['content-type'] = hostile.type;
        const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers, body: hostile.body });
        const json = (await res.json().catch(() => null)) as { ok?: boolean; message?: string } | null;
        if (!hostile.status.includes(res.status) || json?.ok !== false || !json.message) failures.push(`${path} ${hostile.name}: ${res.status} ${JSON.stringify(json)?.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers TRACE and other unsupported methods on a page with 405', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of ['/', '/kosik', actionPaths.cart]) expect((await raw(method, path)).status, `${method} ${path}`).toBe(405);
    }
  });

  it('answers a post to every page of the route table, in every locale: 405 with Allow where it has no action, 404 where there is no page, never 5xx', async () => {
    /** The address of a page and its React Router data request (`/_root.data` for the home page). */
    const withData = (path: string) => [path, path === '/' ? '/_root.data' : `${path}.data`];
    const targets: Array<{ path: string; expected: 'no action' | 'no page' | 'action' }> = [];
    const tree = buildPageRoutes(routeNames, layouts, locales);
    for (const name of Object.keys(routeNames) as PageName[]) {
      for (const locale of locales) {
        // Every parameter a well-formed value (an id fits any of them), so the address is one of the page's.
        const params = Object.fromEntries([...routeNames[name].paths[locale].matchAll(/:(\w+)/g)].map((m) => [m[1]!, '1']));
        const path = pagePath(name, locale, params);
        // The page React Router renders there, as the edge judges it (its parameters must fit): a page not built yet may
        // stand at an address another page's pattern holds (`/prodejny` is a content page's `/:slug` until the stores
        // are built; `/sluzby/1/1` has the product's shape, but `sluzby` is no id).
        const leaf = matchRoutes(tree, path)?.at(-1);
        const page = leaf && pageParamsFit(leaf.route.id, leaf.params) ? (pageOfRouteId(leaf.route.id) as PageName | null) : null;
        const file = page === null ? undefined : routeNames[page].file;
        // The page's module as the route config names it: whether it takes posts is what it exports.
        const module = file ? ((await import(/* @vite-ignore */ `../../app/${file}`)) as Record<string, unknown>) : null;
        const expected = !module ? 'no page' : module.action ? 'action' : 'no action';
        for (const p of withData(path)) targets.push({ path: p, expected });
      }
    }
    for (const path of Object.values(actionPaths)) targets.push({ path, expected: 'action' });
    // Paths no page has; `/_/cart/voucher` matches the product route's pattern (`_` is no id).
    for (const path of ['/_/cart/voucher', '/_/neco', '/neco/dalsiho/jeste/hloubeji', '/1/kostymy/balonek/navic']) for (const p of withData(path)) targets.push({ path: p, expected: 'no page' });

    const failures: string[] = [];
    for (const { path, expected } of targets) {
      const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1', redirect: 'manual' });
      await res.arrayBuffer();
      const allow = res.headers.get('allow');
      const ok =
        expected === 'no action' ? res.status === 405 && allow === 'GET, HEAD' : expected === 'no page' ? res.status === 404 : res.status < 500 && res.status !== 405;
      if (!ok) failures.push(`${path} (${expected}): ${res.status}${allow ? ` Allow: ${allow}` : ''}`);
    }
    expect(targets.filter((t) => t.expected === 'no action').length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it('never redirects a trailing-slash path to another host', async () => {
    expect(await raw('GET', '/\\evil.example/')).toEqual({ status: 301, location: '/' });
    expect(await raw('GET', '//evil.example/')).toEqual({ status: 301, location: '/evil.example' });
    expect(await raw('GET', '/kosik/?a=1')).toEqual({ status: 301, location: '/kosik?a=1' });
  });
});

describe('stale and forged cookies', () => {
  const cookieOf = async (page: import('playwright-core').Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;

  it('a guest-cart cookie that is no cart id gets a working cart page and a new, usable cart', async () => {
    const page = await b.newPage();
    await page.context().addCookies([{ name: 'konfety_cart', value: 'garbage%%%', url: baseUrl() }]);
    const res = await page.goto('/kosik');
    expect(res?.status()).toBe(200);
    await page.locator('#main').getByText('Košík je prázdný.').waitFor();
    const tempId = decodeCookie<string>((await cookieOf(page, 'konfety_cart'))!);
    expect(tempId).toMatch(/^[0-9a-f-]{36}$/);

    // The new cart takes an item.
    const { body } = await api<{ data: Array<{ id: number; price_vat: number }> }>('/catalog/products/top');
    let added = false;
    for (const p of body.data.filter((x) => x.price_vat < 50000)) {
      const post = await page.request.post(actionPaths.cartItem, { form: { productId: String(p.id), quantity: '1', mode: 'add' }, headers: sameOrigin() });
      expect(post.status()).toBeLessThan(500);
      if (((await post.json()) as { ok: boolean }).ok) {
        added = true;
        break;
      }
    }
    expect(added).toBe(true);
    await page.goto('/kosik');
    await page.locator('#main').getByRole('heading', { level: 1, name: 'Košík' }).waitFor();
    expect(await page.locator('#main').getByText('Košík je prázdný.').count()).toBe(0);
  });

  it('a revoked or forged login token is cleared and the visitor shops as a guest', async () => {
    const page = await b.newPage();
    await page.context().addCookies([{ name: 'konfety_token', value: encodeCookie('revoked-or-expired-token-0123456789'), url: baseUrl() }]);
    const res = await page.goto('/kosik');
    expect(res?.status()).toBe(200);
    await page.locator('#main').getByText('Košík je prázdný.').waitFor();
    expect(await cookieOf(page, 'konfety_token')).toBeUndefined();

    // The header widget's cart endpoint answers too.
    await page.context().addCookies([{ name: 'konfety_token', value: 'e30%3D', url: baseUrl() }]);
    const widget = await page.request.get(`${actionPaths.cart}?path=%2F`);
    expect(widget.status()).toBe(200);
    expect(await cookieOf(page, 'konfety_token')).toBeUndefined();
  });
});
