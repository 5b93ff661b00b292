import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { SEARCH_MAX_LENGTH, SEARCH_TOTAL_LIMIT } from '@konfety/domain/catalog';
import { createTestApp, CZ, SK, type TestApp } from './support/app';

interface Card {
  id: number;
  name: string;
  url: string;
  availability: { state: string };
}

interface SearchResult {
  query: string;
  corrected: string | null;
  products: { products: Card[]; total: number; total_capped: boolean; page: number; has_more: boolean; sort: string; filters: { in_stock: boolean } };
  categories: { items: Array<{ id: number; name: string; url: string }>; total: number };
  brands: { items: Array<{ id: number; name: string; slug: string }>; total: number };
  articles: { items: Array<{ id: number; title: string }>; total: number };
  pages: { items: Array<{ id: number; title: string }>; total: number };
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function search(q: string, extra = ''): Promise<SearchResult> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${extra}`, headers: CZ });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SearchResult }).data;
}

/** What a shopper sees first: the first products of the first page. */
const FIRST = 5;

/**
 * The quality list: what Czech shoppers type (with and without diacritics, with typos, in other word forms) and
 * what the first results must hold — a product whose name matches, or a category among the categories.
 */
const QUALITY: Array<{ q: string; product?: RegExp; category?: RegExp; brand?: RegExp; article?: RegExp; page?: RegExp; corrected?: string }> = [
  { q: 'kostym pirata', product: /pirát/i },
  { q: 'kostým piráta', product: /pirát/i },
  { q: 'piratsky kostym', product: /pirát/i },
  { q: 'balonky', product: /balón/i, category: /^Balónky$/ },
  { q: 'balónků', product: /balón/i },
  { q: 'balonek', product: /balón/i },
  { q: 'paruka blond', product: /^Paruka .*blond/ },
  { q: 'paruka blod', product: /^Paruka .*blond/, corrected: 'paruka blond' },
  { q: 'paruky', category: /^Paruky$/, product: /^Paruka/ },
  { q: 'carodejnice', product: /čarodějnic/i },
  { q: 'čarodějnice', product: /čarodějnic/i },
  { q: 'carodejnicky klobouk', product: /^Čarodějnický klobouk/ },
  { q: 'kovbojsky klobouk', product: /^Kovbojský klobouk/ },
  { q: 'pinata', product: /^Piňata/ },
  { q: 'dortova svicka', product: /^Dortová svíčka/ },
  { q: 'svíčky na dort', product: /svíčka na dort/ },
  { q: 'umela krev', product: /^Umělá krev/ },
  { q: 'upiri zuby', product: /^Upíří zuby/ },
  { q: 'carodejnicke koste', product: /^Čarodějnické koště/ },
  { q: 'benatska maska', product: /^Benátská maska/, category: /^Benátské masky$/ },
  { q: 'latexove balonky', product: /^Latexov.* balón/ },
  { q: 'foliovy balonek srdce', product: /^Fóliový balónek srdce/ },
  { q: 'helium', product: /^Helium/, category: /^Helium/ },
  { q: 'prdici polstarek', product: /^Prdící polštářek/ },
  { q: 'celenka kocici usi', product: /^Čelenka kočičí uši/ },
  { q: 'kostim', product: /kostým/i },
  { q: 'svatozar', product: /svatozář/i },
  { q: 'kostymy', category: /^Kostýmy$/ },
  { q: 'skraboska', product: /^Škraboška/ },
  { q: 'upir', product: /upír/i },
  { q: 'vikingska bojovnice', product: /Vikingská bojovnice/ },
  { q: 'cervena karkulka', product: /Červená Karkulka/ },
  { q: 'kostym kleopatra', product: /Kleopatra/ },
  { q: 'panske kostymy', category: /^Pánské kostýmy$/, product: /^Pánský kostým/ },
  { q: 'detsky kostym vila', product: /^Dětský kostým Víla/ },
  { q: 'mikulas', product: /Mikuláš/ },
  { q: 'papirove talire', product: /^Papírové talíře/ },
  { q: 'girlanda just married', product: /^Girlanda „Just Married“/ },
  { q: 'jednorozec', product: /Jednorožec/ },
  { q: 'cylyndr', product: /[Cc]ylindr/, corrected: 'cylindr' },
  { q: 'parukarna', brand: /^Parukárna$/ },
  { q: 'halloween kostymy', article: /^Halloween: nejžádanější kostýmy/ },
  { q: 'obchodni podminky', page: /^Obchodní podmínky$/ },
];

describe('search quality (the fixed list of Czech queries)', () => {
  it(`finds what each of the ${QUALITY.length} queries must find among its first results`, async () => {
    const misses: string[] = [];
    for (const { q, product, category, brand, article, page, corrected } of QUALITY) {
      const r = await search(q);
      const names = (group: { items: Array<{ name?: string; title?: string }> }) => group.items.map((item) => item.name ?? item.title ?? '');
      for (const [what, pattern, group] of [
        ['brand', brand, r.brands],
        ['article', article, r.articles],
        ['page', page, r.pages],
      ] as const) {
        if (pattern && !names(group).some((name) => pattern.test(name))) misses.push(`${q}: no ${what} ${pattern} among ${JSON.stringify(names(group))}`);
      }
      const first = r.products.products.slice(0, FIRST).map((p) => p.name);
      if (product && !first.some((name) => product.test(name))) misses.push(`${q}: no ${product} among ${JSON.stringify(first)}`);
      if (category && !r.categories.items.some((c) => category.test(c.name))) misses.push(`${q}: no category ${category} among ${JSON.stringify(r.categories.items.map((c) => c.name))}`);
      if (corrected !== undefined && r.corrected !== corrected) misses.push(`${q}: corrected to ${JSON.stringify(r.corrected)}, not ${JSON.stringify(corrected)}`);
      if (corrected === undefined && r.corrected !== null) misses.push(`${q}: corrected to ${JSON.stringify(r.corrected)} though it matched`);
    }
    process.stdout.write(`search quality (${t.kind}): ${QUALITY.length - new Set(misses.map((m) => m.slice(0, m.indexOf(':')))).size}/${QUALITY.length} queries pass\n`);
    expect(misses).toEqual([]);
  });
});

describe('search: diacritics, word forms, ranking', () => {
  it('finds the same with and without diacritics, and in any letter case', async () => {
    const ids = async (q: string) => (await search(q)).products.products.map((p) => p.id);
    const accented = await ids('Čarodějnice');
    expect(accented.length).toBeGreaterThan(0);
    expect(await ids('carodejnice')).toEqual(accented);
    expect(await ids('CARODEJNICE')).toEqual(accented);
  });

  it('finds every word form of a word alike (balónek, balónky, balónků)', async () => {
    const totals = await Promise.all(['balónek', 'balónky', 'balónků'].map(async (q) => (await search(q)).products.total));
    expect(totals[0]).toBeGreaterThan(0);
    expect(new Set(totals).size).toBe(1);
  });

  it('puts a product whose name is the text first, before products that only mention it', async () => {
    const [target] = await t.db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.name, 'Maska Upír')).limit(1);
    expect(target, 'the demo catalogue has a "Maska Upír"').toBeDefined();
    const r = await search('maska upir');
    expect(r.products.products[0]!.name).toBe('Maska Upír');
    // Other products hold both words too (in their names' other forms or their descriptions), after it.
    expect(r.products.total).toBeGreaterThan(1);
  });

  it('ranks, among equally named products, those in stock first, then those that sold more', async () => {
    const p = schema.products;
    const rows = await t.db.select({ id: p.id }).from(p).where(sql`${p.active} and ${p.inStock}`).orderBy(p.id).limit(3);
    const [soldOut, seller, other] = rows.map((r) => r.id) as [number, number, number];
    for (const id of [soldOut, seller, other]) await t.db.update(p).set({ name: 'Kostým Testovací Alfa' }).where(eq(p.id, id));
    // The sold-out one sold the most; of the two in stock, `seller` sold more than `other`.
    await t.db.update(p).set({ soldCount: 900 }).where(eq(p.id, soldOut));
    await t.db.update(p).set({ soldCount: 500 }).where(eq(p.id, seller));
    await t.db.update(p).set({ soldCount: 100 }).where(eq(p.id, other));
    await t.db.execute(sql`update stock set quantity = 0 where variant_id in (select id from variants where product_id = ${soldOut})`);
    const [flag] = await t.db.select({ inStock: p.inStock }).from(p).where(eq(p.id, soldOut));
    expect(flag!.inStock).toBe(false);
    const r = await search('testovaci alfa');
    expect(r.products.products.map((x) => x.id)).toEqual([seller, other, soldOut]);
  });

  it('pages, sorts and filters the products as a listing does', async () => {
    const all = await search('balonky', '&limit=10');
    const second = await search('balonky', '&limit=10&page=2');
    expect(all.products.has_more).toBe(true);
    expect(second.products.page).toBe(2);
    expect(new Set([...all.products.products, ...second.products.products].map((p) => p.id)).size).toBe(20);
    const cheap = await search('balonky', '&sort=price_asc&limit=60');
    const prices = cheap.products.products.map((p) => (p as unknown as { price_vat: number }).price_vat);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const inStock = await search('balonky', '&in_stock=true&limit=60');
    expect(inStock.products.filters.in_stock).toBe(true);
    expect(inStock.products.products.every((p) => p.availability.state === 'in_stock')).toBe(true);
    expect(inStock.products.total).toBeLessThanOrEqual(all.products.total);
  });

  it('pages the relevance order as one list (each page the continuation of the one before), by price both ways too', async () => {
    for (const [q, sort] of [['kostym pirata', ''], ['balonky', ''], ['maska', '&sort=price_desc'], ['paruka', '&sort=price_asc']] as const) {
      const ten = (await search(q, `${sort}&limit=10`)).products.products.map((p) => p.id);
      const pages = [(await search(q, `${sort}&limit=5`)).products.products, (await search(q, `${sort}&limit=5&page=2`)).products.products].flat().map((p) => p.id);
      expect(ten, q).toHaveLength(10);
      expect(pages, q).toEqual(ten);
    }
    const dear = (await search('maska', '&sort=price_desc&limit=60')).products.products.map((p) => (p as unknown as { price_vat: number }).price_vat);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
  });

  it('groups categories, brands, articles and pages with their totals', async () => {
    const brand = (await t.db.select({ name: schema.brands.name }).from(schema.brands).where(eq(schema.brands.active, true)).limit(1))[0]!;
    const r = await search(brand.name);
    expect(r.brands.items.map((b) => b.name)).toContain(brand.name);
    expect(r.brands.total).toBeGreaterThanOrEqual(1);

    const [post] = await t.db.select({ title: schema.blogPosts.title }).from(schema.blogPosts).where(sql`${schema.blogPosts.locale} = 'cs' and ${schema.blogPosts.active}`).limit(1);
    expect(post, 'the demo content has a Czech blog post').toBeDefined();
    const articles = await search(post!.title);
    expect(articles.articles.items.map((a) => a.title)).toContain(post!.title);

    const [page] = await t.db.select({ title: schema.pages.title }).from(schema.pages).where(sql`${schema.pages.locale} = 'cs' and ${schema.pages.active}`).limit(1);
    expect(page, 'the demo content has a Czech page').toBeDefined();
    const pages = await search(page!.title);
    expect(pages.pages.items.map((p) => p.title)).toContain(page!.title);

    const costumes = await search('kostymy', '&group=categories');
    expect(costumes.categories.items.length).toBe(costumes.categories.total);
  });

  it('keeps the search documents of renamed products, brands and categories current (triggers)', async () => {
    const [p] = await t.db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.active, true)).limit(1);
    await t.db.update(schema.products).set({ name: 'Kostým Zlatokopka Ulrika' }).where(eq(schema.products.id, p!.id));
    expect((await search('zlatokopka ulrika')).products.products.map((x) => x.id)).toEqual([p!.id]);
    // The new word joins the vocabulary: a typo of it is corrected to it.
    expect((await search('zlatokopka ulrka')).corrected).toBe('zlatokopka ulrika');
  });
});

describe('search: answers to odd input', () => {
  it('answers an empty text with empty groups, and a too long one with a 422', async () => {
    const empty = await search('   ');
    expect(empty.products.total).toBe(0);
    expect(empty.categories.total + empty.brands.total + empty.articles.total + empty.pages.total).toBe(0);
    const long = await t.app.inject({ method: 'GET', url: `/api/search?q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`, headers: CZ });
    expect(long.statusCode).toBe(422);
  });

  it('reads control characters (a NUL too, which PostgreSQL refuses in text) as spaces', async () => {
    const plain = await search('kostym pirata');
    for (const q of ['kostym\u0000pirata', 'kostym\tpirata\n', '\u0000kostym pirata\u007f']) {
      expect((await search(q)).products.products.map((p) => p.id), JSON.stringify(q)).toEqual(plain.products.products.map((p) => p.id));
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/search/suggestions?q=%00', headers: CZ });
    expect(res.statusCode).toBe(200);
  });

  it('treats query syntax as text (no tsquery injection)', async () => {
    for (const q of ["kostym & !'x", 'a:* | b', '(((', "'; drop table products; --", '\\', '😀 paruka']) {
      const r = await search(q);
      expect(r.query).toBe(q.trim());
    }
    expect((await search('😀 paruka')).products.total).toBeGreaterThan(0);
  });
});

describe('search suggestions', () => {
  it('suggests products, categories and brands for the text typed so far', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent('carodej')}`, headers: CZ });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: { products: Card[]; categories: Array<{ name: string }>; brands: unknown[] } };
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.length).toBeLessThanOrEqual(6);
    expect(data.products.every((p) => /čaroděj/i.test(p.name))).toBe(true);
    expect(data.categories.map((c) => c.name)).toContain('Čarodějnice a kouzelníci');
  });

  it('suggests nothing for an empty text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/suggestions?q=', headers: CZ });
    expect(res.json()).toEqual({ data: { products: [], categories: [], brands: [] } });
  });
});

