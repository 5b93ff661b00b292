import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '@konfety/api/contract';
import { loader as brandLoader } from '../../app/routes/listing';
import { loader as productListLoader } from '../../app/routes/listing';
import { loader as searchLoader } from '../../app/routes/search';
import { loader as suggestLoader } from '../../app/routes/actions/search-suggestions';
import { outcome, partialAnswer, routeArgs, stub, stubLoadContext } from './support/load-context';

/** The packed part of a loader's data as the browser reads it. */
function sent(result: unknown): Record<string, unknown> {
  const { packed } = result as { packed: string };
  return JSON.parse(packed) as Record<string, unknown>;
}

const emptyGroup = { items: [], total: 0 };
const result = (q: string) => ({
  query: q,
  corrected: null,
  products: { products: [], total: 0, page: 1, limit: 24, has_more: false, sort: 'recommended', filters: { in_stock: false } },
  categories: emptyGroup,
  brands: emptyGroup,
  articles: emptyGroup,
  pages: emptyGroup,
});

describe('search page loader', () => {
  it('asks the API with the text, the listing query and the group, and cuts a long text to what the API takes', async () => {
    const { context, calls } = stubLoadContext(stub('GET /search', (request) => ({ status: 200, body: partialAnswer({ data: result(request.query.q ?? '') }) })));
    await searchLoader(routeArgs(context, '/hledani?q=%20carodejnice%20&sort=price_asc&in_stock=1&page=2', {}));
    expect(calls[0]!.path).toBe('/api/search?q=carodejnice&sort=price_asc&in_stock=true&page=2');
    await searchLoader(routeArgs(context, '/hledani?q=paruka&skupina=znacky', {}));
    expect(calls[1]!.path).toBe('/api/search?q=paruka&sort=recommended&in_stock=false&page=1&group=brands');
    await searchLoader(routeArgs(context, '/hledani?q=paruka&skupina=nic', {}));
    expect(calls[2]!.path).toBe('/api/search?q=paruka&sort=recommended&in_stock=false&page=1');
    const long = `${'kostym '.repeat(30)}`;
    const data = sent(await searchLoader(routeArgs(context, `/hledani?q=${encodeURIComponent(long)}`, {})));
    const q = (data.query as { q: string }).q;
    expect(q.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
    expect(q).toBe(long.trim().slice(0, SEARCH_MAX_LENGTH).trim());
  });

  it('says "1000+" products when the API counted up to its limit, else the number', async () => {
    const answer = (total: number, capped: boolean) => {
      const r = result('kostym');
      return partialAnswer({ data: { ...r, products: { ...r.products, total, total_capped: capped } } });
    };
    const capped = stubLoadContext(stub('GET /search', answer(1000, true)));
    expect(sent(await searchLoader(routeArgs(capped.context, '/hledani?q=kostym', {}))).productCount).toBe('1000+');
    const exact = stubLoadContext(stub('GET /search', answer(24, false)));
    expect(sent(await searchLoader(routeArgs(exact.context, '/hledani?q=kostym', {}))).productCount).toBe('24');
  });
});

describe('suggestions endpoint (/_/suggest)', () => {
  it('asks nothing for less than two characters, and answers privately', async () => {
    const { context, calls } = stubLoadContext();
    const res = await suggestLoader(routeArgs(context, '/_/suggest?q=k&path=/', {}));
    expect(calls).toHaveLength(0);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    expect(await res.json()).toEqual({ q: 'k', products: [], categories: [], brands: [] });
  });

  it('gives links in the language of the page it is asked from', async () => {
    const found = {
      products: [{ id: 5, name: 'Pirátský klobouk', url: '/12/klobouky/piratsky-klobouk', main_image: 'a.webp', price_vat: 19900 }],
      categories: [{ id: 12, name: 'Klobouky', url: '/12/klobouky' }],
      brands: [{ id: 2, name: 'Karnevalka', slug: 'karnevalka', logo: null }],
    };
    const { context, calls } = stubLoadContext(stub('GET /search/suggestions', partialAnswer({ data: found })));
    const res = await suggestLoader(routeArgs(context, '/_/suggest?q=pirat&path=/en/1/kostymy', {}));
    expect(calls[0]!.path).toBe('/api/search/suggestions?q=pirat');
    expect(await res.json()).toEqual({
      q: 'pirat',
      products: [{ id: 5, name: 'Pirátský klobouk', url: '/en/12/klobouky/piratsky-klobouk', image: 'a.webp', price_vat: 19900 }],
      categories: [{ id: 12, name: 'Klobouky', url: '/en/12/klobouky' }],
      brands: [{ id: 2, name: 'Karnevalka', url: '/en/brands/karnevalka' }],
    });
  });
});

describe('new and sale goods, brand pages', () => {
  const page = { products: [], total: 0, page: 1, limit: 24, has_more: false, sort: 'name', filters: { in_stock: false }, facets: null };
  const currencies = stub('GET /lists/currencies', { data: [{ id: 1, code: 'CZK', symbol_before: '', symbol_after: 'Kč', decimals: 2, rate: 1, is_default: true }] });
  const catalogueCalls = <C extends { path: string }>(calls: C[]) => calls.filter((c) => !c.path.startsWith('/api/lists/currencies'));

  it('lists new goods at /produkty/novinky and sale goods at /produkty/akce', async () => {
    const { context, calls } = stubLoadContext(stub('GET /catalog/products/new', partialAnswer({ data: page })), stub('GET /catalog/products/sale', partialAnswer({ data: page })), currencies);
    expect(sent(await productListLoader(routeArgs(context, '/produkty/novinky?sort=name', {})))).toMatchObject({ head: { title: 'Novinky' }, query: { sort: 'name' } });
    expect(sent(await productListLoader(routeArgs(context, '/produkty/akce', {})))).toMatchObject({ head: { title: 'Akce' } });
    expect(sent(await productListLoader(routeArgs(context, '/sk/produkty/akcie', {})))).toMatchObject({ head: { title: 'Akcie' } });
    expect(catalogueCalls(calls).map((c) => c.path)).toEqual([
      '/api/catalog/products/new?sort=name&in_stock=false&page=1&facets=true',
      '/api/catalog/products/sale?sort=recommended&in_stock=false&page=1&facets=true',
      '/api/catalog/products/sale?sort=recommended&in_stock=false&page=1&facets=true',
    ]);
  });

  it('is a 404 for a malformed brand slug without asking, and for a brand the API does not know', async () => {
    const { context, calls } = stubLoadContext(stub('GET /catalog/brand/:slug/products', partialAnswer({ errors: [] }), 404), currencies);
    for (const slug of ['Velka', 'a b', '-x', 'x-']) expect((await outcome(brandLoader(routeArgs(context, `/znacky/${encodeURIComponent(slug)}`, { slug })))).status).toBe(404);
    expect(calls).toHaveLength(0);
    expect((await outcome(brandLoader(routeArgs(context, '/znacky/nikdo', { slug: 'nikdo' })))).status).toBe(404);
    expect(catalogueCalls(calls)).toHaveLength(1);
  });
});
