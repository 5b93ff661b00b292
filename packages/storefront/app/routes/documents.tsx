import { Breadcrumbs } from '../components/catalog/shared';
import { LoadFailed } from '../components/global/LoadFailed';
import { useT } from '../i18n';
import { messagesFor, translate } from '../i18n/catalogue.server';
import { localeTag } from '../lib/locale-tags';
import { pageMeta } from '../lib/meta';
import { routePageHead, setPageHead } from '../lib/page-head.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { loadedOrNull, loadFailed } from '../lib/load-failure.server';
import { visitor } from '../lib/session.server';
import { localeOfPath } from '../routing/route-names';
import type { Route } from './+types/documents';
// A side effect of the route's own: Rollup keeps the page's code out of the chunk every page loads (see routes/delivery-info.tsx).
import '../components/info/info.css';

/**
 * SPEC §2 `/dokumenty` (Czech and Slovak only): the documents to download grouped by their category, each a link to
 * its file with its type and size ("PDF · 12 kB"), written on the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { api } = await visitor(request, context);
  const messages = messagesFor(locale, ['info.documents', 'notice.dataLoadFailed', 'catalog.breadcrumbs', 'catalog.home']);
  const documents = await loadedOrNull(api.data('GET /documents'));
  if (!documents) return loadFailed(messages);
  // Its language alternates, in the document's head (lib/page-head.server.ts): the Czech and the Slovak site have it
  // (the route's languages), each with its language's files.
  setPageHead(context, () => routePageHead(context, url, 'documents'));
  const packed = packFrom([documents], () => {
    const kB = new Intl.NumberFormat(localeTag(locale), { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
    const groups = new Map<string, Array<{ id: number; title: string; url: string; file: string }>>();
    for (const d of documents) {
      const group = d.category ?? translate(locale, 'info.documents.other');
      const type = (d.url.split('.').at(-1) ?? '').toUpperCase();
      groups.set(group, [...(groups.get(group) ?? []), { id: d.id, title: d.title, url: d.url, file: translate(locale, 'info.documents.file', { type, size: kB.format(Math.max(1, Math.round(d.size / 1024))) }) }]);
    }
    return { groups: [...groups].map(([name, list]) => ({ name, documents: list })) };
  });
  return { failed: false as const, packed, messages };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'info.documents.title', descriptionKey: 'info.documents.description', noindex: !!location.search });

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.failed) return <LoadFailed title={t('info.documents.title')} message={t('notice.dataLoadFailed')} />;
  const { groups } = fieldsOf(loaderData);
  const title = t('info.documents.title');
  return (
    <div className="container info-page">
      <Breadcrumbs items={[{ name: title, url: '' }]} />
      <h1>{title}</h1>
      <p>{t('info.documents.lead')}</p>
      {groups.length === 0 ? <p>{t('info.documents.none')}</p> : null}
      {groups.map((group, i) => (
        <section key={group.name} aria-labelledby={`documents-${i}`}>
          <h2 id={`documents-${i}`}>{group.name}</h2>
          <ul className="info-documents">
            {group.documents.map((d) => (
              <li key={d.id}>
                {/* A file, not a page: a plain link the browser downloads or opens. */}
                <a href={d.url} download>
                  {d.title}
                </a>{' '}
                <span className="info-documents__file">({d.file})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
