import { type AppLoadContext, data, redirect } from 'react-router';
import type { CategoryLink, CategoryListing, ListingPage } from './api.server';
import { brandListing, categoryListing, productDetail, productList } from './catalog.server';
import type { FacetQuery } from './facets.server';
import { translate } from '../i18n/catalogue.server';
import { brandParams, categoryParams, type ListingParams, routeParams } from './params.server';
import { type Locale, localePath, localePrefix, routePaths } from '../routing/route-names';
import { answerPaths, routeTablePaths } from './alternates.server';

/** What a listing page shows above its products: the same shape for a category, new or sale goods and a brand. */
export interface ListingHead {
  title: string;
  lead: string | null;
  breadcrumbs: Array<{ name: string; url: string }>;
  subcategories: CategoryLink[];
  logo: string | null;
}

/**
 * The listing of the page at `url` (routes/listing.tsx serves four pages): a category (`/:id/:category`), a brand
 * (`/znacky/:slug`), new goods (`/produkty/novinky`) or goods on sale (`/produkty/akce`); a wrong slug is sent to the
 * canonical URL (301), an unknown category or brand is the page's 404. `facets` gives the facets' query once the
 * route's parameters are found good. `paths` gives the page's path in each language it exists in (its language alternates, made with the document's head).
 */
export async function listingOf(
  request: Request,
  context: AppLoadContext,
  params: Record<string, string | undefined>,
  url: URL,
  locale: Locale,
  query: ListingParams,
  facets: () => Promise<FacetQuery>,
): Promise<{ head: ListingHead; listing: ListingPage; paths: () => Partial<Record<Locale, string>> }> {
  if (params.slug !== undefined) {
    const { slug } = routeParams(brandParams, params);
    const { brand, ...listing } = await brandListing(request, context, slug, query, await facets());
    if (brand.slug !== slug) throw redirect(`${localePath('brand', locale, { slug: brand.slug })}${url.search}`, 301);
    const brandsTitle = translate(locale, 'catalog.brands.title');
    // Breadcrumbs put the page's language prefix in front: the bare path.
    const breadcrumbs = [{ name: brandsTitle, url: routePaths.brands[locale] }, { name: brand.name, url: '' }];
    return { head: { title: brand.name, lead: brand.description, breadcrumbs, subcategories: [], logo: brand.logo }, listing, paths: () => routeTablePaths('brand', { slug: brand.slug }) };
  }
  if (params.id !== undefined) {
    const { id, category: slug } = routeParams(categoryParams, params);
    const found = await categoryListing(request, context, id, query, await facets()).catch((error: unknown) => ({ missing: error }));
    if ('missing' in found || slug !== found.category.slug) {
      // An old two-segment product link (/{id}/{product}, SPEC §2: the category is optional): the product's page.
      await toProductWithSlug(request, context, id, slug, locale, url);
      if ('missing' in found) throw found.missing;
      throw redirect(`${localePrefix(locale)}${found.category.url}${url.search}`, 301);
    }
    const { category, ...listing } = found as CategoryListing;
    const head = { title: category.name, lead: category.description, breadcrumbs: category.breadcrumbs, subcategories: category.subcategories, logo: null };
    return { head, listing, paths: () => answerPaths(category.paths) };
  }
  const sale = url.pathname === localePath('saleProducts', locale);
  if (!sale && url.pathname !== localePath('newProducts', locale)) throw data(null, { status: 404 });
  const listing = await productList(request, context, sale ? 'sale' : 'new', query, await facets());
  const title = translate(locale, sale ? 'catalog.sale.title' : 'catalog.new.title');
  const lead = translate(locale, sale ? 'catalog.sale.lead' : 'catalog.new.lead');
  return { head: { title, lead, breadcrumbs: [{ name: title, url: '' }], subcategories: [], logo: null }, listing, paths: () => routeTablePaths(sale ? 'saleProducts' : 'newProducts') };
}

/** Redirects (301) to the page of product `id` when `slug` is that product's; returns otherwise (no such product, or another slug). */
async function toProductWithSlug(request: Request, context: AppLoadContext, id: number, slug: string, locale: Locale, url: URL): Promise<void> {
  const product = await productDetail(request, context, id).catch(() => null);
  if (product && product.slug === slug) throw redirect(`${localePrefix(locale)}${product.url}${url.search}`, 301);
}
