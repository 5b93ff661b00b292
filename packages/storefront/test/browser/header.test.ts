import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, type MenuLink, api, baseUrl, encodeCookie, hydrated, settings, useBrowser } from './support';

/** SPEC §2/§4/§9: category mega-menu, promo banner, mobile menu. */
const b = useBrowser();

interface Category {
  id: number;
  name: string;
  url: string;
  subcategories: Category[];
}
let categories: Category[] = [];
let topmenu: MenuLink[] = [];
let promoTitle = '';

beforeAll(async () => {
  categories = (await api<{ data: Category[] }>('/catalog/category/cs')).body.data;
  topmenu = (await settings()).topmenu as MenuLink[];
  const poster = (await api<{ data: { 'banner.promo': Array<{ title: string }> } }>('/poster?lang=cs')).body.data;
  promoTitle = poster['banner.promo'][0]?.title ?? '';
  expect(promoTitle).not.toBe('');
});

/** A header popover toggle; it is a button only once the page is hydrated. */
function headerButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

describe('category mega-menu', () => {
  it('shows 3 subcategories of a category until "more" expands them and "less" collapses them', async () => {
    const category = categories.find((c) => c.subcategories.length > 3);
    expect(category, 'a category with more than 3 subcategories').toBeDefined();
    const subs = category!.subcategories;

    const page = await b.newPage();
    await page.goto('/');
    const toggle = headerButton(page, 'Kategorie');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = page.getByRole('group', { name: 'Kategorie produktů' });
    expect(await panel.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await panel.waitFor();

    // The category's entry: the list item holding its head link.
    const entry = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: category!.name, exact: true }) });
    await entry.waitFor();
    const visibleSubs = async () => {
      const v: boolean[] = [];
      for (const s of subs) v.push(await entry.getByRole('link', { name: s.name, exact: true }).isVisible());
      return v;
    };
    await expect.poll(visibleSubs).toEqual(subs.map((_, i) => i < 3));

    const more = entry.getByRole('button', { name: /^Více/ });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    await expect.poll(visibleSubs).toEqual(subs.map(() => true));
    const less = entry.getByRole('button', { name: /^Méně/ });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    await less.click();
    await expect.poll(visibleSubs).toEqual(subs.map((_, i) => i < 3));

    // A category with at most 3 subcategories has no toggle.
    const small = categories.find((c) => c.subcategories.length > 0 && c.subcategories.length <= 3);
    if (small) {
      const smallEntry = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: small.name, exact: true }) });
      expect(await smallEntry.getByRole('button').count()).toBe(0);
    }

    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
  });

  it('a subcategory link navigates within the page (no document load) and closes the menu; a Ctrl+click is the browser\'s', async () => {
    const category = categories.find((c) => c.subcategories.length > 0)!;
    const sub = category.subcategories[0]!;
    const page = await b.newPage();
    await page.goto('/');
    const toggle = headerButton(page, 'Kategorie');
    await toggle.click();
    const panel = page.getByRole('group', { name: 'Kategorie produktů' });
    await panel.waitFor();
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    // Modified clicks are not taken over (the browser opens a tab; here nothing navigates this page).
    await panel.getByRole('link', { name: sub.name, exact: true }).click({ modifiers: ['Control'] });
    expect(new URL(page.url()).pathname).toBe('/');

    await panel.getByRole('link', { name: sub.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === sub.url);
    await page.getByRole('heading', { level: 1, name: sub.name }).waitFor();
    expect(documents, 'no document request: React Router navigated').toEqual([]);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
  });
});

