/**
 * SPEC §2's alternative catalogue routes, the earlier shop's addresses (routes/legacy-catalogue.ts answers each with a
 * 301 to today's page). Each shape spelled out: a splat ranks below the product page's three parameters
 * (/:id/:category/:product). routes.ts mounts them; page-sharing.ts matches them too, so that it finds no page where
 * React Router renders one of these.
 */
export const LEGACY_CATALOGUE_PATHS = [
  'eshop',
  'eshop/:a',
  'eshop/:a/:b',
  'eshop/*',
  'backup-products/:a',
  'backup-products/:a/:b',
  'backup-products/:a/:b/:c',
  'backup-products/*',
] as const;

export const LEGACY_CATALOGUE_FILE = 'routes/legacy-catalogue.ts';

/** The route id of a legacy path: not a page's (no locale suffix), so `pageOfRouteId` gives none. */
export function legacyRouteId(path: string): string {
  return `legacy:${path}`;
}
