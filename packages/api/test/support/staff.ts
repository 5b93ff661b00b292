import { generate } from 'otplib';
import { STAFF_DEMO_PASSWORD } from '@konfety/db/seed';
import type { TestApp } from './app';

/** The header every unsafe admin request carries (http/staff-auth.ts). */
export const STAFF_HEADER = { 'x-konfety-staff': '1' };

export const DEMO_STAFF = {
  admin: 'admin@example.com',
  manager: 'vedouci@example.com',
  branch: 'prodejna@example.com',
  editor: 'editor@example.com',
} as const;

/** The session cookie of a Set-Cookie answer, as a Cookie request header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const line = (Array.isArray(setCookie) ? setCookie[0] : setCookie) ?? '';
  return line.split(';')[0]!;
}

/** The authenticator's code for `secret` at the app's moment (plus `offsetSeconds`). */
export const totpCode = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

export interface StaffLogin {
  cookie: string;
  secret: string;
  recoveryCodes: string[];
}

/**
 * A complete staff session of a demo account that has no authenticator yet: the password, the setup, the first
 * code (a demo account's password unless another is given). Each account can do it once per app (afterwards it has an authenticator: use `logInAgain`).
 */
export async function logInStaff(t: TestApp, email: string, ip = '203.0.113.10', password = STAFF_DEMO_PASSWORD): Promise<StaffLogin> {
  const login = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', headers: STAFF_HEADER, payload: { email, password }, remoteAddress: ip });
  if (login.statusCode !== 200 || login.json().next !== 'setup') throw new Error(`login of ${email}: ${login.statusCode} ${login.body}`);
  const cookie = sessionCookie(login.headers['set-cookie']);
  const setup = await t.app.inject({ method: 'GET', url: '/api/admin/auth/totp-setup', headers: { cookie } });
  const { secret } = setup.json() as { secret: string };
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/totp-setup',
    headers: { cookie, ...STAFF_HEADER },
    payload: { code: await totpCode(secret, t.deps.now()) },
    remoteAddress: ip,
  });
  if (confirm.statusCode !== 200) throw new Error(`setup of ${email}: ${confirm.statusCode} ${confirm.body}`);
  return { cookie, secret, recoveryCodes: (confirm.json() as { recovery_codes: string[] }).recovery_codes };
}
