import { useT } from '../../i18n';
import type { Order } from '@konfety/api/contract';
import { formatIban, PAYMENT_SECTION_ID } from './format';

/** SPEC §3: for an unpaid bank transfer the variable symbol, account, IBAN, amount and a QR code (QR Platba in CZK, PAY by square in EUR). */
export function BankTransferInstructions({ order, amount }: { order: Order; amount: string }) {
  const t = useT();
  return (
    <section id={PAYMENT_SECTION_ID} className="order-pay order-pay--bank" aria-labelledby="order-bank-title" tabIndex={-1}>
      <h2 id="order-bank-title" className="order-box__title">{t('orders.bank.heading')}</h2>
      <p>{t('orders.bank.lead')}</p>
      <div className="order-pay__body">
        <dl className="order-pay__details">
          {order.bank_account ? (
            <div>
              <dt>{t('orders.bank.account')}</dt>
              <dd className="order-pay__value">{order.bank_account}</dd>
            </div>
          ) : null}
          {order.iban ? (
            <div>
              <dt>{t('orders.bank.iban')}</dt>
              <dd className="order-pay__value">{formatIban(order.iban)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('orders.bank.variableSymbol')}</dt>
            <dd className="order-pay__value">{order.variable_symbol}</dd>
          </div>
          <div>
            <dt>{t('orders.bank.amount')}</dt>
            <dd className="order-pay__value">{amount}</dd>
          </div>
        </dl>
        {order.qr_image_url ? (
          <figure className="order-pay__qr">
            {/* Slovak banking apps call their scanner PAY by square; "QR Platba" is the Czech standard's name. */}
            <img src={order.qr_image_url} alt={t(order.qr_standard === 'pay_by_square' ? 'orders.bank.qrAltPayBySquare' : 'orders.bank.qrAlt', { number: order.number })} width={200} height={200} />
            <figcaption>{t('orders.bank.qrHint')}</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}
