import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { summaryParams } from '../orders/schemas';
import { notifyQuery, paymentCheckSchema, paymentErrors, paymentStartSchema } from './schemas';
import { cardPayments, cardPaymentSettings } from './service';

/** Card payments (see service.ts): start at the gateway, its notification, and the re-check when the customer returns. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = cardPayments(cardPaymentSettings(app.deps.config));

  app.post(
    '/orders/summary/:id/:hash/payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start a card payment at the gateway; answers the hosted payment page to redirect to',
        params: summaryParams,
        response: { 200: z.object({ data: paymentStartSchema }), ...paymentErrors },
      },
    },
    async (request) => ({ data: await payments.start(request.siteScope(), request.log, request.params.id, request.params.hash) }),
  );

  app.get(
    '/payments/notify',
    {
      schema: {
        tags: ['payments'],
        summary: 'Gateway notification of a payment state change (the state is then read from the gateway)',
        querystring: notifyQuery,
        response: { 200: z.object({ ok: z.literal(true) }), ...paymentErrors },
      },
    },
    async (request) => {
      await payments.notified(request.siteScope(), request.log, request.query.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/orders/summary/:id/:hash/payment/check',
    {
      schema: {
        tags: ['payments'],
        summary: 'Re-check the latest card payment with the gateway (the customer came back from it); answers the order state',
        params: summaryParams,
        response: { 200: z.object({ data: paymentCheckSchema }), ...paymentErrors },
      },
    },
    async (request) => ({ data: await payments.check(request.siteScope(), request.log, request.params.id, request.params.hash) }),
  );
};
