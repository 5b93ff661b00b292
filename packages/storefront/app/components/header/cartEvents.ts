import type { Cart } from '../../lib/api.server';

/**
 * How other parts of the page talk to the header's cart widget (SPEC §4):
 * dispatch `konfety:cart-changed` on window after changing the cart and the
 * widget reloads (or takes `carts` as given). `open: true` shows the dropdown
 * for a moment (SPEC §9: 3 333 ms), `pending: true` shows the loading overlay
 * while a change is still under way, `added` shows the added-product notice.
 */
export const CART_CHANGED_EVENT = 'konfety:cart-changed';
/** SPEC §9: the cart shown after adding or removing an item hides after 3 333 ms. */
export const CART_AUTO_HIDE_MS = 3333;

/** What was just added, for the added-product notice (SPEC §4/§9). */
export interface AddedProduct {
  name: string;
  /** The variant's name, or null when it says nothing beyond the product's name. */
  variant: string | null;
  /** Pieces added by this change. */
  quantity: number;
  /** Image path inside the size folders (`imageUrl`), null for none. */
  image: string | null;
  /** Storefront path of the product in the page's locale. */
  url: string;
  /** Unit price with VAT in haléře as the cart prices it. */
  unitPriceVat: number;
}

export interface CartChangedDetail {
  carts?: Cart[];
  open?: boolean;
  pending?: boolean;
  /** Set after adding to the cart: the added-product notice shows it. */
  added?: AddedProduct;
}

export function notifyCartChanged(detail: CartChangedDetail = {}): void {
  window.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail }));
}
