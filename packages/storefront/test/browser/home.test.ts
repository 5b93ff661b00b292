import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, api, axeViolations, useBrowser } from './support';

/** The home page's sections (SPEC §2): categories, services, top products and sale goods from the seeded demo shop. */
const b = useBrowser();

interface CardProduct {
  id: number;
  name: string;
  url: string;
  price_vat: number;
  original_price_vat: number | null;
  is_price_sale_active: boolean;
}
interface Service {
  id: number;
  slug: string;
  title: string;
}

let categories: Array<{ name: string }>;
let services: Service[];
let top: CardProduct[];
let sale: CardProduct[];

async function data<T>(path: string): Promise<T> {
  const res = await api<{ data: T }>(path);
  if (res.status !== 200) throw new Error(`GET /api${path} answered ${res.status}`);
  return res.body.data;
}

beforeAll(async () => {
  [categories, services, top, sale] = await Promise.all([
    data<Array<{ name: string }>>('/catalog/category/cs'),
    data<Service[]>('/services?lang=cs'),
    data<CardProduct[]>('/catalog/products/top?limit=8'),
    data<{ products: CardProduct[] }>('/catalog/products/sale?limit=8').then((d) => d.products),
  ]);
});

/** "1 234,50 Kč" → 123450 haléřů. */
function haler(text: string): number {
  const [whole, fraction = '0'] = text.replace(/[^\d,]/g, '').split(',');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

async function settledHome(page: Page, path = '/') {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

const cardNames = (region: Locator) => region.getByRole('heading', { level: 3 }).allTextContents();

describe('home page sections', () => {
  it('shows the categories, services, best sellers and sale goods of the demo shop in their order', async () => {
    expect(categories.length).toBeGreaterThan(0);
    expect(services.length).toBeGreaterThan(0);
    expect(top).toHaveLength(8);
    expect(sale.length).toBeGreaterThan(0);

    const page = await b.newPage();
    await settledHome(page);
    const main = page.getByRole('main');

    const categoryRegion = main.getByRole('region', { name: 'Kategorie', exact: true });
    expect((await categoryRegion.getByRole('link').allTextContents()).map((s) => s.trim())).toEqual(categories.map((c) => c.name));

    const serviceRegion = main.getByRole('region', { name: 'Naše služby' });
    expect(await cardNames(serviceRegion)).toEqual(services.map((s) => s.title));
    const serviceLinks = serviceRegion.getByRole('link');
    expect(await serviceLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(services.map((s) => `/sluzby/${s.id}/${s.slug}`));
    // The pictures repeat the title next to them, so they are decorative.
    expect(await serviceRegion.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(services.map(() => ''));

    expect(await cardNames(main.getByRole('region', { name: 'Nejprodávanější' }))).toEqual(top.map((p) => p.name));
    expect(await cardNames(main.getByRole('region', { name: 'Zboží v akci' }))).toEqual(sale.map((p) => p.name));
  });

  it('links a best-seller card to its product page, which loads', async () => {
    const page = await b.newPage();
    await settledHome(page);
    const first = top[0]!;
    const link = page.getByRole('region', { name: 'Nejprodávanější' }).getByRole('heading', { level: 3, name: first.name }).getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toBe(first.url);
    const res = await page.goto(href!);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();

    // Client-side navigation from the card reaches the same page.
    await settledHome(page);
    await link.click();
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(first.url);
  });

  it('shows the crossed-out Omnibus reference price next to the sale price', async () => {
    const reduced = sale.find((p) => p.is_price_sale_active && p.original_price_vat !== null && p.original_price_vat > p.price_vat);
    expect(reduced, 'a demo sale product with a reference price').toBeDefined();
    const page = await b.newPage();
    await settledHome(page);
    const card = page
      .getByRole('region', { name: 'Zboží v akci' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: reduced!.name, exact: true }) });
    expect(haler(await card.locator('.price__current').textContent() ?? '')).toBe(reduced!.price_vat);
    const crossed = card.locator('s');
    expect(haler((await crossed.textContent()) ?? '')).toBe(reduced!.original_price_vat);
    expect(await crossed.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('line-through');
  });

  it('leaves out a section with nothing to show (the English shop has no services of its own)', async () => {
    const page = await b.newPage();
    await settledHome(page, '/en');
    const main = page.getByRole('main');
    await main.getByRole('region', { name: 'Best sellers' }).waitFor();
    await main.getByRole('region', { name: 'On sale' }).waitFor();
    expect(await main.getByRole('heading', { name: 'Our services' }).count()).toBe(0);
  });

  it('sets the page title and description', async () => {
    const page = await b.newPage();
    await settledHome(page);
    expect(await page.title()).toBe('Vše pro párty, kostýmy a balónky | Konfety');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Kostýmy, paruky, masky, balónky/);
  });
});

describe('home page accessibility (axe-core)', () => {
  it.each([
    ['desktop', undefined],
    ['mobile (375 px)', MOBILE],
  ] as const)('%s has no violations with every section shown', async (_, viewport) => {
    const page = await b.newPage(viewport ? { viewport } : {});
    await settledHome(page);
    await page.getByRole('region', { name: 'Zboží v akci' }).waitFor();
    const { count, report } = await axeViolations(page);
    expect(count, `axe violations on the home page:\n${report}`).toBe(0);
  });
});
