import { z } from 'zod';
import { textField } from '@konfety/domain/validation';
import { voucherErrorCodes } from '@konfety/domain/vouchers';
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

/** The most pieces one cart line may hold. */
export const CART_LINE_MAX = 999;

export const putItemBody = z.object({
  id: z.number().int().positive().max(2147483647).meta({ description: 'Product id' }),
  variantId: z.number().int().positive().max(2147483647).nullish(),
  note: textField({ max: 500 }).nullish(),
  quantity: z.number().int().min(0).max(CART_LINE_MAX),
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

export const cartMergeBody = z.object({
  tempId: z.uuid().meta({ description: "The guest cart's tempId, its only credential: only that cart's lines and vouchers move" }),
});

const mergedLine = {
  product_id: z.number().int(),
  variant_id: z.number().int(),
  name: z.string().meta({ description: 'Product name, with the variant when it has its own' }),
  message: z.string(),
};

export const cartMergeNoticeSchema = z
  .discriminatedUnion('code', [
    z.object({
      code: z.literal('quantity_capped'),
      ...mergedLine,
      requested: z.number().int().meta({ description: 'Pieces of both carts together' }),
      quantity: z.number().int().meta({ description: 'Pieces now in the cart (stock allowed no more)' }),
    }),
    z.object({
      code: z.literal('item_dropped'),
      ...mergedLine,
      reason: z.enum(['unavailable', 'sold_out', 'parent_dropped']).meta({ description: 'parent_dropped: an additional item whose main line was dropped' }),
    }),
    z.object({
      code: z.literal('voucher_dropped'),
      voucher_code: z.string(),
      error: z.enum(voucherErrorCodes).meta({ description: 'Why the voucher does not apply with the customer’s identity (SPEC §8 codes)' }),
      value: z.number().int().optional(),
      message: z.string(),
    }),
  ])
  .meta({ id: 'CartMergeNotice' });

export const cartMergeSchema = z
  .object({
    cart: cartSchema,
    merged: z.boolean().meta({ description: 'false: no such guest cart (already merged, expired or never there); nothing moved' }),
    notices: z.array(cartMergeNoticeSchema),
  })
  .meta({ id: 'CartMerge' });

export type CartMergeNotice = z.infer<typeof cartMergeNoticeSchema>;
export type CartMergeOut = z.infer<typeof cartMergeSchema>;
