import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { categoryListing, categoryMenu, productDetail, productPage, topSellers } from './service';

export async function catalogRoutes(app: FastifyInstance) {
  route(app, endpoints.categoryMenu, async (request) => ({ data: await categoryMenu(request.siteScope(), request.params.locale) }));
  route(app, endpoints.categoryListing, async (request) => ({ data: await categoryListing(request.siteScope(), request.params.id, request.query) }));
  route(app, endpoints.newProducts, async (request) => ({ data: await productPage(request.siteScope(), { kind: 'new' }, request.query) }));
  route(app, endpoints.saleProducts, async (request) => ({ data: await productPage(request.siteScope(), { kind: 'sale' }, request.query) }));
  route(app, endpoints.topProducts, async (request) => ({ data: await topSellers(request.siteScope(), request.query.limit) }));
  route(app, endpoints.product, async (request) => ({ data: await productDetail(request.siteScope(), request.params.id) }));
}
