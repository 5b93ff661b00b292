import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { sizeVariantName } from '@konfety/domain/facets';
import { discountPercent, effectiveNetPrice, grossUnitPrice, lowestPriceBefore } from '@konfety/domain/pricing';
import { createTestApp, CZ, SK, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import { nameSortKey } from '../src/features/catalog/collation';

interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  url: string;
  subcategories: CategoryNode[];
}

interface ListingProduct {
  id: number;
  slug: string;
  name: string;
  url: string;
  price: number;
  price_sale: number | null;
  original_price: number | null;
  is_price_sale_active: boolean;
  tax_rate: { id: number; rate: number };
  price_vat: number;
  original_price_vat: number | null;
  discount_percent: number | null;
  labels: string[];
  availability: { state: string; count: number; delivery_days: { min: number; max: number } | null };
  variants_count: number;
}

interface Page {
  products: ListingProduct[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
  sort: string;
  filters: { in_stock: boolean; price_from?: number | null; price_to?: number | null; brand?: string[]; size?: string[]; color?: string[] };
}

const czCollator = new Intl.Collator('cs', { sensitivity: 'accent' });

let t: TestApp;

async function get(url: string, headers: Record<string, string> = CZ) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function getPage(url: string, headers: Record<string, string> = CZ): Promise<Page> {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Page }).data;
}

/** Every product of a listing, walking the load-more pages. */
async function allPages(base: string, limit: number, headers: Record<string, string> = CZ) {
  const join = base.includes('?') ? '&' : '?';
  const first = await getPage(`${base}${join}limit=${limit}&page=1`, headers);
  const products = [...first.products];
  const totals = [first.total];
  let page = first;
  let n = 1;
  while (page.has_more) {
    n += 1;
    page = await getPage(`${base}${join}limit=${limit}&page=${n}`, headers);
    expect(page.page).toBe(n);
    totals.push(page.total);
    products.push(...page.products);
  }
  return { products, total: first.total, totals, pages: n };
}

