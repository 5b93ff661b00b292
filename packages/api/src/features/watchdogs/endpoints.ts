import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import { watchdogBody, watchdogOut, watchdogParams } from './schemas';

export const setWatchdog = defineEndpoint({
  method: 'POST',
  path: '/catalog/product/:id/watchdog',
  tags: ['catalog'],
  summary: 'Set a stock watchdog on a variant that is not in stock: one e-mail when it is back, then the watchdog ends',
  description:
    'A guest gives `email`; a logged-in customer (Bearer) may leave it out for the account’s address. 201 for a new watchdog, 200 when the same address already watches the variant, with the SPEC §8 notice in `message`. 404 for an unknown or inactive product or a variant not of it; 422 with per-field `errors` for a missing or malformed e-mail, a variant in stock (`variantId`) or an address with too many open watchdogs.',
  security: [{}, { bearer: [] }],
  params: watchdogParams,
  body: watchdogBody,
  responses: { 200: z.object({ data: watchdogOut, message: z.string() }), 201: z.object({ data: watchdogOut, message: z.string() }), ...errorResponses },
});
