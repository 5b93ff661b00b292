import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { voucherErrorMessage } from '@konfety/domain/i18n';
import { emailField, integerField, issuesToFieldErrors, optionalField, requiredString } from '@konfety/domain/validation';
import { translate } from '../i18n/catalogue.server';
import { type Locale, localeOfPath, localePrefix, locales } from '../routing/route-names';
import { type ApiClient, ApiError, type Cart, type CartItemChange } from './api.server';
import { type AddedProduct, type CartIntentName, type CartOutcome, MAX_LINE_QUANTITY } from './cart';
import { cookieJar, readCookie } from './cookies.server';
import { backTo, respond } from './forms.server';
import { chosenCurrency, toDomainCurrency } from './price';
import { type Visitor, visitor } from './session.server';
import { cartChange, packEvents } from './analytics.server';

/**
 * The visitor's active cart (SPEC §3: the first of the loaded carts), shared
 * by the cart action and the cart page. A guest without a usable cookie gets
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

/**
 * All the visitor's carts: a customer's account carts (one is created when
 * there is none), or a guest's one cart. A login token the API refuses (401)
 * or a guest-cart cookie that is no cart id counts as none: the visitor is
 * served as a guest and `headers` clear the stale cookie.
 */
export async function visitorCarts(request: Request, context: AppLoadContext, locale: Locale): Promise<Omit<ActiveCart, 'cart' | 'cartKey'> & { carts: Cart[] }> {
  return cartsOf(await visitor(request, context), locale);
}

/**
 * A cart as the page's language shows it: the lines' product links under the language's prefix (`/sk/246/…`; the API's
 * `url`s have none), made here on the server for the cart page, the header's cart and the added-product notice alike.
 */
function localCart(cart: Cart, locale: Locale): Cart {
  const prefix = localePrefix(locale);
  return prefix === '' ? cart : { ...cart, items: cart.items.map((item) => ({ ...item, product: { ...item.product, url: `${prefix}${item.product.url}` } })) };
}

/** `visitorCarts` of a visitor already read from the request. */
export async function cartsOf(v: Visitor, locale: Locale): Promise<Omit<ActiveCart, 'cart' | 'cartKey'> & { carts: Cart[] }> {
  const { carts, ...rest } = await apiCartsOf(v, locale);
  return { ...rest, carts: carts.map((cart) => localCart(cart, locale)) };
}

async function apiCartsOf(v: Visitor, locale: Locale): Promise<Omit<ActiveCart, 'cart' | 'cartKey'> & { carts: Cart[] }> {
  if (v.token) {
    try {
      let carts = await v.api.data('GET /cart/:locale', { params: { locale } });
      if (carts.length === 0) {
        await v.api.data('POST /cart/create');
        carts = await v.api.data('GET /cart/:locale', { params: { locale } });
      }
      return { carts, api: v.api, loggedIn: true, headers: v.clearing };
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) throw e;
      await v.forgetToken();
    }
  }
  const cart = await v.api.data('GET /cart/anonymous/:locale/:guestCartId', { params: { locale, guestCartId: v.guestCartId ?? '0' } });
  if (!cart.tempId || cart.tempId === v.guestCartId) return { carts: [cart], api: v.api, loggedIn: false, headers: v.clearing };
  // A new guest cart: its cookie replaces whatever the browser held (no separate clearing of the old one).
  const headers = new Headers();
  for (const c of v.clearing.getSetCookie()) if (!c.startsWith(`${v.jar.guestCart.name}=`)) headers.append('set-cookie', c);
  headers.append('set-cookie', await v.jar.guestCart.serialize(cart.tempId));
  return { carts: [cart], api: v.api, loggedIn: false, headers };
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

/** The quantity already in the cart for a product (and variant) as a top-level line — what `add` adds to. */
export function quantityInCart(cart: Cart, productId: number, variantId: number | null): number {
  const line = cart.items.find((i) => i.product.id === productId && i.parent_id === null && (variantId === null || i.variant.id === variantId));
  return line?.quantity ?? 0;
}

// ---------------------------------------------------------------------------
// The cart form: one schema per intent (lib/cart.ts lists them).

const id = () => integerField({ min: 1, max: 2_147_483_647 });
const line = { productId: id(), variantId: optionalField(id()) };

export const cartFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), ...line, quantity: integerField({ min: 1, max: MAX_LINE_QUANTITY }) }),
  z.object({ intent: z.literal('set-quantity'), ...line, quantity: integerField({ min: 0, max: MAX_LINE_QUANTITY }) }),
  z.object({ intent: z.literal('remove'), ...line }),
  z.object({ intent: z.literal('voucher-add'), voucherCode: requiredString({ max: 40 }), guestEmail: optionalField(emailField()) }),
  z.object({ intent: z.literal('voucher-remove'), voucherId: id() }),
]);

