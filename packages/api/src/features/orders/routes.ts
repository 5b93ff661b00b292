import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { customerOrder, customerOrders } from './account';
import * as endpoints from './endpoints';
import { orderQrSvg, orderSummary } from './summary';

export async function orderRoutes(app: FastifyInstance) {
  route(app, endpoints.orderSummary, async (request) => ({ data: await orderSummary(request.siteScope(), request.params.id, request.params.hash) }));
  route(app, endpoints.orderQrCode, async (request, reply) => {
    const svg = await orderQrSvg(request.siteScope(), request.params.id, request.params.hash);
    return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
  });
  route(app, endpoints.accountOrders, async (request) => ({ data: await customerOrders(await request.shopContext(), request.query) }));
  route(app, endpoints.accountOrder, async (request) => ({ data: await customerOrder(await request.shopContext(), request.params.id) }));
}
