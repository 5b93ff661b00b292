import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CZ, createTestApp, loginAs, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import { userForToken } from '../src/features/accounts/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = CZ) => t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: payload as object });

describe('POST /api/auth/login, GET /api/me, GET /api/auth/logout', () => {
  it('logs in a demo customer and answers the user with group and scopes', async () => {
    const res = await login({ email: 'zakaznik@example.com', password: 'Heslo123' });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { ...CZ, authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'zakaznik@example.com', firstname: 'Jana', lastname: 'Nováková', group: { id: 1 } });
    expect(me.json().data.scopes).toContain('customer');
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await login({ email: 'ZAKAZNIK@Example.com', password: 'Heslo123' });
    expect(res.statusCode).toBe(200);
  });

  it('puts the influencer in group 2 and the VIP in a group with a discount', async () => {
    const inf = await t.app.inject({ method: 'GET', url: '/api/me', headers: await loginAs(t, 'influencer@example.com') });
    expect(inf.json().data.group).toMatchObject({ id: 2, name: 'Influencer' });
    const vip = await t.app.inject({ method: 'GET', url: '/api/me', headers: await loginAs(t, 'vip@example.com') });
    expect(vip.json().data.group.discount).toBe(5);
    expect(vip.json().data.group.description).toMatch(/slev/i);
  });

  it('rejects a wrong password and an unknown e-mail alike, without saying which', async () => {
    const wrong = await login({ email: 'vip@example.com', password: 'spatne-heslo' });
    const unknown = await login({ email: 'nikdo@example.com', password: 'Heslo123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'invalid_credentials' });
    }
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('answers 422 with the Czech field messages for missing or malformed input', async () => {
    const empty = await login({ email: '', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ email: ['Pole musí být vyplněno'], password: ['Pole musí být vyplněno'] });
    const bad = await login({ email: 'neni-email', password: 'x' });
    expect(bad.json().errors.email).toEqual(['Pole musí obsahovat platný email.']);
    const missing = await login({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual(['Pole musí být vyplněno']);
  });

  it('answers 401 JSON for /api/me without or with a bad token', async () => {
    for (const headers of [CZ, { ...CZ, authorization: 'Bearer nonsense-token-that-is-long-enough' }, { ...CZ, authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
    }
  });

  it('revokes the token on logout, on the server', async () => {
    const headers = await loginAs(t, 'zakaznik@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(me.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers });
    expect(again.statusCode).toBe(401);
  });

  it("does not read the password hash with a token's user (it would sit in every logged-in request's context)", async () => {
    const { authorization } = await loginAs(t, 'zakaznik@example.com');
    const found = await userForToken(t.db, authorization.slice('Bearer '.length), TEST_NOW);
    expect(found?.user.email).toBe('zakaznik@example.com');
    expect(found?.user).not.toHaveProperty('passwordHash');
  });

  it('stops accepting a token after it expires', async () => {
    const headers = await loginAs(t, 'zakaznik@example.com');
    t.setNow(() => new Date(TEST_NOW.getTime() + 31 * 86400000));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(401);
    } finally {
      t.setNow(() => TEST_NOW);
    }
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After after 5 failures for one e-mail, and lets the owner in once the window passes', async () => {
    const start = new Date(TEST_NOW.getTime() + 86400000);
    t.setNow(() => start);
    try {
      for (let i = 0; i < 5; i++) expect((await login({ email: 'vip@example.com', password: 'bad' })).statusCode).toBe(401);
      const blocked = await login({ email: 'vip@example.com', password: 'Heslo123' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe('too_many_attempts');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toMatch(/minut|sekund/);
      // Another account from the same address is not blocked by this account's failures.
      expect((await login({ email: 'zakaznik@example.com', password: 'Heslo123' })).statusCode).toBe(200);
      t.setNow(() => new Date(start.getTime() + 901 * 1000));
      expect((await login({ email: 'vip@example.com', password: 'Heslo123' })).statusCode).toBe(200);
    } finally {
      t.setNow(() => TEST_NOW);
    }
  });

  it('blocks one client address trying many accounts', async () => {
    const start = new Date(TEST_NOW.getTime() + 2 * 86400000);
    t.setNow(() => start);
    try {
      for (let i = 0; i < 20; i++) {
        expect((await login({ email: `guess${i}@example.com`, password: 'bad' })).statusCode).toBe(401);
      }
      const res = await login({ email: 'influencer@example.com', password: 'Heslo123' });
      expect(res.statusCode).toBe(429);
    } finally {
      t.setNow(() => TEST_NOW);
    }
  });
});

describe('test harness', () => {
  it('runs against the database its project names', async () => {
    expect(t.kind).toBe(process.env.TEST_DB);
    const result = (await t.db.execute(sql`select version() as v`)) as unknown as { rows: Array<{ v: string }> };
    const row = result.rows[0]!;
    // The embedded database is PGlite (PostgreSQL 17 in WASM); the server one is Debian's PostgreSQL 15.
    expect(row.v.includes('emscripten') || row.v.includes('wasm')).toBe(t.kind === 'pglite');
  });
});

describe('site selection', () => {
  it('refuses an unknown client-url with 400 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { 'client-url': 'https://evil.example' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unknown_site' });
  });

  it('answers unknown API paths with 404 JSON, never HTML or a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: CZ });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...CZ, 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('serves the OpenAPI document with the SPEC §7 paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/auth/login', '/api/auth/logout', '/api/me', '/api/cart/{locale}', '/api/cart/anonymous/{locale}/{guestCartId}', '/api/cart/create', '/api/cart/{cartId}', '/api/voucher/cart/add/{cartId}', '/api/voucher/cart/delete/{cartId}', '/api/orders', '/api/orders/summary/{id}/{hash}', '/api/checkout/methods']) {
      expect(paths).toContain(p);
    }
    // Named schemas are published, so every $ref resolves.
    const schemas = res.json().components.schemas;
    for (const name of ['Error', 'User', 'Cart', 'Product', 'Variant', 'Order']) expect(schemas).toHaveProperty(name);
    const refs = [...res.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    for (const r of refs) expect(schemas).toHaveProperty([r!]);
  });

  it('serves the Swagger UI at /api/docs and /api/docs/ with assets that load from either', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      const assets = [...page.body.matchAll(/(?:src|href)="([^"]*static\/[^"]+)"/g)].map((m) => new URL(m[1]!, `http://shop.test${url}`).pathname);
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) expect((await t.app.inject({ method: 'GET', url: asset })).statusCode, `${url} → ${asset}`).toBe(200);
    }
  });
});
