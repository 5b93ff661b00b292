import type { AppLoadContext } from 'react-router';
import {
  BRAND_SLUG_MAX,
  BRAND_SLUG_PATTERN,
  FACET_MAX_VALUES,
  FACET_PARAMS,
  PRICE_INPUT_MAX,
  priceBoundToCzk,
  priceRangeIn,
  type ProductColor,
  productColors,
  productColorValues,
  type ProductSize,
  productSizes,
  sizeLabel,
} from '@konfety/domain/facets';
import { type Currency, formatPrice } from '@konfety/domain/format';
import type { ListingFacets } from './api.server';
import type { FacetGroup, ListingFilters } from './listing-filters';
import { chosenCurrency, toDomainCurrency } from './price';
import { visitor } from './session.server';
import { translate } from '../i18n/catalogue.server';
import type { Locale } from '../routing/route-names';

/*
 * The listings' facets in the storefront (ARCHITECTURE "Facets"): the URL's facet parameters (domain FACET_PARAMS,
 * prices in whole units of the currency the visitor sees), the API's query made of them, and the sidebar as the page
 * shows it (`ListingFilters`, lib/listing-filters.ts): every text and link made here, on the server, so the browser gets data and renders it.
 */

/** The facets' filters as the URL has them: prices in whole units of the visitor's currency. */
export interface FacetParams {
  priceFrom: number | null;
  priceTo: number | null;
  brands: string[];
  sizes: ProductSize[];
  colors: ProductColor[];
}

export const NO_FACETS: FacetParams = { priceFrom: null, priceTo: null, brands: [], sizes: [], colors: [] };

/** Distinct values of a repeated parameter that `fits`, the first FACET_MAX_VALUES of them. */
function values(url: URL, name: string, fits: (v: string) => boolean): string[] {
  return [...new Set(url.searchParams.getAll(name).filter(fits))].slice(0, FACET_MAX_VALUES);
}

function inVocabularyOrder<V extends string>(vocabulary: readonly V[], chosen: string[]): V[] {
  return vocabulary.filter((v) => chosen.includes(v));
}

function priceParam(url: URL, name: string): number | null {
  const raw = (url.searchParams.get(name) ?? '').trim();
  return /^\d{1,9}$/.test(raw) && Number(raw) <= PRICE_INPUT_MAX ? Number(raw) : null;
}

/**
 * The facets' filters of a listing's URL. As every search parameter (params.server.ts), nonsense falls back to no
 * filter rather than break a shared link: an unknown size or colour, a malformed brand, a price that is no whole
 * number; bounds the wrong way round are swapped.
 */
export function facetParams(url: URL): FacetParams {
  let priceFrom = priceParam(url, FACET_PARAMS.priceFrom);
  let priceTo = priceParam(url, FACET_PARAMS.priceTo);
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo) [priceFrom, priceTo] = [priceTo, priceFrom];
  return {
    priceFrom,
    priceTo,
    brands: values(url, FACET_PARAMS.brand, (v) => v.length <= BRAND_SLUG_MAX && BRAND_SLUG_PATTERN.test(v)),
    sizes: inVocabularyOrder(productSizes, values(url, FACET_PARAMS.size, (v) => (productSizes as readonly string[]).includes(v))),
    colors: inVocabularyOrder(productColorValues, values(url, FACET_PARAMS.color, (v) => Object.hasOwn(productColors, v))),
  };
}

/** The currency the visitor sees prices in (their cookie's, else the site's default), as the root loader chooses it. */
export async function visitorCurrency(request: Request, context: AppLoadContext): Promise<Currency> {
  const v = await visitor(request, context);
  const [currencies, code] = await Promise.all([v.api.data('GET /lists/currencies'), v.jar.currency.parse(request.headers.get('cookie')) as Promise<string | null>]);
  return toDomainCurrency(chosenCurrency(currencies, code));
}

/** The API's query of the facets (prices as CZK haléře bounds that keep exactly what the visitor sees within them), counts asked. */
export function facetQuery(f: FacetParams, currency: Currency) {
  return {
    facets: 'true',
    price_from: f.priceFrom === null ? undefined : priceBoundToCzk(f.priceFrom, currency, 'from'),
    price_to: f.priceTo === null ? undefined : priceBoundToCzk(f.priceTo, currency, 'to'),
    brand: f.brands,
    size: f.sizes,
    color: f.colors,
  };
}
export type FacetQuery = ReturnType<typeof facetQuery>;

/** Every parameter that filters a listing. */
const FILTER_PARAMS: readonly string[] = ['in_stock', ...Object.values(FACET_PARAMS)];

/** The page's address without the filter `name` (or one value of it), and from its first page (the default sort left out too). */
function without(url: URL, name: string | null, value?: string): string {
  const params = new URLSearchParams(url.search);
  params.delete('page');
  params.delete('sort', 'recommended');
  if (name === null) for (const n of FILTER_PARAMS) params.delete(n);
  else if (value === undefined) params.delete(name);
  else params.delete(name, value);
  const search = params.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/**
 * The sidebar of a listing at `url`: the facets' values with their counts (as the API answered them; a listing without
 * facets, the search's, shows the in-stock filter alone), the price inputs, and the active filters as links that drop
 * them.
 */
export function filterView(url: URL, locale: Locale, inStock: boolean, chosen: FacetParams, facets: ListingFacets | null, currency: Currency): ListingFilters {
  const chips: ListingFilters['chips'] = [];
  if (inStock) chips.push({ label: translate(locale, 'catalog.filters.inStock'), to: without(url, 'in_stock') });
  if (!facets) return { groups: [], price: null, chips, clearAll: without(url, null) };

  // Whole units, as typed: "Cena do 900 Kč".
  const money = (units: number) => formatPrice(units, { ...currency, decimals: 0 }, locale);
  if (chosen.priceFrom !== null) chips.push({ label: translate(locale, 'catalog.facets.chipFrom', { price: money(chosen.priceFrom) }), to: without(url, FACET_PARAMS.priceFrom) });
  if (chosen.priceTo !== null) chips.push({ label: translate(locale, 'catalog.facets.chipTo', { price: money(chosen.priceTo) }), to: without(url, FACET_PARAMS.priceTo) });

  const brands = facets.brands.map((b) => ({ value: b.slug, label: b.name, count: b.count, selected: b.selected }));
  const sizes = facets.sizes.map((s) => ({ value: s.value, label: sizeLabel(s.value), count: s.count, selected: s.selected }));
  const colors = facets.colors.map((c) => ({ value: c.value, label: translate(locale, `color.${c.value}`), count: c.count, selected: c.selected, swatch: productColors[c.value] }));
  const groups: FacetGroup[] = [];
  for (const [name, title, options] of [
    [FACET_PARAMS.brand, 'catalog.facets.brand', brands],
    [FACET_PARAMS.size, 'catalog.facets.size', sizes],
    [FACET_PARAMS.color, 'catalog.facets.color', colors],
  ] as const) {
    if (options.length > 0) groups.push({ name, title, options });
    for (const o of options) if (o.selected) chips.push({ label: o.label, to: without(url, name, o.value) });
  }

  const range = facets.price.min === null || facets.price.max === null ? null : priceRangeIn({ min: facets.price.min, max: facets.price.max }, currency);
  const unit = (currency.symbolAfter || currency.symbolBefore || currency.code).trim();
  return {
    groups,
    price: { names: { from: FACET_PARAMS.priceFrom, to: FACET_PARAMS.priceTo }, from: chosen.priceFrom, to: chosen.priceTo, min: range?.min ?? null, max: range?.max ?? null, unit },
    chips,
    clearAll: without(url, null),
  };
}
