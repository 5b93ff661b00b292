import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { summaryParams } from '../orders/schemas';
import { notifyQuery, paymentCheckSchema, paymentErrors, paymentStartSchema } from './schemas';

export const startCardPayment = defineEndpoint({
  method: 'POST',
  path: '/orders/summary/:id/:hash/payment',
  tags: ['payments'],
  summary: 'Start a card payment at the gateway; answers the hosted payment page to redirect to',
  params: summaryParams,
  responses: { 200: z.object({ data: paymentStartSchema }), ...paymentErrors },
});

export const paymentNotification = defineEndpoint({
  method: 'GET',
  path: '/payments/notify',
  tags: ['payments'],
  summary: 'Gateway notification of a payment state change (the state is then read from the gateway)',
  query: notifyQuery,
  responses: { 200: z.object({ ok: z.literal(true) }), ...paymentErrors },
});

export const checkCardPayment = defineEndpoint({
  method: 'POST',
  path: '/orders/summary/:id/:hash/payment/check',
  tags: ['payments'],
  summary: 'Re-check the latest card payment with the gateway (the customer came back from it); answers the order state',
  params: summaryParams,
  responses: { 200: z.object({ data: paymentCheckSchema }), ...paymentErrors },
});
