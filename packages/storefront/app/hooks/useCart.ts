import { useCallback, useEffect, useRef } from 'react';
import { useFetcher, useFetchers, useLocation } from 'react-router';
import type { Cart, User } from '../lib/api.server';
import { CART_CHANGE_FETCHER, type CartOutcome, type CartWidgetData, isCartIntent } from '../lib/cart';
import { useShell } from '../lib/shell';
import { actionPaths, localeOfPath } from '../routing/route-names';

/** The header cart's fetcher: loads `/_/cart` (GET), reloaded by React Router after every action. */
export const CART_WIDGET_FETCHER = 'cart-widget';

/** The cart action, and the add-to-cart form's `/_/cart/item` (its legacy alias). */
const CART_ACTIONS: readonly string[] = [actionPaths.cart, actionPaths.cartItem];
const isCartAction = (formAction: string | undefined) => formAction !== undefined && CART_ACTIONS.includes(formAction.split('?')[0] ?? '');

export interface CartState {
  /** SPEC §4: the carts-loaded flag … */
  cartsLoaded: boolean;
  /** … and the cart-items-loaded flag (false while a cart change or a reload is under way). */
  itemsLoaded: boolean;
  carts: Cart[];
  /** The active cart (SPEC §3: the first). */
  cart: Cart | null;
  failed: boolean;
  loading: boolean;
  reload: () => void;
}

/** Whether any form is changing the cart right now (a cart-action fetcher still submitting). */
export function useCartSubmitting(): boolean {
  const fetchers = useFetchers();
  return fetchers.some((f) => f.state === 'submitting' && isCartAction(f.formAction));
}

/**
 * The visitor's carts for the header widget, from the `/_/cart` resource
 * route (it creates a logged-in user's cart when they have none), loaded
 * with a fetcher: on mount, again when the language changes, and by React
 * Router itself after every action — so any form that changes the cart (or
 * the login) refreshes it without telling it. A failed load is `failed` (the
 * route's clientLoader), not an error page.
 */
export function useCart(): CartState {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const fetcher = useFetcher({ key: CART_WIDGET_FETCHER });
  const data = fetcher.data as CartWidgetData | undefined;
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const { load: loadFetcher } = fetcher;
  const reload = useCallback(() => void loadFetcher(`${actionPaths.cart}?path=${encodeURIComponent(pathRef.current)}`), [loadFetcher]);

  // The language decides which carts there are; a login or logout is an action, after which React Router
  // reloads the fetcher itself.
  useEffect(reload, [reload, locale]);

  const submitting = useCartSubmitting();
  const carts = data?.carts ?? [];
  const cartsLoaded = data !== undefined;
  const itemsLoaded = cartsLoaded && fetcher.state === 'idle' && !submitting;
  return { cartsLoaded, itemsLoaded, carts, cart: carts[0] ?? null, failed: data?.failed === true && fetcher.state === 'idle', loading: !itemsLoaded, reload };
}

/**
 * Calls `onChange` once for every cart-line change that succeeded, whichever
 * form made it: they all submit with the `CART_CHANGE_FETCHER` key, whose last
 * answer React Router keeps; each new answer (a new object) names its
 * `intent`. The answer already there when this mounts is not news.
 */
export function useCartChanges(onChange: (outcome: CartOutcome) => void) {
  const { data } = useFetcher({ key: CART_CHANGE_FETCHER });
  const seen = useRef<unknown>(data);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (data === seen.current) return;
    seen.current = data;
    const outcome = data as CartOutcome | undefined;
    if (outcome && typeof outcome === 'object' && outcome.ok === true && isCartIntent(outcome.intent)) onChangeRef.current(outcome);
  }, [data]);
}

/**
 * The logged-in user, for the header: the one the header's `/_/cart` load answered (after hydration, and again
 * after every action), else the one the page was rendered with (only a page for this visitor alone names them:
 * an old browser's, one showing a message; a shared page view says null).
 */
export function useUser(): User | null {
  const shell = useShell();
  const data = useFetcher({ key: CART_WIDGET_FETCHER }).data as CartWidgetData | undefined;
  return data && !data.failed ? data.user : shell.user;
}
