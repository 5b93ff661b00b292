import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, localeParam } from '../../http/schemas';
import { SHARED_CACHE } from '../../http/shared-cache';
import { countrySchema, currencySchema, listEnvelope, searchPlaceholderSchema } from './schemas';
import { activeCountries, activeCurrencies, searchPlaceholders } from './service';

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lists/currencies',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['lists'],
        summary: 'Active currencies; id 1 (CZK) is the default',
        response: { 200: listEnvelope(currencySchema, 'Active currencies, CZK first'), ...errorResponses },
      },
    },
    async (request) => ({ data: await activeCurrencies(request.siteScope()) }),
  );

  app.get(
    '/lists/countries/:locale',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['lists'],
        summary: 'Active countries with names in the given locale and phone prefixes; an unknown locale is 404',
        params: z.object({ locale: localeParam }),
        response: { 200: listEnvelope(countrySchema, 'Active countries in display order'), ...errorResponses },
      },
    },
    async (request) => ({ data: await activeCountries(request.siteScope(), request.params.locale) }),
  );

  app.get(
    '/lists/searchPlaceholders',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['lists'],
        summary: "Search-box placeholder texts of the request's site (client-url) language",
        response: { 200: listEnvelope(searchPlaceholderSchema, 'Placeholders in display order'), ...errorResponses },
      },
    },
    async (request) => ({ data: await searchPlaceholders(request.siteScope()) }),
  );
};
