import { redirect } from 'react-router';
import { BlogCard } from '../components/blog/BlogCard';
import { cardProduct } from '../components/catalog/ProductCard';
import { ProductCardList } from '../components/catalog/ProductCardList';
import { Breadcrumbs } from '../components/catalog/shared';
import { Picture } from '../components/media/Picture';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { withPublished } from '../lib/blog.server';
import { orNotFound } from '../lib/catalog.server';
import { scriptJson } from '../lib/json-ld';
import { pageMeta } from '../lib/meta';
import { fieldsOf, packFrom } from '../lib/packed';
import { blogPostParams, routeParams } from '../lib/params.server';
import { visitor } from '../lib/session.server';
import { localeOfPath, localePath, localePrefix } from '../routing/route-names';
import type { Route } from './+types/blog-post';
// A side effect of the route's own: Rollup keeps the page's code in its chunk (see routes/delivery-info.tsx).
import '../components/blog/blog.css';

/**
 * SPEC §2 `/blog/{id}/{slug}`: an article of the site's language (its HTML made safe by the API) with its author,
 * date and topic, its picture and up to three related articles; another slug than the article's is a 301 to its own
 * address, an article not published (or of another language) the 404 page. Structured data: schema.org Article.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { id, slug } = routeParams(blogPostParams, params);
  const { api } = await visitor(request, context);
  const post = await orNotFound(api.data('GET /blog/posts/:id', { params: { id } }));
  if (slug !== post.slug) throw redirect(`${localePrefix(locale)}${post.url}${url.search}`, 301);
  const packed = packFrom([post], () => ({
    post: { ...withPublished(locale, post), content: post.content },
    related: post.related.map((r) => withPublished(locale, r)),
    products: post.products.map(cardProduct),
  }));
  // The product cards' texts (labels, availability, prices) only when the article has cards to show.
  const areas = post.products.length > 0 ? (['blog', 'catalog'] as const) : (['blog', 'catalog.breadcrumbs', 'catalog.home'] as const);
  return { packed, publicUrl: context.publicUrl, messages: messagesFor(locale, areas) };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const post = loaderData && fieldsOf(loaderData).post;
  return pageMeta(matches, location, { title: post?.title, description: post?.perex, noindex: !!location.search });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { post, related, products } = fieldsOf(loaderData);
  const origin = (loaderData.publicUrl ?? '').replace(/\/$/, '');
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.perex,
    datePublished: post.published_at,
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    ...(post.image ? { image: `${origin}/images/big/${post.image}` } : {}),
    mainEntityOfPage: `${origin}${localePrefix(locale)}${post.url}`,
  };
  return (
    <div className="container blog">
      <Breadcrumbs items={[{ name: t('blog.title'), url: '/blog' }, { name: post.title, url: post.url }]} />
      <article className="blog-post">
        <h1>{post.title}</h1>
        <p className="blog-post__meta">
          <time dateTime={post.published_at}>{t('blog.published', { date: post.published })}</time>
          {post.author ? <span> · {t('blog.author', { author: post.author })}</span> : null}
          {post.category ? (
            <span>
              {' · '}
              <a href={`${localePath('blog', locale)}?kategorie=${encodeURIComponent(post.category.slug)}`}>{post.category.name}</a>
            </span>
          ) : null}
        </p>
        <p className="blog-post__perex">{post.perex}</p>
        <Picture path={post.image} alt="" slot="gallery" width={1200} height={800} priority className="blog-post__image" />
        {/* HTML the API made safe (an allow-list of tags, attributes and link schemes): never the database's as it is. */}
        <div className="content-page__body blog-post__body" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      {products.length > 0 ? (
        <section aria-labelledby="blog-products" className="blog__products">
          <h2 id="blog-products">{t('blog.products')}</h2>
          <ProductCardList products={products} />
        </section>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="blog-related" className="blog__related">
          <h2 id="blog-related">{t('blog.related')}</h2>
          <ul className="blog__grid">
            {related.map((r) => (
              <li key={r.id}>
                <BlogCard post={r} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(article) }} />
    </div>
  );
}
