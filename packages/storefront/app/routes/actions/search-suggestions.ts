import { SEARCH_MAX_LENGTH, SUGGESTION_MIN_LENGTH } from '@konfety/api/contract';
import type { SuggestionsData } from '../../lib/suggestions';
import { visitor } from '../../lib/session.server';
import { localeOfPath, localePath, localePrefix } from '../../routing/route-names';
import type { Route } from './+types/search-suggestions';

/**
 * `/_/suggest?q=…&path=…`: the header search's suggestions while typing (components/search/SearchSuggestions.tsx
 * fetches it), as much as the list shows: products with image and price, categories, brands; links in the language
 * of the page at `path`. Private (the prices are the visitor's: a customer group may have its own), kept by the
 * browser for a minute, so typing back and forth asks once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  const locale = localeOfPath(url.searchParams.get('path') ?? '/');
  const headers = { 'cache-control': 'private, max-age=60' };
  if (q.length < SUGGESTION_MIN_LENGTH) return Response.json({ q, products: [], categories: [], brands: [] } satisfies SuggestionsData, { headers });
  const { api } = await visitor(request, context);
  const found = await api.data('GET /search/suggestions', { query: { q } });
  const prefix = localePrefix(locale);
  const body: SuggestionsData = {
    q,
    products: found.products.map((p) => ({ id: p.id, name: p.name, url: `${prefix}${p.url}`, image: p.main_image, price_vat: p.price_vat })),
    categories: found.categories.map((c) => ({ id: c.id, name: c.name, url: `${prefix}${c.url}` })),
    brands: found.brands.map((b) => ({ id: b.id, name: b.name, url: localePath('brand', locale, { slug: b.slug }) })),
  };
  return Response.json(body, { headers });
}
