import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@konfety/db';
import { errorResponses, localeParam } from '../../http/schemas';
import { serviceSchema } from './schemas';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/services',
    {
      schema: {
        tags: ['content'],
        summary: 'Active services (decoration, costume rental, helium …) of a language, in their order',
        description: 'Services are written per language; a language without its own services answers an empty list.',
        querystring: z.object({
          lang: localeParam.optional().meta({ description: "Content language: cs, sk or en; defaults to the request's site (client-url) language" }),
        }),
        response: { 200: z.object({ data: z.array(serviceSchema).meta({ description: 'Ordered by position' }) }), ...errorResponses },
      },
    },
    async (request) => {
      const s = schema.services;
      const rows = await db
        .select({ id: s.id, slug: s.slug, title: s.title, perex: s.perex, image: s.image })
        .from(s)
        .where(and(eq(s.locale, request.query.lang ?? request.site.locale), eq(s.active, true)))
        .orderBy(asc(s.position), asc(s.id));
      return { data: rows.map((row) => ({ ...row, url: `/sluzby/${row.id}/${row.slug}` })) };
    },
  );
};
