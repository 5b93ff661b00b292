import type { Store } from '@konfety/api/contract';
import { type OpeningHours, openingState } from '@konfety/domain/branches';
import { pragueClock } from '@konfety/domain/calendar';
import { translate } from '../i18n/catalogue.server';
import { pagePath } from '../routing/page-modules';
import { type Locale, localePrefix } from '../routing/route-names';
import type { StoreCardData } from '../components/stores/StoreCard';
import { telHref } from '../components/footer/Footer';

/** A path of this locale without its prefix: what the breadcrumbs and `useLocalUrl` take. */
export const barePath = (path: string, locale: Locale) => path.slice(localePrefix(locale).length) || '/';

/**
 * A store as its card and page show it, its texts made on the server: whether it is open now and until when, or when it
 * opens (Prague time: the page is shared by the page cache for seconds, so the state is at most that old), its week
 * with today marked, its links (phone, directions, Mapy.cz).
 */
export function storeCard(store: Store, locale: Locale, now: Date): StoreCardData {
  const clock = pragueClock(now);
  const state = openingState(store.opening_hours as OpeningHours, clock);
  const status = state.open
    ? translate(locale, 'stores.openUntil', { time: state.closes })
    : state.opens === null
      ? translate(locale, 'stores.closed')
      : state.opens.today
        ? translate(locale, 'stores.opensToday', { time: state.opens.time })
        : translate(locale, 'stores.opensOn', { day: state.opens.day, time: state.opens.time });
  const position = `${store.latitude},${store.longitude}`;
  return {
    id: store.id,
    name: store.name,
    street: store.street,
    city: store.city,
    zip: store.zip,
    phone: store.phone,
    tel: telHref(store.phone),
    email: store.email,
    note: store.note,
    image: store.image,
    pickup: store.pickup,
    latitude: store.latitude,
    longitude: store.longitude,
    url: barePath(pagePath('branch', locale, { id: store.id }), locale),
    open: state.open,
    status,
    week: store.opening_hours.map((h) => ({
      day: translate(locale, 'stores.day', { day: h.day }),
      hours: h.open && h.close ? `${h.open}–${h.close}` : translate(locale, 'stores.closedDay'),
      today: h.day === clock.weekday,
    })),
    directions: `https://www.google.com/maps/dir/?api=1&destination=${position}`,
    mapyCz: `https://mapy.cz/zakladni?x=${store.longitude}&y=${store.latitude}&z=17&source=coor&id=${store.longitude}%2C${store.latitude}`,
  };
}

/**
 * schema.org `Store` (a LocalBusiness) for a store's page: address, position, contacts, picture and the weekly hours
 * (`openingHoursSpecification`, one entry per open day), what search engines show beside the shop's result.
 */
export function storeStructuredData(store: Store, origin: string, url: string) {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: `Konfety ${store.name}`,
    url: `${origin}${url}`,
    telephone: store.phone,
    email: store.email,
    ...(store.image ? { image: `${origin}/images/big/${store.image}` } : {}),
    address: { '@type': 'PostalAddress', streetAddress: store.street, addressLocality: store.city, postalCode: store.zip, addressCountry: store.country_code },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: store.opening_hours
      .filter((h) => h.open && h.close)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${days[h.day - 1]}`, opens: h.open, closes: h.close })),
  };
}