export type CartIntent = z.infer<typeof cartFormSchema>;

/** What the cart action answers, before it is shaped for a script (data) or a native post (303 + flash). */
export interface CartAnswer {
  status: number;
  outcome: CartOutcome;
  /** `set-cookie` of a new guest cart. */
  headers: Headers;
  /** The API's change with the whole cart, after a line intent (the legacy `/_/cart/item` answer carries it). */
  change?: CartItemChange;
}

/** The flash `form` an intent's outcome is shown by without JavaScript. */
export function flashFormOf(intent: CartIntentName | null): 'cart-item' | 'cart-voucher' {
  return intent === 'voucher-add' || intent === 'voucher-remove' ? 'cart-voucher' : 'cart-item';
}

/** What an intent's failure says when there is nothing more specific. */
function failureText(intent: CartIntentName | null, locale: Locale): string {
  if (intent === 'voucher-add') return translate(locale, 'voucher.invalid');
  if (intent === 'voucher-remove') return translate(locale, 'cart.voucherDeleteFailed');
  return translate(locale, 'cart.addFailed');
}

/**
 * The form's fields as the intent they name. An unknown or missing intent is
 * a 400; fields that do not fit the intent are a 422 with the field errors in
 * the request's language.
 */
export function parseCartForm(form: FormData, locale: Locale): { ok: true; intent: CartIntent } | { ok: false; answer: CartAnswer } {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  const parsed = cartFormSchema.safeParse(fields);
  if (parsed.success) return { ok: true, intent: parsed.data };
  const errors = issuesToFieldErrors(parsed.error.issues, locale);
  const named = fields.intent;
  const intent = (cartFormSchema.options.some((o) => o.shape.intent.value === named) ? named : null) as CartIntentName | null;
  if (!intent) {
    const message = translate(locale, 'validation.choice');
    return { ok: false, answer: { status: 400, outcome: { ok: false, intent: null, message, errors: { intent: [message] } }, headers: new Headers() } };
  }
  // A voucher form shows its one field's error as the message; a line form shows the failure and marks the field.
  const first = Object.values(errors)[0]?.[0];
  const message = flashFormOf(intent) === 'cart-voucher' && first ? first : failureText(intent, locale);
  return { ok: false, answer: { status: 422, outcome: { ok: false, intent, message, errors }, headers: new Headers() } };
}

/** The added-product notice's data from the API's change: the pieces this change added and the unit price as the cart prices it. */
export function addedFromChange(change: CartItemChange, posted: number, locale: Locale): AddedProduct {
  const row = change.cart.items.find((item) => item.variant.id === change.variant.id && item.parent_id === null);
  const added = change.quantity - change.original_quantity;
  const variant = change.variant.name && change.variant.name !== change.product.name ? change.variant.name : null;
  return {
    name: change.product.name,
    variant,
    quantity: added > 0 ? added : posted,
    image: change.product.main_image,
    url: `${localePrefix(locale)}${row?.product.url ?? change.product.url}`,
    unitPriceVat: row?.unit_price_vat ?? change.variant.price_vat,
  };
}

/** The currency the visitor shops in (currency cookie, else the default), for prices inside messages. */
async function visitorCurrency(request: Request, context: AppLoadContext, api: ApiClient) {
  const code = await readCookie<string>(cookieJar(context).currency, request);
  const list = await api.data('GET /lists/currencies').catch(() => []);
  return toDomainCurrency(chosenCurrency(list, code));
}

/**
 * Carries out one cart intent on the visitor's active cart (SPEC §3/§5/§8)
 * and says what happened. Never throws for the API's refusals: they become
 * the answer's status and message.
 */
