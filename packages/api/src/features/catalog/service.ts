import { notFound } from '../../errors';
import type { SiteScope } from '../../shop-context';
import { categoryLink, categoryPath, categoryTree, loadCategoryIndex } from './categories';
import { loadProductDetail } from './detail';
import { type ListingQuery, type ListingScope, listingPage, topSellerCards } from './listing';
import { brandBySlug, brandList } from './brands';
import { localePaths } from './present';
import { type FacetFilters, presentFacets } from './facets';
import type { BrandListingOut, BrandOut, CategoryListingOut, CategoryNodeOut, ListingPageOut, ListingProductOut, ProductDetailOut, SearchResultOut, SuggestionsOut } from './responses';
import type { FacetedListingQueryString, SearchQueryString } from './schemas';
import { correctedQuery, searchGroups, searchProducts, searchSuggestions } from './search';

/** The mega-menu's category tree with names in `locale` (a path parameter, not necessarily the site's). */
export async function categoryMenu(scope: SiteScope, locale: string): Promise<CategoryNodeOut[]> {
  return categoryTree(await loadCategoryIndex(scope.db), locale);
}

/** One page of a product listing (category, new, sale or a brand's goods) with its paging, filters and, when asked, the facets' counts. */
export async function productPage(scope: SiteScope, listing: ListingScope, qs: FacetedListingQueryString): Promise<ListingPageOut> {
  const filters: FacetFilters = { priceFrom: qs.price_from ?? null, priceTo: qs.price_to ?? null, brands: qs.brand, sizes: qs.size, colors: qs.color };
  const query: ListingQuery = { scope: listing, inStock: qs.in_stock, filters, facets: qs.facets, sort: qs.sort, page: qs.page, limit: qs.limit };
  const { products, total, facets } = await listingPage(scope.db, scope.site, query);
  return {
    products,
    total,
    page: qs.page,
    limit: qs.limit,
    has_more: qs.page * qs.limit < total,
    sort: qs.sort,
    filters: { in_stock: qs.in_stock, price_from: filters.priceFrom, price_to: filters.priceTo, brand: qs.brand, size: qs.size, color: qs.color },
    facets: qs.facets && facets ? presentFacets(facets, filters) : null,
  };
}

/** A category with breadcrumbs and subcategories, and a page of its products (subcategories included); 404 for an unreachable category. */
export async function categoryListing(scope: SiteScope, id: number, qs: FacetedListingQueryString): Promise<CategoryListingOut> {
  const index = await loadCategoryIndex(scope.db);
  const chain = index.chain(id);
  const category = chain?.at(-1);
  if (!chain || !category) throw notFound(scope.locale);
  const locale = scope.site.locale;
  const link = categoryLink(category, locale);
  const parent = chain.length > 1 ? chain[chain.length - 2]! : null;
  // The listing index holds the category's subcategories (the reachable ones, as the index above walks them).
  const page = await productPage(scope, { kind: 'category', categoryId: category.id }, qs);
  return {
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
      paths: localePaths((other) => categoryLink(category, other).url),
    },
    ...page,
  };
}

/** The home page's best sellers. */
export async function topSellers(scope: SiteScope, limit: number): Promise<ListingProductOut[]> {
  return topSellerCards(scope.db, scope.site, limit);
}

/** The product page; 404 for an unknown product (an inactive one answers with availability not_active). */
export async function productDetail(scope: SiteScope, id: number): Promise<ProductDetailOut> {
  const detail = await loadProductDetail(scope.db, id, scope.site);
  if (!detail) throw notFound(scope.locale);
  return detail;
}

/**
 * Search results (catalog/search.ts): a page of products and the other groups for the text; when no product
 * matches it, for the text with its unknown words corrected (named in `corrected`), if that finds any.
 */
export async function search(scope: SiteScope, qs: SearchQueryString): Promise<SearchResultOut> {
  const { db, site } = scope;
  const query = { sort: qs.sort, inStock: qs.in_stock, page: qs.page, limit: qs.limit };
  const find = (text: string) => Promise.all([searchProducts(db, site, text, query), searchGroups(db, site, text, qs.group)]);
  const empty = { items: [], total: 0 };
  let [found, groups] = qs.q === '' ? [{ products: [], total: 0, total_capped: false }, { categories: empty, brands: empty, articles: empty, pages: empty }] : await find(qs.q);
  let corrected: string | null = null;
  if (found.total === 0 && qs.q !== '') {
    const fixed = await correctedQuery(db, qs.q);
    if (fixed !== null) {
      const [fixedFound, fixedGroups] = await find(fixed);
      if (fixedFound.total > 0) [found, groups, corrected] = [fixedFound, fixedGroups, fixed];
    }
  }
  return {
    query: qs.q,
    corrected,
    products: { ...found, page: qs.page, limit: qs.limit, has_more: qs.page * qs.limit < found.total, sort: qs.sort, filters: { in_stock: qs.in_stock } },
    ...groups,
  };
}

/** The header search's suggestions for what is typed so far (nothing for an empty text). */
export async function suggestions(scope: SiteScope, q: string): Promise<SuggestionsOut> {
  if (q === '') return { products: [], categories: [], brands: [] };
  return searchSuggestions(scope.db, scope.site, q);
}

/** The brand list page's brands. */
export async function brands(scope: SiteScope): Promise<BrandOut[]> {
  return brandList(scope.db, scope.locale);
}

/** A brand with a page of its products; 404 for an unknown or inactive brand. */
export async function brandListing(scope: SiteScope, slug: string, qs: FacetedListingQueryString): Promise<BrandListingOut> {
  const brand = await brandBySlug(scope.db, slug, scope.locale);
  if (!brand) throw notFound(scope.locale);
  return { brand, ...(await productPage(scope, { kind: 'brand', brandId: brand.id }, qs)) };
}