describe('brands', () => {
  it('lists the brands with products, and a brand page lists its goods', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/brands', headers: CZ });
    expect(res.statusCode).toBe(200);
    const brands = (res.json() as { data: Array<{ id: number; slug: string; name: string; products: number }> }).data;
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.every((b) => b.products > 0)).toBe(true);
    const first = brands[0]!;
    const page = await t.app.inject({ method: 'GET', url: `/api/catalog/brand/${first.slug}/products?limit=60&sort=name`, headers: CZ });
    expect(page.statusCode, page.body).toBe(200);
    const listing = (page.json() as { data: { brand: { id: number }; total: number; products: Card[] } }).data;
    expect(listing.brand.id).toBe(first.id);
    expect(listing.total).toBe(first.products);
    const ids = listing.products.map((p) => p.id);
    const rows = await t.db.select({ brandId: schema.products.brandId }).from(schema.products).where(sql`${schema.products.id} = any(${`{${ids.join(',')}}`}::int[])`);
    expect(rows.every((r) => r.brandId === first.id)).toBe(true);
  });

  it('answers 404 for an unknown brand', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/brand/no-such-brand/products', headers: CZ });
    expect(res.statusCode).toBe(404);
  });

  it('describes a brand in the site’s language, and in Czech where it has no Slovak description', async () => {
    type Brand = { id: number; slug: string; name: string; description: string | null };
    const list = async (headers: Record<string, string>) => ((await t.app.inject({ method: 'GET', url: '/api/catalog/brands', headers })).json() as { data: Brand[] }).data.find((b) => b.slug === 'balonkovo');
    const page = async (headers: Record<string, string>) => ((await t.app.inject({ method: 'GET', url: '/api/catalog/brand/balonkovo/products?limit=1', headers })).json() as { data: { brand: Brand } }).data.brand;
    const czech = 'Latexové i fóliové balónky s certifikací pro plnění heliem.';
    const slovak = 'Latexové aj fóliové balóny s certifikáciou na plnenie héliom.';
    const cz = await list(CZ);
    expect(cz).toMatchObject({ name: 'Balónkovo', description: czech });
    expect(await page(CZ)).toEqual({ id: cz!.id, slug: 'balonkovo', name: 'Balónkovo', logo: expect.any(String), description: czech });
    // The name is the brand's own: only the description is Slovak.
    expect(await list(SK)).toEqual({ ...cz, description: slovak });
    expect(await page(SK)).toMatchObject({ name: 'Balónkovo', description: slovak });

    const b = schema.brands;
    const [saved] = await t.db.select({ translations: b.translations }).from(b).where(eq(b.slug, 'balonkovo'));
    await t.db.update(b).set({ translations: {} }).where(eq(b.slug, 'balonkovo'));
    try {
      expect((await list(SK))!.description).toBe(czech);
      expect((await page(SK)).description).toBe(czech);
    } finally {
      await t.db.update(b).set({ translations: saved!.translations }).where(eq(b.slug, 'balonkovo'));
    }
  });
});

