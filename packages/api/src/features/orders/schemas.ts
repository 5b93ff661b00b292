import { z } from 'zod';
import { orderStates } from '@konfety/domain/orders';
import { idParam, money } from '../../http/schemas';

/** Path parameters of the public order summary and its payment calls: the order id and its 256-bit hash. */
export const summaryParams = z.object({ id: idParam, hash: z.string().regex(/^[0-9a-f]{64}$/) });

const addressOut = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  company_id: z.string().nullable(),
  vat_id: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const orderItemOut = z.object({
  kind: z.enum(['product', 'gift', 'delivery', 'payment', 'discount']),
  product_id: z.number().int().nullable(),
  variant_id: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  variant_name: z.string().nullable(),
  amount: z.number().int(),
  tax_rate: z.number(),
  unit_price: money.meta({ description: 'Unit price with VAT' }),
  unit_price_without_vat: money,
  price_without_vat: money,
  price_with_vat: money,
  vat: money,
});

export const orderSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    hash: z.string(),
    url: z.string().meta({ description: 'Storefront path of the order summary' }),
    date: z.string(),
    state: z.enum(orderStates),
    state_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    variable_symbol: z.string(),
    bank_account: z.string().nullable(),
    iban: z.string().nullable(),
    qr_payment: z.string().nullable().meta({ description: 'SPAYD string (QR Platba) for bank transfers in CZK' }),
    qr_image_url: z.string().nullable(),
    currency: z.object({ code: z.string(), rate: z.string(), decimals: z.number().int(), symbol_before: z.string(), symbol_after: z.string() }),
    delivery: z.object({ id: z.number().int(), kind: z.string(), name: z.string(), price_vat: money }),
    payment: z.object({ id: z.number().int(), kind: z.string(), name: z.string(), price_vat: money, is_prepayment: z.boolean() }),
    pickup_store: z.object({ id: z.number().int(), name: z.string(), street: z.string(), city: z.string(), zip: z.string(), phone: z.string() }).nullable(),
    pickup_point: z.object({ provider: z.string(), id: z.string(), name: z.string(), street: z.string(), city: z.string(), zip: z.string() }).nullable(),
    is_company: z.boolean(),
    invoice_address: addressOut,
    delivery_address: addressOut.nullable(),
    note: z.string().nullable(),
    items: z.array(orderItemOut),
    gifts: z.array(orderItemOut),
    vouchers: z.array(z.object({ code: z.string(), discount: money })),
    items_total: money,
    discount: money,
    total_without_vat: money,
    total_vat: money,
    total: money,
    paid_at: z.string().nullable(),
  })
  .meta({ id: 'Order' });

export type OrderOut = z.infer<typeof orderSchema>;
