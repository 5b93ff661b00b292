import { BlogCard } from '../components/blog/BlogCard';
import { LoadFailed } from '../components/global/LoadFailed';
import { Breadcrumbs } from '../components/catalog/shared';
import { RouterLink } from '../components/link/RouterLink';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { withPublished } from '../lib/blog.server';
import { pageMeta } from '../lib/meta';
import { routePageHead, setPageHead } from '../lib/page-head.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { loadedOrNull, loadFailed } from '../lib/load-failure.server';
import { visitor } from '../lib/session.server';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/blog';
// A side effect of the route's own: Rollup keeps the page's code in its chunk (see routes/delivery-info.tsx).
import '../components/blog/blog.css';

/** The list's parameters in the URL: a topic's slug and the page (Czech names, as the facets' are). */
const CATEGORY = 'kategorie';
const PAGE = 'strana';

/**
 * SPEC §2 `/blog`: the published articles of the site's language, newest first, twelve a page (`?strana=`), filtered by
 * a topic (`?kategorie=`, the topics of `GET /api/blog/categories/list` with their counts). Plain links: it all works
 * without JavaScript. A page number that makes no sense is the first page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  // A topic written as no topic's slug can be (a mangled link) falls back to all topics, as a listing's odd parameters do.
  const asTopic = url.searchParams.get(CATEGORY) ?? '';
  const category = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(asTopic) && asTopic.length <= 200 ? asTopic : undefined;
  const asked = Number(url.searchParams.get(PAGE) ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const { api } = await visitor(request, context);
  const messages = messagesFor(locale, ['blog', 'notice.postsLoadFailed', 'catalog.breadcrumbs', 'catalog.home']);
  const loaded = await loadedOrNull(Promise.all([api.data('GET /blog/posts', { query: { ...(category ? { category } : {}), page } }), api.data('GET /blog/categories/list')]));
  if (!loaded) return loadFailed(messages);
  const [list, categories] = loaded;
  // Its language alternates, in the document's head (lib/page-head.server.ts): every site has the blog, each of its
  // language's articles.
  setPageHead(context, () => routePageHead(context, url, 'blog'));
  const packed = packFrom([list, categories], () => ({
    posts: list.posts.map((post) => withPublished(locale, post)),
    page: list.page,
    hasMore: list.has_more,
    category: category ?? null,
    categories: categories.filter((c) => c.posts_count > 0),
  }));
  return { failed: false as const, packed, messages };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { titleKey: 'blog.title', descriptionKey: 'blog.description', noindex: !!location.search });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  if (loaderData.failed) return <LoadFailed title={t('blog.title')} message={t('notice.postsLoadFailed')} />;
  const { posts, page, hasMore, category, categories } = fieldsOf(loaderData);
  const base = localePath('blog', locale);
  const href = (params: { category?: string | null; page?: number }) => {
    const search = new URLSearchParams();
    if (params.category) search.set(CATEGORY, params.category);
    if (params.page && params.page > 1) search.set(PAGE, String(params.page));
    const query = search.toString();
    return query ? `${base}?${query}` : base;
  };
  return (
    <div className="container blog">
      <Breadcrumbs items={[{ name: t('blog.title'), url: '' }]} />
      <h1>{t('blog.title')}</h1>
      <p className="blog__lead">{t('blog.lead')}</p>
      {categories.length > 0 ? (
        <nav aria-label={t('blog.categories')} className="blog__topics">
          <ul>
            <li>
              <RouterLink to={href({})} aria-current={category === null ? 'page' : undefined}>
                {t('blog.all')}
              </RouterLink>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <RouterLink to={href({ category: c.slug })} aria-current={category === c.slug ? 'page' : undefined}>
                  {c.name} <span className="blog__count">({c.posts_count})</span>
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {posts.length === 0 ? (
        <p className="blog__empty">{t('blog.empty')}</p>
      ) : (
        <ul className="blog__grid">
          {posts.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasMore ? (
        <nav aria-label={t('blog.pages')} className="blog__pages">
          {page > 1 ? <RouterLink to={href({ category, page: page - 1 })}>← {t('blog.newer')}</RouterLink> : <span />}
          {hasMore ? <RouterLink to={href({ category, page: page + 1 })}>{t('blog.older')} →</RouterLink> : null}
        </nav>
      ) : null}
    </div>
  );
}
