import { describe, expect, it } from 'vitest';
import { priceBoundToCzk } from '@konfety/domain/facets';
import { cookies } from '../../app/lib/cookies.server';
import type { ListingFilters } from '../../app/lib/listing-filters';
import { loader as listingLoader } from '../../app/routes/listing';
import { loader as searchLoader } from '../../app/routes/search';
import { partialAnswer, routeArgs, stub, stubLoadContext } from './support/load-context';

/*
 * The listings' facets in the storefront (lib/facets.server.ts through the listing route's loader): the URL's Czech
 * parameters become the API's query (prices from the visitor's currency to CZK haléře bounds), and the API's counts
 * the sidebar's data, every text and link made on the server.
 */

function sent(result: unknown): Record<string, unknown> {
  const { packed } = result as { packed: string };
  return JSON.parse(packed) as Record<string, unknown>;
}

const CZK_ROW = { id: 1, code: 'CZK', symbol_before: '', symbol_after: 'Kč', decimals: 2, rate: 1, is_default: true };
const EUR_ROW = { id: 2, code: 'EUR', symbol_before: '', symbol_after: '€', decimals: 2, rate: 0.04, is_default: false };
const currencies = stub('GET /lists/currencies', { data: [CZK_ROW, EUR_ROW] });
const EUR = { rate: '0.04', decimals: 2 };

const category = { id: 12, slug: 'kostymy', url: '/12/kostymy', name: 'Kostýmy', description: null, breadcrumbs: [], subcategories: [] };
const facets = {
  price: { min: 12990, max: 129950 },
  brands: [
    { slug: 'karnevalka', name: 'Karnevalka', count: 32, selected: true },
    { slug: 'maskarni-svet', name: 'Maškarní svět', count: 38, selected: false },
  ],
  sizes: [
    { value: '110-116', count: 27, selected: false },
    { value: 'M', count: 32, selected: true },
  ],
  colors: [
    { value: 'cerna', count: 4, selected: false },
    { value: 'cervena', count: 0, selected: true },
  ],
};
const answer = { category, products: [], total: 0, filters: {}, facets };
/** The listing as the API answers it: a value is chosen when the query names it. */
const listingStub = stub('GET /catalog/category/:id/products', ({ request }) => {
  const query = new URL(request.path, 'http://api').searchParams;
  const chosen = (name: string, value: string) => query.getAll(name).includes(value);
  const marked = {
    ...facets,
    brands: facets.brands.map((b) => ({ ...b, selected: chosen('brand', b.slug) })),
    sizes: facets.sizes.map((v) => ({ ...v, selected: chosen('size', v.value) })),
    colors: facets.colors.map((v) => ({ ...v, selected: chosen('color', v.value) })),
  };
  return { status: 200, body: partialAnswer({ data: { ...answer, facets: marked } }) };
});

async function load(url: string, init: RequestInit = {}) {
  const { context, calls } = stubLoadContext(listingStub, currencies);
  const result = sent(await listingLoader(routeArgs(context, url, { id: '12', category: 'kostymy' }, init)));
  const call = calls.find((c) => c.path.startsWith('/api/catalog/'))!;
  return { filters: result.filters as ListingFilters, listing: result.listing as Record<string, unknown>, api: new URL(call.path, 'http://api'), calls };
}

describe('a listing URL’s facets', () => {
  it('become the API’s query: each value a repeated parameter in the vocabulary’s order, the counts asked', async () => {
    const { api } = await load('/12/kostymy?barva=cervena&velikost=M&znacka=karnevalka&velikost=110-116&znacka=maskarni-svet&barva=cerna&in_stock=true');
    expect(api.pathname).toBe('/api/catalog/category/12/products');
    expect(api.searchParams.get('facets')).toBe('true');
    expect(api.searchParams.getAll('brand')).toEqual(['karnevalka', 'maskarni-svet']);
    expect(api.searchParams.getAll('size')).toEqual(['110-116', 'M']);
    expect(api.searchParams.getAll('color')).toEqual(['cerna', 'cervena']);
    expect(api.searchParams.get('in_stock')).toBe('true');
    expect(api.searchParams.has('price_from')).toBe(false);
  });

  it('leave out what makes no sense, and swap price bounds the wrong way round', async () => {
    const { api } = await load('/12/kostymy?znacka=Bad%20Slug&znacka=-x&velikost=XXXL&barva=blue&barva=cerna&barva=cerna&cena-od=900&cena-do=100&page=2');
    expect(api.searchParams.getAll('brand')).toEqual([]);
    expect(api.searchParams.getAll('size')).toEqual([]);
    expect(api.searchParams.getAll('color')).toEqual(['cerna']);
    expect([api.searchParams.get('price_from'), api.searchParams.get('price_to')]).toEqual(['10000', '90000']);
    const nonsense = await load('/12/kostymy?cena-od=12.5&cena-do=-3');
    expect(nonsense.api.searchParams.has('price_from') || nonsense.api.searchParams.has('price_to')).toBe(false);
  });

  it('take prices in the currency the visitor sees: euros become the CZK bounds that keep exactly the prices shown within them', async () => {
    const cookie = (await cookies(false).currency.serialize('EUR')).split(';')[0]!;
    const { api, filters } = await load('/12/kostymy?cena-od=5&cena-do=20', { headers: { cookie } });
    expect(Number(api.searchParams.get('price_from'))).toBe(priceBoundToCzk(5, EUR, 'from'));
    expect(Number(api.searchParams.get('price_to'))).toBe(priceBoundToCzk(20, EUR, 'to'));
    // The range the API answered (129,90–1 299,50 Kč) offered in euros, rounded outwards.
    expect(filters.price).toMatchObject({ from: 5, to: 20, min: 5, max: 52, unit: '€' });
    expect(filters.chips.map((c) => c.label)).toContain('Cena od 5\u00a0€');
  });
});

