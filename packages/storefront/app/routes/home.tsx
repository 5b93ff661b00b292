import { Link } from 'react-router';
import { imageUrl } from '@konfety/domain/media';
import { useT } from '../i18n';
import { pageMeta } from '../lib/meta';
import { useShell } from '../lib/shell';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, {});

export default function Home() {
  const t = useT();
  const shell = useShell();
  return (
    <div className="container home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('shell.home.title')}</h1>
        <p>{t('shell.home.lead')}</p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('shell.home.categories')}</h2>
        <ul className="category-tiles">
          {shell.categories.map((c) => (
            <li key={c.id}>
              <Link to={c.url} className="category-tile">
                <img src={imageUrl(c.image, 'ico')} alt="" width={160} height={160} loading="lazy" />
                <span>{c.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
