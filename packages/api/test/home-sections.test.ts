import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { expand, type OpenApiDoc } from './support/openapi';
import { createTestApp, CZ, SK, type TestApp } from './support/app';

/** The API behind the home page's sections: best sellers (GET /api/catalog/products/top) and services (GET /api/services). */

interface ListingProduct {
  id: number;
  name: string;
  price_vat: number;
  availability: { state: string };
}

interface Service {
  id: number;
  slug: string;
  title: string;
  perex: string;
  image: string | null;
  url: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = CZ) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function top(query = ''): Promise<ListingProduct[]> {
  const res = await get(`/api/catalog/products/top${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ListingProduct[] }).data;
}

async function services(query = '', headers: Record<string, string> = CZ): Promise<Service[]> {
  const res = await get(`/api/services${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Service[] }).data;
}

/** Active product ids in best-seller order, sorted here from all the rows (not by the endpoint's query). */
async function expectedTopIds(limit: number): Promise<number[]> {
  const p = schema.products;
  const rows = await t.db.select({ id: p.id, sold: p.soldCount, rank: p.recommendedRank }).from(p).where(eq(p.active, true));
  rows.sort((a, b) => b.sold - a.sold || b.rank - a.rank || a.id - b.id);
  return rows.slice(0, limit).map((r) => r.id);
}

