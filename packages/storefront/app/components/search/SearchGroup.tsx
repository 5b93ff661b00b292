import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { RouterLink } from '../link/RouterLink';

/** One group of search results (categories, brands, articles, pages): its title with the count, its first matches, and a link to all of them. */
export function SearchGroup({ id, title, total, more, children }: { id: string; title: string; total: number; more: { to: string; total: number } | null; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="search__group">
      <h2 id={id} className="search__group-title">
        {title} <span className="search__count">({total})</span>
      </h2>
      {children}
      {more ? (
        <p className="search__more">
          <RouterLink to={more.to}>{t('search.more', { count: more.total })}</RouterLink>
        </p>
      ) : null}
    </section>
  );
}
