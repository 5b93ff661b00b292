import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { presentOrder } from '../orders/present';
import { orderSchema } from '../orders/schemas';
import { checkoutMethods } from './methods';
import { invalidIdempotencyKey, placeOrder } from './place-order';
import { checkoutMethodsSchema, idempotencyKeyField, orderBody, orderHeaders } from './schemas';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;

  app.get(
    '/checkout/methods',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Delivery and payment methods of the site, which payments each delivery allows, the branches for personal pickup, the free gifts and the pickup-point widget key',
        response: { 200: z.object({ data: checkoutMethodsSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await checkoutMethods(request.siteScope(), config.packeta) }),
  );

  app.post(
    '/orders',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Place an order from a cart',
        description:
          '422 with per-field `errors` for missing/invalid input (SPEC §5/§8 messages); 409 `out_of_stock` when stock ran out meanwhile; voucher errors as in the voucher endpoints. ' +
          'With an `Idempotency-Key` header a repeated or concurrent submit (double click, retry) places one order: 201 for the submit that placed it, 200 with the same order for the others.',
        headers: orderHeaders,
        body: orderBody,
        response: { 200: z.object({ data: orderSchema }), 201: z.object({ data: orderSchema }), 409: errorResponses[422], ...errorResponses },
      },
    },
    async (request, reply) => {
      const rawKey = request.headers['idempotency-key'];
      let idempotencyKey: string | null = null;
      if (rawKey !== undefined) {
        const parsed = idempotencyKeyField.safeParse(rawKey);
        if (!parsed.success) throw invalidIdempotencyKey(localeOf(request));
        idempotencyKey = parsed.data;
      }
      const ctx = await request.shopContext();
      const { order, created } = await placeOrder(ctx, request.body, { recipientName: config.bankRecipientName, idempotencyKey });
      // The confirmation e-mail was queued as a job in the order's transaction; the jobs runner (src/jobs) sends it
      // after the commit, outside the request, in this or another shop process.
      reply.status(created ? 201 : 200);
      return { data: await presentOrder(ctx.db, order, ctx.locale) };
    },
  );
};
