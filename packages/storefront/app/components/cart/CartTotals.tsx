import { deliveryPriceFor } from '@konfety/domain/checkout';
import { useT } from '../../i18n';
import type { Cart, CheckoutMethods } from '../../lib/api.server';
import { usePrice } from '../../lib/price';

/**
 * The cart's sums as the API priced them (SPEC §9): goods, discounts, the
 * VAT breakdown, the chosen delivery and payment and the total, plus how
 * much is left to free delivery (SPEC §1: from 1 500 Kč).
 */
export function CartTotals({
  cart,
  delivery,
  payment,
}: {
  cart: Cart;
  delivery: CheckoutMethods['delivery'][number] | null;
  payment: CheckoutMethods['payment'][number] | null;
}) {
  const t = useT();
  const price = usePrice();
  const totals = cart.totals;
  const deliveryPrice = delivery ? deliveryPriceFor(delivery.price_vat, delivery.free_from, totals.total) : 0;
  const paymentPrice = payment?.price_vat ?? 0;
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-heading">
      <h2 id="cart-totals-heading" className="cart__heading">
        {t('cart.totals.heading')}
      </h2>
      <p className="cart-totals__free" role="status">
        {totals.free_delivery_remaining > 0 ? t('cart.freeDeliveryRemaining', { price: price(totals.free_delivery_remaining) }) : t('cart.freeDelivery')}
      </p>
      <dl className="cart-totals__list">
        <Row label={t('cart.totals.items')} value={price(totals.items)} />
        {totals.discount > 0 ? <Row label={t('cart.totals.discount')} value={`−${price(totals.discount)}`} /> : null}
        {totals.vat.map((v) => (
          <Row key={v.rate} label={t('cart.totals.vat', { rate: v.rate })} value={t('cart.totals.vatDetail', { net: price(v.net), vat: price(v.vat) })} />
        ))}
        <Row label={t('cart.totals.delivery')} value={delivery ? (deliveryPrice === 0 ? t('cart.totals.free') : price(deliveryPrice)) : t('cart.totals.notChosen')} />
        <Row label={t('cart.totals.payment')} value={payment ? (paymentPrice === 0 ? t('cart.totals.free') : price(paymentPrice)) : t('cart.totals.notChosen')} />
        <Row grand label={t('cart.totals.total')} value={price(totals.total + deliveryPrice + paymentPrice)} />
      </dl>
    </section>
  );
}

function Row({ label, value, grand }: { label: string; value: string; grand?: boolean }) {
  return (
    <div className={grand ? 'cart-totals__row cart-totals__row--grand' : 'cart-totals__row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
