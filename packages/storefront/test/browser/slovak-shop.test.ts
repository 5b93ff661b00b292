import type { Locator, Page } from 'playwright-core';
import { decode } from 'bysquare/pay';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatZip } from '@konfety/domain/company';
import { type Currency, formatCzkIn } from '@konfety/domain/format';
import { TEST_PICKUP_POINTS_SK } from '@konfety/test-support/packeta-widget';
import { baseUrl, decodeCookie, useBrowser, useDatabase, waitForMails } from './support';

/**
 * Issue 41, the Slovak shop: on its own host (SITE_URL_SK; the test shop's default `http://sk.localhost:{port}`, which
 * Chromium resolves to this machine by itself) a guest buys in Slovak, in euros with Slovak VAT, has the goods sent
 * to a Packeta point in Slovakia and pays by bank transfer; the summary's PAY by square code decodes to the order's
 * amount, the Slovak shop's IBAN and the variable symbol. And the language switcher's locale cookie (SPEC §9).
 */
const b = useBrowser();
const db = useDatabase();

const czechBase = () => baseUrl();
const slovakBase = () => `http://sk.localhost:${new URL(baseUrl()).port}`;

/** The shop's API as the Slovak storefront calls it (Node cannot resolve sk.localhost: the site is named by `client-url`). */
async function skApi<T>(path: string): Promise<T> {
  const res = await fetch(`${czechBase()}/api${path}`, { headers: { 'client-url': slovakBase(), accept: 'application/json' } });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

interface Variant {
  id: number;
  name: string;
  price_vat: number;
  availability: { state: string; count: number };
}
interface Product {
  id: number;
  name: string;
  url: string;
  is_adult: boolean;
  variants: Variant[];
}
interface Methods {
  delivery: Array<{ id: number; kind: string; name: string; price_vat: number; free_from: number | null }>;
  payment: Array<{ id: number; kind: string; name: string; price_vat: number }>;
  ships_to: string;
}
interface CurrencyOut {
  code: string;
  rate: number;
  decimals: number;
  symbol_before: string;
  symbol_after: string;
  is_default: boolean;
}
interface Summary {
  number: string;
  total: number;
  variable_symbol: string;
  iban: string | null;
  qr_payment: string | null;
}

let product: Product;
let variant: Variant;
let methods: Methods;
let euro: Currency;

/** An amount the API gives (CZK haléře, Slovak VAT) as the Slovak shop shows it. */
const eur = (minorCzk: number) => formatCzkIn(minorCzk, euro, 'sk');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const definition = (scope: Locator, term: string) => scope.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) }).locator('xpath=following-sibling::dd[1]');

beforeAll(async () => {
  methods = await skApi<Methods>('/checkout/methods');
  expect(methods.ships_to).toBe('SK');
  const currency = (await skApi<CurrencyOut[]>('/lists/currencies')).find((c) => c.is_default)!;
  expect(currency.code).toBe('EUR');
  euro = { code: 'EUR', rate: String(currency.rate), decimals: currency.decimals, symbolBefore: currency.symbol_before, symbolAfter: currency.symbol_after };
  // A product of one variant in stock, not 18+, from the first listing page of a top category.
  for (const category of await skApi<Array<{ id: number }>>('/catalog/category/sk')) {
    const listing = await skApi<{ products: Array<{ id: number; is_adult: boolean }> }>(`/catalog/category/${category.id}/products`);
    for (const { id, is_adult } of listing.products) {
      if (is_adult) continue;
      const p = await skApi<Product>(`/catalog/product/${id}`);
      if (p.variants.length === 1 && p.variants[0]!.availability.state === 'in_stock' && p.variants[0]!.availability.count >= 3) {
        product = p;
        variant = p.variants[0]!;
        return;
      }
    }
  }
  throw new Error('the demo shop has no orderable one-variant product for the Slovak walk');
});

