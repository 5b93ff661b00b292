import { matchRoutes } from 'react-router';
import { layouts, routeNames, type ShareClass } from './page-modules';
import { locales, type RouteName } from './route-names';
import { buildPageRoutes, pageOfRouteId } from './route-tree';

/**
 * The page routes as the route config builds them (routes.ts), without its form actions (all under `/_/`, never a
 * page's URL) and the catch-all (no page): the same patterns in the same places, so React Router's own matching
 * picks the same page here as when it renders the URL.
 */
const pageRoutes = buildPageRoutes(routeNames, layouts, locales);

/** The page React Router renders at a URL path (`/1/kostymy` → `category`), or null where no page route matches (the 404 page). */
export function pageAt(pathname: string): RouteName | null {
  const leaf = matchRoutes(pageRoutes, pathname)?.at(-1);
  return leaf ? (pageOfRouteId(leaf.route.id) as RouteName | null) : null;
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
