import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, decodeCookie, MOBILE, useBrowser } from './support';

/** SPEC §2/§4/§9: the header cart widget (loading overlay → empty / list, 'show more' above 5 items). */
const b = useBrowser();

interface Stocked {
  id: number;
  variantId: number;
  name: string;
}
let stocked: Stocked[] = [];

/** Products with a variant in stock, found through the API (never by fixed ids). */
beforeAll(async () => {
  const list = await api<{ data: { products: Array<{ id: number; name: string }> } }>('/catalog/category/1/products?in_stock=true&limit=30');
  expect(list.status).toBe(200);
  for (const p of list.body.data.products) {
    const detail = await api<{ data: { variants: Array<{ id: number; availability: { count: number } }> } }>(`/catalog/product/${p.id}`);
    const variant = detail.body.data.variants.find((v) => v.availability.count >= 1);
    if (variant) stocked.push({ id: p.id, variantId: variant.id, name: p.name });
    if (stocked.length === 6) break;
  }
  expect(stocked).toHaveLength(6);
});

/** The guest cart's tempId from the httpOnly cookie set by GET /_/cart (React Router cookie: base64 JSON). */
async function guestCartId(page: Page): Promise<string> {
  let raw: string | undefined;
  await expect
    .poll(async () => {
      raw = (await page.context().cookies()).find((c) => c.name === 'konfety_cart')?.value;
      return raw;
    })
    .toBeTruthy();
  const tempId = decodeCookie<string>(raw!);
  expect(tempId).toMatch(/^[0-9a-f-]{36}$/);
  return tempId;
}

async function putItem(tempId: string, item: Stocked, quantity = 1) {
  const r = await api(`/cart/${tempId}`, { method: 'PUT', body: { id: item.id, variantId: item.variantId, quantity } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

/** The widget's toggle: a button only once hydrated (before that a plain link to /kosik). */
function cartButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true });
}

/** The dropdown panel (role group, labelled by its title). */
function cartPanel(page: Page) {
  return page.getByRole('group', { name: /^Obsah košíku/ });
}

async function openCart(page: Page) {
  const button = cartButton(page);
  await button.waitFor();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
}

describe('cart widget', () => {
  it('shows a loading overlay until the carts are loaded, then the empty state for a new visitor', async () => {
    const page = await b.newPage();
    // Hold the cart request until the overlay has been seen.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (u) => u.pathname.startsWith('/_/cart'),
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await page.goto('/');
    await openCart(page);
    const panel = cartPanel(page);
    await panel.getByText('Načítám košík…').waitFor();
    expect(await panel.getAttribute('aria-busy')).toBe('true');
    expect(await panel.getByText('Košík je prázdný.').count()).toBe(0);
    release();
    await panel.getByText('Košík je prázdný.').waitFor();
    await panel.getByText('Načítám košík…').waitFor({ state: 'hidden' });
    expect(await panel.getAttribute('aria-busy')).toBe('false');
  });

  it('lists an item added through the API as the same guest', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await openCart(page);
    await cartPanel(page).getByText('Košík je prázdný.').waitFor();
    const tempId = await guestCartId(page);
    await putItem(tempId, stocked[0]!, 2);

    await page.reload();
    await openCart(page);
    const panel = cartPanel(page);
    await panel.getByRole('link', { name: stocked[0]!.name, exact: true }).waitFor();
    await panel.getByText('2 ks').waitFor();
    expect(await panel.getByText('Košík je prázdný.').count()).toBe(0);
    expect(await panel.getByRole('link', { name: 'Zobrazit další' }).count()).toBe(0);
  });

  it('shows each line’s picture at its 56 px on a phone, offering only the small file (issue 35)', async () => {
    const page = await b.newPage({ viewport: { width: 320, height: MOBILE.height } });
    await page.goto('/');
    await openCart(page);
    await cartPanel(page).getByText('Košík je prázdný.').waitFor();
    await putItem(await guestCartId(page), stocked[0]!, 1);
    await page.reload();
    await openCart(page);
    const picture = cartPanel(page).locator('.hdr-cart__image');
    await picture.waitFor();
    const box = (await picture.boundingBox())!;
    expect([box.width, box.height]).toEqual([56, 56]);
    // Left of the line's name, in the first column, not squeezed into the name's.
    expect(box.x + box.width).toBeLessThanOrEqual((await cartPanel(page).getByRole('link', { name: stocked[0]!.name, exact: true }).boundingBox())!.x);
    expect(await picture.getAttribute('srcset')).toMatch(/^\/images\/ico\/[^,]+ 160w$/);
    expect(await picture.getAttribute('src')).toMatch(/^\/images\/ico\//);
  });

  it('shows 5 items and a "show more" link when the cart has more than 5', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await openCart(page);
    const tempId = await guestCartId(page);
    for (const item of stocked.slice(0, 6)) await putItem(tempId, item);

    await page.reload();
    await openCart(page);
    const panel = cartPanel(page);
    const more = panel.getByRole('link', { name: 'Zobrazit další' });
    await more.waitFor();
    expect(await more.getAttribute('href')).toBe('/kosik');
    const shown: string[] = [];
    for (const item of stocked.slice(0, 6)) if ((await panel.getByRole('link', { name: item.name, exact: true }).count()) > 0) shown.push(item.name);
    expect(shown).toHaveLength(5);
    expect(await panel.getByRole('listitem').count()).toBe(5);

    // Following it leads to the cart page.
    await more.click();
    await page.waitForURL((u) => u.pathname === '/kosik');
  });
});
