import './product.css';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useActionFetcher } from '../../hooks/useActionFetcher';
import { useT } from '../../i18n';
import { CART_CHANGE_FETCHER, type CartOutcome, MAX_LINE_QUANTITY } from '../../lib/cart';
import { useShell } from '../../lib/shell';
import { actionPaths } from '../../routing/route-names';
import { useAdultConfirmed } from '../catalog/AdultGate';
import type { DetailVariant } from '@konfety/api/contract';
import { showSnackbar } from '../global/snackbar';
import { CsrfField } from '../global/CsrfField';
import { Field, type FieldClasses } from '../forms/Field';

const FIELD_CLASSES: FieldClasses = { field: 'add-to-cart__quantity', row: 'add-to-cart__row', error: 'add-to-cart__error' };

export type OrderableVariant = Pick<DetailVariant, 'id' | 'availability'>;

function firstError(errors: Record<string, string[]> | undefined, field: string): string | null {
  const list = errors?.[field];
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}

/**
 * Adding to the cart (SPEC §4/§8): one form around the variant choice
 * (`children`, radios named `variantId`), the quantity and the button,
 * posting to `/_/cart/item` with `mode=add` — the cart action's `add` intent
 * (the browser tests pin that endpoint and field). Without JavaScript it
 * is a plain POST answered with a 303 back and a one-time flash shown here.
 * With it the form goes through a fetcher: React Router reloads the header's
 * cart, which opens, and the added-product notice shows the product (both
 * watch the cart action's fetchers); failure shows a danger snackbar with the
 * API's message (or the add-to-cart failure text). Only an orderable (in
 * stock) variant gets the quantity and the button; on an 18+ product they
 * wait for the age confirmation.
 */
export function AddToCartForm({
  productId,
  variants,
  variant,
  children,
}: {
  productId: number;
  variants: readonly OrderableVariant[];
  /** The chosen variant, null when the product has none to choose. */
  variant: OrderableVariant | null;
  /** The product's storefront path in the page's locale (the notice links to the cart line's own path). */
  url?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const shell = useShell();
  const location = useLocation();
  const confirmed = useAdultConfirmed();
  const adding = useActionFetcher<CartOutcome>({
    key: CART_CHANGE_FETCHER,
    onDone: (outcome) => {
      if (outcome?.ok) {
        setQuantity('1');
        return;
      }
      const fieldError = firstError(outcome?.errors, 'quantity');
      if (fieldError) {
        setQuantityError(fieldError);
        quantityRef.current?.focus();
      }
      showSnackbar({ tone: 'danger', message: outcome?.message || fieldError || t('cart.addFailed') });
    },
  });
  const quantityRef = useRef<HTMLInputElement>(null);
  const [quantity, setQuantity] = useState('1');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  // The no-JS flash belongs to the page it was rendered with; a later navigation drops it.
  const [flashKey] = useState(location.key);
  const [submitted, setSubmitted] = useState(false);
  const flash = !submitted && location.key === flashKey && shell.flash?.form === 'cart-item' ? shell.flash : null;

  useEffect(() => setQuantityError(null), [variant?.id]);

  const orderable = variant?.availability.state === 'in_stock';
  const max = Math.max(1, Math.min(variant?.availability.count ?? 1, MAX_LINE_QUANTITY));
  const busy = adding.busy;
  const shownError = quantityError ?? firstError(flash?.errors, 'quantity');

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || !orderable || !confirmed) return;
    setSubmitted(true);
    setQuantityError(null);
    void adding.submit(actionPaths.cartItem, e.currentTarget);
  }

  return (
    <form method="post" action={actionPaths.cartItem} className="add-to-cart" onSubmit={onSubmit} aria-busy={busy || undefined}>
      <CsrfField />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="mode" value="add" />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {variants.length === 1 ? <input type="hidden" name="variantId" value={variants[0]!.id} /> : null}
      {children}
      {orderable ? (
        <Field
          label={t('catalog.cart.quantity')}
          errors={shownError}
          classes={FIELD_CLASSES}
          input={{
            ref: quantityRef,
            type: 'number',
            name: 'quantity',
            inputMode: 'numeric',
            min: 1,
            max,
            step: 1,
            required: true,
            value: quantity,
            onChange: (e) => setQuantity(e.target.value),
          }}
          after={
            <button type="submit" className="button button--primary add-to-cart__submit" disabled={!confirmed} aria-disabled={busy || undefined}>
              {t('catalog.cart.submit')}
            </button>
          }
        />
      ) : (
        <p className="add-to-cart__unavailable">{t('catalog.cart.unavailable')}</p>
      )}
      <div className="add-to-cart__status" role="status">
        {busy ? <span className="catalog-sr">{t('catalog.cart.adding')}</span> : null}
        {flash?.message ? <p className={`add-to-cart__flash add-to-cart__flash--${flash.ok ? 'success' : 'danger'}`}>{flash.message}</p> : null}
      </div>
    </form>
  );
}