/** Active descendants (and the category itself) computed independently of the API, with a recursive CTE. */
async function subtreeProductIds(categoryId: number): Promise<number[]> {
  const rows = await t.db.execute<{ id: number }>(sql`
    with recursive tree as (
      select id from categories where id = ${categoryId} and active
      union all
      select c.id from categories c join tree on c.parent_id = tree.id where c.active
    )
    select distinct p.id from products p
    join product_categories pc on pc.product_id = p.id
    where pc.category_id in (select id from tree) and p.active
    order by p.id`);
  return (rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
}

/** Pieces per product over active variants and active stock locations. */
async function stockByProduct(productIds: number[]) {
  const rows = await t.db
    .select({ productId: schema.variants.productId, qty: sql<number>`coalesce(sum(greatest(${schema.stock.quantity}, 0)), 0)`.mapWith(Number) })
    .from(schema.variants)
    .leftJoin(schema.stock, eq(schema.stock.variantId, schema.variants.id))
    .leftJoin(schema.branches, eq(schema.branches.id, schema.stock.branchId))
    .where(and(inArray(schema.variants.productId, productIds), eq(schema.variants.active, true), sql`(${schema.branches.active} or ${schema.branches.id} is null)`))
    .groupBy(schema.variants.productId);
  return new Map(rows.map((r) => [r.productId, r.qty]));
}

function expectNameOrder(products: ListingProduct[]) {
  for (let i = 1; i < products.length; i++) {
    const a = products[i - 1]!.name;
    const b = products[i]!.name;
    expect(czCollator.compare(a, b), `"${a}" should sort before "${b}"`).toBeLessThanOrEqual(0);
  }
}

function expectPriceOrder(products: ListingProduct[], direction: 1 | -1) {
  for (let i = 1; i < products.length; i++) {
    const diff = (products[i]!.price_vat - products[i - 1]!.price_vat) * direction;
    expect(diff, `${products[i - 1]!.price_vat} then ${products[i]!.price_vat}`).toBeGreaterThanOrEqual(0);
  }
}

/** The shown price is the effective (sale when active) price with the site's VAT, rounded per unit. */
function expectShownPrice(p: ListingProduct) {
  const net = effectiveNetPrice({ price: p.price, priceSale: p.price_sale, isPriceSaleActive: p.is_price_sale_active });
  expect(p.price_vat).toBe(grossUnitPrice(net, Math.round(p.tax_rate.rate * 100)));
}

/** The top-level category with the most products in its subtree (the richest listing to test against). */
let bigCategoryId: number;
let bigCategoryProductIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const roots = await t.db
    .select({ id: schema.categories.id })
    .from(schema.categories)
    .where(and(sql`${schema.categories.parentId} is null`, eq(schema.categories.active, true)));
  let best = { id: 0, ids: [] as number[] };
  for (const root of roots) {
    const ids = await subtreeProductIds(root.id);
    if (ids.length > best.ids.length) best = { id: root.id, ids };
  }
  bigCategoryId = best.id;
  bigCategoryProductIds = best.ids;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/catalog/category/:locale (mega-menu tree)', () => {
  it('answers the active menu categories as a tree ordered by position', async () => {
    const res = await get('/api/catalog/category/cs');
    expect(res.statusCode).toBe(200);
    const tree = (res.json() as { data: CategoryNode[] }).data;
    expect(tree.length).toBeGreaterThan(0);
    const rows = await t.db.select().from(schema.categories);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const expectedChildren = (parentId: number | null) =>
      rows
        .filter((r) => r.parentId === parentId && r.active && r.inMenu)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((r) => r.id);
    let subcategoryCount = 0;
    const walk = (nodes: CategoryNode[], parentId: number | null) => {
      expect(nodes.map((n) => n.id)).toEqual(expectedChildren(parentId));
      for (const node of nodes) {
        const row = byId.get(node.id)!;
        expect(Object.keys(node).sort()).toEqual(['id', 'image', 'name', 'slug', 'subcategories', 'url']);
        expect(node.name).toBe(row.name);
        expect(node.slug).toBe(row.slug);
        expect(node.image).toBe(row.image);
        expect(node.url).toBe(`/${node.id}/${node.slug}`);
        if (parentId !== null) subcategoryCount += 1;
        walk(node.subcategories, node.id);
      }
    };
    walk(tree, null);
    expect(subcategoryCount).toBeGreaterThan(0);
  });

  it('leaves out an inactive category with its whole branch', async () => {
    const [child] = await t.db
      .select()
      .from(schema.categories)
      .where(and(sql`${schema.categories.parentId} is not null`, eq(schema.categories.active, true), eq(schema.categories.inMenu, true)))
      .orderBy(asc(schema.categories.id))
      .limit(1);
    await t.db.update(schema.categories).set({ active: false }).where(eq(schema.categories.id, child!.id));
    try {
      const tree = (await get('/api/catalog/category/cs')).json() as { data: CategoryNode[] };
      const ids = JSON.stringify(tree.data).match(/"id":\d+/g)!.map((s) => Number(s.slice(5)));
      expect(ids).not.toContain(child!.id);
      const listing = await get(`/api/catalog/category/${child!.id}/products`);
      expect(listing.statusCode).toBe(404);
    } finally {
      await t.db.update(schema.categories).set({ active: true }).where(eq(schema.categories.id, child!.id));
    }
  });

  it('uses translations for other locales, falling back to Czech', async () => {
    const rows = await t.db.select().from(schema.categories).where(eq(schema.categories.active, true));
    const tree = ((await get('/api/catalog/category/sk')).json() as { data: CategoryNode[] }).data;
    const flat: CategoryNode[] = [];
    const walk = (nodes: CategoryNode[]) => nodes.forEach((n) => (flat.push(n), walk(n.subcategories)));
    walk(tree);
    for (const node of flat) {
      const row = rows.find((r) => r.id === node.id)!;
      expect(node.name).toBe(row.translations.sk?.name ?? row.name);
      expect(node.slug).toBe(row.translations.sk?.slug ?? row.slug);
    }
  });

  it('answers 404 for an unknown locale', async () => {
    const res = await get('/api/catalog/category/xx');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('GET /api/catalog/category/:id/products (listing)', () => {
  it('answers the category with breadcrumbs, subcategories and the first page of its subtree products', async () => {
    expect(bigCategoryProductIds.length).toBeGreaterThan(30);
    const res = await get(`/api/catalog/category/${bigCategoryId}/products`);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: Page & { category: Record<string, unknown> } }).data;
    const [row] = await t.db.select().from(schema.categories).where(eq(schema.categories.id, bigCategoryId));
    expect(data.category).toMatchObject({ id: bigCategoryId, name: row!.name, slug: row!.slug, description: row!.description, image: row!.image, parent: null });
    expect(data.category.breadcrumbs).toEqual([{ id: bigCategoryId, name: row!.name, slug: row!.slug, image: row!.image, url: `/${bigCategoryId}/${row!.slug}` }]);
    const children = await t.db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(and(eq(schema.categories.parentId, bigCategoryId), eq(schema.categories.active, true)))
      .orderBy(asc(schema.categories.position), asc(schema.categories.id));
    expect((data.category.subcategories as Array<{ id: number }>).map((c) => c.id)).toEqual(children.map((c) => c.id));
    expect(data.total).toBe(bigCategoryProductIds.length);
    expect(data.page).toBe(1);
    expect(data.limit).toBe(24);
    expect(data.products).toHaveLength(24);
    expect(data.has_more).toBe(true);
    expect(data.sort).toBe('recommended');
    expect(data.filters).toEqual({ in_stock: false, price_from: null, price_to: null, brand: [], size: [], color: [] });
    for (const p of data.products) {
      expect(bigCategoryProductIds).toContain(p.id);
      expect(p.variants_count).toBeGreaterThan(0);
      expect(['in_stock', 'sold_out_temporarily', 'unavailable', 'no_store']).toContain(p.availability.state);
      expectShownPrice(p);
    }
  });

  it('shows a subcategory with its parent in the breadcrumbs, and includes subcategory products in the parent', async () => {
    const [child] = await t.db
      .select()
      .from(schema.categories)
      .where(and(eq(schema.categories.parentId, bigCategoryId), eq(schema.categories.active, true)))
      .orderBy(asc(schema.categories.position))
      .limit(1);
    const data = (await get(`/api/catalog/category/${child!.id}/products?limit=60`)).json() as { data: Page & { category: Record<string, unknown> } };
    expect((data.data.category.parent as { id: number }).id).toBe(bigCategoryId);
    expect((data.data.category.breadcrumbs as Array<{ id: number }>).map((b) => b.id)).toEqual([bigCategoryId, child!.id]);
    const childIds = await subtreeProductIds(child!.id);
    expect(data.data.total).toBe(childIds.length);
    for (const id of childIds) expect(bigCategoryProductIds).toContain(id);
  });

  it('sorts by recommended rank, then best sellers', async () => {
    const { products } = await allPages(`/api/catalog/category/${bigCategoryId}/products?sort=recommended`, 60);
    const rows = await t.db
      .select({ id: schema.products.id, rank: schema.products.recommendedRank, sold: schema.products.soldCount })
      .from(schema.products)
      .where(inArray(schema.products.id, products.map((p) => p.id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (let i = 1; i < products.length; i++) {
      const a = byId.get(products[i - 1]!.id)!;
      const b = byId.get(products[i]!.id)!;
      expect(a.rank > b.rank || (a.rank === b.rank && a.sold >= b.sold), `${JSON.stringify(a)} before ${JSON.stringify(b)}`).toBe(true);
    }
  });

  it('sorts by name in Czech alphabetical order (ch after h, č after c) over all pages', async () => {
    const { products, total } = await allPages(`/api/catalog/category/${bigCategoryId}/products?sort=name`, 60);
    expect(products).toHaveLength(total);
    expectNameOrder(products);
    // Every top-level category, so the whole demo catalogue (č, ř, š, ž, ch, „quotes“, dashes) is exercised.
    const roots = ((await get('/api/catalog/category/cs')).json() as { data: CategoryNode[] }).data;
    let seen = 0;
    for (const root of roots) {
      const listing = await allPages(`/api/catalog/category/${root.id}/products?sort=name`, 60);
      expectNameOrder(listing.products);
      seen += listing.products.length;
    }
    expect(seen).toBeGreaterThan(bigCategoryProductIds.length);
    const fresh = await allPages('/api/catalog/products/new?sort=name', 60);
    expectNameOrder(fresh.products);
  });

  it('has a name sort key that agrees with Intl.Collator on tricky Czech and Slovak words', async () => {
    const words = [
      'Čaj', 'Cz', 'chata', 'Chobotnice', 'CHLAPECKÝ', 'hrad', 'Hz', 'Ihla', 'Ďas', 'Dz', 'dar', 'Ába', 'Abz', 'az', 'Šála', 'Sz', 'řízek', 'Rz',
      'Žába', 'zz', '1 balónek', '86 cm', 'A-b', 'A b', 'Ab', 'ůl', 'uz', 'ťava', 'tz', 'Balónek „Happy Birthday“', 'Balónek 86 cm', 'Sada – balónky',
      'Sada balónky', 'Sada 10 ks', 'Balónek, sada', 'Balónek Čert', 'Balónek Cvrček', 'Rock’n’roll', 'Rock n roll', 'Ä', 'Äz', 'az', 'ôz', 'oz', 'Ôsmy', 'Paruka 30 × 40 cm', 'Paruka 30 cm',
    ];
    for (const locale of ['cs', 'sk']) {
      const rows = await t.db.execute<{ w: string }>(
        sql`select w from unnest(${`{${words.map((w) => `"${w.replace(/"/g, '\\"')}"`).join(',')}}`}::text[]) as w order by ${nameSortKey(sql`w`, locale)}, lower(w) collate "C"`,
      );
      const sorted = (rows as unknown as { rows: Array<{ w: string }> }).rows.map((r) => r.w);
      expect(sorted).toHaveLength(words.length);
      const collator = new Intl.Collator(locale, { sensitivity: 'base' });
      for (let i = 1; i < sorted.length; i++) {
        expect(collator.compare(sorted[i - 1]!, sorted[i]!), `${locale}: "${sorted[i - 1]}" before "${sorted[i]}"`).toBeLessThanOrEqual(0);
      }
    }
  });

  it('sorts by the shown price with VAT (sale price when active), both ways', async () => {
    const asc1 = await allPages(`/api/catalog/category/${bigCategoryId}/products?sort=price_asc`, 60);
    expectPriceOrder(asc1.products, 1);
    asc1.products.forEach(expectShownPrice);
    const sale = asc1.products.filter((p) => p.is_price_sale_active && p.price_sale !== null);
    expect(sale.length).toBeGreaterThan(0);
    const desc1 = await allPages(`/api/catalog/category/${bigCategoryId}/products?sort=price_desc`, 60);
    expectPriceOrder(desc1.products, -1);
    expect(new Set(desc1.products.map((p) => p.id))).toEqual(new Set(asc1.products.map((p) => p.id)));
  });

  it('pages without duplicates or gaps, with a stable total', async () => {
    for (const sort of ['recommended', 'name', 'price_asc']) {
      const { products, total, totals, pages } = await allPages(`/api/catalog/category/${bigCategoryId}/products?sort=${sort}`, 7);
      expect(pages).toBe(Math.ceil(total / 7));
      expect(new Set(totals)).toEqual(new Set([total]));
      const ids = products.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(bigCategoryProductIds);
    }
    const beyond = await getPage(`/api/catalog/category/${bigCategoryId}/products?page=999&limit=60`);
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(bigCategoryProductIds.length);
    expect(beyond.has_more).toBe(false);
  });

  it('in_stock=true keeps only products with pieces in stock and drops sold-out ones', async () => {
    const stockMap = await stockByProduct(bigCategoryProductIds);
    const soldOut = bigCategoryProductIds.filter((id) => (stockMap.get(id) ?? 0) === 0);
    const inStock = bigCategoryProductIds.filter((id) => (stockMap.get(id) ?? 0) > 0);
    expect(soldOut.length, 'the demo data needs sold-out products in the category').toBeGreaterThan(0);
    const { products, total } = await allPages(`/api/catalog/category/${bigCategoryId}/products?in_stock=true`, 60);
    expect(total).toBe(inStock.length);
    expect(products.map((p) => p.id).sort((a, b) => a - b)).toEqual(inStock);
    for (const p of products) {
      expect(p.availability.state).toBe('in_stock');
      expect(p.availability.count).toBe(stockMap.get(p.id));
      expect(p.availability.delivery_days).not.toBeNull();
    }
    const first = await getPage(`/api/catalog/category/${bigCategoryId}/products?in_stock=1`);
    expect(first.filters).toEqual({ in_stock: true, price_from: null, price_to: null, brand: [], size: [], color: [] });
    // Unfiltered, the sold-out products are listed with a not-orderable state.
    const unfiltered = await allPages(`/api/catalog/category/${bigCategoryId}/products`, 60);
    for (const p of unfiltered.products.filter((x) => soldOut.includes(x.id))) {
      expect(['sold_out_temporarily', 'unavailable', 'no_store']).toContain(p.availability.state);
      expect(p.availability.count).toBe(0);
    }
  });

  it('leaves inactive products out', async () => {
    const victim = bigCategoryProductIds[0]!;
    await t.db.update(schema.products).set({ active: false }).where(eq(schema.products.id, victim));
    try {
      const { products, total } = await allPages(`/api/catalog/category/${bigCategoryId}/products`, 60);
      expect(total).toBe(bigCategoryProductIds.length - 1);
      expect(products.map((p) => p.id)).not.toContain(victim);
    } finally {
      await t.db.update(schema.products).set({ active: true }).where(eq(schema.products.id, victim));
    }
  });

  it('answers 404 for an unknown or malformed category id and 422 for a bad query', async () => {
    expect((await get('/api/catalog/category/999999/products')).statusCode).toBe(404);
    expect((await get('/api/catalog/category/abc/products')).statusCode).toBe(404);
    expect((await get('/api/catalog/category/0/products')).statusCode).toBe(404);
    const tooMany = await get(`/api/catalog/category/${bigCategoryId}/products?limit=61`);
    expect(tooMany.statusCode).toBe(422);
    expect((await get(`/api/catalog/category/${bigCategoryId}/products?sort=cheapest`)).statusCode).toBe(422);
    expect((await get(`/api/catalog/category/${bigCategoryId}/products?page=0`)).statusCode).toBe(422);
    const max = await getPage(`/api/catalog/category/${bigCategoryId}/products?limit=60`);
    expect(max.products).toHaveLength(Math.min(60, bigCategoryProductIds.length));
  });
});

describe('GET /api/catalog/products/new and /sale', () => {
  it('lists the active new products', async () => {
    const { products, total } = await allPages('/api/catalog/products/new', 60);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.products)
      .where(and(eq(schema.products.isNew, true), eq(schema.products.active, true)));
    expect(total).toBe(count!.n);
    expect(total).toBeGreaterThan(0);
    expect(products).toHaveLength(total);
    for (const p of products) expect(p.labels).toContain('new');
  });

  it('lists the active sale products with their Omnibus discount, sortable by price', async () => {
    const { products, total } = await allPages('/api/catalog/products/sale?sort=price_asc', 60);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.products)
      .where(and(eq(schema.products.isPriceSaleActive, true), sql`${schema.products.priceSale} is not null`, eq(schema.products.active, true)));
    expect(total).toBe(count!.n);
    expect(total).toBeGreaterThan(0);
    expectPriceOrder(products, 1);
    for (const p of products) {
      expect(p.is_price_sale_active).toBe(true);
      expect(p.labels).toContain('sale');
      expectShownPrice(p);
      if (p.original_price_vat !== null) expect(p.discount_percent).toBe(discountPercent(p.original_price_vat, p.price_vat));
    }
    const inStock = await getPage('/api/catalog/products/sale?in_stock=true&limit=60');
    for (const p of inStock.products) expect(p.availability.state).toBe('in_stock');
  });
});

describe('GET /api/catalog/product/:id (detail)', () => {
  async function detail(id: number, headers: Record<string, string> = CZ) {
    const res = await get(`/api/catalog/product/${id}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Record<string, any> }).data;
  }

  it('answers the product with variants, per-variant and per-store availability', async () => {
    // A product with several variants and stock somewhere.
    const [pick] = await t.db
      .select({ id: schema.variants.productId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.variants)
      .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
      .innerJoin(schema.stock, eq(schema.stock.variantId, schema.variants.id))
      .where(and(eq(schema.products.active, true), eq(schema.variants.active, true), sql`${schema.stock.quantity} > 0`))
      .groupBy(schema.variants.productId)
      .orderBy(sql`count(distinct ${schema.variants.id}) desc`, asc(schema.variants.productId))
      .limit(1);
    const id = pick!.id;
    const d = await detail(id);
    const [row] = await t.db.select().from(schema.products).where(eq(schema.products.id, id));
    expect(d).toMatchObject({
      id,
      name: row!.name,
      slug: row!.slug,
      code: row!.code,
      description: row!.description,
      short_description: row!.shortDescription,
      is_adult: row!.isAdult,
      size_table: row!.sizeTable ? { columns: row!.sizeTable.columns, rows: row!.sizeTable.rows } : null,
      price: row!.price,
    });
    expect(d.url).toMatch(new RegExp(`^/${id}/.+/${row!.slug}$`));
    expect(Array.isArray(d.gallery)).toBe(true);
    for (const image of d.gallery) expect(typeof image.path).toBe('string');

    const variantRows = await t.db
      .select()
      .from(schema.variants)
      .where(and(eq(schema.variants.productId, id), eq(schema.variants.active, true)))
      .orderBy(asc(schema.variants.position), asc(schema.variants.id));
    expect(d.variants.map((v: { id: number }) => v.id)).toEqual(variantRows.map((v) => v.id));
    expect(d.variants.length).toBeGreaterThan(0);

    const stockRows = await t.db
      .select({ variantId: schema.stock.variantId, branchId: schema.stock.branchId, quantity: schema.stock.quantity, kind: schema.branches.kind })
      .from(schema.stock)
      .innerJoin(schema.branches, eq(schema.branches.id, schema.stock.branchId))
      .where(and(inArray(schema.stock.variantId, variantRows.map((v) => v.id)), eq(schema.branches.active, true)));
    const total = stockRows.reduce((s, r) => s + Math.max(0, r.quantity), 0);
    expect(d.availability.state).toBe('in_stock');
    expect(d.availability.count).toBe(total);
    expect(d.availability.delivery_days).not.toBeNull();
    for (const v of d.variants) {
      const count = stockRows.filter((r) => r.variantId === v.id).reduce((s, r) => s + Math.max(0, r.quantity), 0);
      expect(v.availability.count).toBe(count);
      expect(v.availability.state === 'in_stock').toBe(count > 0);
      const vr = variantRows.find((x) => x.id === v.id)!;
      expect(v.price_vat).toBe(grossUnitPrice(effectiveNetPrice(vr), Math.round(d.tax_rate.rate * 100)));
    }

    const stores = await t.db
      .select()
      .from(schema.branches)
      .where(and(eq(schema.branches.kind, 'store'), eq(schema.branches.active, true)))
      .orderBy(asc(schema.branches.position), asc(schema.branches.id));
    expect(stores).toHaveLength(13);
    expect(d.stores.map((s: { id: number }) => s.id)).toEqual(stores.map((s) => s.id));
    for (const s of d.stores) {
      const branch = stores.find((b) => b.id === s.id)!;
      expect(s.name).toBe(branch.name);
      expect(s.city).toBe(branch.city);
      const here = stockRows.filter((r) => r.branchId === s.id);
      const qty = here.reduce((sum, r) => sum + Math.max(0, r.quantity), 0);
      expect(s.quantity).toBe(qty);
      expect(s.state).toEqual(qty > 0 ? 'in_stock' : here.length === 0 ? 'no_store' : expect.stringMatching(/^(sold_out_temporarily|unavailable)$/));
      expect(s.variants.reduce((sum: number, v: { quantity: number }) => sum + v.quantity, 0)).toBe(qty);
    }
    // The warehouse counts towards availability but is not a store in the modal.
    const warehouseIds = (await t.db.select({ id: schema.branches.id }).from(schema.branches).where(eq(schema.branches.kind, 'warehouse'))).map((r) => r.id);
    for (const s of d.stores) expect(warehouseIds).not.toContain(s.id);

    expect(d.breadcrumbs.length).toBeGreaterThan(0);
    expect(d.breadcrumbs.at(-1).id).toBe(row!.defaultCategoryId);
    expect(d.default_category.id).toBe(row!.defaultCategoryId);
  });

  it('has related lists of at most 8 active products and a review summary of approved reviews', async () => {
    const [linked] = await t.db
      .select({ id: schema.productLinks.productId })
      .from(schema.productLinks)
      .groupBy(schema.productLinks.productId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const id = linked?.id ?? bigCategoryProductIds[0]!;
    const d = await detail(id);
    for (const key of ['motif_products', 'set_products', 'related_products', 'similar_products']) {
      expect(Array.isArray(d[key])).toBe(true);
      expect(d[key].length).toBeLessThanOrEqual(8);
      for (const p of d[key]) {
        expect(p.id).not.toBe(id);
        expect(typeof p.price_vat).toBe('number');
      }
    }
    const related = d.related_products.length + d.similar_products.length + d.set_products.length + d.motif_products.length;
    if (linked) expect(related).toBeGreaterThan(0);

    const [reviewed] = await t.db
      .select({ id: schema.reviews.productId, n: sql<number>`count(*)`.mapWith(Number), avg: sql<string>`avg(${schema.reviews.rating})` })
      .from(schema.reviews)
      .where(eq(schema.reviews.state, 'approved'))
      .groupBy(schema.reviews.productId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    if (reviewed) {
      const r = await detail(reviewed.id);
      expect(r.reviews.count).toBe(reviewed.n);
      expect(r.reviews.average).toBeCloseTo(Number(reviewed.avg), 1);
      expect(r.reviews.latest.length).toBe(Math.min(5, reviewed.n));
      for (let i = 1; i < r.reviews.latest.length; i++) {
        expect(r.reviews.latest[i - 1].created_at >= r.reviews.latest[i].created_at).toBe(true);
      }
    }
    // A pending review never counts.
    const [target] = await t.db.insert(schema.reviews).values({ productId: id, authorName: 'Test', rating: 1, text: 'x', state: 'pending' }).returning();
    const again = await detail(id);
    expect(again.reviews.count).toBe(d.reviews.count);
    expect(again.reviews.latest.map((x: { id: number }) => x.id)).not.toContain(target!.id);
  });

  it('carries the Omnibus reference and discount on a sale product', async () => {
    const [sale] = await t.db
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.active, true), eq(schema.products.isPriceSaleActive, true), sql`${schema.products.priceSale} is not null`, sql`${schema.products.originalPrice} is not null`))
      .orderBy(asc(schema.products.id))
      .limit(1);
    expect(sale, 'the demo data needs a sale product with an Omnibus reference').toBeDefined();
    const d = await detail(sale!.id);
    const bp = Math.round(d.tax_rate.rate * 100);
    expect(d.is_price_sale_active).toBe(true);
    expect(d.price_sale).toBe(sale!.priceSale);
    expect(d.original_price).toBe(sale!.originalPrice);
    expect(d.original_price_vat).toBe(grossUnitPrice(sale!.originalPrice!, bp));
    expect(d.price_vat).toBe(grossUnitPrice(sale!.priceSale!, bp));
    expect(d.discount_percent).toBe(discountPercent(d.original_price_vat, d.price_vat));
    expect(d.discount_percent).toBeGreaterThan(0);
    expect(d.labels).toContain('sale');
    // Each variant on sale carries its own reference, which is the lowest price of the 30 days before its sale began.
    for (const v of d.variants) {
      if (!v.is_price_sale_active || v.original_price === null) continue;
      expect(v.original_price_vat).toBe(grossUnitPrice(v.original_price, bp));
      expect(v.discount_percent).toBe(discountPercent(v.original_price_vat, v.price_vat));
      const history = await t.db
        .select()
        .from(schema.priceHistory)
        .where(eq(schema.priceHistory.variantId, v.id))
        .orderBy(asc(schema.priceHistory.validFrom));
      const past = history.filter((h) => h.validFrom <= TEST_NOW);
      // The current sale began with the first entry of the trailing run of sale entries.
      let start = past.length;
      while (start > 0 && past[start - 1]!.isPriceSaleActive) start -= 1;
      const saleStart = past[start]?.validFrom;
      if (saleStart) expect(v.original_price).toBe(lowestPriceBefore(history, saleStart));
    }
  });

  it('answers an inactive product with availability not_active, and 404 for unknown or malformed ids', async () => {
    const id = bigCategoryProductIds[1]!;
    await t.db.update(schema.products).set({ active: false }).where(eq(schema.products.id, id));
    try {
      const d = await detail(id);
      expect(d.availability).toEqual({ state: 'not_active', count: 0, delivery_days: null });
      for (const v of d.variants) expect(v.availability.state).toBe('not_active');
      for (const s of d.stores) expect(s.state).toBe('not_active');
    } finally {
      await t.db.update(schema.products).set({ active: true }).where(eq(schema.products.id, id));
    }
    expect((await get('/api/catalog/product/99999999')).statusCode).toBe(404);
    expect((await get('/api/catalog/product/abc')).statusCode).toBe(404);
    expect((await get('/api/catalog/product/-1')).statusCode).toBe(404);
    const res = await get('/api/catalog/product/1.5');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('a product without a category', () => {
  it('has a three-segment address, its category segment "produkt", so it never reads as a category listing', async () => {
    const [row] = await t.db.select({ id: schema.products.id, slug: schema.products.slug }).from(schema.products).where(eq(schema.products.active, true)).limit(1);
    await t.db.update(schema.products).set({ defaultCategoryId: null }).where(eq(schema.products.id, row!.id));
    const res = await get(`/api/catalog/product/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { url: string; default_category: unknown } }).data).toMatchObject({ url: `/${row!.id}/produkt/${row!.slug}`, default_category: null });
  });
});

