import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { BRANCH_COUNT } from '@konfety/domain/branches';
import { createTestApp, CZ, SK, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import { publicFiles } from '../src/files';

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

  it('tells a store’s note in the site’s language, its name and address as they are, and the Czech note where it has no Slovak one', async () => {
    type Store = { id: number; name: string; street: string; city: string; note: string | null };
    const list = async (headers: Record<string, string>) => ((await t.app.inject({ method: 'GET', url: '/api/stores', headers })).json() as { data: Store[] }).data;
    const one = async (id: number, headers: Record<string, string>) => ((await t.app.inject({ method: 'GET', url: `/api/stores/${id}`, headers })).json() as { data: Store }).data;
    const [cz, sk] = await Promise.all([list(CZ), list(SK)]);
    const czech = 'Prodejna dvě minuty od stanice metra Anděl.';
    const slovak = 'Predajňa dve minúty od stanice metra Anděl.';
    const smichov = cz.find((s) => s.note === czech)!;
    expect(smichov).toMatchObject({ name: 'Praha 5 – Smíchov', street: 'Plzeňská 233/8', city: 'Praha 5' });
    expect(sk.find((s) => s.id === smichov.id)).toEqual({ ...smichov, note: slovak });
    expect(await one(smichov.id, SK)).toEqual({ ...smichov, note: slovak });
    expect(await one(smichov.id, CZ)).toEqual(smichov);
    // A store without a note has none in Slovak either.
    expect(sk.filter((s) => s.note === null).map((s) => s.id)).toEqual(cz.filter((s) => s.note === null).map((s) => s.id));

    const b = schema.branches;
    const [saved] = await t.db.select({ translations: b.translations }).from(b).where(eq(b.id, smichov.id));
    await t.db.update(b).set({ translations: {} }).where(eq(b.id, smichov.id));
    try {
      expect((await one(smichov.id, SK)).note).toBe(czech);
      expect((await list(SK)).find((s) => s.id === smichov.id)!.note).toBe(czech);
    } finally {
      await t.db.update(b).set({ translations: saved!.translations }).where(eq(b.id, smichov.id));
    }
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

describe('GET /api/events and /api/careers', () => {
  it('splits the events into upcoming (soonest first) and past (newest first) at the request’s moment', async () => {
    const res = await get('/api/events');
    expect(res.statusCode).toBe(200);
    const { upcoming, past } = res.json().data as { upcoming: Array<{ starts_at: string; ends_at: string | null; url: string }>; past: Array<{ starts_at: string; ends_at: string | null }> };
    expect(upcoming.length).toBeGreaterThan(0);
    const now = TEST_NOW.getTime();
    for (const e of upcoming) expect(new Date(e.ends_at ?? e.starts_at).getTime()).toBeGreaterThanOrEqual(now);
    for (const e of past) expect(new Date(e.ends_at ?? e.starts_at).getTime()).toBeLessThan(now);
    expect(upcoming.map((e) => e.starts_at)).toEqual([...upcoming.map((e) => e.starts_at)].sort());
    expect(past.map((e) => e.starts_at)).toEqual([...past.map((e) => e.starts_at)].sort().reverse());
    expect(upcoming[0]!.url).toMatch(/^\/eventy\/\d+\/[a-z0-9-]+$/);
  });

  it('gives an event’s safe text, whether it is over and its store; 404 for one that is hidden', async () => {
    const { upcoming } = (await get('/api/events')).json().data as { upcoming: Array<{ id: number }> };
    const id = upcoming[0]!.id;
    const { data } = (await get(`/api/events/${id}`)).json();
    expect(data).toMatchObject({ id, past: false, store: { id: expect.any(Number), name: expect.any(String) } });
    expect(data.content).toContain('<p>');
    await t.db.update(schema.events).set({ active: false }).where(eq(schema.events.id, id));
    try {
      expect((await get(`/api/events/${id}`)).statusCode).toBe(404);
    } finally {
      await t.db.update(schema.events).set({ active: true }).where(eq(schema.events.id, id));
    }
  });

  it('lists the open positions with their stores, and answers 404 for one that was filled', async () => {
    const list = (await get('/api/careers')).json().data as Array<{ id: number; url: string; store: { name: string } | null }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.url).toMatch(/^\/kariera\/\d+\/[a-z0-9-]+$/);
    const { data } = (await get(`/api/careers/${list[0]!.id}`)).json();
    expect(data.content).toContain('<h2>');
    await t.db.update(schema.careers).set({ active: false }).where(eq(schema.careers.id, list[0]!.id));
    try {
      expect((await get(`/api/careers/${list[0]!.id}`)).statusCode).toBe(404);
      expect(((await get('/api/careers')).json().data as Array<{ id: number }>).map((c) => c.id)).not.toContain(list[0]!.id);
    } finally {
      await t.db.update(schema.careers).set({ active: true }).where(eq(schema.careers.id, list[0]!.id));
    }
  });
});

describe('GET /api/documents and the pages’ fallback to Czech', () => {
  it('lists the documents whose files exist, with their size and type', async () => {
    const files = publicFiles(t.deps.config);
    const [first] = await t.db
      .select({ title: schema.documents.title, path: schema.documents.filePath })
      .from(schema.documents)
      .where(eq(schema.documents.locale, 'cs'))
      .orderBy(schema.documents.position)
      .limit(1);
    await files.put(first!.path.replace(/^\//, ''), Buffer.from('%PDF-1.4 obchodni podminky'));
    const { data } = (await get('/api/documents')).json() as { data: Array<{ title: string; url: string; size: number; content_type: string }> };
    expect(data).toEqual([expect.objectContaining({ title: first!.title, url: first!.path, size: 26, content_type: 'application/pdf' })]);
  });

  it('answers a page the language has not (the Czech delivery page) with the Czech one, and the language’s own where it has one', async () => {
    const delivery = (await get('/api/pages/doprava-a-platba?lang=sk')).json().data as { content: string };
    expect(delivery.content).toContain('Zásilkovna');
    const terms = (await get('/api/pages/obchodni-podminky?lang=sk')).json().data as { title: string };
    expect(terms.title).toBe('Obchodné podmienky');
    const about = (await get('/api/pages/o-nas?lang=sk')).json().data as { title: string; content: string };
    expect(about.content).toContain('Na Slovensko doručujeme');
    expect((await get('/api/pages/rozvoz?lang=cs')).statusCode).toBe(404);
  });
});
