import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { activeStore, activeStores } from './service';

export async function storeRoutes(app: FastifyInstance) {
  route(app, endpoints.stores, async (request) => ({ data: await activeStores(request.siteScope()) }));
  route(app, endpoints.store, async (request) => ({ data: await activeStore(request.siteScope(), request.params.id) }));
}
