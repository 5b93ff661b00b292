import { data } from 'react-router';
import { visitor } from '../../lib/session.server';
import { localeOfPath } from '../../routing/route-names';
import type { Route } from './+types/cart';

/**
 * The visitor's carts for the header widget (SPEC §4): a guest's cart by its
 * cookie, or a customer's account carts — creating one when they have none.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.searchParams.get('path') ?? '/');
  const { api, token, guestCartId, jar } = await visitor(request, context);
  if (token) {
    let carts = await api.accountCarts(locale);
    if (carts.length === 0) {
      await api.createCart();
      carts = await api.accountCarts(locale);
    }
    return data({ carts });
  }
  const cart = await api.guestCart(locale, guestCartId);
  const headers = cart.tempId !== guestCartId && cart.tempId ? { 'set-cookie': await jar.guestCart.serialize(cart.tempId) } : undefined;
  return data({ carts: [cart] }, { headers });
}
