import { z } from 'zod';
import { data } from 'react-router';
import { SEARCH_MAX_LENGTH, sortOptions } from '@konfety/api/contract';
import type { PageName } from '../routing/page-modules';
import { pageOfRouteId } from '../routing/route-tree';

/** The sorts a listing offers; a value from the server, so client bundles never import the API's schemas. */
export { sortOptions };

/**
 * Route parameters and URL search parameters, parsed with zod. SPEC §2/§8: a
 * route whose parameters fail validation is a 404; search parameters that
 * make no sense fall back to their defaults (a shared link never breaks).
 */

/** The database's ids are PostgreSQL integers. */
const MAX_ID = 2147483647;

/** A positive integer written canonically (no sign, no leading zero), so each page has one URL. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_ID));

export const categoryParams = z.object({ id: idParam, category: z.string() });
export const productParams = z.object({ id: idParam });
/** SPEC §3 Order: the summary is addressed by the order id and its 64-hex-digit hash. */
export const summaryParams = z.object({ id: idParam, hash: z.string().regex(/^[0-9a-f]{64}$/) });
/** `/ucet/objednavka/{id}`: a malformed id is the page's 404. */
export const accountOrderParams = z.object({ id: idParam });
/** `/ucet/objednavka/{id}/doklad/{invoiceId}`: the order's and the document's ids; a malformed one is the 404. */
export const orderDocumentParams = z.object({ id: idParam, invoiceId: idParam });
/** `/account/video/{id}`: a malformed id is the page's 404, without asking the API. */
export const videoParams = z.object({ id: idParam });
/** `/znacky/{slug}`: a brand's slug as the catalogue writes them (lower case, digits, hyphens); anything else is no brand, a 404. */
export const brandParams = z.object({ slug: z.string().max(160).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) });

/** `/{slug}`: a content page's slug (lower case, digits, hyphens, as the shop writes them); anything else is no page, a 404. */
const pageSlug = z.string().max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const contentPageParams = z.object({ slug: pageSlug });
/** `/info/{id}/{slug}`: the page's id and slug (the search links pages so). */
export const infoPageParams = z.object({ id: idParam, slug: pageSlug });
/** `/blog/{id}/{slug}`: the slug is checked against the post's (a 301 to its own). */
export const blogPostParams = z.object({ id: idParam, slug: z.string() });
export const storeParams = z.object({ id: idParam });

/**
 * The route parameters of the pages that only load (no action), by route name, as their loaders parse them. The
 * shop's edge answers a post to such a page with a 405 (server request-hygiene.ts), but only at an address these
 * fit; any other is no page, a 404 as its GET is: `/_/cart/voucher` matches the product route's pattern, yet `_` is
 * no product id. A unit test keeps the table complete (routing.test.ts).
 */
export const loaderOnlyPageParams = {
  category: categoryParams,
  product: productParams,
  orderDetail: accountOrderParams,
  orderDocument: orderDocumentParams,
  video: videoParams,
  brand: brandParams,
  contentPage: contentPageParams,
  infoPage: infoPageParams,
  infoSlugPage: contentPageParams,
  blogPost: blogPostParams,
  branch: storeParams,
  contactCard: storeParams,
  event: blogPostParams,
} as const satisfies Partial<Record<PageName, z.ZodType>>;

/** Whether the parameters the page route `routeId` (`category.cs`) matched fit its page; true for a page not in the table. */
export function pageParamsFit(routeId: string, params: Record<string, string | undefined>): boolean {
  const page = pageOfRouteId(routeId);
  const schema = page === null ? undefined : (loaderOnlyPageParams as Partial<Record<string, z.ZodType>>)[page];
  return schema === undefined || schema.safeParse(params).success;
}

/** Parsed route parameters, or a thrown 404 response. */
export function routeParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

const flag = z
  .enum(['true', '1', 'on', 'false', '0', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'on')
  .catch(false);

/** A category listing's sort, in-stock filter and page from the URL; unknown values fall back to the defaults. */
export const listingSearch = z.object({
  sort: z.enum(sortOptions).catch('recommended'),
  in_stock: flag.optional().transform((v) => v ?? false),
  page: z.coerce.number().int().min(1).max(10000).catch(1),
});
export type ListingParams = { sort: z.output<typeof listingSearch>['sort']; inStock: boolean; page: number };

export function listingParams(url: URL): ListingParams {
  const { sort, in_stock, page } = listingSearch.parse(Object.fromEntries(url.searchParams));
  return { sort, inStock: in_stock, page };
}

export type SearchParams = ListingParams & { q: string };

/**
 * The search page's text (`q`, trimmed; a longer one cut to what the API takes, so a pasted paragraph still
 * searches) and the product results' sort, filter and page as a listing has them.
 */
export function searchParams(url: URL): SearchParams {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return { q, ...listingParams(url) };
}

/** The search's groups a result page may show alone, all of its matches (`?skupina=`), by their Czech URL names. */
const SEARCH_GROUPS = { kategorie: 'categories', znacky: 'brands', clanky: 'articles', stranky: 'pages' } as const;
export type SearchGroupName = (typeof SEARCH_GROUPS)[keyof typeof SEARCH_GROUPS];

/** The group a search page shows alone, or null (all groups); an unknown name is all groups. */
export function searchGroupParam(url: URL): SearchGroupName | null {
  const name = url.searchParams.get('skupina') ?? '';
  return Object.hasOwn(SEARCH_GROUPS, name) ? SEARCH_GROUPS[name as keyof typeof SEARCH_GROUPS] : null;
}
