import type { Cart, User } from './api.server';
import type { ActionOutcome } from './post-form';

/**
 * The cart action's protocol, shared by the forms (browser) and the action
 * (server, lib/cart.server.ts). Every cart change is one POST to `/_/cart`
 * (`actionPaths.cart`) with an `intent` field:
 *
 * | intent           | fields                                   |
 * |------------------|------------------------------------------|
 * | `add`            | productId, variantId?, quantity (1–999) — on top of what the cart holds |
 * | `set-quantity`   | productId, variantId?, quantity (0–999) — 0 removes the line |
 * | `remove`         | productId, variantId?                    |
 * | `voucher-add`    | voucherCode, guestEmail?                 |
 * | `voucher-remove` | voucherId                                |
 *
 * plus `redirectTo` (where a native post returns) and `locale`. The same
 * resource route's GET (loader) lists the visitor's carts for the header widget.
 */
export const CART_INTENTS = ['add', 'set-quantity', 'remove', 'voucher-add', 'voucher-remove'] as const;
export type CartIntentName = (typeof CART_INTENTS)[number];

/**
 * The fetcher key every cart-line form (add to cart, a line's quantity or ×)
 * submits with. React Router keeps a keyed fetcher's last answer for as long
 * as something uses the key, so the header cart and the added-product notice
 * read each change's answer from it (`useCartChanges`). Watching `useFetchers()`
 * instead misses answers: a fetcher that is done leaves that list at once,
 * and a quick revalidation can finish before React renders it in flight.
 */
export const CART_CHANGE_FETCHER = 'cart-change';

/** Intents that change the cart's lines (the header cart opens after them, SPEC §4/§9). */
export const LINE_INTENTS: readonly CartIntentName[] = ['add', 'set-quantity', 'remove'];

/** The API's limit on one cart line's quantity (PUT /api/cart/{cartId}). */
export const MAX_LINE_QUANTITY = 999;

/** SPEC §9: the cart shown after adding or removing an item, and the added-product notice, hide after 3 333 ms. */
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
  /** Storefront path of the product. */
  url: string;
  /** Unit price with VAT in haléře as the cart prices it. */
  unitPriceVat: number;
}

/** What the cart action answers a script. */
export interface CartOutcome extends ActionOutcome {
  intent: CartIntentName | null;
  /** After `add`: what the added-product notice shows. */
  added?: AddedProduct;
  /** A voucher failure's code (`email_required` asks for the guest's e-mail). */
  error?: string;
  unanswered?: true;
  /** The data layer's events of the change (lib/analytics.server.ts, packed as JSON), pushed by the document's head script. */
  dataLayer?: string;
}

export function isCartIntent(value: unknown): value is CartIntentName {
  return typeof value === 'string' && (CART_INTENTS as readonly string[]).includes(value);
}

/**
 * What the header widget's fetcher holds: the visitor's carts and who is logged in (null: nobody), or `failed`
 * when they could not be loaded (SPEC §8). The header's personal parts come from here, not from the page, so
 * that a page can be the same for every visitor (the page cache).
 */
export type CartWidgetData = { carts: Cart[]; user: User | null; failed: false } | { carts: null; failed: true };
