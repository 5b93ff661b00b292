import { type SQL, sql } from 'drizzle-orm';
import { type FacetName, type ProductColor, productColorValues, type ProductSize, productSizes } from '@konfety/domain/facets';

/*
 * The listings' facets (SPEC §2 filter sidebar, ARCHITECTURE "Facets"): the filters a listing takes beside "in stock
 * only" (a price range, brands, sizes, colours) and the counts a listing answers for them.
 *
 * Values of one facet combine with "or", facets with "and". Each facet's counts are those of the listing with every
 * other filter applied but not its own (disjunctive faceting): choosing a brand still shows how many products the
 * other brands would add; the price range is the lowest and highest shown price with every filter but the price.
 *
 * One pass over the listing's rows: a category's from the listing index (`category_products`, whose facets index
 * holds the category's range with every field the count reads: an index-only scan), new, sale and brand goods from
 * `products`. The rows are grouped by brand, colour and sizes text (a few hundred to a few thousand groups for
 * ~49 000 rows), each group with its count within the price bounds and its lowest and highest shown price; every
 * facet's counts are sums over those groups, whose keys decide the other facets' conditions. The statement is a
 * scalar subquery of the listing's own (listing.ts readCards): no extra round trip.
 */

export interface FacetFilters {
  /** Shown price (with VAT) in CZK haléře, inclusive; null: no bound. */
  priceFrom: number | null;
  priceTo: number | null;
  brands: readonly string[];
  sizes: readonly ProductSize[];
  colors: readonly ProductColor[];
}

export const NO_FACET_FILTERS: FacetFilters = { priceFrom: null, priceTo: null, brands: [], sizes: [], colors: [] };

/** The columns of a listing row the facets read, as SQL over one alias. */
export interface FacetColumns {
  brandId: SQL;
  color: SQL;
  sizes: SQL;
  /** The shown price (effective net price with the site's VAT). */
  gross: SQL;
}

/** A PostgreSQL array literal of texts, as one string parameter (a prepared statement on PGlite takes no array parameters). */
function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

/** `sizes like any(…)`: a size is `|M|` within the sizes text (sizes are a closed vocabulary without `|`, `%` or `_`). */
function sizeCondition(sizes: SQL, wanted: readonly string[]): SQL {
  return sql`${sizes} like any (${textArray(wanted.map((s) => `%|${s}|%`))})`;
}

function brandCondition(brandId: SQL, slugs: readonly string[]): SQL {
  return sql`${brandId} = any (array(select id from brands where active and slug = any (${textArray(slugs)})))`;
}

/** The conditions of the brand, size and colour filters on a listing row, but `except`'s. */
function facetConditions(cols: Omit<FacetColumns, 'gross'>, filters: FacetFilters, except: FacetName | null): SQL[] {
  const out: SQL[] = [];
  if (except !== 'brand' && filters.brands.length > 0) out.push(brandCondition(cols.brandId, filters.brands));
  if (except !== 'size' && filters.sizes.length > 0) out.push(sizeCondition(cols.sizes, filters.sizes));
  if (except !== 'color' && filters.colors.length > 0) out.push(sql`${cols.color} = any (${textArray(filters.colors)})`);
  return out;
}

/** The price bounds' conditions on a shown price. */
function priceConditions(gross: SQL, filters: FacetFilters): SQL[] {
  const out: SQL[] = [];
  if (filters.priceFrom !== null) out.push(sql`${gross} >= ${filters.priceFrom}`);
  if (filters.priceTo !== null) out.push(sql`${gross} <= ${filters.priceTo}`);
  return out;
}

/** ` and …` of every filter on a listing row (nothing without filters), to follow a listing's own conditions. */
export function facetFilterSql(cols: FacetColumns, filters: FacetFilters): SQL {
  const all = [...facetConditions(cols, filters, null), ...priceConditions(cols.gross, filters)];
  return all.length === 0 ? sql`` : sql` and ${sql.join(all, sql` and `)}`;
}

export function hasFacetFilters(filters: FacetFilters): boolean {
  return filters.priceFrom !== null || filters.priceTo !== null || filters.brands.length + filters.sizes.length + filters.colors.length > 0;
}

