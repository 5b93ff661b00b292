import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FACET_MAX_VALUES, productColorValues, productSizes } from '@konfety/domain/facets';
import { effectiveNetPrice, grossUnitPrice } from '@konfety/domain/pricing';
import { createTestApp, CZ, type TestApp } from './support/app';

/*
 * The listings' facets (catalog/facets.ts): filters by price, brand, size and colour, their combinations, and the
 * counts a listing answers for them. The expected counts are worked out here, from the products' rows, their
 * variants and the domain's price rule, independently of the SQL under test.
 */

interface Facets {
  price: { min: number | null; max: number | null };
  brands: Array<{ slug: string; name: string; count: number; selected: boolean }>;
  sizes: Array<{ value: string; count: number; selected: boolean }>;
  colors: Array<{ value: string; count: number; selected: boolean }>;
}

interface Listing {
  products: Array<{ id: number; price_vat: number }>;
  total: number;
  has_more: boolean;
  filters: Record<string, unknown>;
  facets: Facets | null;
}

/** A product as the facets see it: computed from the tables, not from the listing index. */
interface Item {
  id: number;
  brand: string | null;
  brandName: string | null;
  color: string | null;
  sizes: Set<string>;
  gross: number;
  inStock: boolean;
}

interface Filters {
  from?: number;
  to?: number;
  brand?: string[];
  size?: string[];
  color?: string[];
  inStock?: boolean;
}

let t: TestApp;
/** The costumes' top category: every facet has values there. */
let costumes: { id: number; items: Item[] };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Active products of `where` (a condition on products `p`) with their facet values; the Czech site's 21 % VAT. */
async function itemsWhere(where: ReturnType<typeof sql>): Promise<Item[]> {
  const found = await rows<{
    id: number;
    slug: string | null;
    brand_name: string | null;
    brand_active: boolean | null;
    color: string | null;
    price: number;
    price_sale: number | null;
    is_price_sale_active: boolean;
    in_stock: boolean;
    sizes: string | null;
  }>(sql`
    select p.id, b.slug, b.name as brand_name, b.active as brand_active, p.color, p.price, p.price_sale, p.is_price_sale_active, p.in_stock,
      (select string_agg(distinct v.size, ',') from variants v where v.product_id = p.id and v.active and v.size is not null) as sizes
    from products p left join brands b on b.id = p.brand_id
    where p.active and ${where}`);
  return found.map((r) => ({
    id: Number(r.id),
    brand: r.brand_active ? r.slug : null,
    brandName: r.brand_active ? r.brand_name : null,
    color: r.color,
    sizes: new Set(r.sizes ? r.sizes.split(',') : []),
    gross: grossUnitPrice(effectiveNetPrice({ price: r.price, priceSale: r.price_sale, isPriceSaleActive: r.is_price_sale_active }), 2100),
    inStock: r.in_stock,
  }));
}

/** The products of a category's subtree (its reachable subcategories included), as listed. */
async function categoryItems(categoryId: number): Promise<Item[]> {
  return itemsWhere(sql`p.id in (
    with recursive tree as (
      select id from categories where id = ${categoryId} and active
      union all
      select c.id from categories c join tree on c.parent_id = tree.id where c.active
    )
    select pc.product_id from product_categories pc where pc.category_id in (select id from tree))`);
}

type Facet = 'brand' | 'size' | 'color';

function matches(item: Item, f: Filters, except: Facet | 'price' | null = null): boolean {
  if (f.inStock && !item.inStock) return false;
  if (except !== 'brand' && f.brand?.length && !(item.brand && f.brand.includes(item.brand))) return false;
  if (except !== 'size' && f.size?.length && !f.size.some((s) => item.sizes.has(s))) return false;
  if (except !== 'color' && f.color?.length && !(item.color && f.color.includes(item.color))) return false;
  if (except !== 'price' && f.from !== undefined && item.gross < f.from) return false;
  if (except !== 'price' && f.to !== undefined && item.gross > f.to) return false;
  return true;
}

