import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../http/errors';
import { route } from '../../http/route';
import { presentOrder } from '../orders/present';
import * as endpoints from './endpoints';
import { checkoutMethods } from './methods';
import { invalidIdempotencyKey, placeOrder } from './place-order';
import { idempotencyKeyField } from './schemas';

export async function checkoutRoutes(app: FastifyInstance) {
  const { config } = app.deps;

  route(app, endpoints.checkoutMethods, async (request) => ({ data: await checkoutMethods(request.siteScope(), config.packeta) }));

  route(app, endpoints.placeOrder, async (request, reply) => {
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
  });
}
