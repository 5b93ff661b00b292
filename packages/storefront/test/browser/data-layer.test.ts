import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, hydrated, placeGuestOrder, useBrowser } from './support';

/**
 * The data layer's e-commerce events in GA4's schema (issue 41; lib/analytics.server.ts built on the server, pushed
 * by the document's head script as React Router shows a page or a form's answer arrives): each event with its
 * payload, on a first page load and after client-side navigations, prices with VAT in CZK, `ecommerce: null` before
 * each, the purchase once per order also when its summary is loaded again, login and sign-up.
 */
const b = useBrowser();

type Pushed = { event?: string; ecommerce?: Record<string, unknown> | null } & Record<string, unknown>;

/** What the page pushed so far: objects only (Consent Mode's `arguments` left out), without the tag manager's start. */
const pushed = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      .filter((e) => e !== null && typeof e === 'object' && !('length' in (e as object)))
      .map((e) => JSON.parse(JSON.stringify(e)) as Record<string, unknown>)
      .filter((e) => e.event !== 'gtm.js'),
  ) as Promise<Pushed[]>;

/** The events named `name` pushed so far, each checked to follow its `{ ecommerce: null }`. */
async function events(page: Page, name: string): Promise<Pushed[]> {
  const all = await pushed(page);
  return all.flatMap((e, i) => {
    if (e.event !== name) return [];
    if (e.ecommerce) expect(all[i - 1], `${name} follows { ecommerce: null }`).toEqual({ ecommerce: null });
    return [e];
  });
}

const one = async (page: Page, name: string) => {
  await expect.poll(async () => (await events(page, name)).length).toBeGreaterThan(0);
  const list = await events(page, name);
  expect(list, `${name} pushed once`).toHaveLength(1);
  return list[0]!;
};

interface Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity?: number;
  item_variant?: string;
}

