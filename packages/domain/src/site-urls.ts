/**
 * Absolute links to storefront pages, for e-mails: Czech pages have no prefix, the others live under /sk and /en (the
 * storefront's `localePrefix`, which a storefront test compares with this).
 */

const PREFIXED = ['sk', 'en'] as const;

/** `/sk`, `/en`, or '' for Czech and any language the storefront does not have. */
export function localePathPrefix(locale: string): string {
  return (PREFIXED as readonly string[]).includes(locale) ? `/${locale}` : '';
}

/** `{site url}{prefix}{path}` for a path of the storefront (starting with a slash, without the language prefix). */
export function sitePageUrl(siteUrl: string, locale: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${localePathPrefix(locale)}${path}`;
}

/**
 * Storefront pages the API sends people to (the e-mails' links, the card gateway's way back), per language: the
 * storefront's route table (routing/route-names.ts `routePaths`, page-modules.ts `serverPagePaths`: `orderSummary`,
 * `orderDetail`, `satisfaction`, `branch`), which the API does not depend on; a storefront test keeps the two equal.
 */
export const STOREFRONT_PAGES = {
  summary: { cs: '/shrnuti/:id/:hash', sk: '/zhrnutie/:id/:hash', en: '/summary/:id/:hash' },
  account: { cs: '/ucet/objednavka/:id', sk: '/ucet/objednavka/:id', en: '/account/order/:id' },
  survey: { cs: '/spokojenost', sk: '/spokojnost', en: '/satisfaction' },
  store: { cs: '/prodejny/:id', sk: '/predajne/:id', en: '/stores/:id' },
} as const;
export type StorefrontPage = keyof typeof STOREFRONT_PAGES;

/** A storefront page's path in a language, without the language prefix (Czech for a language the table does not have). */
export function storefrontPath(locale: string, page: StorefrontPage, params: Record<string, string | number> = {}): string {
  const paths: Record<string, string> = STOREFRONT_PAGES[page];
  const pattern = paths[locale] ?? STOREFRONT_PAGES[page].cs;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** The absolute link of a storefront page on a site, in the site's language. */
export function storefrontLink(site: { url: string; locale: string }, page: StorefrontPage, params: Record<string, string | number> = {}): string {
  return sitePageUrl(site.url, site.locale, storefrontPath(site.locale, page, params));
}

/**
 * The site's home page in its language. Not the bare site URL: which language the root shows is the storefront's
 * choice (a locale cookie may name another), while `/sk` is the Slovak home page for anyone who opens the link.
 */
export function storefrontHome(site: { url: string; locale: string }): string {
  return sitePageUrl(site.url, site.locale, '');
}

/** SPEC §2's fixed info pages (`/info/o-nas` …): content pages whose canonical address is under `/info/`. */
export const INFO_PAGE_SLUGS: ReadonlySet<string> = new Set(['o-nas', 'party-vyzdoba-na-klic', 'pujcovna-kostymu', 'nafukovani-balonku']);

/** The canonical path of a content page (without the language prefix): `/info/{slug}` for the fixed info pages, `/{slug}` for every other. */
export function contentPagePath(slug: string): string {
  return INFO_PAGE_SLUGS.has(slug) ? `/info/${slug}` : `/${slug}`;
}
