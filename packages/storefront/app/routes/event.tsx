import { redirect } from 'react-router';
import { Breadcrumbs } from '../components/catalog/shared';
import { RouterLink } from '../components/link/RouterLink';
import { Picture } from '../components/media/Picture';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { orNotFound } from '../lib/catalog.server';
import { eventWhen } from '../lib/events.server';
import { scriptJson } from '../lib/json-ld';
import { pageMeta } from '../lib/meta';
import { fieldsOf, packFrom } from '../lib/packed';
import { blogPostParams, routeParams } from '../lib/params.server';
import { visitor } from '../lib/session.server';
import { barePath } from '../lib/stores.server';
import { pagePath } from '../routing/page-modules';
import { localeOfPath, localePrefix } from '../routing/route-names';
import type { Route } from './+types/event';
import '../components/events/events.css';

/**
 * SPEC §2 `/eventy/{id}/{slug}`: an event with when and where, its store, its text (safe HTML) and the way to order
 * one's own; a past event's page stays, marked as over. Another slug is a 301 to its own address. Structured data:
 * schema.org Event.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { id, slug } = routeParams(blogPostParams, params);
  const { api } = await visitor(request, context);
  const event = await orNotFound(api.data('GET /events/:id', { params: { id } }));
  if (slug !== event.slug) throw redirect(`${localePrefix(locale)}${event.url}${url.search}`, 301);
  const origin = context.publicUrl.replace(/\/$/, '');
  const packed = packFrom([event], () => ({
    event: {
      title: event.title,
      perex: event.perex,
      image: event.image,
      content: event.content,
      url: event.url,
      past: event.past,
      startsAt: event.starts_at,
      when: eventWhen(locale, event.starts_at, event.ends_at),
      location: event.location,
      store: event.store ? { name: event.store.name, url: barePath(pagePath('branch', locale, { id: event.store.id }), locale) } : null,
    },
    structured: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description: event.perex,
      startDate: event.starts_at,
      ...(event.ends_at ? { endDate: event.ends_at } : {}),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      ...(event.image ? { image: `${origin}/images/big/${event.image}` } : {}),
      location: { '@type': 'Place', name: event.store?.name ?? event.location ?? '', address: event.location ?? '' },
      organizer: { '@type': 'Organization', name: 'Konfety', url: origin },
      url: `${origin}${url.pathname}`,
    },
  }));
  return {
    packed,
    listUrl: barePath(pagePath('events', locale), locale),
    orderUrl: pagePath('eventOrder', locale),
    messages: messagesFor(locale, ['events', 'catalog.breadcrumbs', 'catalog.home']),
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const event = loaderData && fieldsOf(loaderData).event;
  return pageMeta(matches, location, { title: event?.title, description: event?.perex, noindex: !!location.search });
};

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { event, structured } = fieldsOf(loaderData);
  return (
    <div className="container events event-page">
      <Breadcrumbs items={[{ name: t('events.title'), url: loaderData.listUrl }, { name: event.title, url: event.url }]} />
      <article>
        <h1>{event.title}</h1>
        {event.past ? <p className="events__cta">{t('events.isPast')}</p> : null}
        <dl className="event-page__facts">
          <dt>{t('events.when')}</dt>
          <dd>
            <time dateTime={event.startsAt}>{event.when}</time>
          </dd>
          {event.location ? (
            <>
              <dt>{t('events.where')}</dt>
              <dd>{event.location}</dd>
            </>
          ) : null}
          {event.store ? (
            <>
              <dt>{t('events.store')}</dt>
              <dd>
                <RouterLink to={`${localePrefix(locale)}${event.store.url}`}>{event.store.name}</RouterLink>
              </dd>
            </>
          ) : null}
        </dl>
        <p className="inquiry-page__perex">{event.perex}</p>
        <Picture path={event.image} alt="" slot="gallery" width={1200} height={800} priority className="event-page__image" />
        {/* HTML the API made safe. */}
        <div className="content-page__body" dangerouslySetInnerHTML={{ __html: event.content }} />
      </article>
      <div className="events__cta">
        <p>{t('events.orderLead')}</p>
        <RouterLink to={loaderData.orderUrl} className="button button--primary">
          {t('events.order')}
        </RouterLink>
      </div>
      <p>
        <RouterLink to={`${localePrefix(locale)}${loaderData.listUrl}`}>{t('events.back')}</RouterLink>
      </p>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structured) }} />
    </div>
  );
}
