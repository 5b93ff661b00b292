import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { availabilityOf, type StockRow } from '@konfety/domain/catalog';
import { discountPercent, grossUnitPrice } from '@konfety/domain/pricing';
import type { SiteContext } from '../../sites';
import { categoryLink, loadCategoryIndex } from './categories';
import { everStocked, omnibusDiscount, presentAvailability } from './listing';
import { loadProducts, localized, presentVariant, taxOf } from './present';
import type { ProductDetailOut } from './responses';
import type { ProductOut } from './schemas';

/** How many products each related list (motif, set, related, similar) shows. */
export const RELATED_LIMIT = 8;
/** How many of the newest approved reviews the product page gets. */
export const LATEST_REVIEWS = 5;

type ProductRow = typeof schema.products.$inferSelect;
type ProductLinkKind = (typeof schema.productLinkKinds)[number];

function localizedOptional(row: ProductRow, field: 'shortDescription' | 'description', locale: string): string | null {
  const t = row.translations[locale]?.[field];
  return t ?? row[field];
}

/** Linked products per kind, active only, in link order, at most RELATED_LIMIT each. */
async function loadLinkedProducts(db: Db, product: ProductRow, site: SiteContext): Promise<Record<ProductLinkKind, ProductOut[]>> {
  const l = schema.productLinks;
  const p = schema.products;
  const links = await db
    .select({ kind: l.kind, id: l.linkedProductId })
    .from(l)
    .innerJoin(p, eq(p.id, l.linkedProductId))
    .where(and(eq(l.productId, product.id), eq(p.active, true), ne(l.linkedProductId, product.id)))
    .orderBy(asc(l.kind), asc(l.position), asc(l.linkedProductId));
  const byKind: Record<ProductLinkKind, number[]> = { related: [], similar: [], set: [], motif: [] };
  for (const link of links) {
    const list = byKind[link.kind];
    if (list && list.length < RELATED_LIMIT) list.push(link.id);
  }
  // Products sharing the motif column (e.g. "pirates") stand in when no motif links were curated.
  if (byKind.motif.length === 0 && product.motif) {
    const same = await db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.motif, product.motif), eq(p.active, true), ne(p.id, product.id)))
      .orderBy(desc(p.recommendedRank), desc(p.soldCount), asc(p.id))
      .limit(RELATED_LIMIT);
    byKind.motif = same.map((r) => r.id);
  }
  const loaded = await loadProducts(db, [...byKind.related, ...byKind.similar, ...byKind.set, ...byKind.motif], site);
  const present = (ids: number[]) => ids.flatMap((id) => (loaded.has(id) ? [loaded.get(id)!.out] : []));
  return { related: present(byKind.related), similar: present(byKind.similar), set: present(byKind.set), motif: present(byKind.motif) };
}

async function loadReviews(db: Db, productId: number): Promise<ProductDetailOut['reviews']> {
  const r = schema.reviews;
  const approved = and(eq(r.productId, productId), eq(r.state, 'approved'));
  const [summary] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number), average: sql<string | null>`avg(${r.rating})` })
    .from(r)
    .where(approved);
  const latest = await db
    .select()
    .from(r)
    .where(approved)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(LATEST_REVIEWS);
  const count = summary?.count ?? 0;
  return {
    average: count > 0 && summary?.average != null ? Math.round(Number(summary.average) * 10) / 10 : null,
    count,
    latest: latest.map((x) => ({
      id: x.id,
      author_name: x.authorName,
      rating: x.rating,
      text: x.text,
      verified_purchase: x.verifiedPurchase,
      created_at: x.createdAt.toISOString(),
    })),
  };
}

/**
 * Everything the product page shows (SPEC §2 product page). An inactive
 * product is still answered — its availability is `not_active` (SPEC §4) — so
 * old links do not break; listings leave it out. Null for an unknown id.
 */