describe('the data layer', () => {
  it('a shopper’s way: view_item_list, view_item, add_to_cart, begin_checkout, the checkout’s choices, remove_from_cart', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await hydrated(page);
    // A category, reached by a client-side navigation.
    const tile = page.getByRole('region', { name: 'Kategorie', exact: true }).getByRole('link').first();
    const categoryName = (await tile.textContent())!.trim();
    await tile.click();
    await page.getByRole('heading', { level: 1, name: categoryName }).waitFor();
    const list = (await one(page, 'view_item_list')).ecommerce!;
    // The home page's structured data left the head with it (it describes the document's first page only).
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(0);
    const path = new URL(page.url()).pathname;
    expect(list).toMatchObject({ item_list_id: path, item_list_name: categoryName });
    const listed = list.items as Item[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed[0]).toMatchObject({ index: 0, item_id: expect.stringMatching(/^\d+$/), price: expect.any(Number) });

    // A product of it, by a client-side navigation: its price with VAT in CZK, as the API has it.
    const first = listed[0]!;
    await page.getByRole('main').getByRole('heading', { level: 3, name: first.item_name, exact: true }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: first.item_name }).waitFor();
    const viewed = (await one(page, 'view_item')).ecommerce!;
    const detail = (await api<{ data: { price_vat: number; variants: Array<{ price_vat: number; availability: { state: string } }> } }>(`/catalog/product/${first.item_id}`)).body.data;
    const shownVariant = detail.variants.find((v) => v.availability.state === 'in_stock') ?? detail.variants[0]!;
    expect(viewed).toMatchObject({ currency: 'CZK', value: shownVariant.price_vat / 100, items: [{ item_id: first.item_id, item_name: first.item_name, price: shownVariant.price_vat / 100, quantity: 1 }] });

    // Two pieces into the cart.
    await page.getByRole('spinbutton', { name: 'Množství' }).fill('2');
    await page.getByRole('button', { name: 'Přidat do košíku' }).click();
    const added = (await one(page, 'add_to_cart')).ecommerce!;
    expect(added).toMatchObject({ currency: 'CZK', items: [{ item_id: first.item_id, quantity: 2 }] });
    expect(added.value).toBeCloseTo((added.items as Item[])[0]!.price * 2, 2);

    // The cart: the checkout begins; choosing a delivery and a payment says so.
    await page.goto('/kosik');
    await hydrated(page);
    const begun = (await one(page, 'begin_checkout')).ecommerce!;
    expect(begun).toMatchObject({ currency: 'CZK', items: [{ item_id: first.item_id, quantity: 2 }] });
    const delivery = page.getByRole('group', { name: 'Doprava', exact: true }).getByRole('radio').first();
    const deliveryName = (await delivery.evaluate((r) => (r as HTMLInputElement).labels?.[0]?.textContent ?? ''))!;
    await delivery.check();
    const shipping = (await one(page, 'add_shipping_info')).ecommerce!;
    expect(deliveryName).toContain(String(shipping.shipping_tier));
    expect(shipping).toMatchObject({ currency: 'CZK', value: begun.value, items: begun.items });
    await page.getByRole('group', { name: 'Platba', exact: true }).getByRole('radio').first().check();
    expect((await one(page, 'add_payment_info')).ecommerce).toMatchObject({ currency: 'CZK', payment_type: expect.any(String), items: begun.items });

    // Taking the line out of the cart.
    await page.getByRole('button', { name: `Odebrat z košíku: ${first.item_name}` }).click();
    const removed = (await one(page, 'remove_from_cart')).ecommerce!;
    expect(removed).toMatchObject({ currency: 'CZK', items: [{ item_id: first.item_id, quantity: 2 }] });
  });

  it('the purchase: once for its order, also when the summary is opened again', async () => {
    const products = await api<{ data: Array<{ id: number; name: string }> }>('/catalog/products/top?limit=5');
    const product = products.body.data[0]!;
    const detail = (await api<{ data: { variants: Array<{ id: number; availability: { state: string } }> } }>(`/catalog/product/${product.id}`)).body.data;
    const variant = detail.variants.find((v) => v.availability.state === 'in_stock')!;
    const order = await placeGuestOrder({ productId: product.id, variantId: variant.id, quantity: 1 }, { email: 'analytika@example.com' });

    const page = await b.newPage();
    await page.goto(order.url);
    await hydrated(page);
    const bought = (await one(page, 'purchase')).ecommerce!;
    expect(bought).toMatchObject({ transaction_id: order.number, currency: 'CZK', value: order.total / 100, items: [{ item_id: String(product.id), quantity: 1 }] });
    expect('once' in (await events(page, 'purchase'))[0]!).toBe(false);

    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => Array.isArray((window as unknown as { dataLayer: unknown[] }).dataLayer))).toBe(true);
    expect(await events(page, 'purchase')).toEqual([]);
  });

  it('sign_up on the account page a new account lands on, login after logging in', async () => {
    const email = `datova.vrstva.${Date.now()}@example.com`;
    const password = 'Konfety-balonky-2026';
    const page = await b.newPage();
    await page.goto('/registrace');
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: /^Jméno/ }).fill('Dana');
    await form.getByRole('textbox', { name: /^Příjmení/ }).fill('Vrstvová');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('602111333');
    await form.getByLabel(/^Heslo(?! znovu)/).fill(password);
    await form.getByLabel(/^Heslo znovu/).fill(password);
    await form.getByRole('checkbox', { name: /^Souhlasím s obchodními podmínkami/ }).check();
    await form.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await page.waitForURL((u) => u.pathname === '/ucet');
    expect(await one(page, 'sign_up')).toEqual({ event: 'sign_up', method: 'email' });
    // No personal data in the data layer: nothing the visitor typed.
    expect(JSON.stringify(await pushed(page))).not.toContain(email);

    const other = await b.newPage();
    await other.goto('/');
    await hydrated(other);
    const banner = other.getByRole('banner');
    await banner.getByRole('button', { name: /Přihlášení/ }).click();
    await banner.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await banner.getByLabel(/^Heslo(?! znovu)/).fill(password);
    await banner.getByRole('button', { name: 'Přihlásit se' }).click();
    expect(await one(other, 'login')).toEqual({ event: 'login', method: 'email' });
  });
});
