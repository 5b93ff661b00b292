import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, axeViolations, baseUrl, MOBILE, useBrowser } from './support';

/** SPEC §2 cart (/kosik), §5 order rules and §8 voucher/checkout messages, in a real browser. */
const b = useBrowser();

interface Methods {
  delivery: Array<{ id: number; kind: string; name: string; payment_ids: number[] }>;
  payment: Array<{ id: number; kind: string; name: string }>;
  branches: Array<{ id: number; name: string }>;
}

async function methods(): Promise<Methods> {
  const { status, body } = await api<{ data: Methods }>('/checkout/methods');
  expect(status).toBe(200);
  return body.data;
}

/** Puts a cheap single-variant demo product into this page's guest cart through the shared add-to-cart action. */
async function addSomething(page: Page, quantity = 1): Promise<{ name: string }> {
  // Pieces to spare: the browser tests share one shop, and another file may have ordered a scarce product already.
  const { body } = await api<{ data: Array<{ id: number; name: string; price_vat: number; availability: { count: number } }> }>('/catalog/products/top');
  for (const p of body.data.filter((x) => x.price_vat < 50000 && x.availability.count >= 10)) {
    const res = await page.request.post('/_/cart/item', { form: { productId: String(p.id), quantity: String(quantity), mode: 'add' }, headers: { accept: 'application/json', origin: baseUrl() } });
    const json = (await res.json()) as { ok: boolean; message: string; change?: { quantity: number; original_quantity: number } };
    if (json.ok) {
      expect(json.message).toBe('Produkt byl přidán do košíku.');
      expect(json.change).toMatchObject({ quantity, original_quantity: 0 });
      return { name: p.name };
    }
  }
  throw new Error('no demo product could be added to the cart');
}

/** The cart page, hydrated (the checkout's payment list reacts to the delivery only then). */
async function openCart(page: Page) {
  await page.goto('/kosik');
  await page.getByRole('heading', { level: 1, name: 'Košík' }).waitFor();
  // The header's cart toggle is a button only once the page has hydrated.
  await page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
}

const snackbar = (page: Page, text: string | RegExp) => page.locator('[role="status"], [role="alert"]').getByText(text);

