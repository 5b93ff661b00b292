import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { localeOf, notFound } from '../../http/errors';
import { errorResponses, idParam } from '../../http/schemas';
import { presentOrder } from './present';
import { orderSchema } from './schemas';
import { orderByHash } from './lookup';

const summaryParams = z.object({ id: idParam, hash: z.string().regex(/^[0-9a-f]{64}$/) });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

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
    async (request) => {
      const order = await orderByHash(db, request, request.params.id, request.params.hash);
      return { data: await presentOrder(db, order, localeOf(request)) };
    },
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
      const order = await orderByHash(db, request, request.params.id, request.params.hash);
      if (!order.qrPayment) throw notFound(request);
      const svg = await QRCode.toString(order.qrPayment, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
    },
  );
};
