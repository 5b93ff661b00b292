import { data, type AppLoadContext } from 'react-router';
import { ApiError, type CategoryListing, type ProductDetail } from './api.server';
import type { ListingParams } from './params.server';
import { visitor } from './session.server';

/** An API 404 (or 400 for an id the API rejects) becomes the page's 404; other errors propagate. */
async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

/** A category's products; the visitor's token goes along so prices reflect a customer's group discount. */
export async function categoryListing(request: Request, context: AppLoadContext, id: number, params: ListingParams): Promise<CategoryListing> {
  const { api } = await visitor(request, context);
  return orNotFound(api.data('GET /catalog/category/:id/products', { params: { id }, query: { sort: params.sort, in_stock: String(params.inStock), page: params.page } }));
}

export async function productDetail(request: Request, context: AppLoadContext, id: number): Promise<ProductDetail> {
  const { api } = await visitor(request, context);
  return orNotFound(api.data('GET /catalog/product/:id', { params: { id } }));
}
