import { z } from 'zod';
import {
  LISTING_DEFAULT_LIMIT,
  LISTING_MAX_LIMIT,
  type ProductLabel,
  SEARCH_GROUP_FULL_LIMIT,
  SEARCH_GROUP_LIMIT,
  SEARCH_MAX_LENGTH,
  searchGroups,
  productLabels,
  type SortOption,
  sortOptions,
  TOP_DEFAULT_LIMIT,
  TOP_MAX_LIMIT,
} from '@konfety/domain/catalog';
import {
  BRAND_SLUG_MAX,
  BRAND_SLUG_PATTERN,
  FACET_MAX_VALUES,
  PRICE_BOUND_MAX,
  productColorValues,
  productSizes,
} from '@konfety/domain/facets';
import { money } from '../../http/schemas';

export const taxRateSchema = z.object({ id: z.number().int(), rate: z.number() }).meta({ id: 'TaxRate' });

export const variantSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    price: money,
    price_sale: money.nullable(),
    is_price_sale_active: z.boolean(),
    original_price: money.nullable(),
    price_vat: money.meta({ description: 'Shown unit price: effective price with VAT, rounded per unit (SPEC §9)' }),
  })
  .meta({ id: 'Variant' });

/** SPEC §3 product fields (snake_case), plus the computed shown price. */
export const productSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    url: z.string().meta({ description: 'Storefront path /{id}/{category}/{product}' }),
    price: money,
    price_sale: money.nullable(),
    original_price: money.nullable().meta({ description: 'Omnibus reference: lowest price of the 30 days before the sale (tax-exclusive)' }),
    is_price_sale_active: z.boolean(),
    tax_rate: taxRateSchema,
    main_image: z.string().nullable().meta({ description: 'Image path inside the size folders: /images/{big|ico}/{main_image}' }),
    default_category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    price_vat: money,
    original_price_vat: money.nullable(),
    is_adult: z.boolean(),
    labels: z.array(z.enum(productLabels)),
  })
  .meta({ id: 'Product' });

export type ProductOut = z.infer<typeof productSchema>;
export type VariantOut = z.infer<typeof variantSchema>;

export { LISTING_DEFAULT_LIMIT, LISTING_MAX_LIMIT, productLabels, sortOptions, TOP_DEFAULT_LIMIT, TOP_MAX_LIMIT, type ProductLabel, type SortOption };

/** Listing query string: sort, the in-stock filter and load-more paging. */
export const listingQuerySchema = z.object({
  sort: z
    .enum(sortOptions)
    .default('recommended')
    .meta({ description: 'recommended (recommended rank, then best sellers), name (A–Z, Czech alphabet), price_asc, price_desc (shown price with VAT, sale price when active)' }),
  in_stock: z.stringbool().default(false).meta({ description: 'Only products with at least one piece in stock somewhere (true/false, 1/0)' }),
  page: z.coerce.number().int().min(1).max(10000).default(1).meta({ description: 'Page number from 1' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LISTING_MAX_LIMIT)
    .default(LISTING_DEFAULT_LIMIT)
    .meta({ description: `Products per page, at most ${LISTING_MAX_LIMIT}` }),
});

export type ListingQueryString = z.infer<typeof listingQuerySchema>;

/** One value or several (`?size=M&size=L`), as a list of at most FACET_MAX_VALUES. */
function repeated<T extends z.ZodType<string, string>>(item: T, description: string) {
  return z
    .union([item, z.array(item)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    // (the cast: TypeScript cannot relate a generic item's input and output through the pipe)
    .pipe(z.array(item).max(FACET_MAX_VALUES, { error: 'validation.tooMany' }) as unknown as z.ZodType<Array<z.output<T>>, Array<z.output<T>>>)
    .meta({ description: `${description}; repeat the parameter for several (any of them), at most ${FACET_MAX_VALUES}` });
}

const priceBound = (description: string) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(PRICE_BOUND_MAX)
    .optional()
    .meta({ description: `${description}: the shown price with VAT in CZK haléře (minor units), inclusive` });

/**
 * A catalogue listing's query string (category, new and sale goods, a brand's goods): the listing's and the facets'
 * filters (catalog/facets.ts; several values of one facet are alternatives, the facets apply together) and whether
 * to answer the facets' counts.
 */
export const facetedListingQuerySchema = listingQuerySchema
  .extend({
    price_from: priceBound('Lowest price'),
    price_to: priceBound('Highest price'),
    brand: repeated(z.string().max(BRAND_SLUG_MAX).regex(BRAND_SLUG_PATTERN, { error: 'validation.invalid' }), 'Brands by slug'),
    size: repeated(z.enum(productSizes, { error: 'validation.choice' }), 'Sizes of a variant'),
    color: repeated(z.enum(productColorValues, { error: 'validation.choice' }), 'Colours'),
    facets: z
      .stringbool()
      .default(false)
      .meta({ description: "Also answer `facets`: each facet's values with their counts (the other filters applied, not the facet's own) and the price range" }),
  })
  .superRefine((q, ctx) => {
    if (q.price_from !== undefined && q.price_to !== undefined && q.price_from > q.price_to) {
      ctx.addIssue({ code: 'custom', path: ['price_to'], message: 'validation.priceRange' });
    }
  });

export type FacetedListingQueryString = z.infer<typeof facetedListingQuerySchema>;

/** Best sellers' query string. */
export const topQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(TOP_MAX_LIMIT)
    .default(TOP_DEFAULT_LIMIT)
    .meta({ description: `How many products, at most ${TOP_MAX_LIMIT}` }),
});

const searchText = z
  .string()
  // Control characters separate words as spaces do; PostgreSQL refuses a NUL in any text it is given.
  .overwrite((v) => v.replace(/[\u0000-\u001f\u007f]+/g, ' '))
  .trim()
  .max(SEARCH_MAX_LENGTH)
  .default('')
  .meta({ description: `What the shopper typed (at most ${SEARCH_MAX_LENGTH} characters); diacritics, letter case and most word forms do not matter` });

/** Search's query string: the text, and the product results' sort, in-stock filter and paging as a listing has them. */
export const searchQuerySchema = listingQuerySchema.extend({
  q: searchText,
  sort: listingQuerySchema.shape.sort.meta({
    description: 'recommended (relevance: exact name, whole words of the name, prefixes of them, brand/code/categories, descriptions; then in stock, best sellers), name, price_asc, price_desc',
  }),

  group: z
    .enum(searchGroups)
    .optional()
    .meta({ description: `One group to list in full (up to ${SEARCH_GROUP_FULL_LIMIT} matches) instead of the first ${SEARCH_GROUP_LIMIT} of each` }),
});

export type SearchQueryString = z.infer<typeof searchQuerySchema>;

export const suggestionsQuerySchema = z.object({ q: searchText });
