import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, api, axeViolations, baseUrl, encodeCookie, hydrated, useBrowser } from './support';

/**
 * components/dialog/Dialog.tsx, the shop's one modal dialog (a native <dialog> opened with showModal()), as the
 * stores dialog, the 18+ gate and the mobile menu use it: focus inside and kept there, the page behind inert,
 * Escape and the shade close a dismissible one and focus goes back to its opener; the gate closes only by a
 * choice. (The global modal's walk is global-modal.test.ts, the mobile menu's with JavaScript header.test.ts.)
 */
const b = useBrowser();

interface CategoryNode {
  id: number;
  name: string;
  subcategories: CategoryNode[];
}

/** Any product page, and an 18+ product's page (the demo shop's "Pro dospělé (18+)" category), found through the API. */
let product: { url: string; name: string };
let adult: { url: string; name: string };

beforeAll(async () => {
  const detail = async (id: number) => (await api<{ data: { url: string; name: string; is_adult: boolean } }>(`/catalog/product/${id}`)).body.data;
  const first = await api<{ data: { products: Array<{ id: number; is_adult: boolean }> } }>('/catalog/category/1/products');
  product = await detail(first.body.data.products.find((p) => !p.is_adult)!.id);
  const tree = await api<{ data: CategoryNode[] }>('/catalog/category/cs');
  const all = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...all(n.subcategories)]);
  const adultCategory = all(tree.body.data).find((c) => c.name.includes('18+'));
  if (!adultCategory) throw new Error('the demo shop has no 18+ category');
  const listing = await api<{ data: { products: Array<{ id: number; is_adult: boolean }> } }>(`/catalog/category/${adultCategory.id}/products`);
  const adultId = listing.body.data.products.find((p) => p.is_adult)?.id;
  if (adultId === undefined) throw new Error('the 18+ category lists no 18+ product');
  adult = await detail(adultId);
});

/** Whether focus is inside the open dialog whose heading is `name`. */
const focusInside = (page: Page, name: string) => page.evaluate((title) => document.activeElement?.closest('dialog[open]')?.querySelector('h2')?.textContent === title, name);

/**
 * Whether focus is nowhere on the page behind the open dialog: inside it, or (Tab past its last control, as the
 * platform does for a modal dialog) out of the document in the browser's own controls, where `activeElement` is the body.
 */
const focusNotBehind = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('dialog[open]') || document.activeElement === document.body);

async function expectNoViolations(page: Page, what: string) {
  const { count, report } = await axeViolations(page);
  expect(count, `axe violations on ${what}:\n${report}`).toBe(0);
}

describe('stores dialog (product page)', () => {
  it('opens modal with focus inside, keeps Tab inside, closes with Escape, "Zavřít" and the shade, focus back on its button', async () => {
    const page = await b.newPage();
    await page.goto(product.url);
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Dostupnost na prodejnách' });
    const dialog = page.getByRole('dialog', { name: 'Dostupnost na prodejnách' });
    const openerFocused = () => opener.evaluate((el) => el === document.activeElement);

    await opener.click();
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    // The page behind is inert: Tab never leaves the dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await focusNotBehind(page)).toBe(true);
    }
    await expectNoViolations(page, 'the product page with the stores dialog open');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(openerFocused).toBe(true);

    await opener.click();
    await dialog.getByRole('button', { name: 'Zavřít' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(openerFocused).toBe(true);

    await opener.click();
    await dialog.waitFor();
    // A click on the shade, outside the dialog's box.
    await page.mouse.click(4, 4);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(openerFocused).toBe(true);
  });
});

describe('18+ gate', () => {
  it('shows the product only after "Potvrdit": Escape and the shade do not close it, focus stays inside; remembered for the session', async () => {
    const page = await b.newPage();
    await page.goto(adult.url);
    await hydrated(page);
    const gate = page.getByRole('dialog', { name: 'Obsah pouze pro dospělé' });
    await gate.waitFor();
    await expect.poll(() => gate.evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect.poll(() => focusInside(page, 'Obsah pouze pro dospělé')).toBe(true);
    await expectNoViolations(page, 'an 18+ product page with the gate open');

    // Escape makes no close request at all (not closed and opened again).
    await gate.evaluate((el) => el.addEventListener('close', () => el.setAttribute('data-closed', '')));
    for (const key of ['Escape', 'Escape']) {
      await page.keyboard.press(key);
      expect(await gate.isVisible(), `after ${key}`).toBe(true);
      expect(await focusInside(page, 'Obsah pouze pro dospělé'), `focus after ${key}`).toBe(true);
    }
    expect(await gate.getAttribute('data-closed')).toBeNull();
    // Closed by the platform all the same (a phone's back gesture), it opens again.
    await gate.evaluate((el: HTMLDialogElement) => el.close());
    await expect.poll(() => gate.evaluate((el) => el.matches(':modal'))).toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await focusNotBehind(page)).toBe(true);
    }
    await page.mouse.click(4, 4);
    expect(await gate.isVisible()).toBe(true);

    const heading = page.getByRole('heading', { level: 1, name: adult.name });
    expect(await heading.count()).toBe(0);
    await gate.getByRole('button', { name: 'Potvrdit' }).click();
    await gate.waitFor({ state: 'detached' });
    await heading.waitFor();

    await page.reload();
    await hydrated(page);
    await heading.waitFor();
    expect(await gate.count()).toBe(0);
  });

  it('without JavaScript covers the product and leads home by "Opustit"', async () => {
    const context = await b.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'cs-CZ' });
    try {
      await context.addCookies([{ name: 'konfety_intro_hidden', value: encodeCookie(true), url: baseUrl() }]);
      const page = await context.newPage();
      await page.goto(adult.url);
      const gate = page.getByRole('dialog', { name: 'Obsah pouze pro dospělé' });
      await gate.waitFor();
      // The product behind it is inert and hidden from assistive technology.
      expect(await page.getByRole('heading', { level: 1, name: adult.name }).count()).toBe(0);
      await gate.getByRole('link', { name: 'Opustit' }).click();
      await page.waitForURL(`${baseUrl()}/`);
    } finally {
      await context.close();
    }
  });
});

describe('mobile menu without JavaScript', () => {
  it('is the hamburger link\'s target, shown by CSS, and its "Zavřít" link hides it again', async () => {
    const context = await b.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'cs-CZ', viewport: MOBILE });
    try {
      await context.addCookies([{ name: 'konfety_intro_hidden', value: encodeCookie(true), url: baseUrl() }]);
      const page = await context.newPage();
      await page.goto('/');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      expect(await menu.count()).toBe(0);
      await page.getByRole('link', { name: 'Menu', exact: true }).click();
      await menu.waitFor();
      await menu.getByRole('searchbox', { name: 'Hledat v e-shopu' }).waitFor();
      await menu.getByRole('link', { name: 'Zavřít' }).click();
      await menu.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });
});
