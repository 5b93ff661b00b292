import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, placeGuestOrder, useBrowser, useDatabase } from './support';
import { adminShot, expectNoAxeViolations, logInWithSetup, PHONE } from './staff-support';

/**
 * The back office's payments (issue 40, packages/admin `/admin/platby`): the manager logs in, uploads a bank statement
 * in the banks' GPC format (windows-1250) that pays one order waiting for payment and holds one transfer nobody's
 * order knows, sees the result (1 matched, the mismatch listed), ignores the mismatch, accepts an underpaid transfer
 * after the confirm dialog, and finds the orders paid in their detail. axe-core on the page and the dialog;
 * screenshots at 1280 and 390 px go to /tmp/shots/admin-payments-*.png.
 */
const b = useBrowser();
const db = useDatabase();

const MANAGER = 'vedouci@example.com';
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-statements-'));

/** What the login of this file changed of the manager's account, undone afterwards (admin.test.ts sets it up itself). */
let undoLogin: (() => Promise<void>) | null = null;
afterAll(async () => {
  await undoLogin?.();
  fs.rmSync(files, { recursive: true, force: true });
});

/**
 * The manager's login. A fresh account (this file runs first): through the login screens, the authenticator set up
 * with a code computed from the secret the page shows; the authenticator is removed again after the file, so the
 * back office's own test (admin.test.ts) finds the account as the seed left it. When that test has already set the
 * authenticator up (its secret is encrypted with the shop's key), a complete session is made in the database.
 */
