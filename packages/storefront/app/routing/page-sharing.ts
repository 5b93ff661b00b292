import { matchRoutes } from 'react-router';
import { layouts, type PageDef, type PageName, routeNames, type ShareClass } from './page-modules';
import { locales } from './route-names';
import { LEGACY_CATALOGUE_FILE, LEGACY_CATALOGUE_PATHS, legacyRouteId } from './legacy-routes';
import { buildPageRoutes, pageOfRouteId, type RouteEntry } from './route-tree';

/**
 * The page routes as the route config builds them (routes.ts), and the earlier shop's addresses (redirects, no
 * page), without its form actions (all under `/_/`, never a page's URL) and the catch-all (no page): the same
 * patterns in the same places, so React Router's own matching picks the same page here as when it renders the URL.
 */
const pageRoutes: RouteEntry[] = [
  ...buildPageRoutes(routeNames, layouts, locales),
  // No pages, but they outrank some (the product page's shape holds /backup-products/{id}/{category}).
  ...LEGACY_CATALOGUE_PATHS.map((path) => ({ id: legacyRouteId(path), file: LEGACY_CATALOGUE_FILE, path })),
];

/** The fixed words of the page routes' paths, lower-cased as React Router compares them. */
function staticSegmentsOf(routes: RouteEntry[], into = new Set<string>()): Set<string> {
  for (const route of routes) {
    for (const segment of (route.path ?? '').split('/')) {
      if (segment === '' || segment.startsWith(':') || segment === '*') continue;
      // A shape (below) stands for its paths only while each segment is a whole parameter or a fixed word.
      if (/[:*]/.test(segment)) throw new Error(`Route path segment ${segment} mixes a parameter into a word`);
      into.add(segment.replace(/\?$/, '').toLowerCase());
    }
    staticSegmentsOf(route.children ?? [], into);
  }
  return into;
}

const staticSegments = staticSegmentsOf(pageRoutes);

/**
 * A path as the route table tells it apart from others: its fixed words kept, every other non-empty segment `:`
 * (a parameter takes any). Paths of one shape match the same route, so the match is made once per shape:
 * `/252/detske-kostymy/kostym-…` and every other product's path are `/:/:/:`. React Router flattens and ranks the
 * whole table on every `matchRoutes` call (≈ 0.5 ms on this table), where a product page renders in a few.
 */
function shapeOf(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      if (segment === '') return '';
      let word = segment;
      try {
        word = decodeURIComponent(segment).toLowerCase();
      } catch {
        return ':';
      }
      return staticSegments.has(word) ? word : ':';
    })
    .join('/');
}

/** Shapes kept: the table's few dozen and the made-up ones of a crawler, bounded so that those cannot grow it for ever. */
const SHAPES_KEPT = 2_000;
const pageOfShape = new Map<string, PageName | null>();

function matchPage(pathname: string): PageName | null {
  const leaf = matchRoutes(pageRoutes, pathname)?.at(-1);
  return leaf ? (pageOfRouteId(leaf.route.id) as PageName | null) : null;
}

/** The page at a URL path with its route parameters (`/sk/1/parochne` → `category`, `{ id: '1', category: 'parochne' }`), or null. */
export function pageMatchAt(pathname: string): { name: PageName; params: Record<string, string> } | null {
  const leaf = matchRoutes(pageRoutes, pathname)?.at(-1);
  const name = leaf ? (pageOfRouteId(leaf.route.id) as PageName | null) : null;
  return leaf && name ? { name, params: Object.fromEntries(Object.entries(leaf.params).filter((e): e is [string, string] => e[1] !== undefined)) } : null;
}

/** The page React Router renders at a URL path (`/1/kostymy` → `category`), or null where no page route matches (the 404 page). */
export function pageAt(pathname: string): PageName | null {
  const shape = shapeOf(pathname);
  let page = pageOfShape.get(shape);
  if (page === undefined) {
    page = matchPage(pathname);
    if (pageOfShape.size >= SHAPES_KEPT) pageOfShape.delete(pageOfShape.keys().next().value!);
    pageOfShape.set(shape, page);
  }
  return page;
}

/**
 * Whether the answer of the page at a URL path may be given to everyone, and in which budget a shared cache keeps it:
 * the page's `share` in the route table (page-modules.ts); null, private, for a page that declares none and for a
 * path that is no page.
 */
export function pageShare(pathname: string): ShareClass | null {
  const page = pageAt(pathname);
  return page === null ? null : (routeNames[page].share ?? null);
}

/** Whether the page at a URL path may be shown in a frame by the shop's own pages (its `frameable` in the route table). */
export function pageFrameable(pathname: string): boolean {
  const page = pageAt(pathname);
  return page !== null && (routeNames[page] as PageDef).frameable === true;
}

/** The most a form post to the page at a URL path may weigh, where the page takes a file (its `uploadBytes`); null: the edge's own limit. */
export function pageUploadBytes(pathname: string): number | null {
  const page = pageAt(pathname);
  return page === null ? null : ((routeNames[page] as PageDef).uploadBytes ?? null);
}
