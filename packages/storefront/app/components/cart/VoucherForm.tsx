import { type FormEvent, useId } from 'react';
import { useLocale, useT } from '../../i18n';
import type { Cart } from '../../lib/api.server';
import { usePrice } from '../../lib/price';
import { actionPaths, localePath } from '../../routing/route-names';

/**
 * Voucher codes of the cart (SPEC §2/§8): a form to apply one and a remove
 * button per applied voucher — except 'order' vouchers, which stay. Both are
 * plain forms for the voucher action; with JavaScript the page posts them in
 * the background and shows the outcome as a snackbar.
 */
export function VoucherForm({
  cart,
  busy,
  error,
  needsEmail,
  onSubmit,
}: {
  cart: Cart;
  busy: boolean;
  error: string | null;
  needsEmail: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useT();
  const price = usePrice();
  const locale = useLocale();
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
                <form method="post" action={actionPaths.cartVoucher} onSubmit={onSubmit}>
                  <input type="hidden" name="intent" value="remove" />
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
      <form className="cart-vouchers__form" method="post" action={actionPaths.cartVoucher} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="redirectTo" value={back} />
        <label htmlFor={`${id}-code`}>{t('cart.voucher.label')}</label>
        <div className="cart-vouchers__row">
          <input
            id={`${id}-code`}
            name="voucherCode"
            type="text"
            autoComplete="off"
            maxLength={40}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {needsEmail ? (
            <>
              <label htmlFor={`${id}-email`} className="cart-vouchers__email-label">
                {t('cart.voucher.email')}
              </label>
              <input id={`${id}-email`} name="guestEmail" type="email" autoComplete="email" />
            </>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('cart.voucher.apply')}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
