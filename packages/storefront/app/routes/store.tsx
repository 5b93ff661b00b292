import { Breadcrumbs } from '../components/catalog/shared';
import { LoadFailed } from '../components/global/LoadFailed';
import { Picture } from '../components/media/Picture';
import { OpeningWeek, OpenStatus, StoreContacts } from '../components/stores/StoreCard';
import { StoreMap } from '../components/stores/StoreMap';
import { RouterLink } from '../components/link/RouterLink';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { scriptJson } from '../lib/json-ld';
import { pageMeta } from '../lib/meta';
import { routePageHead, setPageHead } from '../lib/page-head.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { routeParams, storeParams } from '../lib/params.server';
import { loadedOrNull, loadFailed } from '../lib/load-failure.server';
import { visitor } from '../lib/session.server';
import { barePath, storeCard, storeStructuredData } from '../lib/stores.server';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/store';
import '../components/stores/stores.css';

/**
 * SPEC §2 `/prodejny/{id}`: a store's page — its photo, whether it is open now and its week, address and contacts,
 * what it offers, directions (Google Maps, Mapy.cz) and its position in words, and the map (after the page is up).
 * Structured data: schema.org Store with its opening hours. An unknown or closed store is the 404 page; the store
 * failing to load is SPEC §8's "store load" notice (503).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { id } = routeParams(storeParams, params);
  const messages = messagesFor(locale, ['stores', 'notice.storesLoadFailed', 'catalog.breadcrumbs', 'catalog.home']);
  const { api } = await visitor(request, context);
  const store = await loadedOrNull(api.data('GET /stores/:id', { params: { id } }));
  if (!store) return loadFailed(messages);
  // Its language alternates, in the document's head (lib/page-head.server.ts): a store is every site's, at its id.
  setPageHead(context, () => routePageHead(context, url, 'branch', { id: store.id }));
  const packed = packFrom([store], () => ({
    store: storeCard(store, locale, new Date()),
    structured: storeStructuredData(store, context.publicUrl.replace(/\/$/, ''), url.pathname),
  }));
  return { failed: false as const, packed, listUrl: barePath(localePath('branches', locale), locale), tiles: context.mapTiles ?? null, messages };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const store = loaderData && !loaderData.failed ? fieldsOf(loaderData).store : null;
  return pageMeta(matches, location, {
    title: store ? `${store.name}` : undefined,
    titleKey: 'stores.detail',
    description: store ? `${store.street}, ${store.zip} ${store.city} · ${store.phone}${store.note ? ` · ${store.note}` : ''}` : undefined,
    noindex: !!location.search,
  });
};

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  if (loaderData.failed) return <LoadFailed title={t('stores.detail')} message={t('notice.storesLoadFailed')} />;
  const { store, structured } = fieldsOf(loaderData);
  const position = t('stores.position', { lat: store.latitude.toFixed(5), lng: store.longitude.toFixed(5) });
  return (
    <div className="container stores store-page">
      <Breadcrumbs items={[{ name: t('stores.title'), url: loaderData.listUrl }, { name: store.name, url: store.url }]} />
      <h1>{store.name}</h1>
      <div className="store-page__grid">
        <div className="store-page__about">
          <Picture path={store.image} alt={t('stores.photo', { name: store.name })} slot="gallery" width={1200} height={800} priority className="store-page__photo" />
          {store.note ? (
            <section aria-labelledby="store-offers">
              <h2 id="store-offers">{t('stores.offers')}</h2>
              <p>{store.note}</p>
            </section>
          ) : null}
          {store.pickup ? <p className="store-page__pickup">{t('stores.pickup')}</p> : null}
        </div>
        <div className="store-page__facts">
          <OpenStatus store={store} />
          <OpeningWeek store={store} caption={t('stores.hours')} />
          <StoreContacts store={store} />
          <p className="store-page__links">
            <a href={store.directions} target="_blank" rel="noopener noreferrer" className="button button--primary">
              {t('stores.directions')}
              <span className="visually-hidden"> {t('stores.newWindow')}</span>
            </a>
            <a href={store.mapyCz} target="_blank" rel="noopener noreferrer">
              {t('stores.onMapyCz')}
              <span className="visually-hidden"> {t('stores.newWindow')}</span>
            </a>
          </p>
          <p className="store-page__position">{position}</p>
        </div>
      </div>
      {loaderData.tiles ? (
        <StoreMap tiles={loaderData.tiles} label={t('stores.mapOf', { name: store.name })} fallback={position} pins={[{ name: store.name, latitude: store.latitude, longitude: store.longitude }]} />
      ) : null}
      <p>
        <RouterLink to={localePath('branches', locale)}>{t('stores.all')}</RouterLink>
      </p>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structured) }} />
    </div>
  );
}