describe('Slovak site', () => {
  it("shows a child's costume's size table, sizes and picture descriptions in Slovak, and the Czech page as stored", async () => {
    const [row] = await t.db
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.active, true), sql`${schema.products.sizeTable}->'columns' @> '["Věk"]'::jsonb`))
      .orderBy(asc(schema.products.id))
      .limit(1);
    const table = row!.sizeTable!;
    const detail = async (headers: Record<string, string>) => ((await get(`/api/catalog/product/${row!.id}`, headers)).json() as { data: Record<string, any> }).data;
    const [sk, cz] = await Promise.all([detail(SK), detail(CZ)]);

    expect(cz.size_table).toEqual({ columns: table.columns, rows: table.rows });
    expect(sk.size_table).toEqual(table.translations!.sk);
    expect(sk.size_table.columns).toEqual(['Veľkosť', 'Vek', 'Výška postavy (cm)', 'Obvod hrudníka (cm)']);
    expect(JSON.stringify(sk.size_table)).not.toMatch(/[ěřů]|\blet\b/);

    const variantRows = await t.db
      .select()
      .from(schema.variants)
      .where(and(eq(schema.variants.productId, row!.id), eq(schema.variants.active, true)))
      .orderBy(asc(schema.variants.position), asc(schema.variants.id));
    expect(cz.variants.map((v: { name: string }) => v.name)).toEqual(variantRows.map((v) => v.name));
    expect(sk.variants.map((v: { name: string }) => v.name)).toEqual(variantRows.map((v) => sizeVariantName(v.size!, 'sk')));
    expect(sk.variants.map((v: { name: string }) => v.name).join(' ')).toMatch(/^\d+–\d+ \(\d+–\d+ rok(y|ov)\)/);

    const images = await t.db.select().from(schema.productImages).where(eq(schema.productImages.productId, row!.id)).orderBy(asc(schema.productImages.position), asc(schema.productImages.id));
    expect(images.length).toBeGreaterThan(1);
    expect(images.every((i) => i.alt?.startsWith(row!.name))).toBe(true);
    expect(cz.gallery).toEqual(images.map((i) => ({ path: i.path, alt: i.alt })));
    expect(sk.gallery).toEqual(images.map((i) => ({ path: i.path, alt: row!.translations.sk!.name })));
  });

  it('prices with 23 % VAT and Slovak names in listings and the detail', async () => {
    const [row] = await t.db
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.active, true), eq(schema.products.taxClass, 'standard'), inArray(schema.products.id, bigCategoryProductIds)))
      .orderBy(asc(schema.products.id))
      .limit(1);
    const d = (await get(`/api/catalog/product/${row!.id}`, SK)).json() as { data: Record<string, any> };
    expect(d.data.tax_rate.rate).toBe(23);
    expect(d.data.price_vat).toBe(grossUnitPrice(effectiveNetPrice(row!), 2300));
    expect(d.data.name).toBe(row!.translations.sk?.name ?? row!.name);
    const cz = (await get(`/api/catalog/product/${row!.id}`, CZ)).json() as { data: Record<string, any> };
    expect(cz.data.tax_rate.rate).toBe(21);
    expect(cz.data.price_vat).toBe(grossUnitPrice(effectiveNetPrice(row!), 2100));

    const page = await allPages(`/api/catalog/category/${bigCategoryId}/products?sort=price_asc`, 60, SK);
    expectPriceOrder(page.products, 1);
    for (const p of page.products) {
      expectShownPrice(p);
      const rate = p.tax_rate.rate;
      expect([23, 19, 0]).toContain(rate);
    }
    expect(page.products.some((p) => p.tax_rate.rate === 23)).toBe(true);
    const byName = await allPages(`/api/catalog/category/${bigCategoryId}/products?sort=name`, 60, SK);
    const sk = new Intl.Collator('sk', { sensitivity: 'accent' });
    for (let i = 1; i < byName.products.length; i++) {
      expect(sk.compare(byName.products[i - 1]!.name, byName.products[i]!.name)).toBeLessThanOrEqual(0);
    }
  });
});

