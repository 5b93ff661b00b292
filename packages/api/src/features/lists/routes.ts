import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { activeCountries, activeCurrencies, searchPlaceholders } from './service';

export async function listRoutes(app: FastifyInstance) {
  route(app, endpoints.currencies, async (request) => ({ data: await activeCurrencies(request.siteScope()) }));
  route(app, endpoints.countries, async (request) => ({ data: await activeCountries(request.siteScope(), request.params.locale) }));
  route(app, endpoints.searchPlaceholders, async (request) => ({ data: await searchPlaceholders(request.siteScope()) }));
}
