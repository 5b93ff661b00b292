import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { subscribe } from './subscribe';

export async function newsletterRoutes(app: FastifyInstance) {
  route(app, endpoints.subscribe, async (request) => subscribe(request.siteScope(), request.body.email));
}
