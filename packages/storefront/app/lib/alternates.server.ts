import type { AppLoadContext } from 'react-router';
import { type PageName, pagePath, routeNames } from '../routing/page-modules';
import { DEFAULT_LOCALE, type Locale, localePrefix, locales } from '../routing/route-names';

/**
 * Where a page is addressed, and its language alternates (hreflang) between the Czech and the Slovak shop.
 *
 * A page in a language is at that language's live site (load context `siteUrls`: SITE_URL_CZ for cs, SITE_URL_SK for
 * sk, each while its language is one of ACTIVE_LOCALES, packages/server storefront.ts), under the language's prefix —
 * the shape of the e-mails' links (domain site-urls.ts `sitePageUrl`). A language without a live site (English, or
 * Slovak until it goes live) stays at the configured public URL, as before. The canonical link (the root's
 * `publicUrl`, lib/meta.ts), the alternates and the structured data's URLs all take their origin from `pageOrigin`, so
 * a page's canonical address is always its own alternate.
 */

/** The origin (no trailing slash) of a page in `locale`: its live site's, else the public URL. */
export function pageOrigin(context: Pick<AppLoadContext, 'publicUrl' | 'siteUrls'>, locale: Locale): string {
  return (context.siteUrls?.[locale] ?? context.publicUrl).replace(/\/+$/, '');
}

/** The absolute URL of a path of the page's locale (with its language prefix, as `pagePath` and `location.pathname` have it). */
export function pageUrl(context: Pick<AppLoadContext, 'publicUrl' | 'siteUrls'>, locale: Locale, path: string): string {
  return `${pageOrigin(context, locale)}${path}`;
}

/** One `<link rel="alternate" hreflang="…" href="…">`: a language (or `x-default`) and the page's absolute URL in it. */
export interface Alternate {
  hreflang: Locale | 'x-default';
  href: string;
}

/**
 * The alternates of a page that exists at `paths` (the path in each language it exists in, with the language's prefix),
 * among the languages with a live site: each of them, and `x-default` the Czech one. None unless the page exists in at
 * least two live languages (Czech and Slovak once SITE_URL_SK is configured), and none for an address with a query
 * string (a sorted or filtered listing: not indexed, its canonical address is the one without the query, which carries
 * them).
 */
export function alternates(context: Pick<AppLoadContext, 'publicUrl' | 'siteUrls'>, url: URL, paths: Partial<Record<Locale, string>>): Alternate[] {
  if (url.search !== '') return [];
  const live = locales.filter((locale) => context.siteUrls?.[locale] !== undefined && paths[locale] !== undefined);
  if (live.length < 2) return [];
  const links: Alternate[] = live.map((locale) => ({ hreflang: locale, href: pageUrl(context, locale, paths[locale]!) }));
  const fallback = links.find((link) => link.hreflang === DEFAULT_LOCALE);
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : links;
}

/** The paths of a page of the route table (its parameters the same in every language) in the languages its route has. */
export function routeTablePaths(name: PageName, params: Record<string, string | number> = {}): Partial<Record<Locale, string>> {
  const languages = routeNames[name].locales ?? locales;
  return Object.fromEntries(languages.map((locale) => [locale, pagePath(name, locale, params)]));
}

/**
 * The paths of a page from an API answer's `paths` (without the language prefix), in the languages it names: every
 * language for a catalogue page, the languages with a text of their own for a content page (`GET /pages/:slug`).
 */
export function answerPaths(paths: Partial<Record<Locale, string>>): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.filter((locale) => paths[locale] !== undefined).map((locale) => [locale, `${localePrefix(locale)}${paths[locale]}`]));
}
