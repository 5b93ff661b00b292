import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParam, localeParam } from '../../http/schemas';
import { SHARED_CACHE } from '../../http/shared-cache';
import { categoryListingSchema, categoryNodeSchema, listingProductSchema, productDetailSchema, productPageSchema } from './responses';
import { listingQuerySchema, topQuerySchema } from './schemas';
import { categoryListing, categoryMenu, productDetail, productPage, topSellers } from './service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog/category/:locale',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['catalog'],
        summary: 'Category tree for the mega-menu: active menu categories with subcategories, names in the given locale; an unknown locale is 404',
        params: z.object({ locale: localeParam }),
        response: { 200: z.object({ data: z.array(categoryNodeSchema).meta({ description: 'Top-level categories ordered by position' }) }), ...errorResponses },
      },
    },
    async (request) => ({ data: await categoryMenu(request.siteScope(), request.params.locale) }),
  );

  app.get(
    '/catalog/category/:id/products',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['catalog'],
        summary: 'Category listing: the category with breadcrumbs and subcategories, and a page of its active products (subcategories included)',
        params: z.object({ id: idParam }),
        querystring: listingQuerySchema,
        response: { 200: z.object({ data: categoryListingSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await categoryListing(request.siteScope(), request.params.id, request.query) }),
  );

  app.get(
    '/catalog/products/new',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['catalog'],
        summary: 'New products (SPEC /produkty/novinky), paged and sorted like a category listing',
        querystring: listingQuerySchema,
        response: { 200: z.object({ data: productPageSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await productPage(request.siteScope(), { kind: 'new' }, request.query) }),
  );

  app.get(
    '/catalog/products/sale',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['catalog'],
        summary: 'Products on sale (SPEC /produkty/akce), paged and sorted like a category listing',
        querystring: listingQuerySchema,
        response: { 200: z.object({ data: productPageSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await productPage(request.siteScope(), { kind: 'sale' }, request.query) }),
  );

  app.get(
    '/catalog/products/top',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['catalog'],
        summary: 'Best sellers for the home page: active products by pieces sold, then recommended rank',
        querystring: topQuerySchema,
        response: { 200: z.object({ data: z.array(listingProductSchema).meta({ description: 'Best sellers first' }) }), ...errorResponses },
      },
    },
    async (request) => ({ data: await topSellers(request.siteScope(), request.query.limit) }),
  );

  app.get(
    '/catalog/product/:id',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['catalog'],
        summary:
          'Product detail: variants with availability, stock per store, gallery, size table, related lists, reviews, Omnibus discount; an inactive product answers with availability not_active',
        params: z.object({ id: idParam }),
        response: { 200: z.object({ data: productDetailSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await productDetail(request.siteScope(), request.params.id) }),
  );
};
