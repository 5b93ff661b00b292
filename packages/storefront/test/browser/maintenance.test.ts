import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';
import { type ShopServer, startShop } from './shop-server';
import { api, hydrated, recordRequests, useBrowser } from './support';

/**
 * SPEC §2/§4 maintenance mode. There is no admin API yet, so the setting is
 * written straight into the database. The shared shop holds the embedded
 * database's lock, so this file starts its own shop on a throwaway PostgreSQL.
 */
const b = useBrowser();
let postgres: ThrowawayPostgres | null = null;
let shop: ShopServer | null = null;
let db: pg.Client | null = null;

interface Category {
  name: string;
  url: string;
  image: string | null;
  subcategories: Category[];
}

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  shop = await startShop({ databaseUrl: postgres.url() });
  db = new pg.Client({ connectionString: postgres.url() });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await shop?.stop();
  postgres?.stop();
});

async function setMaintenance(enabled: boolean) {
  const r = await db!.query(`UPDATE settings SET value = $1::jsonb WHERE name = 'maintenance' AND locale = 'cs'`, [JSON.stringify({ is_enabled: enabled })]);
  expect(r.rowCount).toBe(1);
  // The shop hears of the change through the database's notification (ARCHITECTURE "Change bus"), which
  // empties its caches: the API's answer tells when that has happened.
  const maintenance = async () => {
    const settings = (await api<{ data: Array<{ name: string; value: { is_enabled?: boolean } }> }>('/settings?lang=cs', { base: shop!.baseUrl })).body.data;
    return settings.find((x) => x.name === 'maintenance')?.value.is_enabled === true;
  };
  await expect.poll(maintenance).toBe(enabled);
}

/** Strings that only appear in a page when categories, banners or search placeholders were loaded. */
async function shellOnlyData(base: string): Promise<string[]> {
  const categories = (await api<{ data: Category[] }>('/catalog/category/cs', { base })).body.data;
  const poster = (await api<{ data: Record<string, Array<{ title: string; image: string | null }>> }>('/poster?lang=cs', { base })).body.data;
  const placeholders = (await api<{ data: Array<{ text: string }> }>('/lists/searchPlaceholders', { base })).body.data;
  const flat = (list: Category[]): Category[] => list.flatMap((c) => [c, ...flat(c.subcategories)]);
  // Top categories' URLs also appear in the top menu setting (loaded even in maintenance): use subcategories and images.
  const markers = [
    ...flat(categories.flatMap((c) => c.subcategories)).map((c) => `"${c.url}"`),
    ...flat(categories).flatMap((c) => (c.image ? [c.image] : [])),
    // Popup banners share their title with the intropopup setting: their images identify them.
    ...Object.values(poster).flatMap((banners) => banners.flatMap((x) => (x.image ? [x.image] : []))),
    ...(poster['banner.promo'] ?? []).map((x) => x.title),
    ...placeholders.map((p) => p.text),
  ];
  expect(markers.length).toBeGreaterThan(10);
  return markers;
}

describe('maintenance mode', () => {
  it('without maintenance the home page renders normally and loads the shell data', async () => {
    await setMaintenance(false);
    const page = await b.newPage({ baseUrl: shop!.baseUrl });
    const cartCalls = recordRequests(page, (u) => u.pathname.startsWith('/_/cart'));
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${shop!.baseUrl}/`);
    // Positive controls for the test below: the same markers and the cart request are seen when nothing is switched off.
    const html = await response!.text();
    const markers = await shellOnlyData(shop!.baseUrl);
    expect(markers.some((m) => html.includes(m))).toBe(true);
    await expect.poll(() => cartCalls.length).toBeGreaterThan(0);
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
  });

  it('redirects every page to /mimo-provoz, shows it in the simple layout and loads no shop data', async () => {
    await setMaintenance(true);
    const page = await b.newPage({ baseUrl: shop!.baseUrl });
    const cartCalls = recordRequests(page, (u) => u.pathname.startsWith('/_/cart'));
    const apiCalls = recordRequests(page, (u) => /^\/(api|images)\//.test(u.pathname));

    const response = await page.goto('/');
    expect(page.url()).toBe(`${shop!.baseUrl}/mimo-provoz`);
    expect(response?.status()).toBe(200);
    const redirect = response!.request().redirectedFrom();
    expect(redirect?.url()).toBe(`${shop!.baseUrl}/`);
    expect([301, 302, 303, 307, 308]).toContain((await redirect!.response())?.status());

    await page.getByRole('heading', { level: 1, name: 'E-shop je dočasně mimo provoz' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('cs');
    // Simple layout: main content only, no header (banner) and no footer (contentinfo).
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);

    // Neither the server-rendered HTML nor its hydration data carries categories, banners or placeholders.
    const html = await response!.text();
    const markers = await shellOnlyData(shop!.baseUrl);
    expect(markers.filter((m) => html.includes(m))).toEqual([]);

    // After hydration nothing asks for the cart (or any other shop data).
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    expect(cartCalls.map((r) => r.url())).toEqual([]);
    expect(apiCalls.map((r) => r.url())).toEqual([]);
  });

  it('reaches a visitor who has a page open: their next client-side navigation lands on the maintenance page', async () => {
    await setMaintenance(false);
    const page = await b.newPage({ baseUrl: shop!.baseUrl });
    await page.goto('/');
    await hydrated(page);
    const link = page.getByRole('navigation', { name: 'Hlavní menu' }).first().getByRole('link').first();
    const target = new URL((await link.getAttribute('href'))!, shop!.baseUrl).pathname;
    // Positive control: without maintenance the link is followed in the page (a data request, no page load).
    const data = recordRequests(page, (u) => u.pathname.endsWith('.data'));
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(target);
    expect(data.length).toBeGreaterThan(0);
    await page.goto('/');
    await hydrated(page);

    await setMaintenance(true);
    await page.getByRole('navigation', { name: 'Hlavní menu' }).first().getByRole('link').first().click();
    await expect.poll(() => page.url()).toBe(`${shop!.baseUrl}/mimo-provoz`);
    await page.getByRole('heading', { level: 1, name: 'E-shop je dočasně mimo provoz' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await setMaintenance(false);
  });

  it('redirects deep links too, keeps the maintenance page itself, and lifts when switched off', async () => {
    await setMaintenance(true);
    const page = await b.newPage({ baseUrl: shop!.baseUrl });
    await page.goto('/kosik');
    expect(page.url()).toBe(`${shop!.baseUrl}/mimo-provoz`);
    await page.goto('/tahle-stranka-neexistuje');
    expect(page.url()).toBe(`${shop!.baseUrl}/mimo-provoz`);
    const direct = await page.goto('/mimo-provoz');
    expect(direct?.request().redirectedFrom()).toBeNull();
    expect(direct?.status()).toBe(200);

    await setMaintenance(false);
    const back = await page.goto('/');
    expect(back?.status()).toBe(200);
    expect(page.url()).toBe(`${shop!.baseUrl}/`);
    expect(await page.getByRole('heading', { name: 'E-shop je dočasně mimo provoz' }).count()).toBe(0);
  });
});
