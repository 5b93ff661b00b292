import { data } from 'react-router';
import type { CartWidgetData } from '../../lib/cart';
import { cartPost, cartsOf } from '../../lib/cart.server';
import { visitor } from '../../lib/session.server';
import { currentUser } from '../../lib/user.server';
import { readForm } from '../../lib/forms.server';
import { clientActionOutcome } from '../../lib/post-form';
import { localeOfPath } from '../../routing/route-names';
import type { Route } from './+types/cart';

/**
 * `/_/cart`, the cart's one endpoint (intents and fields: lib/cart.ts).
 *
 * GET: the header's personal parts, loaded after hydration: the visitor's
 * carts (SPEC §4) — a guest's cart by its cookie, or a customer's account carts
 * (one is created when they have none) — and the logged-in user (the page
 * itself may be shared, so it does not name them). `?path=` is the page the
 * widget sits on (its language). The widget loads it with a fetcher, so React
 * Router loads it again after every action (a login, a logout …).
 *
 * POST: one cart intent (add, set-quantity, remove, voucher-add,
 * voucher-remove), from a fetcher (answered with data) or a plain form post
 * (answered with a 303 back and a flash).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const v = await visitor(request, context);
  const [user, { carts, headers }] = await Promise.all([currentUser(v), cartsOf(v, localeOfPath(url.searchParams.get('path') ?? '/'))]);
  headers.set('cache-control', 'private, no-store');
  return data({ carts, user, failed: false as const }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartPost(request, context, await readForm(request));
}

/** A cart that fails to load says so in the dropdown (SPEC §8) instead of putting the page into its error boundary. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<CartWidgetData> {
  try {
    return await serverLoader();
  } catch (e) {
    if (e instanceof Response) throw e;
    return { carts: null, failed: true };
  }
}

export const clientAction = clientActionOutcome;