export async function loadProductDetail(db: Db, id: number, site: SiteContext): Promise<ProductDetailOut | null> {
  const loaded = (await loadProducts(db, [id], site)).get(id);
  if (!loaded) return null;
  const { row, out } = loaded;
  const tax = taxOf(site, row.taxClass);
  const ever = everStocked(row);

  const [categories, brand, images, variantRows, stockRows, stores, linked, reviews] = await Promise.all([
    loadCategoryIndex(db),
    row.brandId === null
      ? Promise.resolve(undefined)
      : db
          .select()
          .from(schema.brands)
          .where(and(eq(schema.brands.id, row.brandId), eq(schema.brands.active, true)))
          .then((r) => r[0]),
    db
      .select({ path: schema.productImages.path, alt: schema.productImages.alt })
      .from(schema.productImages)
      .where(eq(schema.productImages.productId, id))
      .orderBy(asc(schema.productImages.position), asc(schema.productImages.id)),
    db
      .select()
      .from(schema.variants)
      .where(and(eq(schema.variants.productId, id), eq(schema.variants.active, true)))
      .orderBy(asc(schema.variants.position), asc(schema.variants.id)),
    db
      .select({
        variantId: schema.stock.variantId,
        branchId: schema.stock.branchId,
        quantity: schema.stock.quantity,
        isPrague: schema.branches.isPrague,
        kind: schema.branches.kind,
      })
      .from(schema.stock)
      .innerJoin(schema.variants, eq(schema.variants.id, schema.stock.variantId))
      .innerJoin(schema.branches, eq(schema.branches.id, schema.stock.branchId))
      .where(and(eq(schema.variants.productId, id), eq(schema.variants.active, true), eq(schema.branches.active, true))),
    db
      .select({ id: schema.branches.id, name: schema.branches.name, city: schema.branches.city, isPrague: schema.branches.isPrague })
      .from(schema.branches)
      .where(and(eq(schema.branches.kind, 'store'), eq(schema.branches.active, true)))
      .orderBy(asc(schema.branches.position), asc(schema.branches.id)),
    loadLinkedProducts(db, row, site),
    loadReviews(db, id),
  ]);

  const asStock = (rows: typeof stockRows): StockRow[] => rows.map((r) => ({ quantity: r.quantity, isPrague: r.isPrague, kind: r.kind }));

  const variants = variantRows.map((variant) => {
    const base = presentVariant(variant, tax.bp);
    const originalVat = variant.originalPrice === null ? null : grossUnitPrice(variant.originalPrice, tax.bp);
    const onSale = variant.isPriceSaleActive && variant.priceSale !== null;
    return {
      ...base,
      original_price_vat: originalVat,
      discount_percent: onSale && originalVat !== null ? discountPercent(originalVat, base.price_vat) : null,
      availability: presentAvailability(
        availabilityOf({ active: row.active, stock: asStock(stockRows.filter((s) => s.variantId === variant.id)), everStocked: ever }),
      ),
    };
  });

  const storeList = stores.map((store) => {
    const here = stockRows.filter((s) => s.branchId === store.id);
    const info = availabilityOf({ active: row.active, stock: asStock(here), everStocked: ever });
    return {
      id: store.id,
      name: store.name,
      city: store.city,
      is_prague: store.isPrague,
      quantity: info.count,
      state: info.state,
      variants: variantRows.map((variant) => ({
        id: variant.id,
        quantity: here.filter((s) => s.variantId === variant.id).reduce((sum, s) => sum + Math.max(0, s.quantity), 0),
      })),
    };
  });

  const chain = row.defaultCategoryId === null ? null : categories.chain(row.defaultCategoryId);

  return {
    ...out,
    code: row.code,
    short_description: localizedOptional(row, 'shortDescription', site.locale),
    description: localizedOptional(row, 'description', site.locale),
    brand: brand ? { id: brand.id, slug: brand.slug, name: brand.name, logo: brand.logo } : null,
    gallery: images.map((image) => ({ path: image.path, alt: image.alt ?? localized(row, 'name', site.locale) })),
    size_table: row.sizeTable ?? null,
    discount_percent: omnibusDiscount(out),
    availability: presentAvailability(availabilityOf({ active: row.active, stock: asStock(stockRows), everStocked: ever })),
    variants,
    stores: storeList,
    breadcrumbs: (chain ?? []).map((c) => categoryLink(c, site.locale)),
    reviews,
    motif_products: linked.motif,
    set_products: linked.set,
    related_products: linked.related,
    similar_products: linked.similar,
  };
}

