import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared, schema } from '@konfety/db';
import { availabilityOf, type AvailabilityInfo, type StockRow } from '@konfety/domain/catalog';
import { discountPercent, taxClasses } from '@konfety/domain/pricing';
import type { SiteContext } from '../../sites';
import { nameSortKey } from './collation';
import { type FacetColumns, type FacetCountsRow, facetCountsSql, type FacetFilters, facetFilterSql, NO_FACET_FILTERS } from './facets';
import { CARD_SQL_COLUMNS, type CardRow, type CardSqlColumns, cardOfSqlRow, presentProduct } from './present';
import type { ListingProductOut } from './responses';
import type { ProductOut, SortOption } from './schemas';

/*
 * Product listings (category, new, sale, best sellers): one SQL statement per page. It picks the page's ids in
 * the requested order, counts every match, and reads the page's products with their default categories and
 * availability summaries, so a page costs one round trip whatever its size.
 *
 * A category is listed from the listing index `category_products` (schema/catalog.ts, kept by the triggers of
 * migration 0006): one row per category and product it lists, its subcategories included, with copies of the
 * product fields the listing filters and sorts by. Each sort and the in-stock filter have a partial index that
 * starts with the category, so a page is a short range scan however big the category is:
 *   recommended   (category_id, recommended_rank desc, sold_count desc, product_id) where active [and in_stock]
 *   name (Czech)  (category_id, name_key collate "C", lower(name) collate "C", product_id) where active [and in_stock]
 *   price         (category_id, tax_class, price, product_id) where active [and in_stock]
 * The shown price is net × (1 + the site's rate of the tax class), so within one tax class it grows with the net
 * price: the price sorts take, per tax class, the first offset+limit rows by net price (and the ties of their
 * shown price, see pricePageIds) and order those by the shown price. The total is an index-only count of the
 * category's range (the one part that grows with the category: ~49 000 entries for half of a 100 000-product
 * catalogue). Name sorting in another language than Czech sorts the category's rows by the translated name.
 * New and sale goods are read from products, with a partial index per list and sort (schema/catalog.ts
 * products_{new,sale}_{recommended,name,price}; the Czech name key is `products.name_key`, set by a trigger) and
 * the in-stock filter on the `products.in_stock` flag the same triggers keep. A brand's goods likewise, with
 * indexes that start with the brand (products_brand_{recommended,name,price}).
 */

const p = schema.products;
const cp = schema.categoryProducts;

export type ListingScope = { kind: 'category'; categoryId: number } | { kind: 'new' } | { kind: 'sale' } | { kind: 'brand'; brandId: number };

export interface ListingQuery {
  scope: ListingScope;
  inStock: boolean;
  /** The facets' filters (facets.ts), applied to the page and its total. */
  filters: FacetFilters;
  /** Also count the facets' values (the sidebar's counts and price range). */
  facets: boolean;
  sort: SortOption;
  page: number;
  limit: number;
}

/** SQL literal of a value we validated ourselves (tax class names, locale codes, integers). */
function safeRaw(value: string, pattern: RegExp): SQL {
  if (!pattern.test(value)) throw new Error(`Refusing to inline ${JSON.stringify(value)} into SQL`);
  return sql.raw(value);
}

/** SPEC §9: the sale price applies only while the sale flag is active (domain effectiveNetPrice, in SQL). */
const effectiveNet = sql`(case when ${p.isPriceSaleActive} and ${p.priceSale} is not null then ${p.priceSale} else ${p.price} end)`;

/**
 * The shown, tax-inclusive unit price in SQL of a tax class and a net price, equal to domain
 * `grossUnitPrice(net, rate)` for the non-negative prices a product has: bigint arithmetic,
 * (net × (10000 + bp) + 5000) / 10000 rounds half up like `divRound` (numeric round() is several times slower
 * over 50 000 rows). The VAT rate per tax class comes from the request's site (standard 21 % on the Czech
 * shop, 23 % on the Slovak one).
 */
