import { type FormEvent, useEffect, useRef } from 'react';
import { Picture } from '../media/Picture';
import { useActionFetcher } from '../../hooks/useActionFetcher';
import { useCartSubmitting } from '../../hooks/useCart';
import { useLocale, useT } from '../../i18n';
import type { Cart } from '../../lib/api.server';
import { CART_CHANGE_FETCHER, type CartOutcome, MAX_LINE_QUANTITY } from '../../lib/cart';
import { usePrice } from '../../lib/price';
import { actionPaths, localePath } from '../../routing/route-names';
import { showSnackbar } from '../global/snackbar';
import { CsrfField } from '../global/CsrfField';
import { Field, type FieldClasses } from '../forms/Field';

/** No wrapper: the label (for screen readers) and the input stand in the line's form with its buttons. */
const FIELD_CLASSES: FieldClasses = { label: 'cart-line__qty-label' };

type Item = Cart['items'][number];

/**
 * The cart's lines (SPEC §2 cart): picture, name and variant, unit price with
 * VAT, quantity and line total. Each line is its own form for the cart action
 * (`set-quantity`, or `remove` from its × button; quantity 0 removes too), so
 * it works without JavaScript; with it a line posts through the cart-change
 * fetcher (a settled typed quantity posts by itself) and React Router reloads
 * the page and the header cart. The list is busy while any cart change runs.
 */
export function CartItems({ cart }: { cart: Cart }) {
  const t = useT();
  const busy = useCartSubmitting();
  return (
    <section className="cart-items" aria-labelledby="cart-items-heading">
      <h2 id="cart-items-heading" className="cart__heading">
        {t('cart.items.heading', { count: cart.totals.items_count })}
      </h2>
      <ul className="cart-items__list" aria-busy={busy || undefined}>
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function CartLine({ item }: { item: Item }) {
  const t = useT();
  const price = usePrice();
  const locale = useLocale();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const line = useActionFetcher<CartOutcome>({
    key: CART_CHANGE_FETCHER,
    onDone: (outcome) => {
      if (!outcome?.ok) showSnackbar({ tone: 'danger', message: outcome?.message || t('cart.addFailed') });
    },
  });
  const showVariant = item.variant.name && item.variant.name !== item.product.name;
  const post = (form: HTMLFormElement, intent: 'set-quantity' | 'remove') => {
    clearTimeout(timer.current ?? undefined);
    void line.submit(actionPaths.cart, form, { extra: { intent, locale } });
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'remove') return post(e.currentTarget, 'remove');
    const quantity = Number(new FormData(e.currentTarget).get('quantity'));
    if (Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_LINE_QUANTITY) post(e.currentTarget, 'set-quantity');
  };
  return (
    <li className="cart-line">
      <Picture className="cart-line__image" path={item.product.main_image} alt="" slot="cartLine" width={80} height={80} />
      <div className="cart-line__info">
        <a className="cart-line__name" href={item.product.url}>
          {item.product.name}
        </a>
        {showVariant ? <span className="cart-line__variant">{t('cart.item.variant', { name: item.variant.name })}</span> : null}
        <span className="cart-line__unit">{t('cart.item.unitPrice', { price: price(item.unit_price_vat) })}</span>
      </div>
      <form className="cart-line__qty" method="post" action={actionPaths.cart} onSubmit={submit}>
        <CsrfField />
        <input type="hidden" name="productId" value={item.product.id} />
        <input type="hidden" name="variantId" value={item.variant.id} />
        <input type="hidden" name="redirectTo" value={localePath('cart', locale)} />
        {/* A new quantity from the server replaces what was typed. */}
        <Field
          key={item.quantity}
          label={t('cart.item.quantity', { name: item.product.name })}
          classes={FIELD_CLASSES}
          input={{
            className: 'cart-line__qty-input',
            type: 'number',
            name: 'quantity',
            min: 0,
            max: MAX_LINE_QUANTITY,
            step: 1,
            inputMode: 'numeric',
            defaultValue: item.quantity,
            onChange: (e) => {
              const input = e.currentTarget;
              clearTimeout(timer.current ?? undefined);
              // Typing "12" passes through "1": post once the number has settled.
              timer.current = setTimeout(() => {
                const q = Number(input.value);
                if (input.value !== '' && Number.isInteger(q) && q >= 0 && q <= MAX_LINE_QUANTITY && q !== item.quantity) post(input.form!, 'set-quantity');
              }, 500);
            },
          }}
        />
        {/* The first submit button is the form's default (Enter in the field). */}
        <button type="submit" name="intent" value="set-quantity" className="cart-line__update button">
          {t('cart.item.update')}
        </button>
        <button type="submit" name="intent" value="remove" className="cart-line__remove" aria-label={t('cart.item.remove', { name: item.product.name })}>
          ×
        </button>
      </form>
      <span className="cart-line__total">
        <span className="visually-hidden">{t('cart.item.total')} </span>
        {price(item.total_price_vat)}
      </span>
    </li>
  );
}
