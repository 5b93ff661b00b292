import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, encodeCookie, useBrowser } from './support';

/**
 * The cart's forms without JavaScript (issue 8 §3): each is a plain POST to
 * `/_/cart` with an `intent`, answered with a 303 back to the page and the
 * outcome shown once from the flash cookie.
 */
const b = useBrowser();

interface Product {
  id: number;
  name: string;
  url: string;
  is_adult: boolean;
  variants: Array<{ id: number; availability: { state: string; count: number } }>;
}
let product: Product;

/** A product with one variant, in stock, not 18+ (found through the API, never by fixed ids). */
beforeAll(async () => {
  const { body } = await api<{ data: Array<{ id: number }> }>('/catalog/products/top');
  for (const { id } of body.data) {
    const detail = (await api<{ data: Product }>(`/catalog/product/${id}`)).body.data;
    if (!detail.is_adult && detail.variants.length === 1 && detail.variants[0]!.availability.state === 'in_stock' && detail.variants[0]!.availability.count >= 3) {
      product = detail;
      return;
    }
  }
  throw new Error('no single-variant product in stock');
});

async function noScriptPage(): Promise<Page> {
  const context = await b.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'cs-CZ' });
  context.setDefaultTimeout(10_000);
  await context.addCookies([{ name: 'konfety_intro_hidden', value: encodeCookie(true), url: baseUrl() }]);
  return context.newPage();
}

describe('cart without JavaScript', () => {
  it('adds from the product page, changes and removes the line on /kosik, each answered by a 303 back', async () => {
    const page = await noScriptPage();
    try {
      await page.goto(product.url);
      const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/_/cart/item' && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Přidat do košíku' }).click();
      const answer = await posted;
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe(product.url);
      await page.getByText('Produkt byl přidán do košíku.').waitFor();
      expect(new URL(page.url()).pathname).toBe(product.url);

      await page.goto('/kosik');
      await page.getByRole('heading', { name: /Zboží v košíku \(1 kus\)/ }).waitFor();
      await page.getByRole('spinbutton', { name: `Počet kusů: ${product.name}` }).fill('3');
      await page.getByRole('button', { name: 'Upravit' }).click();
      await page.getByRole('heading', { name: /Zboží v košíku \(3 kusy\)/ }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/kosik');

      await page.getByRole('textbox', { name: 'Máte slevový kód?' }).fill('NEEXISTUJE');
      await page.getByRole('button', { name: 'Uplatnit' }).click();
      await page.locator('.cart-vouchers').getByText('Slevový kód neexistuje.').waitFor();

      await page.getByRole('button', { name: `Odebrat z košíku: ${product.name}` }).click();
      await page.locator('#main').getByText('Košík je prázdný.').waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('checks out with the terms and the submit button after the summary, outside the form they belong to (issue 35)', async () => {
    const page = await noScriptPage();
    try {
      await page.goto(product.url);
      await page.getByRole('button', { name: 'Přidat do košíku' }).click();
      await page.getByText('Produkt byl přidán do košíku.').waitFor();
      await page.goto('/kosik');
      const form = page.locator('#checkout');
      await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
      // The post came back with its errors, the terms' under their checkbox too.
      await form.getByText('Nemáte zvolenou dopravu.').waitFor();
      await page.getByText('Pro odeslání objednávky je nutné souhlasit s obchodními podmínkami.').waitFor();

      await form.getByRole('radio', { name: /^Osobní odběr/ }).check();
      await form.getByRole('radio', { name: /^Bankovní převod/ }).check();
      await form.getByRole('combobox', { name: /^Prodejna pro osobní odběr/ }).selectOption({ index: 1 });
      await form.getByRole('textbox', { name: /^E-mail/ }).fill('bez.skriptu@example.com');
      await form.getByRole('textbox', { name: /^Telefon/ }).fill('602 111 222');
      // Without JavaScript the delivery address's fields show too: these are the invoice address's.
      const invoiceFields = form.getByRole('group', { name: 'Fakturační adresa' });
      await invoiceFields.getByRole('textbox', { name: /^Jméno/ }).fill('Jana');
      await invoiceFields.getByRole('textbox', { name: /^Příjmení/ }).fill('Nováková');
      await invoiceFields.getByRole('textbox', { name: /^Ulice/ }).fill('Veveří 5');
      await invoiceFields.getByRole('textbox', { name: /^Město/ }).fill('Brno');
      await invoiceFields.getByRole('textbox', { name: /^PSČ/ }).fill('60200');
      await page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }).check();
      await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
      await page.waitForURL(/\/shrnuti\/\d+\/[0-9a-f]{64}$/);
      const invoice = page.locator('section', { has: page.getByRole('heading', { name: 'Fakturační adresa' }) });
      await invoice.getByText('602 00 Brno').waitFor();
      await invoice.getByText('Česká republika').waitFor();
    } finally {
      await page.context().close();
    }
  });
});
