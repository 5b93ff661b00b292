import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, createTestApp, loginAs, type TestApp } from './support/app';

let t: TestApp;
let jana: Record<string, string>;
let martin: Record<string, string>;
let tereza: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  jana = await loginAs(t, 'zakaznik@example.com');
  martin = await loginAs(t, 'vip@example.com');
  tereza = await loginAs(t, 'influencer@example.com');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const office = {
  name: 'Do práce',
  firstname: 'Martin',
  lastname: 'Dvořák',
  company: 'Party Svět s.r.o.',
  companyId: '275 966 48',
  vatId: 'cz27596648',
  street: 'Korunní 2569/108a',
  city: 'Praha 2',
  zip: '101 00',
  country: 'cz',
  phonePrefix: '+420',
  phone: '777 222 333',
  email: 'Martin.Dvorak@Example.com',
};

async function list(headers: Record<string, string>) {
  const res = await call('GET', '/account/addresses', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ id: number; name: string | null; street: string; is_default: boolean }>;
}

async function create(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await call('POST', '/account/addresses', headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; is_default: boolean };
}

describe('GET /api/account/addresses', () => {
  it('answers the seeded customer’s address as stored, default marked, privately', async () => {
    const res = await call('GET', '/account/addresses', jana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        name: 'Domů',
        firstname: 'Jana',
        lastname: 'Nováková',
        company: null,
        company_id: null,
        vat_id: null,
        street: 'Vinohradská 1234/56',
        city: 'Praha 2',
        zip: '12000',
        country: 'CZ',
        phone_prefix: '+420',
        phone: '603123456',
        email: 'zakaznik@example.com',
        is_default: true,
      },
    ]);
  });

  it('is 401 without a token or with a bad one, for every operation, before the body is looked at', async () => {
    const bad = { ...CZ, authorization: 'Bearer not-a-token-of-this-shop-at-all' };
    for (const headers of [CZ, bad]) {
      for (const [method, url, body] of [
        ['GET', '/account/addresses'],
        ['POST', '/account/addresses', {}],
        ['PUT', '/account/addresses/1', {}],
        ['DELETE', '/account/addresses/1'],
        ['POST', '/account/addresses/1/default'],
      ] as Array<[Method, string, unknown?]>) {
        const res = await call(method, url, headers, body);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ error: 'unauthorized' });
      }
    }
  });
});

