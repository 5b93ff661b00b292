import './product.css';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n';
import type { Cart } from '../../lib/api.server';
import { useShell } from '../../lib/shell';
import { actionPaths } from '../../routing/route-names';
import { useAdultConfirmed } from '../catalog/AdultGate';
import type { AvailabilityInfo } from '../catalog/shared';
import { showSnackbar } from '../global/snackbar';
import { type AddedProduct, notifyCartChanged } from '../header/cartEvents';
import { type ActionOutcome, useFormAction } from '../header/useFormAction';

/** The API's limit on one cart line's quantity (PUT /api/cart/{cartId}). */
const MAX_QUANTITY = 999;

/** What `/_/cart/item` answers a script: the outcome and, on success, the cart-item change (SPEC §3). */
interface CartItemOutcome extends ActionOutcome {
  change?: {
    product: { name: string; main_image: string | null };
    variant: { id: number; name: string; price_vat: number };
    quantity: number;
    original_quantity: number;
    cart: Cart;
  };
}

export interface OrderableVariant {
  id: number;
  availability: AvailabilityInfo;
}

/**
 * The added-product notice's data from the change answer: the pieces this
 * change added and the unit price of the cart line as the cart prices it.
 */
export function addedFromChange(change: NonNullable<CartItemOutcome['change']>, url: string, posted: number): AddedProduct {
  const line = change.cart.items.find((item) => item.variant.id === change.variant.id && item.parent_id === null);
  const added = change.quantity - change.original_quantity;
  const variant = change.variant.name && change.variant.name !== change.product.name ? change.variant.name : null;
  return {
    name: change.product.name,
    variant,
    quantity: added > 0 ? added : posted,
    image: change.product.main_image,
    url,
    unitPriceVat: line?.unit_price_vat ?? change.variant.price_vat,
  };
}

function firstError(errors: Record<string, string[]> | undefined, field: string): string | null {
  const list = errors?.[field];
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}

/**
 * Adding to the cart (SPEC §4/§8): one form around the variant choice
 * (`children`, radios named `variantId`), the quantity and the button,
 * posting to `/_/cart/item`. Without JavaScript it is a plain POST answered
 * with a redirect back and a one-time flash shown here. With it the form
 * posts in the background: success updates and opens the header's cart and
 * shows the added-product notice; failure shows a danger snackbar with the
 * API's message (or the add-to-cart failure text). Only an orderable (in
 * stock) variant gets the quantity and the button; on an 18+ product they
 * wait for the age confirmation.
 */
export function AddToCartForm({
  productId,
  variants,
  variant,
  url,
  children,
}: {
  productId: number;
  variants: readonly OrderableVariant[];
  /** The chosen variant, null when the product has none to choose. */
  variant: OrderableVariant | null;
  /** The product's storefront path in the page's locale. */
  url: string;
  children?: ReactNode;
}) {
  const t = useT();
  const shell = useShell();
  const location = useLocation();
  const confirmed = useAdultConfirmed();
  const { status, submit } = useFormAction<CartItemOutcome>();
  const id = useId();
  const quantityId = `${id}-quantity`;
  const errorId = `${id}-error`;
  const quantityRef = useRef<HTMLInputElement>(null);
  const [quantity, setQuantity] = useState('1');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  // The no-JS flash belongs to the page it was rendered with; a later navigation drops it.
  const [flashKey] = useState(location.key);
  const [submitted, setSubmitted] = useState(false);
  const flash = !submitted && location.key === flashKey && shell.flash?.form === 'cart-item' ? shell.flash : null;

  useEffect(() => setQuantityError(null), [variant?.id]);

  const orderable = variant?.availability.state === 'in_stock';
  const max = Math.max(1, Math.min(variant?.availability.count ?? 1, MAX_QUANTITY));
  const busy = status === 'submitting';
  const shownError = quantityError ?? firstError(flash?.errors, 'quantity');

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || !orderable || !confirmed) return;
    const posted = Number(quantity);
    setSubmitted(true);
    setQuantityError(null);
    notifyCartChanged({ pending: true });
    const outcome = await submit(actionPaths.cartItem, e.currentTarget);
    if (outcome?.ok && outcome.change) {
      notifyCartChanged({ carts: [outcome.change.cart], open: true, added: addedFromChange(outcome.change, url, posted) });
      setQuantity('1');
      return;
    }
    // The cart may or may not have changed: the widget reloads it.
    notifyCartChanged();
    const fieldError = firstError(outcome?.errors, 'quantity');
    if (fieldError) {
      setQuantityError(fieldError);
      quantityRef.current?.focus();
    }
    showSnackbar({ tone: 'danger', message: outcome?.message || fieldError || t('cart.addFailed') });
  }

  return (
    <form method="post" action={actionPaths.cartItem} className="add-to-cart" onSubmit={onSubmit} aria-busy={busy || undefined}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="mode" value="add" />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {variants.length === 1 ? <input type="hidden" name="variantId" value={variants[0]!.id} /> : null}
      {children}
      {orderable ? (
        <div className="add-to-cart__row">
          <div className="add-to-cart__quantity">
            <label htmlFor={quantityId}>{t('catalog.cart.quantity')}</label>
            <input
              ref={quantityRef}
              id={quantityId}
              type="number"
              name="quantity"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              required
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? errorId : undefined}
            />
          </div>
          <button type="submit" className="button button--primary add-to-cart__submit" disabled={!confirmed} aria-disabled={busy || undefined}>
            {t('catalog.cart.submit')}
          </button>
        </div>
      ) : (
        <p className="add-to-cart__unavailable">{t('catalog.cart.unavailable')}</p>
      )}
      {shownError ? (
        <p id={errorId} className="add-to-cart__error">
          {shownError}
        </p>
      ) : null}
      <div className="add-to-cart__status" role="status">
        {busy ? <span className="catalog-sr">{t('catalog.cart.adding')}</span> : null}
        {flash?.message ? <p className={`add-to-cart__flash add-to-cart__flash--${flash.ok ? 'success' : 'danger'}`}>{flash.message}</p> : null}
      </div>
    </form>
  );
}
