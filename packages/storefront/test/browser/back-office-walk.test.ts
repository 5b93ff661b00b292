import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, useBrowser, useDatabase, waitForMails } from './support';
import { logInWithSetup, resetStaffAccounts } from './staff-support';

/**
 * Issue 40's walk through the back office, as staff do it: the manager logs in with the authenticator (set up at the
 * first login) → finds a new bank-transfer order → imports the bank's statement that pays it → the order is paid, its
 * invoice exists and the customer got the paid e-mail with the invoice attached → the branch staff of the pickup
 * branch prepare it, make it ready (e-mail) and hand it over (e-mail); a paid card order is cancelled in the detail
 * and refunded at the gateway, its pieces back in stock; a receipt of a sold-out variant sends its watchdog's e-mail.
 *
 * The demo staff's authenticators are removed before and after (other files log in as the same accounts in the
 * shared database, each first login setting one up).
 */
const b = useBrowser();
const db = useDatabase();

const MANAGER = 'vedouci@example.com';
const BRANCH_STAFF = 'prodejna@example.com';
const run = String(Date.now()).slice(-8);
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-walk-'));

const resetAccounts = () => resetStaffAccounts(db, [MANAGER, BRANCH_STAFF]);
beforeAll(resetAccounts);
afterAll(async () => {
  await resetAccounts();
  fs.rmSync(files, { recursive: true, force: true });
});

type Methods = { delivery: Array<{ id: number; kind: string }>; payment: Array<{ id: number; kind: string }>; branches: Array<{ id: number }> };

