import { data } from 'react-router';
import { checkoutMessage } from '@konfety/domain/checkout-rules';
import { translate } from '../../i18n/catalogue.server';
import { ApiError } from '../../lib/api.server';
import { actionLocale, activeCart } from '../../lib/cart.server';
import { readCheckoutForm, toOrderInput, validateCheckout, withSavedAddress } from '../../lib/checkout-form.server';
import { cookieJar } from '../../lib/cookies.server';
import { backTo, goTo, isScriptPost, readForm, seeOther } from '../../lib/forms.server';
import { clientActionOutcome } from '../../lib/post-form';
import { visitor } from '../../lib/session.server';
import { localePath } from '../../routing/route-names';
import type { Route } from './+types/checkout';

/**
 * Places the order of the visitor's active cart (SPEC §5 checks first, then
 * `POST /api/orders` with the form's idempotency key, so a double submit
 * makes one order). Success goes to the order summary (a 303, or for a
 * script `{ redirect }`, which its clientAction follows). Failures answer scripts with
 * `{ ok: false, message, errors }`, one message for the whole form beside the errors of its fields; without
 * JavaScript the visitor returns to the cart with the errors and the typed values in the flash, so the form is
 * filled in again.
 *
 * `intent=check` only checks: the page's script sends it while errors show, so each error goes as soon as its
 * field is right, by the rules a submit is checked with. It answers `{ ok, errors }` and never places an order.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = actionLocale(request, form);
  let values = readCheckoutForm(form);
  const jar = cookieJar(context);
  if (form.get('intent') === 'check') {
    if (!isScriptPost(request, form)) return seeOther(backTo(request, form));
    const { api } = await visitor(request, context);
    const errors = validateCheckout(values, { methods: await api.data('GET /checkout/methods'), locale });
    return data({ ok: Object.keys(errors).length === 0, message: null, errors });
  }
  const fail = async (status: number, message: string, errors: Record<string, string[]>, headers = new Headers()) => {
    if (isScriptPost(request, form)) return data({ ok: false as const, message, errors }, { status, headers });
    // Secrets never go into the flash; the rest of the form comes back filled in.
    const { idempotencyKey: _key, ...kept } = values;
    headers.append('set-cookie', await jar.flash.serialize({ form: 'checkout', ok: false, message, errors, values: kept }));
    return seeOther(backTo(request, form), headers);
  };

  let active;
  try {
    active = await activeCart(request, context, locale);
  } catch {
    return fail(502, translate(locale, 'cart.loadFailed'), {});
  }
  const { api, cart, cartKey, headers } = active;
  if (cart.items.length === 0) return fail(422, translate(locale, 'cart.empty'), {}, headers);
  const methods = await api.data('GET /checkout/methods');
  // A saved address chosen for the delivery fills its fields here (the page's script does it at once in the browser).
  if (active.loggedIn && values.savedAddressId) values = withSavedAddress(values, await api.data('GET /account/addresses').catch(() => null), methods);
  const errors = validateCheckout(values, { methods, locale });
  if (Object.keys(errors).length > 0) return fail(422, checkoutMessage(errors, locale), errors, headers);
  try {
    const order = await api.data('POST /orders', { body: toOrderInput(values, cartKey, methods), headers: { 'idempotency-key': values.idempotencyKey || crypto.randomUUID() } });
    return goTo(request, form, localePath('orderSummary', locale, { id: order.id, hash: order.hash }), headers);
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) {
      const apiErrors = e.body.errors ?? {};
      const message = e.body.message ?? (Object.keys(apiErrors).length > 0 ? checkoutMessage(apiErrors, locale) : translate(locale, 'checkout.orderSaveFailed'));
      return fail(e.status, message, apiErrors, headers);
    }
    return fail(502, translate(locale, 'checkout.orderSaveFailed'), {}, headers);
  }
}

export const clientAction = clientActionOutcome;
