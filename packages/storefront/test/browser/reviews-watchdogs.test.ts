import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, axeViolations, hydrated, mailsTo, useBrowser, useDatabase, waitForMails } from './support';

/**
 * Issue 38's reviews and stock watchdogs in Chromium: a guest sets a watchdog on a sold-out variant from the product
 * page and gets exactly one e-mail once the stock is raised (by a statement on the shop's database, as a back office
 * or a script would); a customer who bought a product reviews it from the product page's link, through the login,
 * and finds the review on the product page with the verified-purchase badge.
 */
const b = useBrowser();
const db = useDatabase();

interface Detail {
  id: number;
  name: string;
  url: string;
  is_adult: boolean;
  variants: Array<{ id: number; name: string; availability: { state: string } }>;
}

const detail = async (id: number) => (await api<{ data: Detail }>(`/catalog/product/${id}`)).body.data;

async function expectNoAxeViolations(page: Page) {
  const { count, report } = await axeViolations(page);
  expect(count, report).toBe(0);
}

describe('stock watchdog', () => {
  it('a guest sets it on a sold-out variant and gets one e-mail when the stock comes back', async () => {
    const [row] = await db.query<{ product_id: number; variant_id: number }>(`
      select v.product_id, v.id as variant_id from variants v join products p on p.id = v.product_id
      where p.active and v.active and not p.is_adult
        and exists (select 1 from stock s where s.variant_id = v.id)
        and not exists (select 1 from stock s where s.variant_id = v.id and s.quantity > 0)
        and not exists (select 1 from watchdogs w where w.variant_id = v.id)
      order by v.id limit 1`);
    const product = await detail(row!.product_id);
    const email = `hlidac-${process.pid}-${Date.now()}@example.cz`;
    const page = await b.newPage();
    await page.goto(product.url);
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Hlídat dostupnost' });
    if (product.variants.length > 1) await form.getByLabel('Varianta').selectOption(String(row!.variant_id));
    await form.getByLabel('Váš e-mail').fill(email);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Hlídat' }).click();
    await page.getByRole('form', { name: 'Hlídat dostupnost' }).getByRole('status').filter({ hasText: 'Hlídací pes byl nastaven.' }).waitFor();
    expect(mailsTo(email)).toHaveLength(0);

    await db.query('update stock set quantity = 3 where variant_id = $1', [row!.variant_id]);
    const [mail] = await waitForMails(email, 1);
    expect(mail!.subject).toMatch(/ je opět skladem$/);
    expect(mail!.text).toContain(product.url);
    // More stock, sold out and back: the watchdog ended with its mail.
    await db.query('update stock set quantity = 0 where variant_id = $1', [row!.variant_id]);
    await db.query('update stock set quantity = 5 where variant_id = $1', [row!.variant_id]);
    await expect.poll(() => db.query<{ n: number }>(`select count(*)::int as n from jobs where kind = 'watchdogs.notify' and done_at is null`).then((r) => r[0]!.n), { timeout: 15_000 }).toBe(0);
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('reviews', () => {
  it('a customer who bought a product reviews it and sees the verified-purchase badge', async () => {
    const [bought] = await db.query<{ product_id: number }>(`
      select i.product_id from order_items i join orders o on o.id = i.order_id join users u on u.id = o.user_id join products p on p.id = i.product_id
      where u.email = 'zakaznik@example.com' and o.state = 'delivered' and p.active and not p.is_adult order by i.product_id limit 1`);
    const product = await detail(bought!.product_id);
    const page = await b.newPage();
    await page.goto(product.url);
    await hydrated(page);
    await page.getByRole('region', { name: 'Hodnocení zákazníků' }).getByRole('link', { name: 'Napsat hodnocení' }).click();
    // The review page needs the login, which brings the customer back to it.
    await page.waitForURL((u) => u.pathname === '/' && u.searchParams.get('redirect') === `/hodnoceni/${product.id}`);
    await hydrated(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('textbox', { name: 'E-mail', exact: true }).fill('zakaznik@example.com');
    await banner.getByLabel(/^Heslo(?! znovu)/).fill('Heslo123');
    await banner.getByRole('button', { name: 'Přihlásit se' }).click();
    await page.waitForURL((u) => u.pathname === `/hodnoceni/${product.id}`);
    const main = page.getByRole('main');
    await main.getByText('Tento produkt jste si u nás objednali', { exact: false }).waitFor();

    // SPEC §5: stars and a text are required.
    await main.getByLabel('Vaše hodnocení').fill('');
    await main.getByRole('button', { name: /Odeslat hodnocení|Uložit změny/ }).click();
    await main.getByRole('alert').filter({ hasText: 'Formulář obsahuje chyby' }).waitFor();
    await expectNoAxeViolations(page);
    await main.getByLabel('5 hvězdiček').check();
    const text = `Skvělá kvalita, na oslavě se líbilo všem (${Date.now()}).`;
    await main.getByLabel('Vaše hodnocení').fill(text);
    await main.getByRole('button', { name: /Odeslat hodnocení|Uložit změny/ }).click();
    await main.getByRole('status').filter({ hasText: 'Hodnocení bylo odesláno.' }).waitFor();
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Zpět na produkt' }).click();
    await page.waitForURL((u) => u.pathname === product.url);
    const review = page.getByRole('region', { name: 'Hodnocení zákazníků' }).getByRole('listitem').filter({ hasText: text });
    await review.waitFor();
    expect(await review.textContent()).toContain('Jana N.');
    await review.getByText('Ověřený nákup', { exact: true }).waitFor();
  });
});
