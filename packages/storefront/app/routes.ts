import { type RouteConfig, route } from '@react-router/dev/routes';
import { locales } from './routing/route-names';
import { layouts, routeNames } from './routing/page-modules';
import { buildPageRoutes } from './routing/route-tree';
import { LEGACY_CATALOGUE_FILE, LEGACY_CATALOGUE_PATHS, legacyRouteId } from './routing/legacy-routes';

/**
 * Generated from the route-name table (routing/route-names.ts): each page
 * once per locale inside its layouts and guard (routing/route-tree.ts); plus
 * the form-action endpoints and the catch-all that answers 404 with the error page.
 */
export default [
  ...buildPageRoutes(routeNames, layouts, locales),
  route('_/newsletter', 'routes/actions/newsletter.ts'),
  route('_/watchdog', 'routes/actions/watchdog.ts'),
  route('_/login', 'routes/actions/login.ts'),
  route('_/logout', 'routes/actions/logout.ts'),
  route('_/cart', 'routes/actions/cart.ts'),
  route('_/cart/item', 'routes/actions/cart-item.ts'),
  route('_/checkout', 'routes/actions/checkout.ts'),
  route('_/currency', 'routes/actions/currency.ts'),
  route('_/language', 'routes/actions/language.ts'),
  route('_/promo', 'routes/actions/promo.ts'),
  route('_/consent', 'routes/actions/consent.ts'),
  route('_/intro-popup', 'routes/actions/intro-popup.ts'),
  route('_/suggest', 'routes/actions/search-suggestions.ts'),
  route('_/ui', 'routes/actions/client-ui.ts'),
  // SPEC §2 alternative catalogue routes (the earlier shop's addresses): permanent redirects to today's pages.
  ...LEGACY_CATALOGUE_PATHS.map((path) => route(path, LEGACY_CATALOGUE_FILE, { id: legacyRouteId(path) })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
