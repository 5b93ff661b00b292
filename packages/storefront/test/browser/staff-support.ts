import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { axeViolations, baseUrl, type useDatabase } from './support';

/** The demo staff's password (the seed's `STAFF_DEMO_PASSWORD`). */
export const STAFF_PASSWORD = 'konfety a balonky 2026';

/**
 * Demo staff accounts as the seed made them: no authenticator, no recovery codes, no session, no counted login
 * attempts (as `npm run staff -- reset-2fa` leaves them). The browser tests share one database, and each first login
 * sets an authenticator up: a file that logs in through the setup resets its accounts before and after.
 */
export async function resetStaffAccounts(db: ReturnType<typeof useDatabase>, emails: readonly string[]): Promise<void> {
  for (const email of emails) {
    await db.query('update staff_members set totp_secret = null, totp_confirmed_at = null, totp_last_step = null where email = $1', [email]);
    await db.query('delete from staff_recovery_codes where staff_id = (select id from staff_members where email = $1)', [email]);
    await db.query('update staff_sessions set revoked_at = now() where staff_id = (select id from staff_members where email = $1) and revoked_at is null', [email]);
    await db.query('delete from staff_login_attempts where email = $1', [email]);
  }
}

/**
 * The first login through the back office's screens at `goTo`: the password, the authenticator set up with a code
 * computed from the secret the page shows, the recovery codes acknowledged.
 */
export async function logInWithSetup(page: Page, email: string, goTo: string): Promise<void> {
  await page.goto(goTo);
  await page.getByRole('heading', { name: 'Přihlášení', level: 1 }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await page.getByRole('heading', { name: 'Nastavení ověřovací aplikace' }).waitFor();
  const secret = (await page.locator('code.secret').textContent())!.replace(/\s+/g, '');
  await page.getByLabel('Kód z ověřovací aplikace').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Ověřit a dokončit' }).click();
  await page.getByRole('heading', { name: 'Záložní kódy' }).waitFor();
  await page.getByLabel('Záložní kódy mám uložené').check();
  await page.getByRole('button', { name: 'Pokračovat do administrace' }).click();
}

/**
 * A complete session of a demo account that has no authenticator yet, made through the API (password, setup, first
 * code), put into the page's browser as its cookie: for screens a test looks at after the login itself was tested.
 * Answers the Cookie header, for the test's own API calls.
 */
export async function staffSession(page: Page, email: string, password = STAFF_PASSWORD): Promise<string> {
  const base = baseUrl();
  const json = { 'content-type': 'application/json', 'x-konfety-staff': '1' };
  const login = await fetch(`${base}/api/admin/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  if (login.status !== 200 || (await login.clone().json()).next !== 'setup') throw new Error(`login of ${email}: ${login.status} ${await login.text()}`);
  const [name, value] = login.headers.get('set-cookie')!.split(';')[0]!.split('=') as [string, string];
  const cookie = `${name}=${value}`;
  const { secret } = (await (await fetch(`${base}/api/admin/auth/totp-setup`, { headers: { cookie } })).json()) as { secret: string };
  const confirm = await fetch(`${base}/api/admin/auth/totp-setup`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ code: await generate({ secret }) }) });
  if (confirm.status !== 200) throw new Error(`authenticator of ${email}: ${confirm.status} ${await confirm.text()}`);
  await page.context().addCookies([{ name, value, url: base, httpOnly: true, sameSite: 'Strict' }]);
  return cookie;
}

/** The phone the back office's screens are looked at on (and 1280 px wide for a desktop). */
export const PHONE = { width: 390, height: 844 } as const;
const SHOTS = '/tmp/shots';

/** A full-page screenshot of a back-office screen: /tmp/shots/admin-<name>.png. */
export async function adminShot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/admin-${name}.png`, fullPage: true });
}

export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { count, report } = await axeViolations(page);
  expect(count, `axe violations on ${what}:\n${report}`).toBe(0);
}