describe('POST /api/account/addresses', () => {
  it('stores the canonical values; the first address becomes the default, the next does not', async () => {
    expect(await list(martin)).toEqual([]);
    const first = await create(martin, office);
    expect(first).toMatchObject({
      name: 'Do práce',
      company_id: '27596648',
      vat_id: 'CZ27596648',
      zip: '10100',
      country: 'CZ',
      phone_prefix: '+420',
      phone: '777222333',
      email: 'martin.dvorak@example.com',
      is_default: true,
    });
    const second = await create(martin, { ...office, name: 'Chata', company: null, companyId: '', vatId: '', street: 'Lhota 12', city: 'Lhota', zip: '27714' });
    expect(second).toMatchObject({ name: 'Chata', company: null, company_id: null, vat_id: null, is_default: false });
    expect((await list(martin)).map((a) => [a.id, a.is_default])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('moves a phone’s own country code into the prefix', async () => {
    const created = await create(tereza, { ...office, phonePrefix: '+420', phone: '+421 905 123 456' });
    expect(created).toMatchObject({ phone_prefix: '+421', phone: '905123456' });
    await call('DELETE', `/account/addresses/${created.id}`, tereza);
  });

  it('answers 422 with the SPEC §5 Czech message of every field at once', async () => {
    const empty = await call('POST', '/account/addresses', martin, {});
    expect(empty.statusCode).toBe(422);
    const required = ['Pole musí být vyplněno'];
    expect(empty.json().errors).toEqual({ firstname: required, lastname: required, street: required, city: required, zip: required, country: required });

    const bad = await call('POST', '/account/addresses', martin, { ...office, zip: '999 99', companyId: '12345678', vatId: 'CZ123', phone: '12', email: 'neni-email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      zip: ['Zadejte platné PSČ.'],
      companyId: ['Zadejte platné IČO.'],
      vatId: ['Zadejte platné DIČ.'],
      phone: ['Zadejte platné telefonní číslo.'],
      email: ['Pole musí obsahovat platný email.'],
    });
  });

  it('checks the PSČ against the address’s own country (a Slovak one in Slovakia)', async () => {
    const slovak = await call('POST', '/account/addresses', tereza, { ...office, country: 'SK', zip: '811 01', companyId: '', vatId: '' });
    expect(slovak.statusCode, slovak.body).toBe(201);
    const czechZipInSlovakia = await call('POST', '/account/addresses', tereza, { ...office, country: 'SK', zip: '120 00', companyId: '', vatId: '' });
    expect(czechZipInSlovakia.json().errors).toEqual({ zip: ['Zadejte platné PSČ.'] });
    await call('DELETE', `/account/addresses/${slovak.json().data.id}`, tereza);
  });

  it('refuses a country the shop does not list, and hostile text, with 422 and nothing stored', async () => {
    const before = await t.db.select().from(schema.addresses);
    const unknown = await call('POST', '/account/addresses', martin, { ...office, country: 'US' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ country: ['Vyberte prosím jednu z nabízených možností.'] });
    const hostile = await call('POST', '/account/addresses', martin, { ...office, street: 'Ulice\u0000 1', name: 'x'.repeat(101), extra: 'field' });
    expect(hostile.statusCode).toBe(422);
    expect(hostile.json().errors).toMatchObject({ street: ['Pole obsahuje nepovolené znaky.'], name: ['Vyplňte prosím maximálně 100 znaků.'] });
    expect(await t.db.select().from(schema.addresses)).toEqual(before);
  });
});

describe('PUT, DELETE and default of /api/account/addresses/{id}', () => {
  it('changes an address’s fields and keeps its default flag', async () => {
    const [first] = await list(martin);
    const res = await call('PUT', `/account/addresses/${first!.id}`, martin, { ...office, name: 'Kancelář', street: 'Korunní 1', country: 'CZ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: first!.id, name: 'Kancelář', street: 'Korunní 1', is_default: true });
    const bad = await call('PUT', `/account/addresses/${first!.id}`, martin, { ...office, zip: 'abc', country: 'XX' });
    expect(bad.statusCode).toBe(422);
    expect((await list(martin))[0]).toMatchObject({ street: 'Korunní 1' });
  });

  it('makes another address the default and unsets the previous one, idempotently', async () => {
    const [a, b] = await list(martin);
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', `/account/addresses/${b!.id}/default`, martin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: b!.id, is_default: true });
    }
    const rows = await t.db.select().from(schema.addresses).where(eq(schema.addresses.userId, (await t.db.select().from(schema.users).where(eq(schema.users.email, 'vip@example.com')))[0]!.id));
    expect(rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual([b!.id]);
    expect((await list(martin)).map((x) => x.id)).toEqual([b!.id, a!.id]);
  });

  it('deleting the default makes the newest remaining address the default; deleting another keeps the default', async () => {
    const third = await create(martin, { ...office, name: 'Nejnovější' });
    expect(third.is_default).toBe(false);
    const [currentDefault] = await list(martin);
    const del = await call('DELETE', `/account/addresses/${currentDefault!.id}`, martin);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ success: true });
    const after = await list(martin);
    expect(after.find((x) => x.is_default)?.id).toBe(third.id);
    const other = after.find((x) => !x.is_default)!;
    expect((await call('DELETE', `/account/addresses/${other.id}`, martin)).statusCode).toBe(200);
    expect((await list(martin)).map((x) => [x.id, x.is_default])).toEqual([[third.id, true]]);
    expect((await call('DELETE', `/account/addresses/${third.id}`, martin)).statusCode).toBe(200);
    expect(await list(martin)).toEqual([]);
  });

  it('answers 404 for another customer’s address on every operation, and changes nothing of it', async () => {
    const [janas] = await list(jana);
    const before = await t.db.select().from(schema.addresses).where(eq(schema.addresses.id, janas!.id));
    for (const [method, url, body] of [
      ['PUT', `/account/addresses/${janas!.id}`, office],
      ['DELETE', `/account/addresses/${janas!.id}`],
      ['POST', `/account/addresses/${janas!.id}/default`],
    ] as Array<[Method, string, unknown?]>) {
      const res = await call(method, url, martin, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', message: 'Požadovaný záznam nebyl nalezen.' });
    }
    expect(await t.db.select().from(schema.addresses).where(eq(schema.addresses.id, janas!.id))).toEqual(before);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', '0', 'abc', '-1', '99999999999']) {
      expect((await call('DELETE', `/account/addresses/${id}`, martin)).statusCode).toBe(404);
      expect((await call('POST', `/account/addresses/${id}/default`, martin)).statusCode).toBe(404);
      expect((await call('PUT', `/account/addresses/${id}`, martin, office)).statusCode).toBe(404);
    }
  });

  it('keeps one default when a customer’s address writes race (no 5xx, every answer the one default)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await create(tereza, { ...office, name: `Adresa ${i}` })).id);
    for (let round = 0; round < 8; round++) {
      const results = await Promise.all(ids.map((id) => call('POST', `/account/addresses/${id}/default`, tereza)));
      for (const res of results) expect(res.statusCode, res.body).toBe(200);
      expect((await list(tereza)).filter((x) => x.is_default)).toHaveLength(1);
    }
    for (let round = 0; round < 4; round++) {
      const current = await list(tereza);
      const results = await Promise.all([
        call('DELETE', `/account/addresses/${current[0]!.id}`, tereza),
        ...current.map((x) => call('POST', `/account/addresses/${x.id}/default`, tereza)),
        call('POST', '/account/addresses', tereza, { ...office, name: `Souběžná ${round}` }),
      ]);
      // Choosing the address deleted meanwhile is its 404; nothing else fails.
      for (const res of results) expect([200, 201, 404], res.body).toContain(res.statusCode);
      expect((await list(tereza)).filter((x) => x.is_default)).toHaveLength(1);
    }
  });
});
