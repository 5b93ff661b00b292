import { describe, expect, it } from 'vitest';
import { api, axeViolations, baseUrl, useBrowser } from './support';

/**
 * SPEC §2 generic pages `/{slug}` and info pages `/info/{id}/{slug}` (issue 39's first part): the footer's terms,
 * complaints procedure and privacy policy answer, the search's links to pages lead to them, a slug no page has is
 * the 404 page, and the routes around `/:slug` keep their pages.
 */
const b = useBrowser();

describe('content pages', () => {
  it('opens the terms, the complaints procedure and the privacy policy from the footer', async () => {
    const page = await b.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [link, title] of [
      ['Obchodní podmínky', 'Obchodní podmínky'],
      ['Reklamace', 'Reklamační řád'],
      ['Ochrana osobních údajů', 'Zásady ochrany osobních údajů'],
    ] as const) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('navigation', { name: 'Drobečková navigace' }).getByText(title).waitFor();
    }
    const { count, report } = await axeViolations(page);
    expect(count, report).toBe(0);
  });

  it('serves a page found by the search at /info/{id}/{slug}, with /{slug} as its canonical address', async () => {
    const found = await api<{ data: { pages: { items: Array<{ url: string; title: string }> } } }>('/search?q=reklamace');
    const hit = found.body.data.pages.items[0]!;
    expect(hit.url).toMatch(/^\/info\/\d+\/[a-z0-9-]+$/);
    const page = await b.newPage();
    await page.goto(hit.url);
    await page.getByRole('heading', { level: 1, name: hit.title }).waitFor();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(`/${hit.url.split('/').at(-1)}`);
    // Another page's id with this slug is no page.
    expect((await fetch(`${baseUrl()}/info/999999/${hit.url.split('/').at(-1)}`)).status).toBe(404);
  });

  it('answers a slug no page has, or one no page can have, with the 404 page; the routes around /:slug keep their pages', async () => {
    for (const path of ['/neexistujici-stranka', '/Obchodni-Podminky', '/obchodni_podminky']) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('This page could not be found');
    }
    const cart = await fetch(`${baseUrl()}/kosik`);
    expect(cart.status).toBe(200);
    expect(await cart.text()).toMatch(/<h1[^>]*>Košík/);
    expect((await fetch(`${baseUrl()}/eshop`, { redirect: 'manual' })).status).toBe(301);
  });
});
