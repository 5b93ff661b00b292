import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { STAFF_DEMO_PASSWORD } from '@konfety/db/seed';
import { createTestApp, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import { DEMO_STAFF, logInStaff, sessionCookie, STAFF_HEADER, totpCode } from './support/staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
const nextIp = () => `198.51.100.${++address}`;
const later = (seconds: number) => new Date(TEST_NOW.getTime() + seconds * 1000);

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/login', headers: STAFF_HEADER, payload: { email, password }, remoteAddress: ip });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } });
const secondFactor = (cookie: string, code: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/second-factor', headers: { cookie, ...STAFF_HEADER }, payload: { code }, remoteAddress: ip });

describe('staff login', () => {
  it('answers a wrong password and an unknown e-mail alike, in Czech, without a session', async () => {
    const ip = nextIp();
    for (const res of [await login(DEMO_STAFF.manager, 'spatne heslo', ip), await login('nikdo@example.com', STAFF_DEMO_PASSWORD, ip)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_credentials', message: 'Nesprávný e-mail nebo heslo.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sets up the authenticator at the first login: nothing else until its first code, then recovery codes and the role', async () => {
    const ip = nextIp();
    const res = await login(DEMO_STAFF.branch.toUpperCase(), STAFF_DEMO_PASSWORD, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ next: 'setup' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^konfety_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=36000$/);
    const cookie = sessionCookie(setCookie);

    const early = await me(cookie);
    expect(early.statusCode).toBe(401);
    expect(early.json().error).toBe('second_factor_required');

    const setup = await t.app.inject({ method: 'GET', url: '/api/admin/auth/totp-setup', headers: { cookie } });
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qr_svg } = setup.json() as { secret: string; uri: string; qr_svg: string };
    expect(uri).toBe(`otpauth://totp/Konfety%20%E2%80%93%20administrace:prodejna%40example.com?secret=${secret}&issuer=Konfety%20%E2%80%93%20administrace`);
    expect(qr_svg).toMatch(/^<svg/);
    // The same secret until it is confirmed (a second look at the QR code), kept encrypted.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/totp-setup', headers: { cookie } })).json().secret).toBe(secret);
    const [stored] = await t.db.select().from(schema.staffMembers).where(eq(schema.staffMembers.email, DEMO_STAFF.branch));
    expect(stored!.totpSecret).toMatch(/^v1\./);
    expect(stored!.totpSecret).not.toContain(secret);

    const wrong = await t.app.inject({ method: 'POST', url: '/api/admin/auth/totp-setup', headers: { cookie, ...STAFF_HEADER }, payload: { code: '000000' }, remoteAddress: ip });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['Kód není správný nebo už byl použit.'] });

    const code = await totpCode(secret, TEST_NOW);
    const ok = await t.app.inject({ method: 'POST', url: '/api/admin/auth/totp-setup', headers: { cookie, ...STAFF_HEADER }, payload: { code: `${code.slice(0, 3)} ${code.slice(3)}` }, remoteAddress: ip });
    expect(ok.statusCode).toBe(200);
    const body = ok.json() as { recovery_codes: string[]; staff: Record<string, unknown> };
    expect(body.recovery_codes).toHaveLength(10);
    for (const c of body.recovery_codes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(body.staff).toMatchObject({
      email: DEMO_STAFF.branch,
      role: 'branch',
      role_label: 'Personál prodejny',
      branch: { name: 'Praha 1 – Vodičkova' },
      permissions: { 'orders:read': 'branch', 'stock:write': 'branch' },
    });
    expect((await me(cookie)).statusCode).toBe(200);
    const audit = await t.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, 'staff'), eq(schema.auditLog.action, 'staff.two_factor_enabled')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: DEMO_STAFF.branch, ip, entityId: String(stored!.id) });
  });

  it('asks a set-up account for its code: each code good once, a recovery code good once', async () => {
    const first = await logInStaff(t, DEMO_STAFF.manager, nextIp());
    const ip = nextIp();
    const res = await login(DEMO_STAFF.manager, STAFF_DEMO_PASSWORD, ip);
    expect(res.json()).toEqual({ next: 'second_factor' });
    const cookie = sessionCookie(res.headers['set-cookie']);
    // The code that set the authenticator up was of this 30-second step: not again.
    const replay = await secondFactor(cookie, await totpCode(first.secret, TEST_NOW), ip);
    expect(replay.statusCode).toBe(422);
    expect((await me(cookie)).statusCode).toBe(401);

    t.setNow(() => later(30));
    try {
      const ok = await secondFactor(cookie, await totpCode(first.secret, later(30)), ip);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().staff.role).toBe('manager');
      expect((await me(cookie)).statusCode).toBe(200);

      const again = sessionCookie((await login(DEMO_STAFF.manager, STAFF_DEMO_PASSWORD, ip)).headers['set-cookie']);
      const recovery = first.recoveryCodes[3]!;
      expect((await secondFactor(again, recovery.toUpperCase().replace(/-/g, ' '), ip)).statusCode).toBe(200);
      const third = sessionCookie((await login(DEMO_STAFF.manager, STAFF_DEMO_PASSWORD, ip)).headers['set-cookie']);
      expect((await secondFactor(third, recovery, ip)).statusCode).toBe(422);
      const used = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'staff.recovery_code_used'));
      expect(used).toHaveLength(1);
    } finally {
      t.setNow(() => TEST_NOW);
    }
  });

  it('throttles wrong passwords per e-mail: the sixth try in 15 minutes is a 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await login(DEMO_STAFF.editor, `spatne ${i}`, ip)).statusCode).toBe(401);
    const blocked = await login(DEMO_STAFF.editor, STAFF_DEMO_PASSWORD, nextIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.json().message).toBe('Příliš mnoho pokusů o přihlášení. Zkuste to znovu za 15 minut.');
  });

  it('refuses a change that does not come from the back office: no staff header, or another site’s origin', async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: DEMO_STAFF.admin, password: STAFF_DEMO_PASSWORD } });
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual({ error: 'csrf', message: 'Požadavek nepřišel z administrace e-shopu.' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { ...STAFF_HEADER, origin: 'https://evil.example', host: 'www.konfety.test' },
      payload: { email: DEMO_STAFF.admin, password: STAFF_DEMO_PASSWORD },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('ends a session after 30 idle minutes, and at logout', async () => {
    const { cookie } = await logInStaff(t, DEMO_STAFF.admin, nextIp());
    t.setNow(() => later(29 * 60));
    expect((await me(cookie)).statusCode).toBe(200);
    // Seen at 29 minutes: 30 idle minutes count from there.
    t.setNow(() => later(58 * 60));
    expect((await me(cookie)).statusCode).toBe(200);
    t.setNow(() => later(89 * 60));
    try {
      expect((await me(cookie)).statusCode).toBe(401);
    } finally {
      t.setNow(() => TEST_NOW);
    }
    const fresh = sessionCookie((await login(DEMO_STAFF.admin, STAFF_DEMO_PASSWORD, nextIp())).headers['set-cookie']);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { cookie: fresh, ...STAFF_HEADER } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^konfety_staff=; .*Max-Age=0/);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/totp-setup', headers: { cookie: fresh } })).statusCode).toBe(401);
  });

  it('keeps staff answers out of every cache, and its operations out of the shop’s OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me' });
    expect(res.headers['cache-control']).toBe('no-store');
    const admin = (await t.app.inject({ method: 'GET', url: '/api/admin/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(admin.paths)).toEqual(expect.arrayContaining(['/api/admin/auth/login', '/api/admin/auth/me']));
    const shop = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(shop.paths).filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/nic-takoveho' })).statusCode).toBe(404);
  });
});
