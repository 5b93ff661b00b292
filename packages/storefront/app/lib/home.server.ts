import type { AppLoadContext } from 'react-router';
import type { Locale } from '../routing/route-names';
import { type CardProduct, cardProduct } from '../components/catalog/ProductCard';
import type { Service } from './api.server';
import { visitor } from './session.server';
import { type Packed, packFrom } from './packed';

/** The API data of the home page's sections (SPEC §2 home: services, top products, sale goods). */
export interface HomeSections {
  services: Service[];
  top: CardProduct[];
  sale: CardProduct[];
}

/** Products per product section: two rows of the four-column grid. */
const SHELF_SIZE = 8;

/** The three sections in parallel, packed (lib/packed.ts); services are written per language, so they follow the page's locale. */
export async function homeSections(request: Request, context: AppLoadContext, locale: Locale): Promise<Packed<HomeSections>> {
  const { api } = await visitor(request, context);
  const [services, top, sale] = await Promise.all([api.data('GET /services', { query: { lang: locale } }), api.data('GET /catalog/products/top', { query: { limit: SHELF_SIZE } }), api.data('GET /catalog/products/sale', { query: { limit: SHELF_SIZE } })]);
  return packFrom([services, top, sale], () => ({ services, top: top.map(cardProduct), sale: sale.products.map(cardProduct) }));
}
