import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { sizesText } from '@konfety/domain/facets';
import { nameSortKey } from '../src/features/catalog/collation';
import { createTestApp, CZ, type TestApp } from './support/app';
import { pickProducts } from './support/fixtures';

/*
 * The listing index (`products.in_stock`, `category_products`) is kept by database triggers (migration 0006):
 * whatever writes the catalogue, the index must equal what it stands for. `drift()` computes that from the
 * source tables independently of the triggers' functions and answers every difference.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Differences between the index and the source tables (empty when the triggers did their work). */
async function drift(): Promise<string[]> {
  const flag = await rows<{ id: number }>(sql`
    select p.id from products p
    where p.in_stock <> exists (select 1 from variants v join stock s on s.variant_id = v.id join branches b on b.id = s.branch_id
                                where v.product_id = p.id and v.active and b.active and s.quantity > 0)`);
  const expected = sql`
    with recursive reachable (id, path) as (
      select id, array[id] from categories where parent_id is null and active
      union all
      select c.id, r.path || c.id from categories c join reachable r on c.parent_id = r.id where c.active
    ), chain as (select id, unnest(path) as ancestor from reachable)
    select distinct ch.ancestor as category_id, p.id as product_id, p.active, p.in_stock, p.recommended_rank, p.sold_count, p.tax_class::text,
      case when p.is_price_sale_active and p.price_sale is not null then p.price_sale else p.price end as price, p.name,
      p.brand_id, p.color::text, p.sizes
    from product_categories pc join chain ch on ch.id = pc.category_id join products p on p.id = pc.product_id`;
  const actual = sql`select category_id, product_id, active, in_stock, recommended_rank, sold_count, tax_class::text, price, name, brand_id, color::text, sizes from category_products`;
  const missing = await rows<Record<string, unknown>>(sql`(${expected}) except (${actual})`);
  const extra = await rows<Record<string, unknown>>(sql`(${actual}) except (${expected})`);
  const keys = await rows<{ product_id: number }>(
    sql`select cp.product_id from category_products cp join products p on p.id = cp.product_id where cp.name_key collate "C" <> ${nameSortKey(sql`p.name`, 'cs')}`,
  );
  const productKeys = await rows<{ id: number }>(sql`select p.id from products p where p.name_key collate "C" <> ${nameSortKey(sql`p.name`, 'cs')}`);
  // The sizes of active variants as one text, as domain facets.ts sizesText writes it (computed here, not by the trigger's function).
  const variantSizes = await rows<{ id: number; sizes: string; size_list: string[] | null }>(sql`
    select p.id, p.sizes, (select array_agg(distinct v.size) from variants v where v.product_id = p.id and v.active and v.size is not null) as size_list
    from products p`);
  const sizes = variantSizes.filter((r) => r.sizes !== sizesText(r.size_list ?? []));
  return [
    ...flag.map((r) => `products.in_stock wrong for ${r.id}`),
    ...productKeys.map((r) => `products.name_key differs from collation.ts nameSortKey for ${r.id}`),
    ...sizes.map((r) => `products.sizes ${JSON.stringify(r.sizes)} for ${r.id}, its variants have ${JSON.stringify(r.size_list)}`),
    ...missing.map((r) => `missing ${JSON.stringify(r)}`),
    ...extra.map((r) => `extra ${JSON.stringify(r)}`),
    ...keys.map((r) => `name_key differs from collation.ts nameSortKey for ${r.product_id}`),
  ];
}

async function expectNoDrift() {
  expect((await drift()).slice(0, 10)).toEqual([]);
}

