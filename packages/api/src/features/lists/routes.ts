import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@konfety/db';
import { errorResponses, localeParam } from '../../http/schemas';

/**
 * SPEC §7 reference lists. Every list answer has one envelope: `{ data: [...] }`
 * (the same as /api/me's `data`), so a client reads `.data` everywhere.
 */
export const listEnvelope = <T extends z.ZodType>(item: T, description: string) =>
  z.object({ data: z.array(item).meta({ description }) });

export const currencySchema = z
  .object({
    id: z.number().int().meta({ description: 'Currency id; 1 is CZK, the default and tracking currency' }),
    code: z.string().meta({ description: 'ISO 4217 code, e.g. CZK, EUR' }),
    symbol_before: z.string().meta({ description: 'Symbol written before the amount (may be empty)' }),
    symbol_after: z.string().meta({ description: 'Symbol written after the amount (may be empty), e.g. Kč' }),
    decimals: z.number().int().meta({ description: 'Decimal places to show' }),
    rate: z.number().meta({
      description:
        'Units of this currency per 1 CZK, as a JSON number (CZK is 1). A CZK amount times the rate is the amount in this currency, e.g. 100 CZK × 0.04 = 4 EUR.',
    }),
    is_default: z.boolean().meta({ description: 'True for the default currency (CZK)' }),
  })
  .meta({ title: 'Currency' });

export const countrySchema = z
  .object({
    id: z.number().int(),
    code: z.string().meta({ description: 'ISO 3166-1 alpha-2 code, e.g. CZ' }),
    name: z.string().meta({ description: 'Country name in the requested locale' }),
    phone_prefix: z.string().nullable().meta({ description: 'International dialling prefix, e.g. +420' }),
  })
  .meta({ title: 'Country' });

export const searchPlaceholderSchema = z
  .object({ text: z.string().meta({ description: 'Text the search box types out (SPEC §4: 50 ms per character)' }) })
  .meta({ title: 'SearchPlaceholder' });

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