const both = (list: SQL[]) => (list.length === 0 ? sql`true` : sql.join(list, sql` and `));

/**
 * The facets of a listing as one JSON value (a scalar subquery): `rows` selects the listing's rows (before the facet
 * filters) with the columns `brand_id`, `color`, `sizes` and `gross`; `withBrands` false leaves the brand facet empty
 * (a brand's own listing).
 */
export function facetCountsSql(rows: SQL, filters: FacetFilters, withBrands: boolean): SQL {
  // The groups' keys under their own names: the other facets' conditions are conditions on them.
  const g = { brandId: sql`g.brand_id`, color: sql`g.color`, sizes: sql`g.sizes` };
  const others = (except: FacetName | null) => both(facetConditions(g, filters, except));
  const brands = withBrands
    ? sql`(select coalesce(json_agg(json_build_object('slug', b.slug, 'name', b.name, 'count', coalesce(x.n, 0))
          order by konfety_name_key_cs(b.name) collate "C", b.id), '[]')
        from brands b left join (select g.brand_id, sum(g.n)::int as n from g where ${others('brand')} group by g.brand_id) x on x.brand_id = b.id
        where b.active and (x.n > 0${filters.brands.length > 0 ? sql` or b.slug = any (${textArray(filters.brands)})` : sql``}))`
    : sql`'[]'::json`;
  return sql`(with g as materialized (
      select r.brand_id, r.color, r.sizes, count(*) filter (where ${both(priceConditions(sql`r.gross`, filters))})::int as n, min(r.gross) as lo, max(r.gross) as hi
      from (${rows}) r group by r.brand_id, r.color, r.sizes
    )
    select json_build_object(
      'brands', ${brands},
      'colors', (select coalesce(json_agg(json_build_object('value', x.color, 'count', x.n)), '[]')
        from (select g.color, sum(g.n)::int as n from g where g.color is not null and ${others('color')} group by g.color) x where x.n > 0),
      'sizes', (select coalesce(json_agg(json_build_object('value', x.size, 'count', x.n)), '[]')
        from (select s.size, sum(g.n)::int as n from g cross join lateral unnest(string_to_array(trim(both '|' from g.sizes), '|')) as s(size)
              where ${others('size')} group by s.size) x where x.n > 0),
      'min', (select min(g.lo) from g where ${others(null)}),
      'max', (select max(g.hi) from g where ${others(null)})
    ))`;
}

/** The facets' JSON as the statement answers it. */
export interface FacetCountsRow {
  brands: Array<{ slug: string; name: string; count: number }>;
  colors: Array<{ value: string; count: number }>;
  sizes: Array<{ value: string; count: number }>;
  min: number | string | null;
  max: number | string | null;
}

export interface FacetValueOut<V extends string> {
  value: V;
  count: number;
  selected: boolean;
}

export interface FacetsOut {
  price: { min: number | null; max: number | null };
  brands: Array<{ slug: string; name: string; count: number; selected: boolean }>;
  sizes: Array<FacetValueOut<ProductSize>>;
  colors: Array<FacetValueOut<ProductColor>>;
}

/**
 * The answer's facets: values in their vocabulary's order (brands by name, as the statement sorts them), each with
 * its count and whether the listing is filtered by it; a chosen value nothing matches any more is kept with count 0,
 * so it can still be unchosen.
 */
export function presentFacets(row: FacetCountsRow, filters: FacetFilters): FacetsOut {
  const values = <V extends string>(vocabulary: readonly V[], counted: Array<{ value: string; count: number }>, chosen: readonly V[]) => {
    const counts = new Map(counted.map((c) => [c.value, Number(c.count)]));
    return vocabulary
      .filter((v) => (counts.get(v) ?? 0) > 0 || chosen.includes(v))
      .map((value) => ({ value, count: counts.get(value) ?? 0, selected: chosen.includes(value) }));
  };
  const bound = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    price: { min: bound(row.min), max: bound(row.max) },
    brands: row.brands.map((b) => ({ slug: b.slug, name: b.name, count: Number(b.count), selected: filters.brands.includes(b.slug) })),
    sizes: values(productSizes, row.sizes, filters.sizes),
    colors: values(productColorValues, row.colors, filters.colors),
  };
}
