import { z } from 'zod';
import { availabilityStates } from '@konfety/domain/catalog';
import { locales } from '@konfety/domain/i18n';
import { productColorValues, productSizes } from '@konfety/domain/facets';
import { money } from '../../http/schemas';
import { productSchema, sortOptions, variantSchema } from './schemas';

/** Answer schemas of the catalogue endpoints (the shared Product/Variant shapes and the query strings live in schemas.ts). */

export type { SortOption } from './schemas';

export const availabilitySchema = z
  .object({
    state: z.enum(availabilityStates).meta({ description: 'SPEC §4: in_stock, sold_out_temporarily, unavailable, not_active, no_store' }),
    count: z.number().int().meta({ description: 'Pieces available over all stock locations (stores and the warehouse)' }),
    delivery_days: z
      .object({ min: z.number().int(), max: z.number().int() })
      .nullable()
      .meta({ description: 'SPEC §9: 1–2 days from Prague stock, 3–5 days otherwise; null when not orderable' }),
  })
  .meta({ id: 'Availability' });

/**
 * A catalogue page's storefront path in each language (without the language prefix), its slugs translated where the
 * catalogue has a translation (else the Czech ones, as `url`): the catalogue is one for every site, so its pages exist in
 * every language, and a site in another language answers this language's path as its `url`. The storefront's language
 * alternates (hreflang) come from here.
 */
export const localePathsSchema = z.record(z.enum(locales), z.string()).meta({ id: 'LocalePaths' });

export const categoryLinkSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable().meta({ description: 'Image path inside the size folders: /images/{big|ico}/{image}' }),
    url: z.string().meta({ description: 'Storefront path /{id}/{slug}' }),
  })
  .meta({ id: 'CategoryLink' });

export type CategoryLinkOut = z.infer<typeof categoryLinkSchema>;

export interface CategoryNodeOut extends CategoryLinkOut {
  subcategories: CategoryNodeOut[];
}

export const categoryNodeSchema: z.ZodType<CategoryNodeOut> = categoryLinkSchema
  .extend({
    get subcategories() {
      return z.array(categoryNodeSchema).meta({ description: 'Active menu subcategories ordered by position' });
    },
  })
  .meta({ id: 'Category' });

export const listingProductSchema = productSchema
  .extend({
    discount_percent: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Whole-percent discount of the shown price against the Omnibus reference (original_price_vat); null when not on sale' }),
    availability: availabilitySchema,
    variants_count: z.number().int().meta({ description: 'Active variants (sizes) of the product' }),
  })
  .meta({ id: 'ListingProduct' });

export type ListingProductOut = z.infer<typeof listingProductSchema>;

const pagingFields = {
  products: z.array(listingProductSchema),
  total: z.number().int().meta({ description: 'Products matching the filters over all pages' }),
  page: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean().meta({ description: 'True when a further page exists (load-more)' }),
  sort: z.enum(sortOptions),
  filters: z.object({ in_stock: z.boolean() }),
};

export const productPageSchema = z.object(pagingFields).meta({ id: 'ProductPage' });

const facetCount = z.number().int().meta({ description: 'Products of the listing with this value, the other facets applied but not this one' });
const facetSelected = z.boolean().meta({ description: 'The listing is filtered by this value' });

export const facetsSchema = z
  .object({
    price: z
      .object({ min: money.nullable(), max: money.nullable() })
      .meta({ description: 'The lowest and highest shown price (with VAT) of the products every other filter leaves; null when none is left' }),
    brands: z
      .array(z.object({ slug: z.string(), name: z.string(), count: facetCount, selected: facetSelected }))
      .meta({ description: 'Brands A–Z; empty on a brand\'s own listing' }),
    sizes: z.array(z.object({ value: z.enum(productSizes), count: facetCount, selected: facetSelected })).meta({ description: 'Sizes of variants, smallest first' }),
    colors: z.array(z.object({ value: z.enum(productColorValues), count: facetCount, selected: facetSelected })),
  })
  .meta({
    id: 'ListingFacets',
    description: 'The values the listing\'s products have (a value chosen in the query is listed even when nothing matches it any more, with count 0)',
  });

export type FacetsOut = z.infer<typeof facetsSchema>;

/** A catalogue listing's fields: a page of products, the filters it was made with and, when asked, the facets. */
const listingFields = {
  ...pagingFields,
  filters: z.object({
    in_stock: z.boolean(),
    price_from: money.nullable(),
    price_to: money.nullable(),
    brand: z.array(z.string()),
    size: z.array(z.enum(productSizes)),
    color: z.array(z.enum(productColorValues)),
  }),
  facets: facetsSchema.nullable().meta({ description: 'With `facets=true`: the facets\' values and counts; else null' }),
};

export const listingPageSchema = z.object(listingFields).meta({ id: 'ListingPage' });
export type ListingPageOut = z.infer<typeof listingPageSchema>;

export const categoryDetailSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    url: z.string(),
    parent: categoryLinkSchema.nullable(),
    breadcrumbs: z.array(categoryLinkSchema).meta({ description: 'Root first, ending with this category' }),
    subcategories: z.array(categoryLinkSchema).meta({ description: 'Active direct subcategories ordered by position' }),
    paths: localePathsSchema,
  })
  .meta({ id: 'CategoryDetail' });

