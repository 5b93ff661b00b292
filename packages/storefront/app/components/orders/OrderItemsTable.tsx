import type { Order } from '@konfety/api/contract';
import { useT, type UiKey } from '../../i18n';
import { formatTaxRate } from './format';

type Item = Order['items'][number];

/** The order's lines as a real table (SPEC §3): products, then delivery and payment, with the totals in the footer. */
export function OrderItemsTable({ order, money, locale }: { order: Order; money: (minorCzk: number) => string; locale: string }) {
  const t = useT();
  const products = order.items.filter((i) => i.kind === 'product');
  const others = order.items.filter((i) => i.kind !== 'product');
  const label: Partial<Record<Item['kind'], UiKey>> = { delivery: 'orders.delivery', payment: 'orders.payment', discount: 'orders.discount' };
  const row = (item: Item, index: number) => {
    const kindKey = label[item.kind];
    return (
      <tr key={`${item.kind}-${index}`} className={`order-items__row order-items__row--${item.kind}`}>
        <td className="order-items__code">{item.kind === 'product' ? (item.code ?? '') : ''}</td>
        <th scope="row" className="order-items__name">
          {kindKey ? <span className="order-items__kind">{t(kindKey)}: </span> : null}
          {item.name}
          {item.variant_name ? <span className="order-items__variant"> – {item.variant_name}</span> : null}
        </th>
        <td className="order-items__num">{t('orders.items.pieces', { amount: item.amount })}</td>
        <td className="order-items__num">{money(item.unit_price)}</td>
        <td className="order-items__num">{money(item.price_without_vat)}</td>
        <td className="order-items__num">
          {money(item.vat)}
          <span className="order-items__rate">{t('orders.items.taxRate', { rate: formatTaxRate(item.tax_rate, locale) })}</span>
        </td>
        <td className="order-items__num order-items__strong">{money(item.price_with_vat)}</td>
      </tr>
    );
  };
  const hasDelivery = others.some((i) => i.kind === 'delivery');
  const hasPayment = others.some((i) => i.kind === 'payment');
  return (
    <div className="order-items__scroll">
      <table className="order-items">
        <caption>{t('orders.items.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.items.code')}</th>
            <th scope="col">{t('orders.items.name')}</th>
            <th scope="col" className="order-items__num">{t('orders.items.amount')}</th>
            <th scope="col" className="order-items__num">{t('orders.items.unitPrice')}</th>
            <th scope="col" className="order-items__num">{t('orders.items.withoutVat')}</th>
            <th scope="col" className="order-items__num">{t('orders.items.vat')}</th>
            <th scope="col" className="order-items__num">{t('orders.items.withVat')}</th>
          </tr>
        </thead>
        <tbody>{products.map(row)}</tbody>
        <tbody className="order-items__extras">
          {others.map(row)}
          {!hasDelivery ? (
            <tr className="order-items__row order-items__row--delivery">
              <td />
              <th scope="row">{t('orders.delivery')}: {order.delivery.name}</th>
              <td colSpan={4} />
              <td className="order-items__num order-items__strong">{money(order.delivery.price_vat)}</td>
            </tr>
          ) : null}
          {!hasPayment ? (
            <tr className="order-items__row order-items__row--payment">
              <td />
              <th scope="row">{t('orders.payment')}: {order.payment.name}</th>
              <td colSpan={4} />
              <td className="order-items__num order-items__strong">{money(order.payment.price_vat)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          {order.discount > 0 ? (
            <tr className="order-items__discount">
              <th scope="row" colSpan={6}>{t('orders.discount')}</th>
              <td className="order-items__num">{money(-order.discount)}</td>
            </tr>
          ) : null}
          {order.vouchers.map((v) => (
            <tr key={v.code} className="order-items__voucher">
              <th scope="row" colSpan={6}>{t('orders.voucher', { code: v.code })}</th>
              <td className="order-items__num">{money(-v.discount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={6}>{t('orders.totals.withoutVat')}</th>
            <td className="order-items__num">{money(order.total_without_vat)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={6}>{t('orders.totals.vat')}</th>
            <td className="order-items__num">{money(order.total_vat)}</td>
          </tr>
          <tr className="order-items__total">
            <th scope="row" colSpan={6}>{t('orders.totals.total')}</th>
            <td className="order-items__num">{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
