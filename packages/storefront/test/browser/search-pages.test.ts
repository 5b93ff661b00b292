import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, api, axeViolations, baseUrl, useBrowser } from './support';

/**
 * Search (header box, suggestions, /hledani with its groups), new and sale goods, brands: in Chromium, with and
 * without JavaScript, axe-clean.
 */
const b = useBrowser();

async function expectNoViolations(page: Page, what: string) {
  const { count, report } = await axeViolations(page);
  expect(count, `axe violations on ${what}:\n${report}`).toBe(0);
}

/** The header's search field on a settled (hydrated) page: by its label, as its role turns from searchbox to combobox. */
async function headerSearch(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true }).waitFor();
  return page.getByRole('banner').getByLabel('Hledat v e-shopu').first();
}

async function cardNames(page: Page): Promise<string[]> {
  return page.locator('.product-card .product-card__name').allTextContents();
}

describe('search from the header', () => {
  it('finds the same goods typed with and without diacritics, grouped, and the page is axe-clean', async () => {
    const page = await b.newPage();
    const field = await headerSearch(page);
    await field.fill('carodejnice');
    await field.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Výsledky hledání „carodejnice“' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/hledani');
    const plain = await cardNames(page);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.some((name) => /čarodějnic/i.test(name))).toBe(true);
    await page.getByRole('navigation', { name: 'Druhy výsledků' }).getByRole('link', { name: /Kategorie/ }).waitFor();
    await expectNoViolations(page, 'the search results');

    await page.goto(`/hledani?q=${encodeURIComponent('čarodějnice')}`);
    await page.getByRole('heading', { level: 1, name: 'Výsledky hledání „čarodějnice“' }).waitFor();
    expect(await cardNames(page)).toEqual(plain);
  });

  it('picks a suggestion with the keyboard and opens it', async () => {
    const page = await b.newPage();
    const field = await headerSearch(page);
    await field.click();
    await field.pressSequentially('pirat', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Návrhy' });
    await list.waitFor();
    expect(await field.getAttribute('role')).toBe('combobox');
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByRole('status').filter({ hasText: /návrh/ }).count()).toBeGreaterThan(0);

    await field.press('ArrowDown');
    const active = await field.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const option = page.locator(`[id="${active}"]`);
    expect(await option.getAttribute('aria-selected')).toBe('true');
    const name = (await option.locator('.suggest__name').textContent())!.trim();
    expect(name).toMatch(/pirát/i);

    await field.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await field.press('ArrowDown');
    await list.waitFor();
    await field.press('Enter');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/hledani');
  });

  it('fits a phone\'s screen and is axe-clean there', async () => {
    const page = await b.newPage({ viewport: MOBILE });
    await page.goto('/hledani?q=balonky');
    await page.getByRole('heading', { level: 1, name: 'Výsledky hledání „balonky“' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page, 'the search results on a phone');
  });

  it('searches without JavaScript: the header form goes to /hledani', async () => {
    const context = await b.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const field = page.getByRole('banner').getByRole('searchbox', { name: 'Hledat v e-shopu' });
      await field.fill('paruka blond');
      await field.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Výsledky hledání „paruka blond“' }).waitFor();
      expect((await cardNames(page)).some((n) => /blond/i.test(n))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('says when it corrected a typo, and what it searched for instead', async () => {
    const page = await b.newPage();
    await page.goto(`/hledani?q=${encodeURIComponent('paruka blod')}`);
    await page.getByRole('heading', { level: 1, name: 'Výsledky hledání „paruka blond“' }).waitFor();
    await page.getByText('Pro „paruka blod“ jsme nic nenašli. Zobrazujeme výsledky pro „paruka blond“.').waitFor();
  });

  it('opens a category from the grouped results, and lists a group in full', async () => {
    const page = await b.newPage();
    await page.goto('/hledani?q=kostymy');
    const categories = page.getByRole('region', { name: /^Kategorie/ });
    await categories.waitFor();
    const more = categories.getByRole('link', { name: /^Zobrazit/ });
    if ((await more.count()) > 0) {
      await more.click();
      await page.getByRole('link', { name: 'Zpět na všechny výsledky' }).waitFor();
    }
    await page.getByRole('region', { name: /^Kategorie/ }).getByRole('link', { name: 'Kostýmy', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Kostýmy' }).waitFor();
  });

  it('keeps the text when sorting and filtering the products', async () => {
    const page = await b.newPage();
    await page.goto('/hledani?q=balonky');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('combobox', { name: 'Řazení' }).selectOption('price_asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
    expect(new URL(page.url()).searchParams.get('q')).toBe('balonky');
    const prices = (await page.locator('.product-card .price__current').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect([...prices].sort((x, y) => x - y)).toEqual(prices);
  });
});

describe('new goods, sale goods and brands', () => {
  it('lists new goods and goods on sale as a category is listed', async () => {
    const page = await b.newPage();
    await page.goto('/produkty/novinky');
    await page.getByRole('heading', { level: 1, name: 'Novinky' }).waitFor();
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.product-card .label--new').count()).toBe(await page.locator('.product-card').count());
    await expectNoViolations(page, 'the new goods');
    await page.goto('/produkty/akce?sort=price_desc');
    await page.getByRole('heading', { level: 1, name: 'Akce' }).waitFor();
    expect(await page.locator('.product-card .label--sale').count()).toBe(await page.locator('.product-card').count());
  });

  it('lists the brands and opens a brand with its goods', async () => {
    const brands = await api<{ data: Array<{ name: string; slug: string; products: number }> }>('/catalog/brands');
    const brand = brands.body.data[0]!;
    const page = await b.newPage();
    await page.goto('/znacky');
    await page.getByRole('heading', { level: 1, name: 'Značky' }).waitFor();
    await expectNoViolations(page, 'the brand list');
    await page.getByRole('link', { name: new RegExp(`^${brand.name}`) }).click();
    await page.getByRole('heading', { level: 1, name: brand.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/znacky/${brand.slug}`);
    expect(await page.locator('.product-card').count()).toBe(Math.min(brand.products, 24));
    await expectNoViolations(page, 'a brand page');
    expect((await page.goto('/znacky/neni-takova-znacka'))?.status()).toBe(404);
  });

  it("sends the earlier shop's catalogue addresses (SPEC §2 alternative routes) and two-segment product links on with a 301", async () => {
    const category = (await api<{ data: Array<{ id: number; slug: string; url: string }> }>('/catalog/category/cs')).body.data[0]!;
    const listed = (await api<{ data: { products: Array<{ id: number; slug: string; url: string }> } }>(`/catalog/category/${category.id}/products`)).body.data.products[0]!;
    const page = await b.newPage();
    const cases: Array<[string, string]> = [
      ['/eshop', '/'],
      [`/eshop/${category.slug}`, category.url],
      ['/eshop/stare/cesty', '/hledani?q=cesty'],
      [`/backup-products/${category.id}/${category.slug}`, category.url],
      [`/backup-products/${listed.id}/x/${listed.slug}`, listed.url],
      [`/backup-products/${category.slug}`, category.url],
      [`/${listed.id}/${listed.slug}`, listed.url],
    ];
    for (const [from, to] of cases) {
      const res = await page.request.get(from, { maxRedirects: 0 });
      expect([from, res.status(), new URL(res.headers().location ?? '', baseUrl()).pathname + new URL(res.headers().location ?? '', baseUrl()).search]).toEqual([from, 301, to]);
    }
  });
});
