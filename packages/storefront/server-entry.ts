/**
 * What the shop's server (packages/server) uses of the storefront, as `@konfety/storefront/server`, and nothing
 * else: the cookie names the page cache reads, the route table's locale, sharing and framing of a URL, the check of a
 * page's route parameters, the API transport the server hands every request, and the load context it fills. The
 * rest of `app/` is the storefront's own and may change without the server knowing (a server test refuses a
 * deep import).
 */
export { COOKIE_NAMES, PAGE_VARIANT_COOKIES, PERSONAL_COOKIES } from './app/lib/cookie-names';
export { ACTIVE_LOCALES, type Locale, localeOfPath, localeSite, type SiteCode, localePath, locales, type RouteName } from './app/routing/route-names';
export { type PageName, pagePath, routeNames, type ShareClass } from './app/routing/page-modules';
export { pageAt, pageFrameable, pageShare, pageUploadBytes } from './app/routing/page-sharing';
export { pageParamsFit } from './app/lib/params.server';
export { type ApiTransport, fetchTransport } from './app/lib/api.server';
export type { StorefrontContext } from './app/lib/context';