describe('a catalogue page in every language (the storefront’s hreflang)', () => {
  it('names the path of a product and of a category in each language: the address the site of that language answers', async () => {
    const [row] = await t.db
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.active, true), inArray(schema.products.id, bigCategoryProductIds)))
      .orderBy(asc(schema.products.id))
      .limit(1);
    // A Slovak slug of its own (a product without one has the Czech slug in Slovak too).
    await t.db
      .update(schema.products)
      .set({ translations: { ...row!.translations, sk: { ...row!.translations.sk, slug: 'slovensky-nazov' } } })
      .where(eq(schema.products.id, row!.id));
    const product = async (headers: Record<string, string>) => ((await get(`/api/catalog/product/${row!.id}`, headers)).json() as { data: Record<string, any> }).data;
    const [cz, sk] = await Promise.all([product(CZ), product(SK)]);
    expect(sk.url).toMatch(/\/slovensky-nazov$/);
    expect(cz.paths).toEqual({ cs: cz.url, sk: sk.url, en: expect.stringMatching(new RegExp(`^/${row!.id}/`)) });
    expect(sk.paths).toEqual(cz.paths);

    const category = async (headers: Record<string, string>) =>
      ((await get(`/api/catalog/category/${bigCategoryId}/products`, headers)).json() as { data: { category: Record<string, any> } }).data.category;
    const [czCategory, skCategory] = await Promise.all([category(CZ), category(SK)]);
    expect(czCategory.paths).toEqual({ cs: czCategory.url, sk: skCategory.url, en: expect.stringMatching(new RegExp(`^/${bigCategoryId}/`)) });
    expect(skCategory.paths).toEqual(czCategory.paths);
  });

  it('gives each variant its EAN (the product page’s GTIN)', async () => {
    const [row] = await t.db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.active, true)).orderBy(asc(schema.products.id)).limit(1);
    const variants = await t.db
      .select({ id: schema.variants.id, ean: schema.variants.ean })
      .from(schema.variants)
      .where(and(eq(schema.variants.productId, row!.id), eq(schema.variants.active, true)))
      .orderBy(asc(schema.variants.position), asc(schema.variants.id));
    const d = ((await get(`/api/catalog/product/${row!.id}`)).json() as { data: { variants: Array<{ id: number; ean: string | null }> } }).data;
    expect(d.variants.map((v) => ({ id: v.id, ean: v.ean }))).toEqual(variants);
    expect(variants.every((v) => v.ean !== null)).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/catalog/category/{locale}',
        '/api/catalog/category/{id}/products',
        '/api/catalog/product/{id}',
        '/api/catalog/products/new',
        '/api/catalog/products/sale',
      ]),
    );
  });
});
