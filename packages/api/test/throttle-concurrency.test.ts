import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CZ, createTestApp, onDay, type TestApp } from './support/app';
import { RESET_REQUEST_LIMITS } from '../src/features/accounts/password-reset';
import { REGISTRATION_LIMITS } from '../src/features/accounts/register';

/*
 * Every throttle counts atomically: of N attempts sent at once, exactly the limit's number get through and the
 * rest are 429, per e-mail and per client address. Checking and then inserting let all of them see the same
 * count (40 wrong passwords at once: 13 to 40 answered 401 where the limit was 5).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());


const post = (url: string, payload: object, ip: string, headers: Record<string, string> = CZ) => t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: ip });

/** Sends `n` requests at once and answers how many got each status. */
async function atOnce(n: number, send: (i: number) => ReturnType<typeof post>): Promise<Record<number, number>> {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  const statuses: Record<number, number> = {};
  for (const res of answers) statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  return statuses;
}

const PASSWORD = 'souběžné heslo 7';
const registration = (email: string) => ({ firstname: 'Souběžná', lastname: 'Zkouška', email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true });

describe('throttles under simultaneous attempts', () => {
  it('login: 40 wrong passwords for one account at once are 5 × 401 and 35 × 429, the right one too is then refused', async () => {
    await onDay(t, 10, async () => {
      expect(await atOnce(40, (i) => post('/api/auth/login', { email: 'vip@example.com', password: `spatne ${i}` }, `10.60.${i}.1`))).toEqual({ 401: 5, 429: 35 });
      expect((await post('/api/auth/login', { email: 'vip@example.com', password: 'Heslo123' }, '10.60.99.1')).statusCode).toBe(429);
    });
  });

  it('login: 40 wrong logins to different accounts from one client address at once are 20 × 401 and 20 × 429', async () => {
    await onDay(t, 11, async () => {
      expect(await atOnce(40, (i) => post('/api/auth/login', { email: `hadani${i}@example.com`, password: 'spatne heslo' }, '10.61.0.1'))).toEqual({ 401: 20, 429: 20 });
    });
  });

  it('password change: 20 wrong current passwords at once are 5 × 422 and 15 × 429', async () => {
    const registered = await post('/api/auth/register', registration('soubezna.zmena@example.com'), '10.62.0.1');
    expect(registered.statusCode, registered.body).toBe(201);
    const session = { ...CZ, authorization: `Bearer ${registered.json().token}` };
    await onDay(t, 12, async () => {
      const change = (i: number) => post('/api/auth/password/change', { currentPassword: `hadam ${i} heslo`, password: 'nove heslo 77', passwordConfirmation: 'nove heslo 77' }, `10.62.${i}.2`, session);
      expect(await atOnce(20, change)).toEqual({ 422: 5, 429: 15 });
    });
  });

  it('password change: a right current password with a refused new one is no failed login', async () => {
    const registered = await post('/api/auth/register', registration('zmena.odmitnuta@example.com'), '10.63.0.1');
    const session = { ...CZ, authorization: `Bearer ${registered.json().token}` };
    await onDay(t, 13, async () => {
      const refused = { currentPassword: PASSWORD, password: '1234567890', passwordConfirmation: '1234567890' };
      for (let i = 0; i < 8; i++) expect((await post('/api/auth/password/change', refused, '10.63.0.2', session)).statusCode).toBe(422);
      expect((await post('/api/auth/login', { email: 'zmena.odmitnuta@example.com', password: PASSWORD }, '10.63.0.2')).statusCode).toBe(200);
    });
  });

  it(`password reset: requests for one e-mail at once get ${RESET_REQUEST_LIMITS.maxPerEmail} through, from one address ${RESET_REQUEST_LIMITS.maxPerIp}`, async () => {
    await onDay(t, 14, async () => {
      const perEmail = await atOnce(20, (i) => post('/api/auth/password/reset-request', { email: 'soubezna.obnova@example.com' }, `10.64.${i}.1`));
      expect(perEmail).toEqual({ 200: RESET_REQUEST_LIMITS.maxPerEmail, 429: 20 - RESET_REQUEST_LIMITS.maxPerEmail });
      const perAddress = await atOnce(30, (i) => post('/api/auth/password/reset-request', { email: `obnova${i}@example.com` }, '10.64.200.1'));
      expect(perAddress).toEqual({ 200: RESET_REQUEST_LIMITS.maxPerIp, 429: 30 - RESET_REQUEST_LIMITS.maxPerIp });
    });
  });

  it(`registration: attempts for one e-mail at once get ${REGISTRATION_LIMITS.maxPerEmail} through (one account), from one address ${REGISTRATION_LIMITS.maxPerIp}`, async () => {
    await onDay(t, 15, async () => {
      const perEmail = await atOnce(15, (i) => post('/api/auth/register', registration('soubezna.registrace@example.com'), `10.65.${i}.1`));
      expect(perEmail).toEqual({ 201: 1, 422: REGISTRATION_LIMITS.maxPerEmail - 1, 429: 15 - REGISTRATION_LIMITS.maxPerEmail });
      const perAddress = await atOnce(30, (i) => post('/api/auth/register', registration(`hromadna${i}@example.com`), '10.65.200.1'));
      expect(perAddress).toEqual({ 201: REGISTRATION_LIMITS.maxPerIp, 429: 30 - REGISTRATION_LIMITS.maxPerIp });
    });
  });
});
