import { data } from 'react-router';
import { contentPagePath } from '@konfety/domain/site-urls';
import { Breadcrumbs } from '../components/catalog/shared';
import { messagesFor } from '../i18n/catalogue.server';
import { orNotFound } from '../lib/catalog.server';
import { pageMeta } from '../lib/meta';
import { contentPageHead, setPageHead } from '../lib/page-head.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { contentPageParams, infoPageParams, routeParams } from '../lib/params.server';
import { visitor } from '../lib/session.server';
import { localeOfPath, localePrefix } from '../routing/route-names';
import type { Route } from './+types/content-page';
// A side effect of the route's own: Rollup then keeps the page's code in its chunk (see routes/delivery-info.tsx).
import '../components/info/info.css';

/**
 * SPEC §2 generic page `/{slug}` (terms, complaints procedure, privacy policy, about us …) and info page
 * `/info/{id}/{slug}` (the search links pages so), and SPEC §2's fixed info pages `/info/{slug}` (about us, party
 * decoration, costume rental, balloon inflating): a content page of the site's language from `GET /pages/:slug` (the
 * Czech one where the language has none), its HTML made safe by the API (features/content/page-html.ts). Its
 * canonical address is `/info/{slug}` for the fixed info pages, `/{slug}` for every other. A slug no
 * page has is the 404 page; static routes (`/kosik`, `/hledani` …) outrank `/:slug`, and a category's `/{id}/{slug}`
 * has two segments, so this route takes only what no other page claims (routing.test.ts).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { pathname } = url;
  const locale = localeOfPath(pathname);
  const { slug, id } = params.id === undefined ? { ...routeParams(contentPageParams, params), id: null } : routeParams(infoPageParams, params);
  const { api } = await visitor(request, context);
  const page = await orNotFound(api.data('GET /pages/:slug', { params: { slug }, query: { lang: locale } }));
  // `/info/{id}/{slug}` names one page by both: another page's id with this slug is no page.
  if (id !== null && page.id !== id) throw data(null, { status: 404 });
  // Its language alternates, in the document's head (lib/page-head.server.ts): the languages with a text of their own
  // at the slug; none for the Czech text standing in for this language's (the answer's `fallback`).
  setPageHead(context, () => contentPageHead(context, url, page));
  return {
    packed: packFrom([page], () => ({ page })),
    // SPEC §2's info pages have addresses of their own (`/info/o-nas` …): their canonical address is that one (the sitemap's rule too).
    canonical: `${localePrefix(locale)}${contentPagePath(page.slug)}`,
    messages: messagesFor(locale, ['catalog.breadcrumbs', 'catalog.home']),
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const page = loaderData && fieldsOf(loaderData).page;
  return pageMeta(matches, location, {
    title: page?.title,
    description: page?.meta_description ?? undefined,
    canonicalPath: loaderData?.canonical,
    noindex: !!location.search,
  });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = fieldsOf(loaderData);
  return (
    <div className="container info-page">
      <Breadcrumbs items={[{ name: page.title, url: '' }]} />
      <article className="content-page">
        <h1>{page.title}</h1>
        {/* HTML the API made safe (an allow-list of tags, attributes and link schemes): never the database's as it is. */}
        <div className="content-page__body" dangerouslySetInnerHTML={{ __html: page.content }} />
      </article>
    </div>
  );
}