describe('promo banner', () => {
  it('is shown, closes, remembers it for a day and stays hidden after a reload', async () => {
    const page = await b.newPage();
    await page.goto('/');
    const promo = page.getByRole('region', { name: 'Akční nabídka' });
    await promo.getByText(promoTitle).waitFor();
    const close = promo.getByRole('button', { name: 'Skrýt banner' });
    // Wait for hydration so the close runs in the background (without JavaScript it is a form post + redirect).
    await page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true }).waitFor();
    const posted = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/_/promo'));
    await close.click();
    await promo.waitFor({ state: 'hidden' });
    expect((await posted).ok()).toBe(true);

    let cookie: { expires: number } | undefined;
    await expect
      .poll(async () => {
        cookie = (await page.context().cookies()).find((c) => c.name === 'konfety_promo_hidden');
        return cookie;
      })
      .toBeDefined();
    // SPEC §9: the top-banner cookie lives 86 400 s.
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(86400 - 120);
    expect(lifetime).toBeLessThanOrEqual(86400 + 5);

    await page.reload();
    await page.getByRole('banner').waitFor();
    expect(await page.getByRole('region', { name: 'Akční nabídka' }).count()).toBe(0);
    expect(await page.getByText(promoTitle).count()).toBe(0);
  });
});

describe('mobile menu (375 px)', () => {
  it('opens from the hamburger button and closes with Escape', async () => {
    const page = await b.newPage({ viewport: MOBILE });
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    await hamburger.waitFor();
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    expect(await dialog.count()).toBe(0);
    // At this width the desktop main menu is not shown.
    const first = topmenu[0]!.text;
    expect(await page.getByRole('banner').getByRole('link', { name: first, exact: true }).first().isVisible()).toBe(false);

    await hamburger.click();
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('true');
    await dialog.waitFor();
    const nav = dialog.getByRole('navigation', { name: 'Hlavní menu' });
    for (const item of topmenu) await nav.getByRole('link', { name: item.text }).waitFor();
    await dialog.getByRole('button', { name: 'Zavřít' }).waitFor();

    await page.keyboard.press('Escape');
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('false');
    await dialog.waitFor({ state: 'hidden' });
    // Focus returns to the hamburger.
    await expect.poll(() => hamburger.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('closes with its "Zavřít" button', async () => {
    const page = await b.newPage({ viewport: MOBILE });
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    await hamburger.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Zavřít' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('currency switch (SPEC §9)', () => {
  /** The shown prices of the page's product cards. */
  const prices = (page: Page) => page.locator('#main .price__current').allTextContents();
  const inCurrency = (symbol: string) => (texts: string[]) => texts.length > 0 && texts.every((t) => t.trim().endsWith(symbol));

  async function pageWithoutScripts(): Promise<Page> {
    const context = await b.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'cs-CZ' });
    context.setDefaultTimeout(10_000);
    await context.addCookies([{ name: 'konfety_intro_hidden', value: encodeCookie(true), url: baseUrl() }]);
    return context.newPage();
  }

  for (const javaScript of [true, false]) {
    for (const place of ['home', 'category'] as const) {
      it(`EUR keeps the visitor on the ${place === 'home' ? 'home page' : 'category page'} and shows its prices in euros, ${javaScript ? 'with' : 'without'} JavaScript`, async () => {
        const path = place === 'home' ? '/' : categories[0]!.url;
        const page = javaScript ? await b.newPage() : await pageWithoutScripts();
        try {
          await page.goto(path);
          if (javaScript) await hydrated(page);
          const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
          expect(await prices(page)).toSatisfy(inCurrency('Kč'));
          const documents: string[] = [];
          page.on('request', (r) => {
            if (r.isNavigationRequest()) documents.push(`${r.method()} ${new URL(r.url()).pathname}`);
          });

          const eur = page.getByRole('banner').getByRole('button', { name: 'EUR', exact: true });
          await eur.click();
          await expect.poll(() => prices(page), { timeout: 10_000 }).toSatisfy(inCurrency('€'));
          expect(new URL(page.url()).pathname).toBe(path);
          expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
          await expect.poll(() => eur.getAttribute('aria-pressed')).toBe('true');
          // With JavaScript the choice is posted in the background; without, the browser posts it and is sent back.
          expect(documents).toEqual(javaScript ? [] : ['POST /_/currency', `GET ${path}`]);

          // The choice is remembered: the next page load shows euros too.
          await page.reload();
          expect(await prices(page)).toSatisfy(inCurrency('€'));
        } finally {
          if (!javaScript) await page.context().close();
        }
      });
    }
  }
});
