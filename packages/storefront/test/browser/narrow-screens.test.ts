import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, hydrated, useBrowser } from './support';

/**
 * Issue 35: a phone shopper never scrolls sideways. Every page type is measured at the narrow widths phones have
 * (320 px: iPhone SE 1st gen and small Androids; 360, 390, 414 px: the common ones): the document may be no wider
 * than the viewport. The page is loaded at the narrowest width and then made wider, so what JavaScript lays out on
 * load (the header) is measured as well as the style sheet's breakpoints.
 */
const b = useBrowser();
const WIDTHS = [320, 360, 390, 414] as const;

interface Listed {
  id: number;
  url: string;
  price_vat: number;
}

let categoryUrl: string;
let productUrl: string;
let cheapProducts: Listed[];
/** The demo customer's and the demo influencer's login tokens (the account pages), and the path of one of the customer's orders. */
let customerToken: string;
let influencerToken: string;
let customerOrderPath: string;

async function logIn(email: string): Promise<string> {
  const login = await api<{ token: string }>('/auth/login', { method: 'POST', body: { email, password: 'Heslo123' } });
  expect(login.status, `login of ${email}`).toBe(200);
  return login.body.token;
}

beforeAll(async () => {
  categoryUrl = (await api<{ data: Array<{ url: string }> }>('/catalog/category/cs')).body.data[0]!.url;
  const top = (await api<{ data: Listed[] }>('/catalog/products/top')).body.data;
  productUrl = top[0]!.url;
  cheapProducts = top.filter((p) => p.price_vat < 50_000);
  customerToken = await logIn('zakaznik@example.com');
  influencerToken = await logIn('influencer@example.com');
  const orders = await fetch(`${baseUrl()}/api/account/orders`, { headers: { 'client-url': baseUrl(), authorization: `Bearer ${customerToken}` } });
  const list = (await orders.json()) as { data: { orders: Array<{ id: number }> } };
  customerOrderPath = `/ucet/objednavka/${list.data.orders[0]!.id}`;
});

/** How far the document reaches past the viewport's right edge, and the elements that stick out (for the message). */
async function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  // Two frames: a resize's media queries and resize observers have been applied.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const root = document.documentElement;
    const name = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 0.5 && getComputedStyle(e).visibility !== 'hidden')
      .slice(0, 8)
      .map((e) => `${name(e)} → ${Math.round(e.getBoundingClientRect().right)} px`);
    return { excess: root.scrollWidth - root.clientWidth, culprits };
  });
}

/** Measures the page as it is now at every width (narrowest first: the page was loaded at that one). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const { excess, culprits } = await overflow(page);
    expect(excess, `${what} at ${width} px is ${excess} px wider than the screen:\n  ${culprits.join('\n  ')}`).toBe(0);
  }
}

async function phonePage(cookies: Record<string, unknown> = {}): Promise<Page> {
  return b.newPage({ viewport: { width: WIDTHS[0], height: 740 }, cookies });
}

/** Puts cheap demo products into this page's guest cart through the shop's add-to-cart action. */
async function fillCart(page: Page, lines: number) {
  let added = 0;
  for (const p of cheapProducts) {
    const res = await page.request.post('/_/cart/item', { form: { productId: String(p.id), quantity: '1', mode: 'add' }, headers: { accept: 'application/json', origin: baseUrl() } });
    if (((await res.json()) as { ok: boolean }).ok && ++added === lines) return;
  }
  throw new Error(`only ${added} of ${lines} demo products could be added to the cart`);
}

describe('no sideways scrolling at 320–414 px', () => {
  it.each([
    ['the home page', '/'],
    ['a category listing', () => categoryUrl],
    ['a product page', () => productUrl],
    ['the empty cart', '/kosik'],
    ['the registration', '/registrace'],
    ['the password reset request', '/obnova-hesla'],
    ['the 404 page', '/neexistujici-stranka/xyz/abc'],
  ])('%s', async (what, path) => {
    const page = await phonePage();
    await page.goto(typeof path === 'string' ? path : path());
    await hydrated(page);
    await expectNoSidewaysScroll(page, what);
  });

  it('the login form in the header', async () => {
    const page = await phonePage();
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { name: 'Přihlášení' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Přihlásit se' }).waitFor();
    await expectNoSidewaysScroll(page, 'the login form');
  });

  it('the cart with items, its checkout form with errors, the header cart and the order summary', { timeout: 60_000 }, async () => {
    const page = await phonePage();
    await fillCart(page, 2);
    await page.goto('/kosik');
    await hydrated(page);
    await page.getByRole('heading', { name: /^Zboží v košíku/ }).waitFor();
    await expectNoSidewaysScroll(page, 'the cart with items');

    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
    await page.locator('#checkout').getByText('Nemáte zvolenou dopravu.').waitFor();
    await expectNoSidewaysScroll(page, 'the checkout form with errors');

    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true }).click();
    await page.getByRole('group', { name: /^Obsah košíku/ }).waitFor();
    await expectNoSidewaysScroll(page, 'the header cart');
    await page.keyboard.press('Escape');

    const form = page.locator('#checkout');
    await form.getByRole('radio', { name: /^Osobní odběr/ }).check();
    await form.getByRole('radio', { name: /^Bankovní převod/ }).check();
    await form.getByRole('combobox', { name: /^Prodejna pro osobní odběr/ }).selectOption({ index: 1 });
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('uzky.displej@example.com');
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('602 111 222');
    await form.getByRole('textbox', { name: /^Jméno/ }).fill('Jana');
    await form.getByRole('textbox', { name: /^Příjmení/ }).fill('Nováková');
    await form.getByRole('textbox', { name: /^Ulice/ }).fill('Veveří 5');
    await form.getByRole('textbox', { name: /^Město/ }).fill('Brno');
    await form.getByRole('textbox', { name: /^PSČ/ }).fill('602 00');
    await page.getByRole('checkbox', { name: /^Souhlasím s obchodními podmínkami/ }).check();
    await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
    await page.waitForURL(/\/shrnuti\/\d+\/[0-9a-f]{64}$/);
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await page.reload();
    await hydrated(page);
    await expectNoSidewaysScroll(page, 'the order summary');
  });

  it('the account pages', { timeout: 90_000 }, async () => {
    const page = await phonePage({ konfety_token: customerToken });
    for (const path of ['/ucet', customerOrderPath, '/ucet/fakturacni-udaje', '/ucet/zmena-hesla', '/account/addresses', '/account/videos']) {
      await page.setViewportSize({ width: WIDTHS[0], height: 740 });
      await page.goto(path);
      await hydrated(page);
      expect(new URL(page.url()).pathname, 'still logged in').toBe(path);
      await expectNoSidewaysScroll(page, path);
    }
    const video = await page.getByRole('main').locator('a[href^="/account/video/"]').first().getAttribute('href');
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await page.goto(video!);
    await hydrated(page);
    await expectNoSidewaysScroll(page, video!);

    const influencer = await phonePage({ konfety_token: influencerToken });
    await influencer.goto('/account/influencer');
    await hydrated(influencer);
    await influencer.getByRole('heading', { level: 1, name: 'Statistiky vašich poukazů' }).waitFor();
    await expectNoSidewaysScroll(influencer, '/account/influencer');
  });
});
