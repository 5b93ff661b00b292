import { TEST_SITES } from './support/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { expand, type OpenApiDoc } from './support/openapi';
import { createTestApp, CZ, SK, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());


interface Currency {
  id: number;
  code: string;
  symbol_before: string;
  symbol_after: string;
  decimals: number;
  rate: number;
  is_default: boolean;
}
interface Country {
  id: number;
  code: string;
  name: string;
  phone_prefix: string | null;
}

describe('GET /api/lists/currencies', () => {
  it('answers { data } with CZK as id 1, the default, first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/currencies', headers: CZ });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const { data } = res.json() as { data: Currency[] };
    expect(data[0]).toEqual({ id: 1, code: 'CZK', symbol_before: '', symbol_after: 'Kč', decimals: 2, rate: 1, is_default: true });
    const eur = data.find((c) => c.code === 'EUR');
    expect(eur).toMatchObject({ symbol_after: '€', decimals: 2, is_default: false });
    expect(typeof eur!.rate).toBe('number');
    expect(eur!.rate).toBeCloseTo(0.04, 8);
    expect(data.filter((c) => c.is_default)).toHaveLength(1);
  });

  it('is the same list for the Slovak site, whose default is its own currency, the euro', async () => {
    const cz = (await t.app.inject({ method: 'GET', url: '/api/lists/currencies', headers: CZ })).json() as { data: Currency[] };
    const sk = (await t.app.inject({ method: 'GET', url: '/api/lists/currencies', headers: SK })).json() as { data: Currency[] };
    expect(sk.data.map(({ is_default: _, ...c }) => c)).toEqual(cz.data.map(({ is_default: _, ...c }) => c));
    expect(cz.data.filter((c) => c.is_default).map((c) => c.code)).toEqual(['CZK']);
    expect(sk.data.filter((c) => c.is_default).map((c) => c.code)).toEqual(['EUR']);
  });

  it('leaves out inactive currencies', async () => {
    await t.db.update(schema.currencies).set({ active: false }).where(eq(schema.currencies.code, 'EUR'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/lists/currencies', headers: CZ });
      expect((res.json() as { data: Currency[] }).data.map((c) => c.code)).toEqual(['CZK']);
    } finally {
      await t.db.update(schema.currencies).set({ active: true }).where(eq(schema.currencies.code, 'EUR'));
    }
  });
});

describe('GET /api/lists/countries/:locale', () => {
  it('names countries in Czech, with the SPEC phone prefixes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/countries/cs', headers: CZ });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Country[] };
    expect(data[0]).toEqual({ id: expect.any(Number), code: 'CZ', name: 'Česká republika', phone_prefix: '+420' });
    expect(data.find((c) => c.code === 'DE')?.name).toBe('Německo');
    for (const c of data) expect(Object.keys(c).sort()).toEqual(['code', 'id', 'name', 'phone_prefix']);
    const prefixes = data.map((c) => c.phone_prefix);
    for (const prefix of ['+420', '+421', '+49', '+44', '+36', '+43', '+48', '+33', '+40', '+386', '+385']) {
      expect(prefixes).toContain(prefix);
    }
  });

  it('names them in Slovak and English', async () => {
    const sk = await t.app.inject({ method: 'GET', url: '/api/lists/countries/sk', headers: CZ });
    expect(sk.statusCode).toBe(200);
    expect((sk.json() as { data: Country[] }).data.find((c) => c.code === 'DE')?.name).toBe('Nemecko');
    const en = await t.app.inject({ method: 'GET', url: '/api/lists/countries/en', headers: SK });
    expect(en.statusCode).toBe(200);
    const names = Object.fromEntries((en.json() as { data: Country[] }).data.map((c) => [c.code, c.name]));
    expect(names).toMatchObject({ CZ: 'Czech Republic', SK: 'Slovakia', GB: 'United Kingdom' });
  });

  it.each(['de', 'CS', 'xx', 'cs-CZ'])('answers 404 JSON for the unknown locale %s', async (locale) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/lists/countries/${locale}`, headers: CZ });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('answers 404 without a locale', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/countries', headers: CZ });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('GET /api/lists/searchPlaceholders', () => {
  it('answers the Czech placeholders as { text } objects for the Czech site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/searchPlaceholders', headers: CZ });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Array<{ text: string }> };
    expect(data.length).toBeGreaterThanOrEqual(5);
    for (const item of data) {
      expect(Object.keys(item)).toEqual(['text']);
      expect(item.text.length).toBeGreaterThan(0);
    }
    expect(data[0]!.text).toBe('Hledejte třeba „kostým piráta“');
    expect(data.map((d) => d.text)).toContain('paruka');
  });

  it('answers the Slovak placeholders for the Slovak site (client-url)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/searchPlaceholders', headers: SK });
    expect(res.statusCode).toBe(200);
    const texts = (res.json() as { data: Array<{ text: string }> }).data.map((d) => d.text);
    expect(texts).toContain('parochňa');
    expect(texts).not.toContain('paruka');
  });

  it('uses the default (Czech) site without a client-url header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/searchPlaceholders' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Array<{ text: string }> }).data.map((d) => d.text)).toContain('paruka');
  });

  it('uses the site of the request’s host without a client-url header (what a browser asks itself: a QR image, a PDF)', async () => {
    const ask = (host: string) => t.app.inject({ method: 'GET', url: '/api/lists/currencies', headers: { host } });
    const defaultOf = async (host: string) => ((await ask(host)).json() as { data: Array<{ code: string; is_default: boolean }> }).data.find((c) => c.is_default)?.code;
    expect(await defaultOf(new URL(TEST_SITES.sk.url).host)).toBe('EUR');
    expect(await defaultOf(new URL(TEST_SITES.cz.url).host)).toBe('CZK');
    expect(await defaultOf('elsewhere.test')).toBe('CZK');
  });

  it('refuses an unknown site with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/searchPlaceholders', headers: { 'client-url': 'https://www.jiny-obchod.test' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unknown_site', message: expect.any(String) });
  });
});

describe('OpenAPI', () => {
  it('documents the list endpoints with their { data } envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApiDoc;
    const keys = Object.keys(doc.paths);
    const find = (suffix: string) => keys.find((k) => k === `/api${suffix}` || k === suffix);
    for (const path of ['/lists/currencies', '/lists/countries/{locale}', '/lists/searchPlaceholders']) {
      const key = find(path);
      expect(key, `${path} in ${keys.join(', ')}`).toBeDefined();
      const op = doc.paths[key!]!.get!;
      expect(op.tags).toContain('lists');
      expect(expand(doc, op.responses['200'])).toContain('"data"');
    }
    const currencies = expand(doc, doc.paths[find('/lists/currencies')!]!.get!.responses['200']);
    for (const field of ['id', 'code', 'symbol_before', 'symbol_after', 'decimals', 'rate']) expect(currencies).toContain(`"${field}"`);
    expect(Object.keys(doc.paths[find('/lists/countries/{locale}')!]!.get!.responses)).toContain('404');
  });
});
