import { sql } from 'drizzle-orm';
import { type Db, executePrepared, schema } from '@konfety/db';
import { availabilityOf, sizeTableIn, type StockRow } from '@konfety/domain/catalog';
import { DEFAULT_LOCALE } from '@konfety/domain/i18n';
import { discountPercent, grossUnitPrice } from '@konfety/domain/pricing';
import type { SiteContext } from '../../sites';
import { categoryLink, loadCategoryIndex } from './categories';
import { everStocked, omnibusDiscount, presentAvailability } from './listing';
import {
  CARD_SQL_COLUMNS,
  type CardRow,
  type CardSqlColumns,
  cardOfSqlRow,
  loadCards,
  localePaths,
  localized,
  presentProduct,
  presentVariant,
  productPath,
  taxOf,
} from './present';
import type { ProductDetailOut } from './responses';

/** How many products each related list (motif, set, related, similar) shows. */
export const RELATED_LIMIT = 8;
/** How many of the newest approved reviews the product page gets. */
export const LATEST_REVIEWS = 5;

type ProductRow = typeof schema.products.$inferSelect;
type ProductLinkKind = (typeof schema.productLinkKinds)[number];

function localizedOptional(row: Pick<ProductRow, 'translations' | 'shortDescription' | 'description'>, field: 'shortDescription' | 'description', locale: string): string | null {
  const t = row.translations[locale]?.[field];
  return t ?? row[field];
}

/** A linked product id of a kind, in link order (main statement, below). */
type Link = [ProductLinkKind, number];

/** The related lists: at most RELATED_LIMIT per kind, in link order; the motif stand-ins when no motif links were curated. */
function linkIds(links: readonly Link[], motifStandIns: readonly number[] | null): Record<ProductLinkKind, number[]> {
  const byKind: Record<ProductLinkKind, number[]> = { related: [], similar: [], set: [], motif: [] };
  for (const [kind, id] of links) {
    const list = byKind[kind];
    if (list && list.length < RELATED_LIMIT) list.push(id);
  }
  if (byKind.motif.length === 0 && motifStandIns) byKind.motif = motifStandIns.slice(0, RELATED_LIMIT);
  return byKind;
}

interface VariantJson {
  id: number;
  name: string;
  code: string;
  ean: string | null;
  price: number;
  price_sale: number | null;
  is_price_sale_active: boolean;
  original_price: number | null;
}

interface ReviewJson {
  id: number;
  author_name: string;
  rating: number;
  text: string;
  verified_purchase: boolean;
  created_at: string;
}

/** The product columns the page shows: the card's and the page's own. */
type DetailProduct = CardRow & Pick<ProductRow, 'code' | 'shortDescription' | 'description' | 'defaultCategoryId' | 'sizeTable'>;

/** A row of the statement below as the driver answers it (JSON columns already parsed). */
interface DetailSqlRow extends CardSqlColumns {
  code: string;
  short_description: string | null;
  description: string | null;
  default_category_id: number | null;
  size_table: ProductRow['sizeTable'];
  brand: { id: number; slug: string; name: string; logo: string | null } | null;
  gallery: Array<{ path: string; alt: string | null }>;
  variants: VariantJson[];
  stock: Array<[number, number, number, boolean, 'store' | 'warehouse']>;
  stores: Array<{ id: number; name: string; city: string; is_prague: boolean }>;
  review_summary: [number, number | null];
  latest_reviews: ReviewJson[];
  links: Link[];
  motif_stand_ins: number[] | null;
}

/**
 * The product page's data in one statement: the product with its default category, and as JSON its brand,
 * gallery, active variants, their stock in active locations, the stores, the review summary and the latest
 * reviews, the linked product ids and (without curated motif links) the products sharing its motif. A prepared
 * statement (db/src/prepared.ts): planning it was two thirds of its cost on the embedded database.
 */
