import { sql } from 'drizzle-orm';
import type { Db } from '@konfety/db';
import type { StockRow } from '@konfety/domain/catalog';
import type { ProductColor, ProductSize } from '@konfety/domain/facets';
import type { TaxClass } from '@konfety/domain/pricing';

/*
 * The catalogue as the feeds read it: the active products in pages of `batchSize` by id (keyset: each page starts after
 * the last id of the one before, so page 200 costs what page 1 does and nothing is held open between pages), each page
 * one statement with the products' variants, their stock in active locations, pictures, brand and default category as
 * JSON columns. A walk over N products makes ⌊N / batchSize⌋ + 1 statements, whatever the number of variants.
 */

export const FEED_BATCH_SIZE = 500;

export interface FeedVariantRow {
  id: number;
  code: string;
  name: string;
  size: ProductSize | null;
  ean: string | null;
  price: number;
  priceSale: number | null;
  isPriceSaleActive: boolean;
  stock: StockRow[];
}

export interface FeedProductRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  shortDescription: string | null;
  description: string | null;
  translations: Partial<Record<string, Partial<Record<string, string | null>>>>;
  taxClass: TaxClass;
  mainImage: string | null;
  isAdult: boolean;
  soldCount: number;
  color: ProductColor | null;
  defaultCategoryId: number | null;
  /** The default category's slug and translations (its slug is in the product's address even when it is switched off). */
  category: { slug: string; translations: Partial<Record<string, Partial<Record<string, string | null>>>> } | null;
  brand: string | null;
  images: string[];
  variants: FeedVariantRow[];
}

interface SqlRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  short_description: string | null;
  description: string | null;
  translations: FeedProductRow['translations'];
  tax_class: TaxClass;
  main_image: string | null;
  is_adult: boolean;
  sold_count: number;
  color: ProductColor | null;
  default_category_id: number | null;
  category_slug: string | null;
  category_translations: FeedProductRow['translations'] | null;
  brand: string | null;
  images: string[];
  /** Built by the statement in `FeedVariantRow`'s shape. */
  variants: FeedVariantRow[];
}

/** How many products `feedProducts` walks (the progress bar's total). */
export async function countFeedProducts(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from products p where p.active and not p.is_adult`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The active products a comparator may list (not 18+: `isFeedOffer`), page by page in id order. The caller decides per
 * variant what is an offer (domain `isFeedOffer`); variants switched off are never read.
 */
export async function* feedProducts(db: Db, batchSize = FEED_BATCH_SIZE): AsyncGenerator<FeedProductRow[]> {
  let after = 0;
  for (;;) {
    const result = (await db.execute(sql`select p.id, p.code, p.slug, p.name, p.short_description, p.description, p.translations, p.tax_class,
        p.main_image, p.is_adult, p.sold_count, p.color, p.default_category_id, c.slug as category_slug, c.translations as category_translations,
        b.name as brand,
        (select coalesce(json_agg(i.path order by i.position, i.id), '[]') from product_images i where i.product_id = p.id) as images,
        (select coalesce(json_agg(json_build_object('id', v.id, 'code', v.code, 'name', v.name, 'size', v.size, 'ean', v.ean, 'price', v.price,
            'priceSale', v.price_sale, 'isPriceSaleActive', v.is_price_sale_active,
            'stock', (select coalesce(json_agg(json_build_object('quantity', s.quantity, 'isPrague', br.is_prague, 'kind', br.kind)), '[]')
              from stock s join branches br on br.id = s.branch_id and br.active where s.variant_id = v.id)) order by v.position, v.id), '[]')
          from variants v where v.product_id = p.id and v.active) as variants
      from products p
      left join categories c on c.id = p.default_category_id
      left join brands b on b.id = p.brand_id and b.active
      where p.active and not p.is_adult and p.id > ${after}
      order by p.id
      limit ${batchSize}`)) as unknown as { rows: SqlRow[] };
    const rows = result.rows;
    if (rows.length === 0) return;
    yield rows.map(
      (r): FeedProductRow => ({
        id: r.id,
        code: r.code,
        slug: r.slug,
        name: r.name,
        shortDescription: r.short_description,
        description: r.description,
        translations: r.translations ?? {},
        taxClass: r.tax_class,
        mainImage: r.main_image,
        isAdult: r.is_adult,
        soldCount: Number(r.sold_count),
        color: r.color,
        defaultCategoryId: r.default_category_id,
        category: r.category_slug === null ? null : { slug: r.category_slug, translations: r.category_translations ?? {} },
        brand: r.brand,
        images: r.images,
        variants: r.variants,
      }),
    );
    after = rows[rows.length - 1]!.id;
    if (rows.length < batchSize) return;
  }
}
