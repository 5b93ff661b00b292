import { Breadcrumbs } from '../components/catalog/shared';
import { EventCard } from '../components/events/EventCard';
import { RouterLink } from '../components/link/RouterLink';
import { LoadFailed } from '../components/global/LoadFailed';
import { useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { eventCard } from '../lib/events.server';
import { pageMeta } from '../lib/meta';
import { routePageHead, setPageHead } from '../lib/page-head.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { loadedOrNull, loadFailed } from '../lib/load-failure.server';
import { visitor } from '../lib/session.server';
import { pagePath } from '../routing/page-modules';
import { localeOfPath } from '../routing/route-names';
import type { Route } from './+types/events';
import '../components/events/events.css';

/** SPEC §2 `/eventy`: the upcoming events (soonest first), the latest past ones, and the way to order one's own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { api } = await visitor(request, context);
  const messages = messagesFor(locale, ['events', 'notice.dataLoadFailed', 'catalog.breadcrumbs', 'catalog.home']);
  const list = await loadedOrNull(api.data('GET /events'));
  if (!list) return loadFailed(messages);
  // Its language alternates, in the document's head (lib/page-head.server.ts): every site has the list, each of its
  // language's events.
  setPageHead(context, () => routePageHead(context, url, 'events'));
  const packed = packFrom([list], () => ({ upcoming: list.upcoming.map((e) => eventCard(locale, e)), past: list.past.map((e) => eventCard(locale, e)) }));
  return { failed: false as const, packed, orderUrl: pagePath('eventOrder', locale), messages };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'events.title', descriptionKey: 'events.description', noindex: !!location.search });

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.failed) return <LoadFailed title={t('events.title')} message={t('notice.dataLoadFailed')} />;
  const { upcoming, past } = fieldsOf(loaderData);
  const title = t('events.title');
  return (
    <div className="container events">
      <Breadcrumbs items={[{ name: title, url: '' }]} />
      <h1>{title}</h1>
      <p>{t('events.lead')}</p>
      <section aria-labelledby="events-upcoming">
        <h2 id="events-upcoming">{t('events.upcoming')}</h2>
        {upcoming.length > 0 ? (
          <ul className="events__grid">
            {upcoming.map((e) => (
              <li key={e.id}>
                <EventCard event={e} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('events.noneUpcoming')}</p>
        )}
      </section>
      <div className="events__cta">
        <p>{t('events.orderLead')}</p>
        <RouterLink to={loaderData.orderUrl} className="button button--primary">
          {t('events.order')}
        </RouterLink>
      </div>
      {past.length > 0 ? (
        <section aria-labelledby="events-past" className="events__past">
          <h2 id="events-past">{t('events.past')}</h2>
          <ul className="events__grid">
            {past.map((e) => (
              <li key={e.id}>
                <EventCard event={e} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
