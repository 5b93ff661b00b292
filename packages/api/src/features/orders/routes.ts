import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';
import { orderSchema, summaryParams } from './schemas';
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
};
