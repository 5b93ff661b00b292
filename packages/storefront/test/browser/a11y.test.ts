import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, axeViolations, useBrowser } from './support';

/** axe-core (the WCAG rules axe ships) on the page shell: home page, its open menus, and the 404 page. */
const b = useBrowser();

async function expectNoViolations(page: Page, what: string) {
  const { count, report } = await axeViolations(page);
  expect(count, `axe violations on ${what}:\n${report}`).toBe(0);
}

/** Loaded, hydrated (header toggles are buttons only after hydration) and idle. */
async function settledHome(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('accessibility (axe-core)', () => {
  it('home page has no violations', async () => {
    const page = await b.newPage();
    await settledHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true }).waitFor();
    await expectNoViolations(page, 'the home page');
  });

  it('home page with the category menu open, and with the cart dropdown open, has no violations', async () => {
    const page = await b.newPage();
    await settledHome(page);
    const categories = page.getByRole('banner').getByRole('button', { name: 'Kategorie', exact: true });
    await categories.click();
    await page.getByRole('group', { name: 'Kategorie produktů' }).waitFor();
    await expectNoViolations(page, 'the home page with the category menu open');

    const cart = page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true });
    await cart.click();
    await page.getByRole('group', { name: /^Obsah košíku/ }).getByText('Košík je prázdný.').waitFor();
    await expectNoViolations(page, 'the home page with the cart dropdown open');
  });

  it('mobile home page (375 px) with the menu open has no violations', async () => {
    const page = await b.newPage({ viewport: MOBILE });
    await settledHome(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await expectNoViolations(page, 'the mobile menu');
  });

  it('404 page has no violations', async () => {
    const page = await b.newPage();
    await page.goto('/tahle-stranka-neexistuje');
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'the 404 page');
  });
});
