import { z } from 'zod';
import { textField } from '@konfety/domain/validation';
import { money } from '../../http/schemas';
import { productSchema, variantSchema } from '../catalog/schemas';

export const cartVoucherSchema = z
  .object({
    voucher_id: z.number().int(),
    code: z.string(),
    voucher_type: z.enum(['amount', 'percent']),
    value: z.number().int().meta({ description: 'amount: minor units; percent: basis points (10 % = 1000)' }),
    type: z.enum(['cart', 'order']).meta({ description: "'order' vouchers cannot be removed by the shopper" }),
    guest_email: z.string().nullable(),
    discount: money.meta({ description: 'What the voucher takes off the current cart (tax-inclusive)' }),
    applicable: z.boolean(),
    error: z.object({ error: z.string(), value: z.number().optional() }).nullable().meta({ description: 'Why the voucher does not apply now (e.g. minimal_price)' }),
  })
  .meta({ id: 'CartVoucher' });

const baseItem = z.object({
  id: z.number().int(),
  product: productSchema,
  variant: variantSchema,
  quantity: z.number().int(),
  note: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  available: z.number().int().meta({ description: 'Pieces in stock over all locations' }),
  unit_price_vat: money,
  total_price_vat: money,
});

export const cartItemSchema = baseItem.extend({ children: z.array(baseItem) }).meta({ id: 'CartItem' });

export const cartTotalsSchema = z
  .object({
    items: money.meta({ description: 'Goods with VAT before discounts' }),
    group_discount: money,
    discount: money.meta({ description: 'All discounts together' }),
    total: money.meta({ description: 'Goods with VAT after discounts' }),
    total_net: money,
    total_vat: money,
    vat: z.array(z.object({ rate: z.number(), net: money, vat: money, total: money })),
    free_delivery_from: money,
    free_delivery_remaining: money,
    items_count: z.number().int(),
  })
  .meta({ id: 'CartTotals' });

export const cartSchema = z
  .object({
    id: z.number().int(),
    tempId: z.string().nullable().meta({ description: 'Guest carts only: the secret that identifies the cart; use it as {cartId} in cart and voucher calls' }),
    items: z.array(cartItemSchema),
    vouchers: z.array(cartVoucherSchema),
    totals: cartTotalsSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Cart' });

export type CartOut = z.infer<typeof cartSchema>;

export const cartIdParam = z.object({
  cartId: z.union([z.uuid(), z.coerce.number().int().positive().max(2147483647)]).meta({
    description: 'Numeric id of an account cart (with its Bearer token), or the tempId of a guest cart',
  }),
});

export const putItemBody = z.object({
  id: z.number().int().positive().max(2147483647).meta({ description: 'Product id' }),
  variantId: z.number().int().positive().max(2147483647).nullish(),
  note: textField({ max: 500 }).nullish(),
  quantity: z.number().int().min(0).max(999),
  parentId: z.number().int().positive().max(2147483647).nullish(),
});

export const cartItemChangeSchema = z
  .object({
    product: productSchema,
    variant: variantSchema,
    quantity: z.number().int(),
    original_quantity: z.number().int().meta({ description: 'Quantity before this change (0 for a new line)' }),
    cart: cartSchema,
  })
  .meta({ id: 'CartItemChange' });

export type PutItemBody = z.infer<typeof putItemBody>;
export type CartItemChangeOut = z.infer<typeof cartItemChangeSchema>;
