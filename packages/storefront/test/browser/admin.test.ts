import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support';
import { adminShot, expectNoAxeViolations, PHONE, staffSession } from './staff-support';

/**
 * The back office (issue 40, packages/admin): a single-page app the shop serves under /admin, apart from the
 * storefront. A manager's first login (password, the authenticator's setup with a code the test computes from the
 * secret the page shows, the recovery codes), the dashboard's charts, the order list (filtered by state, searched by
 * number), an order's detail and a state change; later logins with a recovery code and the way back (`next`); how
 * the shop serves it (no cache for the page, immutable assets, no admin file in the storefront's page); axe-core on
 * the login, the list and the detail. Screenshots at 1280 and 390 px go to /tmp/shots/admin-*.png.
 */
const b = useBrowser();

const MANAGER = 'vedouci@example.com';
const PASSWORD = 'konfety a balonky 2026';

/** The manager's recovery codes, shown once at the setup (the first test); the later logins use them. */
const recoveryCodes: string[] = [];

async function fillPassword(page: Page) {
  await page.getByLabel('E-mail').fill(MANAGER);
  await page.getByLabel('Heslo').fill(PASSWORD);
  await page.getByRole('button', { name: 'Pokračovat' }).click();
}

/** A later login of the manager (the authenticator is set up): with one of the recovery codes. */
async function logInWithRecoveryCode(page: Page) {
  const code = recoveryCodes.shift();
  if (!code) throw new Error('no recovery code left (the first test sets the authenticator up)');
  await fillPassword(page);
  await page.getByRole('heading', { name: 'Ověření' }).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
  await page.getByRole('button', { name: 'Použít záložní kód' }).click();
  await page.getByLabel('Záložní kód').fill(code);
  await page.getByRole('button', { name: 'Přihlásit', exact: true }).click();
}


