import { inArray, eq, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { basisPointsToRate, effectiveNetPrice, grossUnitPrice } from '@konfety/domain/pricing';
import type { SiteContext } from '../../sites';
import type { ProductOut, VariantOut } from './schemas';

type ProductRow = typeof schema.products.$inferSelect;
type VariantRow = typeof schema.variants.$inferSelect;
type CategoryRow = Pick<typeof schema.categories.$inferSelect, 'id' | 'name' | 'slug' | 'translations'>;

/** The product columns a product card needs (presentProduct), plus what availability and listings read. */
export const cardColumns = {
  id: schema.products.id,
  slug: schema.products.slug,
  name: schema.products.name,
  taxClass: schema.products.taxClass,
  price: schema.products.price,
  priceSale: schema.products.priceSale,
  isPriceSaleActive: schema.products.isPriceSaleActive,
  originalPrice: schema.products.originalPrice,
  mainImage: schema.products.mainImage,
  isAdult: schema.products.isAdult,
  isNew: schema.products.isNew,
  hasFreeGift: schema.products.hasFreeGift,
  soldCount: schema.products.soldCount,
  active: schema.products.active,
  translations: schema.products.translations,
};

/** A product row with the card columns. */
export type CardRow = Pick<ProductRow, keyof typeof cardColumns>;

/** The default category's columns a card shows. */
export const cardCategoryColumns = {
  id: schema.categories.id,
  name: schema.categories.name,
  slug: schema.categories.slug,
  translations: schema.categories.translations,
};

/**
 * The card's columns and its default category's for a raw statement over `products p left join categories c`
 * (the listing's and the product page's prepared statements), as `CardSqlColumns` reads them back.
 */
export const CARD_SQL_COLUMNS = sql.raw(`p.id, p.slug, p.name, p.tax_class, p.price, p.price_sale, p.is_price_sale_active, p.original_price,
      p.main_image, p.is_adult, p.is_new, p.has_free_gift, p.sold_count, p.active, p.translations,
      c.id as c_id, c.name as c_name, c.slug as c_slug, c.translations as c_translations`);

/** `CARD_SQL_COLUMNS` as the driver answers them (a left-joined row without its product has them null). */
export interface CardSqlColumns {
  id: number;
  slug: string;
  name: string;
  tax_class: CardRow['taxClass'];
  price: number;
  price_sale: number | null;
  is_price_sale_active: boolean;
  original_price: number | null;
  main_image: string | null;
  is_adult: boolean;
  is_new: boolean;
  has_free_gift: boolean;
  sold_count: number;
  active: boolean;
  translations: CardRow['translations'];
  c_id: number | null;
  c_name: string;
  c_slug: string;
  c_translations: CategoryRow['translations'];
}

/** The card row and default category of a `CARD_SQL_COLUMNS` row. */
export function cardOfSqlRow(r: CardSqlColumns): { row: CardRow; category: CategoryRow | null } {
  const row: CardRow = {
    id: r.id,
    slug: r.slug,
    name: r.name,
    taxClass: r.tax_class,
    price: r.price,
    priceSale: r.price_sale,
    isPriceSaleActive: r.is_price_sale_active,
    originalPrice: r.original_price,
    mainImage: r.main_image,
    isAdult: r.is_adult,
    isNew: r.is_new,
    hasFreeGift: r.has_free_gift,
    soldCount: r.sold_count,
    active: r.active,
    translations: r.translations,
  };
  return { row, category: r.c_id === null ? null : { id: r.c_id, name: r.c_name, slug: r.c_slug, translations: r.c_translations } };
}

/** Text of a translatable row in the site's language, falling back to Czech. */
export function localized<T extends { translations: Partial<Record<string, Partial<Record<string, string | null>>>> }>(
  row: T,
  field: keyof T & string,
  locale: string,
): string {
  const t = row.translations[locale]?.[field];
  return (t ?? (row[field] as unknown as string)) as string;
}

export function productPath(productId: number, productSlug: string, categorySlug: string | null): string {
  return categorySlug ? `/${productId}/${categorySlug}/${productSlug}` : `/${productId}/${productSlug}`;
}

export function taxOf(site: SiteContext, taxClass: ProductRow['taxClass']) {
  const rate = site.taxRates[taxClass];
  if (!rate) throw new Error(`Site ${site.code} has no ${taxClass} VAT rate`);
  return rate;
}

export function presentProduct(p: CardRow, category: CategoryRow | null, site: SiteContext): ProductOut {
  const tax = taxOf(site, p.taxClass);
  const slug = localized(p, 'slug', site.locale);
  const categorySlug = category ? localized(category, 'slug', site.locale) : null;
  const labels: ProductOut['labels'] = [];
  if (p.isNew) labels.push('new');
  if (p.isPriceSaleActive && p.priceSale !== null) labels.push('sale');
  if (p.hasFreeGift) labels.push('free_gift');
  return {
    id: p.id,
    slug,
    name: localized(p, 'name', site.locale),
    url: productPath(p.id, slug, categorySlug),
    price: p.price,
    price_sale: p.priceSale,
    original_price: p.originalPrice,
    is_price_sale_active: p.isPriceSaleActive,
    tax_rate: { id: tax.id, rate: basisPointsToRate(tax.bp) },
    main_image: p.mainImage,
    default_category: category ? { id: category.id, name: localized(category, 'name', site.locale), slug: categorySlug! } : null,
    price_vat: grossUnitPrice(effectiveNetPrice(p), tax.bp),
    original_price_vat: p.originalPrice === null ? null : grossUnitPrice(p.originalPrice, tax.bp),
    is_adult: p.isAdult,
    labels,
  };
}

export function presentVariant(
  v: Pick<VariantRow, 'id' | 'name' | 'code' | 'price' | 'priceSale' | 'isPriceSaleActive' | 'originalPrice'>,
  taxBp: number,
): VariantOut {
  return {
    id: v.id,
    name: v.name,
    code: v.code,
    price: v.price,
    price_sale: v.priceSale,
    is_price_sale_active: v.isPriceSaleActive,
    original_price: v.originalPrice,
    price_vat: grossUnitPrice(effectiveNetPrice(v), taxBp),
  };
}

/** Loads products' card columns with their default categories and presents them (product lists of the product page). */
export async function loadCards(db: Db, ids: readonly number[], site: SiteContext): Promise<Map<number, ProductOut>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ p: cardColumns, c: cardCategoryColumns })
    .from(schema.products)
    .leftJoin(schema.categories, eq(schema.categories.id, schema.products.defaultCategoryId))
    .where(inArray(schema.products.id, [...ids]));
  return new Map(rows.map(({ p, c }) => [p.id, presentProduct(p, c, site)]));
}
