import { data } from 'react-router';
import { voucherErrorMessage } from '@konfety/domain/i18n';
import { translate } from '../../i18n';
import { type ApiClient, ApiError, type Cart } from '../../lib/api.server';
import { actionLocale, activeCart, formInt } from '../../lib/cart.server';
import { cookies, readCookie } from '../../lib/cookies.server';
import { respond, wantsJson } from '../../lib/forms.server';
import { chosenCurrency, toDomainCurrency } from '../../lib/price';
import type { Route } from './+types/cart-voucher';

/**
 * Adds a voucher code to the active cart (`intent=add`, voucherCode,
 * guestEmail?) or removes one (`intent=remove`, voucherId). SPEC §8: errors
 * carry the voucher catalogue text (a minimal price formatted in the
 * visitor's currency) and the cart is reloaded, so scripts get `cart` either way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = actionLocale(request, form);
  const jar = cookies(context.secureCookies);
  const remove = form.get('intent') === 'remove';
  const answer = async (ok: boolean, message: string, cart: Cart | null, status: number, headers: Headers, extra: { error?: string } = {}) => {
    if (wantsJson(request)) return data({ ok, message, cart, ...extra }, { status, headers });
    return respond(request, { form: 'cart-voucher', ok, message, ...(extra.error ? { errors: { voucherCode: [message] } } : {}) }, { status, headers, flashCookie: jar.flash });
  };

  let active;
  try {
    active = await activeCart(request, context, locale);
  } catch {
    return answer(false, translate(locale, 'cart.loadFailed'), null, 502, new Headers());
  }
  const { api, cartKey, headers } = active;
  const reloaded = async () => (await activeCart(request, context, locale).catch(() => null))?.cart ?? null;

  if (remove) {
    const voucherId = formInt(form.get('voucherId'));
    const voucher = active.cart.vouchers.find((v) => v.voucher_id === voucherId);
    // SPEC §5: an 'order' voucher cannot be removed by the shopper.
    if (voucher?.type === 'order') return answer(false, translate(locale, 'voucher.locked'), active.cart, 403, headers);
    try {
      if (!voucherId) throw new ApiError(404, {});
      const cart = await api.deleteVoucher(cartKey, voucherId);
      return answer(true, translate(locale, 'voucher.removed'), cart, 200, headers);
    } catch (e) {
      const message = e instanceof ApiError && e.body.error === 'voucher_locked' ? translate(locale, 'voucher.locked') : translate(locale, 'cart.voucherDeleteFailed');
      return answer(false, message, await reloaded(), e instanceof ApiError && e.status < 500 ? e.status : 502, headers);
    }
  }

  const code = String(form.get('voucherCode') ?? '').trim();
  if (!code) {
    const message = translate(locale, 'validation.required');
    if (wantsJson(request)) return data({ ok: false, message, cart: active.cart, errors: { voucherCode: [message] } }, { status: 422, headers });
    return respond(request, { form: 'cart-voucher', ok: false, message, errors: { voucherCode: [message] } }, { status: 422, headers, flashCookie: jar.flash });
  }
  const guestEmail = String(form.get('guestEmail') ?? '').trim() || null;
  try {
    const cart = await api.addVoucher(cartKey, code, active.loggedIn ? null : guestEmail);
    return answer(true, translate(locale, 'voucher.added'), cart, 200, headers);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status >= 500) return answer(false, translate(locale, 'voucher.invalid'), await reloaded(), 502, headers, { error: 'invalid' });
    const errorCode = e.status === 404 ? (e.body.error === 'service_type' ? 'service_type' : 'not_exists') : (e.body.error ?? 'invalid');
    const message = e.status === 422 && e.body.error === 'validation' ? (e.body.errors?.guestEmail?.[0] ?? translate(locale, 'voucher.invalid')) : voucherErrorMessage({ code: errorCode, value: e.body.value }, locale, await visitorCurrency(request, context, api));
    return answer(false, message, await reloaded(), e.status, headers, { error: errorCode });
  }
}

/** The currency the visitor shops in (currency cookie, else the default), for prices inside messages. */
async function visitorCurrency(request: Request, context: Route.ActionArgs['context'], api: ApiClient) {
  const code = await readCookie<string>(cookies(context.secureCookies).currency, request);
  const list = await api.currencies().catch(() => []);
  return toDomainCurrency(chosenCurrency(list, code));
}
