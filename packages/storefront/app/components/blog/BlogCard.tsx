import type { BlogPostCard } from '@konfety/api/contract';
import { useLocalUrl } from '../catalog/shared';
import { RouterLink } from '../link/RouterLink';
import { Picture } from '../media/Picture';

/** A post as the lists show it, its date formatted on the server (`published`). */
export type BlogCardData = BlogPostCard & { published: string };

/** An article's card: picture, topic and date, the title as the link, the perex. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardData; headingLevel?: 2 | 3 }) {
  const local = useLocalUrl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card">
      <Picture path={post.image} alt="" slot="gallery" width={600} height={400} priority="low" className="blog-card__image" />
      <p className="blog-card__meta">
        {post.category ? <span>{post.category.name} · </span> : null}
        <time dateTime={post.published_at}>{post.published}</time>
      </p>
      <Heading className="blog-card__title">
        <RouterLink to={local(post.url)}>{post.title}</RouterLink>
      </Heading>
      <p className="blog-card__perex">{post.perex}</p>
    </article>
  );
}
