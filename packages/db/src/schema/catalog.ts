import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TaxClass } from '@konfety/domain/pricing';
import type { SizeTable } from '@konfety/domain/catalog';
import type { ProductColor, ProductSize } from '@konfety/domain/facets';
import { createdAt, money, searchVector, translations, updatedAt } from './columns';
import { users } from './accounts';
import { sites } from './sites';

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: varchar({ length: 160 }).notNull(),
    name: text().notNull(),
    description: text(),
    image: text(),
    position: integer().notNull().default(0),
    inMenu: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    searchVector: searchVector(),
    translations: translations<{ name: string; slug: string; description: string }>(),
  },
  (t) => [index('categories_parent').on(t.parentId, t.position), index('categories_search').using('gin', t.searchVector)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial().primaryKey(),
    slug: varchar({ length: 160 }).notNull().unique(),
    name: text().notNull(),
    logo: text(),
    description: text(),
    active: boolean().notNull().default(true),
    searchVector: searchVector(),
    // The name is the brand's own in every language; only the description is translated.
    translations: translations<{ description: string }>(),
  },
  (t) => [index('brands_search').using('gin', t.searchVector)],
);

/**
 * Prices are tax-exclusive minor units; the shown price is computed by the
 * domain pricing rules. `originalPrice` is the Omnibus reference: the lowest
 * price of the 30 days before the current sale began (null when not on sale).
 * The product-level prices mirror its cheapest active variant for listings.
 */
