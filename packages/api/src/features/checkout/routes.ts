import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';
import { fieldErrors, localeOf } from '../../http/errors';
import { validationMessage } from '@konfety/domain/validation';
import { presentOrder } from '../orders/present';
import { orderSchema } from '../orders/schemas';
import { availableGifts, loadMethods, pickupBranches, presentDelivery, presentPayment } from './methods';
import { placeOrder } from './place-order';
import { sendOrderConfirmation } from '../mail/send-order-confirmation';
import { checkoutMethodsSchema, idempotencyKeyField, orderBody, orderHeaders } from './schemas';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app.deps;

  app.get(
    '/checkout/methods',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Delivery and payment methods of the site, which payments each delivery allows, the branches for personal pickup, the free gifts and the pickup-point widget key',
        response: { 200: z.object({ data: checkoutMethodsSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const [{ deliveries, payments, allowed }, branches, gifts] = await Promise.all([
        loadMethods(db, request.site),
        pickupBranches(db, request.site),
        availableGifts(db, request.site),
      ]);
      return {
        data: {
          delivery: deliveries.map((d) => presentDelivery(d, request.site, allowed.get(d.id) ?? [], config.packeta.widgetUrl)),
          payment: payments.map((p) => presentPayment(p, request.site)),
          branches: branches.map((b) => ({
            id: b.id,
            name: b.name,
            street: b.street,
            city: b.city,
            zip: b.zip,
            phone: b.phone,
            email: b.email,
            opening_hours: b.openingHours,
          })),
          gifts,
          ships_to: request.site.countryCode,
          packeta_api_key: config.packeta.apiKey,
        },
      };
    },
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
        if (!parsed.success) throw fieldErrors(request, { idempotencyKey: [validationMessage('invalid', {}, localeOf(request))] });
        idempotencyKey = parsed.data;
      }
      const { order, created } = await placeOrder(db, request, request.body, now(), config.bankRecipientName, idempotencyKey);
      // After the commit and outside the request's outcome: a mail failure is logged, never fails the order.
      if (created) void sendOrderConfirmation(app.deps, order.id, request.log);
      reply.status(created ? 201 : 200);
      return { data: await presentOrder(db, order, localeOf(request)) };
    },
  );
};