// Last: it adds a thousand products.
describe('search: a broad text', () => {
  it('gives as the total the number of products its pages hold, also where only the whole documents match a text', async () => {
    for (const q of ['kostym pirata', 'balonky', 'svicky na dort', 'umela krev', 'paruka']) {
      const first = await search(q, '&limit=60');
      expect(first.products.total_capped, q).toBe(false);
      const ids = new Set<number>();
      for (let page = 1; page <= Math.ceil(first.products.total / 60); page++) for (const p of (await search(q, `&limit=60&page=${page}`)).products.products) ids.add(p.id);
      expect(ids.size, q).toBe(first.products.total);
      // Some of them in a description alone (the last tier's): the count is of what the pages hold, not of the cheap tiers.
      const keyOnly = (await t.db.execute(sql`select count(*)::int as n from products where active and key_vector @@ konfety_tsquery(${q}::text, false, '')`)) as unknown as { rows: Array<{ n: number }> };
      if (q === 'svicky na dort') expect(first.products.total, q).toBeGreaterThan(Number(keyOnly.rows[0]!.n));
    }
  });

  it(`counts the matches up to ${SEARCH_TOTAL_LIMIT} and pages no further`, async () => {
    // More costumes than the limit (the demo catalogue has a few hundred): copies of those it has.
    await t.db.execute(sql`insert into products (slug, code, name, short_description, description, brand_id, default_category_id, tax_class, price, sold_count, active)
      select p.slug || '-' || g, left(p.code, 30) || '-k' || g, p.name || ' ' || g, p.short_description, p.description, p.brand_id, p.default_category_id, p.tax_class, p.price, 0, true
      from products p cross join generate_series(1, 4) g where p.active and p.search_vector @@ konfety_tsquery('kostym', true, '')`);
    const counted = (await t.db.execute(sql`select count(*)::int as n from products where active and search_vector @@ konfety_tsquery('kostym', true, '')`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    const n = Number(counted.rows[0]!.n);
    expect(n, 'the demo catalogue matches "kostym" more than the limit').toBeGreaterThan(SEARCH_TOTAL_LIMIT);
    const first = await search('kostym');
    expect(first.products).toMatchObject({ total: SEARCH_TOTAL_LIMIT, total_capped: true, has_more: true });
    const last = await search('kostym', '&limit=60&page=17');
    expect(last.products).toMatchObject({ total: SEARCH_TOTAL_LIMIT, has_more: false });
    expect(last.products.products).toHaveLength(SEARCH_TOTAL_LIMIT - 16 * 60);
    expect((await search('kostym', '&limit=60&page=18')).products.products).toEqual([]);
    const few = await search('kostym pirata');
    expect(few.products.total_capped).toBe(false);
    expect(few.products.total).toBeLessThan(SEARCH_TOTAL_LIMIT);
  });
});
