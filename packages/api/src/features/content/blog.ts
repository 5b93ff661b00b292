import { and, count, desc, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { notFound } from '../../errors';
import type { SiteScope } from '../../shop-context';
import { readCards } from '../catalog/listing';
import { safePageHtml } from './page-html';
import { BLOG_PAGE_SIZE, type BlogPostCardOut, type BlogPostListOut, type BlogPostOut } from './schemas';

const post = schema.blogPosts;
const category = schema.blogCategories;

/** A post a visitor may read: active, published by now, of the site's language. */
const readable = (scope: SiteScope): SQL => and(eq(post.locale, scope.site.locale), eq(post.active, true), lte(post.publishedAt, scope.now))!;

const cardColumns = {
  id: post.id,
  slug: post.slug,
  title: post.title,
  perex: post.perex,
  image: post.image,
  author: post.author,
  publishedAt: post.publishedAt,
  categorySlug: category.slug,
  categoryName: category.name,
};

type CardRow = { id: number; slug: string; title: string; perex: string; image: string | null; author: string | null; publishedAt: Date; categorySlug: string | null; categoryName: string | null };

function card(row: CardRow): BlogPostCardOut {
  return {
    id: row.id,
    slug: row.slug,
    url: `/blog/${row.id}/${row.slug}`,
    title: row.title,
    perex: row.perex,
    image: row.image,
    author: row.author,
    published_at: row.publishedAt.toISOString(),
    category: row.categorySlug !== null && row.categoryName !== null ? { slug: row.categorySlug, name: row.categoryName } : null,
  };
}

/** A page of published posts of the site's language, newest first, with their total (one statement); `categorySlug` filters. */
export async function blogPostList(scope: SiteScope, query: { category?: string; page: number }): Promise<BlogPostListOut> {
  const where = and(readable(scope), query.category === undefined ? undefined : eq(category.slug, query.category));
  const rows = await scope.db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(post)
    .leftJoin(category, eq(category.id, post.categoryId))
    .where(where)
    .orderBy(desc(post.publishedAt), desc(post.id))
    .limit(BLOG_PAGE_SIZE)
    .offset((query.page - 1) * BLOG_PAGE_SIZE);
  // A page past the end has no row to carry the total: count on their own then (only that case).
  const total = rows[0]?.total ?? (query.page > 1 ? ((await scope.db.select({ n: count() }).from(post).leftJoin(category, eq(category.id, post.categoryId)).where(where))[0]?.n ?? 0) : 0);
  return { posts: rows.map(card), total, page: query.page, limit: BLOG_PAGE_SIZE, has_more: query.page * BLOG_PAGE_SIZE < total };
}

/** How many related posts an article shows. */
const RELATED = 3;
/** At most this many products the article mentions: one row of the product grid. */
const MENTIONED = 4;

/** A published post with its safe HTML, up to three related posts (its category's newest first, then the language's) and the products it mentions; 404 otherwise. */
export async function blogPostDetail(scope: SiteScope, id: number): Promise<BlogPostOut> {
  const [row] = await scope.db
    .select({ ...cardColumns, content: post.content, categoryId: post.categoryId })
    .from(post)
    .leftJoin(category, eq(category.id, post.categoryId))
    .where(and(readable(scope), eq(post.id, id)))
    .limit(1);
  if (!row) throw notFound(scope.locale);
  const bpp = schema.blogPostProducts;
  const product = schema.products;
  const mentioned = sql`select ${bpp.productId} from ${bpp} join ${product} on ${product.id} = ${bpp.productId} where ${bpp.postId} = ${id} and ${product.active} order by ${bpp.position}, ${bpp.productId} limit ${MENTIONED}`;
  // The related articles and the mentioned products at once: neither needs the other.
  const [related, { products }] = await Promise.all([
    scope.db
      .select(cardColumns)
      .from(post)
      .leftJoin(category, eq(category.id, post.categoryId))
      .where(and(readable(scope), ne(post.id, id)))
      .orderBy(sql`${post.categoryId} is not distinct from ${row.categoryId} desc`, desc(post.publishedAt), desc(post.id))
      .limit(RELATED),
    readCards(scope.db, scope.site, mentioned, null),
  ]);
  return { ...card(row), content: safePageHtml(row.content), related: related.map(card), products };
}
