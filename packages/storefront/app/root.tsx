import './styles/storefront.css';
import { fontPreloads } from './styles/fonts';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs, useMatches, useRouteError } from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/root';
import { type Visitor, visitor } from './lib/session.server';
import { currentUser } from './lib/user.server';
import { clearCookie } from './lib/cookies.server';
import type { BottomMenu, MenuLink, RootData } from './lib/shell';
import { pack, packFrom } from './lib/packed';
import type { Flash } from './lib/forms.server';
import { shellCategories, useOptionalShell } from './lib/shell';
import { localeOfPath } from './routing/route-names';
import { inMaintenance, leaveForMaintenance } from './lib/maintenance.server';
import { ErrorPage, FallbackErrorBoundary } from './components/error/ErrorPage';
import { messageOf } from './i18n';
import type { ShellErrorKey } from './i18n/shell-errors';
import { type MessagePart, messagesFor } from './i18n/catalogue.server';
import { DefaultChrome } from './layouts/default-chrome';
import { GlobalUi } from './components/global/GlobalUi';
import { chosenCurrency } from './lib/price';
import { useCspNonce } from './lib/csp-nonce';
import { captchaNotice } from './lib/captcha.server';
import { pageOrigin } from './lib/alternates.server';
import { packEvents, pendingEvents } from './lib/analytics.server';

/**
 * The shell's data for every page. In maintenance mode (SPEC §4) the visitor
 * is sent to the maintenance page, which shows no banners, currencies,
 * categories, carts or search placeholders.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const v = await visitor(request, context);
  const shell = await loadShell(request, context, v);
  // A stale login or guest-cart cookie (found by visitor() or refused by the API) is cleared with any page.
  const headers = v.clearing;
  const flash = (await v.jar.flash.parse(request.headers.get('cookie'))) as Flash | null;
  // Shown once: the cookie is cleared with the page that displays it.
  if (flash) headers.append('set-cookie', await clearCookie(v.jar.flash));
  // An action's data-layer events that ended in a redirect (a new account's sign_up), pushed by the head's script once.
  const events = pendingEvents(await v.jar.events.parse(request.headers.get('cookie')));
  if (events.length > 0) headers.append('set-cookie', await clearCookie(v.jar.events));
  return data({ ...shell, flash: flash ?? null, csrfToken: context.csrfToken ?? null, ...(events.length > 0 ? { dataLayer: packEvents(events) } : {}) }, { headers });
}

/**
 * The messages every page's chrome shows: the header (with the cart widget and the added-to-cart notice), the
 * footer, the global modal and snackbars, the error page; of the areas that pages send in full (`cart`,
 * `catalog`, `validation`), only the keys the chrome uses. Each page's loader adds its own areas. A key the page
 * did not get throws while rendering on the server and is reported in the browser (the browser tests fail on it).
 */
const SHELL_MESSAGES: readonly MessagePart[] = [
  'shell',
  'header',
  'footer',
  'global',
  'error',
  'newsletter',
  'availability',
  'validation.required',
  'validation.email',
  'cart.empty',
  'cart.freeDelivery',
  'cart.loadFailed',
  'catalog.added.',
];

