import { type RouteConfig, layout, prefix, route } from '@react-router/dev/routes';
import { DEFAULT_LOCALE, locales, routeNames } from './routing/route-names';

/**
 * Generated from the route-name table: each page once per locale (Czech
 * without a prefix), inside its layout; plus the form-action endpoints and
 * the catch-all that answers 404 with the error page.
 */
function pages(layoutName: 'default' | 'simple') {
  return locales.flatMap((locale) => {
    const entries = Object.entries(routeNames).flatMap(([name, def]) => {
      if (!('file' in def) || def.layout !== layoutName) return [];
      const path = def.paths[locale];
      return [route(path === '/' ? '' : path.slice(1), def.file, { id: `${name}.${locale}` })];
    });
    return locale === DEFAULT_LOCALE ? entries : prefix(locale, entries);
  });
}

export default [
  layout('layouts/default.tsx', pages('default')),
  layout('layouts/simple.tsx', pages('simple')),
  route('_/newsletter', 'routes/actions/newsletter.ts'),
  route('_/login', 'routes/actions/login.ts'),
  route('_/logout', 'routes/actions/logout.ts'),
  route('_/cart', 'routes/actions/cart.ts'),
  route('_/cart/item', 'routes/actions/cart-item.ts'),
  route('_/cart/voucher', 'routes/actions/cart-voucher.ts'),
  route('_/checkout', 'routes/actions/checkout.ts'),
  route('_/currency', 'routes/actions/currency.ts'),
  route('_/promo', 'routes/actions/promo.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
