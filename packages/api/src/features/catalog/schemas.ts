import { z } from 'zod';
import {
  LISTING_DEFAULT_LIMIT,
  LISTING_MAX_LIMIT,
  type ProductLabel,
  productLabels,
  type SortOption,
  sortOptions,
  TOP_DEFAULT_LIMIT,
  TOP_MAX_LIMIT,
} from '@konfety/domain/catalog';
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
