import { type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared } from '@konfety/db';
import { SEARCH_GROUP_FULL_LIMIT, SEARCH_GROUP_LIMIT, SEARCH_TOTAL_LIMIT, type SearchGroup, SUGGESTION_LIMITS } from '@konfety/domain/catalog';
import type { SiteContext } from '../../sites';
import { type CategoryIndex, categoryLink, loadCategoryIndex } from './categories';
import { effectivePriceOf, type PriceSource, pricePageIds, productOrder, readCards } from './listing';
import { intArray } from './present';
import type { ListingProductOut } from './responses';
import type { SortOption } from './schemas';

/*
 * Search (SPEC §2 /hledani, ARCHITECTURE "Search"). The text rules are the database's (migration 0020_search): every
 * searchable row has a `search_vector` of its words and their light Czech stems without diacritics, kept by
 * triggers; a query becomes `konfety_tsquery` of the same words. So "carodejnice" finds "Čarodějnice", "balonky"
 * finds "Balónek" and "balónků", on the embedded database and on PostgreSQL alike, through each table's GIN index.
 *
 * A row matches when every query word's stem starts one of its words (anywhere: name, brand, code, categories,
 * descriptions). Products are ranked, best first:
 *   1. the exact name (its words in order, as typed without diacritics and function words);
 *   2. every query word (or its stem) a whole word of the name;
 *   3. every query word a prefix of a word of the name;
 *   4. every query word a whole word of the name, brand, code or categories;
 *   5. the rest (descriptions);
 * and among equals in stock before sold out, then more pieces sold, then the shop's recommended rank, then the id
 * (a stable order for paging). The other sorts (name, price) order the same matches as a listing does. Matches are
 * counted up to SEARCH_TOTAL_LIMIT (1000), and no page goes past it.
 *
 * When no product matches, words found nowhere in the vocabulary of names (`search_terms`) are replaced by the
 * most similar known word (pg_trgm) and the search runs again for the corrected text, which the answer names:
 * "paruka blod" shows the blond wigs "for paruka blond".
 */

export interface SearchQuery {
  q: string;
  sort: SortOption;
  inStock: boolean;
  page: number;
  limit: number;
}

export interface SearchGroups {
  categories: { items: ReturnType<typeof categoryLink>[]; total: number };
  brands: { items: BrandHit[]; total: number };
  articles: { items: ArticleHit[]; total: number };
  pages: { items: PageHit[]; total: number };
}

export interface BrandHit {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
}

export interface ArticleHit {
  id: number;
  slug: string;
  url: string;
  title: string;
  perex: string;
  image: string | null;
  published_at: string;
}

export interface PageHit {
  id: number;
  slug: string;
  url: string;
  title: string;
}

/** The query's forms, made once per statement (a `materialized` CTE named `q`): the other groups' small tables. */
const QUERY_FORMS = (text: string) => sql`select
    konfety_tsquery(${text}::text, true, '') as any_prefix,
    konfety_tsquery(${text}::text, true, 'A') as name_prefix`;

/** The key words' tier: the name's, code's, brand's and categories' whole words or stems (every earlier tier is within it). */
const keyWordsTier = (text: string) => sql`products.key_vector @@ konfety_tsquery(${text}::text, false, '')`;

/*
 * Products at scale (100 000): each relevance tier is a query of its own, `products.<condition> ... order by the
 * order among equals limit <what the page needs>`, and the page is the best of their union. The planner takes each
 * tier from its GIN index and sorts the few matches, or, for a broad text, walks `products_search_popular` and stops
 * after a page's worth; either way no tier reads more than it keeps. The tiers read `name_vector` and `key_vector`
 * (the name's words, and with them the code, brand and categories: unweighted, kept in the row), only the last one
 * the whole document. The query's forms are written inline, not in a
 * CTE: the text functions are immutable, so a statement planned for its values (run unprepared: db.execute, never a
 * named prepared statement, whose generic plan would evaluate them on every row) folds them into constants and
 * estimates how many products each tier matches.
 */
const tierConditions = (text: string): SQL[] => [
  sql`products.search_name = array_to_string(konfety_search_words(${text}::text), ' ')`,
  sql`products.name_vector @@ konfety_tsquery(${text}::text, false, '')`,
  sql`products.name_vector @@ konfety_tsquery(${text}::text, true, '')`,
  keyWordsTier(text),
  productMatches(text, false),
];

/** Among equals: in stock first, then more pieces sold, the recommended rank, the id (the popularity index's order). */
const AMONG_EQUALS = sql`in_stock desc, sold_count desc, recommended_rank desc, id`;

// Products go by their table's name (no alias) where the listing's sorts (productOrder) name its columns so.
function productMatches(text: string, inStock: boolean, alias = 'products'): SQL {
  const a = sql.raw(alias);
  return sql`${a}.active and ${a}.search_vector @@ konfety_tsquery(${text}::text, true, '')${inStock ? sql` and ${a}.in_stock` : sql``}`;
}

