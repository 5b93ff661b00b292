import { type AppLoadContext, redirect } from 'react-router';
import { safeRedirectTarget } from '@konfety/domain/redirect';
import { DEFAULT_LOCALE, LANGUAGE_PATH, type Locale, localeOfPath, localePath, localePrefix, locales, localeSite } from '../routing/route-names';
import { pagePath, routeNames } from '../routing/page-modules';
import { pageMatchAt } from '../routing/page-sharing';
import { ApiError } from './api.server';
import { findCategory } from './catalog.server';
import { visitor } from './session.server';
import { cookieJar, readCookie } from './cookies.server';

/**
 * Which language a visitor gets where (ARCHITECTURE "The Slovak shop"): each language's pages live on one shop site
 * (`localeSite`: Slovak on the Slovak site, Czech and English on the Czech one), and the locale cookie (SPEC §9, 365 days)
 * remembers the language the visitor last chose with the switcher. Only the bare root `/` asks the cookie: every other
 * address names its language itself, and a link to it must show that page.
 */

type Sites = Pick<AppLoadContext, 'clientUrl' | 'siteUrls' | 'publicUrl'>;

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The origin (no trailing slash) a language's pages are served from: its site's live URL, else the Czech site's, else the public URL. */
export function languageOrigin(context: Sites, locale: Locale): string {
  const sameSite = locales.find((l) => localeSite[l] === localeSite[locale] && context.siteUrls?.[l] !== undefined);
  return new URL(context.siteUrls?.[locale] ?? (sameSite && context.siteUrls?.[sameSite]) ?? context.siteUrls?.[DEFAULT_LOCALE] ?? context.publicUrl).origin;
}

/** The language this request's site speaks at its root: the live language whose site it is (the Slovak site: sk), else Czech. */
export function siteLocale(context: Sites): Locale {
  const here = new URL(context.clientUrl).origin;
  return (locales.find((l) => context.siteUrls?.[l] !== undefined && new URL(context.siteUrls[l]!).origin === here) ?? DEFAULT_LOCALE) as Locale;
}

/**
 * Where the root `/` sends this visitor, or null to show the Czech home page: the home page of the language they chose
 * last (the locale cookie), else of the language of the site they came to (the Slovak site's root is its `/sk`).
 */
export async function rootLanguageRedirect(request: Request, context: AppLoadContext): Promise<string | null> {
  const chosen = await readCookie<string>(cookieJar(context).locale, request);
  const site = siteLocale(context);
  const wanted = isLocale(chosen) ? chosen : site;
  if (wanted === DEFAULT_LOCALE && site === DEFAULT_LOCALE) return null;
  const home = localePath('home', wanted);
  return servedHere(request, context, wanted) ? home : `${languageOrigin(context, wanted)}${home}`;
}

/**
 * Whether this host serves `locale`'s pages: it is the site of that language (the Czech one for English too), or the
 * same host as that language's site. Hosts, not origins: behind a proxy that ends TLS the request may say http where
 * the site's URL says https.
 */
function servedHere(request: Request, context: AppLoadContext, locale: Locale): boolean {
  return localeSite[locale] === localeSite[siteLocale(context)] || new URL(languageOrigin(context, locale)).host === new URL(request.url).host;
}

/**
 * The page at `from` in language `to`, as a path with that language's prefix; its home page when the page has no
 * counterpart there. A page of the route table is at its path in `to` with the same parameters, when those name no
 * words of one language (ids, hashes: a store's page, not an article's slug); a category or a product at its
 * translated slugs, which the API knows.
 */
export async function samePageIn(request: Request, context: AppLoadContext, from: string, to: Locale): Promise<string> {
  const home = localePath('home', to);
  const page = pageMatchAt(from);
  if (page === null) return home;
  const id = Number(page.params.id);
  try {
    if (page.name === 'product' && Number.isSafeInteger(id)) {
      const { api } = await visitor(request, context);
      const product = await api.data('GET /catalog/product/:id', { params: { id } });
      return `${localePrefix(to)}${product.paths[to]}`;
    }
    if (page.name === 'category' && Number.isSafeInteger(id)) {
      const { api } = await visitor(request, context);
      const node = findCategory(await api.data('GET /catalog/category/:locale', { params: { locale: to } }), (c) => c.id === id);
      return node ? `${localePrefix(to)}${node.url}` : home;
    }
  } catch (error) {
    // An unknown product or category: the language's home, as for any page it has not.
    if (error instanceof ApiError && error.status < 500) return home;
    throw error;
  }
  const languages = routeNames[page.name].locales;
  const wordless = Object.keys(page.params).every((name) => LANGUAGE_NEUTRAL_PARAMS.has(name));
  return wordless && (!languages || languages.includes(to)) ? pagePath(page.name, to, page.params) : home;
}

/** Route parameters that mean the same in every language. */
const LANGUAGE_NEUTRAL_PARAMS: ReadonlySet<string> = new Set(['id', 'hash', 'invoiceId']);

/**
 * The language switcher's link (`/_/language?locale=sk&from=/prodejny`): the locale cookie is set on this host, and the
 * visitor goes on to the same page in that language (`samePageIn`) — through the other site's `/_/language` first when
 * the language lives there, so its host remembers the choice too (a cookie is one host's); `to` then names the page,
 * and that second leg never bounces again. A GET on purpose: it changes nothing but a preference cookie, like following
 * a link to the page would, and the page it ends on is checked (a local path in that language, or that language's home).
 */
export async function switchLanguage(request: Request, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url);
  const asked = url.searchParams.get('locale');
  if (!isLocale(asked)) throw redirect('/', { headers: { 'cache-control': 'no-store' } });
  const from = url.searchParams.get('from');
  const target = from === null ? safeRedirectTarget(url.searchParams.get('to'), localePath('home', asked)) : await samePageIn(request, context, safeRedirectTarget(from).split(/[?#]/)[0]!, asked);
  const page = localeOfPath(target) === asked ? target : localePath('home', asked);
  const headers = new Headers({ 'cache-control': 'no-store', 'set-cookie': await cookieJar(context).locale.serialize(asked) });
  if (servedHere(request, context, asked) || url.searchParams.has('hop')) return redirect(page, { headers });
  const next = new URLSearchParams({ locale: asked, to: page, hop: '1' });
  return redirect(`${languageOrigin(context, asked)}${LANGUAGE_PATH}?${next}`, { headers });
}
