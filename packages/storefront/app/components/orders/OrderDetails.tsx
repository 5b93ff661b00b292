import './orders.css';
import type { ReactNode } from 'react';
import type { Order } from '@konfety/api/contract';
import { formatZip } from '@konfety/domain/company';
import { useLocale, useT } from '../../i18n';
import type { CountryNames } from '../../lib/orders.server';
import { BankTransferInstructions } from './BankTransferInstructions';
import { CardPaymentForm } from './CardPaymentForm';
import { OrderAddress } from './OrderAddress';
import { OrderItemsTable } from './OrderItemsTable';
import { awaitsPayment, formatOrderDate } from './format';

/**
 * What still has to be paid (SPEC §3 Order): an unpaid bank transfer shows the bank details and the QR code,
 * an unpaid card order the "Zaplatit kartou" form. `payAction` is where the card form posts (the summary's own
 * action when left out).
 */
export function OrderPayment({ order, amount, paymentError, payAction }: { order: Order; amount: string; paymentError: string | null; payAction?: string }) {
  if (!awaitsPayment(order)) return null;
  if (order.payment.kind === 'bank_transfer') return <BankTransferInstructions order={order} amount={amount} />;
  if (order.payment.kind === 'card') return <CardPaymentForm error={paymentError} action={payAction} />;
  return null;
}

/** The order's contents (SPEC §3 Order): its lines with VAT, gifts, vouchers, delivery and payment, the pickup place, addresses and note. */
/** The branch or pickup point the order goes to: its name and address (and what `children` add, e.g. a phone). */
function PickupPlace({ id, heading, place, children }: { id: string; heading: string; place: { name: string; street: string; zip: string; city: string }; children?: ReactNode }) {
  return (
    <section className="order-box" aria-labelledby={id}>
      <h2 id={id} className="order-box__title">
        {heading}
      </h2>
      <address className="order-address">
        <span>{place.name}</span>
        <span>{place.street}</span>
        <span>
          {formatZip(place.zip)} {place.city}
        </span>
        {children}
      </address>
    </section>
  );
}

export function OrderContents({ order, countryNames, money, locale }: { order: Order; countryNames: CountryNames; money: (minorCzk: number) => string; locale: string }) {
  const t = useT();
  return (
    <>
      <OrderItemsTable order={order} money={money} locale={locale} />

      {order.gifts.length > 0 ? (
        <section className="order-box" aria-labelledby="order-gifts-title">
          <h2 id="order-gifts-title" className="order-box__title">{t('orders.gifts.heading')}</h2>
          <ul className="order-gifts">
            {order.gifts.map((g, i) => (
              <li key={`${g.code ?? g.name}-${i}`}>
                {g.code ? <span className="order-gifts__code">{g.code}</span> : null} {g.name}
                {g.variant_name ? ` – ${g.variant_name}` : ''} ({t('orders.items.pieces', { amount: g.amount })}, {t('orders.gifts.free')})
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {order.vouchers.length > 0 ? (
        <section className="order-box" aria-labelledby="order-vouchers-title">
          <h2 id="order-vouchers-title" className="order-box__title">{t('orders.vouchers')}</h2>
          <ul className="order-vouchers">
            {order.vouchers.map((v) => (
              <li key={v.code}>
                <span className="order-vouchers__code">{v.code}</span> {money(-v.discount)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="order-summary__grid">
        <section className="order-box" aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title" className="order-box__title">
            {t('orders.delivery')} / {t('orders.payment')}
          </h2>
          <dl className="order-box__list">
            <div>
              <dt>{t('orders.delivery')}</dt>
              <dd>
                {order.delivery.name} – {money(order.delivery.price_vat)}
              </dd>
            </div>
            <div>
              <dt>{t('orders.payment')}</dt>
              <dd>
                {order.payment.name} – {money(order.payment.price_vat)}
              </dd>
            </div>
          </dl>
        </section>
        {order.pickup_store ? (
          <PickupPlace id="order-store-title" heading={t('orders.pickupStore.heading')} place={order.pickup_store}>
            {order.pickup_store.phone ? <span>{t('orders.address.phone', { value: order.pickup_store.phone })}</span> : null}
          </PickupPlace>
        ) : null}
        {order.pickup_point ? <PickupPlace id="order-point-title" heading={t('orders.pickupPoint.heading')} place={order.pickup_point} /> : null}
        {!order.pickup_store && !order.pickup_point && order.delivery_address ? (
          <OrderAddress heading={t('orders.deliveryAddress.heading')} address={order.delivery_address} countryNames={countryNames} />
        ) : null}
        <OrderAddress heading={t('orders.invoiceAddress.heading')} address={order.invoice_address} countryNames={countryNames} />
      </div>

      {order.note ? (
        <section className="order-box" aria-labelledby="order-note-title">
          <h2 id="order-note-title" className="order-box__title">{t('orders.note.heading')}</h2>
          <p className="order-note">{order.note}</p>
        </section>
      ) : null}
    </>
  );
}

/** The order's date and state as a description list (SPEC §3 Order), with `children` as further facts. */
export function OrderFacts({ order, children }: { order: Pick<Order, 'date' | 'state' | 'state_name'>; children?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <dl className="order-summary__facts">
      <div>
        <dt>{t('orders.date')}</dt>
        <dd>
          <time dateTime={order.date}>{formatOrderDate(order.date, locale)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('orders.state')}</dt>
        <dd>
          <span className={`order-badge order-badge--${order.state}`}>{order.state_name}</span>
        </dd>
      </div>
      {children}
    </dl>
  );
}
