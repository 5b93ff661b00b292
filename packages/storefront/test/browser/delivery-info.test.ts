import { describe, expect, it } from 'vitest';
import { api, axeViolations, baseUrl, hydrated, useBrowser } from './support';

/**
 * SPEC §2 `/info/doprava-a-platba` and the product page's delivery modal (issue 38): the page lists what the
 * checkout offers (the same API answer), the product page opens it in a dialog's iframe (its frame version, which
 * only the shop may frame and which runs no scripts), and without scripts the link is the page itself.
 */
const b = useBrowser();

interface Methods {
  delivery: Array<{ id: number; name: string; price_vat: number; free_from: number | null; payment_ids: number[] }>;
  payment: Array<{ id: number; name: string; price_vat: number }>;
  branches: Array<{ name: string }>;
}

/** "1 500,00 Kč" as the shop writes a price in Czech crowns. */
const czk = (minor: number) => `${new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2 }).format(minor / 100)} Kč`.replace(/\s/g, ' ');
const text = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

async function topProductUrl(): Promise<string> {
  const top = await api<{ data: Array<{ url: string; is_adult?: boolean }> }>('/catalog/products/top?limit=5');
  return top.body.data.find((p) => !p.is_adult)!.url;
}

describe('delivery and payment page', () => {
  it('lists every delivery and payment the checkout offers, with their prices, thresholds and combinations', async () => {
    const methods = (await api<{ data: Methods }>('/checkout/methods')).body.data;
    expect(methods.delivery.length).toBeGreaterThan(1);
    const page = await b.newPage();
    await page.goto('/info/doprava-a-platba');
    await page.getByRole('heading', { level: 1, name: 'Doprava a platba' }).waitFor();
    const deliveries = page.getByRole('table').nth(0);
    for (const d of methods.delivery) {
      const cells = (await deliveries.getByRole('row').filter({ hasText: d.name }).getByRole('cell').allTextContents()).map(text);
      expect(cells, d.name).toEqual([d.price_vat === 0 ? 'Zdarma' : czk(d.price_vat), d.price_vat > 0 && d.free_from !== null ? czk(d.free_from) : '–']);
    }
    const payments = page.getByRole('table').nth(1);
    for (const p of methods.payment) {
      expect((await payments.getByRole('row').filter({ hasText: p.name }).getByRole('cell').allTextContents()).map(text), p.name).toEqual([p.price_vat === 0 ? 'Zdarma' : czk(p.price_vat)]);
    }
    const matrix = page.getByRole('table').nth(2);
    for (const d of methods.delivery) {
      const row = matrix.getByRole('row').filter({ has: page.getByRole('rowheader', { name: d.name, exact: true }) });
      expect((await row.getByRole('cell').allTextContents()).map(text), d.name).toEqual(methods.payment.map((p) => (d.payment_ids.includes(p.id) ? 'ano' : 'ne')));
    }
    for (const branch of methods.branches) await page.getByRole('listitem').filter({ hasText: branch.name }).first().waitFor();
    await page.getByText('může trvat až 10 dní').waitFor();
    const { count, report } = await axeViolations(page);
    expect(count, report).toBe(0);
  });

  it('has a frame version without the chrome and without scripts, which nothing but the shop may frame, and no search engine indexes', async () => {
    const res = await fetch(`${baseUrl()}/info/doprava-a-platba/okno`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    const html = await res.text();
    expect(html).not.toMatch(/<script/);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toMatch(/<header|<footer/);
    expect(html).toContain('Způsoby doručení');
    const page = await b.newPage();
    await page.goto('/info/doprava-a-platba/okno');
    await page.getByRole('main', { name: 'Doprava a platba' }).getByRole('heading', { name: 'Způsoby platby' }).waitFor();
    const { count, report } = await axeViolations(page);
    expect(count, report).toBe(0);
    const full = await fetch(`${baseUrl()}/info/doprava-a-platba`);
    expect(full.headers.get('x-frame-options')).toBe('DENY');
    expect(full.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });
});

describe('product page delivery modal', () => {
  it('opens the delivery page in an iframe in a dialog, closes with Escape and gives focus back to its link', async () => {
    const page = await b.newPage();
    await page.goto(await topProductUrl());
    await hydrated(page);
    const link = page.locator('#main').getByRole('link', { name: 'Doprava a platba' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Doprava a platba' });
    await dialog.waitFor();
    // The page did not leave: the information is in the dialog's frame.
    expect(new URL(page.url()).pathname).not.toBe('/info/doprava-a-platba');
    const frame = dialog.frameLocator('iframe[title="Ceny dopravy a plateb"]');
    await frame.getByRole('heading', { name: 'Způsoby doručení' }).waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    const { count, report } = await axeViolations(page);
    expect(count, report).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('is a plain link to the page without scripts', async () => {
    const context = await b.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'cs-CZ' });
    try {
      const page = await context.newPage();
      await page.goto(await topProductUrl());
      await page.locator('#main').getByRole('link', { name: 'Doprava a platba' }).click();
      await page.getByRole('heading', { level: 1, name: 'Doprava a platba' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/info/doprava-a-platba');
    } finally {
      await context.close();
    }
  });
});