/** A guest's order through the shop's API: `quantity` pieces of an in-stock single-variant product. */
async function placeOrder(email: string, payment: 'bank_transfer' | 'card', quantity = 1) {
  const [pick] = await db.query<{ product_id: number; variant_id: number }>(
    `select p.id as product_id, v.id as variant_id from variants v join products p on p.id = v.product_id
     where p.active and v.active and not p.is_adult and (select count(*) from variants x where x.product_id = p.id and x.active) = 1
       and (select coalesce(sum(s.quantity), 0) from stock s where s.variant_id = v.id) > 20
     order by v.id desc limit 1`,
  );
  const cart = await api<{ data: { tempId: string } }>('/cart/anonymous/cs/0');
  expect((await api(`/cart/${cart.body.data.tempId}`, { method: 'PUT', body: { id: pick!.product_id, variantId: pick!.variant_id, quantity } })).status).toBe(200);
  const methods = (await api<{ data: Methods }>('/checkout/methods')).body.data;
  const placed = await api<{ data: { id: number; hash: string; number: string } }>('/orders', {
    method: 'POST',
    body: {
      cartId: cart.body.data.tempId,
      deliveryId: methods.delivery.find((d) => d.kind === 'branch_pickup')!.id,
      paymentId: methods.payment.find((p) => p.kind === payment)!.id,
      branchId: methods.branches[0]!.id,
      email,
      phonePrefix: '+420',
      phone: '602444555',
      invoiceAddress: { firstname: 'Radka', lastname: 'Procházková', street: 'Vodičkova 9', city: 'Praha 1', zip: '110 00', country: 'CZ' },
      terms: true,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const [row] = await db.query<{ variable_symbol: string; total: number }>('select variable_symbol, total from orders where id = $1', [placed.body.data.id]);
  return { ...placed.body.data, variantId: pick!.variant_id, variableSymbol: row!.variable_symbol, total: Number(row!.total) };
}

const stockOf = async (variantId: number) => Number((await db.query<{ n: number }>('select coalesce(sum(quantity), 0)::int as n from stock where variant_id = $1', [variantId]))[0]!.n);
const stateOf = async (orderId: number) => (await db.query<{ state: string }>('select state from orders where id = $1', [orderId]))[0]!.state;

/** An ABO/GPC statement with one credit paying `vs` (windows-1250, 128-character lines). */
function statement(vs: string, amount: number): string {
  const upper = [...new TextDecoder('windows-1250').decode(Uint8Array.from({ length: 128 }, (_, i) => 128 + i))];
  const bytes = (text: string) => Uint8Array.from([...text], (ch) => (ch.charCodeAt(0) < 128 ? ch.charCodeAt(0) : 128 + upper.indexOf(ch)));
  const n = (value: number | string, width: number) => String(value).padStart(width, '0').slice(-width);
  const pad = (value: string, width: number) => value.padEnd(width, ' ').slice(0, width);
  const own = '0000192000145399';
  const day = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: '2-digit', month: '2-digit', year: '2-digit' }).format(new Date()).replace(/\D/g, '');
  const lines = [
    `074${own}${pad('Konfety s.r.o.', 20)}${day}${n(0, 14)}+${n(amount, 14)}+${n(0, 14)}0${n(amount, 14)}0001${day}${' '.repeat(14)}`,
    `075${own}${n('123456789', 16)}${n(`${run}7`, 13)}${n(amount, 12)}2${n(vs, 10)}000800${n(0, 4)}${n(0, 10)}${day}${pad('Radka Procházková', 20)}00203${day}`,
  ];
  const file = path.join(files, 'vypis.gpc');
  fs.writeFileSync(file, bytes(`${lines.join('\r\n')}\r\n`));
  return file;
}

describe('the back office, as staff walk through it (issue 40)', () => {
  it('pays a transfer order from the statement, prepares and hands it over at the branch, cancels and refunds a card order, and a receipt wakes a watchdog', async () => {
    const customer = `walk.${run}@example.com`;
    const transfer = await placeOrder(customer, 'bank_transfer');

    // The manager: log in with the authenticator, find the new order.
    const manager = await b.newPage();
    await logInWithSetup(manager, MANAGER, '/admin/objednavky');
    await manager.getByRole('heading', { name: 'Objednávky', level: 1 }).waitFor();
    await manager.getByLabel('Hledat').fill(transfer.number);
    await manager.getByRole('button', { name: 'Filtrovat' }).click();
    const row = manager.getByRole('table').locator('tbody tr').filter({ hasText: transfer.number });
    await row.waitFor();
    expect(await row.textContent()).toContain('Čeká na platbu');

    // The bank's statement pays it.
    await manager.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Platby' }).click();
    await manager.getByRole('heading', { name: 'Platby převodem', level: 1 }).waitFor();
    await manager.getByLabel('Soubor s výpisem').setInputFiles(statement(transfer.variableSymbol, transfer.total));
    await manager.getByRole('button', { name: 'Nahrát a spárovat' }).click();
    const result = manager.getByRole('status').filter({ hasText: 'je načtený' });
    await result.waitFor();
    expect(await result.textContent()).toContain('1 spárováno');
    await manager.goto(`/admin/objednavky/${transfer.id}`);
    await manager.getByRole('heading', { name: `Objednávka ${transfer.number}`, level: 1 }).waitFor();
    await manager.getByText('Zaplacena').first().waitFor();

    // Its invoice, and the paid e-mail with the invoice attached (the jobs run after the import's commit).
    await expect.poll(async () => (await db.query<{ number: string }>("select number from invoices where order_id = $1 and kind = 'invoice'", [transfer.id])).length, { timeout: 15_000 }).toBe(1);
    const [invoice] = await db.query<{ number: string; file_key: string }>("select number, file_key from invoices where order_id = $1 and kind = 'invoice'", [transfer.id]);
    const mails = await waitForMails(customer, 2);
    const paidMail = mails.find((m) => m.subject === `Platba za objednávku ${transfer.number} přijata`)!;
    expect(paidMail).toBeDefined();
    const attachment = paidMail.parts.find((p) => (p.headers['content-disposition'] ?? '').includes(`${invoice!.number}.pdf`));
    expect(attachment, paidMail.parts.map((p) => p.headers['content-type']).join(', ')).toBeDefined();
    expect(Buffer.from(attachment!.body).subarray(0, 5).toString()).toBe('%PDF-');

    // The branch staff of the pickup branch: prepare it, make it ready (e-mail), hand it over (e-mail).
    const branch = await b.newPage();
    await logInWithSetup(branch, BRANCH_STAFF, '/admin/fronta-vydeje');
    await branch.getByRole('heading', { name: 'Fronta výdeje', level: 1 }).waitFor();
    const card = branch.getByRole('article', { name: new RegExp(`Objednávka ${transfer.number}`) });
    await card.getByRole('button', { name: `Připravit: objednávka ${transfer.number}` }).click();
    await card.getByRole('button', { name: `Připravena k vyzvednutí: objednávka ${transfer.number}` }).click();
    await card.getByRole('button', { name: `Vyzvednuta: objednávka ${transfer.number}` }).click();
    await expect.poll(() => stateOf(transfer.id)).toBe('picked_up');
    const sent = await waitForMails(customer, 4);
    expect(sent.map((m) => m.subject)).toEqual(
      expect.arrayContaining([`Objednávka ${transfer.number} je připravena k vyzvednutí`, `Objednávka ${transfer.number} byla vyzvednuta`]),
    );

    // A card order paid at the gateway, cancelled by the manager: refunded, its pieces back.
    const cardOrder = await placeOrder(`karta.${run}@example.com`, 'card', 2);
    const before = await stockOf(cardOrder.variantId);
    const started = await api<{ data: { gateway_url: string } }>(`/orders/summary/${cardOrder.id}/${cardOrder.hash}/payment`, { method: 'POST' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const paidAtGateway = await fetch(`${started.body.data.gateway_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paidAtGateway.status).toBeLessThan(400);
    await expect.poll(() => stateOf(cardOrder.id)).toBe('paid');
    await manager.goto(`/admin/objednavky/${cardOrder.id}`);
    await manager.getByRole('button', { name: 'Zrušit', exact: true }).click();
    const dialog = manager.getByRole('dialog', { name: `Zrušit objednávku ${cardOrder.number}?` });
    await dialog.getByLabel(/Důvod zrušení/).fill('Zákazník odstoupil od smlouvy');
    await dialog.getByRole('button', { name: 'Zrušit objednávku' }).click();
    await manager.getByText('Stornována').first().waitFor();
    expect(await stockOf(cardOrder.variantId)).toBe(before + 2);
    await expect
      .poll(async () => (await db.query<{ state: string }>("select state from payments where order_id = $1 and provider = 'gopay'", [cardOrder.id]))[0]?.state, { timeout: 15_000 })
      .toBe('REFUNDED');

    // A receipt of a sold-out variant with a watchdog: its e-mail.
    const [soldOut] = await db.query<{ product_id: number; variant_id: number; code: string }>(
      `select p.id as product_id, v.id as variant_id, v.code from variants v join products p on p.id = v.product_id
       where p.active and v.active and not p.is_adult and not exists (select 1 from stock s where s.variant_id = v.id and s.quantity > 0)
       order by v.id limit 1`,
    );
    const watcher = `hlidac.${run}@example.com`;
    const watchdog = await api(`/catalog/product/${soldOut!.product_id}/watchdog`, { method: 'POST', body: { variantId: soldOut!.variant_id, email: watcher } });
    expect(watchdog.status, JSON.stringify(watchdog.body)).toBe(201);
    await manager.goto('/admin/sklad');
    await manager.getByLabel('Hledat zboží').fill(soldOut!.code);
    await manager.getByRole('button', { name: 'Hledat', exact: true }).click();
    const stockRow = manager.getByRole('table').locator('tbody tr').filter({ hasText: soldOut!.code });
    await stockRow.getByRole('button', { name: new RegExp(`^Naskladnit: .*\\(${soldOut!.code}\\)$`) }).click();
    const receipt = manager.getByRole('dialog', { name: /^Naskladnit: / });
    await receipt.getByLabel('Počet přijatých kusů').fill('5');
    await receipt.getByRole('button', { name: 'Naskladnit' }).click();
    await receipt.waitFor({ state: 'detached' });
    expect(await stockOf(soldOut!.variant_id)).toBe(5);
    const [back] = await waitForMails(watcher, 1);
    expect(back!.subject).toContain('je opět skladem');
  });
});
