import { Breadcrumbs } from '../components/catalog/shared';
import { isNoticeCurrent, pragueToday, readContacts } from '../components/footer/Footer';
import { LoadFailed } from '../components/global/LoadFailed';
import { StoreCard } from '../components/stores/StoreCard';
import { StoreMap } from '../components/stores/StoreMap';
import { useLocale, useT } from '../i18n';
import { messagesFor, translate } from '../i18n/catalogue.server';
import { pageMeta } from '../lib/meta';
import { routePageHead, setPageHead } from '../lib/page-head.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { loadedOrNull, loadFailed } from '../lib/load-failure.server';
import { visitor } from '../lib/session.server';
import { storeCard } from '../lib/stores.server';
import { localeOfPath, localePrefix } from '../routing/route-names';
import type { Route } from './+types/stores';
// A side effect of the route's own: Rollup keeps the page's code in its chunk (see routes/delivery-info.tsx).
import '../components/stores/stores.css';

/**
 * SPEC §2 `/prodejny`: the 13 stores with their addresses, contacts, whether each is open now (Prague time) and its
 * week, the footer's closure notice while it applies, and a map of them all (StoreMap: Leaflet, after the page is up).
 * The stores failing to load is SPEC §8's "store load" notice, a 503 nobody keeps.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const messages = messagesFor(locale, ['stores', 'notice.storesLoadFailed', 'catalog.breadcrumbs', 'catalog.home']);
  const { api } = await visitor(request, context);
  const loaded = await loadedOrNull(Promise.all([api.data('GET /stores'), api.data('GET /settings', { query: { lang: locale } })]));
  if (!loaded) return loadFailed(messages);
  const [stores, settings] = loaded;
  // Its language alternates, in the document's head (lib/page-head.server.ts): every site lists all the stores.
  setPageHead(context, () => routePageHead(context, url, 'branches'));
  const now = new Date();
  // The footer's closure notice (the contacts setting's) while it applies: read here, so the page's script does not carry the footer's helpers.
  const contacts = readContacts(settings.find((s) => s.name === 'contacts')?.value);
  const notice = isNoticeCurrent(contacts.notice, pragueToday(now)) ? (contacts.notice?.text ?? null) : null;
  const packed = packFrom([stores, settings], () => ({ stores: stores.map((s) => storeCard(s, locale, now)), notice }));
  return { failed: false as const, packed, tiles: context.mapTiles ?? null, description: translate(locale, 'stores.description', { count: stores.length }), messages };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const description = loaderData && !loaderData.failed ? loaderData.description : undefined;
  return pageMeta(matches, location, { titleKey: 'stores.title', description, noindex: !!location.search });
};

export default function StoresPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const title = t('stores.title');
  if (loaderData.failed) return <LoadFailed title={title} message={t('notice.storesLoadFailed')} />;
  const { stores, notice } = fieldsOf(loaderData);
  return (
    <div className="container stores">
      <Breadcrumbs items={[{ name: title, url: '' }]} />
      <h1>{title}</h1>
      <p className="stores__lead">{t('stores.lead', { count: stores.length })}</p>
      {notice ? <p className="stores__notice">{notice}</p> : null}
      {/* The map before the list on a wide screen, after it on a phone (stores.css): there the list is what one looks for
          first, and the map's tiles, drawn after the page is up, would be the page's largest paint. */}
      <div className="stores__content">
        <ul className="stores__list">
          {stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
        {loaderData.tiles ? (
          <StoreMap
            tiles={loaderData.tiles}
            label={t('stores.mapTitle')}
            fallback={t('stores.mapStatic')}
            pins={stores.map((s) => ({ name: s.name, latitude: s.latitude, longitude: s.longitude, href: `${localePrefix(locale)}${s.url}` }))}
          />
        ) : null}
      </div>
    </div>
  );
}