/** The SELECT of a page of matching product ids in the requested order; nothing past SEARCH_TOTAL_LIMIT. */
function productIdsSql(site: SiteContext, text: string, query: Omit<SearchQuery, 'q'>): SQL {
  const offset = (query.page - 1) * query.limit;
  const limit = Math.max(0, Math.min(query.limit, SEARCH_TOTAL_LIMIT - offset));
  if (query.sort === 'price_asc' || query.sort === 'price_desc') {
    // As a listing's price sort: per tax class, up to a cutoff walked along `products_price` (or the few matches sorted).
    const source: PriceSource = { table: 'products', id: 'id', rows: (alias) => productMatches(text, query.inStock, alias), price: effectivePriceOf };
    return pricePageIds(site, source, query.sort === 'price_desc', limit, offset);
  }
  if (query.sort === 'name') {
    return sql`select products.id from products where ${productMatches(text, query.inStock)}
      order by ${sql.join(productOrder(query.sort, site), sql`, `)} limit ${limit} offset ${offset}`;
  }
  // The best `offset + limit` of each tier hold the best `offset + limit` of all (a product's best tier decides). The
  // last tier, the whole document's prefixes (the dearest: a broad text's GIN bitmap or a long walk), can only add
  // products that rank after every product of the others: it runs only when they found fewer than a page needs (a
  // one-time filter on `head`'s count, so its scan is not even started).
  const upTo = offset + limit;
  const inStock = query.inStock ? sql` and products.in_stock` : sql``;
  const tier = (condition: SQL, i: number, gate = sql``) => sql`(select products.id, ${i + 1}::int as tier, in_stock, sold_count, recommended_rank from products
      where ${gate}products.active and ${condition}${inStock} order by ${AMONG_EQUALS} limit ${upTo})`;
  const conditions = tierConditions(text);
  const last = conditions.length - 1;
  return sql`with head as materialized (select id, min(tier) as tier, in_stock, sold_count, recommended_rank
      from (${sql.join(conditions.slice(0, last).map((condition, i) => tier(condition, i)), sql` union all `)}) h group by id, in_stock, sold_count, recommended_rank)
    select id from (select id, tier, in_stock, sold_count, recommended_rank from head
      union all ${tier(conditions[last]!, last, sql`(select count(*) from head) < ${upTo} and `)}) t
    group by id, in_stock, sold_count, recommended_rank order by min(tier), ${AMONG_EQUALS} limit ${limit} offset ${offset}`;
}

/**
 * One page of matching products (cards, as a listing has them) and their total up to SEARCH_TOTAL_LIMIT. The page's
 * ids (then their cards) and the count are two statements run side by side, each planned for this text: the count
 * of a broad text is the dearer part (its prefixes' GIN bitmaps: ≈ 15 ms of "kostým piráta" at 100 000 products),
 * and run after the ids in one statement it made the answer wait for both.
 */
export async function searchProducts(
  db: Db,
  site: SiteContext,
  text: string,
  query: Omit<SearchQuery, 'q'>,
): Promise<{ products: ListingProductOut[]; total: number; total_capped: boolean }> {
  const [products, total] = await Promise.all([
    matchingIds(db, site, text, query).then(async (ids) => (await cardsOf(db, site, ids)).products),
    countMatches(db, text, query.inStock),
  ]);
  return { products, total: Math.min(total, SEARCH_TOTAL_LIMIT), total_capped: total > SEARCH_TOTAL_LIMIT };
}

/** The cards of products in the order of `ids`. */
const cardsOf = (db: Db, site: SiteContext, ids: readonly number[]) => readCards(db, site, sql`select unnest(${intArray(ids)}::int[])`, null);

/** A page of matching product ids; unprepared, planned for the text. */
async function matchingIds(db: Db, site: SiteContext, text: string, query: Omit<SearchQuery, 'q'>): Promise<number[]> {
  const result = (await db.execute(sql`select array(${productIdsSql(site, text, query)}) as ids`)) as unknown as { rows: Array<{ ids: number[] }> };
  return (result.rows[0]?.ids ?? []).map(Number);
}

/**
 * How many products the results hold (the union of the tiers), up to one past SEARCH_TOTAL_LIMIT; unprepared, planned
 * for the text. Every tier but the last matches a subset of the key words' tier (`key_vector`, whole words or stems:
 * cheap exact GIN entries), and the results are that tier and the last one. When the key words' tier alone has more
 * than the limit, so has the union, and the dear count of the whole document's prefixes (a broad text's GIN bitmap or
 * a scan of many rows) is not run: the CASE's other branch is an init plan evaluated only when reached.
 */
async function countMatches(db: Db, text: string, inStock: boolean): Promise<number> {
  const cap = SEARCH_TOTAL_LIMIT + 1;
  const keyTier = sql`select id from products where products.active and ${keyWordsTier(text)}${inStock ? sql` and products.in_stock` : sql``}`;
  // The key words' tier is read once (`k`, at most `cap` rows: then it is the whole tier whenever the union is counted).
  const result = (await db.execute(sql`with k as materialized (${keyTier} limit ${cap}) select case
      when (select count(*) from k) >= ${cap} then ${cap}
      else (select count(*) from ((select id from products where ${productMatches(text, inStock)} limit ${cap}) union (select id from k)) m)
    end::int as total`)) as unknown as { rows: Array<{ total: number }> };
  return Number(result.rows[0]?.total ?? 0);
}