async function loadShell(request: Request, context: Route.LoaderArgs['context'], v: Visitor): Promise<Omit<RootData, 'flash' | 'csrfToken'>> {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const cookies = request.headers.get('cookie');
  // One round of calls in parallel (the settings decide only afterwards whether the rest is shown).
  const [settingsList, user, poster, categories, placeholders, currencies, currencyCode, promoHidden] = await Promise.all([
    v.api.data('GET /settings', { query: { lang: locale } }),
    // A page others may be given too must not name this visitor: the header loads the user after hydration.
    context.sharedPage ? null : currentUser(v),
    v.api.data('GET /poster', { query: { lang: locale } }),
    v.api.data('GET /catalog/category/:locale', { params: { locale } }),
    v.api.data('GET /lists/searchPlaceholders'),
    v.api.data('GET /lists/currencies'),
    v.jar.currency.parse(cookies) as Promise<string | null>,
    v.jar.promoHidden.parse(cookies) as Promise<boolean | null>,
  ]);
  // The home page's social feed is the home page's (lib/home.server.ts), not every page's shell.
  const { topmenu, bottommenu, socialFeed: _socialFeed, ...settings } = Object.fromEntries(settingsList.map((s) => [s.name, s.value])) as Record<string, unknown>;
  const maintenance = inMaintenance(settingsList);
  leaveForMaintenance(settingsList, url.pathname, locale);

  const messages = messagesFor(locale, SHELL_MESSAGES);
  // The canonical links' origin: the page's language's live site, the origin of its alternates too (lib/alternates.server.ts).
  const origin = pageOrigin(context, locale);
  const shared = () => ({
    publicUrl: origin,
    maintenance,
    captcha: captchaNotice(context, locale),
    settings,
    // The menus go to the page once, as topMenu/bottomMenu, not a second time inside `settings`.
    topMenu: (topmenu as MenuLink[] | undefined) ?? [],
    bottomMenu: (bottommenu as BottomMenu[] | undefined) ?? [],
  });
  if (maintenance) {
    return { locale, messages, user, promo: null, currency: null, packed: pack({ ...shared(), categories: [], placeholders: [], poster: null, currencies: [] }) };
  }
  return {
    locale,
    messages,
    user,
    promo: promoHidden ? null : (poster['banner.promo'][0] ?? null),
    currency: chosenCurrency(currencies, currencyCode),
    // The same for every page of a site in a language while the answers are the ones the page cache keeps.
    packed: packFrom([origin, settingsList, poster, categories, placeholders, currencies], () => ({
      ...shared(),
      poster,
      categories: shellCategories(categories, locale),
      placeholders: placeholders.map((p) => p.text),
      currencies,
    })),
  };
}

/**
 * The shell changes with the language, after a form (login, currency …) or an
 * explicit revalidation (same URL) — not on every navigation.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/** Error pages get their own title and description (other pages set theirs with `pageMeta`). */
export const meta: Route.MetaFunction = ({ error, data, matches }) => {
  if (!error) return [];
  const locale = data?.locale ?? 'cs';
  // Only the error page's own texts, which the bundle carries too: whatever failed, they are there.
  const t = (key: ShellErrorKey) => messageOf(matches, locale, key);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${t(notFound ? 'shell.error.404.title' : 'shell.error.generic.title')}${t('shell.meta.titleSuffix')}` },
    { name: 'description', content: t(notFound ? 'shell.error.404.text' : 'shell.error.generic.text') },
    { name: 'robots', content: 'noindex' },
  ];
};

/** Montserrat's files, preloaded on every page (styles/fonts.ts). */
export const links: Route.LinksFunction = () => fontPreloads;

/** Whether a route of the page says it runs without scripts (`handle.scripts`: the frame layout's pages). */
function useScripts(): boolean {
  return !useMatches().some((m) => (m.handle as { scripts?: boolean } | undefined)?.scripts === false);
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useOptionalShell();
  const nonce = useCspNonce();
  const scripts = useScripts();
  return (
    <html lang={shell?.locale ?? 'cs'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffb600" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // A page without scripts has no use for the page-wide behaviours (all of them run in the browser).
  return (
    <>
      {useScripts() ? <GlobalUi /> : null}
      <Outlet />
    </>
  );
}

/**
 * The error page, in the chrome when the root loader's data is there. It is not when the root loader failed, nor
 * after a failed action: React Router then runs only the loaders above the route whose boundary shows the error,
 * and this is the root's. Without it nothing is shown that needs its messages (the chrome, the global UI: a text
 * no loader sent throws on the server), only the error page, whose texts the bundle carries (i18n/shell-errors.ts).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useOptionalShell();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page = (
    <FallbackErrorBoundary>
      <ErrorPage status={status} />
    </FallbackErrorBoundary>
  );
  return (
    <>
      {shell ? <GlobalUi /> : null}
      {shell && !shell.maintenance ? <DefaultChrome>{page}</DefaultChrome> : page}
    </>
  );
}
