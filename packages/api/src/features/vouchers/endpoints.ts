import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import { cartIdParam, cartSchema } from '../carts/schemas';
import { addVoucherBody, deleteVoucherBody } from './schemas';

export const addVoucher = defineEndpoint({
  method: 'POST',
  path: '/voucher/cart/add/:cartId',
  tags: ['voucher'],
  summary: 'Apply a voucher code to a cart',
  description:
    'Errors carry `error` = not_exists | service_type (404), voucher_is_already_added | user_check | quantity | active_from | active_to | quantity_per_user_limit (+value) | minimal_price (+value, minor units) | email_required (422).',
  params: cartIdParam,
  body: addVoucherBody,
  responses: { 200: z.object({ data: cartSchema }), ...errorResponses },
});

export const deleteVoucher = defineEndpoint({
  method: 'POST',
  path: '/voucher/cart/delete/:cartId',
  tags: ['voucher'],
  summary: "Remove a voucher from a cart ('order' vouchers cannot be removed)",
  params: cartIdParam,
  body: deleteVoucherBody,
  responses: { 200: z.object({ data: cartSchema }), ...errorResponses },
});