describe('the sidebar a listing page gets', () => {
  it('names each value (colours in the page’s language, sizes as written), with its count, choice and swatch', async () => {
    const { filters } = await load('/12/kostymy?znacka=karnevalka&velikost=M&barva=cervena');
    expect(filters.groups.map((g) => [g.name, g.title])).toEqual([
      ['znacka', 'catalog.facets.brand'],
      ['velikost', 'catalog.facets.size'],
      ['barva', 'catalog.facets.color'],
    ]);
    expect(filters.groups[1]!.options).toEqual([
      { value: '110-116', label: '110–116 cm', count: 27, selected: false },
      { value: 'M', label: 'M', count: 32, selected: true },
    ]);
    expect(filters.groups[2]!.options).toEqual([
      { value: 'cerna', label: 'Černá', count: 4, selected: false, swatch: '#263238' },
      { value: 'cervena', label: 'Červená', count: 0, selected: true, swatch: '#e53935' },
    ]);
    expect(filters.price).toEqual({ names: { from: 'cena-od', to: 'cena-do' }, from: null, to: null, min: 129, max: 1300, unit: 'Kč' });
    const { context } = stubLoadContext(listingStub, currencies);
    const slovak = sent(await listingLoader(routeArgs(context, '/sk/12/kostymy', { id: '12', category: 'kostymy' }))).filters as ListingFilters;
    expect(slovak.groups[2]!.options.map((o) => o.label)).toEqual(['Čierna', 'Červená']);
  });

  it('lists the active filters as links that drop one each (from the first page, the rest kept) and one that drops them all', async () => {
    const { filters } = await load('/12/kostymy?sort=price_asc&in_stock=true&znacka=karnevalka&velikost=M&barva=cervena&cena-do=900&page=3');
    expect(filters.chips).toEqual([
      { label: 'Pouze skladem', to: '/12/kostymy?sort=price_asc&znacka=karnevalka&velikost=M&barva=cervena&cena-do=900' },
      { label: 'Cena do 900\u00a0Kč', to: '/12/kostymy?sort=price_asc&in_stock=true&znacka=karnevalka&velikost=M&barva=cervena' },
      { label: 'Karnevalka', to: '/12/kostymy?sort=price_asc&in_stock=true&velikost=M&barva=cervena&cena-do=900' },
      { label: 'M', to: '/12/kostymy?sort=price_asc&in_stock=true&znacka=karnevalka&barva=cervena&cena-do=900' },
      { label: 'Červená', to: '/12/kostymy?sort=price_asc&in_stock=true&znacka=karnevalka&velikost=M&cena-do=900' },
    ]);
    expect(filters.clearAll).toBe('/12/kostymy?sort=price_asc');
    expect((await load('/12/kostymy')).filters.chips).toEqual([]);
  });

  it('does not send the API’s own facets and filters along', async () => {
    const { listing } = await load('/12/kostymy');
    expect(listing).not.toHaveProperty('facets');
    expect(listing).not.toHaveProperty('filters');
  });
});

describe('the search’s products', () => {
  it('have the in-stock filter alone, its chip and “clear all” keeping the text and the sort', async () => {
    const result = { query: 'pirat', corrected: null, products: { products: [], total: 0, page: 1, limit: 24, has_more: false, sort: 'name', filters: { in_stock: true } } };
    const empty = { items: [], total: 0 };
    const { context, calls } = stubLoadContext(stub('GET /search', partialAnswer({ data: { ...result, categories: empty, brands: empty, articles: empty, pages: empty } })));
    const data = sent(await searchLoader(routeArgs(context, '/hledani?q=pirat&sort=name&in_stock=true&znacka=karnevalka', {})));
    expect(data.filters).toEqual({ groups: [], price: null, chips: [{ label: 'Pouze skladem', to: '/hledani?q=pirat&sort=name&znacka=karnevalka' }], clearAll: '/hledani?q=pirat&sort=name' });
    expect(calls.map((c) => c.path)).toEqual(['/api/search?q=pirat&sort=name&in_stock=true&page=1']);
  });
});
