/**
 * The route-name table (SPEC §2): every page has a name and a path per
 * locale. Czech paths have no prefix; Slovak and English live under /sk and
 * /en. Routes are generated from this table and `page-modules.ts` (routes.ts)
 * and links are built from it (`localePath`), so a path is written once.
 */
export const locales = ['cs', 'sk', 'en'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'cs';
/**
 * The languages that are live shops: Czech (SPEC §2) and, since issue 41, Slovak on the Slovak site. English is built
 * and reachable for translation work on the Czech site, but not offered to search engines (no canonical site of its own).
 */
export const ACTIVE_LOCALES: readonly Locale[] = ['cs', 'sk'];

/**
 * The shop site each language's pages live on (config `sites`: SITE_URL_CZ, SITE_URL_SK): a Slovak page is the Slovak
 * shop's (EUR, Slovak VAT and delivery), the others the Czech one's. The server sends a page asked on the other site's
 * host there (packages/server site-hosts.ts).
 */
export const localeSite = { cs: 'cz', sk: 'sk', en: 'cz' } as const satisfies Record<Locale, 'cz' | 'sk'>;
export type SiteCode = (typeof localeSite)[Locale];

/** Who may open a page (SPEC §2): `auth` — logged-in visitors only; `guest` — anonymous visitors only. See guards.server.ts. */
export const guardNames = ['auth', 'guest'] as const;
export type GuardName = (typeof guardNames)[number];

/**
 * The path per locale of each page the browser builds links to by name (`localePath`, the language switcher). Pages
 * only ever linked from data (the API's `url`s, menus, search results, redirects made on the server) have theirs in
 * `page-modules.ts` (`serverPagePaths`), which the browser's bundle does not carry: each page here costs every page
 * ≈ 25 B of script. Which module, layout and guard a routed page has is in `page-modules.ts` too.
 */
export const routePaths = {
  home: { cs: '/', sk: '/', en: '/' },
  orderSummary: { cs: '/shrnuti/:id/:hash', sk: '/zhrnutie/:id/:hash', en: '/summary/:id/:hash' },
  service: { cs: '/sluzby/:id/:slug', sk: '/sluzby/:id/:slug', en: '/services/:id/:slug' },
  search: { cs: '/hledani', sk: '/hladanie', en: '/search' },
  newProducts: { cs: '/produkty/novinky', sk: '/produkty/novinky', en: '/products/new' },
  saleProducts: { cs: '/produkty/akce', sk: '/produkty/akcie', en: '/products/sale' },
  brands: { cs: '/znacky', sk: '/znacky', en: '/brands' },
  brand: { cs: '/znacky/:slug', sk: '/znacky/:slug', en: '/brands/:slug' },
  /** A customer's review of a product (private, behind the login; the product page links to it). */
  productReview: { cs: '/hodnoceni/:id', sk: '/hodnotenie/:id', en: '/review/:id' },
  cart: { cs: '/kosik', sk: '/kosik', en: '/cart' },
  branches: { cs: '/prodejny', sk: '/predajne', en: '/stores' },
  /** SPEC §2 delivery and payment, generated from the site's real methods (the checkout's own list). */
  deliveryInfo: { cs: '/info/doprava-a-platba', sk: '/info/rozvoz', en: '/info/delivery-and-payment' },
  /** The same, without the shop's chrome: what the product page's delivery modal shows in its iframe (frameable by the shop only). */
  deliveryInfoFrame: { cs: '/info/doprava-a-platba/okno', sk: '/info/rozvoz/okno', en: '/info/delivery-and-payment/frame' },
  account: { cs: '/ucet', sk: '/ucet', en: '/account' },
  orderDetail: { cs: '/ucet/objednavka/:id', sk: '/ucet/objednavka/:id', en: '/account/order/:id' },
  invoice: { cs: '/ucet/fakturacni-udaje', sk: '/ucet/fakturacne-udaje', en: '/account/invoice-details' },
  accountPassword: { cs: '/ucet/zmena-hesla', sk: '/ucet/zmena-hesla', en: '/account/change-password' },
  addresses: { cs: '/account/addresses', sk: '/account/addresses', en: '/account/addresses' },
  influencer: { cs: '/account/influencer', sk: '/account/influencer', en: '/account/influencer' },
  videos: { cs: '/account/videos', sk: '/account/videos', en: '/account/videos' },
  video: { cs: '/account/video/:id', sk: '/account/video/:id', en: '/account/video/:id' },
  register: { cs: '/registrace', sk: '/registracia', en: '/register' },
  passwordReset: { cs: '/obnova-hesla', sk: '/obnova-hesla', en: '/password-reset' },
  /** The terms and conditions: a content page (`contentPage`) the checkout and registration link. */
  terms: { cs: '/obchodni-podminky', sk: '/obchodni-podminky', en: '/obchodni-podminky' },
  /** SPEC §2 blog: the list (`?kategorie=`, `?strana=`) and an article. */
  blog: { cs: '/blog', sk: '/blog', en: '/blog' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Form-action endpoints (see routes.ts). */
export const actionPaths = {
  login: '/_/login',
  logout: '/_/logout',
  currency: '/_/currency',
  promo: '/_/promo',
  cart: '/_/cart',
  cartItem: '/_/cart/item',
  checkout: '/_/checkout',
  newsletter: '/_/newsletter',
  watchdog: '/_/watchdog',
} as const;

/** Addresses the browser only reads (no form posts to them, unlike `actionPaths`): the header search's suggestions, and the on-demand client UI's route (hooks/useClientUi.ts). */
export const SUGGESTIONS_PATH = '/_/suggest';
/** The language switcher's links (GET: remembers the language in the locale cookie, then goes to the page; lib/site-language.server.ts). */
export const LANGUAGE_PATH = '/_/language';
export const CLIENT_UI_PATH = '/_/ui';

export type RouteName = keyof typeof routePaths;

export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** A path pattern in a locale with `:params` filled in and the locale's prefix: what `localePath` and `pagePath` give. */
export function fillPath(pattern: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const filled = pattern.replace(/:(\w+)\??/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
  const path = `${localePrefix(locale)}${filled}`.replace(/\/+$/, '');
  return path === '' ? '/' : path.replace(/\/{2,}/g, '/');
}

/** The path of a named page in a locale, with `:params` filled in. */
export function localePath(name: RouteName, locale: Locale, params: Record<string, string | number> = {}): string {
  return fillPath(routePaths[name][locale], locale, params);
}

/** The locale a URL path belongs to, from its prefix. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return (locales as readonly string[]).includes(first ?? '') && first !== DEFAULT_LOCALE ? (first as Locale) : DEFAULT_LOCALE;
}
