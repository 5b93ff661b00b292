import { z } from 'zod';
import { deliveryKinds, IDEMPOTENCY_KEY_PATTERN, paymentKinds } from '@konfety/domain/checkout';
import { type CheckoutAddress, checkoutAddressSchema } from '@konfety/domain/checkout-rules';
import { emailField, optionalText, phonePrefixField, requiredString } from '@konfety/domain/validation';
import { money } from '../../http/schemas';

export const deliveryMethodSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(deliveryKinds),
    name: z.string(),
    description: z.string().nullable(),
    price: money,
    price_vat: money,
    free_from: money.nullable(),
    widget_url: z.string().nullable(),
    requires_branch: z.boolean(),
    requires_pickup_point: z.boolean(),
    requires_address: z.boolean(),
    payment_ids: z.array(z.number().int()),
  })
  .meta({ id: 'DeliveryMethod' });

export const paymentMethodSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(paymentKinds),
    name: z.string(),
    description: z.string().nullable(),
    price: money,
    price_vat: money,
    is_prepayment: z.boolean(),
  })
  .meta({ id: 'PaymentMethod' });

export const pickupBranchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    street: z.string(),
    city: z.string(),
    zip: z.string(),
    phone: z.string(),
    email: z.string(),
    opening_hours: z.array(z.object({ day: z.number().int(), open: z.string().nullable(), close: z.string().nullable() })),
  })
  .meta({ id: 'PickupBranch' });

export const giftSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    variant_id: z.number().int(),
    name: z.string(),
    variant_name: z.string(),
    image: z.string().nullable().meta({ description: "The product's main image path, as `main_image` of products" }),
    min_total: money.meta({ description: 'Goods total (tax-inclusive, after discounts) from which the cart may choose this gift' }),
  })
  .meta({ id: 'Gift' });

export const checkoutMethodsSchema = z
  .object({
    delivery: z.array(deliveryMethodSchema),
    payment: z.array(paymentMethodSchema),
    branches: z.array(pickupBranchSchema),
    gifts: z.array(giftSchema).meta({ description: 'Free gifts of the site, cheapest threshold first; an order may name one in `giftId`' }),
    ships_to: z.string().meta({ description: 'ISO code of the one country this site delivers to (SPEC §5); invoice addresses may be in any listed country' }),
    packeta_api_key: z.string().nullable().meta({ description: "The key the pickup-point delivery's widget is opened with; null when not configured" }),
  })
  .meta({ id: 'CheckoutMethods' });

export const addressBody = checkoutAddressSchema;

export type AddressBody = CheckoutAddress;

export const orderBody = z.object({
  cartId: z.union([z.uuid(), z.number().int().positive().max(2147483647)]).meta({
    description: 'The cart to order: an account cart id (with its token) or a guest tempId',
  }),
  deliveryId: z.number().int().positive().max(2147483647).nullish(),
  paymentId: z.number().int().positive().max(2147483647).nullish(),
  branchId: z.number().int().positive().max(2147483647).nullish(),
  pickupPoint: z
    .object({
      provider: requiredString({ max: 40 }),
      id: requiredString({ max: 64 }),
      name: requiredString({ max: 200 }),
      street: requiredString({ max: 200 }),
      city: requiredString({ max: 100 }),
      zip: requiredString({ max: 10 }),
    })
    .nullish(),
  email: emailField(),
  phonePrefix: phonePrefixField(),
  phone: requiredString({ max: 20 }),
  isCompany: z.boolean().default(false),
  invoiceAddress: addressBody,
  deliveryAddress: addressBody.nullish().meta({ description: 'Omit (or null) to deliver to the invoice address' }),
  note: optionalText(1000),
  newsletter: z.boolean().default(false),
  terms: z.boolean().meta({ description: 'Agreement with the terms and conditions; must be true' }),
  giftId: z.number().int().positive().max(2147483647).nullish(),
});

export type OrderBody = z.infer<typeof orderBody>;

export { IDEMPOTENCY_KEY_PATTERN };
export const idempotencyKeyField = z.string().regex(IDEMPOTENCY_KEY_PATTERN);

/**
 * Request headers of `POST /orders`. Kept loose (other headers pass through) and
 * permissive here: the key's format is checked in the handler so that a bad key is
 * reported as a field error on `idempotencyKey` rather than on a header name.
 */
export const orderHeaders = z.looseObject({
  'idempotency-key': z.string().optional().meta({
    description:
      'Optional key of this checkout attempt, 1–100 characters of A–Z, a–z, 0–9, "_" and "-" (e.g. a UUID made when the checkout form opens). ' +
      'A repeated submit with the same key answers the order already placed (200) instead of placing a second one; an invalid key is 422 with an error on `idempotencyKey`.',
  }),
});

export type CheckoutMethodsOut = z.infer<typeof checkoutMethodsSchema>;
