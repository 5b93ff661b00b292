import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@konfety/config';
import { buildApiServer } from '../src/app';
import { safeError, safeUrl, scrubText } from '../src/logger';
import { CZ, createTestApp, type TestApp } from './support/app';
import { TEST_NOW, TEST_SITES } from './support/constants';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts, type PickedProduct } from './support/fixtures';

/**
 * Issue 9 §7: logs carry no personal data or secrets. The API runs with the shop's logger
 * options (`safeLoggerOptions`) writing into memory; a failed query with a customer's data
 * in its parameters and the database's error detail, and requests whose URLs hold a summary
 * hash or a guest-cart id, must leave none of them in any line.
 */

const customer = {
  email: 'tajna.zakaznice@example.com',
  phone: '777888999',
  street: 'Tajná ulice 42',
  city: 'Skrytov',
  lastname: 'Neznámá',
  note: 'Zvonek u sousedů',
  idempotencyKey: 'klic-objednavky-314159',
};

let t: TestApp;
let logged: TestApp['app'];
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
const lines: string[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-log-test-'));

beforeAll(async () => {
  t = await createTestApp();
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 5, maxGross: 40000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
  const config = loadConfig({ NODE_ENV: 'test', SITE_URL_CZ: TEST_SITES.cz.url, SITE_URL_SK: TEST_SITES.sk.url, DATA_DIR: dataDir });
  logged = await buildApiServer({ db: t.db, config, now: () => TEST_NOW }, { logger: true, logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => {
  await logged.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function expectAbsent(secrets: string[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    for (const secret of secrets) expect(line.toLowerCase(), `a log line holds ${secret}`).not.toContain(secret.toLowerCase());
  }
}

describe('logs without personal data', () => {
  it('a failed order query is logged with its SQL and SQLSTATE, without parameters, detail, body or hashes', async () => {
    const cart = await cartWith(t, product);
    // Make the order insert fail in the database itself, as a broken migration or a full disk would.
    await t.db.execute(sql`alter table orders add constraint log_test_refuse check (id < 0) not valid`);
    lines.length = 0;
    try {
      const body = guestOrderBody(methods, cart.tempId, {
        email: customer.email,
        phone: customer.phone,
        note: customer.note,
        invoiceAddress: { firstname: 'Jana', lastname: customer.lastname, street: customer.street, city: customer.city, zip: '120 00', country: 'CZ' },
      });
      const res = await logged.inject({ method: 'POST', url: '/api/orders', headers: { ...CZ, 'idempotency-key': customer.idempotencyKey }, payload: body });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'internal', message: expect.any(String) });
      expect(res.body).not.toContain(customer.email);
    } finally {
      await t.db.execute(sql`alter table orders drop constraint log_test_refuse`);
    }
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'unhandled error');
    expect(failure, lines.join('\n')).toBeDefined();
    const err = failure!.err as { query?: string; cause?: { code?: string } };
    expect(err.query).toMatch(/^insert into "orders"/);
    expect(err.cause?.code).toBe('23514');
    expectAbsent([customer.email, customer.phone, customer.street, customer.city, customer.lastname, customer.note, customer.idempotencyKey, cart.tempId, 'params:', 'Failing row']);
  });

  it('request URLs lose summary hashes and guest-cart ids', async () => {
    const cart = await cartWith(t, product);
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, cart.tempId, { email: customer.email }) });
    expect(placed.statusCode).toBe(201);
    const { id, hash } = placed.json().data as { id: number; hash: string };
    lines.length = 0;
    expect((await logged.inject({ method: 'GET', url: `/api/orders/summary/${id}/${hash}`, headers: CZ })).statusCode).toBe(200);
    const other = await cartWith(t, product);
    await logged.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${other.tempId}`, headers: CZ });
    const urls = lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toContain(`/api/orders/summary/${id}/[redacted]`);
    expect(urls).toContain('/api/cart/anonymous/cs/[redacted]');
    expectAbsent([hash, other.tempId, customer.email]);
  });

  it('request URLs lose the token of a reset link, whatever its length', async () => {
    const tokens = ['e'.repeat(63), `${'7'.repeat(64)}0`, 'Neni-To-Hex_Token'];
    lines.length = 0;
    for (const token of tokens) expect((await logged.inject({ method: 'GET', url: `/api/auth/password/reset/${token}`, headers: CZ })).statusCode).toBe(404);
    const urls = lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toEqual(tokens.map(() => '/api/auth/password/reset/[redacted]'));
    expectAbsent(tokens);
  });
});

describe('safeError and safeUrl', () => {
  it('strip parameters, e-mails, hashes and quoted input from any error, its stack and its causes', () => {
    const hash = 'ab'.repeat(32);
    const cause = Object.assign(new Error(`invalid input syntax for type uuid: "${customer.street}"`), { code: '22P02', detail: `Key (email)=(${customer.email}) already exists.` });
    const err = Object.assign(new Error(`Failed query: select 1 where a = $1\nparams: ${customer.email},${hash}`), { query: 'select 1 where a = $1', params: [customer.email, hash], cause });
    const safe = JSON.stringify(safeError(err));
    for (const secret of [customer.email, customer.street, hash, 'params']) expect(safe).not.toContain(secret);
    expect(safe).toContain('select 1 where a = $1');
    expect(safe).toContain('22P02');
    expect(safeError(new Error(`mail to ${customer.email} refused`)).message).toBe('mail to [email] refused');
  });

  it('redact summary hashes, cart ids and secret query parameters in URLs', () => {
    expect(safeUrl(`/shrnuti/12/${'0f'.repeat(32)}?x=1`)).toBe('/shrnuti/12/[redacted]?x=1');
    expect(safeUrl('/api/cart/123e4567-e89b-12d3-a456-426614174000')).toBe('/api/cart/[redacted]');
    expect(safeUrl('/prihlaseni?email=jana%40example.com&token=abc')).toBe('/prihlaseni?email=[redacted]&token=[redacted]');
  });

  it('redact the whole path segment after a reset route, in every language, the API and free text', () => {
    const near = 'c'.repeat(63);
    expect(safeUrl(`/zmena-hesla/${near}`)).toBe('/zmena-hesla/[redacted]');
    expect(safeUrl(`/sk/zmena-hesla/${near}1?x=1`)).toBe('/sk/zmena-hesla/[redacted]?x=1');
    expect(safeUrl(`/en/change-password/${near}.data?_routes=routes%2Fpassword-change`)).toBe('/en/change-password/[redacted]?_routes=routes%2Fpassword-change');
    expect(safeUrl('/ZMENA-HESLA/Ab%2Fc-ž')).toBe('/ZMENA-HESLA/[redacted]');
    expect(safeUrl(`/api/auth/password/reset/${near}`)).toBe('/api/auth/password/reset/[redacted]');
    expect(scrubText(`link https://www.konfety.test/zmena-hesla/${near}" refused`)).toBe('link https://www.konfety.test/zmena-hesla/[redacted]" refused');
    // The pages and calls without a token keep their paths.
    for (const plain of ['/ucet/zmena-hesla', '/en/account/change-password', '/obnova-hesla', '/api/auth/password/reset', '/api/auth/password/reset-request']) {
      expect(safeUrl(plain)).toBe(plain);
    }
  });
});
