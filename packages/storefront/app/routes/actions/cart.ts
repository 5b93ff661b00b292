import { data } from 'react-router';
import { visitorCarts } from '../../lib/cart.server';
import { localeOfPath } from '../../routing/route-names';
import type { Route } from './+types/cart';

/**
 * The visitor's carts for the header widget (SPEC §4): a guest's cart by its
 * cookie, or a customer's account carts — creating one when they have none.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { carts, headers } = await visitorCarts(request, context, localeOfPath(url.searchParams.get('path') ?? '/'));
  return data({ carts }, { headers });
}
