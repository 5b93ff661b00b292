import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, useDatabase } from './support';
import { adminShot, expectNoAxeViolations, PHONE, resetStaffAccounts, staffSession } from './staff-support';

/**
 * The back office's staff accounts ("Personál", packages/admin routes/staff.tsx) and audit log ("Záznam změn",
 * routes/audit.tsx): the administrator makes an account in the dialog (a refused empty form first), reads its
 * generated password once, and deactivates it; the audit log shows both changes, filters them and unfolds the
 * values before and after; the shop manager reads the log but has no "Personál". axe-core on each screen and
 * dialog; screenshots at 1280 and 390 px into /tmp/shots/admin-staff-*.png and /tmp/shots/admin-audit-*.png.
 * The demo accounts' authenticators are removed before and after (staff-support.ts: the browser tests share them).
 */
const b = useBrowser();
const db = useDatabase();

const ADMIN = 'admin@example.com';
const MANAGER = 'vedouci@example.com';
// A fresh address per run: an account once made stays (its audit rows name it).
const NEW_EMAIL = `nova.prodavacka.${Date.now()}@example.com`;
const NEW_NAME = 'Nová Prodavačka';

const resetAccounts = () => resetStaffAccounts(db, [ADMIN, MANAGER]);
beforeAll(resetAccounts);
afterAll(resetAccounts);

describe('back office: staff accounts and the audit log', () => {
  it('the administrator makes an account (its password shown once) and deactivates it; the audit log shows and filters both', async () => {
    const page = await b.newPage();
    await staffSession(page, ADMIN);
    await page.goto('/admin/personal');
    await page.getByRole('heading', { name: 'Personál', level: 1 }).waitFor();
    expect(await page.title()).toBe('Personál – Konfety administrace');
    const table = page.getByRole('table', { name: 'Účty personálu' });
    await table.getByRole('rowheader', { name: /vedouci@example\.com/ }).waitFor();
    // One's own account has no actions.
    const own = table.getByRole('row', { name: /admin@example\.com/ });
    await own.getByText('Vlastní účet upraví jiný administrátor.').waitFor();
    expect(await own.getByRole('button').count()).toBe(0);
    await page.getByRole('heading', { name: 'Role a co smějí' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'Personál');
    await adminShot(page, 'staff-1280');

    // A new account: the empty form is refused field by field, in the dialog.
    await page.getByRole('button', { name: 'Nový účet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nový účet personálu' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Vytvořit účet' }).click();
    await dialog.getByText('Pole musí být vyplněno').first().waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
    await dialog.getByLabel('E-mail').fill(NEW_EMAIL);
    await dialog.getByLabel('Jméno a příjmení').fill(NEW_NAME);
    await dialog.getByLabel('Role').selectOption({ label: 'Personál prodejny' });
    await dialog.getByRole('button', { name: 'Vytvořit účet' }).click();
    await dialog.getByText('Personál prodejny musí mít vybranou prodejnu.').waitFor();
    await expectNoAxeViolations(page, 'the new account dialog with its errors');
    await dialog.getByLabel('Prodejna').selectOption({ label: 'Brno – Masarykova' });
    await dialog.getByRole('button', { name: 'Vytvořit účet' }).click();
    await page.getByText(`Účet ${NEW_EMAIL} je vytvořen.`).waitFor();
    expect(await dialog.count()).toBe(0);
    const password = (await page.locator('code.staff-password__value').textContent())!.trim();
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    const row = table.getByRole('row', { name: new RegExp(NEW_EMAIL.replace(/\./g, '\\.')) });
    await row.getByText('Brno – Masarykova').waitFor();
    await row.getByText('Ověřovací aplikaci si nastaví při přihlášení').waitFor();
    await adminShot(page, 'staff-password-1280');

    // The password works (the first login goes on to set up the authenticator).
    const login = await fetch(`${baseUrl()}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-konfety-staff': '1' },
      body: JSON.stringify({ email: NEW_EMAIL, password }),
    });
    expect(await login.json()).toEqual({ next: 'setup' });

    // Deactivated after a confirmation; the row says so and offers to activate it again.
    await row.getByRole('button', { name: `Deaktivovat: ${NEW_NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deaktivovat účet ${NEW_NAME}?` });
    await confirm.waitFor();
    await expectNoAxeViolations(page, 'the deactivation dialog');
    await confirm.getByRole('button', { name: 'Ano, provést' }).click();
    await page.getByText(`Účet ${NEW_NAME} je deaktivovaný.`).waitFor();
    await row.getByRole('button', { name: `Aktivovat: ${NEW_NAME}` }).waitFor();
    const [account] = await db.query<{ active: boolean }>('select active from staff_members where email = $1', [NEW_EMAIL]);
    expect(account!.active).toBe(false);

    await page.setViewportSize(PHONE);
    await adminShot(page, 'staff-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The audit log: both changes, newest first, by the administrator.
    await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Záznam změn' }).click();
    await page.getByRole('heading', { name: 'Záznam změn', level: 1 }).waitFor();
    const log = page.getByRole('table', { name: 'Záznam změn od nejnovějších' });
    const rows = log.locator(':scope > tbody > tr');
    await expect.poll(() => rows.nth(0).textContent()).toContain('Účet personálu deaktivován');
    expect(await rows.nth(1).textContent()).toContain('Účet personálu vytvořen');
    expect(await rows.nth(0).textContent()).toContain(ADMIN);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'Záznam změn');
    await adminShot(page, 'audit-1280');

    // Filtered to the accounts made: the filter stays in the URL, the values unfold.
    await page.getByLabel('Změna').selectOption({ label: 'Účet personálu vytvořen' });
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    await page.waitForURL(/action=staff\.created/);
    await expect.poll(async () => (await rows.allTextContents()).every((text) => text.includes('Účet personálu vytvořen'))).toBe(true);
    const created = rows.filter({ hasText: 'Účet personálu vytvořen' }).first();
    await created.getByText('Předtím a potom').click();
    await created.getByText(NEW_EMAIL).waitFor();
    await expectNoAxeViolations(page, 'Záznam změn, filtered, with the values unfolded');
    await page.setViewportSize(PHONE);
    await adminShot(page, 'audit-390');
    await page.close();
  });

  it('the shop manager reads the audit log but has no staff accounts', async () => {
    const page = await b.newPage();
    await staffSession(page, MANAGER);
    await page.goto('/admin/zaznam-zmen');
    await page.getByRole('heading', { name: 'Záznam změn', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
    expect(await nav.getByRole('link').allTextContents()).toContain('Záznam změn');
    expect(await nav.getByRole('link').allTextContents()).not.toContain('Personál');
    await page.goto('/admin/personal');
    await page.getByRole('heading', { name: 'Bez oprávnění', level: 1 }).waitFor();
    await page.getByText('K této akci nemáte oprávnění.').waitFor();
    await page.close();
  });
});
