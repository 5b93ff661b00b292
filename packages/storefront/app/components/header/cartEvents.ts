import type { Cart } from '../../lib/api.server';

/**
 * How other parts of the page talk to the header's cart widget (SPEC §4):
 * dispatch `konfety:cart-changed` on window after changing the cart and the
 * widget reloads (or takes `carts` as given). `open: true` shows the dropdown
 * for a moment (SPEC §9: 3 333 ms), `pending: true` shows the loading overlay
 * while a change is still under way.
 */
export const CART_CHANGED_EVENT = 'konfety:cart-changed';
/** SPEC §9: the cart shown after adding or removing an item hides after 3 333 ms. */
export const CART_AUTO_HIDE_MS = 3333;

export interface CartChangedDetail {
  carts?: Cart[];
  open?: boolean;
  pending?: boolean;
}

export function notifyCartChanged(detail: CartChangedDetail = {}): void {
  window.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail }));
}
