import type { AppLoadContext } from 'react-router';
import type { ServiceOut } from '@konfety/api/features/services/schemas';
import type { Locale } from '../routing/route-names';
import { apiCall } from './api-call.server';
import type { ListingProduct } from './catalog.server';

/** The API data of the home page's sections (SPEC §2 home: services, top products, sale goods). */
export type Service = ServiceOut;

export interface HomeSections {
  services: Service[];
  top: ListingProduct[];
  sale: ListingProduct[];
}

/** Products per product section: two rows of the four-column grid. */
const SHELF_SIZE = 8;

/** The three sections in parallel; services are written per language, so they follow the page's locale. */
export async function homeSections(request: Request, context: AppLoadContext, locale: Locale): Promise<HomeSections> {
  const [services, top, sale] = await Promise.all([
    apiCall<{ data: Service[] }>(context, 'GET', `/services?lang=${locale}`, request),
    apiCall<{ data: ListingProduct[] }>(context, 'GET', `/catalog/products/top?limit=${SHELF_SIZE}`, request),
    apiCall<{ data: { products: ListingProduct[] } }>(context, 'GET', `/catalog/products/sale?limit=${SHELF_SIZE}`, request),
  ]);
  return { services: services.data, top: top.data, sale: sale.data.products };
}
