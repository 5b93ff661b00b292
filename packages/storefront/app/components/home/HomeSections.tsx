import './home.css';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n';
import type { Service } from '@konfety/api/contract';
import { localePath, localePrefix } from '../../routing/route-names';
import { Picture } from '../media/Picture';
import { RouterLink } from '../link/RouterLink';

/** A home section, labelled by its heading for assistive technology. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="home-section">
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Service cards: picture, title (the link) and perex; the whole card is the link's click target. */
export function ServiceCards({ services }: { services: readonly Service[] }) {
  const locale = useLocale();
  return (
    <ul className="service-cards">
      {services.map((s) => (
        <li key={s.id} className="service-card">
          <Picture path={s.image} alt="" slot="serviceCard" width={128} height={128} className="service-card__image" />
          <h3 className="service-card__title">
            <RouterLink to={localePath('service', locale, { id: s.id, slug: s.slug })}>{s.title}</RouterLink>
          </h3>
          <p className="service-card__perex">{s.perex}</p>
        </li>
      ))}
    </ul>
  );
}


const NETWORKS: Record<string, string> = { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube', tiktok: 'TikTok' };

/** SPEC §2 home's social image feed: the shop's pictures, each a link to its profile on the network (a new tab). */
export function SocialFeed({ posts }: { posts: ReadonlyArray<{ image: string; url: string; alt: string; network: string }> }) {
  const t = useT();
  return (
    <ul className="social-feed">
      {posts.map((post) => (
        <li key={post.image}>
          <a href={post.url} target="_blank" rel="noopener noreferrer" className="social-feed__link">
            <Picture path={post.image} alt={t('home.social.on', { alt: post.alt, network: NETWORKS[post.network] ?? post.network })} slot="card" width={300} height={300} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2 home's blog news: the newest articles, each its picture, date, title (the link) and perex. Not the blog's
 * BlogCard: a component the home page shares with the blog would move into the chunk the catalogue pages load.
 */
export function NewsCards({ posts }: { posts: ReadonlyArray<{ id: number; url: string; title: string; perex: string; image: string | null; published_at: string; published: string }> }) {
  const locale = useLocale();
  return (
    <ul className="blog__grid">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="blog-card">
            <Picture path={post.image} alt="" slot="gallery" width={600} height={400} priority="low" className="blog-card__image" />
            <p className="blog-card__meta">
              <time dateTime={post.published_at}>{post.published}</time>
            </p>
            <h3 className="blog-card__title">
              <RouterLink to={`${localePrefix(locale)}${post.url}`}>{post.title}</RouterLink>
            </h3>
            <p className="blog-card__perex">{post.perex}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
