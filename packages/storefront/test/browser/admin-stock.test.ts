import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, useBrowser, useDatabase } from './support';
import { adminShot, expectNoAxeViolations, PHONE, resetStaffAccounts, staffSession } from './staff-support';

/**
 * The back office's stock and the branch's pickup queue (issue 40, packages/admin routes/stock.tsx and
 * routes/pickup-queue.tsx): the branch staff (prodejna@example.com, Praha 1) open "Fronta výdeje" and move a pickup
 * order through preparing to ready for pickup; the manager finds a variant in "Sklad", receives goods in the
 * dialog (a refused empty count first), sees the new count in the table and the receipt among the variant's
 * movements. axe-core on each screen and dialog; screenshots at 1280 and 390 px into
 * /tmp/shots/admin-queue-*.png and /tmp/shots/admin-stock-*.png.
 *
 * The demo staff's authenticators: a first login sets one up, once per account and database. The shop's database is
 * shared by the browser tests (admin.test.ts logs in as the same accounts), so this file removes the accounts'
 * authenticators before its logins and again afterwards (as `npm run staff -- reset-2fa` does), and forgets their
 * login attempts: whichever file runs first, the other finds the accounts as the seed made them.
 */
const b = useBrowser();
const db = useDatabase();

const BRANCH_STAFF = 'prodejna@example.com';
const MANAGER = 'vedouci@example.com';

/** The accounts as the seed made them (staff-support.ts). */
const resetAccounts = () => resetStaffAccounts(db, [BRANCH_STAFF, MANAGER]);

beforeAll(resetAccounts);
afterAll(resetAccounts);


