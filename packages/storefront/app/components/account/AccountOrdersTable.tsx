import '../orders/orders.css';
import './account-orders.css';
import type { AccountOrderListItem } from '@konfety/api/contract';
import { formatCzkIn } from '@konfety/domain/format';
import { useLocale, useT } from '../../i18n';
import { localePath } from '../../routing/route-names';
import { CardPaymentButton } from '../orders/CardPaymentForm';
import { formatOrderDate, orderCurrency, PAYMENT_SECTION_ID } from '../orders/format';
import { RouterLink } from '../link/RouterLink';

/**
 * SPEC §2 order list: code, date, total, state and actions — the detail, and while an order waits for its
 * payment "Zaplatit kartou" (a form to the summary's card-payment start, so it works without JavaScript) or
 * "QR platba" (the detail's bank-transfer section).
 */
export function AccountOrdersTable({ orders, page, pages }: { orders: AccountOrderListItem[]; page: number; pages: number }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="account-orders__scroll">
      <table className="account-orders__table">
        <caption>{t('account.orders.caption', { page, pages })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.orders.column.number')}</th>
            <th scope="col">{t('account.orders.column.date')}</th>
            <th scope="col" className="account-orders__num">
              {t('account.orders.column.total')}
            </th>
            <th scope="col">{t('account.orders.column.state')}</th>
            <th scope="col">{t('account.orders.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const detail = localePath('orderDetail', locale, { id: order.id });
            return (
              <tr key={order.id}>
                <th scope="row">{order.number}</th>
                <td>
                  <time dateTime={order.created_at}>{formatOrderDate(order.created_at, locale)}</time>
                </td>
                <td className="account-orders__num">{formatCzkIn(order.total, orderCurrency(order.currency), locale)}</td>
                <td>
                  <span className={`order-badge order-badge--${order.state}`}>{order.state_name}</span>
                </td>
                <td>
                  <div className="account-orders__actions">
                    <RouterLink to={detail} className="account-orders__action" aria-label={t('account.orders.detailLabel', { number: order.number })}>
                      {t('account.orders.detail')}
                    </RouterLink>
                    {order.actions.pay_by_card && order.summary_hash ? (
                      <CardPaymentButton
                        action={localePath('orderSummary', locale, { id: order.id, hash: order.summary_hash })}
                        className="account-orders__action account-orders__action--pay"
                        label={t('account.orders.payByCard')}
                        busyLabel={t('account.orders.paying')}
                        accessibleName={t('account.orders.payByCardLabel', { number: order.number })}
                      />
                    ) : null}
                    {order.actions.qr_payment ? (
                      <RouterLink to={`${detail}#${PAYMENT_SECTION_ID}`} className="account-orders__action" aria-label={t('account.orders.qrPaymentLabel', { number: order.number })}>
                        {t('account.orders.qrPayment')}
                      </RouterLink>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
