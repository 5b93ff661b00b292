import { sql } from 'drizzle-orm';
import { type Db, executePrepared, rowOf, schema, selectedColumns } from '@konfety/db';
import { type Locale, locales } from '@konfety/domain/i18n';
import { variantNameIn } from '@konfety/domain/facets';
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
 * (the listing's and the product page's prepared statements): the product's by their names, the category's
 * prefixed `c_`, read back by `cardOfSqlRow`.
 */
export const CARD_SQL_COLUMNS = sql`${selectedColumns(cardColumns, 'p', '')}, ${selectedColumns(cardCategoryColumns, 'c', 'c_')}`;

/** A row with `CARD_SQL_COLUMNS` as the driver answers it (a left-joined row without its product has them null). */
export interface CardSqlColumns extends Record<string, unknown> {
  id: number;
  c_id: number | null;
}

/** The card row and default category of a `CARD_SQL_COLUMNS` row. */
export function cardOfSqlRow(r: CardSqlColumns): { row: CardRow; category: CategoryRow | null } {
  return { row: rowOf(cardColumns, r, ''), category: r.c_id === null ? null : rowOf(cardCategoryColumns, r, 'c_') };
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

/**
 * The category segment of a product without a category. SPEC §2 writes a product's page as /{id}/{category?}/{product},
 * but /{id}/{product} is the category listing's shape (/{id}/{category}): a product always gets three segments, so
 * its address never means a category. Old two-segment links still arrive: the listing sends a category address whose
 * slug is a product's to that product (storefront lib/listing-page.server.ts).
 */
export const NO_CATEGORY_SEGMENT = 'produkt';

export function productPath(productId: number, productSlug: string, categorySlug: string | null): string {
  return `/${productId}/${categorySlug ?? NO_CATEGORY_SEGMENT}/${productSlug}`;
}

/** A catalogue page's path in every language of the shop (responses.ts `localePathsSchema`). */
export function localePaths(path: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, path(locale)])) as Record<Locale, string>;
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
  locale: string,
): VariantOut {
  return {
    id: v.id,
    name: variantNameIn(v.name, locale),
    code: v.code,
    price: v.price,
    price_sale: v.priceSale,
    is_price_sale_active: v.isPriceSaleActive,
    original_price: v.originalPrice,
    price_vat: grossUnitPrice(effectiveNetPrice(v), taxBp),
  };
}

/** Ids as one `int[]` parameter (`${intArray(ids)}::int[]`): drizzle would spread a JS array into a list of parameters. */
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Loads products' card columns with their default categories and presents them (product lists of the product page). */
export async function loadCards(db: Db, ids: readonly number[], site: SiteContext): Promise<Map<number, ProductOut>> {
  if (ids.length === 0) return new Map();
  // A prepared statement (db prepared.ts) whatever the number of ids (one array parameter): planning it was most
  // of its cost on the embedded database, and a statement per count of ids was planned anew every time.
  const rows = await executePrepared<CardSqlColumns>(
    db,
    'cards',
    sql`select ${CARD_SQL_COLUMNS} from products p left join categories c on c.id = p.default_category_id where p.id = any(${intArray(ids)}::int[])`,
  );
  return new Map(
    rows.map((r) => {
      const { row, category } = cardOfSqlRow(r);
      return [row.id, presentProduct(row, category, site)];
    }),
  );
}
