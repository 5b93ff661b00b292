import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';
import { cartIdParam, cartSchema } from '../carts/schemas';
import { addVoucher, removeVoucher } from './apply';
import { addVoucherBody, deleteVoucherBody } from './schemas';

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/voucher/cart/add/:cartId',
    {
      schema: {
        tags: ['voucher'],
        summary: 'Apply a voucher code to a cart',
        description:
          'Errors carry `error` = not_exists | service_type (404), voucher_is_already_added | user_check | quantity | active_from | active_to | quantity_per_user_limit (+value) | minimal_price (+value, minor units) | email_required (422).',
        params: cartIdParam,
        body: addVoucherBody,
        response: { 200: z.object({ data: cartSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await addVoucher(await request.shopContext(), request.params.cartId, request.body) }),
  );

  app.post(
    '/voucher/cart/delete/:cartId',
    {
      schema: {
        tags: ['voucher'],
        summary: "Remove a voucher from a cart ('order' vouchers cannot be removed)",
        params: cartIdParam,
        body: deleteVoucherBody,
        response: { 200: z.object({ data: cartSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await removeVoucher(await request.shopContext(), request.params.cartId, request.body.voucherId) }),
  );
};
