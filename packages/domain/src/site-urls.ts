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

/** SPEC §2's fixed info pages (`/info/o-nas` …): content pages whose canonical address is under `/info/`. */
export const INFO_PAGE_SLUGS: ReadonlySet<string> = new Set(['o-nas', 'party-vyzdoba-na-klic', 'pujcovna-kostymu', 'nafukovani-balonku']);

/** The canonical path of a content page (without the language prefix): `/info/{slug}` for the fixed info pages, `/{slug}` for every other. */
export function contentPagePath(slug: string): string {
  return INFO_PAGE_SLUGS.has(slug) ? `/info/${slug}` : `/${slug}`;
}
