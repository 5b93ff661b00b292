import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import type { useDatabase } from './support';

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
