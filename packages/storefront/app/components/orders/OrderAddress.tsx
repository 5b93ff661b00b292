import { formatZip } from '@konfety/domain/company';
import { useT } from '../../i18n';
import type { Order } from '@konfety/api/contract';
import type { CountryNames } from '../../lib/orders.server';

type Address = Order['invoice_address'];

/** A postal address as an <address> block: its postcode as the country writes it ("602 00"), its country by name. */
export function OrderAddress({ heading, address, countryNames }: { heading: string; address: Address; countryNames: CountryNames }) {
  const t = useT();
  return (
    <section className="order-box">
      <h2 className="order-box__title">{heading}</h2>
      <address className="order-address">
        {address.company ? <span>{address.company}</span> : null}
        <span>
          {address.firstname} {address.lastname}
        </span>
        <span>{address.street}</span>
        <span>
          {formatZip(address.zip, address.country)} {address.city}
        </span>
        <span>{countryNames[address.country] ?? address.country}</span>
        {address.company_id ? <span>{t('orders.address.companyId', { value: address.company_id })}</span> : null}
        {address.vat_id ? <span>{t('orders.address.vatId', { value: address.vat_id })}</span> : null}
        {address.phone ? <span>{t('orders.address.phone', { value: address.phone })}</span> : null}
        {address.email ? <span>{address.email}</span> : null}
      </address>
    </section>
  );
}
