import type { AppLoadContext, EntryContext } from 'react-router';
import { translate } from '../i18n/catalogue.server';
import type { PageName } from '../routing/page-modules';
import { type Locale, localePath } from '../routing/route-names';
import { type Alternate, alternates, answerPaths, pageOrigin, routeTablePaths } from './alternates.server';
import type { ContentPage, ProductDetail } from './api.server';
import { visitorCurrency } from './facets.server';
import { scriptJson } from './json-ld';
import type { ListingHead } from './listing-page.server';
import { visitor } from './session.server';
import { breadcrumbList, homeStructuredData, type JsonLd, LOGO_PATH, type PageAddress, productStructuredData } from './structured-data.server';

/**
 * What a page adds to its document's head besides React's render: its language alternates (`<link rel="alternate"
 * hreflang>`, lib/alternates.server.ts) and its structured data (`<script type="application/ld+json">` data blocks,
 * lib/structured-data.server.ts). The page's loader leaves them with the request's load context, as a function of the
 * data it has; the server entry asks for them only when it renders the document (entry.server.tsx, into
 * lib/document-stream.server.ts `DocumentExtras.head`), so a client-side navigation's data request makes none of them.
 *
 * Why not React: a route's `meta` or component would put the code that renders them into the page's scripts, and their
 * data into the loader data the page carries a second time; the product page is within a few bytes of its JavaScript
 * budget (test/browser/bundle-budget.test.ts). They are for crawlers, which read the server's HTML: React skips them
 * when it hydrates the head (it leaves extra nodes of a singleton such as `<head>` alone), and a client-side navigation
 * leaves them as the first page had them (the canonical link, which React Router's `<Meta>` renders, follows it).
 */

export interface PageHead {
  alternates?: readonly Alternate[];
  structuredData?: readonly JsonLd[];
}

type HeadSource = () => PageHead | Promise<PageHead>;

const heads = new WeakMap<AppLoadContext, HeadSource>();

/** The head tags of the page the request renders, made when the document is (the page route's loader calls this). */
export function setPageHead(context: AppLoadContext, head: HeadSource): void {
  heads.set(context, head);
}

/** The head the page's loader set for this request, made now; nothing when it set none. */
export async function pageHeadOf(context: AppLoadContext): Promise<PageHead> {
  const source = heads.get(context);
  return source ? source() : {};
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tags as HTML: the alternates' links, then one data block per item (`<` escaped: no text can close its element). */
export function pageHeadHtml(head: PageHead): string {
  const links = (head.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${attribute(a.hreflang)}" href="${attribute(a.href)}"/>`);
  const blocks = (head.structuredData ?? []).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`);
  return links.join('') + blocks.join('');
}

/**
 * The head tags of a document the server renders: the page's, none when the document shows an error (a loader failed
 * after the page's loader set them: the error page is not the product) or when they cannot be made (a failed API
 * call): the page is shown without them rather than not at all.
 */
export async function documentPageHead(context: AppLoadContext, router: EntryContext): Promise<string> {
  if (router.staticHandlerContext.errors) return '';
  try {
    return pageHeadHtml(await pageHeadOf(context));
  } catch (error) {
    console.error('The page’s structured data and language alternates could not be made; the page is sent without them.', error);
    return '';
  }
}

/** Where a page in `locale` at `path` (with its language prefix) points its structured data's URLs. */
function addressOf(context: AppLoadContext, locale: Locale, path: string): PageAddress {
  const origin = pageOrigin(context, locale);
  const prefix = localePath('home', locale).replace(/\/$/, '');
  return { link: (bare) => `${origin}${prefix}${bare}`, file: (file) => `${origin}${file}`, page: `${origin}${path}` };
}

/** The breadcrumbs' first item, the home page, as components/catalog/shared.tsx `Breadcrumbs` shows it. */
function homeCrumb(context: AppLoadContext, locale: Locale) {
  return { name: translate(locale, 'catalog.home'), url: `${pageOrigin(context, locale)}${localePath('home', locale)}` };
}

/** The home page: Organization and WebSite (with the search), and the home page in each live language. */
export async function homeHead(request: Request, context: AppLoadContext, url: URL, locale: Locale): Promise<PageHead> {
  const { api } = await visitor(request, context);
  const settings = await api.data('GET /settings', { query: { lang: locale } });
  const origin = pageOrigin(context, locale);
  const structuredData = homeStructuredData(settings, {
    home: `${origin}${localePath('home', locale)}`,
    search: `${origin}${localePath('search', locale)}`,
    logo: `${origin}${LOGO_PATH}`,
    language: locale,
  });
  return { alternates: alternates(context, url, routeTablePaths('home')), structuredData };
}

/**
 * A listing (a category, a brand's goods, new or sale goods) or the brand list: the BreadcrumbList of the breadcrumbs it
 * shows, and the page in each live language (`paths`, lib/listing-page.server.ts).
 */
export function listingHead(context: AppLoadContext, url: URL, locale: Locale, breadcrumbs: ListingHead['breadcrumbs'], paths: Partial<Record<Locale, string>>): PageHead {
  const at = addressOf(context, locale, url.pathname);
  return { alternates: alternates(context, url, paths), structuredData: [breadcrumbList(homeCrumb(context, locale), breadcrumbs, at)] };
}

/** A product page: its Product (prices in the visitor's currency, as the page shows them) and BreadcrumbList, and the product in each live language. */
export async function productHead(request: Request, context: AppLoadContext, url: URL, locale: Locale, product: ProductDetail): Promise<PageHead> {
  const currency = await visitorCurrency(request, context);
  const at = addressOf(context, locale, url.pathname);
  return {
    alternates: alternates(context, url, answerPaths(product.paths)),
    structuredData: [
      productStructuredData(product, currency, at),
      breadcrumbList(homeCrumb(context, locale), [...product.breadcrumbs, { name: product.name, url: product.url }], at),
    ],
  };
}

/**
 * A content page (`GET /pages/:slug`): the page in each live language that has a text of its own at its slug (`paths`).
 * None for the Czech page standing in for a language that has none (`fallback`): its text is Czech, so it is no version
 * of that language's page, and the Czech page does not name it either (its `paths` leave that language out).
 */
export function contentPageHead(context: AppLoadContext, url: URL, page: Pick<ContentPage, 'fallback' | 'paths'>): PageHead {
  return { alternates: page.fallback ? [] : alternates(context, url, answerPaths(page.paths)) };
}

/**
 * A page of the route table that every language's site has whatever its data (the stores, a store, the blog's, the
 * events' and the careers' lists, documents, contacts, the contact, survey and event-order forms, the delivery page):
 * the page in each live language of its route.
 */
export function routePageHead(context: AppLoadContext, url: URL, name: PageName, params: Record<string, string | number> = {}): PageHead {
  return { alternates: alternates(context, url, routeTablePaths(name, params)) };
}
