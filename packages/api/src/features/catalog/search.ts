import { type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared } from '@konfety/db';
import { SEARCH_GROUP_FULL_LIMIT, SEARCH_GROUP_LIMIT, type SearchGroup, SUGGESTION_LIMITS } from '@konfety/domain/catalog';
import type { SiteContext } from '../../sites';
import { type CategoryIndex, categoryLink, loadCategoryIndex } from './categories';
import { productOrder, readCards } from './listing';
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
 * (a stable order for paging). The other sorts (name, price) order the same matches as a listing does.
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

/** The query's forms, made once per statement (a `materialized` CTE named `q`). */
const QUERY_FORMS = (text: string) => sql`select
    konfety_tsquery(${text}::text, true, '') as any_prefix,
    konfety_tsquery(${text}::text, false, 'A') as name_words,
    konfety_tsquery(${text}::text, true, 'A') as name_prefix,
    konfety_tsquery(${text}::text, false, 'AB') as words,
    array_to_string(konfety_search_words(${text}::text), ' ') as norm`;

/** The relevance order of products `p` against the query forms `q` (the ranking above). */
const PRODUCT_RELEVANCE = sql`(products.search_name = q.norm) desc, (products.search_vector @@ q.name_words) desc,
  (products.search_vector @@ q.name_prefix) desc, (products.search_vector @@ q.words) desc,
  products.in_stock desc, products.sold_count desc, products.recommended_rank desc, products.id asc`;

// Products go by their table's name (no alias): the listing's sorts (productOrder) name its columns so.
function productMatches(inStock: boolean): SQL {
  return sql`products.active and products.search_vector @@ q.any_prefix${inStock ? sql` and products.in_stock` : sql``}`;
}

/** The SELECT of a page of matching product ids in the requested order. */
function productIdsSql(site: SiteContext, text: string, query: Omit<SearchQuery, 'q'>): SQL {
  const order = query.sort === 'recommended' ? PRODUCT_RELEVANCE : sql.join(productOrder(query.sort, site), sql`, `);
  return sql`with q as materialized (${QUERY_FORMS(text)})
    select products.id from products, q where ${productMatches(query.inStock)}
    order by ${order} limit ${query.limit} offset ${(query.page - 1) * query.limit}`;
}

function productCountSql(text: string, inStock: boolean): SQL {
  return sql`with q as materialized (${QUERY_FORMS(text)}) select count(*) from products, q where ${productMatches(inStock)}`;
}

/** One page of matching products (cards, as a listing has them) and their total, in one statement. */
export async function searchProducts(db: Db, site: SiteContext, text: string, query: Omit<SearchQuery, 'q'>): Promise<{ products: ListingProductOut[]; total: number }> {
  const { products, total } = await readCards(db, site, productIdsSql(site, text, query), productCountSql(text, query.inStock));
  return { products, total };
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
    readCards(db, site, productIdsSql(site, text, { sort: 'recommended', inStock: false, page: 1, limit: SUGGESTION_LIMITS.products }), null),
    searchGroups(db, site, text),
  ]);
  return {
    products,
    categories: groups.categories.items.slice(0, SUGGESTION_LIMITS.categories),
    brands: groups.brands.items.slice(0, SUGGESTION_LIMITS.brands),
  };
}