export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    slug: varchar({ length: 200 }).notNull(),
    code: varchar({ length: 40 }).notNull().unique(),
    name: text().notNull(),
    shortDescription: text(),
    description: text(),
    brandId: integer().references(() => brands.id),
    defaultCategoryId: integer().references(() => categories.id),
    taxClass: varchar({ length: 16 }).$type<TaxClass>().notNull().default('standard'),
    price: money().notNull(),
    priceSale: money(),
    isPriceSaleActive: boolean().notNull().default(false),
    originalPrice: money(),
    mainImage: text(),
    isAdult: boolean().notNull().default(false),
    isNew: boolean().notNull().default(false),
    hasFreeGift: boolean().notNull().default(false),
    motif: varchar({ length: 80 }),
    /** The colour it is made in (domain facets.ts `productColors`, the listings' colour facet); null when it has none to speak of. */
    color: varchar({ length: 24 }).$type<ProductColor>(),
    sizeTable: jsonb().$type<SizeTable>(),
    recommendedRank: integer().notNull().default(0),
    soldCount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /**
     * At least one piece of an active variant in an active stock location (the listings' in-stock filter).
     * Kept by triggers on stock, variants and branches (migration 0006_listing_index); never written by the application.
     */
    inStock: boolean().notNull().default(false),
    /** The Czech alphabetical sort key of `name` (catalog/collation.ts nameSortKey, 'cs'), set by a trigger (migration 0010). */
    nameKey: text().notNull().default(''),
    /**
     * The sizes of its active variants as one sorted text, `|M|L|XL|` (domain facets.ts `sizesText`; '' for none): the
     * listings' size facet. Kept by triggers on variants (migration 0023_facets); never written by the application.
     */
    sizes: text().notNull().default(''),
    /** The name's normalised words (lower case, no diacritics, single spaces), set with `searchVector` (migration 0020): the exact-name rank of search. */
    searchName: text().notNull().default(''),
    /** Name (weight A), brand, code and categories (B), short (C) and long description (D): search's document, set by a trigger. */
    searchVector: searchVector(),
    /**
     * The name's words and stems, and with them the key words (code, brand, categories), without weights: what search's
     * ranking tiers read (migrations 0024–0025), set with `searchVector`; small enough to stay in the row (the whole document
     * is out of line), and without weights so that the planner's statistics of their words are the tiers' own.
     */
    nameVector: searchVector(),
    keyVector: searchVector(),
    translations: translations<{ name: string; slug: string; shortDescription: string; description: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_default_category').on(t.defaultCategoryId),
    index('products_sale').on(t.isPriceSaleActive),
    index('products_new').on(t.isNew, t.createdAt),
    index('products_slug').on(t.slug),
    index('products_search').using('gin', t.searchVector),
    // Search (catalog/search.ts): the name and key words, the exact name, and the order among equals, walked from the start.
    index('products_name_search').using('gin', t.nameVector),
    index('products_key_search').using('gin', t.keyVector),
    index('products_search_name').on(t.searchName).where(sql`${t.active}`),
    index('products_price')
      .on(t.taxClass, sql`(case when ${t.isPriceSaleActive} and ${t.priceSale} is not null then ${t.priceSale} else ${t.price} end)`, t.id)
      .where(sql`${t.active}`),
    index('products_search_popular').on(t.inStock.desc().nullsFirst(), t.soldCount.desc().nullsFirst(), t.recommendedRank.desc().nullsFirst(), t.id).where(sql`${t.active}`),
    index('products_listing_recommended').on(t.recommendedRank.desc().nullsFirst(), t.soldCount.desc().nullsFirst(), t.id).where(sql`${t.active}`),
    index('products_top_sellers').on(t.soldCount.desc().nullsFirst(), t.recommendedRank.desc().nullsFirst(), t.id).where(sql`${t.active}`),
    // New and sale goods (listing.ts): a partial index per list and sort, walked from the start of the page.
    ...(['new', 'sale'] as const).flatMap((list) => {
      const where = list === 'new' ? sql`${t.active} and ${t.isNew}` : sql`${t.active} and ${t.isPriceSaleActive} and ${t.priceSale} is not null`;
      const effectivePrice = sql`(case when ${t.isPriceSaleActive} and ${t.priceSale} is not null then ${t.priceSale} else ${t.price} end)`;
      return [
        // in_stock last: the in-stock filter and its count read the index alone (no heap visit per product).
        index(`products_${list}_recommended`).on(t.recommendedRank.desc().nullsFirst(), t.soldCount.desc().nullsFirst(), t.id, t.inStock).where(where),
        index(`products_${list}_name`).on(sql`${t.nameKey} collate "C"`, sql`lower(${t.name}) collate "C"`, t.id).where(where),
        index(`products_${list}_price`).on(t.taxClass, effectivePrice, t.id).where(where),
      ];
    }),
    // A brand's goods (listing.ts, the brand page): the same three orders, each range starting with the brand.
    index('products_brand_recommended').on(t.brandId, t.recommendedRank.desc().nullsFirst(), t.soldCount.desc().nullsFirst(), t.id, t.inStock).where(sql`${t.active}`),
    index('products_brand_name').on(t.brandId, sql`${t.nameKey} collate "C"`, sql`lower(${t.name}) collate "C"`, t.id).where(sql`${t.active}`),
    index('products_brand_price')
      .on(t.brandId, t.taxClass, sql`(case when ${t.isPriceSaleActive} and ${t.priceSale} is not null then ${t.priceSale} else ${t.price} end)`, t.id)
      .where(sql`${t.active}`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial().primaryKey(),
    productId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
    path: text().notNull(),
    alt: text(),
    position: integer().notNull().default(0),
  },
  (t) => [index('product_images_product').on(t.productId, t.position)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer().notNull().references(() => categories.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category').on(t.categoryId, t.position),
  ],
);

/**
 * The listing index: one row per category and product the category lists — the product's categories and all
 * their ancestors, over reachable categories only (active up to the root, as `CategoryIndex` walks them) — with
 * copies of the product fields a listing filters and sorts by, so a category page of any size is one range of
 * one index: filter by category, in-stock flag and activity, ordered by the sort, stopping after the page.
 * Kept by triggers (migration 0006_listing_index) on products, product_categories, categories, and through
 * `products.in_stock` on stock, variants and branches; never written by the application.
 */
export const categoryProducts = pgTable(
  'category_products',
  {
    categoryId: integer().notNull().references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
    active: boolean().notNull(),
    inStock: boolean().notNull(),
    recommendedRank: integer().notNull(),
    soldCount: integer().notNull(),
    taxClass: varchar({ length: 16 }).$type<TaxClass>().notNull(),
    /** The effective tax-exclusive unit price (the sale price while the sale is active). */
    price: money().notNull(),
    /** The Czech name and its Czech alphabetical sort key (api catalog/collation.ts nameSortKey, 'cs'). */
    name: text().notNull(),
    nameKey: text().notNull(),
    /** The facets' fields (migration 0022_facet_columns, kept by the triggers of 0023_facets): brand, colour and the sizes text of the product. */
    brandId: integer(),
    color: varchar({ length: 24 }).$type<ProductColor>(),
    sizes: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('category_products_product').on(t.productId),
    index('category_products_recommended').on(t.categoryId, t.recommendedRank.desc().nullsFirst(), t.soldCount.desc().nullsFirst(), t.productId).where(sql`${t.active}`),
    index('category_products_recommended_in_stock')
      .on(t.categoryId, t.recommendedRank.desc().nullsFirst(), t.soldCount.desc().nullsFirst(), t.productId)
      .where(sql`${t.active} and ${t.inStock}`),
    index('category_products_price').on(t.categoryId, t.taxClass, t.price, t.productId).where(sql`${t.active}`),
    index('category_products_price_in_stock').on(t.categoryId, t.taxClass, t.price, t.productId).where(sql`${t.active} and ${t.inStock}`),
    index('category_products_name').on(t.categoryId, sql`${t.nameKey} collate "C"`, sql`lower(${t.name}) collate "C"`, t.productId).where(sql`${t.active}`),
    index('category_products_name_in_stock')
      .on(t.categoryId, sql`${t.nameKey} collate "C"`, sql`lower(${t.name}) collate "C"`, t.productId)
      .where(sql`${t.active} and ${t.inStock}`),
    // The facet counts (catalog/facets.ts) and a filtered listing's count read a category's range from this index alone.
    index('category_products_facets').on(t.categoryId, t.inStock, t.brandId, t.color, t.taxClass, t.price, t.sizes).where(sql`${t.active}`),
  ],
);

export const productLinkKinds = ['related', 'similar', 'set', 'motif'] as const;
export type ProductLinkKind = (typeof productLinkKinds)[number];

export const productLinks = pgTable(
  'product_links',
  {
    productId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
    linkedProductId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 16 }).$type<ProductLinkKind>().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.linkedProductId] })],
);

