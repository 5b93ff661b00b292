import type { ReactNode } from 'react';
import type { DeliveryMethod, PaymentMethod, PickupBranch } from '@konfety/api/contract';
import { useT } from '../../i18n';
import { usePrice } from '../../lib/price';

type Delivery = Pick<DeliveryMethod, 'id' | 'name' | 'description' | 'price_vat' | 'free_from' | 'payment_ids'>;
type Payment = Pick<PaymentMethod, 'id' | 'name' | 'description' | 'price_vat' | 'is_prepayment'>;
type Branch = Pick<PickupBranch, 'id' | 'name' | 'street' | 'zip' | 'city'>;

/** The one free-delivery threshold of the paid deliveries, when they share one (else each row says its own). */
function commonThreshold(deliveries: readonly Delivery[]): number | null {
  const thresholds = new Set(deliveries.filter((d) => d.price_vat > 0).map((d) => d.free_from));
  const [only] = thresholds;
  return thresholds.size === 1 && only !== undefined ? only : null;
}

interface MethodRow {
  id: number;
  name: string;
  /** Lines under the name (a description, a remark); empty ones are left out. */
  notes: ReadonlyArray<string | null>;
  cells: readonly ReactNode[];
}

/** A section with a table of methods: the name (and its notes) as the row's header, then the `columns`' cells; `matrix`: yes/no cells, centred. */
function MethodsSection({ id, title, columns, rows, matrix = false }: { id: string; title: string; columns: readonly string[]; rows: readonly MethodRow[]; matrix?: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="info-page__section">
      <h2 id={id}>{title}</h2>
      <table className={matrix ? 'info-table info-table--matrix' : 'info-table'}>
        <thead>
          <tr>
            <th scope="col">{t('info.delivery.method')}</th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.name}
                {row.notes.map((note, i) =>
                  note ? (
                    <span key={i} className="info-table__note">
                      {note}
                    </span>
                  ) : null,
                )}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The delivery-and-payment information (routes/delivery-info.tsx): tables of the methods, their combinations and the pickup stores. */
export function DeliveryInfo({ deliveries, payments, branches }: { deliveries: readonly Delivery[]; payments: readonly Payment[]; branches: readonly Branch[] }) {
  const t = useT();
  const price = usePrice();
  const amount = (minor: number) => (minor === 0 ? t('info.delivery.free') : price(minor));
  const threshold = commonThreshold(deliveries);
  if (deliveries.length === 0) return <p className="info-page__lead">{t('info.delivery.empty')}</p>;
  return (
    <>
      <p className="info-page__lead">
        {t('info.delivery.lead')}
        {threshold !== null ? <strong> {t('info.delivery.freeFrom', { price: price(threshold) })}</strong> : null}
      </p>
      <MethodsSection
        id="info-deliveries"
        title={t('info.delivery.deliveries')}
        columns={[t('info.delivery.price'), t('info.delivery.freeFromColumn')]}
        rows={deliveries.map((d) => ({
          id: d.id,
          name: d.name,
          notes: [d.description],
          cells: [amount(d.price_vat), d.price_vat > 0 && d.free_from !== null ? price(d.free_from) : t('info.delivery.never')],
        }))}
      />
      <MethodsSection
        id="info-payments"
        title={t('info.delivery.payments')}
        columns={[t('info.delivery.price')]}
        rows={payments.map((p) => ({ id: p.id, name: p.name, notes: [p.description, p.is_prepayment ? t('info.delivery.prepayment') : null], cells: [amount(p.price_vat)] }))}
      />
      <MethodsSection
        id="info-combinations"
        title={t('info.delivery.combinations')}
        matrix
        columns={payments.map((p) => p.name)}
        rows={deliveries.map((d) => ({
          id: d.id,
          name: d.name,
          notes: [],
          cells: payments.map((p) =>
            d.payment_ids.includes(p.id) ? <span className="info-table__yes">{t('info.delivery.allowed')}</span> : <span className="info-table__no">{t('info.delivery.notAllowed')}</span>,
          ),
        }))}
      />
      {branches.length > 0 ? (
        <section aria-labelledby="info-branches" className="info-page__section">
          <h2 id="info-branches">{t('info.delivery.branches')}</h2>
          <p>{t('info.delivery.branchesLead', { count: branches.length })}</p>
          <ul>
            {branches.map((b) => (
              <li key={b.id}>
                <strong>{b.name}</strong> {[b.street, [b.zip, b.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
              </li>
            ))}
          </ul>
          <p className="info-page__note">{t('info.delivery.branchesNote')}</p>
        </section>
      ) : null}
    </>
  );
}
