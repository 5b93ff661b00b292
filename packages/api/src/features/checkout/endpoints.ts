import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import { orderSchema } from '../orders/schemas';
import { checkoutMethodsSchema, orderBody, orderHeaders } from './schemas';

export const checkoutMethods = defineEndpoint({
  method: 'GET',
  path: '/checkout/methods',
  tags: ['checkout'],
  summary: 'Delivery and payment methods of the site, which payments each delivery allows, the branches for personal pickup, the free gifts and the pickup-point widget key',
  responses: { 200: z.object({ data: checkoutMethodsSchema }), ...errorResponses },
});

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/orders',
  tags: ['checkout'],
  summary: 'Place an order from a cart',
  description:
    '422 with per-field `errors` for missing/invalid input (SPEC §5/§8 messages); 409 `out_of_stock` when stock ran out meanwhile; voucher errors as in the voucher endpoints. ' +
    'With an `Idempotency-Key` header a repeated or concurrent submit (double click, retry) places one order: 201 for the submit that placed it, 200 with the same order for the others.',
  headers: orderHeaders,
  body: orderBody,
  responses: { 200: z.object({ data: orderSchema }), 201: z.object({ data: orderSchema }), 409: errorResponses[422], ...errorResponses },
});
