/** A size table's column headers and rows of cells, in one language. */
export interface SizeTableText {
  columns: string[];
  rows: string[][];
}

/**
 * A size table shown on the product page, in Czech, with the same table written in other languages (`translations`,
 * by locale): its headers and some of its cells (a child's age) are words, so another language's page needs its own.
 */
export interface SizeTable extends SizeTableText {
  translations?: Partial<Record<string, SizeTableText>>;
}

/** The size table a page in `locale` shows: the table in its language, or the Czech one where it has none. */
export function sizeTableIn(table: SizeTable, locale: string): SizeTableText {
  const { columns, rows } = table.translations?.[locale] ?? table;
  return { columns, rows };
}

/** SPEC §4 availability states of a product (or variant) for the chosen site. */
export const availabilityStates = ['in_stock', 'sold_out_temporarily', 'unavailable', 'not_active', 'no_store'] as const;
export type Availability = (typeof availabilityStates)[number];

/** Labels a product card can carry (SPEC §2 listing: New, Sale, Free gift). */
export const productLabels = ['new', 'sale', 'free_gift'] as const;
export type ProductLabel = (typeof productLabels)[number];

/** Listing orders (SPEC §2): recommended (recommended rank, then best sellers), name (A–Z, Czech alphabet), cheapest, most expensive. */
export const sortOptions = ['recommended', 'name', 'price_asc', 'price_desc'] as const;
export type SortOption = (typeof sortOptions)[number];

/** Products per listing page by default and at most; best sellers by default and at most. */
export const LISTING_DEFAULT_LIMIT = 24;
export const LISTING_MAX_LIMIT = 60;
export const TOP_DEFAULT_LIMIT = 8;
export const TOP_MAX_LIMIT = 24;

/**
 * Search (SPEC §2 /hledani): the longest query text looked for; the categories, brands, articles and pages a
 * result page lists per group (each group says its total); what the header's suggestions show while typing, and
 * the characters typed before they are asked for.
 */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_GROUP_LIMIT = 12;
export const SEARCH_GROUP_FULL_LIMIT = 100;
/**
 * Search counts the matching products up to this many and pages through no further ("1000+"): the count of a broad
 * text ("kostým", half the catalogue at 100 000 products) would visit every match, and nobody pages past it.
 */
export const SEARCH_TOTAL_LIMIT = 1000;
/** The result groups besides products, each of which a result page may list in full. */
export const searchGroups = ['categories', 'brands', 'articles', 'pages'] as const;
export type SearchGroup = (typeof searchGroups)[number];
export const SUGGESTION_LIMITS = { products: 6, categories: 4, brands: 3 } as const;
export const SUGGESTION_MIN_LENGTH = 2;

export interface StockRow {
  quantity: number;
  isPrague: boolean;
  kind: 'store' | 'warehouse';
}

export interface AvailabilityInfo {
  state: Availability;
  /** Pieces available in all locations together (what the shopper can order). */
  count: number;
  /** SPEC §9 delivery label: 1–2 days from Prague stock, 3–5 days otherwise, null when not orderable. */
  deliveryDays: { min: number; max: number } | null;
}

export const DELIVERY_DAYS_PRAGUE = { min: 1, max: 2 } as const;
export const DELIVERY_DAYS_OTHER = { min: 3, max: 5 } as const;
export const DELIVERY_DAYS_NOT_AT_STORE_MAX = 10;

/**
 * `everStocked` distinguishes a product that sold out (temporarily sold out)
 * from one the shop no longer stocks anywhere (unavailable).
 */
export function availabilityOf(input: { active: boolean; stock: readonly StockRow[]; everStocked: boolean }): AvailabilityInfo {
  if (!input.active) return { state: 'not_active', count: 0, deliveryDays: null };
  if (input.stock.length === 0) return { state: 'no_store', count: 0, deliveryDays: null };
  const count = input.stock.reduce((sum, s) => sum + Math.max(0, s.quantity), 0);
  if (count === 0) {
    return { state: input.everStocked ? 'sold_out_temporarily' : 'unavailable', count: 0, deliveryDays: null };
  }
  const inPrague = input.stock.some((s) => s.isPrague && s.quantity > 0);
  return { state: 'in_stock', count, deliveryDays: inPrague ? DELIVERY_DAYS_PRAGUE : DELIVERY_DAYS_OTHER };
}
