import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { cardPayments, cardPaymentSettings } from './service';

/** Card payments (see service.ts): start at the gateway, its notification, and the re-check when the customer returns. */
export async function paymentRoutes(app: FastifyInstance) {
  const payments = cardPayments(cardPaymentSettings(app.deps.config));

  route(app, endpoints.startCardPayment, async (request) => ({ data: await payments.start(request.siteScope(), request.log, request.params.id, request.params.hash) }));
  route(app, endpoints.paymentNotification, async (request) => {
    await payments.notified(request.siteScope(), request.log, request.query.id);
    return { ok: true as const };
  });
  route(app, endpoints.checkCardPayment, async (request) => ({ data: await payments.check(request.siteScope(), request.log, request.params.id, request.params.hash) }));
}
