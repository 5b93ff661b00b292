import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { api, axeViolations, baseUrl, MOBILE, recordRequests, useBrowser } from './support';

/**
 * SPEC §2 `/prodejny` and `/prodejny/{id}` (issue 39): the stores reached from the header, each with whether it is
 * open now and its week, a store's page with its hours, contacts, directions and structured data, and the map drawn
 * with tiles of the configured tile server (the stand-in of global-setup.ts) — and the page complete without scripts.
 */
const b = useBrowser();

interface ApiStore {
  id: number;
  name: string;
  street: string;
  phone: string;
  opening_hours: Array<{ day: number; open: string | null; close: string | null }>;
}

const tileHost = () => new URL(inject('tileUrl').replace(/\{[xyz]\}/g, '0')).host;

describe('stores', () => {
  it('finds a store’s opening hours and map: the list from the header, the store’s page from the list', async () => {
    const stores = (await api<{ data: ApiStore[] }>('/stores')).body.data;
    expect(stores).toHaveLength(13);
    const page = await b.newPage();
    const tiles = recordRequests(page, (url) => url.host === tileHost());
    await page.goto('/');
    await page.getByRole('link', { name: 'Naše prodejny' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Prodejny' }).waitFor();
    const cards = page.locator('.store-card');
    await expect.poll(() => cards.count()).toBe(13);
    // Every card says whether the store is open now, in words.
    for (const text of await page.locator('.store-card .store-status').allTextContents()) expect(text).toMatch(/^(Otevřeno do \d{2}:\d{2}|Zavřeno, otevíráme .+ \d{2}:\d{2})$/);
    // The overview map: one pin per store, named, drawn on the stand-in's tiles.
    const map = page.getByRole('region', { name: 'Mapa prodejen' });
    await expect.poll(() => map.locator('.store-map__pin').count()).toBe(13);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    let axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);

    const store = stores[0]!;
    await page.getByRole('heading', { level: 2, name: store.name }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: store.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/prodejny/${store.id}`);
    const week = page.getByRole('table', { name: 'Otevírací doba' });
    await expect.poll(() => week.getByRole('row').count()).toBe(7);
    const monday = store.opening_hours.find((h) => h.day === 1)!;
    await expect.poll(() => week.getByRole('row', { name: /Pondělí/ }).textContent()).toContain(monday.open ? `${monday.open}–${monday.close}` : 'zavřeno');
    await expect.poll(() => week.locator('[aria-current="date"]').count()).toBe(1);
    await page.getByRole('link', { name: store.phone }).waitFor();
    expect(await page.getByRole('link', { name: /Navigovat na prodejnu/ }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\d+\.\d+,\d+\.\d+$/);
    const pin = page.getByRole('region', { name: `Mapa okolí prodejny ${store.name}` }).locator('.store-map__pin');
    await expect.poll(() => pin.count()).toBe(1);
    expect(await pin.getAttribute('title')).toBe(store.name);
    const structured = JSON.parse((await page.locator('#main script[type="application/ld+json"]').textContent())!);
    expect(structured).toMatchObject({ '@type': 'Store', telephone: store.phone, address: { streetAddress: store.street } });
    expect(structured.openingHoursSpecification).toHaveLength(store.opening_hours.filter((h) => h.open).length);
    axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
  });

  it('keeps a store’s page complete without scripts: hours, address, directions and the position in words', async () => {
    const [store] = (await api<{ data: ApiStore[] }>('/stores')).body.data;
    const context = await b.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: MOBILE });
    try {
      const page = await context.newPage();
      const tiles = recordRequests(page, (url) => url.host === tileHost());
      const res = await page.goto(`/prodejny/${store!.id}`);
      expect(res!.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: store!.name }).waitFor();
      await page.getByRole('table', { name: 'Otevírací doba' }).waitFor();
      await page.getByText(/^Poloha: \d+\.\d{5} s\. š\., \d+\.\d{5} v\. d\.$/).first().waitFor();
      await page.getByRole('link', { name: /Zobrazit na Mapy\.cz/ }).waitFor();
      expect(tiles).toHaveLength(0);
    } finally {
      await context.close();
    }
  });

  it('answers an unknown store, and a store id that is no number, with the 404 page', async () => {
    for (const path of ['/prodejny/999999', '/prodejny/abc']) expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(404);
  });
});