/** The facets the API should answer: each facet's counts with every other filter applied (disjunctive faceting). */
function expectedFacets(items: Item[], f: Filters, withBrands = true): Facets {
  const count = (facet: Facet, value: (i: Item) => string[]) => {
    const counts = new Map<string, number>();
    for (const item of items) if (matches(item, f, facet)) for (const v of value(item)) counts.set(v, (counts.get(v) ?? 0) + 1);
    return counts;
  };
  const brandCounts = count('brand', (i) => (i.brand ? [i.brand] : []));
  const names = new Map(items.filter((i) => i.brand).map((i) => [i.brand!, i.brandName!]));
  const sizeCounts = count('size', (i) => [...i.sizes]);
  const colorCounts = count('color', (i) => (i.color ? [i.color] : []));
  const listed = <V extends string>(vocabulary: readonly V[], counts: Map<string, number>, chosen: string[] = []) =>
    vocabulary.filter((v) => (counts.get(v) ?? 0) > 0 || chosen.includes(v)).map((value) => ({ value, count: counts.get(value) ?? 0, selected: chosen.includes(value) }));
  const priced = items.filter((i) => matches(i, f, 'price')).map((i) => i.gross);
  const collator = new Intl.Collator('cs');
  return {
    price: { min: priced.length ? Math.min(...priced) : null, max: priced.length ? Math.max(...priced) : null },
    brands: withBrands
      ? [...names.keys()]
          .filter((slug) => (brandCounts.get(slug) ?? 0) > 0 || f.brand?.includes(slug))
          .sort((a, b) => collator.compare(names.get(a)!, names.get(b)!))
          .map((slug) => ({ slug, name: names.get(slug)!, count: brandCounts.get(slug) ?? 0, selected: f.brand?.includes(slug) ?? false }))
      : [],
    sizes: listed(productSizes, sizeCounts, f.size),
    colors: listed(productColorValues, colorCounts, f.color),
  };
}

function queryOf(f: Filters, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ facets: 'true', ...extra });
  if (f.from !== undefined) q.set('price_from', String(f.from));
  if (f.to !== undefined) q.set('price_to', String(f.to));
  if (f.inStock) q.set('in_stock', 'true');
  for (const b of f.brand ?? []) q.append('brand', b);
  for (const s of f.size ?? []) q.append('size', s);
  for (const c of f.color ?? []) q.append('color', c);
  return q.toString();
}

async function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: CZ });
}

