/**
 * What a measurement needs from the demo shop, found through its API and its storefront forms the way a browser
 * or the storefront would reach it, so the measured URLs are real pages of whatever the seed made.
 */

/** The demo customer of README's "Demo data" table. */
export const DEMO_CUSTOMER = { email: 'zakaznik@example.com', password: 'Heslo123' };

export interface ShopPages {
  home: string;
  /** A top-level category's listing page (its first page of products). */
  category: string;
  /** The first product of that listing. */
  product: string;
  /** The API call behind the category page's product listing. */
  apiListing: string;
  /** Products of the listing, best first, for putting one into a cart. */
  productIds: number[];
}

/** Sends the site's `client-url` (SPEC §7): the shop's own URL is its Czech site. */
async function apiGet<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, { headers: { 'client-url': baseUrl, accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /api${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

export async function findPages(baseUrl: string): Promise<ShopPages> {
  const menu = await apiGet<{ data: Array<{ id: number; url: string }> }>(baseUrl, '/catalog/category/cs');
  const category = menu.data[0];
  if (!category) throw new Error('The demo shop has no categories');
  const apiListing = `/api/catalog/category/${category.id}/products`;
  const listing = await apiGet<{ data: { products: Array<{ id: number; url: string }> } }>(baseUrl, `/catalog/category/${category.id}/products`);
  const product = listing.data.products[0];
  if (!product) throw new Error(`Category ${category.url} lists no products`);
  return { home: '/', category: category.url, product: product.url, apiListing, productIds: listing.data.products.map((p) => p.id) };
}

/**
 * The route manifest request a page makes once it has loaded (React Router's route discovery,
 * `useFogOFWarDiscovery`): the paths of its links and forms marked for discovery with their ancestors, sorted,
 * and the build's version.
 */
export async function routeManifestUrl(baseUrl: string, pagePath: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}${pagePath}`, { headers: { accept: 'text/html', 'sec-fetch-site': 'none' } })).text();
  const version = /__reactRouterManifest = [\s\S]*?"version":\s*"([^"]+)"/.exec(html)?.[1];
  if (!version) throw new Error(`${pagePath} names no route manifest version`);
  const paths = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:a|form)\b[^>]*\bdata-discover\b[^>]*>/g)) {
    const target = /\b(?:href|action)="([^"]*)"/.exec(tag)?.[1];
    if (!target?.startsWith('/')) continue;
    const path = new URL(target, baseUrl).pathname;
    for (let i = 1; i < path.length; i++) if (path[i] === '/') paths.add(path.slice(0, i));
    paths.add(path);
  }
  return `/__manifest?${new URLSearchParams({ paths: [...paths].sort().join(','), version })}`;
}

/** `name=value` of the cookies an answer sets, for a `cookie` request header. */
function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]!);
}

/**
 * A form post to a storefront action the way a script on the shop's page sends it: `Origin` satisfies the CSRF
 * check (server/csrf.ts), `accept: application/json` gets the action's outcome instead of a redirect.
 */
async function postForm(baseUrl: string, path: string, form: Record<string, string>, cookie = ''): Promise<{ res: Response; outcome: { ok?: boolean; message?: string } }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { origin: baseUrl, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  const outcome = (await res.json().catch(() => ({}))) as { ok?: boolean; message?: string };
  return { res, outcome };
}

/**
 * The `cookie` header of a returning browser logged in as the demo customer: the CSRF cookie its first page
 * set and the storefront's httpOnly token cookie from the login form's action (`/_/login`).
 */
export async function loggedInCookie(baseUrl: string): Promise<string> {
  const first = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
  await first.arrayBuffer();
  const csrf = cookiesOf(first);
  const { res, outcome } = await postForm(baseUrl, '/_/login', DEMO_CUSTOMER, csrf.join('; '));
  const token = cookiesOf(res).filter((c) => c.startsWith('konfety_token='));
  if (!res.ok || outcome.ok !== true || token.length === 0) throw new Error(`Logging in as ${DEMO_CUSTOMER.email} failed (${res.status}): ${JSON.stringify(outcome)}`);
  const cookie = [...csrf, ...token].join('; ');
  // A token the storefront does not accept would be cleared (Max-Age=0) and the page served to a guest.
  const check = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html', cookie } });
  await check.arrayBuffer();
  if (check.headers.getSetCookie().some((c) => c.startsWith('konfety_token=;') || /konfety_token=[^;]*;.*Max-Age=0/i.test(c))) {
    throw new Error('The storefront refused the login cookie');
  }
  return cookie;
}

/**
 * The `cookie` header of a guest whose cart holds one demo product, put there through the storefront's
 * add-to-cart action (`/_/cart/item`, as the browser tests do): the first product of the listing with a
 * variant (size) in stock, that variant.
 */
export async function guestCartCookie(baseUrl: string, productIds: number[]): Promise<string> {
  for (const id of productIds) {
    const detail = await apiGet<{ data: { variants: Array<{ id: number; availability: { state: string } }> } }>(baseUrl, `/catalog/product/${id}`);
    const variant = detail.data.variants.find((v) => v.availability.state === 'in_stock');
    if (!variant) continue;
    const { res, outcome } = await postForm(baseUrl, '/_/cart/item', { productId: String(id), variantId: String(variant.id), quantity: '1', mode: 'add' });
    const cart = cookiesOf(res).filter((c) => c.startsWith('konfety_cart='));
    if (outcome.ok !== true || cart.length === 0) throw new Error(`Adding product ${id} to a cart failed (${res.status}): ${JSON.stringify(outcome)}`);
    return cart.join('; ');
  }
  throw new Error('No product of the listing has a variant in stock');
}

/**
 * The page paths of every product the category listings show (each top-level category's listing, which holds its
 * subcategories' products, page by page), for a walk over distinct products as a crawler makes.
 */
export async function productPaths(baseUrl: string): Promise<string[]> {
  const menu = await apiGet<{ data: Array<{ id: number }> }>(baseUrl, '/catalog/category/cs');
  const paths = new Set<string>();
  for (const category of menu.data) {
    for (let page = 1; ; page++) {
      const listing = await apiGet<{ data: { products: Array<{ url: string }> } }>(baseUrl, `/catalog/category/${category.id}/products?limit=60&page=${page}`);
      for (const p of listing.data.products) paths.add(p.url);
      if (listing.data.products.length < 60) break;
    }
  }
  return [...paths];
}

/** A guest cart of the API (`tempId`) and a product variant in stock that its lines may hold. */
export interface CartLine {
  tempId: string;
  productId: number;
  variantId: number;
}

/**
 * `count` guest carts made through the API as the storefront makes them, each to hold a line of one of the
 * listing's products with a variant of at least 3 pieces in stock (a different product per cart where there are enough).
 */
export async function guestCarts(baseUrl: string, productIds: number[], count: number): Promise<CartLine[]> {
  const lines: Array<{ productId: number; variantId: number }> = [];
  for (const id of productIds) {
    const detail = await apiGet<{ data: { variants: Array<{ id: number; availability: { state: string; count: number } }> } }>(baseUrl, `/catalog/product/${id}`);
    // Enough pieces for every quantity the case sets (cart line changes: up to 3).
    const variant = detail.data.variants.find((v) => v.availability.state === 'in_stock' && v.availability.count >= 3);
    if (variant) lines.push({ productId: id, variantId: variant.id });
  }
  if (lines.length === 0) throw new Error('No product of the listing has a variant in stock');
  const carts: CartLine[] = [];
  for (let i = 0; i < count; i++) {
    const cart = await apiGet<{ data: { tempId: string } }>(baseUrl, '/cart/anonymous/cs/0');
    carts.push({ tempId: cart.data.tempId, ...lines[i % lines.length]! });
  }
  return carts;
}
