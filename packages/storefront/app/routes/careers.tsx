import { Breadcrumbs } from '../components/catalog/shared';
import { LoadFailed } from '../components/global/LoadFailed';
import { RouterLink } from '../components/link/RouterLink';
import { useLocale, useT } from '../i18n';
import { messagesFor, translate } from '../i18n/catalogue.server';
import { pageMeta } from '../lib/meta';
import { routePageHead, setPageHead } from '../lib/page-head.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { loadedOrNull, loadFailed } from '../lib/load-failure.server';
import { visitor } from '../lib/session.server';
import { localeOfPath, localePrefix } from '../routing/route-names';
import type { Route } from './+types/careers';
// A side effect of the route's own: Rollup keeps the page's code out of the chunk every page loads (see routes/delivery-info.tsx).
import '../components/events/events.css';

/** SPEC §2 `/kariera`: the open positions grouped by their store (the head office and warehouse last), newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { api } = await visitor(request, context);
  const messages = messagesFor(locale, ['careers', 'notice.dataLoadFailed', 'catalog.breadcrumbs', 'catalog.home']);
  const positions = await loadedOrNull(api.data('GET /careers'));
  if (!positions) return loadFailed(messages);
  // Its language alternates, in the document's head (lib/page-head.server.ts): every site has the list, each of its
  // language's positions.
  setPageHead(context, () => routePageHead(context, url, 'careers'));
  const packed = packFrom([positions], () => {
    const groups = new Map<string, Array<{ id: number; url: string; title: string; perex: string; location: string; type: string }>>();
    const headOffice = translate(locale, 'careers.headOffice');
    for (const p of [...positions].sort((a, b) => Number(a.store === null) - Number(b.store === null))) {
      const name = p.store?.name ?? headOffice;
      groups.set(name, [...(groups.get(name) ?? []), { id: p.id, url: p.url, title: p.title, perex: p.perex, location: p.location, type: p.employment_type }]);
    }
    return { groups: [...groups].map(([store, list]) => ({ store, positions: list })) };
  });
  return { failed: false as const, packed, messages };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'careers.title', descriptionKey: 'careers.description', noindex: !!location.search });

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  if (loaderData.failed) return <LoadFailed title={t('careers.title')} message={t('notice.dataLoadFailed')} />;
  const { groups } = fieldsOf(loaderData);
  const title = t('careers.title');
  return (
    <div className="container events careers">
      <Breadcrumbs items={[{ name: title, url: '' }]} />
      <h1>{title}</h1>
      <p>{t('careers.lead')}</p>
      {groups.length === 0 ? <p>{t('careers.none')}</p> : null}
      {groups.map((group, i) => (
        <section key={group.store} aria-labelledby={`careers-${i}`}>
          <h2 id={`careers-${i}`}>{group.store}</h2>
          <ul className="events__grid">
            {group.positions.map((p) => (
              <li key={p.id}>
                <article className="event-card careers__card" aria-labelledby={`career-${p.id}`}>
                  <h3 id={`career-${p.id}`} className="event-card__title">
                    <RouterLink to={`${localePrefix(locale)}${p.url}`}>{p.title}</RouterLink>
                  </h3>
                  <p className="event-card__when">
                    {p.location} · {p.type}
                  </p>
                  <p>{p.perex}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