describe('cart page', () => {
  it('shows an empty cart with a way home', async () => {
    const page = await b.newPage();
    await page.goto('/kosik');
    await page.locator('#main').getByText('Košík je prázdný.').waitFor();
    expect(await page.getByRole('link', { name: 'Pokračovat v nákupu' }).getAttribute('href')).toBe('/');
  });

  it('lists the items, changes a quantity and passes axe', async () => {
    const page = await b.newPage();
    const { name } = await addSomething(page, 1);
    await openCart(page);
    await page.getByRole('heading', { name: /Zboží v košíku \(1 kus\)/ }).waitFor();
    await page.getByRole('link', { name }).waitFor();
    const { count, report } = await axeViolations(page);
    expect(count, `axe violations on the cart page:\n${report}`).toBe(0);

    await page.getByRole('spinbutton', { name: `Počet kusů: ${name}` }).fill('2');
    await page.getByRole('heading', { name: /Zboží v košíku \(2 kusy\)/ }).waitFor();
    await page.getByRole('button', { name: `Odebrat z košíku: ${name}` }).click();
    await page.locator('#main').getByText('Košík je prázdný.').waitFor();
  });

  it('shows voucher errors as danger snackbars with the SPEC §8 texts', async () => {
    const page = await b.newPage();
    await addSomething(page);
    await openCart(page);
    const code = page.getByRole('textbox', { name: 'Máte slevový kód?' });
    await code.fill('NEEXISTUJE');
    await page.getByRole('button', { name: 'Uplatnit' }).click();
    await snackbar(page, 'Slevový kód neexistuje.').waitFor();

    await code.fill('MINUS200');
    await page.getByRole('button', { name: 'Uplatnit' }).click();
    await snackbar(page, /^Slevový kód lze uplatnit při nákupu od 1\s000,00\sKč\.$/).waitFor();

    await code.fill('SLEVA10');
    await page.getByRole('button', { name: 'Uplatnit' }).click();
    await snackbar(page, 'Slevový kód byl uplatněn.').waitFor();
    await page.getByRole('button', { name: 'Odebrat kód SLEVA10' }).waitFor();
  });

  it('checks the checkout before sending it and then places the order', async () => {
    const m = await methods();
    const pickup = m.delivery.find((d) => d.kind === 'branch_pickup')!;
    const cod = m.payment.find((p) => p.kind === 'cash_on_delivery')!;
    const transfer = m.payment.find((p) => p.kind === 'bank_transfer')!;
    const page = await b.newPage();
    await addSomething(page);
    await openCart(page);
    const form = page.locator('#checkout');
    const submit = page.getByRole('button', { name: 'Odeslat objednávku' });

    // Nothing chosen: one notice, the §8 texts inline, focus on the first invalid field.
    await submit.click();
    await snackbar(page, 'Zadejte všechny povinné údaje prosím.').waitFor();
    await page.locator('#checkout').getByText('Nemáte zvolenou dopravu.').waitFor();
    await page.locator('#checkout').getByText('Nemáte zvolenou platební metodu.').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('deliveryId');
    const email = form.getByRole('textbox', { name: /^E-mail/ });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await email.getAttribute('aria-describedby')}"]`).textContent()).toBe('Pole musí být vyplněno');

    // Personal pickup allows only prepayment.
    await form.getByRole('radio', { name: pickup.name }).check();
    await form.getByRole('radio', { name: transfer.name }).waitFor();
    expect(await form.getByRole('radio', { name: cod.name }).count()).toBe(0);
    await form.getByRole('radio', { name: transfer.name }).check();
    await form.getByRole('combobox', { name: /Prodejna pro osobní odběr/ }).selectOption(String(m.branches[0]!.id));

    await email.fill('kosik.test@example.com');
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('602 111 222');
    await form.getByRole('textbox', { name: /^Jméno/ }).fill('Jana');
    await form.getByRole('textbox', { name: /^Příjmení/ }).fill('Nováková');
    await form.getByRole('textbox', { name: /^Ulice/ }).fill('Karlova 1');
    await form.getByRole('textbox', { name: /^Město/ }).fill('Praha');
    await form.getByRole('textbox', { name: /^PSČ/ }).fill('110 00');

    // A company order with an IČO whose check digit is wrong.
    await form.getByRole('checkbox', { name: 'Nakupuji na firmu' }).check();
    await form.getByRole('textbox', { name: /^IČO/ }).fill('12345678');
    await submit.click();
    await page.locator('#checkout').getByText('Zadejte platné IČO.').waitFor();
    await page.getByText('Pro odeslání objednávky je nutné souhlasit s obchodními podmínkami.').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('invoiceAddress.companyId');
    await form.getByRole('checkbox', { name: 'Nakupuji na firmu' }).uncheck();

    await page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }).check();
    await submit.click();
    await page.waitForURL(/\/shrnuti\/\d+\/[0-9a-f]{64}$/);
    await page.getByText('Čeká na platbu').first().waitFor();
  });

  describe('on a phone (issue 35)', () => {
    /** The cart with something in it at a phone's width, hydrated, and the empty form sent once. */
    async function submittedEmpty() {
      const page = await b.newPage({ viewport: { width: 390, height: MOBILE.height } });
      await addSomething(page);
      await openCart(page);
      await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
      await page.locator('#checkout').getByText('Nemáte zvolenou dopravu.').waitFor();
      return page;
    }
    const errorOf = (page: Page, name: RegExp) =>
      page.locator('#checkout').getByRole('textbox', { name }).evaluate((input) => (input.getAttribute('aria-invalid') === 'true' ? document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '' : null));

    it('answers an empty submit with one notice, not one per problem, and focuses the first invalid field', async () => {
      const page = await submittedEmpty();
      await snackbar(page, 'Zadejte všechny povinné údaje prosím.').waitFor();
      // The notices are shown together, so the one on screen is all there is.
      expect(await page.getByTestId('snackbar').count()).toBe(1);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('deliveryId');
    });

    it('takes each error away as its field becomes right, by the rules of the submit, and leaves the others', async () => {
      const page = await submittedEmpty();
      const form = page.locator('#checkout');
      expect(await errorOf(page, /^PSČ/)).toBe('Pole musí být vyplněno');

      await form.getByRole('textbox', { name: /^E-mail/ }).fill('telefon@example.com');
      await expect.poll(() => errorOf(page, /^E-mail/)).toBeNull();
      // Not right yet: the message says why now.
      await form.getByRole('textbox', { name: /^PSČ/ }).fill('6');
      await expect.poll(() => errorOf(page, /^PSČ/)).toBe('Zadejte platné PSČ.');
      await form.getByRole('textbox', { name: /^PSČ/ }).fill('602 00');
      await expect.poll(() => errorOf(page, /^PSČ/)).toBeNull();

      await form.getByRole('radio', { name: /^Kurýr/ }).check();
      await form.getByText('Nemáte zvolenou dopravu.').waitFor({ state: 'detached' });
      await page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }).check();
      await page.getByText('Pro odeslání objednávky je nutné souhlasit s obchodními podmínkami.').waitFor({ state: 'detached' });

      // The fields nobody touched keep theirs.
      expect(await errorOf(page, /^Jméno/)).toBe('Pole musí být vyplněno');
      await form.getByText('Nemáte zvolenou platební metodu.').waitFor();
    });

    it('links the terms from their checkbox, opening in a new window', async () => {
      const page = await b.newPage({ viewport: { width: 390, height: MOBILE.height } });
      await addSomething(page);
      await openCart(page);
      const link = page.getByRole('link', { name: 'Přečíst obchodní podmínky (otevře se v novém okně)' });
      expect(await link.getAttribute('href')).toBe('/obchodni-podminky');
      expect(await link.getAttribute('target')).toBe('_blank');
    });

    it('puts the order summary with the total before the submit button, which still sends the checkout form', async () => {
      const page = await b.newPage({ viewport: { width: 390, height: MOBILE.height } });
      await addSomething(page);
      await openCart(page);
      const total = page.getByRole('region', { name: 'Souhrn objednávky' }).getByText('Celkem k úhradě');
      const submit = page.getByRole('button', { name: 'Odeslat objednávku' });
      // In the document (what a screen reader and the keyboard meet) and on the screen.
      expect(await total.evaluate((t, button) => Boolean(t.compareDocumentPosition(button as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await submit.elementHandle())).toBe(true);
      expect((await total.boundingBox())!.y).toBeLessThan((await submit.boundingBox())!.y);
      expect(await submit.evaluate((button) => (button as HTMLButtonElement).form?.id)).toBe('checkout');
      const { count, report } = await axeViolations(page);
      expect(count, `axe violations on the cart page at 390 px:\n${report}`).toBe(0);
    });
  });
});
