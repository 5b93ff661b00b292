import { type FormEvent, useId, useRef, useState } from 'react';
import { useActionFetcher } from '../../hooks/useActionFetcher';
import { useLocale, useT } from '../../i18n';
import type { Cart } from '../../lib/api.server';
import type { CartOutcome } from '../../lib/cart';
import { usePrice } from '../../lib/price';
import { actionPaths, localePath } from '../../routing/route-names';
import { fieldId } from '../checkout/CheckoutForm';
import { Field, type FieldClasses } from '../forms/Field';

/** No wrappers: the form's grid and the row's flex place the labels and controls. */
const CODE_CLASSES: FieldClasses = { row: 'cart-vouchers__row', error: 'field-error' };
const EMAIL_CLASSES: FieldClasses = { label: 'cart-vouchers__email-label' };
import { showSnackbar } from '../global/snackbar';
import { CsrfField } from '../global/CsrfField';

/**
 * Voucher codes of the cart (SPEC §2/§8): a form to apply one and a remove
 * button per applied voucher — except 'order' vouchers, which stay. Both are
 * plain forms for the cart action (`voucher-add`, `voucher-remove`); with
 * JavaScript they post through a fetcher, the outcome shows as a snackbar and
 * React Router reloads the cart. A guest whose voucher needs an e-mail gets
 * the field for it (the checkout's e-mail is sent along when filled in).
 */
export function VoucherForm({ cart, initialError }: { cart: Cart; initialError: string | null }) {
  const t = useT();
  const price = usePrice();
  const locale = useLocale();
  const addForm = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(initialError);
  const [needsEmail, setNeedsEmail] = useState(false);
  const vouchers = useActionFetcher<CartOutcome>({
    onDone: (outcome) => {
      const adding = outcome?.intent !== 'voucher-remove';
      if (outcome?.ok) {
        setError(null);
        setNeedsEmail(false);
        if (outcome.intent === 'voucher-add') addForm.current?.reset();
        showSnackbar({ tone: 'success', message: outcome.message ?? '' });
        return;
      }
      const message = outcome?.message || t(adding ? 'voucher.invalid' : 'cart.voucherDeleteFailed');
      if (adding) setError(message);
      setNeedsEmail(outcome?.error === 'email_required');
      showSnackbar({ tone: 'danger', message });
    },
  });
  const busy = vouchers.busy;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const fields = new FormData(form);
    const extra: Record<string, string> = { locale };
    const email = (document.getElementById(fieldId('email')) as HTMLInputElement | null)?.value.trim();
    if (fields.get('intent') === 'voucher-add' && email && !fields.get('guestEmail')) extra.guestEmail = email;
    void vouchers.submit(actionPaths.cart, form, { extra });
  };
  const id = useId();
  const back = localePath('cart', locale);
  return (
    <section className="cart-vouchers" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="cart__heading">
        {t('cart.voucher.heading')}
      </h2>
      {cart.vouchers.length > 0 ? (
        <ul className="cart-vouchers__list">
          {cart.vouchers.map((v) => (
            <li key={v.voucher_id} className="cart-vouchers__item">
              <span>
                <strong>{v.code}</strong> {v.applicable ? `−${price(v.discount)}` : t('cart.voucher.notApplicable')}
              </span>
              {v.type === 'order' ? null : (
                <form method="post" action={actionPaths.cart} onSubmit={onSubmit}>
                  <CsrfField />
                  <input type="hidden" name="intent" value="voucher-remove" />
                  <input type="hidden" name="voucherId" value={v.voucher_id} />
                  <input type="hidden" name="redirectTo" value={back} />
                  <button type="submit" className="cart-vouchers__remove" disabled={busy}>
                    {t('cart.voucher.remove', { code: v.code })}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <form ref={addForm} className="cart-vouchers__form" method="post" action={actionPaths.cart} onSubmit={onSubmit} noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="voucher-add" />
        <input type="hidden" name="redirectTo" value={back} />
        <Field
          label={t('cart.voucher.label')}
          errors={error}
          classes={CODE_CLASSES}
          input={{ name: 'voucherCode', type: 'text', autoComplete: 'off', maxLength: 40, required: true }}
          after={
            <>
              {needsEmail ? <Field label={t('cart.voucher.email')} classes={EMAIL_CLASSES} input={{ name: 'guestEmail', type: 'email', autoComplete: 'email' }} /> : null}
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('cart.voucher.apply')}
              </button>
            </>
          }
        />
      </form>
    </section>
  );
}
