import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses, localeParam } from '../../http/schemas';
import { countrySchema, currencySchema, listEnvelope, searchPlaceholderSchema } from './schemas';

export const currencies = defineEndpoint({
  method: 'GET',
  path: '/lists/currencies',
  shared: true,
  tags: ['lists'],
  summary: 'Active currencies; id 1 (CZK) is the default',
  responses: { 200: listEnvelope(currencySchema, 'Active currencies, CZK first'), ...errorResponses },
});

export const countries = defineEndpoint({
  method: 'GET',
  path: '/lists/countries/:locale',
  shared: true,
  tags: ['lists'],
  summary: 'Active countries with names in the given locale and phone prefixes; an unknown locale is 404',
  params: z.object({ locale: localeParam }),
  responses: { 200: listEnvelope(countrySchema, 'Active countries in display order'), ...errorResponses },
});

export const searchPlaceholders = defineEndpoint({
  method: 'GET',
  path: '/lists/searchPlaceholders',
  shared: true,
  tags: ['lists'],
  summary: "Search-box placeholder texts of the request's site (client-url) language",
  responses: { 200: listEnvelope(searchPlaceholderSchema, 'Placeholders in display order'), ...errorResponses },
});
