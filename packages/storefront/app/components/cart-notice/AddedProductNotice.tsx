import './cart-notice.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Picture } from '../media/Picture';
import { useLocale, useT } from '../../i18n';
import { usePrice } from '../../lib/price';
import { localePath } from '../../routing/route-names';
import { useCartChanges } from '../../hooks/useCart';
import { type AddedProduct, CART_AUTO_HIDE_MS } from '../../lib/cart';
import { RouterLink } from '../link/RouterLink';

/** How often a paused notice (pointer over it, focus inside) checks whether it may hide. */
const PAUSED_RECHECK_MS = 1000;

/**
 * The added-product notice (SPEC §4/§9): after something is added to the
 * cart (any form's successful `add` intent, see `useCartChanges`) a small popup shows the
 * product, variant, quantity and price with a link to the cart, and hides by
 * itself after 3 333 ms — later while the shopper points at it or works in
 * it. It lives in a polite live region so screen readers announce it without
 * focus being taken from the add-to-cart button; Escape or "×" closes it.
 */
export function AddedProductNotice() {
  const t = useT();
  const locale = useLocale();
  const price = usePrice();
  const { pathname } = useLocation();
  const [shown, setShown] = useState<(AddedProduct & { key: number }) | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const counter = useRef(0);

  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    setShown(null);
  }, []);

  useCartChanges((outcome) => {
    const added = outcome.intent === 'add' ? outcome.added : undefined;
    if (!added) return;
    window.clearTimeout(timer.current);
    counter.current += 1;
    setShown({ ...added, key: counter.current });
    timer.current = window.setTimeout(function hide() {
      const root = rootRef.current;
      if (root && (root.matches(':hover') || root.contains(document.activeElement))) {
        timer.current = window.setTimeout(hide, PAUSED_RECHECK_MS);
        return;
      }
      setShown(null);
    }, CART_AUTO_HIDE_MS);
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A notice belongs to the page it was added on.
  useEffect(close, [pathname, close]);

  return (
    <div ref={rootRef} className="cart-notice-region" role="status" aria-live="polite" aria-atomic="true">
      {shown ? (
        <div
          key={shown.key}
          className="cart-notice"
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <p className="cart-notice__title">{t('catalog.added.title')}</p>
          <div className="cart-notice__body">
            <Picture className="cart-notice__image" path={shown.image} alt="" slot="cartNotice" width={64} height={64} />
            <div className="cart-notice__text">
              <RouterLink to={shown.url} className="cart-notice__name">
                {shown.name}
              </RouterLink>
              <dl className="cart-notice__facts">
                {shown.variant ? (
                  <div>
                    <dt>{t('catalog.added.variant')}</dt>
                    <dd>{shown.variant}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('catalog.added.quantity')}</dt>
                  <dd>{t('catalog.added.pieces', { count: shown.quantity })}</dd>
                </div>
                <div>
                  <dt>{t('catalog.added.unitPrice')}</dt>
                  <dd>{price(shown.unitPriceVat)}</dd>
                </div>
              </dl>
            </div>
          </div>
          <div className="cart-notice__actions">
            <RouterLink to={localePath('cart', locale)} className="cart-notice__cart">
              {t('catalog.added.toCart')}
            </RouterLink>
          </div>
          <button type="button" className="cart-notice__close" aria-label={t('catalog.added.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