describe('GET /api/catalog/products/top', () => {
  it('answers the 8 best-selling active products, most sold first, as listing products', async () => {
    const products = await top();
    expect(products.map((x) => x.id)).toEqual(await expectedTopIds(8));
    const sold = await t.db
      .select({ id: schema.products.id, soldCount: schema.products.soldCount })
      .from(schema.products)
      .where(
        inArray(
          schema.products.id,
          products.map((x) => x.id),
        ),
      );
    const soldById = new Map(sold.map((r) => [r.id, r.soldCount]));
    const counts = products.map((x) => soldById.get(x.id)!);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(counts[0]).toBeGreaterThan(0);

    const fresh = await get('/api/catalog/products/new?limit=1');
    const listingKeys = Object.keys((fresh.json() as { data: { products: object[] } }).data.products[0]!).sort();
    for (const product of products) expect(Object.keys(product).sort()).toEqual(listingKeys);
  });

  it('breaks ties by recommended rank, then id, and leaves out inactive products', async () => {
    const p = schema.products;
    const [best] = await t.db.select({ soldCount: p.soldCount }).from(p).orderBy(desc(p.soldCount)).limit(1);
    const picked = await t.db.select({ id: p.id, soldCount: p.soldCount, recommendedRank: p.recommendedRank }).from(p).where(eq(p.active, true)).orderBy(asc(p.id)).limit(4);
    const [a, b, c, hidden] = picked as [(typeof picked)[number], (typeof picked)[number], (typeof picked)[number], (typeof picked)[number]];
    const sold = best!.soldCount + 1000;
    try {
      await t.db.update(p).set({ soldCount: sold, recommendedRank: 10 }).where(inArray(p.id, [a.id, c.id]));
      await t.db.update(p).set({ soldCount: sold, recommendedRank: 20 }).where(eq(p.id, b.id));
      await t.db
        .update(p)
        .set({ soldCount: sold + 1, active: false })
        .where(eq(p.id, hidden.id));
      expect((await top('?limit=3')).map((x) => x.id)).toEqual([b.id, a.id, c.id]);
      expect((await top('?limit=24')).map((x) => x.id)).not.toContain(hidden.id);
    } finally {
      for (const row of picked) await t.db.update(p).set({ soldCount: row.soldCount, recommendedRank: row.recommendedRank, active: true }).where(eq(p.id, row.id));
    }
  });

  it('takes a limit from 1 to 24', async () => {
    expect((await top('?limit=1')).map((x) => x.id)).toEqual(await expectedTopIds(1));
    expect((await top('?limit=24')).map((x) => x.id)).toEqual(await expectedTopIds(24));
  });

  it.each(['0', '25', '1000', '-1', '2.5', 'abc'])('refuses limit=%s with a 422 naming the field', async (limit) => {
    const res = await get(`/api/catalog/products/top?limit=${limit}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'validation', errors: { limit: [expect.any(String)] } });
  });

  it('prices for the Slovak site with its VAT', async () => {
    const cz = await top('?limit=24');
    const res = await get('/api/catalog/products/top?limit=24', SK);
    expect(res.statusCode).toBe(200);
    const sk = (res.json() as { data: ListingProduct[] }).data;
    expect(sk.map((x) => x.id)).toEqual(cz.map((x) => x.id));
    // 23 % against 21 % on the standard rate: some shown price differs.
    expect(sk.some((x, i) => x.price_vat !== cz[i]!.price_vat)).toBe(true);
  });
});

describe('GET /api/services', () => {
  it('answers the active Czech services in position order with their storefront URL', async () => {
    const list = await services();
    const s = schema.services;
    const rows = await t.db
      .select({ id: s.id, slug: s.slug, title: s.title })
      .from(s)
      .where(and(eq(s.locale, 'cs'), eq(s.active, true)))
      .orderBy(asc(s.position), asc(s.id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(list.map((x) => x.id)).toEqual(rows.map((r) => r.id));
    expect(list.map((x) => x.title)).toContain('Půjčovna kostýmů');
    for (const service of list) {
      expect(Object.keys(service).sort()).toEqual(['id', 'image', 'perex', 'slug', 'title', 'url']);
      expect(service.url).toBe(`/sluzby/${service.id}/${service.slug}`);
      expect(service.slug).toMatch(/^[a-z0-9-]+$/);
      expect(service.perex.length).toBeGreaterThan(20);
      expect(service.image).toMatch(/^services\/[a-z0-9-]+\.webp$/);
    }
    expect(await services('?lang=cs', SK)).toEqual(list);
  });

  it('hides inactive services and follows the position', async () => {
    const s = schema.services;
    const inserted = await t.db
      .insert(s)
      .values([
        { locale: 'cs', slug: 'prvni-sluzba', title: 'První služba', perex: 'Nahoře.', content: '<p>x</p>', image: null, position: -1 },
        { locale: 'cs', slug: 'skryta-sluzba', title: 'Skrytá služba', perex: 'Vypnutá.', content: '<p>x</p>', position: -2, active: false },
      ])
      .returning({ id: s.id });
    try {
      const list = await services();
      expect(list[0]).toEqual({ id: inserted[0]!.id, slug: 'prvni-sluzba', title: 'První služba', perex: 'Nahoře.', image: null, url: `/sluzby/${inserted[0]!.id}/prvni-sluzba` });
      expect(list.map((x) => x.title)).not.toContain('Skrytá služba');
    } finally {
      await t.db.delete(s).where(
        inArray(
          s.id,
          inserted.map((r) => r.id),
        ),
      );
    }
  });

  it("answers the services of the site's language, or of ?lang, and none for a language without its own", async () => {
    const s = schema.services;
    const [sk] = await t.db
      .insert(s)
      .values({ locale: 'sk', slug: 'pozicovna-kostymov', title: 'Požičovňa kostýmov', perex: 'Kostýmy na karneval.', content: '<p>x</p>', image: 'services/pozicovna.webp' })
      .returning({ id: s.id });
    try {
      const bySite = await services('', SK);
      // The seed's own Slovak services follow the one added here (position 0); no Czech one is among them.
      expect(bySite[0]!.id).toBe(sk!.id);
      expect(bySite.map((x) => x.title)).toEqual(expect.arrayContaining(['Požičovňa kostýmov', 'Párty výzdoba na kľúč']));
      expect(bySite.map((x) => x.title)).not.toContain('Půjčovna kostýmů');
      expect(await services('?lang=sk', CZ)).toEqual(bySite);
      expect((await services()).map((x) => x.id)).not.toContain(sk!.id);
      expect(await services('?lang=en')).toEqual([]);
    } finally {
      await t.db.delete(s).where(eq(s.id, sk!.id));
    }
  });

  it.each(['de', 'CS', 'cs-CZ', ''])('refuses lang=%s with a 422 naming the field, like /settings', async (lang) => {
    const res = await get(`/api/services?lang=${lang}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'validation', errors: { lang: [expect.any(String)] } });
    const settings = await get(`/api/settings?lang=${lang}`);
    expect(settings.statusCode).toBe(422);
  });

  it('refuses an unknown site with 400', async () => {
    const res = await get('/api/services', { 'client-url': 'https://neznamy.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unknown_site' });
  });
});

describe('OpenAPI', () => {
  it('documents both endpoints with their query parameters and named schemas', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApiDoc;
    const topOp = doc.paths['/api/catalog/products/top']?.get;
    const servicesOp = doc.paths['/api/services']?.get;
    expect(topOp?.tags).toContain('catalog');
    expect(servicesOp?.tags).toContain('content');
    expect(topOp?.parameters).toContainEqual(expect.objectContaining({ name: 'limit', in: 'query' }));
    expect(servicesOp?.parameters).toContainEqual(expect.objectContaining({ name: 'lang', in: 'query' }));
    expect(JSON.stringify(topOp!.responses['200'])).toContain('#/components/schemas/ListingProduct');
    expect(JSON.stringify(servicesOp!.responses['200'])).toContain('#/components/schemas/Service');
    const service = expand(doc, servicesOp!.responses['200']);
    for (const field of ['id', 'slug', 'title', 'perex', 'image', 'url']) expect(service).toContain(`"${field}"`);
  });
});
