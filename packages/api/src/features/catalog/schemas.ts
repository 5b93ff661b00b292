import { z } from 'zod';
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
    labels: z.array(z.enum(['new', 'sale', 'free_gift'])),
  })
  .meta({ id: 'Product' });

export type ProductOut = z.infer<typeof productSchema>;
export type VariantOut = z.infer<typeof variantSchema>;