/** A guest's order for personal pickup at `branchId` (bank transfer), placed through the shop's API. */
async function placePickupOrder(branchId: number): Promise<{ id: number; number: string }> {
  const [pick] = await db.query<{ variant_id: number; product_id: number }>(
    `select v.id as variant_id, v.product_id from stock s join variants v on v.id = s.variant_id join products p on p.id = v.product_id
     where s.branch_id = $1 and s.quantity >= 3 and v.active and p.active and not p.is_adult order by v.id limit 1`,
    [branchId],
  );
  const cart = await api<{ data: { tempId: string } }>('/cart/anonymous/cs/0');
  expect(cart.status).toBe(200);
  const tempId = cart.body.data.tempId;
  const added = await api(`/cart/${tempId}`, { method: 'PUT', body: { id: pick!.product_id, variantId: pick!.variant_id, quantity: 1 } });
  expect(added.status).toBe(200);
  const methods = await api<{ data: { delivery: Array<{ id: number; kind: string }>; payment: Array<{ id: number; kind: string }> } }>('/checkout/methods');
  const placed = await api<{ data: { id: number; number: string } }>('/orders', {
    method: 'POST',
    body: {
      cartId: tempId,
      deliveryId: methods.body.data.delivery.find((d) => d.kind === 'branch_pickup')!.id,
      paymentId: methods.body.data.payment.find((p) => p.kind === 'bank_transfer')!.id,
      branchId,
      email: 'vyzvednuti@example.com',
      phonePrefix: '+420',
      phone: '602333444',
      invoiceAddress: { firstname: 'Iva', lastname: 'Vyzvedlová', street: 'Vodičkova 5', city: 'Praha 1', zip: '110 00', country: 'CZ' },
      terms: true,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data;
}

const stateOf = async (orderId: number) => (await db.query<{ state: string }>('select state from orders where id = $1', [orderId]))[0]!.state;

describe('back office: the branch’s pickup queue', () => {
  it('branch staff prepare a paid pickup order and make it ready, column by column', async () => {
    const [{ branch_id: branchId }] = (await db.query<{ branch_id: number }>('select branch_id from staff_members where email = $1', [BRANCH_STAFF])) as [{ branch_id: number }];
    const order = await placePickupOrder(branchId);
    const page = await b.newPage();
    const cookie = await staffSession(page, BRANCH_STAFF);
    // Paid (the bank transfer arrived): the order comes to the queue.
    const paid = await fetch(`${baseUrl()}/api/admin/orders/${order.id}/transition`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-konfety-staff': '1' },
      body: JSON.stringify({ from: 'waiting_for_payment', to: 'paid' }),
    });
    expect(paid.status).toBe(200);

    await page.goto('/admin/fronta-vydeje');
    await page.getByRole('heading', { name: 'Fronta výdeje', level: 1 }).waitFor();
    expect(await page.title()).toBe('Fronta výdeje – Konfety administrace');
    const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Objednávky', 'Fronta výdeje', 'Sklad']));
    const column = (name: RegExp) => page.getByRole('region', { name });
    const card = page.getByRole('article', { name: new RegExp(`Objednávka ${order.number}`) });
    await column(/^K přípravě/).getByRole('article', { name: new RegExp(order.number) }).waitFor();
    await card.getByText('Iva Vyzvedlová').waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the pickup queue');
    await adminShot(page, 'queue-1280');

    await card.getByRole('button', { name: `Připravit: objednávka ${order.number}` }).click();
    await column(/^Připravuje se/).getByRole('article', { name: new RegExp(order.number) }).waitFor();
    await page.getByText(`Objednávka ${order.number}: Zpracovává se.`).waitFor();
    // The focus follows the order into its new column.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`fronta-${order.id}`);
    expect(await stateOf(order.id)).toBe('processing');

    await card.getByRole('button', { name: `Připravena k vyzvednutí: objednávka ${order.number}` }).click();
    await column(/^Čeká na vyzvednutí/).getByRole('article', { name: new RegExp(order.number) }).waitFor();
    expect(await stateOf(order.id)).toBe('ready_for_pickup');
    expect(await column(/^K přípravě/).getByRole('article', { name: new RegExp(order.number) }).count()).toBe(0);
    await card.getByRole('button', { name: `Vyzvednuta: objednávka ${order.number}` }).waitFor();
    await expectNoAxeViolations(page, 'the pickup queue after a step');
    await adminShot(page, 'queue-after-1280');

    // On a phone: the columns one below the other, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.reload();
    await column(/^Čeká na vyzvednutí/).getByRole('article', { name: new RegExp(order.number) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForLoadState('networkidle');
    await adminShot(page, 'queue-390');

    // Their stock: their branch's column only.
    await page.setViewportSize({ width: 1280, height: 900 });
    await nav.getByRole('link', { name: 'Sklad' }).click();
    await page.getByRole('heading', { name: 'Sklad', level: 1 }).waitFor();
    const headers = (await page.getByRole('table').locator('thead th').allTextContents()).map((t) => t.trim());
    expect(headers).toEqual(['Zboží', 'PHA1 (Praha 1 – Vodičkova)', 'Akce']);
    expect(await page.getByLabel('Místo', { exact: true }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the branch staff’s stock');
    await adminShot(page, 'stock-branch-1280');
  });
});

describe('back office: stock', () => {
  it('the manager receives goods of a variant and sees the new count and the receipt among its movements', async () => {
    const [variant] = await db.query<{ id: number; code: string; quantity: number }>(
      `select v.id, v.code, s.quantity from stock s join variants v on v.id = s.variant_id join branches b on b.id = s.branch_id
       where b.kind = 'warehouse' and v.active order by v.id limit 1`,
    );
    const page = await b.newPage();
    await staffSession(page, MANAGER);
    await page.goto('/admin/sklad');
    await page.getByRole('heading', { name: 'Sklad', level: 1 }).waitFor();
    expect(await page.title()).toBe('Sklad – Konfety administrace');
    const table = page.getByRole('table');
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    // Every location a column: the warehouse first, the 13 stores, the total, the actions.
    const headers = (await table.locator('thead th').allTextContents()).map((t) => t.trim());
    expect(headers).toHaveLength(1 + 14 + 2);
    expect(headers[1]).toBe('SKLAD (Centrální sklad Praha – Hostivař)');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the stock list');
    await adminShot(page, 'stock-1280');

    // Only what is running low.
    await page.getByLabel(/Jen docházející/).check();
    await page.getByRole('button', { name: 'Hledat', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('low')).toBe('1');
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    for (const total of await table.locator('tbody tr td.stock__total').allTextContents()) expect(Number(total.replace(/\s/g, ''))).toBeLessThanOrEqual(3);
    await adminShot(page, 'stock-low-1280');

    // The variant by its code (lower case will do).
    await page.getByLabel(/Jen docházející/).uncheck();
    await page.getByLabel('Hledat zboží').fill(variant!.code.toLowerCase());
    await page.getByRole('button', { name: 'Hledat', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(variant!.code.toLowerCase());
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    const row = table.locator('tbody tr').first();
    const warehouseCell = row.locator('td').first();
    expect((await warehouseCell.textContent())!.replace(/\s/g, '')).toBe(String(variant!.quantity));

    // Goods received: a dialog; an empty count is refused at its field.
    const receive = row.getByRole('button', { name: new RegExp(`^Naskladnit: .*\\(${variant!.code}\\)$`) });
    await receive.click();
    const dialog = page.getByRole('dialog', { name: /^Naskladnit: / });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((d) => d.matches(':modal') && d.contains(document.activeElement))).toBe(true);
    expect(await dialog.getByLabel('Místo').inputValue()).toBe(String((await db.query<{ id: number }>("select id from branches where kind = 'warehouse'"))[0]!.id));
    await expectNoAxeViolations(page, 'the receipt dialog');
    await dialog.getByRole('button', { name: 'Naskladnit' }).click();
    const count = dialog.getByLabel('Počet přijatých kusů');
    await expect.poll(() => count.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('Pole musí být vyplněno').waitFor();
    await adminShot(page, 'stock-receipt-1280');
    await count.fill('7');
    await dialog.getByLabel(/Poznámka/).fill('Dodací list DL-2026-0042');
    await dialog.getByRole('button', { name: 'Naskladnit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const expected = variant!.quantity + 7;
    await page.getByText(`Stav tam je nyní ${expected} ks.`).waitFor();
    await expect.poll(async () => (await warehouseCell.textContent())!.replace(/\s/g, '')).toBe(String(expected));
    expect((await db.query<{ quantity: number }>("select quantity from stock s join branches b on b.id = s.branch_id where b.kind = 'warehouse' and s.variant_id = $1", [variant!.id]))[0]!.quantity).toBe(expected);

    // Its movements: the receipt first, with who and why.
    await row.getByRole('link', { name: /^Pohyby: / }).click();
    const moves = page.getByRole('dialog', { name: /^Pohyby: / });
    await moves.waitFor();
    expect(new URL(page.url()).searchParams.get('pohyby')).toBe(String(variant!.id));
    const first = moves.getByRole('region', { name: 'Pohyby zásob' }).locator('tbody tr').first();
    const cells = (await first.locator('td').allTextContents()).map((t) => t.trim());
    expect(cells.slice(1)).toEqual(['Naskladnění', '+7', 'Centrální sklad Praha – Hostivař', 'Viktor Vedoucí', 'Dodací list DL-2026-0042']);
    await expectNoAxeViolations(page, 'the movements dialog');
    await adminShot(page, 'stock-movements-1280');
    await page.keyboard.press('Escape');
    await moves.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).searchParams.get('pohyby')).toBeNull();

    // On a phone: the table scrolls in its own region, the page does not.
    await page.setViewportSize(PHONE);
    await page.goto('/admin/sklad');
    await expect.poll(() => page.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the stock list on a phone');
    await adminShot(page, 'stock-390');
    await page.getByRole('table').locator('tbody tr').first().getByRole('button', { name: /^Převést: / }).click();
    await page.getByRole('dialog', { name: /^Převést na jiné místo: / }).waitFor();
    await adminShot(page, 'stock-transfer-390');
  });
});
