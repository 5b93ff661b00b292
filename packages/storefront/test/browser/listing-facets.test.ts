import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, api, axeViolations, baseUrl, hydrated, useBrowser } from './support';

/**
 * The listing's facets (SPEC §2 filter sidebar): two facets combined, one active filter removed by its chip, all
 * cancelled, a price bound typed; with JavaScript, without it, and on a phone behind the "Filtry" disclosure;
 * axe-clean. What the listing should hold comes from the API, never from fixed names or numbers.
 */
const b = useBrowser();

interface Facets {
  price: { min: number | null; max: number | null };
  brands: Array<{ slug: string; name: string; count: number }>;
  sizes: Array<{ value: string; count: number }>;
  colors: Array<{ value: string; count: number }>;
}

/** The costumes' listing as the API answers it with `query`: its total and facets. */
async function costumes(query = ''): Promise<{ total: number; facets: Facets }> {
  const res = await api<{ data: { total: number; facets: Facets } }>(`/catalog/category/1/products?facets=true${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Czech colour names as the sidebar writes them, for the few the test picks. */
const COLOR_NAMES: Record<string, string> = { cerna: 'Černá', bila: 'Bílá', cervena: 'Červená', modra: 'Modrá', zelena: 'Zelená', ruzova: 'Růžová', hneda: 'Hnědá' };

/** The number in the products' heading ("32 produktů"). */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.locator('#catalog-products').textContent();
  return Number(text!.replace(/\D/g, ''));
}

async function expectNoViolations(page: Page, what: string) {
  const { count, report } = await axeViolations(page);
  expect(count, `axe violations on ${what}:\n${report}`).toBe(0);
}

/** A brand and a colour of the costumes that together leave some products but fewer than the brand alone. */
async function pickTwo() {
  const all = await costumes();
  for (const brand of all.facets.brands) {
    const withBrand = await costumes(`&brand=${brand.slug}`);
    const color = withBrand.facets.colors.find((c) => COLOR_NAMES[c.value] && c.count > 0 && c.count < withBrand.total);
    if (color) return { all, brand, color, withBrand, both: await costumes(`&brand=${brand.slug}&color=${color.value}`) };
  }
  throw new Error('no brand and colour of the costumes to combine');
}

const params = (page: Page) => new URL(page.url()).searchParams;
/** A facet's checkbox by its value's name, whatever its count. */
const named = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`);

describe('facets with JavaScript', () => {
  it('combines a brand and a colour, drops one by its chip, cancels all; a price bound applies on Enter', async () => {
    const { all, brand, color, withBrand, both } = await pickTwo();
    const page = await b.newPage();
    await page.goto('/1/kostymy');
    await hydrated(page);
    const sidebar = page.getByRole('complementary', { name: 'Filtry' });
    // Counts in the labels, as the API counts them.
    expect(await sidebar.getByRole('checkbox', { name: `${brand.name} (${brand.count})`, exact: true }).count()).toBe(1);
    const brandBox = sidebar.getByRole('checkbox', { name: named(brand.name) });
    await brandBox.check();
    await expect.poll(() => params(page).getAll('znacka')).toEqual([brand.slug]);
    await expect.poll(() => shownTotal(page)).toBe(withBrand.total);
    // The other brands keep their counts; the colours count within the brand.
    const colorName = COLOR_NAMES[color.value]!;
    await sidebar.getByRole('checkbox', { name: `${colorName} (${color.count})`, exact: true }).check();
    await expect.poll(() => params(page).getAll('barva')).toEqual([color.value]);
    await expect.poll(() => shownTotal(page)).toBe(both.total);
    expect(params(page).getAll('znacka')).toEqual([brand.slug]);
    // Empty price inputs stay out of the address.
    expect(params(page).has('cena-od')).toBe(false);
    const active = page.getByRole('group', { name: 'Aktivní filtry' });
    expect(await active.getByRole('link').allTextContents()).toEqual([`${brand.name} ×`, `${colorName} ×`, 'Zrušit vše']);
    await expectNoViolations(page, 'a listing with two facets chosen');

    await active.getByRole('link', { name: `Odebrat filtr ${brand.name}` }).click();
    await expect.poll(() => params(page).getAll('znacka')).toEqual([]);
    expect(params(page).getAll('barva')).toEqual([color.value]);
    await expect.poll(() => brandBox.isChecked()).toBe(false);
    await expect.poll(() => shownTotal(page)).toBe((await costumes(`&color=${color.value}`)).total);

    await active.getByRole('link', { name: 'Zrušit vše' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/1/kostymy`);
    await expect.poll(() => shownTotal(page)).toBe(all.total);
    expect(await page.getByRole('group', { name: 'Aktivní filtry' }).count()).toBe(0);

    // A bound typed (whole crowns) and Enter: the shown prices start there.
    const from = Math.ceil((all.facets.price.min! + all.facets.price.max!) / 200);
    await sidebar.getByLabel('Od', { exact: true }).fill(String(from));
    await sidebar.getByLabel('Od', { exact: true }).press('Enter');
    await expect.poll(() => params(page).get('cena-od')).toBe(String(from));
    expect(params(page).has('cena-do')).toBe(false);
    await expect.poll(() => shownTotal(page)).toBe((await costumes(`&price_from=${from * 100}`)).total);
    const prices = (await page.locator('.product-card .price__current').allTextContents()).map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(from);
    expect(await active.getByRole('link', { name: `Odebrat filtr Cena od ${from} Kč` }).count()).toBe(1);
  });
});

describe('facets without JavaScript', () => {
  it('the sidebar is a GET form: two facets applied with its button, a chip removed, all cancelled', async () => {
    const { brand, color, both } = await pickTwo();
    const context = await b.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'cs-CZ' });
    try {
      const page = await context.newPage();
      await page.goto('/1/kostymy?sort=name');
      const sidebar = page.getByRole('complementary', { name: 'Filtry' });
      await sidebar.getByRole('checkbox', { name: named(brand.name) }).check();
      await sidebar.getByRole('checkbox', { name: named(COLOR_NAMES[color.value]!) }).check();
      await page.getByRole('button', { name: 'Použít', exact: true }).click();
      await page.waitForURL(/znacka=/);
      expect(params(page).getAll('znacka')).toEqual([brand.slug]);
      expect(params(page).getAll('barva')).toEqual([color.value]);
      expect(params(page).get('sort')).toBe('name');
      expect(await shownTotal(page)).toBe(both.total);
      const active = page.getByRole('group', { name: 'Aktivní filtry' });
      await active.getByRole('link', { name: `Odebrat filtr ${COLOR_NAMES[color.value]}` }).click();
      await page.waitForURL((url) => !url.searchParams.has('barva'));
      expect(params(page).getAll('znacka')).toEqual([brand.slug]);
      await page.getByRole('group', { name: 'Aktivní filtry' }).getByRole('link', { name: 'Zrušit vše' }).click();
      await page.waitForURL((url) => !url.searchParams.has('znacka'));
      expect(new URL(page.url()).search).toBe('?sort=name');
    } finally {
      await context.close();
    }
  });
});

describe('facets on a phone', () => {
  it('fold behind the "Filtry" disclosure, the active filters above it', async () => {
    const { brand } = await pickTwo();
    const page = await b.newPage({ viewport: MOBILE });
    await page.goto(`/1/kostymy?znacka=${brand.slug}`);
    await hydrated(page);
    const box = page.getByRole('checkbox', { name: named(brand.name) });
    expect(await box.isVisible()).toBe(false);
    expect(await page.getByRole('group', { name: 'Aktivní filtry' }).getByRole('link', { name: `Odebrat filtr ${brand.name}` }).isVisible()).toBe(true);
    await page.getByText('Filtry (1)', { exact: true }).click();
    await box.waitFor();
    expect(await box.isChecked()).toBe(true);
    await expectNoViolations(page, 'the listing on a phone with its filters open');
  });
});
