import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';
import { customerOrder, customerOrders } from './account';
import { accountOrderListSchema, accountOrderParams, accountOrderSchema, accountOrdersQuery, orderSchema, summaryParams } from './schemas';
import { orderQrSvg, orderSummary } from './summary';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/summary/:id/:hash',
    {
      schema: {
        tags: ['orders'],
        summary: 'Order summary for the /shrnuti/{id}/{hash} page',
        params: summaryParams,
        response: { 200: z.object({ data: orderSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await orderSummary(request.siteScope(), request.params.id, request.params.hash) }),
  );

  app.get(
    '/orders/summary/:id/:hash/qr.svg',
    {
      schema: {
        tags: ['orders'],
        summary: 'QR Platba code (SVG) for paying the order by bank transfer',
        params: summaryParams,
      },
    },
    async (request, reply) => {
      const svg = await orderQrSvg(request.siteScope(), request.params.id, request.params.hash);
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
    },
  );

  app.get(
    '/account/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The logged-in customer's orders on this site, newest first, one page at a time",
        security: [{ bearer: [] }],
        querystring: accountOrdersQuery,
        response: { 200: z.object({ data: accountOrderListSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await customerOrders(await request.shopContext(), request.query) }),
  );

  app.get(
    '/account/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "One of the logged-in customer's orders with its state history; anybody else's order is a 404",
        security: [{ bearer: [] }],
        params: accountOrderParams,
        response: { 200: z.object({ data: accountOrderSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await customerOrder(await request.shopContext(), request.params.id) }),
  );
};
