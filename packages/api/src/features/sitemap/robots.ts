import { FACET_PARAMS } from '@konfety/domain/facets';
import { localePathPrefix } from '@konfety/domain/site-urls';

/*
 * robots.txt of a site (served by the server at `/robots.txt` on each site's host; ARCHITECTURE "Feeds and sitemap").
 * Crawlers may read the shop; they are kept out of what is one visitor's (the account, the cart and checkout, order
 * summaries, the password and review forms), the back office, the API, the form actions under `/_/` and React
 * Router's data requests, the search results (a page per typed text) and the listings' sort, stock and facet
 * parameters (the same products in endless orders; the pages themselves, `?strana=` included, stay open). Every
 * language's paths are listed, since every host serves every language. `packages/server/test/feeds-files.test.ts`
 * checks against the storefront's route table that every page it does not share is disallowed here, and
 * `api/test/sitemap.test.ts` that no URL of the sitemaps is.
 */

/** The storefront's private pages' paths per language, up to their first parameter (the route table's, checked by the server's test). */
const PRIVATE_PATHS: Readonly<Record<'cs' | 'sk' | 'en', readonly string[]>> = {
  cs: ['/ucet', '/account/', '/kosik', '/shrnuti/', '/hodnoceni/', '/registrace', '/obnova-hesla', '/zmena-hesla/', '/eventy/dekujeme', '/contacts/', '/hledani'],
  sk: ['/ucet', '/account/', '/kosik', '/zhrnutie/', '/hodnotenie/', '/registracia', '/obnova-hesla', '/zmena-hesla/', '/eventy/dakujeme', '/contacts/', '/hladanie'],
  en: ['/account', '/cart', '/summary/', '/review/', '/register', '/password-reset', '/change-password/', '/events/thank-you', '/contacts/', '/search'],
};

/** Outside the storefront's pages: the back office, the API, form actions, React Router's route discovery. */
const SYSTEM_PATHS = ['/admin', '/api/', '/_/', '/__manifest'];

/** The listings' parameters that only reorder or filter the same products (storefront lib/params.server.ts, domain FACET_PARAMS). */
const LISTING_PARAMS = ['sort', 'in_stock', ...Object.values(FACET_PARAMS)];

/** Every path prefix robots.txt disallows (without the query-parameter rules). */
export function disallowedPaths(): string[] {
  const paths = new Set<string>(SYSTEM_PATHS);
  for (const [locale, list] of Object.entries(PRIVATE_PATHS)) for (const path of list) paths.add(`${localePathPrefix(locale)}${path}`);
  return [...paths];
}

/** The `Disallow` patterns of the listings' parameters (`*` as Google, Bing and Seznam read it). */
export const disallowedParams = () => LISTING_PARAMS.flatMap((param) => [`/*?${param}=`, `/*&${param}=`]);

/**
 * The text of robots.txt for a site at `siteUrl`; `indexable` false (a configuration that is not production: a test or
 * staging shop) disallows everything, so no copy of the shop gets indexed.
 */
export function robotsTxt({ siteUrl, indexable }: { siteUrl: string; indexable: boolean }): string {
  const sitemap = `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`;
  if (!indexable) return ['# Not a production shop: nothing to index.', 'User-agent: *', 'Disallow: /', '', sitemap, ''].join('\n');
  return ['User-agent: *', 'Allow: /', ...disallowedPaths().map((p) => `Disallow: ${p}`), ...disallowedParams().map((p) => `Disallow: ${p}`), '', sitemap, ''].join('\n');
}