describe('back office: how the shop serves it', () => {
  it('answers every /admin page with the app’s page, never cached; its assets as immutable; the storefront carries none of it', async () => {
    const base = baseUrl();
    for (const path of ['/admin', '/admin/objednavky', '/admin/objednavky/1', '/admin/prihlaseni?next=%2Fadmin']) {
      // Twice: a page the cache kept would come back as a hit the second time.
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${base}${path}`, { headers: { 'sec-fetch-site': 'none', 'accept-encoding': 'br' } });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('cache-control'), path).toBe('no-store');
        expect(res.headers.get('x-page-cache'), path).toBeNull();
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
        const html = await res.text();
        expect(html).toContain('<div id="admin">');
        // No inline script: `script-src 'self'` is all it needs.
        for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\bsrc="\/admin\/assets\/[\w.-]+\.js"/);
      }
    }
    const html = await (await fetch(`${base}/admin`)).text();
    const script = /src="(\/admin\/assets\/[\w.-]+\.js)"/.exec(html)![1]!;
    const asset = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect((await fetch(`${base}/admin/assets/nic-takoveho.js`)).status).toBe(404);
    // The storefront's page holds nothing of the back office.
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain('</html>');
    expect(home).not.toMatch(/\/admin\/assets\//);
    expect(home).not.toMatch(/chart\.js|tanstack/i);
  });
});

describe('back office: a manager at work', () => {
  it('sets the authenticator up at the first login, sees the dashboard, finds an order and marks it paid', async () => {
    const page = await b.newPage();
    await page.goto('/admin');
    // Not logged in: the login, with the way back.
    await page.getByRole('heading', { name: 'Přihlášení', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/prihlaseni');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin');
    expect(await page.title()).toBe('Přihlášení – Konfety administrace');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the login');
    await adminShot(page, 'login-1280');

    // A wrong password: the API's message as an alert.
    await page.getByLabel('E-mail').fill(MANAGER);
    await page.getByLabel('Heslo').fill('spatne heslo');
    await page.getByRole('button', { name: 'Pokračovat' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Nesprávný e-mail nebo heslo');
    // An empty field: the schema's message at the field.
    await page.getByLabel('Heslo').fill('');
    await page.getByRole('button', { name: 'Pokračovat' }).click();
    await expect.poll(() => page.getByLabel('Heslo').getAttribute('aria-invalid')).toBe('true');

    await fillPassword(page);
    await page.getByRole('heading', { name: 'Nastavení ověřovací aplikace' }).waitFor();
    const qr = page.getByRole('img', { name: /QR kód/ });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await page.locator('code.secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await adminShot(page, 'setup-1280');
    // A wrong code: at the field.
    await page.getByLabel('Kód z ověřovací aplikace').fill('12345');
    await page.getByRole('button', { name: 'Ověřit a dokončit' }).click();
    await expect.poll(() => page.getByLabel('Kód z ověřovací aplikace').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Kód z ověřovací aplikace').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Ověřit a dokončit' }).click();

    await page.getByRole('heading', { name: 'Záložní kódy' }).waitFor();
    const codes = (await page.getByRole('list', { name: 'Záložní kódy' }).locator('code').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    recoveryCodes.push(...codes);
    await adminShot(page, 'recovery-codes-1280');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Stáhnout' }).click()]);
    expect(download.suggestedFilename()).toBe('konfety-zalozni-kody.txt');
    const saved = fs.readFileSync((await download.path())!, 'utf8');
    for (const code of codes) expect(saved).toContain(code);
    // Not before the codes are said to be kept.
    await page.getByRole('button', { name: 'Pokračovat do administrace' }).click();
    await expect.poll(() => page.getByText('Potvrďte prosím, že máte záložní kódy uložené.').count()).toBe(1);
    await page.getByLabel('Záložní kódy mám uložené').check();
    await page.getByRole('button', { name: 'Pokračovat do administrace' }).click();

    // The dashboard: the layout (who, role, navigation from the permissions) and the charts with their numbers.
    await page.getByRole('heading', { name: 'Přehled', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.title()).toBe('Přehled – Konfety administrace');
    const banner = page.getByRole('banner');
    await banner.getByText('Vedoucí e-shopu').waitFor();
    const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Přehled', 'Objednávky', 'Sklad', 'Platby', 'Záznam změn']);
    await expect.poll(() => page.locator('canvas').count()).toBe(3);
    for (const canvas of await page.locator('canvas').all()) {
      expect(await canvas.getAttribute('role')).toBe('img');
      const box = (await canvas.boundingBox())!;
      expect(box.width).toBeGreaterThan(200);
      expect(box.height).toBeGreaterThan(150);
    }
    await page.getByRole('heading', { name: 'Platby čekající na spárování', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Platby čekající na spárování podle stáří' }).waitFor();
    await page.getByText('Tabulka čekajících plateb podle stáří').click();
    expect((await page.getByRole('table').filter({ hasText: 'déle než 14 dní' }).locator('tbody th').allTextContents()).map((t) => t.trim())).toEqual([
      '0–2 dny',
      '3–7 dní',
      '8–14 dní',
      'déle než 14 dní',
    ]);
    await page.getByText('Tabulka tržeb po dnech').click();
    await expect.poll(() => page.getByRole('region', { name: 'Tržby po dnech' }).getByRole('row').count()).toBeGreaterThan(1);
    await page.getByText('Tabulka tržeb po dnech').click();
    await expectNoAxeViolations(page, 'the dashboard');
    await adminShot(page, 'dashboard-1280');

    // The order list.
    await nav.getByRole('link', { name: 'Objednávky' }).click();
    await page.getByRole('heading', { name: 'Objednávky', level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    const table = page.getByRole('table');
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    const headers = (await table.locator('thead th').allTextContents()).map((t) => t.replace(/[↕▲▼]/g, '').trim());
    expect(headers).toEqual(['Číslo', 'Datum', 'Zákazník', 'E-mail', 'Stav', 'Platba', 'Doprava', 'Prodejna', 'Celkem', 'Zaplaceno']);
    await page.getByText(/^Strana 1 z \d+/).waitFor();
    for (const total of await table.locator('tbody tr td:nth-child(9)').allTextContents()) expect(total).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0Kč$/);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the order list');
    await adminShot(page, 'list-1280');

    // Sorting by total, on the server: the URL says so and the column says how.
    await table.getByRole('button', { name: /Celkem/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('total_desc');
    expect(await table.locator('thead th').nth(8).getAttribute('aria-sort')).toBe('descending');
    const totals = (await table.locator('tbody tr td:nth-child(9)').allTextContents()).map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(totals).toEqual([...totals].sort((x, y) => y - x));

    // Filtered by a state: every row is in it, and the filter stays in the URL.
    await page.getByRole('checkbox', { name: 'Čeká na platbu' }).check();
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('state')).toEqual(['waiting_for_payment']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('total_desc');
    // The focus goes on to what was found (the count, a live region).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('orders-count');
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    for (const state of await table.locator('tbody tr td:nth-child(5)').allTextContents()) expect(state).toBe('Čeká na platbu');
    expect(await page.getByRole('checkbox', { name: 'Čeká na platbu' }).isChecked()).toBe(true);
    // A waiting bank transfer, found by its number.
    const rows = table.locator('tbody tr').filter({ hasText: 'Bankovní převod' });
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const number = (await rows.first().locator('td').first().textContent())!.trim();
    await page.getByLabel('Hledat').fill(number);
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(number);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    // A search nothing matches: the empty state.
    await page.getByLabel('Hledat').fill('nikdo-takovy@example.com');
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    await page.getByText('Filtrům neodpovídá žádná objednávka.').waitFor();
    await page.goBack();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);

    // The detail.
    await table.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { name: `Objednávka ${number}`, level: 1 }).waitFor();
    expect(await page.title()).toBe(`Objednávka ${number} – Konfety administrace`);
    await page.getByRole('heading', { name: 'Položky' }).waitFor();
    await page.getByRole('heading', { name: 'Fakturační adresa' }).waitFor();
    await page.getByRole('heading', { name: 'Historie stavů' }).waitFor();
    await page.getByRole('heading', { name: 'Záznam změn' }).waitFor();
    const head = page.locator('.order__head');
    await head.getByText('Čeká na platbu').waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the order detail');
    await adminShot(page, 'detail-1280');

    // Cancelling asks first: a modal dialog, Escape closes it and the focus comes back.
    const cancel = page.getByRole('button', { name: 'Zrušit', exact: true });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `Zrušit objednávku ${number}?` });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((d) => d.matches(':modal') && d.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page, 'the cancel dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cancel.evaluate((button) => button === document.activeElement)).toBe(true);

    // Marked paid, with a note: the new state, in the badge and the history.
    await page.getByLabel('Poznámka ke změně').fill('Platba dorazila na účet (kontrola z testu).');
    await page.getByRole('button', { name: 'Označit jako zaplacenou' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'je nyní ve stavu „Zaplacena“' }).count()).toBe(1);
    await head.getByText('Zaplacena').waitFor();
    await page.locator('.timeline').getByText('Platba dorazila na účet (kontrola z testu).').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Označit jako zaplacenou' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Připravit' }).waitFor();
    await adminShot(page, 'detail-after-1280');
  });

  it('logs in again with a recovery code on a phone and comes back to where it was going; logging out ends the session', async () => {
    const page = await b.newPage({ viewport: PHONE });
    await page.goto('/admin/objednavky?paid=yes');
    await page.getByRole('heading', { name: 'Přihlášení', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/objednavky?paid=yes');
    await page.waitForLoadState('networkidle');
    await adminShot(page, 'login-390');
    await logInWithRecoveryCode(page);
    await page.getByRole('heading', { name: 'Objednávky', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/objednavky?paid=yes');
    await expect.poll(() => page.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
    for (const paid of await page.getByRole('table').locator('tbody tr td:nth-child(10)').allTextContents()) expect(paid).toBe('Ano');
    // Nothing wider than the phone but the table's own scrolling region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForLoadState('networkidle');
    await adminShot(page, 'list-390');

    await page.getByRole('table').locator('tbody tr').first().getByRole('link').click();
    await page.getByRole('heading', { name: /^Objednávka /, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForLoadState('networkidle');
    await adminShot(page, 'detail-390');

    await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Přehled' }).click();
    await expect.poll(() => page.locator('canvas').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await adminShot(page, 'dashboard-390');

    await page.getByRole('button', { name: 'Odhlásit' }).click();
    await page.getByRole('heading', { name: 'Přihlášení', level: 1 }).waitFor();
    // The session is gone: the back office sends to the login again.
    await page.goto('/admin/objednavky');
    await page.getByRole('heading', { name: 'Přihlášení', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/objednavky');
  });

  it('sends nowhere but into the back office after the login, whatever `next` says', async () => {
    const page = await b.newPage();
    await page.goto(`/admin/prihlaseni?next=${encodeURIComponent('//evil.example/admin')}`);
    await page.getByRole('heading', { name: 'Přihlášení', level: 1 }).waitFor();
    await logInWithRecoveryCode(page);
    await page.getByRole('heading', { name: 'Přehled', level: 1 }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/admin`);
    // Logged in, the login page goes straight on (and again only into the back office).
    await page.goto(`/admin/prihlaseni?next=${encodeURIComponent('https://evil.example/')}`);
    await page.getByRole('heading', { name: 'Přehled', level: 1 }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/admin`);
  });

  it('shows each role what it may do: branch staff start at their branch’s orders, an editor has no screen yet', async () => {
    const page = await b.newPage();
    await staffSession(page, 'prodejna@example.com');
    await page.goto('/admin');
    // No dashboard for branch staff: straight to the orders, of their branch only (no branch filter).
    await page.getByRole('heading', { name: 'Objednávky', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/objednavky');
    await page.getByRole('banner').getByText(/Personál prodejny · Praha 1/).waitFor();
    expect(await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link').allTextContents()).toEqual(['Objednávky', 'Fronta výdeje', 'Sklad']);
    expect(await page.getByLabel('Prodejna').count()).toBe(0);
    await expect.poll(() => page.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
    for (const branch of await page.getByRole('table').locator('tbody tr td:nth-child(8)').allTextContents()) expect(branch).toMatch(/^Praha 1/);

    const editor = await b.newPage();
    await staffSession(editor, 'editor@example.com');
    await editor.goto('/admin');
    await editor.getByRole('heading', { name: 'Vítejte v administraci', level: 1 }).waitFor();
    expect(await editor.getByRole('navigation', { name: 'Hlavní navigace' }).count()).toBe(0);
    await editor.goto('/admin/objednavky');
    await editor.getByRole('heading', { name: 'Bez oprávnění', level: 1 }).waitFor();
    await editor.getByRole('alert').getByText('K této akci nemáte oprávnění.').waitFor();
  });
});
