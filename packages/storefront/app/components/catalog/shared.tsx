import './catalog.css';
import type { ReactNode } from 'react';
import type { Availability, AvailabilityState, ListingProduct, Product, ProductLabel } from '@konfety/api/contract';
import { useLocale, useT } from '../../i18n';
import { localePath, localePrefix } from '../../routing/route-names';
import { usePrice } from '../../lib/price';
import { RouterLink } from '../link/RouterLink';

/** A product's or variant's availability as the API reports it. */
export type AvailabilityInfo = Availability;

/** Visual status variant of an availability state: normal (in stock), secondary (temporarily sold out), danger (not orderable). */
export function availabilityVariant(state: AvailabilityState): 'normal' | 'secondary' | 'danger' {
  if (state === 'in_stock') return 'normal';
  if (state === 'sold_out_temporarily') return 'secondary';
  return 'danger';
}

/** Availability text (with the piece count when in stock), coloured by its status variant. */
export function AvailabilityText({ availability, withDelivery = false }: { availability: AvailabilityInfo; withDelivery?: boolean }) {
  const t = useT();
  const d = availability.delivery_days;
  const delivery = !d ? null : d.min === 1 && d.max === 2 ? t('catalog.delivery.prague') : d.min === 3 && d.max === 5 ? t('catalog.delivery.other') : t('catalog.delivery.days', d);
  return (
    <p className={`availability availability--${availabilityVariant(availability.state)}`}>
      <span>{t(`availability.${availability.state}`, { count: availability.count })}</span>
      {withDelivery && delivery ? <span className="availability__delivery">{delivery}</span> : null}
    </p>
  );
}

/** The prices of an API product; listing and detail prices carry the discount, plain products (related lists, recently viewed) do not. */
export type PriceFields = Pick<Product, 'price_vat' | 'original_price_vat' | 'is_price_sale_active'> & Partial<Pick<ListingProduct, 'discount_percent'>>;

/** The shown price, which says it includes VAT; on sale also the Omnibus reference (lowest price of the last 30 days) crossed out and the discount. */
export function PriceBlock({ price, large = false }: { price: PriceFields; large?: boolean }) {
  const t = useT();
  const format = usePrice();
  const onSale = price.is_price_sale_active && price.original_price_vat !== null;
  return (
    <div className={`price${large ? ' price--large' : ''}${onSale ? ' price--sale' : ''}`}>
      <span className="price__current">{format(price.price_vat)}</span>
      <span className="price__vat">{t('catalog.price.vat')}</span>
      {onSale ? (
        <>
          {price.discount_percent ? <span className="price__discount">{t('catalog.price.discount', { percent: price.discount_percent })}</span> : null}
          <span className="price__omnibus">
            {t('catalog.price.lowest30')} <s>{format(price.original_price_vat!)}</s>
          </span>
        </>
      ) : null}
    </div>
  );
}

export function Labels({ labels }: { labels: readonly ProductLabel[] }) {
  const t = useT();
  if (labels.length === 0) return null;
  return (
    <ul className="labels">
      {labels.map((l) => (
        <li key={l} className={`label label--${l}`}>
          {t(`catalog.label.${l}`)}
        </li>
      ))}
    </ul>
  );
}

/** A storefront path from the API (always without a locale prefix) in the current page's locale. */
export function useLocalUrl(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => `${localePrefix(locale)}${path}`;
}

export function Breadcrumbs({ items }: { items: ReadonlyArray<{ name: string; url: string }> }) {
  const t = useT();
  const locale = useLocale();
  const local = useLocalUrl();
  return (
    <nav aria-label={t('catalog.breadcrumbs')} className="breadcrumbs">
      <ol>
        <li>
          <RouterLink to={localePath('home', locale)}>{t('catalog.home')}</RouterLink>
        </li>
        {items.map((item, i) => (
          <li key={item.url}>{i === items.length - 1 ? <span aria-current="page">{item.name}</span> : <RouterLink to={local(item.url)}>{item.name}</RouterLink>}</li>
        ))}
      </ol>
    </nav>
  );
}

export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="catalog-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
