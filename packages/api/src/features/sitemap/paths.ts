import { sitePageUrl } from '@konfety/domain/site-urls';

/*
 * The storefront's public pages the sitemaps list, by the storefront's page names, with their paths per language (the
 * language's prefix, `/sk`, is added by `sitePageUrl`). The storefront's route table is the source of these paths; the
 * API cannot import it (the storefront depends on the API's contract, not the other way), so they are written here and
 * `packages/server/test/feeds-files.test.ts` checks each against `routeNames` and that each page is one the route table
 * shares (public, indexable).
 */
export const SITEMAP_PAGE_PATHS = {
  home: { cs: '/', sk: '/', en: '/' },
  newProducts: { cs: '/produkty/novinky', sk: '/produkty/novinky', en: '/products/new' },
  saleProducts: { cs: '/produkty/akce', sk: '/produkty/akcie', en: '/products/sale' },
  brands: { cs: '/znacky', sk: '/znacky', en: '/brands' },
  brand: { cs: '/znacky/:slug', sk: '/znacky/:slug', en: '/brands/:slug' },
  category: { cs: '/:id/:category', sk: '/:id/:category', en: '/:id/:category' },
  product: { cs: '/:id/:category/:product', sk: '/:id/:category/:product', en: '/:id/:category/:product' },
  blog: { cs: '/blog', sk: '/blog', en: '/blog' },
  blogPost: { cs: '/blog/:id/:slug', sk: '/blog/:id/:slug', en: '/blog/:id/:slug' },
  contentPage: { cs: '/:slug', sk: '/:slug', en: '/:slug' },
  branches: { cs: '/prodejny', sk: '/predajne', en: '/stores' },
  branch: { cs: '/prodejny/:id', sk: '/predajne/:id', en: '/stores/:id' },
  events: { cs: '/eventy', sk: '/eventy', en: '/events' },
  event: { cs: '/eventy/:id/:slug', sk: '/eventy/:id/:slug', en: '/events/:id/:slug' },
  deliveryInfo: { cs: '/info/doprava-a-platba', sk: '/info/rozvoz', en: '/info/delivery-and-payment' },
  contact: { cs: '/info/kontakt', sk: '/info/kontakt', en: '/info/contact' },
  careers: { cs: '/kariera', sk: '/kariera', en: '/careers' },
} as const satisfies Record<string, Record<'cs' | 'sk' | 'en', string>>;

export type SitemapPage = keyof typeof SITEMAP_PAGE_PATHS;

/** The fixed pages (no parameter) every site's sitemap lists with its home page. */
export const FIXED_PAGES: readonly SitemapPage[] = ['home', 'newProducts', 'saleProducts', 'brands', 'blog', 'branches', 'events', 'deliveryInfo', 'contact', 'careers'];

/** The absolute URL of a page on a site: its path in the site's language with `:params` filled in. */
export function sitemapUrl(site: { url: string; locale: string }, page: SitemapPage, params: Record<string, string | number> = {}): string {
  const paths: Record<string, string> = SITEMAP_PAGE_PATHS[page];
  const pattern = paths[site.locale] ?? SITEMAP_PAGE_PATHS[page].cs;
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
  return sitePageUrl(site.url, site.locale, path === '/' && site.locale !== 'cs' ? '' : path);
}
