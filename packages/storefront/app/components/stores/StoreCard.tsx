import { useT } from '../../i18n';
import { RouterLink } from '../link/RouterLink';
import { useLocalUrl } from '../catalog/shared';

/** A store as the list and its page show it (lib/stores.server.ts `storeCard` makes it). */
export interface StoreCardData {
  id: number;
  name: string;
  street: string;
  city: string;
  zip: string;
  phone: string;
  /** The phone as a `tel:` link. */
  tel: string;
  email: string;
  note: string | null;
  image: string | null;
  pickup: boolean;
  latitude: number;
  longitude: number;
  /** Its page, without the locale's prefix. */
  url: string;
  open: boolean;
  /** "Otevřeno do 19:00", "Zavřeno, otevíráme v pondělí v 10:30". */
  status: string;
  week: Array<{ day: string; hours: string; today: boolean }>;
  directions: string;
  mapyCz: string;
}

export function OpenStatus({ store }: { store: Pick<StoreCardData, 'open' | 'status'> }) {
  return <p className={`store-status store-status--${store.open ? 'open' : 'closed'}`}>{store.status}</p>;
}

/** The week's hours, today marked. */
export function OpeningWeek({ store, caption }: { store: Pick<StoreCardData, 'week'>; caption: string }) {
  const t = useT();
  return (
    <table className="store-week">
      <caption>{caption}</caption>
      <tbody>
        {store.week.map((d) => (
          <tr key={d.day} className={d.today ? 'store-week__today' : undefined} aria-current={d.today ? 'date' : undefined}>
            <th scope="row">
              {d.day}
              {d.today ? <span className="visually-hidden"> ({t('stores.today')})</span> : null}
            </th>
            <td>{d.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StoreContacts({ store }: { store: Pick<StoreCardData, 'street' | 'zip' | 'city' | 'phone' | 'tel' | 'email'> }) {
  const t = useT();
  return (
    <dl className="store-contacts">
      <dt>{t('stores.address')}</dt>
      <dd>
        <address>
          {store.street}, {store.zip} {store.city}
        </address>
      </dd>
      <dt>{t('stores.phone')}</dt>
      <dd>
        <a href={store.tel}>{store.phone}</a>
      </dd>
      <dt>{t('stores.email')}</dt>
      <dd>
        <a href={`mailto:${store.email}`}>{store.email}</a>
      </dd>
    </dl>
  );
}

/** A store in the list: its name linking to its page, whether it is open, its address and contacts, its week folded. */
export function StoreCard({ store }: { store: StoreCardData }) {
  const t = useT();
  const local = useLocalUrl();
  return (
    <article className="store-card" aria-labelledby={`store-${store.id}`}>
      <h2 id={`store-${store.id}`} className="store-card__name">
        <RouterLink to={local(store.url)}>{store.name}</RouterLink>
      </h2>
      <OpenStatus store={store} />
      <StoreContacts store={store} />
      <details className="store-card__hours">
        <summary>{t('stores.hours')}</summary>
        <OpeningWeek store={store} caption={t('stores.hours')} />
      </details>
    </article>
  );
}
