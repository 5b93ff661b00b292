/**
 * What a page about one visitor answers with (the cart, an order, the account, a password reset link): never
 * kept by a shared cache (the page cache, a CDN) and never indexed.
 */
export const PRIVATE_PAGE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } as const;

/**
 * The `headers` export of such a page (or of a layout, whose pages then inherit it). React Router puts only the
 * cookies of a loader's or action's headers into the document answer by itself, so the page declares its
 * caching here, whatever its loader returned: the parent route's headers with these on top.
 */
export function privatePageHeaders({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) headers.set(name, value);
  return headers;
}