function grossOf(site: SiteContext, taxClass: SQL | typeof p.taxClass, net: SQL | typeof cp.price): SQL {
  const cases = Object.entries(site.taxRates).map(
    ([cls, rate]) => sql`when ${safeRaw(`'${cls}'`, /^'[a-z_]+'$/)} then ${safeRaw(String(rate.bp), /^\d+$/)}`,
  );
  const bp = cases.length > 0 ? sql`(case ${taxClass} ${sql.join(cases, sql` `)} else 0 end)` : sql`0`;
  return sql`((${net}::bigint * (10000 + ${bp}) + 5000) / 10000)`;
}

/** The shown price of a product row (effective net price with the site's VAT). */
export function grossPriceSql(site: SiteContext): SQL {
  return grossOf(site, p.taxClass, effectiveNet);
}

/** The product name in the site's language (translations fall back to the Czech column, like `localized`). */
export function localizedNameSql(locale: string): SQL {
  if (locale === 'cs') return sql`${p.name}`;
  return sql`coalesce(${p.translations} -> ${safeRaw(`'${locale}'`, /^'[a-z]{2}(-[A-Z]{2})?'$/)} ->> 'name', ${p.name})`;
}

/** ORDER BY of products rows (new and sale goods; a category's name sort in another language than Czech). */
export function productOrder(sort: SortOption, site: SiteContext): SQL[] {
  switch (sort) {
    case 'recommended':
      return [desc(p.recommendedRank), desc(p.soldCount), asc(p.id)];
    case 'name': {
      const name = localizedNameSql(site.locale);
      return [asc(nameSortKey(name, site.locale)), sql`lower(${name}) collate "C" asc`, asc(p.id)];
    }
    case 'price_asc':
      return [sql`${grossPriceSql(site)} asc`, asc(p.id)];
    case 'price_desc':
      return [sql`${grossPriceSql(site)} desc`, asc(p.id)];
  }
}

/** The facets' columns of products rows under `alias` (facets.ts). */
function productFacetColumns(site: SiteContext, alias: string): FacetColumns {
  const a = sql.raw(alias);
  const net = sql`(case when ${a}.is_price_sale_active and ${a}.price_sale is not null then ${a}.price_sale else ${a}.price end)`;
  return { brandId: sql`${a}.brand_id`, color: sql`${a}.color`, sizes: sql`${a}.sizes`, gross: grossOf(site, sql`${a}.tax_class`, net) };
}

/** The facets' columns of listing index rows under `alias`. */
function categoryFacetColumns(site: SiteContext, alias: string): FacetColumns {
  const a = sql.raw(alias);
  return { brandId: sql`${a}.brand_id`, color: sql`${a}.color`, sizes: sql`${a}.sizes`, gross: grossOf(site, sql`${a}.tax_class`, sql`${a}.price`) };
}

type Filtered = Pick<ListingQuery, 'inStock' | 'filters'>;

/** New, sale or a brand's goods (active, optionally in stock only, within the facets' filters), as a WHERE condition on `products`. */
function productFilter(scope: Exclude<ListingScope, { kind: 'category' }>, query: Filtered, site: SiteContext): SQL {
  const conditions: SQL[] = [eq(p.active, true)];
  if (scope.kind === 'new') conditions.push(eq(p.isNew, true));
  else if (scope.kind === 'brand') conditions.push(eq(p.brandId, scope.brandId));
  else conditions.push(eq(p.isPriceSaleActive, true), isNotNull(p.priceSale));
  if (query.inStock) conditions.push(eq(p.inStock, true));
  return sql`${and(...conditions)!}${facetFilterSql(productFacetColumns(site, 'products'), query.filters)}`;
}

/** The listing index rows of a category (active products, optionally in stock only, within the facets' filters), as a WHERE condition on `alias`. */
function categoryRange(alias: string, categoryId: number, query: Filtered, site: SiteContext): SQL {
  const a = sql.raw(alias);
  return sql`${a}.category_id = ${categoryId} and ${a}.active${query.inStock ? sql` and ${a}.in_stock` : sql``}${facetFilterSql(categoryFacetColumns(site, alias), query.filters)}`;
}

/** Where a price page reads from: the listing index of a category, or the products of the new or sale list. */
export interface PriceSource {
  table: 'category_products' | 'products';
  id: 'product_id' | 'id';
  /** The rows of the list, as a condition on `alias`. */
  rows(alias: string): SQL;
  /** The effective net price of a row (the expression the price index has). */
  price(alias: string): SQL;
}

