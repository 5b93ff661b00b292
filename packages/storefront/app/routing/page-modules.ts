import { fillPath, type GuardName, type Locale, type RouteName, routePaths } from './route-names';

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
  /** A page shown inside another of the shop's pages (an iframe of a dialog): its content alone, no scripts. */
  frame: { file: 'layouts/frame.tsx' },
} as const satisfies Record<string, LayoutDef>;

export interface LayoutDef {
  file: string;
  parent?: string;
}
export type LayoutName = keyof typeof layouts;

/**
 * Whose a page's answer may be (ARCHITECTURE "Page cache"). Private by default: the shop's page cache (and a CDN)
 * keeps a page for everyone only when its route declares `share`, and keeps it in that class's memory budget, so
 * that no class pushes out another's pages:
 * - `catalogue`: the home page, categories, products: the same for everyone, the pages most visitors open;
 * - `content`: pages of text (the maintenance notice, and the content pages to come);
 * - `search`: answers to whatever a visitor types (search results): a URL space without end. Any shared page whose
 *   URL carries a query string is kept in this budget too, whatever its class.
 * A page with anything of one visitor's in it (the cart, an order, the account, a password link) declares none.
 */
export const shareClasses = ['catalogue', 'content', 'search'] as const;
export type ShareClass = (typeof shareClasses)[number];

export interface PageDef<L extends string = LayoutName> {
  /** The route module; pages without one are linked to already but built by later issues (not routed, so they 404). */
  file?: string;
  layout?: L;
  guard?: GuardName;
  /** That the page's answer may be given to everyone, and in which budget it is kept (`shareClasses`); none: private. */
  share?: ShareClass;
  /**
   * That the shop's own pages may show it in a frame (CSP `frame-ancestors 'self'`, X-Frame-Options SAMEORIGIN);
   * every other page may be framed by nothing (clickjacking).
   */
  frameable?: true;
  /**
   * The most a form post to the page may weigh, in bytes, where it takes a file (a job application's CV); every other
   * page's posts are held to the edge's 64 kB (server request-hygiene.ts).
   */
  uploadBytes?: number;
  /** The languages the page exists in, where not all (SPEC §2: documents and contacts are Czech and Slovak only); elsewhere its path is no page (404). */
  locales?: readonly Locale[];
  paths: Record<Locale, string>;
}

/**
 * The paths of the pages the browser never links to by name (route-names.ts `routePaths` has the others): their
 * links come from data — the API's `url`s (categories, products, articles, pages), menus, search results — or are
 * made on the server (the maintenance redirect). Kept here, off the browser's bundle.
 */
