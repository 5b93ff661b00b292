import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_COMPANIES } from '@konfety/test-support/ares';
import { axeViolations, api, hydrated, useBrowser, waitForMails } from './support';

/**
 * Issue 11's walk in Chromium: a customer registers, logs out, resets the password from the e-mail the local SMTP
 * catcher caught, keeps addresses and invoice details (the company filled from the ARES stand-in), orders with a
 * saved address and finds the order in the account; opening the order's page anonymously leads through the login
 * back to it, with the guest cart carried into the account. The influencer sees the statistics, a plain customer
 * gets a 404 there.
 */
const b = useBrowser();

const EMAIL = `walk-${process.pid}-${Date.now()}@example.cz`;
const PASSWORD = 'Balonkova-parta-2026';
const NEW_PASSWORD = 'Konfety-na-oslavu-77';
const COMPANY = TEST_COMPANIES[0]!;

interface Product {
  id: number;
  name: string;
  url: string;
  is_adult: boolean;
  variants: Array<{ id: number; availability: { state: string; count: number } }>;
}
const products: Product[] = [];

/** Two single-variant products in stock, not 18+ (found through the API, never by fixed ids). */
beforeAll(async () => {
  const top = (await api<{ data: Array<{ id: number }> }>('/catalog/products/top')).body.data;
  const menu = (await api<{ data: Array<{ id: number }> }>('/catalog/category/cs')).body.data;
  const listed = await Promise.all(menu.map(async (c) => (await api<{ data: { products: Array<{ id: number }> } }>(`/catalog/category/${c.id}/products`)).body.data.products));
  for (const { id } of [...top, ...listed.flat()]) {
    const detail = (await api<{ data: Product }>(`/catalog/product/${id}`)).body.data;
    const variant = detail.variants[0]!;
    if (!detail.is_adult && detail.variants.length === 1 && variant.availability.state === 'in_stock' && variant.availability.count >= 3 && !products.some((p) => p.id === id)) products.push(detail);
    if (products.length === 2) return;
  }
  throw new Error('not enough single-variant products in stock');
});

const main = (page: Page) => page.getByRole('main');

async function expectNoAxeViolations(page: Page) {
  const { count, report } = await axeViolations(page);
  expect(count, report).toBe(0);
}

/** Adds one piece of `product` on its page (hydrated: the header cart toggle is a button only then). */
async function addToCart(page: Page, product: Product) {
  await page.goto(product.url);
  await hydrated(page);
  await page.getByRole('button', { name: 'Přidat do košíku' }).click();
  await page.getByRole('status').filter({ hasText: 'Přidáno do košíku' }).waitFor();
}

