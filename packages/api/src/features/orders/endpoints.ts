import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import { accountOrderListSchema, accountOrderParams, accountOrderSchema, accountOrdersQuery, orderSchema, summaryParams } from './schemas';

export const orderSummary = defineEndpoint({
  method: 'GET',
  path: '/orders/summary/:id/:hash',
  tags: ['orders'],
  summary: 'Order summary for the /shrnuti/{id}/{hash} page',
  params: summaryParams,
  responses: { 200: z.object({ data: orderSchema }), ...errorResponses },
});

/** Answers an SVG picture, not JSON (the summary page links it as an image). */
export const orderQrCode = defineEndpoint({
  method: 'GET',
  path: '/orders/summary/:id/:hash/qr.svg',
  tags: ['orders'],
  summary: 'QR Platba code (SVG) for paying the order by bank transfer',
  params: summaryParams,
  responses: {},
});

export const accountOrders = defineEndpoint({
  method: 'GET',
  path: '/account/orders',
  tags: ['orders'],
  summary: "The logged-in customer's orders on this site, newest first, one page at a time",
  security: [{ bearer: [] }],
  query: accountOrdersQuery,
  responses: { 200: z.object({ data: accountOrderListSchema }), ...errorResponses },
});

export const accountOrder = defineEndpoint({
  method: 'GET',
  path: '/account/orders/:id',
  tags: ['orders'],
  summary: "One of the logged-in customer's orders with its state history; anybody else's order is a 404",
  security: [{ bearer: [] }],
  params: accountOrderParams,
  responses: { 200: z.object({ data: accountOrderSchema }), ...errorResponses },
});
