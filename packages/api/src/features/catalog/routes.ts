import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { errorResponses, idParam, localeParam } from '../../http/schemas';
import { categoryLink, categoryPath, categoryTree, loadCategoryIndex } from './categories';
import { loadProductDetail } from './detail';
import {
  LISTING_DEFAULT_LIMIT,
  LISTING_MAX_LIMIT,
  type ListingQuery,
  type ListingScope,
  listProductIds,
  listTopSellerIds,
  presentListing,
  TOP_DEFAULT_LIMIT,
  TOP_MAX_LIMIT,
} from './listing';
import { categoryListingSchema, categoryNodeSchema, listingProductSchema, productDetailSchema, productPageSchema, sortOptions } from './responses';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@konfety/db';

/** Listing query string: sort, the in-stock filter and load-more paging. */
export const listingQuerySchema = z.object({
  sort: z
    .enum(sortOptions)
    .default('recommended')
    .meta({ description: 'recommended (recommended rank, then best sellers), name (A–Z, Czech alphabet), price_asc, price_desc (shown price with VAT, sale price when active)' }),
  in_stock: z.stringbool().default(false).meta({ description: 'Only products with at least one piece in stock somewhere (true/false, 1/0)' }),
  page: z.coerce.number().int().min(1).max(10000).default(1).meta({ description: 'Page number from 1' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LISTING_MAX_LIMIT)
    .default(LISTING_DEFAULT_LIMIT)
    .meta({ description: `Products per page, at most ${LISTING_MAX_LIMIT}` }),
});

type ListingQueryString = z.infer<typeof listingQuerySchema>;

async function productPage(db: Db, request: FastifyRequest, scope: ListingScope, qs: ListingQueryString) {
  const query: ListingQuery = { scope, inStock: qs.in_stock, sort: qs.sort, page: qs.page, limit: qs.limit };
  const { ids, total } = await listProductIds(db, request.site, query);
  const products = await presentListing(db, ids, request.site);
  return {
    products,
    total,
    page: qs.page,
    limit: qs.limit,
    has_more: qs.page * qs.limit < total,
    sort: qs.sort,
    filters: { in_stock: qs.in_stock },
  };
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/catalog/category/:locale',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Category tree for the mega-menu: active menu categories with subcategories, names in the given locale; an unknown locale is 404',
        params: z.object({ locale: localeParam }),
        response: { 200: z.object({ data: z.array(categoryNodeSchema).meta({ description: 'Top-level categories ordered by position' }) }), ...errorResponses },
      },
    },
    async (request) => {
      const index = await loadCategoryIndex(db);
      return { data: categoryTree(index, request.params.locale) };
    },
  );

  app.get(
    '/catalog/category/:id/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Category listing: the category with breadcrumbs and subcategories, and a page of its active products (subcategories included)',
        params: z.object({ id: idParam }),
        querystring: listingQuerySchema,
        response: { 200: z.object({ data: categoryListingSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const index = await loadCategoryIndex(db);
      const chain = index.chain(request.params.id);
      const category = chain?.at(-1);
      if (!chain || !category) throw notFound(request);
      const locale = request.site.locale;
      const link = categoryLink(category, locale);
      const parent = chain.length > 1 ? chain[chain.length - 2]! : null;
      const page = await productPage(db, request, { kind: 'category', categoryIds: index.subtreeIds(category.id) }, request.query);
      return {
        data: {
          category: {
            id: category.id,
            slug: link.slug,
            name: link.name,
            description: category.translations[locale]?.description ?? category.description,
            image: category.image,
            url: categoryPath(category.id, link.slug),
            parent: parent ? categoryLink(parent, locale) : null,
            breadcrumbs: chain.map((c) => categoryLink(c, locale)),
            subcategories: index.children(category.id).map((c) => categoryLink(c, locale)),
          },
          ...page,
        },
      };
    },
  );

  app.get(
    '/catalog/products/new',
    {
      schema: {
        tags: ['catalog'],
        summary: 'New products (SPEC /produkty/novinky), paged and sorted like a category listing',
        querystring: listingQuerySchema,
        response: { 200: z.object({ data: productPageSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await productPage(db, request, { kind: 'new' }, request.query) }),
  );

  app.get(
    '/catalog/products/sale',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products on sale (SPEC /produkty/akce), paged and sorted like a category listing',
        querystring: listingQuerySchema,
        response: { 200: z.object({ data: productPageSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await productPage(db, request, { kind: 'sale' }, request.query) }),
  );

  app.get(
    '/catalog/products/top',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Best sellers for the home page: active products by pieces sold, then recommended rank',
        querystring: z.object({
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(TOP_MAX_LIMIT)
            .default(TOP_DEFAULT_LIMIT)
            .meta({ description: `How many products, at most ${TOP_MAX_LIMIT}` }),
        }),
        response: { 200: z.object({ data: z.array(listingProductSchema).meta({ description: 'Best sellers first' }) }), ...errorResponses },
      },
    },
    async (request) => {
      const ids = await listTopSellerIds(db, request.query.limit);
      return { data: await presentListing(db, ids, request.site) };
    },
  );

  app.get(
    '/catalog/product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Product detail: variants with availability, stock per store, gallery, size table, related lists, reviews, Omnibus discount; an inactive product answers with availability not_active',
        params: z.object({ id: idParam }),
        response: { 200: z.object({ data: productDetailSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const detail = await loadProductDetail(db, request.params.id, request.site);
      if (!detail) throw notFound(request);
      return { data: detail };
    },
  );
};
