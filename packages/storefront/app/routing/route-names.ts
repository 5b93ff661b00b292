/**
 * The route-name table (SPEC §2): every page has a name and a path per
 * locale. Czech paths have no prefix; Slovak and English live under /sk and
 * /en. Routes are generated from this table (routes.ts) and links are built
 * from it (`localePath`), so a path is written once.
 */
export const locales = ['cs', 'sk', 'en'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'cs';
/** Only Czech is live (SPEC §2); the others are built and reachable for translation work. */
export const ACTIVE_LOCALES: readonly Locale[] = ['cs'];

/**
 * Layouts a page can sit in. A layout may nest in a `parent` layout (an
 * account area inside the default chrome, for instance); routes.ts builds the
 * tree from this table.
 */
export const layouts = {
  default: { file: 'layouts/default.tsx' },
  simple: { file: 'layouts/simple.tsx' },
  /** The account area (SPEC §6): side navigation with the customer's name and group, inside the default chrome. */
  account: { file: 'layouts/account.tsx', parent: 'default' },
} as const satisfies Record<string, LayoutDef>;

export interface LayoutDef {
  file: string;
  parent?: string;
}
export type LayoutName = keyof typeof layouts;

/** Who may open a page (SPEC §2): `auth` — logged-in visitors only; `guest` — anonymous visitors only. See guards.server.ts. */
export const guardNames = ['auth', 'guest'] as const;
export type GuardName = (typeof guardNames)[number];

export interface PageDef<L extends string = LayoutName> {
  /** The route module; pages without one are linked to already but built by later issues (not routed, so they 404). */
  file?: string;
  layout?: L;
  guard?: GuardName;
  paths: Record<Locale, string>;
}

export const routeNames = {
  home: { file: 'routes/home.tsx', layout: 'default', paths: { cs: '/', sk: '/', en: '/' } },
  maintenance: { file: 'routes/maintenance.tsx', layout: 'simple', paths: { cs: '/mimo-provoz', sk: '/mimo-prevadzky', en: '/maintenance' } },
  orderSummary: { file: 'routes/order-summary.tsx', layout: 'default', paths: { cs: '/shrnuti/:id/:hash', sk: '/zhrnutie/:id/:hash', en: '/summary/:id/:hash' } },
  category: { file: 'routes/category.tsx', layout: 'default', paths: { cs: '/:id/:category', sk: '/:id/:category', en: '/:id/:category' } },
  product: { file: 'routes/product.tsx', layout: 'default', paths: { cs: '/:id/:category/:product', sk: '/:id/:category/:product', en: '/:id/:category/:product' } },
  service: { paths: { cs: '/sluzby/:id/:slug', sk: '/sluzby/:id/:slug', en: '/services/:id/:slug' } },
  search: { paths: { cs: '/hledani', sk: '/hladanie', en: '/search' } },
  cart: { file: 'routes/cart.tsx', layout: 'default', paths: { cs: '/kosik', sk: '/kosik', en: '/cart' } },
  branches: { paths: { cs: '/prodejny', sk: '/predajne', en: '/stores' } },
  account: { file: 'routes/account-orders.tsx', layout: 'account', guard: 'auth', paths: { cs: '/ucet', sk: '/ucet', en: '/account' } },
  orderDetail: { file: 'routes/account-order.tsx', layout: 'account', guard: 'auth', paths: { cs: '/ucet/objednavka/:id', sk: '/ucet/objednavka/:id', en: '/account/order/:id' } },
  invoice: { file: 'routes/account-invoice.tsx', layout: 'account', guard: 'auth', paths: { cs: '/ucet/fakturacni-udaje', sk: '/ucet/fakturacne-udaje', en: '/account/invoice-details' } },
  accountPassword: { file: 'routes/account-password.tsx', layout: 'account', guard: 'auth', paths: { cs: '/ucet/zmena-hesla', sk: '/ucet/zmena-hesla', en: '/account/change-password' } },
  addresses: { file: 'routes/account-addresses.tsx', layout: 'account', guard: 'auth', paths: { cs: '/account/addresses', sk: '/account/addresses', en: '/account/addresses' } },
  influencer: { file: 'routes/influencer.tsx', layout: 'account', guard: 'auth', paths: { cs: '/account/influencer', sk: '/account/influencer', en: '/account/influencer' } },
  videos: { file: 'routes/videos.tsx', layout: 'account', guard: 'auth', paths: { cs: '/account/videos', sk: '/account/videos', en: '/account/videos' } },
  video: { file: 'routes/video.tsx', layout: 'account', guard: 'auth', paths: { cs: '/account/video/:id', sk: '/account/video/:id', en: '/account/video/:id' } },
  register: { file: 'routes/register.tsx', layout: 'default', guard: 'guest', paths: { cs: '/registrace', sk: '/registracia', en: '/register' } },
  /** The old address of the registration: a 301 to `register` (routes/register-alias.ts). */
  registerAlias: { file: 'routes/register-alias.ts', layout: 'default', paths: { cs: '/account/register', sk: '/account/register', en: '/account/register' } },
  passwordReset: { file: 'routes/password-reset.tsx', layout: 'default', guard: 'guest', paths: { cs: '/obnova-hesla', sk: '/obnova-hesla', en: '/password-reset' } },
  passwordChange: { file: 'routes/password-change.tsx', layout: 'default', paths: { cs: '/zmena-hesla/:hash', sk: '/zmena-hesla/:hash', en: '/change-password/:hash' } },
} as const satisfies Record<string, PageDef>;

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
} as const;

export type RouteName = keyof typeof routeNames;

export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The path of a named page in a locale, with `:params` filled in. */
export function localePath(name: RouteName, locale: Locale, params: Record<string, string | number> = {}): string {
  const pattern = routeNames[name].paths[locale];
  const filled = pattern.replace(/:(\w+)\??/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
  const path = `${localePrefix(locale)}${filled}`.replace(/\/+$/, '');
  return path === '' ? '/' : path.replace(/\/{2,}/g, '/');
}

/** The locale a URL path belongs to, from its prefix. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return (locales as readonly string[]).includes(first ?? '') && first !== DEFAULT_LOCALE ? (first as Locale) : DEFAULT_LOCALE;
}

/** The same page in another locale (for the language switcher); unknown pages go to that locale's home. */
export function switchLocalePath(pathname: string, to: Locale): string {
  const from = localeOfPath(pathname);
  const bare = from === DEFAULT_LOCALE ? pathname : pathname.slice(from.length + 1) || '/';
  for (const [name, def] of Object.entries(routeNames)) {
    if (def.paths[from] === bare) return localePath(name as RouteName, to);
  }
  return localePath('home', to);
}
