import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { BRANCH_COUNT } from '@konfety/domain/branches';
import { createTestApp, CZ, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: CZ });

describe('GET /api/stores', () => {
  it('lists the 13 active stores (not the warehouse) in their order, with contacts, position and seven days of hours', async () => {
    const res = await get('/api/stores');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Array<Record<string, unknown> & { opening_hours: Array<{ day: number }>; latitude: number }> };
    expect(data).toHaveLength(BRANCH_COUNT);
    const warehouse = await t.db.select({ id: schema.branches.id }).from(schema.branches).where(eq(schema.branches.kind, 'warehouse'));
    expect(data.map((s) => s.id)).not.toContain(warehouse[0]!.id);
    for (const store of data) {
      expect(store.opening_hours.map((h) => h.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(typeof store.latitude).toBe('number');
      expect(store).toMatchObject({ phone: expect.any(String), email: expect.stringContaining('@'), country_code: expect.stringMatching(/^(CZ|SK)$/) });
    }
  });

  it('leaves out a store that closed down, and answers 404 for it', async () => {
    const { data } = (await get('/api/stores')).json() as { data: Array<{ id: number }> };
    const closing = data.at(-1)!.id;
    await t.db.update(schema.branches).set({ active: false }).where(eq(schema.branches.id, closing));
    try {
      const after = (await get('/api/stores')).json() as { data: Array<{ id: number }> };
      expect(after.data.map((s) => s.id)).not.toContain(closing);
      expect((await get(`/api/stores/${closing}`)).statusCode).toBe(404);
    } finally {
      await t.db.update(schema.branches).set({ active: true }).where(eq(schema.branches.id, closing));
    }
    const back = await get(`/api/stores/${closing}`);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.id).toBe(closing);
  });

  it('answers 404 for an unknown store and for an id that is no number', async () => {
    expect((await get('/api/stores/999999')).statusCode).toBe(404);
    expect([400, 404]).toContain((await get('/api/stores/abc')).statusCode);
  });
});

describe('GET /api/services/{id}', () => {
  it('gives the service’s safe text and the other services of its language', async () => {
    const { data: list } = (await get('/api/services')).json() as { data: Array<{ id: number; title: string }> };
    const res = await get(`/api/services/${list[0]!.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id: list[0]!.id, title: list[0]!.title, url: expect.stringMatching(/^\/sluzby\/\d+\/[a-z0-9-]+$/) });
    expect(data.content).toContain('<p>');
    expect(data.others.map((o: { id: number }) => o.id)).toEqual(list.slice(1).map((s) => s.id));
  });

  it('drops a script written into a service’s text', async () => {
    const [row] = await t.db.select({ id: schema.services.id, content: schema.services.content }).from(schema.services).limit(1);
    await t.db.update(schema.services).set({ content: `${row!.content}<script>alert(1)</script><p onclick="x()">Ahoj</p>` }).where(eq(schema.services.id, row!.id));
    try {
      const { data } = (await get(`/api/services/${row!.id}`)).json();
      expect(data.content).not.toContain('<script');
      expect(data.content).not.toContain('onclick');
      expect(data.content).toContain('<p>Ahoj</p>');
    } finally {
      await t.db.update(schema.services).set({ content: row!.content }).where(eq(schema.services.id, row!.id));
    }
  });

  it('answers 404 for a service that is not offered', async () => {
    expect((await get('/api/services/999999')).statusCode).toBe(404);
  });
});
