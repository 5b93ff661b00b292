import { LIVENESS_PATH, READINESS_PATH } from './readiness';

/**
 * React Router's route discovery (storefront: lazy, its default): a page asks `/__manifest?paths=…&version=…` for
 * the routes of the links it shows, once per page load.
 */
export const ROUTE_MANIFEST_PATH = '/__manifest';

/**
 * Storefront page URLs: not the API, media, built assets, form actions, React Router's `.data` and route manifest,
 * or the health checks.
 */
export function isPageUrl(url: string): boolean {
  const pathname = url.split('?')[0]!;
  if (/^\/(api|images|documents|assets|_)(\/|$)/.test(pathname) || pathname === LIVENESS_PATH || pathname === READINESS_PATH || pathname === ROUTE_MANIFEST_PATH) return false;
  return !(pathname.split('/').pop() ?? '').includes('.');
}

/** React Router's route id of the root, whose data is the visitor's own (their CSRF token; a logged-in visitor's user). */
const ROOT_ROUTE_ID = 'root';

/**
 * React Router's data request for a page's routes (`/path.data?_routes=…`, `/_root.data` for the home page): what a
 * client-side navigation asks instead of the page. Only one that leaves the root route out (a navigation within a
 * language does: the root's `shouldRevalidate`), and of a page URL (not a form action's).
 */
export function isPageDataUrl(url: string): boolean {
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  if (!pathname.endsWith('.data') || query < 0) return false;
  const routes = new URLSearchParams(url.slice(query + 1)).get('_routes');
  if (routes === null || routes.split(',').includes(ROOT_ROUTE_ID)) return false;
  const page = pathname.slice(0, -'.data'.length);
  return isPageUrl(page === '/_root' ? '/' : page);
}
