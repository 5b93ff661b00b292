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

describe('blog', () => {
  interface Card {
    id: number;
    title: string;
    url: string;
    category: { slug: string; name: string } | null;
  }

  it('reads an article from the list: a topic chosen, the article opened, its related articles and structured data', async () => {
    const posts = (await api<{ data: { posts: Card[] } }>('/blog/posts')).body.data.posts;
    const topic = posts.find((p) => p.category)!.category!;
    const page = await b.newPage();
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    let axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
    const topics = page.getByRole('navigation', { name: 'Témata' });
    await topics.getByRole('link', { name: new RegExp(`^${topic.name}`) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('kategorie')).toBe(topic.slug);
    await expect.poll(() => topics.getByRole('link', { name: new RegExp(`^${topic.name}`) }).getAttribute('aria-current')).toBe('page');
    const inTopic = posts.filter((p) => p.category?.slug === topic.slug);
    await expect.poll(() => page.locator('.blog__grid > li').count()).toBe(inTopic.length);
    await page.getByRole('heading', { level: 2, name: inTopic[0]!.title }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: inTopic[0]!.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(inTopic[0]!.url);
    await page.getByRole('heading', { level: 2, name: 'Mohlo by vás zajímat' }).waitFor();
    const data = JSON.parse((await page.locator('#main script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Article', headline: inTopic[0]!.title });
    axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
  });

  it('sends another slug of an article to its own address, and answers an unknown article with the 404 page', async () => {
    const [post] = (await api<{ data: { posts: Card[] } }>('/blog/posts')).body.data.posts;
    const moved = await fetch(`${baseUrl()}/blog/${post!.id}/stary-nazev`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, baseUrl()).pathname).toBe(post!.url);
    expect((await fetch(`${baseUrl()}/blog/999999/nic`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/blog/abc/nic`)).status).toBe(404);
    // A mangled topic or page number is the whole first page, never an error.
    for (const query of [`kategorie=${'x'.repeat(300)}`, 'kategorie=%3Cscript%3E', 'strana=-1', 'strana=99999', 'strana=abc']) {
      expect((await fetch(`${baseUrl()}/blog?${query}`)).status, query).toBe(200);
    }
  });
});

describe('home page: blog news and the social feed', () => {
  it('shows the three newest articles and the social feed’s pictures, each a named link to the shop’s profile in a new tab', async () => {
    const posts = (await api<{ data: { posts: Array<{ title: string; url: string }> } }>('/blog/posts')).body.data.posts;
    const page = await b.newPage();
    await page.goto('/');
    const news = page.getByRole('region', { name: 'Novinky z blogu' });
    await expect.poll(() => news.getByRole('heading', { level: 3 }).allTextContents()).toEqual(posts.slice(0, 3).map((p) => p.title));
    const feed = page.getByRole('region', { name: 'Sledujte nás' });
    const links = feed.getByRole('link');
    await expect.poll(() => links.count()).toBe(8);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.(instagram|facebook|youtube|tiktok)\.com\//);
      expect(await link.getByRole('img').getAttribute('alt')).toMatch(/\((Instagram|Facebook|YouTube|TikTok)\)$/);
    }
    await news.getByRole('link', { name: posts[0]!.title }).click();
    await page.getByRole('heading', { level: 1, name: posts[0]!.title }).waitFor();
    // The article's products: cards linking to their pages.
    const products = page.getByRole('region', { name: 'Zboží z článku' });
    await expect.poll(() => products.locator('.product-grid > li').count()).toBeGreaterThan(0);
    const { count, report } = await axeViolations(page);
    expect(count, report).toBe(0);
  });
});

describe('documents, contacts and the fixed info pages', () => {
  it('lists the documents with their type and size, each a link to its file; the contacts list every store; both are Czech and Slovak only', async () => {
    const page = await b.newPage();
    await page.goto('/dokumenty');
    await page.getByRole('heading', { level: 1, name: 'Dokumenty ke stažení' }).waitFor();
    const first = page.locator('.info-documents a').first();
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^\/documents\/[\w.-]+\.pdf$/);
    await expect.poll(() => page.locator('.info-documents__file').first().textContent()).toMatch(/^\(PDF · \d+ kB\)$/);
    const file = await fetch(`${baseUrl()}${href}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    let axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);

    await page.goto('/kontakty');
    await page.getByRole('heading', { level: 1, name: 'Kontakty' }).waitFor();
    await expect.poll(() => page.locator('.inquiry-page__stores > li').count()).toBe(13);
    axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);

    // The Slovak pages are the Slovak shop's, on its own host (SITE_URL_SK, which Chromium resolves; Node does not).
    const slovakBase = `http://sk.localhost:${new URL(baseUrl()).port}`;
    for (const path of ['/sk/dokumenty', '/sk/kontakty']) expect((await page.goto(`${slovakBase}${path}`))?.status(), path).toBe(200);
    for (const path of ['/en/documents', '/en/contacts', '/en/contacts/1']) expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(404);
    // A contact card is its store's page.
    const card = await fetch(`${baseUrl()}/contacts/1`, { redirect: 'manual' });
    expect([card.status, card.headers.get('location')]).toEqual([301, '/prodejny/1']);
  });

  it('serves SPEC §2’s fixed info pages at /info/{slug}, with that address as their canonical one', async () => {
    const page = await b.newPage();
    for (const [path, title] of [
      ['/info/o-nas', 'O nás'],
      ['/info/party-vyzdoba-na-klic', 'Party výzdoba na klíč'],
      ['/info/pujcovna-kostymu', 'Půjčovna kostýmů'],
      ['/info/nafukovani-balonku', 'Nafukování balónků héliem'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(path);
    }
    const axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
  });
});
