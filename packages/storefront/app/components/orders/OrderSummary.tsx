import './orders.css';
import { useMemo } from 'react';
import { formatCzkIn } from '@konfety/domain/format';
import { useLocale, useT } from '../../i18n';
import type { Order } from '@konfety/api/contract';
import { localePath } from '../../routing/route-names';
import type { CountryNames } from '../../lib/orders.server';
import { OrderContents, OrderFacts, OrderPayment } from './OrderDetails';
import { isOrderPaid, orderCurrency } from './format';
import { RouterLink } from '../link/RouterLink';

/** The order summary page body (SPEC §3 Order). Prices are in the currency the order was placed in. */
export function OrderSummary({ order, countryNames, paymentError }: { order: Order; countryNames: CountryNames; paymentError: string | null }) {
  const t = useT();
  const locale = useLocale();
  const currency = useMemo(() => orderCurrency(order.currency), [order.currency]);
  const money = (minorCzk: number) => formatCzkIn(minorCzk, currency, locale);
  const paid = isOrderPaid(order);
  return (
    <div className="container order-summary">
      <header className="order-summary__head">
        <h1 id="order-title">{t('orders.thanks')}</h1>
        <p className="order-summary__lead">{t('orders.lead', { email: order.email })}</p>
        <p className="order-summary__number">{t('orders.number', { number: order.number })}</p>
        <OrderFacts order={order} />
        {paid ? (
          <p className="order-notice order-notice--success" role="status">
            {t('orders.paidNotice')}
          </p>
        ) : null}
      </header>

      <OrderPayment order={order} amount={money(order.total)} paymentError={paymentError} />

      <OrderContents order={order} countryNames={countryNames} money={money} locale={locale} />

      <p>
        <RouterLink to={localePath('home', locale)} className="order-summary__continue">
          {t('orders.continue')}
        </RouterLink>
      </p>
    </div>
  );
}