export async function runCartIntent(request: Request, context: AppLoadContext, locale: Locale, intent: CartIntent): Promise<CartAnswer> {
  const fail = (status: number, message: string, headers = new Headers(), more: Partial<CartOutcome> = {}): CartAnswer => ({
    status,
    outcome: { ok: false, intent: intent.intent, message, ...more },
    headers,
  });
  let active: ActiveCart;
  try {
    active = await activeCart(request, context, locale);
  } catch {
    return fail(502, translate(locale, intent.intent === 'add' ? 'cart.addFailed' : 'cart.loadFailed'));
  }
  const { api, cart, cartKey, headers } = active;
  const ok = (message: string, more: Partial<CartAnswer> & { added?: AddedProduct } = {}): CartAnswer => ({
    status: 200,
    outcome: { ok: true, intent: intent.intent, message, ...(more.added ? { added: more.added } : {}) },
    headers,
    ...(more.change ? { change: more.change } : {}),
  });

  switch (intent.intent) {
    case 'add':
    case 'set-quantity':
    case 'remove': {
      const variantId = intent.variantId ?? null;
      const target =
        intent.intent === 'add' ? quantityInCart(cart, intent.productId, variantId) + intent.quantity : intent.intent === 'remove' ? 0 : intent.quantity;
      try {
        const change = await api.call('PUT /cart/:cartId', { params: { cartId: cartKey }, body: { id: intent.productId, variantId, quantity: target } });
        const message =
          change.quantity > change.original_quantity
            ? translate(locale, 'cart.added')
            : change.quantity === 0
              ? translate(locale, 'cart.itemRemoved')
              : translate(locale, 'cart.itemUpdated');
        const answer = ok(message, { change, ...(intent.intent === 'add' ? { added: addedFromChange(change, intent.quantity, locale) } : {}) });
        // GA4's add_to_cart / remove_from_cart (lib/analytics.server.ts), pushed by the head's script as the answer arrives.
        return { ...answer, outcome: { ...answer.outcome, dataLayer: packEvents(cartChange(change)) } };
      } catch (e) {
        if (e instanceof ApiError && e.status === 422) {
          return fail(422, e.body.message ?? translate(locale, 'cart.addFailed'), headers, e.body.errors ? { errors: e.body.errors } : {});
        }
        if (e instanceof ApiError && e.status === 404) return fail(404, translate(locale, 'cart.addFailed'), headers);
        return fail(502, translate(locale, 'cart.addFailed'), headers);
      }
    }
    case 'voucher-remove': {
      const voucher = cart.vouchers.find((v) => v.voucher_id === intent.voucherId);
      // SPEC §5: an 'order' voucher cannot be removed by the shopper.
      if (voucher?.type === 'order') return fail(403, translate(locale, 'voucher.locked'), headers);
      try {
        await api.call('POST /voucher/cart/delete/:cartId', { params: { cartId: cartKey }, body: { voucherId: intent.voucherId } });
        return ok(translate(locale, 'voucher.removed'));
      } catch (e) {
        const message = e instanceof ApiError && e.body.error === 'voucher_locked' ? translate(locale, 'voucher.locked') : translate(locale, 'cart.voucherDeleteFailed');
        return fail(e instanceof ApiError && e.status < 500 ? e.status : 502, message, headers);
      }
    }
    case 'voucher-add': {
      try {
        await api.call('POST /voucher/cart/add/:cartId', { params: { cartId: cartKey }, body: { voucherCode: intent.voucherCode, serviceType: 'eshop', guestEmail: active.loggedIn ? null : (intent.guestEmail ?? null) } });
        return ok(translate(locale, 'voucher.added'));
      } catch (e) {
        if (!(e instanceof ApiError) || e.status >= 500) return fail(502, translate(locale, 'voucher.invalid'), headers, { error: 'invalid' });
        const error = e.status === 404 ? (e.body.error === 'service_type' ? 'service_type' : 'not_exists') : (e.body.error ?? 'invalid');
        const message =
          e.status === 422 && e.body.error === 'validation'
            ? (e.body.errors?.guestEmail?.[0] ?? translate(locale, 'voucher.invalid'))
            : voucherErrorMessage({ code: error, value: e.body.value }, locale, await visitorCurrency(request, context, api));
        return fail(e.status, message, headers, { error, errors: { voucherCode: [message] } });
      }
    }
  }
}

/**
 * A POST to the cart action: parse the intent, carry it out, answer. Scripts
 * get the `CartOutcome` as data with its status; a native form post gets a
 * 303 back to `redirectTo` (or the referring page) with the outcome in the
 * flash cookie. `withChange` adds the API's change (the whole cart) to a
 * script's answer, for the legacy `/_/cart/item` endpoint.
 */
export async function cartPost(request: Request, context: AppLoadContext, form: FormData, { withChange = false } = {}) {
  const locale = actionLocale(request, form);
  const parsed = parseCartForm(form, locale);
  const answer = parsed.ok ? await runCartIntent(request, context, locale, parsed.intent) : parsed.answer;
  const { ok, message, errors, ...extra } = answer.outcome;
  return respond(request, form, { form: flashFormOf(extra.intent), ok, message, ...(errors ? { errors } : {}) }, {
    status: answer.status,
    headers: answer.headers,
    flashCookie: cookieJar(context).flash,
    extra: { ...extra, ...(withChange && answer.change ? { change: answer.change } : {}) },
  });
}
