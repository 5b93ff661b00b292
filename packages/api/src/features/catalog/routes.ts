import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { brandListing, brands, categoryListing, categoryMenu, productDetail, productPage, search, suggestions, topSellers } from './service';

export async function catalogRoutes(app: FastifyInstance) {
  route(app, endpoints.categoryMenu, async (request) => ({ data: await categoryMenu(request.siteScope(), request.params.locale) }));
  route(app, endpoints.categoryListing, async (request) => ({ data: await categoryListing(request.siteScope(), request.params.id, request.query) }));
  route(app, endpoints.newProducts, async (request) => ({ data: await productPage(request.siteScope(), { kind: 'new' }, request.query) }));
  route(app, endpoints.saleProducts, async (request) => ({ data: await productPage(request.siteScope(), { kind: 'sale' }, request.query) }));
  route(app, endpoints.topProducts, async (request) => ({ data: await topSellers(request.siteScope(), request.query.limit) }));
  route(app, endpoints.brands, async (request) => ({ data: await brands(request.siteScope()) }));
  route(app, endpoints.brandListing, async (request) => ({ data: await brandListing(request.siteScope(), request.params.slug, request.query) }));
  route(app, endpoints.search, async (request) => ({ data: await search(request.siteScope(), request.query) }));
  route(app, endpoints.searchSuggestions, async (request) => ({ data: await suggestions(request.siteScope(), request.query.q) }));
  route(app, endpoints.product, async (request) => ({ data: await productDetail(request.siteScope(), request.params.id) }));
}
