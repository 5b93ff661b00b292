import { type AppLoadContext, redirect } from 'react-router';
import type { CategoryNode } from '../lib/api.server';
import { categoryListing, findCategory, productDetail } from '../lib/catalog.server';
import { visitor } from '../lib/session.server';
import { localePath } from '../routing/route-names';
import type { Route } from './+types/legacy-catalogue';

/**
 * SPEC §2's alternative catalogue routes, the addresses of the shop's earlier catalogue that old links and bookmarks
 * still use: every one answers a permanent redirect (301) to today's page, so none ends in a 404 and search engines
 * move their records over.
 * - `/eshop` → the home page; `/eshop/{slug}` → the category of that slug, else the search for its words;
 * - `/backup-products/{id}/{category}` → category `id` (its canonical address); `/backup-products/{id}/{category}/{product}`
 *   and `/backup-products/{id}/{product}` → product `id` when the id is no category's;
 * - without an id (`/backup-products/{category}`, `…/{category}/{product}`) → the category of that slug, else the
 *   search for the last segment's words.
 * The query string of the old address is dropped (its parameters were the old shop's).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [area, ...rest] = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  throw redirect(await targetOf(request, context, area === 'eshop' ? 'eshop' : 'backup', rest), 301);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const ID = /^[1-9]\d{0,9}$/;

async function targetOf(request: Request, context: AppLoadContext, area: 'eshop' | 'backup', segments: string[]): Promise<string> {
  const home = localePath('home', 'cs');
  if (segments.length === 0) return home;
  const [first, ...after] = segments as [string, ...string[]];
  if (area === 'backup' && ID.test(first) && after.length > 0) {
    const id = Number(first);
    if (after.length === 1) {
      const category = await categoryListing(request, context, id, { sort: 'recommended', inStock: false, page: 1 }).catch(() => null);
      if (category) return category.category.url;
    }
    const product = await productDetail(request, context, id).catch(() => null);
    if (product) return product.url;
    return searchFor(after.at(-1)!);
  }
  if (after.length === 0 || area === 'backup') {
    const slug = segments[0]!;
    const category = findCategory(await categoryTree(request, context), (node) => node.slug === slug);
    if (category && after.length === 0) return category.url;
  }
  return searchFor(segments.at(-1)!);
}

async function categoryTree(request: Request, context: AppLoadContext): Promise<CategoryNode[]> {
  const { api } = await visitor(request, context);
  return api.data('GET /catalog/category/:locale', { params: { locale: 'cs' } }).catch(() => []);
}

/** The search for a slug's words (`pirátský-klobouk` → `/hledani?q=pirátský klobouk`). */
function searchFor(slug: string): string {
  const words = slug.replace(/[-_+]+/g, ' ').trim().slice(0, 100);
  return words ? `${localePath('search', 'cs')}?${new URLSearchParams({ q: words })}` : localePath('home', 'cs');
}
