import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses, langQuery } from '../../http/schemas';
import { serviceSchema } from './schemas';

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
