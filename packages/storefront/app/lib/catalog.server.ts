import { data, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { categoryListingSchema, ListingProductOut, ProductDetailOut, SortOption } from '@konfety/api/features/catalog/responses';
import { ApiError } from './api.server';
import { apiCall } from './api-call.server';

/** The catalogue endpoints of SPEC §7 (listing and product detail), called through the request's API transport. */
export type CategoryListing = z.infer<typeof categoryListingSchema>;
export type ListingProduct = ListingProductOut;
export type ProductDetail = ProductDetailOut;
export type { SortOption };
/** The API's sort options (kept as a value here so the storefront does not bundle the API's schemas). */
export const sortOptions = ['recommended', 'name', 'price_asc', 'price_desc'] as const satisfies readonly SortOption[];

/** A positive integer route parameter, or a 404 response thrown. */
export function positiveId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) throw data(null, { status: 404 });
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) throw data(null, { status: 404 });
  return id;
}

/** An API 404 (or 400 for an id the API rejects) becomes the page's 404; other errors propagate. */
async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export interface ListingParams {
  sort: SortOption;
  inStock: boolean;
  page: number;
}

/** Sort, filter and page from the URL's search params; unknown values fall back to the defaults. */
export function listingParams(url: URL): ListingParams {
  const sortRaw = url.searchParams.get('sort');
  const sort = (sortOptions as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as SortOption) : 'recommended';
  const stock = url.searchParams.get('in_stock');
  const inStock = stock === 'true' || stock === '1' || stock === 'on';
  const pageRaw = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 10000 ? pageRaw : 1;
  return { sort, inStock, page };
}

export function categoryListing(request: Request, context: AppLoadContext, id: number, params: ListingParams): Promise<CategoryListing> {
  const qs = new URLSearchParams({ sort: params.sort, in_stock: String(params.inStock), page: String(params.page) });
  return orNotFound(apiCall<{ data: CategoryListing }>(context, 'GET', `/catalog/category/${id}/products?${qs}`, request).then((r) => r.data));
}

export function productDetail(request: Request, context: AppLoadContext, id: number): Promise<ProductDetail> {
  return orNotFound(apiCall<{ data: ProductDetail }>(context, 'GET', `/catalog/product/${id}`, request).then((r) => r.data));
}
