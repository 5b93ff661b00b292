import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@konfety/db';
import { errorResponses, localeParam } from '../../http/schemas';
import { countrySchema, currencySchema, listEnvelope, searchPlaceholderSchema } from './schemas';

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/lists/currencies',
    {
      schema: {
        tags: ['lists'],
        summary: 'Active currencies; id 1 (CZK) is the default',
        response: { 200: listEnvelope(currencySchema, 'Active currencies, CZK first'), ...errorResponses },
      },
    },
    async () => {
      const rows = await db.select().from(schema.currencies).where(eq(schema.currencies.active, true)).orderBy(asc(schema.currencies.id));
      return {
        data: rows.map((c) => ({
          id: c.id,
          code: c.code,
          symbol_before: c.symbolBefore,
          symbol_after: c.symbolAfter,
          decimals: c.decimals,
          rate: Number(c.rate),
          is_default: c.isDefault,
        })),
      };
    },
  );

  app.get(
    '/lists/countries/:locale',
    {
      schema: {
        tags: ['lists'],
        summary: 'Active countries with names in the given locale and phone prefixes; an unknown locale is 404',
        params: z.object({ locale: localeParam }),
        response: { 200: listEnvelope(countrySchema, 'Active countries in display order'), ...errorResponses },
      },
    },
    async (request) => {
      const { locale } = request.params;
      const rows = await db
        .select()
        .from(schema.countries)
        .where(eq(schema.countries.active, true))
        .orderBy(asc(schema.countries.position), asc(schema.countries.id));
      return {
        data: rows.map((c) => ({
          id: c.id,
          code: c.code,
          name: c.name[locale] ?? c.name.cs ?? c.code,
          phone_prefix: c.phonePrefix,
        })),
      };
    },
  );

  app.get(
    '/lists/searchPlaceholders',
    {
      schema: {
        tags: ['lists'],
        summary: "Search-box placeholder texts of the request's site (client-url) language",
        response: { 200: listEnvelope(searchPlaceholderSchema, 'Placeholders in display order'), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await db
        .select({ text: schema.searchPlaceholders.text })
        .from(schema.searchPlaceholders)
        .where(eq(schema.searchPlaceholders.locale, request.site.locale))
        .orderBy(asc(schema.searchPlaceholders.position), asc(schema.searchPlaceholders.id));
      return { data: rows };
    },
  );
};