/** The reset link from the newest reset e-mail to the address. */
function resetLink(text: string): string {
  const m = /https?:\/\/[^\s"<>]+\/zmena-hesla\/([0-9a-f]{64})/.exec(text);
  expect(m, 'a reset link in the e-mail').not.toBeNull();
  return new URL(m![0]).pathname;
}

describe('customer accounts in Chromium (issue 11)', () => {
  it('register → addresses → invoice details from ARES → order with a saved address → log out → reset the password by e-mail → the order page anonymously → log in → back on it, guest cart merged', { timeout: 240_000 }, async () => {
    const page = await b.newPage();

    // Registration (SPEC §2 /registrace): logged in at once, welcomed on /ucet, welcome e-mail sent.
    await page.goto('/registrace');
    const form = main(page);
    await form.getByRole('textbox', { name: /^Jméno/ }).fill('Zdeňka');
    await form.getByRole('textbox', { name: /^Příjmení/ }).fill('Průchová');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(EMAIL);
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('602111333');
    await form.getByLabel(/^Heslo(?! znovu)/).fill(PASSWORD);
    await form.getByLabel(/^Heslo znovu/).fill(PASSWORD);
    await form.getByRole('checkbox', { name: /^Souhlasím s obchodními podmínkami/ }).check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await page.waitForURL((u) => u.pathname === '/ucet');
    await main(page).getByText('Registrace proběhla úspěšně, jste přihlášeni. Vítejte!').waitFor();
    await main(page).getByText('Zatím u nás nemáte žádnou objednávku.').waitFor();
    await page.getByRole('navigation', { name: 'Můj účet' }).getByRole('link', { name: 'Moje objednávky' }).waitFor();
    expect((await waitForMails(EMAIL, 1))[0]!.subject).toMatch(/^Vítejte v obchodě /);

    // Delivery addresses: add two, edit one, delete the other (SPEC §8 notices).
    await page.getByRole('navigation', { name: 'Můj účet' }).getByRole('link', { name: 'Doručovací adresy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Doručovací adresy' }).waitFor();
    await expectNoAxeViolations(page);
    const addAddress = async (name: string, street: string, city: string, zip: string) => {
      const section = main(page);
      await section.getByRole('textbox', { name: /^Název adresy/ }).fill(name);
      await section.getByRole('textbox', { name: /^Jméno/ }).fill('Zdeňka');
      await section.getByRole('textbox', { name: /^Příjmení/ }).fill('Průchová');
      await section.getByRole('textbox', { name: /^Ulice a číslo popisné/ }).fill(street);
      await section.getByRole('textbox', { name: /^Město/ }).fill(city);
      await section.getByRole('textbox', { name: /^PSČ/ }).fill(zip);
      await section.getByRole('button', { name: 'Přidat adresu', exact: true }).click();
      await main(page).getByText('Adresa byla uložena.').waitFor();
    };
    await addAddress('Domů', 'Dlouhá 5', 'Olomouc', '779 00');
    await addAddress('Chata', 'Lesní 1', 'Hlinsko', '539 01');
    await main(page).getByRole('link', { name: 'Upravit adresu Domů' }).or(main(page).getByRole('button', { name: 'Upravit adresu Domů' })).click();
    await main(page).getByRole('heading', { name: 'Upravit adresu Domů' }).waitFor();
    await main(page).getByRole('textbox', { name: /^Ulice a číslo popisné/ }).fill('Dlouhá 7');
    await main(page).getByRole('button', { name: 'Uložit adresu' }).click();
    await main(page).getByText('Adresa byla uložena.').waitFor();
    await main(page).getByText('Dlouhá 7').waitFor();
    await main(page).getByRole('link', { name: 'Smazat adresu Chata' }).or(main(page).getByRole('button', { name: 'Smazat adresu Chata' })).click();
    await main(page).getByRole('button', { name: 'Ano, smazat adresu Chata' }).click();
    await main(page).getByText('Adresa byla smazána.').waitFor();
    expect(await main(page).getByText('Lesní 1').count()).toBe(0);

    // Invoice details: the company filled from the (stand-in) company registry, then saved.
    await page.getByRole('navigation', { name: 'Můj účet' }).getByRole('link', { name: 'Fakturační údaje' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fakturační údaje' }).waitFor();
    await main(page).getByRole('textbox', { name: /^IČO/ }).fill(COMPANY.ico);
    await main(page).getByRole('button', { name: 'Načíst údaje z ARES' }).click();
    await expect.poll(() => main(page).getByRole('textbox', { name: /^Název firmy/ }).inputValue()).toBe(COMPANY.obchodniJmeno);
    expect(await main(page).getByRole('textbox', { name: /^DIČ/ }).inputValue()).toBe(COMPANY.dic);
    for (const [label, value] of [
      [/^Jméno/, 'Zdeňka'],
      [/^Příjmení/, 'Průchová'],
    ] as const) {
      const field = main(page).getByRole('textbox', { name: label });
      if ((await field.inputValue()) === '') await field.fill(value);
    }
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Uložit fakturační údaje' }).click();
    await main(page).getByText('Údaje byly aktualizovány.').waitFor();

    // An order with the saved address: the checkout is prefilled from the invoice details.
    await addToCart(page, products[0]!);
    await page.goto('/kosik');
    await page.getByRole('heading', { level: 1, name: 'Košík' }).waitFor();
    await page.getByRole('group', { name: 'Doprava', exact: true }).getByRole('radio', { name: /^Kurýr PPL/ }).check();
    await page.getByRole('group', { name: 'Platba', exact: true }).getByRole('radio', { name: /^Bankovní převod/ }).check();
    const contact = page.getByRole('group', { name: 'Kontaktní údaje', exact: true });
    expect(await contact.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).toBe(EMAIL);
    const different = page.getByRole('checkbox', { name: 'Doručit na jinou adresu' });
    if (!(await different.isChecked())) await different.check();
    await page.getByRole('combobox', { name: /^Uložená adresa/ }).selectOption({ label: await optionLabel(page, 'Domů') });
    const delivery = page.getByRole('group', { name: 'Dodací adresa', exact: true });
    await expect.poll(() => delivery.getByRole('textbox', { name: 'Ulice a číslo popisné', exact: true }).inputValue()).toBe('Dlouhá 7');
    await page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }).check();
    await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
    await page.waitForURL((u) => /^\/shrnuti\/\d+\/[0-9a-f]{64}$/.test(u.pathname));
    const orderId = Number(/^\/shrnuti\/(\d+)\//.exec(new URL(page.url()).pathname)![1]);
    const orderNumber = (await page.getByText(/^Objednávka č\. \d+$/).first().textContent())!.replace('Objednávka č. ', '');

    // The order in the account at once, with its detail.
    await page.goto('/ucet');
    const orders = page.getByRole('table');
    await orders.getByRole('row').filter({ hasText: orderNumber }).waitFor();
    await expectNoAxeViolations(page);

    // Log out (the account's side navigation), then the password reset by e-mail.
    await page.getByRole('complementary').getByRole('button', { name: 'Odhlásit se' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/ucet'));
    await page.goto('/obnova-hesla');
    await expectNoAxeViolations(page);
    await main(page).getByRole('textbox', { name: /^E-mail/ }).fill(EMAIL);
    await main(page).getByRole('button', { name: 'Poslat odkaz' }).click();
    await main(page).getByText('Na váš e-mail jsme poslali odkaz pro obnovu hesla.').waitFor();
    // Welcome, the order's confirmation, the reset link.
    const mails = await waitForMails(EMAIL, 3);
    const resetMail = mails.find((m) => /zmena-hesla\//.test(m.text ?? ''));
    await page.goto(resetLink(resetMail?.text ?? ''));
    await main(page).getByLabel(/^Nové heslo(?! znovu)/).fill(NEW_PASSWORD);
    await main(page).getByLabel(/^Nové heslo znovu/).fill(NEW_PASSWORD);
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Uložit nové heslo' }).click();
    await main(page).getByText('Heslo bylo změněno', { exact: false }).first().waitFor();

    // As a guest again: something in the guest cart, then the order's page, which needs the login.
    await addToCart(page, products[1]!);
    await page.goto(`/ucet/objednavka/${orderId}`);
    await page.waitForURL((u) => u.pathname === '/' && u.searchParams.get('redirect') === `/ucet/objednavka/${orderId}`);
    await hydrated(page);
    const login = page.getByRole('banner');
    await login.getByRole('textbox', { name: 'E-mail', exact: true }).fill(EMAIL);
    await login.getByLabel(/^Heslo(?! znovu)/).fill(PASSWORD);
    await login.getByRole('button', { name: 'Přihlásit se' }).click();
    // The old password no longer works …
    await login.getByText(/nepodařilo|nesprávn|neplatn/i).first().waitFor();
    await login.getByLabel(/^Heslo(?! znovu)/).fill(NEW_PASSWORD);
    await login.getByRole('button', { name: 'Přihlásit se' }).click();
    // … the new one brings the customer back to the order.
    await page.waitForURL((u) => u.pathname === `/ucet/objednavka/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `Objednávka č. ${orderNumber}` }).waitFor();
    await expectNoAxeViolations(page);
    // The guest cart came along into the account's cart.
    await expect.poll(() => page.locator('.hdr-cart__badge').textContent()).toBe('1');
    await page.goto('/kosik');
    await page.getByRole('region', { name: /^Zboží v košíku/ }).getByRole('link', { name: products[1]!.name }).waitFor();
  });

  it('the influencer sees the voucher statistics; a plain customer gets the 404 page there', { timeout: 60_000 }, async () => {
    const influencer = await b.newPage();
    await logIn(influencer, 'influencer@example.com');
    await influencer.waitForURL((u) => u.pathname === '/account/influencer').catch(async (e: unknown) => {
      throw new Error(`${String(e)}\nat ${influencer.url()}\n${(await influencer.getByRole('banner').innerText()).slice(0, 1500)}`);
    });
    await influencer.getByRole('heading', { level: 1, name: 'Statistiky vašich poukazů' }).waitFor();
    for (const stat of ['Použité poukazy', 'Poukazů celkem', 'Nevyplacená provize', 'Celková marže']) await main(influencer).getByText(stat, { exact: true }).first().waitFor();
    await main(influencer).getByRole('table').getByText('TEREZA15').waitFor();
    await expectNoAxeViolations(influencer);

    const customer = await b.newPage();
    await logIn(customer, 'zakaznik@example.com');
    await customer.waitForURL((u) => u.pathname === '/account/influencer');
    // The customer's other account pages pass axe too: the video library, a video, the password change.
    await customer.goto('/account/videos');
    const firstVideo = main(customer).locator('a[href^="/account/video/"]').first();
    await firstVideo.waitFor();
    await expectNoAxeViolations(customer);
    await customer.goto((await firstVideo.getAttribute('href'))!);
    await main(customer).locator('video').waitFor({ state: 'attached' });
    await expectNoAxeViolations(customer);
    await customer.goto('/ucet/zmena-hesla');
    await customer.getByRole('heading', { level: 1, name: 'Změna hesla' }).waitFor();
    await expectNoAxeViolations(customer);
    const answer = await customer.goto('/account/influencer');
    expect(answer!.status()).toBe(404);
    await customer.getByText('Stránka, kterou hledáte, neexistuje nebo byla přesunuta.').waitFor();
  });

  it('a logged-in customer gets the catalogue page everyone gets, and the header names them once hydrated', { timeout: 60_000 }, async () => {
    const listing = (await api<{ data: Array<{ url: string }> }>('/catalog/category/cs')).body.data[0]!.url;
    const anonymous = await b.newPage();
    const everyone = await anonymous.goto(listing);
    const customer = await b.newPage();
    await logIn(customer, 'zakaznik@example.com', '/ucet');
    await customer.waitForURL((u) => u.pathname === '/ucet');
    const answer = await customer.goto(listing);
    // The same page (its ETag hashes the page itself, so a render made meanwhile has the same one) …
    expect(answer!.headers().etag).toBeDefined();
    expect(answer!.headers().etag).toBe(everyone!.headers().etag);
    expect(await answer!.text()).not.toContain('Nováková');
    // … whose header asks who is logged in once hydrated.
    await hydrated(customer);
    await customer.getByRole('banner').getByRole('button', { name: 'Můj účet: Jana Nováková' }).waitFor();
    await expectNoAxeViolations(customer);
  });
});

/** Logs a demo account in with the header's form on the home page that an auth guard sent it to (`?redirect=`). */
async function logIn(page: Page, email: string, redirect = '/account/influencer') {
  await page.goto(`/?${new URLSearchParams({ redirect })}`);
  await hydrated(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await banner.getByLabel(/^Heslo(?! znovu)/).fill('Heslo123');
  await banner.getByRole('button', { name: 'Přihlásit se' }).click();
}

/** The full text of the saved-address option that starts with `name` (the option says more than the name). */
async function optionLabel(page: Page, name: string): Promise<string> {
  const options = await page.getByRole('combobox', { name: /^Uložená adresa/ }).locator('option').allTextContents();
  const found = options.find((o) => o.startsWith(name));
  expect(found, `a saved address option starting with ${name}`).toBeDefined();
  return found!;
}
