import { useEffect, useId, useRef, useState } from 'react';
import { Picture } from '../media/Picture';
import { useT } from '../../i18n';
import type { Cart } from '../../lib/api.server';
import { useShell } from '../../lib/shell';
import { useCart, useCartChanges } from '../../hooks/useCart';
import { CART_AUTO_HIDE_MS, LINE_INTENTS } from '../../lib/cart';
import { usePrice } from '../../lib/price';
import { HeaderPopover } from './HeaderPopover';
import { Icon } from './Icons';
import { localePath } from '../../routing/route-names';
import { RouterLink } from '../link/RouterLink';

/** SPEC §2/§9: the dropdown lists 5 items, then a "show more" link. */
export const CART_DROPDOWN_ITEMS = 5;

type CartItem = Cart['items'][number];

/**
 * Cart widget (SPEC §2/§4/§9): a button with the item count opening a dropdown
 * of the active cart's items with their prices in the chosen currency and the
 * totals. A loading overlay covers it until the cart is loaded. Without
 * JavaScript it is a plain link to the cart page.
 */
export function CartWidget({
  open,
  focusOnOpen,
  onOpenChange,
}: {
  open: boolean;
  focusOnOpen: boolean;
  /** `focus: false` when the dropdown opens by itself (after add-to-cart). */
  onOpenChange: (open: boolean, focus?: boolean) => void;
}) {
  const t = useT();
  const shell = useShell();
  const { locale } = shell;
  const cartPath = localePath('cart', locale);
  const titleId = useId();
  const countId = useId();
  const autoHide = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);

  const { cart, loading, failed, reload } = useCart();

  // SPEC §4/§9: after a line is added, changed or removed the dropdown opens by
  // itself once the cart is reloaded, and hides after 3 333 ms — later while the
  // shopper points at it or works in it.
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  useCartChanges((outcome) => {
    if (outcome.intent && LINE_INTENTS.includes(outcome.intent)) setOpenWhenLoaded(true);
  });
  useEffect(() => {
    if (!openWhenLoaded || loading) return;
    setOpenWhenLoaded(false);
    onOpenChange(true, false);
    window.clearTimeout(autoHide.current);
    autoHide.current = window.setTimeout(function hide() {
      const root = rootRef.current;
      if (root && (root.matches(':hover') || root.contains(document.activeElement))) {
        autoHide.current = window.setTimeout(hide, 1000);
        return;
      }
      onOpenChange(false);
    }, CART_AUTO_HIDE_MS);
  }, [openWhenLoaded, loading, onOpenChange]);
  useEffect(() => () => window.clearTimeout(autoHide.current), []);

  const count = cart?.totals.items_count ?? 0;
  const price = usePrice();
  const items = cart?.items ?? [];
  const shown = items.slice(0, CART_DROPDOWN_ITEMS);
  const hidden = items.length - shown.length;

  const fallback = (
    <div className="hdr-pop hdr-cart">
      <a href={cartPath} className="hdr-pop__button">
        <Icon name="bag" />
        <span className="hdr-action__label">{t('header.cart.toggle')}</span>
      </a>
    </div>
  );

  return (
    <div ref={rootRef} className="hdr-cart-slot">
      <HeaderPopover
        open={open}
        focusOnOpen={focusOnOpen}
        onOpenChange={(next) => {
          if (!next) window.clearTimeout(autoHide.current);
          onOpenChange(next);
        }}
        className="hdr-pop hdr-cart"
        panelClassName="hdr-cart__panel"
        initialFocus="panel"
        fallback={fallback}
        buttonDescribedBy={countId}
        button={
          <>
            <Icon name="bag" />
            <span className="hdr-action__label">{t('header.cart.toggle')}</span>
            {!loading && count > 0 && (
              <span className="hdr-cart__badge" aria-hidden="true">
                {count > 99 ? '99+' : count}
              </span>
            )}
            <span id={countId} hidden>
              {loading ? t('header.cart.loading') : t('header.cart.count', { count })}
            </span>
          </>
        }
        panelProps={{ 'aria-busy': loading, 'aria-labelledby': titleId, role: 'group' }}
      >
        <h2 id={titleId} className="hdr-cart__title">
          {t('header.cart.title')}
          {cart && !loading && count > 0 && <span className="hdr-cart__title-count"> ({t('header.cart.count', { count })})</span>}
        </h2>
        <div className="hdr-cart__body">
          {loading && (
            <div className="hdr-cart__overlay">
              <span className="hdr-spinner" aria-hidden="true" />
              <span className="hdr-cart__overlay-text">{t('header.cart.loading')}</span>
            </div>
          )}
          {failed ? (
            <div className="hdr-cart__failed" role="alert">
              <p>{t('cart.loadFailed')}</p>
              <button type="button" className="button hdr-button--outline" onClick={reload}>
                {t('header.cart.retry')}
              </button>
            </div>
          ) : !cart ? (
            <div className="hdr-cart__placeholder" />
          ) : items.length === 0 ? (
            <p className="hdr-cart__empty">{t('cart.empty')}</p>
          ) : (
            <>
              <ul className="hdr-cart__items">
                {shown.map((item) => (
                  <CartLine key={item.id} item={item} price={price} onNavigate={() => onOpenChange(false)} />
                ))}
              </ul>
              {hidden > 0 && (
                <p className="hdr-cart__more">
                  <span className="hdr-cart__more-count">{t('header.cart.moreCount', { count: hidden })}</span>{' '}
                  <RouterLink to={cartPath} onClick={() => onOpenChange(false)}>
                    {t('header.cart.more')}
                  </RouterLink>
                </p>
              )}
              <dl className="hdr-cart__totals">
                {cart.totals.discount > 0 && (
                  <div className="hdr-cart__row">
                    <dt>{t('header.cart.discount')}</dt>
                    <dd>−{price(cart.totals.discount)}</dd>
                  </div>
                )}
                <div className="hdr-cart__row hdr-cart__row--total">
                  <dt>{t('header.cart.total')}</dt>
                  <dd>{price(cart.totals.total)}</dd>
                </div>
              </dl>
              <p className="hdr-cart__delivery">
                {cart.totals.free_delivery_remaining > 0
                  ? t('cart.freeDeliveryRemaining', { price: price(cart.totals.free_delivery_remaining) })
                  : t('cart.freeDelivery')}
              </p>
            </>
          )}
        </div>
        {!failed && (
          <RouterLink to={cartPath} className="button button--primary hdr-cart__cta" onClick={() => onOpenChange(false)}>
            {t('header.cart.goToCart')}
          </RouterLink>
        )}
      </HeaderPopover>
    </div>
  );
}

function CartLine({ item, price, onNavigate }: { item: CartItem; price: (minor: number) => string; onNavigate: () => void }) {
  const t = useT();
  const variant = item.variant.name && item.variant.name !== item.product.name ? item.variant.name : null;
  return (
    <li className="hdr-cart__item">
      <Picture className="hdr-cart__image" path={item.product.main_image} alt="" slot="cartWidget" width={56} height={56} />
      <div className="hdr-cart__item-body">
        <RouterLink to={item.product.url} className="hdr-cart__item-name" onClick={onNavigate}>
          {item.product.name}
        </RouterLink>
        {variant && <span className="hdr-cart__variant">{variant}</span>}
        {item.children.length > 0 && (
          <ul className="hdr-cart__children">
            {item.children.map((child) => (
              <li key={child.id}>
                + {child.product.name} ({t('header.cart.quantity', { count: child.quantity })})
              </li>
            ))}
          </ul>
        )}
        <span className="hdr-cart__qty">
          <span className="hdr-sr">{t('header.cart.quantityLabel')}: </span>
          {t('header.cart.quantity', { count: item.quantity })}
        </span>
      </div>
      <span className="hdr-cart__price">{price(item.total_price_vat)}</span>
    </li>
  );
}
