import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, langQuery } from '../../http/schemas';
import { SHARED_CACHE } from '../../http/shared-cache';
import { serviceSchema } from './schemas';
import { activeServices } from './teasers';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['content'],
        summary: 'Active services (decoration, costume rental, helium …) of a language, in their order',
        description: 'Services are written per language; a language without its own services answers an empty list.',
        querystring: langQuery,
        response: { 200: z.object({ data: z.array(serviceSchema).meta({ description: 'Ordered by position' }) }), ...errorResponses },
      },
    },
    async (request) => ({ data: await activeServices(request.siteScope(), request.query.lang ?? request.site.locale) }),
  );
};