function categoryPrices(categoryId: number, query: Filtered, site: SiteContext): PriceSource {
  return { table: 'category_products', id: 'product_id', rows: (a) => categoryRange(a, categoryId, query, site), price: (a) => sql`${sql.raw(a)}.price` };
}

function listPrices(scope: Exclude<ListingScope, { kind: 'category' }>, query: Filtered, site: SiteContext): PriceSource {
  return {
    table: 'products',
    id: 'id',
    rows: (alias) => {
      const a = sql.raw(alias);
      const list =
        scope.kind === 'new'
          ? sql`${a}.is_new`
          : scope.kind === 'brand'
            ? sql`${a}.brand_id = ${scope.brandId}`
            : sql`${a}.is_price_sale_active and ${a}.price_sale is not null`;
      return sql`${a}.active and ${list}${query.inStock ? sql` and ${a}.in_stock` : sql``}${facetFilterSql(productFacetColumns(site, alias), query.filters)}`;
    },
    price: effectivePriceOf,
  };
}

/** A products row's effective net price, as the products' price indexes hold it. */
export function effectivePriceOf(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`(case when ${a}.is_price_sale_active and ${a}.price_sale is not null then ${a}.price_sale else ${a}.price end)`;
}

/**
 * The ids of one page ordered by shown price. Within a tax class the shown price never falls as the net price
 * grows, and a net price 2 higher always shows higher (gross(n + 2) ≥ gross(n) + 2), so the first K = offset +
 * limit rows in shown-price order are among the rows of each class whose net price is at most 1 past the
 * class's K-th net price (descending: at least 1 below it). Those are read from the price index (a range per
 * class: category_products_price, products_new_price, products_sale_price) and ordered by shown price and id:
 * the same order as sorting the whole list.
 */
export function pricePageIds(site: SiteContext, source: PriceSource, descending: boolean, limit: number, offset: number): SQL {
  const k = offset + limit;
  const classes = [...new Set<string>([...taxClasses, ...Object.keys(site.taxRates)])];
  const table = sql.raw(source.table);
  const id = sql.raw(source.id);
  const cutoff = descending
    ? sql`coalesce((select ${source.price('y')} from ${table} y where ${source.rows('y')} and y.tax_class = cls.tax_class
        order by ${source.price('y')} desc, y.${id} desc offset ${k - 1} limit 1), 0) - 1`
    : sql`coalesce((select ${source.price('y')} from ${table} y where ${source.rows('y')} and y.tax_class = cls.tax_class
        order by ${source.price('y')} asc, y.${id} asc offset ${k - 1} limit 1), 2147483646) + 1`;
  const gross = grossOf(site, sql`c.tax_class`, sql`c.price`);
  // "offset 0" keeps each lateral a subquery run once per class: flattened, the cutoff would be recomputed per row.
  return sql`select c.id from (values ${sql.join(
    classes.map((c) => sql`(${safeRaw(`'${c}'`, /^'[a-z_]+'$/)})`),
    sql`, `,
  )}) as cls(tax_class)
    cross join lateral (select ${cutoff} as bound offset 0) k
    cross join lateral (
      select x.${id} as id, x.tax_class, ${source.price('x')} as price from ${table} x
      where ${source.rows('x')} and x.tax_class = cls.tax_class and ${source.price('x')} ${descending ? sql`>=` : sql`<=`} k.bound
      offset 0
    ) c
    order by ${gross} ${descending ? sql`desc` : sql`asc`}, c.id asc
    limit ${limit} offset ${offset}`;
}

