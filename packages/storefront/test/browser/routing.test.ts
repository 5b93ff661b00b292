import { describe, expect, it } from 'vitest';
import { api, baseUrl, hydrated, useBrowser } from './support';

/** SPEC §2 general navigation: trailing-slash redirect and the 404 error page. */
const b = useBrowser();

describe('trailing slash', () => {
  it('redirects to the path without the slash, keeping the query and the hash', async () => {
    const page = await b.newPage();
    const response = await page.goto('/mimo-provoz/?a=1#frag');
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${baseUrl()}/mimo-provoz?a=1#frag`);
    const redirect = response!.request().redirectedFrom();
    expect(redirect?.url()).toBe(`${baseUrl()}/mimo-provoz/?a=1`);
    expect((await redirect!.response())?.status()).toBe(301);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('collapses several trailing slashes and keeps a multi-parameter query', async () => {
    const page = await b.newPage();
    await page.goto('/mimo-provoz//?q=balonky&sort=price#top');
    expect(page.url()).toBe(`${baseUrl()}/mimo-provoz?q=balonky&sort=price#top`);
  });

  it('leaves the root alone', async () => {
    const page = await b.newPage();
    const response = await page.goto('/?a=1');
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(page.url()).toBe(`${baseUrl()}/?a=1`);
  });
});

describe('404 page', () => {
  it('answers 404 with the Czech error page: title, way home, balloons picture', async () => {
    const page = await b.newPage();
    const response = await page.goto('/tahle-stranka-neexistuje');
    expect(response?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('cs');
    await page.getByRole('heading', { level: 1, name: 'This page could not be found' }).waitFor();
    expect(await page.title()).toContain('This page could not be found');

    const picture = page.getByRole('img', { name: /bal[oó]n/i });
    await picture.waitFor();
    expect((await picture.getAttribute('alt'))?.trim()).not.toBe('');
    // The picture really loads (not a broken image).
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const home = page.getByRole('link', { name: /úvodní stránk/i });
    await home.waitFor();
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('answers a form posted to a page whose action finds no page with the 404 error page, which hydrates', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await hydrated(page);
    // A summary's address with a hash that cannot be one: its action (card payment) answers 404. React Router then
    // runs no loader above the root's error boundary, so the page gets none of the root loader's messages.
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/shrnuti/1/zzzz';
      document.body.append(form);
      form.submit();
    });
    // The document loaded first: a context closed while the post's answer is still loading takes minutes to close.
    await page.waitForURL(`${baseUrl()}/shrnuti/1/zzzz`);
    expect((await answer).status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'This page could not be found' }).waitFor();
    expect(await page.title()).toContain('This page could not be found');
    const home = page.getByRole('link', { name: 'Zpět na úvodní stránku' });
    await home.click();
    await page.waitForURL(`${baseUrl()}/`);
    await hydrated(page);
  });

  it('deep unknown paths are 404 too', async () => {
    const page = await b.newPage();
    const response = await page.goto('/neco/dalsiho/jeste/hloubeji/navic');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
  });
});

describe('API documentation beside the storefront', () => {
  it('serves the OpenAPI document in the full shop process (the storefront bundle must not register API schemas twice)', async () => {
    const { status, body } = await api<{ openapi: string; paths: Record<string, unknown> }>('/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toContain('/api/orders');
  });
});

describe('the storefront build', () => {
  it('is the production build of React and React Router, also when the test runner (NODE_ENV=test) built it', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    // Every script the page names (its module preloads and its router module, which load after the first paint).
    const scripts = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js\b/g)].map((m) => m[0]))];
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = await Promise.all(scripts.map(async (s) => (await fetch(`${baseUrl()}${s}`)).text()));
    // React's development build greets developers with this line; the production build never carries it.
    expect(bodies.filter((b) => b.includes('Download the React DevTools'))).toHaveLength(0);
    // Nor React Router's development build (vite.config.ts picks its production build for the browser).
    expect(bodies.filter((b) => b.includes('You rendered descendant <Routes>'))).toHaveLength(0);
  });
});