/** Adds two pieces on the product page and goes to the cart. */
async function addToCart(page: Page) {
  await page.goto(`/sk${product.url}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  // Hydrated: the header's cart toggle is a button only then.
  const cartToggle = page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true });
  await cartToggle.waitFor();
  await page.getByRole('spinbutton', { name: 'Množstvo' }).fill('2');
  await page.getByRole('button', { name: 'Pridať do košíka' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Pridané do košíka' });
  await notice.getByRole('link', { name: product.name }).waitFor();
  expect(await notice.textContent()).toContain(eur(variant.price_vat));
  await notice.getByRole('link', { name: 'Prejsť do košíka' }).click();
  await page.waitForURL((u) => u.pathname === '/sk/kosik');
}

describe('the Slovak shop (Chromium)', () => {
  it('sells in Slovak and euros: a Packeta point in Slovakia, a bank transfer, a PAY by square code of the order', async () => {
    const shopper = `host.slovensko.${Date.now()}@example.com`;
    const page = await b.newPage({ baseUrl: slovakBase() });

    // The Slovak site's root is its Slovak home page, in euros.
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/sk');
    expect(await page.locator('html').getAttribute('lang')).toBe('sk');
    await page.getByRole('heading', { level: 1, name: 'Všetko pre vašu párty' }).waitFor();
    expect(await page.getByRole('group', { name: 'Mena' }).getByRole('button', { name: 'EUR' }).getAttribute('aria-pressed')).toBe('true');

    await addToCart(page);
    await page.getByRole('heading', { level: 1, name: 'Košík' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true }).waitFor();
    // The line links the Slovak product page, as the category menu links the Slovak listings.
    expect(await page.getByRole('main').getByRole('link', { name: product.name, exact: true }).first().getAttribute('href')).toBe(`/sk${product.url}`);
    expect(await page.locator('.hdr-cat__head').first().getAttribute('href')).toMatch(/^\/sk\/\d+\//);

    // Delivery to a Packeta point: the widget opens on Slovakia's points.
    const delivery = methods.delivery.find((d) => d.kind === 'pickup_point')!;
    const payment = methods.payment.find((p) => p.kind === 'bank_transfer')!;
    expect(methods.delivery.map((d) => d.kind)).not.toContain('branch_pickup');
    await page.getByRole('group', { name: 'Doprava', exact: true }).getByRole('radio', { name: new RegExp(`^${escapeRegExp(delivery.name)}`) }).check();
    await page.getByRole('button', { name: 'Vybrať výdajné miesto' }).click();
    const widget = page.getByRole('dialog', { name: 'Výběr výdejního místa' });
    expect(await widget.getAttribute('data-country')).toBe('sk');
    const point = TEST_PICKUP_POINTS_SK[0];
    await widget.getByRole('button', { name: new RegExp(`^${escapeRegExp(point.name)},`) }).click();
    await widget.waitFor({ state: 'detached' });
    await page.getByText(`${point.name}, ${point.street}, ${formatZip(point.zip)} ${point.city}`).waitFor();
    await page.getByRole('group', { name: 'Platba', exact: true }).getByRole('radio', { name: new RegExp(`^${escapeRegExp(payment.name)}`) }).check();

    const goods = variant.price_vat * 2;
    const expected = goods + (delivery.free_from !== null && goods >= delivery.free_from ? 0 : delivery.price_vat) + payment.price_vat;
    const totals = page.getByRole('region', { name: 'Súhrn objednávky', exact: true });
    await expect.poll(() => definition(totals, 'Spolu na úhradu').textContent()).toBe(eur(expected));

    const contact = page.getByRole('group', { name: 'Kontaktné údaje', exact: true });
    await contact.getByRole('textbox', { name: 'E-mail', exact: true }).fill(shopper);
    expect(await contact.getByRole('combobox', { name: /^Predvoľba/ }).inputValue()).toBe('+421');
    await contact.getByRole('textbox', { name: 'Telefón', exact: true }).fill('905123456');
    const invoice = page.getByRole('group', { name: 'Fakturačná adresa', exact: true });
    await invoice.getByRole('textbox', { name: 'Meno', exact: true }).fill('Zuzana');
    await invoice.getByRole('textbox', { name: 'Priezvisko', exact: true }).fill('Kováčová');
    await invoice.getByRole('textbox', { name: 'Ulica a číslo', exact: true }).fill('Obchodná 5');
    await invoice.getByRole('textbox', { name: 'Mesto', exact: true }).fill('Bratislava');
    await invoice.getByRole('textbox', { name: 'PSČ', exact: true }).fill('811 06');
    expect(await invoice.getByRole('combobox', { name: 'Krajina' }).inputValue()).toBe('SK');
    await page.getByRole('checkbox', { name: 'Súhlasím s obchodnými podmienkami' }).check();
    await page.getByRole('button', { name: 'Odoslať objednávku' }).click();

    // The summary, on the Slovak shop's own path.
    await page.waitForURL((u) => /^\/sk\/zhrnutie\/\d+\/[0-9a-f]{64}$/.test(u.pathname));
    const [, id, hash] = /^\/sk\/zhrnutie\/(\d+)\/([0-9a-f]{64})$/.exec(new URL(page.url()).pathname)!;
    const summary = await skApi<Summary>(`/orders/summary/${id}/${hash}`);
    expect(summary.total).toBe(expected);
    await page.getByRole('heading', { level: 1, name: 'Ďakujeme za vašu objednávku' }).waitFor();
    const bank = page.getByRole('region', { name: 'Platobné údaje', exact: true });
    expect(await definition(bank, 'Variabilný symbol').textContent()).toBe(summary.number);
    expect((await definition(bank, 'IBAN').textContent())?.replace(/\s/g, '')).toBe(summary.iban);
    expect(summary.iban).toMatch(/^SK\d{22}$/);
    expect(await definition(bank, 'Suma').textContent()).toBe(eur(summary.total));
    expect(await page.getByRole('main').textContent()).not.toContain('Kč');

    // The QR image is the order's PAY by square code, which a Slovak banking app reads as this very payment.
    const qr = bank.getByRole('img', { name: `PAY by square na úhradu objednávky č. ${summary.number}` });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const decoded = decode(summary.qr_payment!);
    const [payment0] = decoded.payments;
    expect(payment0).toMatchObject({ currencyCode: 'EUR', variableSymbol: summary.number, amount: Number(eur(summary.total).replace(/[^\d,]/g, '').replace(',', '.')) });
    expect(payment0!.bankAccounts[0]!.iban).toBe(summary.iban);

    // Stored as a Slovak order in euros; the confirmation in Slovak links the Slovak summary.
    const [order] = await db.query<{ site_id: number; currency_id: number; total: number }>('SELECT site_id, currency_id, total FROM orders WHERE email = $1', [shopper]);
    expect(order).toEqual({ site_id: 2, currency_id: 2, total: summary.total });
    const [mail] = await waitForMails(shopper);
    expect(mail!.subject).toContain(summary.number);
    expect(mail!.subject).not.toMatch(/Potvrzení|objednávky č\. .* Kč/);
    expect(mail!.text).toContain(`${slovakBase()}/sk/zhrnutie/${id}/${hash}`);
    expect(mail!.text).toContain(eur(summary.total));
    expect(mail!.text).not.toContain('Kč');
  });

  it('remembers the language chosen in the switcher for 365 days on both sites, and the Czech root then opens the Slovak shop', async () => {
    const page = await b.newPage({ baseUrl: czechBase() });
    await page.goto('/prodejny');
    await page.getByRole('navigation', { name: 'Jazyk' }).first().getByRole('link', { name: 'Slovenčina' }).click();
    await page.waitForURL((u) => u.origin === slovakBase() && u.pathname === '/sk/predajne');
    const cookies = await page.context().cookies();
    const locale = cookies.filter((c) => c.name === 'konfety_locale');
    expect(locale.map((c) => c.domain).sort()).toEqual(['127.0.0.1', 'sk.localhost']);
    for (const c of locale) {
      expect(decodeCookie(c.value)).toBe('sk');
      // A year, less the moments since it was set.
      expect(c.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
      expect(c.expires * 1000 - Date.now()).toBeLessThanOrEqual(365 * 86_400_000);
    }
    await page.goto(`${czechBase()}/`);
    expect(page.url()).toBe(`${slovakBase()}/sk`);

    // Back to Czech: both hosts remember that instead, and the Czech root stays Czech.
    await page.getByRole('navigation', { name: 'Jazyk' }).first().getByRole('link', { name: 'Čeština' }).click();
    await page.waitForURL((u) => u.origin === czechBase() && u.pathname === '/');
    expect(await page.locator('html').getAttribute('lang')).toBe('cs');
    const after = (await page.context().cookies()).filter((c) => c.name === 'konfety_locale');
    expect(after.map((c) => decodeCookie(c.value))).toEqual(['cs', 'cs']);
    await page.goto(`${slovakBase()}/`);
    expect(page.url()).toBe(`${czechBase()}/`);
  });

  it('switches a product page to the same product in the other language, at its translated address', async () => {
    const czech = await fetch(`${czechBase()}/api/catalog/product/${product.id}`, { headers: { 'client-url': czechBase(), accept: 'application/json' } });
    const czechPath = ((await czech.json()) as { data: Product }).data.url;
    const page = await b.newPage({ baseUrl: slovakBase() });
    await page.goto(`/sk${product.url}`);
    await page.getByRole('navigation', { name: 'Jazyk' }).first().getByRole('link', { name: 'Čeština' }).click();
    await page.waitForURL((u) => u.origin === czechBase() && u.pathname === czechPath);
    expect(await page.locator('html').getAttribute('lang')).toBe('cs');
  });
});