interface GroupsRow extends Record<string, unknown> {
  categories: number[] | null;
  brands: BrandHit[] | null;
  brand_total: number;
  articles: ArticleHit[] | null;
  article_total: number;
  pages: PageHit[] | null;
  page_total: number;
}

/**
 * The other groups in one statement: matching categories (ids, presented from the cached category index, which
 * drops unreachable ones), brands, blog articles and info pages of the site's language, each the first
 * `SEARCH_GROUP_LIMIT` by relevance (a name match first) with its total; `full`, the first `SEARCH_GROUP_FULL_LIMIT`.
 */
export async function searchGroups(db: Db, site: SiteContext, text: string, full?: SearchGroup): Promise<SearchGroups> {
  const limit = (group: SearchGroup) => (group === full ? SEARCH_GROUP_FULL_LIMIT : SEARCH_GROUP_LIMIT);
  const [row] = await executePrepared<GroupsRow>(db, 'search_groups', sql`
    with q as materialized (${QUERY_FORMS(text)}),
    c as (select c.id, c.position, (c.search_vector @@ q.name_prefix) as named from categories c, q where c.active and c.search_vector @@ q.any_prefix),
    b as (select b.id, b.slug, b.name, b.logo, (b.search_vector @@ q.name_prefix) as named from brands b, q where b.active and b.search_vector @@ q.any_prefix),
    a as (
      select a.id, a.slug, a.title, a.perex, a.image, a.published_at, (a.search_vector @@ q.name_prefix) as named from blog_posts a, q
      where a.locale = ${site.locale} and a.active and a.published_at <= now() and a.search_vector @@ q.any_prefix
    ),
    pg as (select pg.id, pg.slug, pg.title, (pg.search_vector @@ q.name_prefix) as named from pages pg, q where pg.locale = ${site.locale} and pg.active and pg.search_vector @@ q.any_prefix)
    select
      (select array_agg(id order by named desc, position, id) from c) as categories,
      (select json_agg(json_build_object('id', id, 'slug', slug, 'name', name, 'logo', logo) order by named desc, name, id)
         from (select * from b order by named desc, name, id limit ${limit('brands')}) x) as brands,
      (select count(*)::int from b) as brand_total,
      (select json_agg(json_build_object('id', id, 'slug', slug, 'url', '/blog/' || id || '/' || slug, 'title', title, 'perex', perex, 'image', image,
          'published_at', to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) order by named desc, published_at desc, id)
         from (select * from a order by named desc, published_at desc, id limit ${limit('articles')}) x) as articles,
      (select count(*)::int from a) as article_total,
      (select json_agg(json_build_object('id', id, 'slug', slug, 'url', '/info/' || id || '/' || slug, 'title', title) order by named desc, title, id)
         from (select * from pg order by named desc, title, id limit ${limit('pages')}) x) as pages,
      (select count(*)::int from pg) as page_total`);
  const index = await loadCategoryIndex(db);
  const categories = reachable(index, row?.categories ?? []);
  return {
    categories: { items: categories.slice(0, limit('categories')).map((c) => categoryLink(c, site.locale)), total: categories.length },
    brands: { items: row?.brands ?? [], total: row?.brand_total ?? 0 },
    articles: { items: row?.articles ?? [], total: row?.article_total ?? 0 },
    pages: { items: row?.pages ?? [], total: row?.page_total ?? 0 },
  };
}

function reachable(index: CategoryIndex, ids: readonly number[]) {
  return ids.flatMap((id) => (index.chain(id) ? [index.byId.get(id)!] : []));
}

/**
 * The query with its unknown words replaced by the most similar known ones (migration 0020
 * `konfety_search_correct`), or null when every word is known or nothing similar exists.
 */
export async function correctedQuery(db: Db, text: string): Promise<string | null> {
  const [row] = await executePrepared<{ corrected: string | null }>(db, 'search_correct', sql`select konfety_search_correct(${text}::text) as corrected`);
  return row?.corrected ?? null;
}

/**
 * Suggestions while typing (the header's combobox): the best products by the search's relevance (cards, as the
 * results show them) and the first categories and brands. Every word counts as a prefix already, so the word
 * being typed matches as far as it goes.
 */
export async function searchSuggestions(db: Db, site: SiteContext, text: string) {
  const [{ products }, groups] = await Promise.all([
    matchingIds(db, site, text, { sort: 'recommended', inStock: false, page: 1, limit: SUGGESTION_LIMITS.products }).then((ids) => cardsOf(db, site, ids)),
    searchGroups(db, site, text),
  ]);
  return {
    products,
    categories: groups.categories.items.slice(0, SUGGESTION_LIMITS.categories),
    brands: groups.brands.items.slice(0, SUGGESTION_LIMITS.brands),
  };
}