export const categoryListingSchema = z.object({ category: categoryDetailSchema, ...listingFields }).meta({ id: 'CategoryListing' });

export const storeStockSchema = z
  .object({
    id: z.number().int().meta({ description: 'Branch id' }),
    name: z.string(),
    city: z.string(),
    is_prague: z.boolean(),
    quantity: z.number().int().meta({ description: 'Pieces of all active variants in this store' }),
    state: z.enum(availabilityStates),
    variants: z.array(z.object({ id: z.number().int(), quantity: z.number().int() })).meta({ description: 'Pieces per variant in this store' }),
  })
  .meta({ id: 'StoreStock' });

export const reviewSchema = z
  .object({
    id: z.number().int(),
    author_name: z.string(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    verified_purchase: z.boolean(),
    created_at: z.string().meta({ description: 'ISO 8601' }),
  })
  .meta({ id: 'Review' });

export const detailVariantSchema = variantSchema
  .extend({
    ean: z.string().nullable().meta({ description: 'The EAN (GTIN) of the variant when known' }),
    original_price_vat: money.nullable(),
    discount_percent: z.number().int().nullable(),
    availability: availabilitySchema,
  })
  .meta({ id: 'DetailVariant' });

export const productDetailSchema = productSchema
  .extend({
    code: z.string(),
    short_description: z.string().nullable(),
    description: z.string().nullable(),
    brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo: z.string().nullable() }).nullable(),
    gallery: z
      .array(z.object({ path: z.string(), alt: z.string().nullable() }))
      .meta({ description: 'Gallery images in order; paths inside the size folders /images/{big|ico}/{path}' }),
    size_table: z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.string())) }).nullable(),
    discount_percent: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Whole-percent discount against the Omnibus reference (lowest price of the 30 days before the sale); null when not on sale' }),
    availability: availabilitySchema,
    variants: z.array(detailVariantSchema),
    stores: z.array(storeStockSchema).meta({ description: 'Stock per store for the availability modal (stores only, not the warehouse)' }),
    breadcrumbs: z.array(categoryLinkSchema).meta({ description: 'Default category path, root first' }),
    paths: localePathsSchema,
    reviews: z.object({
      average: z.number().nullable().meta({ description: 'Mean of approved ratings, one decimal; null without reviews' }),
      count: z.number().int(),
      latest: z.array(reviewSchema),
    }),
    motif_products: z.array(productSchema),
    set_products: z.array(productSchema),
    related_products: z.array(productSchema),
    similar_products: z.array(productSchema),
  })
  .meta({ id: 'ProductDetail' });

export type ProductDetailOut = z.infer<typeof productDetailSchema>;
export type ProductPageOut = z.infer<typeof productPageSchema>;
export type CategoryListingOut = z.infer<typeof categoryListingSchema>;

export const brandHitSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable().meta({ description: 'Logo path inside the size folders' }),
  })
  .meta({ id: 'BrandHit' });

const groupOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).meta({ description: 'The first matches, best first' }), total: z.number().int().meta({ description: 'All matches' }) });

export const searchResultSchema = z
  .object({
    query: z.string().meta({ description: 'The text searched for, trimmed' }),
    corrected: z
      .string()
      .nullable()
      .meta({ description: 'When nothing matched the text, the text with its unknown words replaced by the most similar known ones, which the results are for; else null' }),
    products: productPageSchema.extend({
      total_capped: z
        .boolean()
        .meta({ description: `True when more products match than are counted (SEARCH_TOTAL_LIMIT, 1000): total is then that limit, and no page goes past it` }),
    }),
    categories: groupOf(categoryLinkSchema),
    brands: groupOf(brandHitSchema),
    articles: groupOf(
      z
        .object({
          id: z.number().int(),
          slug: z.string(),
          url: z.string().meta({ description: 'Storefront path /blog/{id}/{slug}' }),
          title: z.string(),
          perex: z.string(),
          image: z.string().nullable(),
          published_at: z.string().meta({ description: 'ISO 8601 (UTC)' }),
        })
        .meta({ id: 'ArticleHit' }),
    ),
    pages: groupOf(z.object({ id: z.number().int(), slug: z.string(), url: z.string().meta({ description: 'Storefront path /info/{id}/{slug}' }), title: z.string() }).meta({ id: 'PageHit' })),
  })
  .meta({ id: 'SearchResult' });

export type SearchResultOut = z.infer<typeof searchResultSchema>;

export const suggestionsSchema = z
  .object({
    products: z.array(listingProductSchema),
    categories: z.array(categoryLinkSchema),
    brands: z.array(brandHitSchema),
  })
  .meta({ id: 'SearchSuggestions' });

export type SuggestionsOut = z.infer<typeof suggestionsSchema>;

export const brandSchema = brandHitSchema
  .extend({
    description: z.string().nullable(),
    products: z.number().int().meta({ description: 'Active products of the brand' }),
  })
  .meta({ id: 'Brand' });

export type BrandOut = z.infer<typeof brandSchema>;

export const brandListingSchema = z.object({ brand: brandSchema.omit({ products: true }), ...listingFields }).meta({ id: 'BrandListing' });

export type BrandListingOut = z.infer<typeof brandListingSchema>;
