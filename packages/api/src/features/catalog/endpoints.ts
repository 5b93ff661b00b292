import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses, idParam, localeParam } from '../../http/schemas';
import { brandListingSchema, brandSchema, categoryListingSchema, categoryNodeSchema, listingPageSchema, listingProductSchema, productDetailSchema, searchResultSchema, suggestionsSchema } from './responses';
import { facetedListingQuerySchema, searchQuerySchema, suggestionsQuerySchema, topQuerySchema } from './schemas';

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
  summary:
    'Category listing: the category with breadcrumbs and subcategories, and a page of its active products (subcategories included), filtered by the facets and, when asked, with their counts',
  params: z.object({ id: idParam }),
  query: facetedListingQuerySchema,
  responses: { 200: z.object({ data: categoryListingSchema }), ...errorResponses },
});

export const newProducts = defineEndpoint({
  method: 'GET',
  path: '/catalog/products/new',
  shared: true,
  tags: ['catalog'],
  summary: 'New products (SPEC /produkty/novinky), paged, sorted and filtered like a category listing',
  query: facetedListingQuerySchema,
  responses: { 200: z.object({ data: listingPageSchema }), ...errorResponses },
});

export const saleProducts = defineEndpoint({
  method: 'GET',
  path: '/catalog/products/sale',
  shared: true,
  tags: ['catalog'],
  summary: 'Products on sale (SPEC /produkty/akce), paged, sorted and filtered like a category listing',
  query: facetedListingQuerySchema,
  responses: { 200: z.object({ data: listingPageSchema }), ...errorResponses },
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

export const search = defineEndpoint({
  method: 'GET',
  path: '/search',
  shared: true,
  tags: ['catalog'],
  summary:
    'Search (SPEC /hledani): products paged and sorted like a listing, and the matching categories, brands, blog articles and info pages of the site, each group with its total; diacritics, letter case and word forms do not matter, and a text that matches no product is corrected word by word',
  query: searchQuerySchema,
  responses: { 200: z.object({ data: searchResultSchema }), ...errorResponses },
});

export const searchSuggestions = defineEndpoint({
  method: 'GET',
  path: '/search/suggestions',
  shared: true,
  tags: ['catalog'],
  summary: 'Suggestions while typing in the header search: the best matching products, categories and brands',
  query: suggestionsQuerySchema,
  responses: { 200: z.object({ data: suggestionsSchema }), ...errorResponses },
});

export const brands = defineEndpoint({
  method: 'GET',
  path: '/catalog/brands',
  shared: true,
  tags: ['catalog'],
  summary: 'Brands with active products, A–Z, each with its number of products',
  responses: { 200: z.object({ data: z.array(brandSchema) }), ...errorResponses },
});

export const brandListing = defineEndpoint({
  method: 'GET',
  path: '/catalog/brand/:slug/products',
  shared: true,
  tags: ['catalog'],
  summary: 'A brand and a page of its active products, sorted and filtered like a category listing (no brand facet); an unknown or inactive brand is 404',
  params: z.object({ slug: z.string().min(1).max(160) }),
  query: facetedListingQuerySchema,
  responses: { 200: z.object({ data: brandListingSchema }), ...errorResponses },
});
