import type { FastifyInstance } from 'fastify';
import { formatMessage } from '@konfety/domain/i18n';
import { requireUser } from '../../http/auth';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { myReview, saveReview } from './service';

/** A customer's own product reviews (SPEC §3/§5/§8). Bearer required (401 without), checked before the body is. */
export async function reviewRoutes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    await requireUser(request);
  });

  route(app, endpoints.myReview, async (request) => ({ data: await myReview(await request.shopContext(), request.params.productId) }));
  route(app, endpoints.saveReview, async (request, reply) => {
    const ctx = await request.shopContext();
    const { review, created } = await saveReview(ctx, request.params.productId, request.body);
    reply.status(created ? 201 : 200);
    return { data: review, message: formatMessage(ctx.locale, 'notice.reviewSent') };
  });
}