async function readDetail(db: Db, id: number) {
  const [r] = await executePrepared<DetailSqlRow>(
    db,
    'product_detail',
    sql`select ${CARD_SQL_COLUMNS}, p.code, p.short_description, p.description, p.default_category_id, p.size_table,
      (select json_build_object('id', b.id, 'slug', b.slug, 'name', b.name, 'logo', b.logo) from brands b where b.id = p.brand_id and b.active) as brand,
      (select coalesce(json_agg(json_build_object('path', i.path, 'alt', i.alt) order by i.position, i.id), '[]') from product_images i where i.product_id = p.id) as gallery,
      (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'code', v.code, 'ean', v.ean, 'price', v.price, 'price_sale', v.price_sale,
          'is_price_sale_active', v.is_price_sale_active, 'original_price', v.original_price) order by v.position, v.id), '[]')
        from variants v where v.product_id = p.id and v.active) as variants,
      (select coalesce(json_agg(json_build_array(s.variant_id, s.branch_id, s.quantity, b.is_prague, b.kind)), '[]')
        from stock s join variants v on v.id = s.variant_id join branches b on b.id = s.branch_id
        where v.product_id = p.id and v.active and b.active) as stock,
      (select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'city', b.city, 'is_prague', b.is_prague) order by b.position, b.id), '[]')
        from branches b where b.kind = 'store' and b.active) as stores,
      (select json_build_array(count(*), avg(r.rating)) from reviews r where r.product_id = p.id and r.state = 'approved') as review_summary,
      (select coalesce(json_agg(json_build_object('id', r.id, 'author_name', r.author_name, 'rating', r.rating, 'text', r.text,
          'verified_purchase', r.verified_purchase, 'created_at', r.created_at) order by r.created_at desc, r.id desc), '[]')
        from (select * from reviews r where r.product_id = p.id and r.state = 'approved' order by r.created_at desc, r.id desc limit ${LATEST_REVIEWS}) r) as latest_reviews,
      (select coalesce(json_agg(json_build_array(l.kind, l.linked_product_id) order by l.kind, l.position, l.linked_product_id), '[]')
        from product_links l join products lp on lp.id = l.linked_product_id
        where l.product_id = p.id and lp.active and l.linked_product_id <> p.id) as links,
      -- Products sharing the motif column (e.g. "pirates") stand in when no motif links were curated.
      (case when p.motif is not null and not exists (
          select 1 from product_links l join products lp on lp.id = l.linked_product_id
          where l.product_id = p.id and l.kind = 'motif' and lp.active and l.linked_product_id <> p.id)
        then (select coalesce(json_agg(m.id order by m.recommended_rank desc, m.sold_count desc, m.id), '[]') from (
          select m.id, m.recommended_rank, m.sold_count from products m where m.motif = p.motif and m.active and m.id <> p.id
          order by m.recommended_rank desc, m.sold_count desc, m.id limit ${RELATED_LIMIT}) m) end) as motif_stand_ins
    from products p left join categories c on c.id = p.default_category_id
    where p.id = ${id}`,
  );
  if (!r) return undefined;
  const { row, category: c } = cardOfSqlRow(r);
  const p: DetailProduct = {
    ...row,
    code: r.code,
    shortDescription: r.short_description,
    description: r.description,
    defaultCategoryId: r.default_category_id,
    sizeTable: r.size_table,
  };
  return {
    p,
    c,
    brand: r.brand,
    gallery: r.gallery,
    variants: r.variants,
    stock: r.stock,
    stores: r.stores,
    reviewSummary: r.review_summary,
    latestReviews: r.latest_reviews,
    links: r.links,
    motifStandIns: r.motif_stand_ins,
  };
}

/**
 * Everything the product page shows (SPEC §2 product page). An inactive
 * product is still answered — its availability is `not_active` (SPEC §4) — so
 * old links do not break; listings leave it out. Null for an unknown id.
 */