/** The SELECT of the page's ids in order. */
function pageIdsSql(query: ListingQuery, site: SiteContext): SQL {
  const offset = (query.page - 1) * query.limit;
  const { scope, sort, limit } = query;
  if (scope.kind !== 'category') {
    if (sort === 'price_asc' || sort === 'price_desc') return pricePageIds(site, listPrices(scope, query, site), sort === 'price_desc', limit, offset);
    // Czech names sort by the stored key the partial name indexes hold.
    const order =
      sort === 'name' && site.locale === 'cs' ? [sql`${p.nameKey} collate "C" asc`, sql`lower(${p.name}) collate "C" asc`, asc(p.id)] : productOrder(sort, site);
    return sql`select ${p.id} from ${p} where ${productFilter(scope, query, site)} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}`;
  }
  const range = categoryRange('category_products', scope.categoryId, query, site);
  switch (sort) {
    case 'recommended':
      return sql`select product_id from category_products where ${range}
        order by recommended_rank desc, sold_count desc, product_id asc limit ${limit} offset ${offset}`;
    case 'name':
      if (site.locale === 'cs') {
        return sql`select product_id from category_products where ${range}
          order by name_key collate "C" asc, lower(name) collate "C" asc, product_id asc limit ${limit} offset ${offset}`;
      }
      return sql`select ${p.id} from ${p} join category_products on category_products.product_id = ${p.id}
        where ${range} order by ${sql.join(productOrder(sort, site), sql`, `)} limit ${limit} offset ${offset}`;
    case 'price_asc':
    case 'price_desc':
      return pricePageIds(site, categoryPrices(scope.categoryId, query, site), sort === 'price_desc', limit, offset);
  }
}

function countSql(query: Pick<ListingQuery, 'scope' | 'inStock' | 'filters'>, site: SiteContext): SQL {
  const { scope } = query;
  if (scope.kind === 'category') return sql`select count(*) from category_products where ${categoryRange('category_products', scope.categoryId, query, site)}`;
  return sql`select count(*) from ${p} where ${productFilter(scope, query, site)}`;
}

/** The facets' counts of a listing (facets.ts) over its rows before the facets' own filters, as a scalar subquery. */
function facetsSql(query: ListingQuery, site: SiteContext): SQL {
  const { scope } = query;
  const unfiltered = { inStock: query.inStock, filters: NO_FACET_FILTERS };
  if (scope.kind === 'category') {
    const c = categoryFacetColumns(site, 'category_products');
    const rows = sql`select ${c.brandId} as brand_id, ${c.color} as color, ${c.sizes} as sizes, ${c.gross} as gross
      from category_products where ${categoryRange('category_products', scope.categoryId, unfiltered, site)}`;
    return facetCountsSql(rows, query.filters, true);
  }
  const c = productFacetColumns(site, 'products');
  const rows = sql`select ${c.brandId} as brand_id, ${c.color} as color, ${c.sizes} as sizes, ${c.gross} as gross
    from ${p} where ${productFilter(scope, unfiltered, site)}`;
  // A brand's own listing has no brand facet.
  return facetCountsSql(rows, query.filters, scope.kind !== 'brand');
}

/** A row of the listing's statement: a card (null columns for an empty page's row), the total, the availability. */
interface CardSqlRow extends Record<string, unknown> {
  id: number | null;
  c_id: CardSqlColumns['c_id'];
  total: number | string | null;
  facets: FacetCountsRow | null;
  variants: number | null;
  stock_rows: number | null;
  quantity: number | null;
  prague: boolean | null;
}

/**
 * Reads the products of `ids` (a SELECT of ordered ids) in that order, presented as listing cards, in one
 * statement: the page's products with their default categories, and the availability summaries of the whole
 * page in one grouped pass over its variants and their stock (SPEC §4: active variants, stock rows in active
 * locations, pieces there, any pieces in Prague). `total` (a SELECT of one count) and `facets` (a scalar subquery of
 * one JSON value), when given, come back from the same statement; an empty page still answers them (the page is
 * left-joined to them), and the facets come with the first row alone.
 */
