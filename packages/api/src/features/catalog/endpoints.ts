import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses, idParam, localeParam } from '../../http/schemas';
import { categoryListingSchema, categoryNodeSchema, listingProductSchema, productDetailSchema, productPageSchema } from './responses';
import { listingQuerySchema, topQuerySchema } from './schemas';

export const categoryMenu = defineEndpoint({
  method: 'GET',
  path: '/catalog/category/:locale',
  shared: true,
  tags: ['catalog'],
  summary: 'Category tree for the mega-menu: active menu categories with subcategories, names in the given locale; an unknown locale is 404',
  params: z.object({ locale: localeParam }),
  responses: { 200: z.object({ data: z.array(categoryNodeSchema).meta({ description: 'Top-level categories ordered by position' }) }), ...errorResponses },
});

export const categoryListing = defineEndpoint({
  method: 'GET',
  path: '/catalog/category/:id/products',
  shared: true,
  tags: ['catalog'],
  summary: 'Category listing: the category with breadcrumbs and subcategories, and a page of its active products (subcategories included)',
  params: z.object({ id: idParam }),
  query: listingQuerySchema,
  responses: { 200: z.object({ data: categoryListingSchema }), ...errorResponses },
});

export const newProducts = defineEndpoint({
  method: 'GET',
  path: '/catalog/products/new',
  shared: true,
  tags: ['catalog'],
  summary: 'New products (SPEC /produkty/novinky), paged and sorted like a category listing',
  query: listingQuerySchema,
  responses: { 200: z.object({ data: productPageSchema }), ...errorResponses },
});

export const saleProducts = defineEndpoint({
  method: 'GET',
  path: '/catalog/products/sale',
  shared: true,
  tags: ['catalog'],
  summary: 'Products on sale (SPEC /produkty/akce), paged and sorted like a category listing',
  query: listingQuerySchema,
  responses: { 200: z.object({ data: productPageSchema }), ...errorResponses },
});

export const topProducts = defineEndpoint({
  method: 'GET',
  path: '/catalog/products/top',
  shared: true,
  tags: ['catalog'],
  summary: 'Best sellers for the home page: active products by pieces sold, then recommended rank',
  query: topQuerySchema,
  responses: { 200: z.object({ data: z.array(listingProductSchema).meta({ description: 'Best sellers first' }) }), ...errorResponses },
});

export const product = defineEndpoint({
  method: 'GET',
  path: '/catalog/product/:id',
  shared: true,
  tags: ['catalog'],
  summary:
    'Product detail: variants with availability, stock per store, gallery, size table, related lists, reviews, Omnibus discount; an inactive product answers with availability not_active',
  params: z.object({ id: idParam }),
  responses: { 200: z.object({ data: productDetailSchema }), ...errorResponses },
});
