import type { AccountOrder } from '@konfety/api/contract';
import { useLocale, useT } from '../../i18n';
import { formatOrderDate } from '../orders/format';

/** The order's states with the dates they were reached, oldest first. */
export function OrderHistory({ history }: { history: AccountOrder['history'] }) {
  const t = useT();
  const locale = useLocale();
  if (history.length === 0) return null;
  return (
    <section className="order-box" aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="order-box__title">
        {t('account.order.history.heading')}
      </h2>
      <ol className="account-order__history">
        {history.map((h, i) => (
          <li key={`${h.state}-${i}`}>
            <time dateTime={h.date}>{formatOrderDate(h.date, locale)}</time>
            <span className={`order-badge order-badge--${h.state}`}>{h.state_name}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
