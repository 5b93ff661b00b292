import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Cart } from '../../lib/api.server';
import { useShell } from '../../lib/shell';
import { localeOfPath } from '../../routing/route-names';
import { CART_CHANGED_EVENT, type CartChangedDetail } from './cartEvents';
import { actionPaths } from '../../routing/route-names';

export interface CartState {
  /** SPEC §4: the carts-loaded flag … */
  cartsLoaded: boolean;
  /** … and the cart-items-loaded flag (false while an item change is under way). */
  itemsLoaded: boolean;
  carts: Cart[];
  failed: boolean;
}

/**
 * The visitor's carts for the header widget, from the `/_/cart` resource route
 * (it creates a logged-in user's cart when they have none). Loaded on mount,
 * again when the user or the language changes, and on `konfety:cart-changed`.
 * The first cart is the active one (SPEC §3).
 *
 * Loaded with fetch rather than a fetcher: a fetcher's failed load would be
 * thrown to the root error boundary and replace the whole page, while a cart
 * that fails to load only needs a message in the dropdown (SPEC §8).
 */
export function useCart({ onChanged }: { onChanged?: (detail: CartChangedDetail) => void } = {}) {
  const shell = useShell();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const [state, setState] = useState<CartState>({ cartsLoaded: false, itemsLoaded: false, carts: [], failed: false });
  const controller = useRef<AbortController | null>(null);
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const onChangedRef = useRef(onChanged);
  onChangedRef.current = onChanged;

  const load = useCallback(async () => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState((s) => ({ ...s, itemsLoaded: false, failed: false }));
    try {
      const res = await fetch(`${actionPaths.cart}?path=${encodeURIComponent(pathRef.current)}`, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        signal: own.signal,
      });
      if (!res.ok) throw new Error(`cart ${res.status}`);
      const body = (await res.json()) as { carts?: Cart[] };
      if (controller.current !== own) return;
      setState({ cartsLoaded: true, itemsLoaded: true, carts: Array.isArray(body.carts) ? body.carts : [], failed: false });
    } catch {
      if (own.signal.aborted || controller.current !== own) return;
      setState((s) => ({ ...s, cartsLoaded: true, itemsLoaded: true, failed: true }));
    }
  }, []);

  // The user or the language decides which carts there are.
  const userId = shell.user?.id ?? null;
  useEffect(() => {
    void load();
  }, [load, userId, locale]);

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    const onChange = (e: Event) => {
      const detail = ((e as CustomEvent<CartChangedDetail | undefined>).detail ?? {}) as CartChangedDetail;
      if (detail.pending) setState((s) => ({ ...s, itemsLoaded: false }));
      else if (Array.isArray(detail.carts)) {
        controller.current?.abort();
        setState({ cartsLoaded: true, itemsLoaded: true, carts: detail.carts, failed: false });
      } else void load();
      onChangedRef.current?.(detail);
    };
    window.addEventListener(CART_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CART_CHANGED_EVENT, onChange);
  }, [load]);

  return { ...state, cart: state.carts[0] ?? null, loading: !state.cartsLoaded || !state.itemsLoaded, reload: load };
}
