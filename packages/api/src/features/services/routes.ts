import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { activeService, activeServices } from './teasers';

export async function serviceRoutes(app: FastifyInstance) {
  route(app, endpoints.services, async (request) => ({ data: await activeServices(request.siteScope(), request.query.lang ?? request.site.locale) }));
  route(app, endpoints.service, async (request) => ({ data: await activeService(request.siteScope(), request.params.id) }));
}
