import { data, type AppLoadContext } from 'react-router';
import { ApiError, type Brand, type BrandListing, type CategoryListing, type CategoryNode, type ListingPage, type ProductDetail, type SearchResult } from './api.server';
import type { FacetQuery } from './facets.server';
import type { ListingParams, SearchGroupName, SearchParams } from './params.server';
import { visitor } from './session.server';

/** An API 404 (or 400 for an id the API rejects) becomes the page's 404; other errors propagate. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

/** The first category of a tree of the API (`GET /catalog/category/:locale`), depth first, that `matches`. */
export function findCategory(nodes: readonly CategoryNode[], matches: (node: CategoryNode) => boolean): CategoryNode | null {
  for (const node of nodes) {
    if (matches(node)) return node;
    const below = findCategory(node.subcategories, matches);
    if (below) return below;
  }
  return null;
}

/** A listing's query: its sort, in-stock filter and page, and the facets' filters and counts (facets.server.ts) when the page shows them. */
function listingQuery(params: ListingParams, facets?: FacetQuery) {
  return { sort: params.sort, in_stock: String(params.inStock), page: params.page, ...facets };
}

/** A category's products; the visitor's token goes along so prices reflect a customer's group discount. */
export async function categoryListing(request: Request, context: AppLoadContext, id: number, params: ListingParams, facets?: FacetQuery): Promise<CategoryListing> {
  const { api } = await visitor(request, context);
  return orNotFound(api.data('GET /catalog/category/:id/products', { params: { id }, query: listingQuery(params, facets) }));
}

export async function productDetail(request: Request, context: AppLoadContext, id: number): Promise<ProductDetail> {
  const { api } = await visitor(request, context);
  return orNotFound(api.data('GET /catalog/product/:id', { params: { id } }));
}

/** Search results for the text and the product results' sort, filter and page (the visitor's token for group prices). */
export async function searchResults(request: Request, context: AppLoadContext, params: SearchParams, group: SearchGroupName | null): Promise<SearchResult> {
  const { api } = await visitor(request, context);
  const query = { q: params.q, sort: params.sort, in_stock: String(params.inStock), page: params.page };
  return api.data('GET /search', { query: group ? { ...query, group } : query });
}

/** New (SPEC /produkty/novinky) or sale goods (/produkty/akce), a page of them. */
export async function productList(request: Request, context: AppLoadContext, kind: 'new' | 'sale', params: ListingParams, facets: FacetQuery): Promise<ListingPage> {
  const { api } = await visitor(request, context);
  const query = listingQuery(params, facets);
  return kind === 'new' ? api.data('GET /catalog/products/new', { query }) : api.data('GET /catalog/products/sale', { query });
}

export async function brandList(request: Request, context: AppLoadContext): Promise<Brand[]> {
  const { api } = await visitor(request, context);
  return api.data('GET /catalog/brands');
}

/** A brand and a page of its goods; an unknown brand is the page's 404. */
export async function brandListing(request: Request, context: AppLoadContext, slug: string, params: ListingParams, facets: FacetQuery): Promise<BrandListing> {
  const { api } = await visitor(request, context);
  return orNotFound(api.data('GET /catalog/brand/:slug/products', { params: { slug }, query: listingQuery(params, facets) }));
}