export async function loadProductDetail(db: Db, id: number, site: SiteContext): Promise<ProductDetailOut | null> {
  const detail = await readDetail(db, id);
  if (!detail) return null;
  const row = detail.p;
  const out = presentProduct(row, detail.c, site);
  const tax = taxOf(site, row.taxClass);
  const ever = everStocked(row);
  const byKind = linkIds(detail.links, detail.motifStandIns);
  const [categories, linked] = await Promise.all([
    loadCategoryIndex(db),
    loadCards(db, [...new Set([...byKind.related, ...byKind.similar, ...byKind.set, ...byKind.motif])], site),
  ]);
  const present = (ids: number[]) => ids.flatMap((x) => (linked.has(x) ? [linked.get(x)!] : []));
  const brand = detail.brand;
  const images = detail.gallery;
  const variantRows = detail.variants.map((v) => ({
    id: v.id,
    name: v.name,
    code: v.code,
    ean: v.ean,
    price: v.price,
    priceSale: v.price_sale,
    isPriceSaleActive: v.is_price_sale_active,
    originalPrice: v.original_price,
  }));
  const stockRows = detail.stock.map(([variantId, branchId, quantity, isPrague, kind]) => ({ variantId, branchId, quantity, isPrague, kind }));
  const stores = detail.stores.map((b) => ({ id: b.id, name: b.name, city: b.city, isPrague: b.is_prague }));
  const [reviewCount, reviewAverage] = detail.reviewSummary;
  const reviews: ProductDetailOut['reviews'] = {
    average: reviewCount > 0 && reviewAverage != null ? Math.round(Number(reviewAverage) * 10) / 10 : null,
    count: Number(reviewCount),
    latest: detail.latestReviews.map((x) => ({
      id: x.id,
      author_name: x.author_name,
      rating: x.rating,
      text: x.text,
      verified_purchase: x.verified_purchase,
      created_at: new Date(x.created_at).toISOString(),
    })),
  };
  const linkedLists = { related: present(byKind.related), similar: present(byKind.similar), set: present(byKind.set), motif: present(byKind.motif) };

  const asStock = (rows: typeof stockRows): StockRow[] => rows.map((r) => ({ quantity: r.quantity, isPrague: r.isPrague, kind: r.kind }));

  const variants = variantRows.map((variant) => {
    const base = presentVariant(variant, tax.bp, site.locale);
    const originalVat = variant.originalPrice === null ? null : grossUnitPrice(variant.originalPrice, tax.bp);
    const onSale = variant.isPriceSaleActive && variant.priceSale !== null;
    return {
      ...base,
      ean: variant.ean,
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
  const name = localized(row, 'name', site.locale);
  // A picture's alt is written in the catalogue's language, Czech: another language's page says the product's name
  // there instead. An empty alt (a picture that says nothing) means the same in every language.
  const altOf = (alt: string | null) => (alt === null || (alt !== '' && site.locale !== DEFAULT_LOCALE) ? name : alt);

  return {
    ...out,
    code: row.code,
    short_description: localizedOptional(row, 'shortDescription', site.locale),
    description: localizedOptional(row, 'description', site.locale),
    brand: brand ? { id: brand.id, slug: brand.slug, name: brand.name, logo: brand.logo } : null,
    gallery: images.map((image) => ({ path: image.path, alt: altOf(image.alt) })),
    size_table: row.sizeTable ? sizeTableIn(row.sizeTable, site.locale) : null,
    discount_percent: omnibusDiscount(out),
    availability: presentAvailability(availabilityOf({ active: row.active, stock: asStock(stockRows), everStocked: ever })),
    variants,
    stores: storeList,
    breadcrumbs: (chain ?? []).map((c) => categoryLink(c, site.locale)),
    paths: localePaths((locale) => productPath(row.id, localized(row, 'slug', locale), detail.c ? localized(detail.c, 'slug', locale) : null)),
    reviews,
    motif_products: linkedLists.motif,
    set_products: linkedLists.set,
    related_products: linkedLists.related,
    similar_products: linkedLists.similar,
  };
}

