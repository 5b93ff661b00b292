/**
 * React Router's route discovery (storefront: lazy, its default): a page asks `/__manifest?paths=…&version=…` for
 * the routes of the links it shows, once per page load.
 */
export const ROUTE_MANIFEST_PATH = '/__manifest';

/**
 * Storefront page URLs: not the API, media, built assets, form actions, React Router's `.data` and route manifest,
 * or the health check.
 */
export function isPageUrl(url: string): boolean {
  const pathname = url.split('?')[0]!;
  if (/^\/(api|images|documents|assets|_)(\/|$)/.test(pathname) || pathname === '/healthz' || pathname === ROUTE_MANIFEST_PATH) return false;
  return !(pathname.split('/').pop() ?? '').includes('.');
}
