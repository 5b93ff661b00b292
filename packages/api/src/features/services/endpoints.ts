import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses, idParam, langQuery } from '../../http/schemas';
import { serviceDetailSchema, serviceSchema } from './schemas';

export const services = defineEndpoint({
  method: 'GET',
  path: '/services',
  shared: true,
  tags: ['content'],
  summary: 'Active services (decoration, costume rental, helium …) of a language, in their order',
  description: 'Services are written per language; a language without its own services answers an empty list.',
  query: langQuery,
  responses: { 200: z.object({ data: z.array(serviceSchema).meta({ description: 'Ordered by position' }) }), ...errorResponses },
});

export const service = defineEndpoint({
  method: 'GET',
  path: '/services/:id',
  shared: true,
  tags: ['content'],
  summary: 'A service’s page (SPEC §2 /sluzby/{id}/{slug}): its text and the other services of its language',
  description: '404 for a service that is not offered. The text is HTML made safe by the API.',
  params: z.object({ id: idParam }),
  responses: { 200: z.object({ data: serviceDetailSchema }), ...errorResponses },
});