async function listingIds(categoryId: number, inStock: boolean): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/category/${categoryId}/products?in_stock=${inStock}&limit=60&page=${page}`, headers: CZ });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { products: Array<{ id: number }>; has_more: boolean };
    ids.push(...data.products.map((p) => p.id));
    if (!data.has_more) return ids;
  }
}

async function topCategoryOf(productId: number): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`
    select coalesce(c.parent_id, c.id) as id from products p join categories c on c.id = p.default_category_id where p.id = ${productId}`);
  return Number(row!.id);
}

describe('listing index kept by triggers', () => {
  it('matches the catalogue after the seed', async () => {
    await expectNoDrift();
  });

  it('follows stock: selling out takes a product out of the in-stock listing, restocking brings it back', async () => {
    const [product] = await pickProducts(t.db, { minStock: 1, singleVariant: true });
    const top = await topCategoryOf(product!.productId);
    expect(await listingIds(top, true)).toContain(product!.productId);
    const before = await t.db.select().from(schema.stock).where(eq(schema.stock.variantId, product!.variantId));
    await t.db.update(schema.stock).set({ quantity: 0 }).where(eq(schema.stock.variantId, product!.variantId));
    await expectNoDrift();
    expect(await listingIds(top, true)).not.toContain(product!.productId);
    expect(await listingIds(top, false)).toContain(product!.productId);
    const first = before[0]!;
    await t.db.update(schema.stock).set({ quantity: 3 }).where(and(eq(schema.stock.variantId, first.variantId), eq(schema.stock.branchId, first.branchId)));
    await expectNoDrift();
    expect(await listingIds(top, true)).toContain(product!.productId);
  });

  it('follows variants, branches, products, their categories and the category tree', async () => {
    const [a, b] = await pickProducts(t.db, { minStock: 1, count: 2 });
    // a variant deactivated, a stock location closed and reopened
    await t.db.update(schema.variants).set({ active: false }).where(eq(schema.variants.productId, a!.productId));
    await expectNoDrift();
    await t.db.update(schema.variants).set({ active: true }).where(eq(schema.variants.productId, a!.productId));
    // a costume's sizes: one variant switched off, one resized, one added, one deleted; a product's colour and brand
    const [costume] = await rows<{ id: number; product_id: number }>(sql`
      select v.id, v.product_id from variants v where v.size is not null and v.active
      and (select count(*) from variants w where w.product_id = v.product_id and w.active) >= 3 order by v.id limit 1`);
    const sizedId = Number(costume!.product_id);
    await t.db.update(schema.variants).set({ active: false }).where(eq(schema.variants.id, Number(costume!.id)));
    await expectNoDrift();
    await t.db.update(schema.variants).set({ active: true, size: 'XXL' }).where(eq(schema.variants.id, Number(costume!.id)));
    await expectNoDrift();
    const [added] = await t.db
      .insert(schema.variants)
      .values({ productId: sizedId, code: `${sizedId}-FACETS-XS`, name: 'XS', size: 'XS', price: 10000 })
      .returning({ id: schema.variants.id });
    await expectNoDrift();
    expect((await rows<{ sizes: string }>(sql`select sizes from products where id = ${sizedId}`))[0]!.sizes).toMatch(/\|XS\|/);
    await t.db.delete(schema.variants).where(eq(schema.variants.id, added!.id));
    await expectNoDrift();
    await t.db.update(schema.products).set({ color: 'duhova', brandId: null }).where(eq(schema.products.id, sizedId));
    await expectNoDrift();
    const [warehouse] = await t.db.select().from(schema.branches).where(eq(schema.branches.kind, 'warehouse'));
    await t.db.update(schema.branches).set({ active: false }).where(eq(schema.branches.id, warehouse!.id));
    await expectNoDrift();
    await t.db.update(schema.branches).set({ active: true }).where(eq(schema.branches.id, warehouse!.id));
    // listed fields of a product
    await t.db
      .update(schema.products)
      .set({ name: 'Čarodějnický klobouk – chlupatý', priceSale: 100, isPriceSaleActive: true, recommendedRank: 999, soldCount: 5 })
      .where(eq(schema.products.id, b!.productId));
    await t.db.update(schema.products).set({ active: false }).where(eq(schema.products.id, a!.productId));
    await expectNoDrift();
    // a product's categories
    const [leaf] = await rows<{ id: number }>(sql`select id from categories where parent_id is not null and active order by id desc limit 1`);
    await t.db.insert(schema.productCategories).values({ productId: b!.productId, categoryId: Number(leaf!.id) });
    await expectNoDrift();
    await t.db.delete(schema.productCategories).where(eq(schema.productCategories.productId, b!.productId));
    await expectNoDrift();
    // the tree: a subtree switched off and on, a leaf moved under another parent
    const top = await topCategoryOf(a!.productId);
    await t.db.update(schema.categories).set({ active: false }).where(eq(schema.categories.id, top));
    await expectNoDrift();
    await t.db.update(schema.categories).set({ active: true }).where(eq(schema.categories.id, top));
    const [moved] = await rows<{ id: number; parent_id: number }>(sql`select id, parent_id from categories where parent_id is not null order by id limit 1`);
    const [otherTop] = await rows<{ id: number }>(sql`select id from categories where parent_id is null and id <> ${moved!.parent_id} order by id limit 1`);
    await t.db.update(schema.categories).set({ parentId: Number(otherTop!.id) }).where(eq(schema.categories.id, Number(moved!.id)));
    await expectNoDrift();
  });
});
