import { data } from 'react-router';
import { translate } from '../../i18n';
import { ApiError } from '../../lib/api.server';
import { actionLocale, activeCart, formInt, quantityInCart } from '../../lib/cart.server';
import { respond, wantsJson } from '../../lib/forms.server';
import { cookies } from '../../lib/cookies.server';
import type { Route } from './+types/cart-item';

/**
 * Adds a product to the visitor's active cart or sets its quantity (0
 * removes the line). Fields: productId, variantId?, quantity (≥ 0),
 * mode = 'add' (on top of what the cart holds) | 'set' (default), redirectTo?.
 * JSON: `{ ok, message, change }` (the API's cart-item change with the cart)
 * or `{ ok: false, message, errors? }`; without JavaScript: back with a flash.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = actionLocale(request, form);
  const flashCookie = cookies(context.secureCookies).flash;
  const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
    respond(request, { form: 'cart-item', ok: false, message, ...(errors ? { errors } : {}) }, { status, flashCookie });

  const productId = formInt(form.get('productId'));
  const quantity = formInt(form.get('quantity'));
  const rawVariant = form.get('variantId');
  const variantId = rawVariant === null || rawVariant === '' ? null : formInt(rawVariant);
  const mode = form.get('mode') === 'add' ? 'add' : 'set';
  const invalid: Record<string, string[]> = {};
  if (!productId) invalid.productId = [translate(locale, 'validation.required')];
  if (quantity === null) invalid.quantity = [translate(locale, 'validation.numeric')];
  if (variantId === 0 || (rawVariant !== null && rawVariant !== '' && variantId === null)) invalid.variantId = [translate(locale, 'validation.numeric')];
  if (!productId || quantity === null || Object.keys(invalid).length > 0) return fail(422, translate(locale, 'cart.addFailed'), invalid);

  let active;
  try {
    active = await activeCart(request, context, locale);
  } catch {
    return fail(502, translate(locale, mode === 'add' ? 'cart.addFailed' : 'cart.loadFailed'));
  }
  const { api, cart, cartKey, headers } = active;
  const target = mode === 'add' ? quantityInCart(cart, productId, variantId) + quantity : quantity;
  try {
    const change = await api.setCartItem(cartKey, { id: productId, variantId, quantity: target });
    const message =
      change.quantity > change.original_quantity
        ? translate(locale, 'cart.added')
        : change.quantity === 0
          ? translate(locale, 'cart.itemRemoved')
          : translate(locale, 'cart.itemUpdated');
    // The change (with the whole cart) goes to scripts only: a flash cookie could not hold it.
    if (wantsJson(request)) return data({ ok: true as const, message, change }, { headers });
    return respond(request, { form: 'cart-item', ok: true, message }, { headers, flashCookie });
  } catch (e) {
    if (e instanceof ApiError && e.status === 422) {
      return respond(
        request,
        { form: 'cart-item', ok: false, message: e.body.message ?? translate(locale, 'cart.addFailed'), ...(e.body.errors ? { errors: e.body.errors } : {}) },
        { status: 422, headers, flashCookie },
      );
    }
    if (e instanceof ApiError && e.status === 404) return respond(request, { form: 'cart-item', ok: false, message: translate(locale, 'cart.addFailed') }, { status: 404, headers, flashCookie });
    return respond(request, { form: 'cart-item', ok: false, message: translate(locale, 'cart.addFailed') }, { status: 502, headers, flashCookie });
  }
}