async function logInManager(page: Page) {
  const [manager] = await db.query<{ id: number; totp_confirmed_at: Date | null }>('select id, totp_confirmed_at from staff_members where lower(email) = $1', [MANAGER]);
  if (!manager) throw new Error('no manager in the seed');
  if (manager.totp_confirmed_at === null) {
    undoLogin = async () => {
      await db.query('update staff_members set totp_secret = null, totp_confirmed_at = null, totp_last_step = null where id = $1', [manager.id]);
      await db.query('delete from staff_recovery_codes where staff_id = $1', [manager.id]);
      await db.query('update staff_sessions set revoked_at = now() where staff_id = $1 and revoked_at is null', [manager.id]);
    };
    await logInWithSetup(page, MANAGER, '/admin/platby');
  } else {
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into staff_sessions (token_hash, staff_id, created_at, last_seen_at, expires_at, second_factor_at, ip)
       values ($1, $2, now(), now(), now() + interval '1 hour', now(), '127.0.0.1')`,
      [createHash('sha256').update(token).digest('hex'), manager.id],
    );
    undoLogin = async () => void (await db.query('update staff_sessions set revoked_at = now() where token_hash = $1', [createHash('sha256').update(token).digest('hex')]));
    await page.context().addCookies([{ name: 'konfety_staff', value: token, url: baseUrl(), httpOnly: true, sameSite: 'Strict' }]);
    await page.goto('/admin/platby');
  }
  await page.getByRole('heading', { name: 'Platby převodem', level: 1 }).waitFor();
}

/** An order placed as a guest through the shop's API: picked up at a store, paid by bank transfer. Its number, symbol and total. */
async function placeWaitingOrder(quantity: number) {
  const [variant] = await db.query<{ product_id: number; variant_id: number }>(
    `select p.id as product_id, v.id as variant_id from variants v join products p on p.id = v.product_id
     where p.active and v.active and not p.is_adult
       and (select count(*) from variants v2 where v2.product_id = p.id and v2.active) = 1
       and (select coalesce(sum(s.quantity), 0) from stock s where s.variant_id = v.id) > 20
     order by v.id limit 1`,
  );
  const order = await placeGuestOrder({ productId: variant!.product_id, variantId: variant!.variant_id, quantity }, { email: 'platby.test@example.com' });
  const [row] = await db.query<{ id: number; number: string; variable_symbol: string; total: number; state: string }>(
    'select id, number, variable_symbol, total, state from orders where id = $1',
    [order.id],
  );
  expect(row!.state).toBe('waiting_for_payment');
  return { ...row!, total: Number(row!.total) };
}

/** windows-1250, as the banks write GPC. */
const upperHalf = [...new TextDecoder('windows-1250').decode(Uint8Array.from({ length: 128 }, (_, i) => 128 + i))];
const windows1250 = (text: string) => Uint8Array.from([...text], (ch) => (ch.charCodeAt(0) < 128 ? ch.charCodeAt(0) : 128 + upperHalf.indexOf(ch)));
const digits = (value: number | string, width: number) => String(value).padStart(width, '0').slice(-width);
const pad = (value: string, width: number) => value.padEnd(width, ' ').slice(0, width);

/** An ABO/GPC statement (074 header, 075 movements of 128 characters, 078 messages) written to a file. */
function gpcFile(name: string, moves: Array<{ doc: string; amount: number; vs: string; name: string; message?: string }>): string {
  const own = '0000192000145399';
  const day = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: '2-digit', month: '2-digit', year: '2-digit' }).format(new Date()).replace(/\D/g, '');
  const sum = moves.reduce((s, m) => s + m.amount, 0);
  const lines = [`074${own}${pad('Konfety s.r.o.', 20)}${day}${digits(0, 14)}+${digits(sum, 14)}+${digits(0, 14)}0${digits(sum, 14)}0001${day}${' '.repeat(14)}`];
  for (const m of moves) {
    lines.push(`075${own}${digits('123456789', 16)}${digits(m.doc, 13)}${digits(m.amount, 12)}2${digits(m.vs, 10)}000800${digits(0, 4)}${digits(0, 10)}${day}${pad(m.name, 20)}00203${day}`);
    if (m.message) lines.push(pad(`078${m.message}`, 128));
  }
  for (const line of lines) expect(line.length).toBe(128);
  const file = path.join(files, name);
  fs.writeFileSync(file, windows1250(`${lines.join('\r\n')}\r\n`));
  return file;
}

/** Movement numbers of this run: the shop's database lives for the whole browser run. */
const run = String(Date.now()).slice(-8);

describe('back office: payments by bank transfer', () => {
  it('uploads a GPC statement: one order paid, the mismatch listed and ignored; an underpaid transfer accepted after asking', async () => {
    const paid = await placeWaitingOrder(1);
    const underpaid = await placeWaitingOrder(2);
    const unknownVs = '9999999998';
    const statement = gpcFile('vypis-platby.gpc', [
      { doc: `${run}01`, amount: paid.total, vs: paid.variable_symbol, name: 'Klára Dvořáková', message: `Objednávka ${paid.number} – děkuji` },
      { doc: `${run}02`, amount: 12300, vs: unknownVs, name: 'Neznámý plátce' },
    ]);

    const page = await b.newPage();
    await logInManager(page);
    const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
    await nav.getByRole('link', { name: 'Objednávky' }).click();
    await page.getByRole('heading', { name: 'Objednávky', level: 1 }).waitFor();
    // Platby in the navigation (the manager may match payments).
    await nav.getByRole('link', { name: 'Platby' }).click();
    await page.getByRole('heading', { name: 'Platby převodem', level: 1 }).waitFor();
    expect(await page.title()).toBe('Platby – Konfety administrace');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    // The upload, held at the API for a moment: the form says it is working.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/bank/imports', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByLabel('Soubor s výpisem').setInputFiles(statement);
    await page.getByRole('button', { name: 'Nahrát a spárovat' }).click();
    await page.getByRole('button', { name: 'Nahrávám a páruji…' }).waitFor();
    expect(await page.getByRole('button', { name: 'Nahrávám a páruji…' }).isDisabled()).toBe(true);
    await page.getByRole('progressbar', { name: 'Nahrávání výpisu' }).waitFor();
    release();

    // The result: one matched, the mismatch with its reason; the focus on what it says.
    const result = page.getByRole('status').filter({ hasText: 'je načtený' });
    await result.waitFor();
    expect(await result.textContent()).toContain('2 pohyby, 1 spárováno, 1 k vyřešení');
    expect(await result.textContent()).toContain(`VS ${unknownVs}, Neznámý plátce: Žádná objednávka nemá tento variabilní symbol`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.contains(document.querySelector('[role="status"]')))).toBe(true);
    const table = page.getByRole('table').first();
    const mismatch = table.locator('tbody tr').filter({ hasText: unknownVs });
    await expect.poll(() => mismatch.count()).toBe(1);
    expect(await mismatch.textContent()).toContain('Neznámý variabilní symbol');
    expect(await mismatch.textContent()).toContain('123,00');
    expect(await table.locator('tbody tr').filter({ hasText: paid.variable_symbol }).count()).toBe(0);
    const headers = (await table.locator('thead th').allTextContents()).map((t) => t.trim());
    expect(headers).toEqual(['Datum', 'Částka', 'VS', 'Protiúčet', 'Zpráva', 'Důvod', 'Objednávka', 'Vyřešit']);
    await page.getByRole('region', { name: 'Poslední importy' }).getByText('vypis-platby.gpc').waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the payments page after an upload');
    await adminShot(page, 'payments-uploaded-1280');

    // Ignored: gone from the list, the focus on the message.
    await mismatch.getByRole('button', { name: /Ignorovat/ }).click();
    const resolved = page.getByRole('status').filter({ hasText: 'Pohyb je vyřešený: ignorován.' });
    await resolved.waitFor();
    await expect.poll(() => resolved.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => table.locator('tbody tr').filter({ hasText: unknownVs }).count()).toBe(0);
    const [row] = await db.query<{ resolution: string; resolved_at: Date | null }>('select resolution, resolved_at from bank_movements where movement_id = $1', [`${run}02`]);
    expect(row).toMatchObject({ resolution: 'ignore' });

    // An underpaid transfer: accepted as the order's payment after the confirm dialog (keyboard: Escape closes it).
    const short = gpcFile('vypis-doplatek.gpc', [{ doc: `${run}03`, amount: underpaid.total - 5000, vs: underpaid.variable_symbol, name: 'Klára Dvořáková' }]);
    await page.getByLabel('Soubor s výpisem').setInputFiles(short);
    await page.getByRole('button', { name: 'Nahrát a spárovat' }).click();
    await page.getByRole('status').filter({ hasText: '0 spárováno, 1 k vyřešení' }).waitFor();
    const shortRow = table.locator('tbody tr').filter({ hasText: underpaid.variable_symbol });
    await expect.poll(() => shortRow.count()).toBe(1);
    expect(await shortRow.textContent()).toContain('Zaplaceno méně, než je cena objednávky');
    expect(await shortRow.getByRole('link', { name: underpaid.number }).count()).toBe(1);
    const accept = shortRow.getByRole('button', { name: /Přijmout platbu/ });
    await accept.click();
    const dialog = page.getByRole('dialog', { name: `Přijmout platbu jako zaplacení objednávky ${underpaid.number}?` });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((d) => d.matches(':modal') && d.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page, 'the confirm dialog');
    await adminShot(page, 'payments-confirm-1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => accept.evaluate((button) => button === document.activeElement)).toBe(true);
    await accept.click();
    await dialog.getByLabel('Poznámka').fill('Zbytek doplatí na prodejně.');
    await dialog.getByRole('button', { name: 'Označit jako zaplacenou' }).click();
    await page.getByRole('status').filter({ hasText: 'Platba je přijatá a objednávka je zaplacená.' }).waitFor();
    await expect.poll(() => table.locator('tbody tr').filter({ hasText: underpaid.variable_symbol }).count()).toBe(0);

    // At 390 px: nothing wider than the phone but the tables' own scrolling regions.
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: 'Všechny pohyby' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('stav')).toBe('vse');
    await page.getByRole('heading', { name: 'Všechny pohyby' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'all movements at 390 px');
    await adminShot(page, 'payments-all-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await adminShot(page, 'payments-all-1280');

    // Both orders paid, in their detail.
    for (const order of [paid, underpaid]) {
      await page.goto(`/admin/objednavky/${order.id}`);
      await page.getByRole('heading', { name: `Objednávka ${order.number}`, level: 1 }).waitFor();
      await page.locator('.order__head').getByText('Zaplacena').waitFor();
      await page.getByRole('region', { name: 'Platby' }).getByText('bank').waitFor();
    }
    await page.locator('.timeline').getByText(/Zbytek doplatí na prodejně/).waitFor();
    await page.setViewportSize(PHONE);
    await page.goto('/admin/platby');
    await page.getByRole('heading', { name: 'Platby převodem', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForLoadState('networkidle');
    await adminShot(page, 'payments-page-390');
  });
});
