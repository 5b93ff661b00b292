import type { AppLoadContext } from 'react-router';
import { type Locale, localeOfPath, locales } from '../routing/route-names';
import { type ApiClient, ApiError, type Cart } from './api.server';
import { backTo } from './forms.server';
import { visitor } from './session.server';

/**
 * The visitor's active cart (SPEC §3: the first of the loaded carts), shared
 * by the cart actions and the cart page. A guest without a usable cookie gets
 * a new guest cart (the API creates it) and the cookie is (re)set; a customer
 * without an account cart gets one created.
 */
export interface ActiveCart {
  cart: Cart;
  /** What the cart and voucher calls take as `{cartId}`: a guest cart's tempId, an account cart's id. */
  cartKey: string | number;
  api: ApiClient;
  loggedIn: boolean;
  /** `set-cookie` for a new guest cart, to pass on with the answer. */
  headers: Headers;
}

export function cartKeyOf(cart: Cart): string | number {
  return cart.tempId ?? cart.id;
}

/** All the visitor's carts: a customer's account carts (one is created when there is none), or a guest's one cart. */
export async function visitorCarts(request: Request, context: AppLoadContext, locale: Locale): Promise<Omit<ActiveCart, 'cart' | 'cartKey'> & { carts: Cart[] }> {
  const { api, token, guestCartId, jar } = await visitor(request, context);
  const headers = new Headers();
  if (token) {
    let carts = await api.accountCarts(locale);
    if (carts.length === 0) {
      await api.createCart();
      carts = await api.accountCarts(locale);
    }
    return { carts, api, loggedIn: true, headers };
  }
  const cart = await api.guestCart(locale, guestCartId);
  if (cart.tempId && cart.tempId !== guestCartId) headers.append('set-cookie', await jar.guestCart.serialize(cart.tempId));
  return { carts: [cart], api, loggedIn: false, headers };
}

export async function activeCart(request: Request, context: AppLoadContext, locale: Locale): Promise<ActiveCart> {
  const { carts, ...rest } = await visitorCarts(request, context, locale);
  const cart = carts[0];
  if (!cart) throw new ApiError(500, { error: 'cart_missing' });
  return { cart, cartKey: cartKeyOf(cart), ...rest };
}

/** The locale an action answers in: the form's `locale` (a locale code or a page path), else the page it came from. */
export function actionLocale(request: Request, form: FormData): Locale {
  const given = form.get('locale');
  if (typeof given === 'string') {
    if ((locales as readonly string[]).includes(given)) return given as Locale;
    if (given.startsWith('/')) return localeOfPath(given);
  }
  return localeOfPath(backTo(request, form).split('?')[0] ?? '/');
}

/** A whole number ≥ 0 from a form field, or null. */
export function formInt(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || !/^\s*\d{1,9}\s*$/.test(value)) return null;
  return Number(value.trim());
}

/** The quantity already in the cart for a product (and variant) as a top-level line — what `mode=add` adds to. */
export function quantityInCart(cart: Cart, productId: number, variantId: number | null): number {
  const line = cart.items.find((i) => i.product.id === productId && i.parent_id === null && (variantId === null || i.variant.id === variantId));
  return line?.quantity ?? 0;
}
