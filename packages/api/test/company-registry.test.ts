import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAILING_ICO, SLOW_ICO, startTestAres, type TestAres } from '@konfety/test-support/ares';
import { aresEnv } from '@konfety/test-support/stand-ins';
import { CZ, createTestApp, loginAs, type TestApp } from './support/app';

/** Short, so the "registry too slow" case ends quickly; the stand-in holds a slow answer much longer. */
const TIMEOUT_MS = 300;

let ares: TestAres;
let t: TestApp;
let customer: Record<string, string>;
const logLines: string[] = [];

beforeAll(async () => {
  ares = await startTestAres({ slowMs: 20_000 });
  t = await createTestApp({ env: { ...aresEnv(ares), ARES_TIMEOUT_MS: String(TIMEOUT_MS) } });
  customer = await loginAs(t, 'zakaznik@example.com');
});
afterAll(async () => {
  await t.close();
  await ares.stop();
});
afterEach(() => ares.reset());

const lookup = (ico: string, headers: Record<string, string> = customer) => t.app.inject({ method: 'GET', url: `/api/company-registry/${encodeURIComponent(ico)}`, headers });

describe('GET /api/company-registry/{ico} against the ARES stand-in', () => {
  it('answers a company’s name, DIČ and seat split into street with house numbers, city, PSČ and country, uncached', async () => {
    const res = await lookup('27596648');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      data: { ico: '27596648', name: 'Party Svět s.r.o.', vat_id: 'CZ27596648', street: 'Korunní 2569/108a', city: 'Praha 2', zip: '10100', country: 'CZ' },
    });
    // Every lookup asks the register.
    expect((await lookup('27596648')).statusCode).toBe(200);
    expect(ares.requests).toEqual(['27596648', '27596648']);
  });

  it('writes a village seat without streets as the village part and house number; a sole trader has no DIČ', async () => {
    const res = await lookup('123 456 79');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ico: '12345679', name: 'Jan Novák', vat_id: null, street: 'Lhota 12', city: 'Lhota', zip: '27714', country: 'CZ' });
    expect(ares.requests).toEqual(['12345679']);
  });

  it('answers 404 with a Czech message when the register has no such subject', async () => {
    const res = await lookup('45274649');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Firmu s tímto IČO jsme v registru ARES nenašli.' });
  });

  it('answers 422 on ico for a malformed IČO or a wrong check digit, without asking the register', async () => {
    for (const ico of ['27596649', '1234567', 'abcdefgh', '123456789', ' ']) {
      const res = await lookup(ico);
      expect(res.statusCode, ico).toBe(422);
      expect(res.json().errors).toEqual({ ico: ['Zadejte platné IČO.'] });
    }
    expect(ares.requests).toEqual([]);
  });

  it('answers 502 with the company-lookup notice when the register fails', async () => {
    ares.fail('error');
    const res = await lookup('27596648');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'company_registry_unavailable', message: 'Údaje o firmě se nepodařilo načíst.' });
  });

  it('gives up on a register that does not answer in time: 502 within the timeout', async () => {
    ares.fail('slow');
    const started = performance.now();
    const res = await lookup('27596648');
    const took = performance.now() - started;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Údaje o firmě se nepodařilo načíst.');
    expect(ares.requests).toEqual(['27596648']);
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(took).toBeLessThan(10_000);
  });

  it('fails and is slow for its fixed IČOs too (for tests in another process)', async () => {
    expect((await lookup(FAILING_ICO)).statusCode).toBe(502);
    expect((await lookup(SLOW_ICO)).statusCode).toBe(502);
    expect(ares.requests).toEqual([FAILING_ICO, SLOW_ICO]);
  });

  it('answers 502 when the register cannot be reached at all', async () => {
    const down = await createTestApp({ env: { ARES_BASE_URL: 'http://127.0.0.1:9/rest', ARES_TIMEOUT_MS: String(TIMEOUT_MS) } });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/company-registry/27596648', headers: await loginAs(down, 'zakaznik@example.com') });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe('company_registry_unavailable');
    } finally {
      await down.close();
    }
  });

  it('is for logged-in customers only: 401 without a token, and the register is not asked', async () => {
    const res = await lookup('27596648', CZ);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
    expect(ares.requests).toEqual([]);
  });
});

describe('company registry logging', () => {
  it('logs a failed lookup with its reason, never the IČO', async () => {
    const { buildApiServer } = await import('../src/app');
    const { loadConfig } = await import('@konfety/config');
    const { TEST_NOW, TEST_SITES } = await import('./support/constants');
    const logged = await buildApiServer(
      { db: t.db, config: loadConfig({ NODE_ENV: 'test', SITE_URL_CZ: TEST_SITES.cz.url, SITE_URL_SK: TEST_SITES.sk.url, ...aresEnv(ares), ARES_TIMEOUT_MS: String(TIMEOUT_MS) }), now: () => TEST_NOW },
      { logger: true, logStream: { write: (line: string) => void logLines.push(line) } },
    );
    try {
      ares.fail('error');
      const res = await logged.inject({ method: 'GET', url: '/api/company-registry/27596648', headers: customer });
      expect(res.statusCode).toBe(502);
      const failure = logLines.find((line) => line.includes('company registry lookup failed'));
      expect(failure).toBeDefined();
      expect(JSON.parse(failure!)).toMatchObject({ reason: 'status', status: 500 });
      expect(logLines.join('\n')).not.toContain('27596648');
    } finally {
      await logged.close();
    }
  });
});