/** Every product has at least one variant (a single-size product has one); stock and cart lines are per variant. */
export const variants = pgTable(
  'variants',
  {
    id: serial().primaryKey(),
    productId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
    code: varchar({ length: 48 }).notNull().unique(),
    name: text().notNull(),
    /** The size it is (domain facets.ts `productSizes`), for the listings' size facet; null for a product that comes in one size. */
    size: varchar({ length: 16 }).$type<ProductSize>(),
    ean: varchar({ length: 14 }),
    price: money().notNull(),
    priceSale: money(),
    isPriceSaleActive: boolean().notNull().default(false),
    originalPrice: money(),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [
    index('variants_product').on(t.productId, t.position),
    index('variants_active_product').on(t.productId, t.id).where(sql`${t.active}`),
    // The back office's stock finds goods by the EAN scanned at the counter (api stock/service.ts).
    index('variants_ean').on(t.ean).where(sql`${t.ean} is not null`),
  ],
);

/** Every price a variant has had, with the moment it took effect (Czech Omnibus rule, §12a). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial().primaryKey(),
    variantId: integer().notNull().references(() => variants.id, { onDelete: 'cascade' }),
    price: money().notNull(),
    priceSale: money(),
    isPriceSaleActive: boolean().notNull().default(false),
    validFrom: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('price_history_variant').on(t.variantId, t.validFrom)],
);

export const reviewStates = ['pending', 'approved', 'rejected'] as const;

/**
 * Product reviews (SPEC §3/§5). A customer's review is theirs to edit (one per customer and product: the unique
 * index; seeded and imported reviews have no account). `verifiedPurchase` is decided by the shop when the review is
 * written or edited (reviews/service.ts: the customer has an order with the product that was not cancelled), never
 * by the author. A review is published (`approved`) when written; staff may reject it later.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    productId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    rating: integer().notNull(),
    text: text().notNull(),
    verifiedPurchase: boolean().notNull().default(false),
    state: varchar({ length: 16 }).$type<(typeof reviewStates)[number]>().notNull().default('pending'),
    createdAt: createdAt(),
    /** When its author last changed it (null: as first written). */
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('reviews_product').on(t.productId, t.state), uniqueIndex('reviews_product_user').on(t.productId, t.userId)],
);

/**
 * Stock watchdogs (SPEC §3 "product plus email"): an e-mail to write to when a sold-out variant is back in stock.
 * A customer's or a guest's (`userId` null); the e-mail is kept lower-case, one open watchdog per variant and
 * address. Closed (`notifiedAt`) when its mail is sent; migration 0021's trigger on `stock` queues that mail.
 */
export const watchdogs = pgTable(
  'watchdogs',
  {
    id: serial().primaryKey(),
    productId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => variants.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer().references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('watchdogs_product').on(t.productId),
    uniqueIndex('watchdogs_open').on(t.variantId, t.email).where(sql`${t.notifiedAt} is null`),
    index('watchdogs_user').on(t.userId),
  ],
);

/**
 * The search vocabulary: every normalised word of the product, category and brand names (migration 0020's triggers add
 * them; words no longer used stay, harmless). A query word found nowhere is corrected to the most similar term here
 * (trigram similarity, the GIN index), so "paruka blod" finds the blond wigs.
 */
export const searchTerms = pgTable('search_terms', { term: text().primaryKey() }, (t) => [index('search_terms_trgm').using('gin', sql`${t.term} gin_trgm_ops`)]);
