import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser } from './support';

/** The category listing and product detail pages (issue 4, first pass): rendering, URL state, axe. */
const b = useBrowser();

async function expectNoViolations(page: Page, what: string) {
  const { count, report } = await axeViolations(page);
  expect(count, `axe violations on ${what}:\n${report}`).toBe(0);
}

describe('category listing', () => {
  it('keeps sorting and the in-stock filter in the URL and sorts by the shown price', async () => {
    const page = await b.newPage();
    await page.goto('/1/kostymy?sort=price_asc&in_stock=true');
    await page.getByRole('heading', { level: 1, name: 'Kostýmy' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('checkbox', { name: /skladem/i }).isChecked()).toBe(true);
    // "1 234,50 Kč" → 1234.5 (the shown, tax-inclusive price of each card, in page order)
    const prices = (await page.locator('.product-card .price__current').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, c) => a - c)).toEqual(prices);
    await expectNoViolations(page, 'the category listing');
  });

  it('redirects a wrong slug to the canonical URL and answers 404 for a malformed id', async () => {
    const page = await b.newPage();
    await page.goto('/1/spatny-nazev');
    expect(new URL(page.url()).pathname).toBe('/1/kostymy');
    const res = await page.goto('/abc/kostymy');
    expect(res?.status()).toBe(404);
  });
});

describe('product detail', () => {
  it('opens a product from the listing with its price, availability and no axe violations', async () => {
    const page = await b.newPage();
    await page.goto('/1/kostymy?in_stock=true');
    const first = page.getByRole('main').getByRole('heading', { level: 3 }).first().getByRole('link');
    const name = (await first.textContent())!.trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => page.getByText(/Skladem/).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'the product page');
  });
});