export const serverPagePaths = {
  maintenance: { cs: '/mimo-provoz', sk: '/mimo-prevadzky', en: '/maintenance' },
  category: { cs: '/:id/:category', sk: '/:id/:category', en: '/:id/:category' },
  product: { cs: '/:id/:category/:product', sk: '/:id/:category/:product', en: '/:id/:category/:product' },
  /** The old address of the registration: a 301 to `register` (routes/register-alias.ts). */
  registerAlias: { cs: '/account/register', sk: '/account/register', en: '/account/register' },
  passwordChange: { cs: '/zmena-hesla/:hash', sk: '/zmena-hesla/:hash', en: '/change-password/:hash' },
  blogPost: { cs: '/blog/:id/:slug', sk: '/blog/:id/:slug', en: '/blog/:id/:slug' },
  /** SPEC §2 generic page (terms, complaints procedure, privacy policy …): a content page by its slug. */
  contentPage: { cs: '/:slug', sk: '/:slug', en: '/:slug' },
  /** SPEC §2 info page: a content page by its id and slug (the search links pages so). */
  infoPage: { cs: '/info/:id/:slug', sk: '/info/:id/:slug', en: '/info/:id/:slug' },
  /** SPEC §2's fixed info pages (`/info/o-nas`, `/info/party-vyzdoba-na-klic` …): a content page by its slug. */
  infoSlugPage: { cs: '/info/:slug', sk: '/info/:slug', en: '/info/:slug' },
  /** SPEC §2 a store's page (the list links it; its pins on the map too). */
  branch: { cs: '/prodejny/:id', sk: '/predajne/:id', en: '/stores/:id' },
  /** SPEC §2 contact (the contact form, the customer line, every store). */
  contact: { cs: '/info/kontakt', sk: '/info/kontakt', en: '/info/contact' },
  /** SPEC §2 satisfaction survey (with §3's courier review). */
  satisfaction: { cs: '/spokojenost', sk: '/spokojnost', en: '/satisfaction' },
  /** SPEC §2 documents to download and contacts, Czech and Slovak only (`locales` below). */
  documents: { cs: '/dokumenty', sk: '/dokumenty', en: '/documents' },
  contacts: { cs: '/kontakty', sk: '/kontakty', en: '/contacts' },
  /** A contact card: a store's contacts, answered by a 301 to the store's page (routes/contact-card.ts). */
  contactCard: { cs: '/contacts/:id', sk: '/contacts/:id', en: '/contacts/:id' },
  /** SPEC §2 careers: the open positions and a position with its application form. */
  careers: { cs: '/kariera', sk: '/kariera', en: '/careers' },
  career: { cs: '/kariera/:id/:slug', sk: '/kariera/:id/:slug', en: '/careers/:id/:slug' },
  /** SPEC §2 events: the list, an event, the order form and where a sent order lands. */
  events: { cs: '/eventy', sk: '/eventy', en: '/events' },
  event: { cs: '/eventy/:id/:slug', sk: '/eventy/:id/:slug', en: '/events/:id/:slug' },
  eventOrder: { cs: '/eventy/novy', sk: '/eventy/novy', en: '/events/new' },
  eventThanks: { cs: '/eventy/dekujeme', sk: '/eventy/dakujeme', en: '/events/thank-you' },
  /** A tax document of one of the customer's orders (issue 40): its PDF as a download; the order's page links it (loader data). */
  orderDocument: { cs: '/ucet/objednavka/:id/doklad/:invoiceId', sk: '/ucet/objednavka/:id/doklad/:invoiceId', en: '/account/order/:id/document/:invoiceId' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Every page's name: those the browser links to (`RouteName`) and the server's own. */
export type PageName = RouteName | keyof typeof serverPagePaths;

const allPagePaths: Record<PageName, Record<Locale, string>> = { ...routePaths, ...serverPagePaths };

/** The path of any named page in a locale, with `:params` filled in (server code; the browser has `localePath`). */
export function pagePath(name: PageName, locale: Locale, params: Record<string, string | number> = {}): string {
  return fillPath(allPagePaths[name][locale], locale, params);
}

/**
 * The module, layout, guard and sharing of each routed page (a page named in `routePaths` without an entry here is linked
 * to already but built by a later issue: not routed, so it answers 404). Read by the route config (routes.ts) and
 * the tests, never by the browser's bundle.
 */
export const pageModules = {
  home: { file: 'routes/home.tsx', layout: 'default', share: 'catalogue' },
  maintenance: { file: 'routes/maintenance.tsx', layout: 'simple', share: 'content' },
  orderSummary: { file: 'routes/order-summary.tsx', layout: 'default' },
  category: { file: 'routes/listing.tsx', layout: 'default', share: 'catalogue' },
  product: { file: 'routes/product.tsx', layout: 'default', share: 'catalogue' },
  search: { file: 'routes/search.tsx', layout: 'default', share: 'search' },
  newProducts: { file: 'routes/listing.tsx', layout: 'default', share: 'catalogue' },
  saleProducts: { file: 'routes/listing.tsx', layout: 'default', share: 'catalogue' },
  brands: { file: 'routes/brands.tsx', layout: 'default', share: 'catalogue' },
  brand: { file: 'routes/listing.tsx', layout: 'default', share: 'catalogue' },
  productReview: { file: 'routes/product-review.tsx', layout: 'default', guard: 'auth' },
  cart: { file: 'routes/cart.tsx', layout: 'default' },
  deliveryInfo: { file: 'routes/delivery-info.tsx', layout: 'default', share: 'content' },
  blog: { file: 'routes/blog.tsx', layout: 'default', share: 'content' },
  blogPost: { file: 'routes/blog-post.tsx', layout: 'default', share: 'content' },
  contentPage: { file: 'routes/content-page.tsx', layout: 'default', share: 'content' },
  infoPage: { file: 'routes/content-page.tsx', layout: 'default', share: 'content' },
  infoSlugPage: { file: 'routes/content-page.tsx', layout: 'default', share: 'content' },
  branches: { file: 'routes/stores.tsx', layout: 'default', share: 'content' },
  branch: { file: 'routes/store.tsx', layout: 'default', share: 'content' },
  contact: { file: 'routes/contact.tsx', layout: 'default', share: 'content' },
  service: { file: 'routes/service.tsx', layout: 'default', share: 'content' },
  satisfaction: { file: 'routes/satisfaction.tsx', layout: 'default', share: 'content' },
  documents: { file: 'routes/documents.tsx', layout: 'default', share: 'content', locales: ['cs', 'sk'] },
  contacts: { file: 'routes/contacts.tsx', layout: 'default', share: 'content', locales: ['cs', 'sk'] },
  contactCard: { file: 'routes/contact-card.ts', layout: 'default', locales: ['cs', 'sk'] },
  careers: { file: 'routes/careers.tsx', layout: 'default', share: 'content' },
  // A CV of at most 5 MB (domain CV_MAX_BYTES) and the form's fields.
  career: { file: 'routes/career.tsx', layout: 'default', share: 'content', uploadBytes: 5 * 1024 * 1024 + 64 * 1024 },
  events: { file: 'routes/events.tsx', layout: 'default', share: 'content' },
  event: { file: 'routes/event.tsx', layout: 'default', share: 'content' },
  eventOrder: { file: 'routes/event-order.tsx', layout: 'default', share: 'content' },
  eventThanks: { file: 'routes/event-thanks.tsx', layout: 'default' },
  deliveryInfoFrame: { file: 'routes/delivery-info.tsx', layout: 'frame', share: 'content', frameable: true },
  account: { file: 'routes/account-orders.tsx', layout: 'account', guard: 'auth' },
  orderDetail: { file: 'routes/account-order.tsx', layout: 'account', guard: 'auth' },
  // A resource route (the PDF, no page): React Router runs its loader alone, so the loader answers the guard's redirect itself.
  orderDocument: { file: 'routes/account-document.ts', layout: 'account', guard: 'auth' },
  invoice: { file: 'routes/account-invoice.tsx', layout: 'account', guard: 'auth' },
  accountPassword: { file: 'routes/account-password.tsx', layout: 'account', guard: 'auth' },
  addresses: { file: 'routes/account-addresses.tsx', layout: 'account', guard: 'auth' },
  influencer: { file: 'routes/influencer.tsx', layout: 'account', guard: 'auth' },
  videos: { file: 'routes/videos.tsx', layout: 'account', guard: 'auth' },
  video: { file: 'routes/video.tsx', layout: 'account', guard: 'auth' },
  register: { file: 'routes/register.tsx', layout: 'default', guard: 'guest' },
  /** The old address of the registration: a 301 to `register` (routes/register-alias.ts). */
  registerAlias: { file: 'routes/register-alias.ts', layout: 'default' },
  passwordReset: { file: 'routes/password-reset.tsx', layout: 'default', guard: 'guest' },
  passwordChange: { file: 'routes/password-change.tsx', layout: 'default' },
} as const satisfies Partial<Record<PageName, Omit<PageDef, 'paths'>>>;

/** Every page with its paths and, where routed, its module, layout and guard: what `buildPageRoutes` takes. */
export const routeNames = Object.fromEntries(
  (Object.keys(allPagePaths) as PageName[]).map((name) => [name, { ...(pageModules as Partial<Record<PageName, Omit<PageDef, 'paths'>>>)[name], paths: allPagePaths[name] }]),
) as Record<PageName, PageDef>;
