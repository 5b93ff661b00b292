import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, createTestApp, loginAs, type TestApp } from './support/app';

let t: TestApp;
let jana: Record<string, string>;
let martin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  jana = await loginAs(t, 'zakaznik@example.com');
  martin = await loginAs(t, 'vip@example.com');
});
afterAll(() => t.close());

const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/account/invoice-details', headers });
const put = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/account/invoice-details', headers, payload: payload as object });

const company = {
  firstname: 'Martin',
  lastname: 'Dvořák',
  company: 'Party Svět s.r.o.',
  companyId: '27596648',
  vatId: 'CZ 27596648',
  street: 'Korunní 2569/108a',
  city: 'Praha 2',
  zip: '10100',
  country: 'CZ',
  phonePrefix: '+420',
  phone: '777222333',
  email: 'faktury@example.com',
};

describe('GET /api/account/invoice-details', () => {
  it('answers the seeded customer’s details, privately', async () => {
    const res = await get(jana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().data).toEqual({
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
    });
  });

  it('answers null for a customer who has not saved any', async () => {
    const res = await get(martin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('is 401 without a token, for reading and saving', async () => {
    expect((await get(CZ)).statusCode).toBe(401);
    expect((await put(CZ, company)).statusCode).toBe(401);
  });
});

describe('PUT /api/account/invoice-details', () => {
  it('saves them the first time and replaces them afterwards, for the caller only', async () => {
    const first = await put(martin, company);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ company: 'Party Svět s.r.o.', company_id: '27596648', vat_id: 'CZ27596648', zip: '10100' });
    const second = await put(martin, { ...company, company: '', companyId: '', vatId: '', street: 'Lhota 12', city: 'Lhota', zip: '277 14' });
    expect(second.statusCode, second.body).toBe(200);
    expect((await get(martin)).json().data).toMatchObject({ company: null, company_id: null, vat_id: null, street: 'Lhota 12', zip: '27714' });
    expect((await get(jana)).json().data).toMatchObject({ street: 'Vinohradská 1234/56' });
    const rows = await t.db.select().from(schema.invoiceDetails);
    expect(rows).toHaveLength(2);
  });

  it('checks the IČO checksum and the DIČ format (SPEC §5), per field in Czech', async () => {
    const res = await put(martin, { ...company, companyId: '27596649', vatId: 'CZ12' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ companyId: ['Zadejte platné IČO.'], vatId: ['Zadejte platné DIČ.'] });
  });

  it('needs an IČO for a company', async () => {
    const res = await put(martin, { ...company, companyId: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ companyId: ['Pro fakturaci na firmu vyplňte IČO.'] });
    expect(res.json().message).toBe('Formulář obsahuje chyby.');
  });

  it('takes a Slovak DIČ or IČ DPH for a Slovak address', async () => {
    const res = await put(martin, { ...company, country: 'SK', zip: '811 01', companyId: '35757442', vatId: 'SK2020317068' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ country: 'SK', vat_id: 'SK2020317068', zip: '81101' });
  });

  it('answers 422 for missing fields and an unknown country, and keeps what was saved', async () => {
    const before = (await get(martin)).json().data;
    const empty = await put(martin, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['city', 'country', 'firstname', 'lastname', 'street', 'zip']);
    const unknown = await put(martin, { ...company, country: 'ZZ' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ country: ['Vyberte prosím jednu z nabízených možností.'] });
    expect((await get(martin)).json().data).toEqual(before);
  });
});
