import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { data, Link, useNavigate, useRevalidator } from 'react-router';
import { checkoutNotices } from '@konfety/domain/checkout-rules';
import { CartItems } from '../components/cart/CartItems';
import { CartTotals } from '../components/cart/CartTotals';
import { usePostJson } from '../components/cart/useAction';
import { VoucherForm } from '../components/cart/VoucherForm';
import '../components/cart/cart.css';
import { type CheckoutValues, type FieldErrors, readCheckoutForm, validateCheckout } from '../components/checkout/checkout-form';
import { CheckoutForm, fieldId } from '../components/checkout/CheckoutForm';
import { notifyCartChanged } from '../components/header/cartEvents';
import { showSnackbar } from '../components/global/snackbar';
import { useLocale, useT } from '../i18n';
import type { Cart, CartItemChange, CheckoutMethods } from '../lib/api.server';
import { activeCart } from '../lib/cart.server';
import { pageMeta } from '../lib/meta';
import { formBody } from '../lib/post-form';
import { useShell } from '../lib/shell';
import { actionPaths, localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/cart';

/**
 * The cart and checkout (SPEC §2 /kosik): the active cart, the delivery and
 * payment methods (with branches and gifts) and the countries, all rendered
 * on the server. Each checkout render gets its own idempotency key, so a
 * double submit places one order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { api, cart, headers } = await activeCart(request, context, locale);
  const [methods, countries] = await Promise.all([api.checkoutMethods(), api.countries(locale)]);
  headers.set('cache-control', 'private, no-store');
  return data({ cart, methods, countries, idempotencyKey: crypto.randomUUID() }, { headers });
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'cart.meta.title', noindex: true });

interface CheckoutFlash {
  form: 'checkout';
  message: string | null;
  notices?: string[];
  errors?: FieldErrors;
  values?: CheckoutValues;
}

type ItemAnswer = { ok: true; message: string; change: CartItemChange } | { ok: false; message: string | null };
type VoucherAnswer = { ok: boolean; message: string; cart: Cart | null; error?: string };
type CheckoutAnswer = { ok: true; redirectTo: string } | { ok: false; message: string; notices: string[]; errors: FieldErrors };

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const shell = useShell();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { methods, countries, idempotencyKey } = loaderData;
  const [cart, setCart] = useState<Cart>(loaderData.cart);
  useEffect(() => setCart(loaderData.cart), [loaderData.cart]);

  // The outcome of a form posted without JavaScript comes back once in the flash.
  const [flash] = useState(() => shell.flash);
  const checkoutFlash = flash?.form === 'checkout' ? (flash as unknown as CheckoutFlash) : null;
  const initial = checkoutFlash?.values ?? {};
  const [errors, setErrors] = useState<FieldErrors>(checkoutFlash?.errors ?? {});
  const [voucherError, setVoucherError] = useState<string | null>(flash?.form === 'cart-voucher' && !flash.ok ? flash.message : null);
  const [needsEmail, setNeedsEmail] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const findDelivery = (v: string | undefined) => methods.delivery.find((d) => String(d.id) === v) ?? null;
  const [delivery, setDelivery] = useState<CheckoutMethods['delivery'][number] | null>(() => findDelivery(initial.deliveryId));
  const [payment, setPayment] = useState<CheckoutMethods['payment'][number] | null>(() => methods.payment.find((p) => String(p.id) === initial.paymentId) ?? null);
  const items = usePostJson<ItemAnswer>();
  const vouchers = usePostJson<VoucherAnswer>();
  const checkout = usePostJson<CheckoutAnswer>();

  useEffect(() => {
    if (!flash) return;
    if (flash.form === 'checkout') (checkoutFlash?.notices ?? [flash.message]).forEach((m) => m && showSnackbar({ tone: 'danger', message: m }));
    else if (flash.form === 'cart-item' || flash.form === 'cart-voucher') showSnackbar({ tone: flash.ok ? 'success' : 'danger', message: flash.message ?? '' });
    if (flash.form === 'checkout' && checkoutFlash?.errors) setFocusRequest((n) => n + 1);
  }, [flash, checkoutFlash]);

  // Focus the first invalid field (in page order) after a failed submit.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = document.querySelector<HTMLElement>('#checkout [aria-invalid="true"]');
    first?.focus();
  }, [focusRequest]);

  const onItemChange = useCallback(
    async (form: HTMLFormElement, quantity: number) => {
      const answer = await items.post(actionPaths.cartItem, formBody(form, { quantity: String(quantity), mode: 'set', locale }));
      if (answer?.ok) {
        setCart(answer.change.cart);
        notifyCartChanged({ carts: [answer.change.cart], open: true });
        return;
      }
      showSnackbar({ tone: 'danger', message: answer?.message ?? t('cart.addFailed') });
      revalidator.revalidate();
    },
    [items, locale, t, revalidator],
  );

  const onVoucher = useCallback(
    async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      const form = e.currentTarget;
      const adding = new FormData(form).get('intent') === 'add';
      const extra: Record<string, string> = { locale };
      const email = (document.getElementById(fieldId('email')) as HTMLInputElement | null)?.value.trim();
      if (adding && email && !new FormData(form).get('guestEmail')) extra.guestEmail = email;
      const answer = await vouchers.post(actionPaths.cartVoucher, formBody(form, extra));
      if (answer?.cart) {
        setCart(answer.cart);
        notifyCartChanged({ carts: [answer.cart] });
      }
      if (answer?.ok) {
        setVoucherError(null);
        setNeedsEmail(false);
        if (adding) form.reset();
        showSnackbar({ tone: 'success', message: answer.message });
        return;
      }
      const message = answer?.message ?? t(adding ? 'voucher.invalid' : 'cart.voucherDeleteFailed');
      if (adding) setVoucherError(message);
      setNeedsEmail(answer?.error === 'email_required');
      showSnackbar({ tone: 'danger', message });
    },
    [vouchers, locale, t],
  );

  const onCheckout = useCallback(
    async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      if (checkout.busy) return;
      const form = e.currentTarget;
      const values = readCheckoutForm(new FormData(form));
      const found = validateCheckout(values, { methods, locale });
      if (Object.keys(found).length > 0) {
        setErrors(found);
        checkoutNotices(found, locale).forEach((message) => showSnackbar({ tone: 'danger', message }));
        setFocusRequest((n) => n + 1);
        return;
      }
      setErrors({});
      const answer = await checkout.post(actionPaths.checkout, formBody(form, { locale }));
      if (answer?.ok) {
        notifyCartChanged({});
        navigate(answer.redirectTo);
        return;
      }
      const failed = answer ?? { message: t('checkout.orderSaveFailed'), notices: [t('checkout.orderSaveFailed')], errors: {} };
      setErrors(failed.errors);
      failed.notices.forEach((message) => showSnackbar({ tone: 'danger', message }));
      if (Object.keys(failed.errors).length > 0) setFocusRequest((n) => n + 1);
      // Stock or a voucher may have changed meanwhile: show the cart as it is now.
      else revalidator.revalidate();
    },
    [checkout, methods, locale, navigate, t, revalidator],
  );

  const empty = cart.items.length === 0;
  return (
    <div className="container cart">
      <h1>{t('cart.meta.title')}</h1>
      {empty ? (
        <div className="cart__empty">
          <p>{t('cart.empty')}</p>
          <Link className="button button--primary" to={localePath('home', locale)}>
            {t('cart.emptyLink')}
          </Link>
        </div>
      ) : (
        <div className="cart__layout">
          <div className="cart__main">
            <CartItems cart={cart} busy={items.busy} onChange={onItemChange} />
            <VoucherForm cart={cart} busy={vouchers.busy} error={voucherError} needsEmail={needsEmail} onSubmit={onVoucher} />
            <CheckoutForm
              cart={cart}
              methods={methods}
              countries={countries}
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
          </aside>
        </div>
      )}
    </div>
  );
}
