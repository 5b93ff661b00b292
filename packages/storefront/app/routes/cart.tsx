import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { data, useRevalidator } from 'react-router';
import { CartItems } from '../components/cart/CartItems';
import { CartTotals } from '../components/cart/CartTotals';
import { VoucherForm } from '../components/cart/VoucherForm';
import '../components/cart/cart.css';
import { CheckoutForm, CheckoutSubmit } from '../components/checkout/CheckoutForm';
import { showSnackbar } from '../components/global/snackbar';
import { useActionFetcher } from '../hooks/useActionFetcher';
import { useLocale, useT } from '../i18n';
import type { CheckoutMethods } from '../lib/api.server';
import { activeCart } from '../lib/cart.server';
import type { CheckoutValues, FieldErrors } from '../lib/checkout-form';
import { checkoutPrefill, savedAddressChoices } from '../lib/checkout-form.server';
import { checkoutAccount } from '../lib/profile.server';
import { messagesFor } from '../i18n/catalogue.server';
import { pageMeta } from '../lib/meta';
import { type ActionOutcome, fetcherFormData } from '../lib/post-form';
import { useShell } from '../lib/shell';
import { actionPaths, localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/cart';
import { privatePageHeaders } from '../lib/page-headers';
import { RouterLink } from '../components/link/RouterLink';
import { beginCheckout, checkoutChoices, packEvents } from '../lib/analytics.server';

/**
 * The cart and checkout (SPEC §2 /kosik): the active cart, the delivery and
 * payment methods (with branches and gifts) and the countries, all rendered
 * on the server. Each checkout render gets its own idempotency key, so a
 * double submit places one order. The cart's forms post to the cart action;
 * React Router reloads this loader after each, so the page shows the cart as
 * the API has it. A logged-in customer's form starts filled in from the
 * account (invoice details, default address) and offers the saved addresses.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { api, cart, headers, loggedIn } = await activeCart(request, context, locale);
  const [methods, countries, account] = await Promise.all([api.data('GET /checkout/methods'), api.data('GET /lists/countries/:locale', { params: { locale } }), loggedIn ? checkoutAccount(api) : null]);
  // A logged-in customer finds the form filled in from the account and may deliver to a saved address.
  const prefill = account ? checkoutPrefill(account, methods) : null;
  const savedAddresses = account ? savedAddressChoices(account.addresses, methods) : [];
  headers.set('cache-control', 'private, no-store');
  // GA4's begin_checkout, and add_shipping_info / add_payment_info as a method is chosen (lib/analytics.server.ts).
  const analytics = { dataLayer: packEvents(beginCheckout(cart)), dataLayerOn: packEvents(checkoutChoices(cart, methods)) };
  return data({ cart, methods, countries, prefill, savedAddresses, idempotencyKey: crypto.randomUUID(), messages: messagesFor(locale, ['cart', 'checkout']), ...analytics }, { headers });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'cart.meta.title', noindex: true });

interface CheckoutFlash {
  form: 'checkout';
  message: string | null;
  errors?: FieldErrors;
  values?: CheckoutValues;
}

/** What the checkout action answers a script that failed (success is a redirect to the summary). */
type CheckoutAnswer = ActionOutcome & { unanswered?: true };

/** How long the form rests after a change before its shown errors are checked again (typing a PSČ is one change, not five). */
const RECHECK_MS = 300;

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const shell = useShell();
  const revalidator = useRevalidator();
  const { cart, methods, countries, prefill, savedAddresses, idempotencyKey } = loaderData;

  // The outcome of a form posted without JavaScript comes back once in the flash.
  const [flash] = useState(() => shell.flash);
  const checkoutFlash = flash?.form === 'checkout' ? (flash as unknown as CheckoutFlash) : null;
  // What the shopper typed (a refused post without JavaScript), else what the account fills in.
  const initial = checkoutFlash?.values ?? prefill ?? {};
  const [errors, setErrors] = useState<FieldErrors>(checkoutFlash?.errors ?? {});
  const [focusRequest, setFocusRequest] = useState(0);

  const findDelivery = (v: string | undefined) => methods.delivery.find((d) => String(d.id) === v) ?? null;
  const [delivery, setDelivery] = useState<CheckoutMethods['delivery'][number] | null>(() => findDelivery(initial.deliveryId));
  const [payment, setPayment] = useState<CheckoutMethods['payment'][number] | null>(() => methods.payment.find((p) => String(p.id) === initial.paymentId) ?? null);

  useEffect(() => {
    if (!flash) return;
    if (flash.form === 'checkout') showSnackbar({ tone: 'danger', message: flash.message ?? '' });
    else if (flash.form === 'cart-item' || flash.form === 'cart-voucher') showSnackbar({ tone: flash.ok ? 'success' : 'danger', message: flash.message ?? '' });
    if (flash.form === 'checkout' && checkoutFlash?.errors) setFocusRequest((n) => n + 1);
  }, [flash, checkoutFlash]);

  // Focus the first invalid field (in page order, the terms after the summary included) after a failed submit.
  useEffect(() => {
    if (focusRequest === 0) return;
    const form = document.getElementById('checkout') as HTMLFormElement | null;
    const first = [...(form?.elements ?? [])].find((field) => field.getAttribute('aria-invalid') === 'true');
    (first as HTMLElement | undefined)?.focus();
  }, [focusRequest]);

  // Each check of the form gets a number: an answer is used only while no later check or submit has been made.
  const checks = useRef(0);
  const recheckTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(recheckTimer.current), []);

  // Success redirects to the order summary (the fetcher follows it: `outcome` is null then).
  const checkout = useActionFetcher<CheckoutAnswer>({
    onDone: (outcome) => {
      if (!outcome) return;
      const fieldErrors = outcome.unanswered ? {} : (outcome.errors ?? {});
      setErrors(fieldErrors);
      // One notice for the whole form (the fields say the rest), not one per problem.
      showSnackbar({ tone: 'danger', message: outcome.message || t('checkout.orderSaveFailed') });
      if (Object.keys(fieldErrors).length > 0) setFocusRequest((n) => n + 1);
      // Stock or a voucher may have changed meanwhile: show the cart as it is now.
      else revalidator.revalidate();
    },
  });

  // The checkout action checks the form (the same rules with and without JavaScript) and answers its
  // field errors and one notice; the browser ships no validation code of its own.
  const onCheckout = useCallback(
    (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      if (checkout.busy) return;
      clearTimeout(recheckTimer.current);
      checks.current++;
      void checkout.submit(actionPaths.checkout, e.currentTarget, { extra: { locale } });
    },
    [checkout, locale],
  );

  // While errors show, a change of the form has the action check it again (`intent=check`: the rules of a submit,
  // no order), and an error goes as soon as its field is right. A plain request, not a fetcher: an action's
  // answer would reload the page's data. Fields without an error get none while the shopper types.
  const hasErrors = Object.keys(errors).length > 0;
  const recheck = useCallback(
    (form: HTMLFormElement) => {
      if (!hasErrors) return;
      clearTimeout(recheckTimer.current);
      recheckTimer.current = setTimeout(async () => {
        const check = ++checks.current;
        const body = new URLSearchParams([...fetcherFormData(form, { extra: { intent: 'check', locale } })] as string[][]);
        const answer = await fetch(actionPaths.checkout, { method: 'POST', body, headers: { accept: 'application/json' } })
          .then((res) => res.json() as Promise<ActionOutcome>)
          .catch(() => null);
        if (check !== checks.current || !answer?.errors) return;
        const now = answer.errors;
        setErrors((shown) => Object.fromEntries(Object.keys(shown).flatMap((field) => (now[field] ? [[field, now[field]]] : []))));
      }, RECHECK_MS);
    },
    [hasErrors, locale],
  );

  const empty = cart.items.length === 0;
  return (
    <div className="container cart">
      <h1>{t('cart.meta.title')}</h1>
      {empty ? (
        <div className="cart__empty">
          <p>{t('cart.empty')}</p>
          <RouterLink className="button button--primary" to={localePath('home', locale)}>
            {t('cart.emptyLink')}
          </RouterLink>
        </div>
      ) : (
        <div className="cart__layout">
          <div className="cart__main">
            <CartItems cart={cart} />
            <VoucherForm cart={cart} initialError={flash?.form === 'cart-voucher' && !flash.ok ? flash.message : null} />
            <CheckoutForm
              onFieldsChange={recheck}
              cart={cart}
              methods={methods}
              countries={countries}
              savedAddresses={savedAddresses}
              idempotencyKey={idempotencyKey}
              initial={initial}
              errors={errors}
              busy={checkout.busy}
              delivery={delivery}
              payment={payment}
              onDelivery={setDelivery}
              onPayment={setPayment}
              onSubmit={onCheckout}
            />
          </div>
          <aside className="cart__aside">
            <CartTotals cart={cart} delivery={delivery} payment={payment} />
            <CheckoutSubmit agreed={initial.terms === 'on'} error={errors.terms?.[0] ?? null} busy={checkout.busy} onChange={recheck} />
          </aside>
        </div>
      )}
    </div>
  );
}