async function listing(path: string, f: Filters, extra: Record<string, string> = {}): Promise<Listing> {
  const res = await get(`${path}?${queryOf(f, extra)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Listing }).data;
}

/** Every product id of a filtered listing, over its pages. */
async function allIds(path: string, f: Filters, extra: Record<string, string> = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const data = await listing(path, f, { ...extra, limit: '60', page: String(page) });
    ids.push(...data.products.map((p) => p.id));
    if (!data.has_more) return ids;
  }
}

/** Checks a filtered category listing against the expected products and facets. */
async function expectCategory(f: Filters, label: string) {
  const path = `/api/catalog/category/${costumes.id}/products`;
  const data = await listing(path, f);
  const wanted = costumes.items.filter((i) => matches(i, f));
  expect(data.total, `${label}: total`).toBe(wanted.length);
  expect(data.facets, `${label}: facets`).toEqual(expectedFacets(costumes.items, f));
  return { data, wanted };
}

beforeAll(async () => {
  t = await createTestApp();
  const [top] = await rows<{ id: number }>(sql`select id from categories where slug = 'kostymy' and parent_id is null`);
  costumes = { id: Number(top!.id), items: await categoryItems(Number(top!.id)) };
});

afterAll(async () => {
  await t?.close();
});

describe('the seed gives the facets real values', () => {
  it('costumes have brands, colours and sizes; other goods colours without sizes', async () => {
    const items = costumes.items;
    expect(new Set(items.map((i) => i.brand).filter(Boolean)).size).toBeGreaterThan(2);
    expect(new Set(items.map((i) => i.color).filter(Boolean)).size).toBeGreaterThan(5);
    expect(items.filter((i) => i.sizes.size > 0).length / items.length).toBeGreaterThan(0.9);
    const [balloons] = await rows<{ colored: number; sized: number }>(sql`
      select count(*) filter (where p.color is not null)::int as colored, count(*) filter (where p.sizes <> '')::int as sized
      from products p join categories c on c.id = p.default_category_id join categories top on top.id = c.parent_id where top.slug = 'balonky'`);
    expect(Number(balloons!.colored)).toBeGreaterThan(0);
    expect(Number(balloons!.sized)).toBe(0);
  });
});

describe('facet counts of a category listing', () => {
  it('counts every value without filters, with the price range, only when asked', async () => {
    const { data } = await expectCategory({}, 'no filters');
    expect(data.facets!.brands.length).toBeGreaterThan(2);
    expect(data.facets!.sizes.map((s) => s.value)).toEqual(productSizes.filter((s) => data.facets!.sizes.some((x) => x.value === s)));
    const plain = await get(`/api/catalog/category/${costumes.id}/products`);
    expect(plain.json().data.facets).toBeNull();
    expect(plain.json().data.filters).toEqual({ in_stock: false, price_from: null, price_to: null, brand: [], size: [], color: [] });
  });

  it('filters by a brand, keeping the other brands\' counts (disjunctive) and narrowing the other facets', async () => {
    const all = (await listing(`/api/catalog/category/${costumes.id}/products`, {})).facets!;
    const [first, second] = all.brands;
    const one = await expectCategory({ brand: [first!.slug] }, 'one brand');
    expect(one.data.facets!.brands.map((b) => b.count)).toEqual(all.brands.map((b) => b.count));
    expect(one.data.facets!.brands.filter((b) => b.selected).map((b) => b.slug)).toEqual([first!.slug]);
    expect(one.data.total).toBe(first!.count);
    // two brands: either of them
    const two = await expectCategory({ brand: [first!.slug, second!.slug] }, 'two brands');
    expect(two.data.total).toBe(first!.count + second!.count);
    const ids = await allIds(`/api/catalog/category/${costumes.id}/products`, { brand: [first!.slug, second!.slug] });
    expect(ids.sort((a, b) => a - b)).toEqual(two.wanted.map((i) => i.id).sort((a, b) => a - b));
  });

  it('filters by sizes (a product with any variant of one of them) and by colours', async () => {
    await expectCategory({ size: ['M'] }, 'size M');
    const sizes = await expectCategory({ size: ['110-116', 'XL'] }, 'two sizes');
    const ids = await allIds(`/api/catalog/category/${costumes.id}/products`, { size: ['110-116', 'XL'] });
    expect(ids.sort((a, b) => a - b)).toEqual(sizes.wanted.map((i) => i.id).sort((a, b) => a - b));
    const colors = costumes.items.map((i) => i.color).filter((c): c is string => c !== null);
    await expectCategory({ color: [colors[0]!] }, 'one colour');
    await expectCategory({ color: [colors[0]!, colors.find((c) => c !== colors[0])!] }, 'two colours');
  });

  it('filters by a price range: the range itself counts without the bounds', async () => {
    const prices = costumes.items.map((i) => i.gross).sort((a, b) => a - b);
    const from = prices[Math.floor(prices.length / 4)]!;
    const to = prices[Math.floor((prices.length * 3) / 4)]!;
    const { data, wanted } = await expectCategory({ from, to }, 'price range');
    expect(data.facets!.price).toEqual({ min: prices[0], max: prices.at(-1) });
    expect(wanted.length).toBeLessThan(costumes.items.length);
    const page = await listing(`/api/catalog/category/${costumes.id}/products`, { from, to }, { sort: 'price_asc', limit: '60' });
    expect(page.products[0]!.price_vat).toBe(from);
    for (const p of page.products) expect(p.price_vat).toBeGreaterThanOrEqual(from);
    const desc = await listing(`/api/catalog/category/${costumes.id}/products`, { from, to }, { sort: 'price_desc' });
    expect(desc.products[0]!.price_vat).toBe(to);
    expect(data.filters).toMatchObject({ price_from: from, price_to: to });
    // the same bound twice: the products of exactly that price
    await expectCategory({ from, to: from }, 'one price');
  });

  it('combines every facet with the in-stock filter, in each sort', async () => {
    const all = (await listing(`/api/catalog/category/${costumes.id}/products`, {})).facets!;
    const prices = costumes.items.map((i) => i.gross).sort((a, b) => a - b);
    const f: Filters = {
      brand: all.brands.slice(0, 3).map((b) => b.slug),
      size: ['S', 'M', '122-128'],
      color: all.colors.slice(0, 6).map((c) => c.value),
      to: prices[Math.floor(prices.length * 0.8)]!,
      inStock: true,
    };
    const { wanted } = await expectCategory(f, 'everything');
    expect(wanted.length).toBeGreaterThan(0);
    const expected = wanted.map((i) => i.id).sort((a, b) => a - b);
    for (const sort of ['recommended', 'name', 'price_asc', 'price_desc']) {
      const ids = await allIds(`/api/catalog/category/${costumes.id}/products`, f, { sort });
      expect(ids.sort((a, b) => a - b), sort).toEqual(expected);
    }
  });

  it('keeps a chosen value that nothing matches any more, with count 0, so it can be unchosen', async () => {
    const prices = costumes.items.map((i) => i.gross).sort((a, b) => a - b);
    const cheapest = costumes.items.find((i) => i.gross === prices[0])!;
    // a colour and a size no product within the cheapest price has
    const color = productColorValues.find((c) => !costumes.items.some((i) => i.gross === prices[0] && i.color === c))!;
    const { data } = await expectCategory({ to: cheapest.gross, color: [color], size: ['XXL'] }, 'nothing left');
    expect(data.total).toBe(0);
    expect(data.facets!.colors.find((c) => c.value === color)).toMatchObject({ selected: true });
    expect(data.facets!.sizes.find((s) => s.value === 'XXL')).toMatchObject({ selected: true });
    expect(data.products).toEqual([]);
  });
});

describe('facets of new, sale and brand listings', () => {
  it('new and sale goods count their own products', async () => {
    for (const [path, where] of [
      ['/api/catalog/products/new', sql`p.is_new`],
      ['/api/catalog/products/sale', sql`p.is_price_sale_active and p.price_sale is not null`],
    ] as const) {
      const items = await itemsWhere(where);
      const all = await listing(path, {});
      expect(all.facets, path).toEqual(expectedFacets(items, {}));
      const color = all.facets!.colors[0]!.value;
      const f: Filters = { color: [color], inStock: true };
      const filtered = await listing(path, f);
      expect(filtered.total, path).toBe(items.filter((i) => matches(i, f)).length);
      expect(filtered.facets, path).toEqual(expectedFacets(items, f));
    }
  });

  it("a brand's listing has no brand facet", async () => {
    const [brand] = await rows<{ id: number; slug: string }>(sql`
      select b.id, b.slug from brands b join products p on p.brand_id = b.id and p.active where b.active group by b.id order by count(*) desc limit 1`);
    const items = await itemsWhere(sql`p.brand_id = ${brand!.id}`);
    const data = await listing(`/api/catalog/brand/${brand!.slug}/products`, {});
    expect(data.facets).toEqual(expectedFacets(items, {}, false));
    const size = data.facets!.sizes[0]?.value;
    if (size) expect((await listing(`/api/catalog/brand/${brand!.slug}/products`, { size: [size] })).total).toBe(items.filter((i) => i.sizes.has(size)).length);
  });
});

describe('bad facet parameters', () => {
  const path = () => `/api/catalog/category/${costumes.id}/products`;
  it.each([
    ['price_from=500&price_to=100', 'price_to', 'Cena od nesmí být vyšší než cena do.'],
    ['price_from=-1', 'price_from', 'Zadejte prosím hodnotu alespoň 0.'],
    ['price_to=abc', 'price_to', 'Pole musí obsahovat pouze číslice.'],
    ['price_to=1.5', 'price_to', 'Zadejte prosím celé číslo.'],
    ['size=XXXL', 'size', 'Vyberte prosím jednu z nabízených možností.'],
    ['color=blue', 'color', 'Vyberte prosím jednu z nabízených možností.'],
    ['brand=Not%20a%20slug', 'brand', 'Pole obsahuje neplatnou hodnotu.'],
    [Array.from({ length: FACET_MAX_VALUES + 1 }, (_, i) => `brand=b${i}`).join('&'), 'brand', `Vyberte prosím nejvýše ${FACET_MAX_VALUES} možností.`],
    ['facets=maybe', 'facets', null],
  ])('%s → 422 on %s', async (query, field, message) => {
    const res = await get(`${path()}?${query}`);
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual([field]);
    if (message) expect(errors[field]).toEqual([message]);
  });

  it('an unknown brand matches nothing (the known ones keep their counts); a brand filter on new goods too', async () => {
    const { data } = await expectCategory({ brand: ['no-such-brand'] }, 'unknown brand');
    expect(data.total).toBe(0);
    expect(data.facets!.brands.every((b) => b.count > 0 && !b.selected)).toBe(true);
    expect((await get(`/api/catalog/products/new?size=M&size=L&color=cervena`)).statusCode).toBe(200);
  });
});
