import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import { storeParams, storeSchema } from './schemas';

export const stores = defineEndpoint({
  method: 'GET',
  path: '/stores',
  shared: true,
  tags: ['stores'],
  summary: 'The shop’s stores: address, contacts, position, weekly opening hours and what each offers',
  description: 'Active stores only (not the central warehouse), in their order. Whether a store is open now is the client’s to tell from the hours (Prague time), so the answer can be cached.',
  responses: { 200: z.object({ data: z.array(storeSchema) }), ...errorResponses },
});

export const store = defineEndpoint({
  method: 'GET',
  path: '/stores/:id',
  shared: true,
  tags: ['stores'],
  summary: 'One store',
  description: '404 for a store that is unknown or closed down.',
  params: storeParams,
  responses: { 200: z.object({ data: storeSchema }), ...errorResponses },
});