export async function readCards(
  db: Db,
  site: SiteContext,
  ids: SQL,
  total: SQL | null,
  facets: SQL | null = null,
): Promise<{ products: ListingProductOut[]; total: number; facets: FacetCountsRow | null }> {
  const rows = await executePrepared<CardSqlRow>(db, 'listing_cards', sql`
    with page as materialized (
      select page.id, page.ord from unnest(array(${ids})) with ordinality as page(id, ord)
    ), br as materialized (
      select coalesce(array_agg(id) filter (where active), '{}') as active, coalesce(array_agg(id) filter (where active and is_prague), '{}') as prague from branches
    )
    select t.total, case when page.ord is null or page.ord = 1 then t.facets end as facets, ${CARD_SQL_COLUMNS}, a.variants, a.stock_rows, a.quantity, a.prague
    from (select (${total ?? sql`null`})::int as total, ${facets ?? sql`null::json`} as facets) t
    cross join br
    left join page on true
    left join products p on p.id = page.id
    left join categories c on c.id = p.default_category_id
    left join lateral (
      select count(*)::int as variants, coalesce(sum(st.rows), 0)::int as stock_rows,
        coalesce(sum(st.quantity), 0)::int as quantity, coalesce(bool_or(st.prague), false) as prague
      from variants v
      cross join lateral (
        select count(*) as rows, sum(greatest(s.quantity, 0)) as quantity, bool_or(s.quantity > 0 and s.branch_id = any(br.prague)) as prague
        from stock s where s.variant_id = v.id and s.branch_id = any(br.active)
      ) st
      where v.product_id = p.id and v.active
    ) a on p.id is not null
    order by page.ord`);
  const products: ListingProductOut[] = [];
  for (const r of rows) {
    if (r.id === null) continue;
    const { row, category } = cardOfSqlRow({ ...r, id: r.id });
    products.push(presentCard(row, category, site, [r.variants ?? 0, r.stock_rows ?? 0, r.quantity ?? 0, r.prague ?? false]));
  }
  return { products, total: Number(rows[0]?.total ?? 0), facets: rows[0]?.facets ?? null };
}

function presentCard(
  row: CardRow,
  category: Parameters<typeof presentProduct>[1],
  site: SiteContext,
  [variants, stockRows, quantity, prague]: [number, number, number, boolean],
): ListingProductOut {
  const out = presentProduct(row, category, site);
  // One synthetic row stands for the aggregate: availabilityOf only needs "any rows", the sum and "Prague has some".
  const stock: StockRow[] = stockRows > 0 ? [{ quantity, isPrague: prague, kind: 'store' }] : [];
  const availability = availabilityOf({ active: row.active, stock, everStocked: everStocked(row) });
  return { ...out, discount_percent: omnibusDiscount(out), availability: presentAvailability(availability), variants_count: variants };
}

/** One page of a listing with the total of every match and, when asked, the facets' counts, in one statement. */
export async function listingPage(db: Db, site: SiteContext, query: ListingQuery) {
  return readCards(db, site, pageIdsSql(query, site), countSql(query, site), query.facets ? facetsSql(query, site) : null);
}

/**
 * Best sellers for the home page: active products by pieces sold, then by recommended rank; the id keeps ties
 * stable. The partial index `products_top_sellers` has exactly this order (DESC NULLS FIRST, as a plain DESC
 * sorts), so PostgreSQL reads only the first `limit` entries.
 */
export async function topSellerCards(db: Db, site: SiteContext, limit: number): Promise<ListingProductOut[]> {
  const ids = sql`select ${p.id} from ${p} where ${p.active} order by ${p.soldCount} desc, ${p.recommendedRank} desc, ${p.id} asc limit ${limit}`;
  return (await readCards(db, site, ids, null)).products;
}

/**
 * "Ever stocked" for SPEC §4: a product that has sold before and has no
 * pieces now is temporarily sold out; one that never sold and has none is
 * unavailable (the shop does not carry it at the moment).
 */
export function everStocked(row: { soldCount: number }): boolean {
  return row.soldCount > 0;
}

export function presentAvailability(a: AvailabilityInfo) {
  return { state: a.state, count: a.count, delivery_days: a.deliveryDays ? { min: a.deliveryDays.min, max: a.deliveryDays.max } : null };
}

/** Omnibus: the shown discount against the reference price; null when not on sale or without a reference. */
export function omnibusDiscount(out: Pick<ProductOut, 'is_price_sale_active' | 'price_sale' | 'original_price_vat' | 'price_vat'>): number | null {
  if (!out.is_price_sale_active || out.price_sale === null || out.original_price_vat === null) return null;
  return discountPercent(out.original_price_vat, out.price_vat);
}
