import { ProductCardList } from '../components/catalog/ProductCardList';
import { HomeSection, NewsCards, ServiceCards, SocialFeed } from '../components/home/HomeSections';
import { Picture } from '../components/media/Picture';
import { messageOf, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { homeSections } from '../lib/home.server';
import { pageMeta } from '../lib/meta';
import { homeHead, setPageHead } from '../lib/page-head.server';
import { useShell } from '../lib/shell';
import { localeOfPath, localePath } from '../routing/route-names';
import { fieldsOf } from '../lib/packed';
import type { Route } from './+types/home';
import { redirect } from 'react-router';
import { rootLanguageRedirect } from '../lib/site-language.server';
import { RouterLink } from '../components/link/RouterLink';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  // The root asks which language this visitor's home page is in (the locale cookie, the Slovak site's own).
  const elsewhere = url.pathname === '/' ? await rootLanguageRedirect(request, context) : null;
  if (elsewhere !== null) throw redirect(elsewhere, { headers: { 'cache-control': 'no-store' } });
  // The Organization and WebSite and the language alternates, in the document's head (lib/page-head.server.ts).
  setPageHead(context, () => homeHead(request, context, url, locale));
  return { packed: await homeSections(request, context, locale), messages: messagesFor(locale, ['home', 'catalog']) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta(matches, location, { titleKey: 'home.meta.title', description: messageOf(matches, locale, 'home.meta.description') });
};

/** SPEC §2 home: hero, categories, services, top products, sale goods, blog news and the social feed; a section with nothing to show is left out. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const shell = useShell();
  const { services, top, sale, news, social } = fieldsOf(loaderData);
  return (
    <div className="container home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('shell.home.title')}</h1>
        <p>{t('shell.home.lead')}</p>
      </section>
      {shell.categories.length > 0 ? (
        <HomeSection id="home-categories" title={t('shell.home.categories')}>
          <ul className="category-tiles">
            {shell.categories.map((c, i) => (
              <li key={c.id}>
                <RouterLink to={c.url} className="category-tile">
                  {/* The first tile is the first picture on the page: its LCP candidate. */}
                  <Picture path={c.image} alt="" slot="categoryTile" width={160} height={160} priority={i === 0} />
                  <span>{c.name}</span>
                </RouterLink>
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}
      {services.length > 0 ? (
        <HomeSection id="home-services" title={t('home.services.title')}>
          <ServiceCards services={services} />
        </HomeSection>
      ) : null}
      {top.length > 0 ? (
        <HomeSection id="home-top" title={t('home.top.title')}>
          <ProductCardList products={top} />
        </HomeSection>
      ) : null}
      {sale.length > 0 ? (
        <HomeSection id="home-sale" title={t('home.sale.title')}>
          <ProductCardList products={sale} />
        </HomeSection>
      ) : null}
      {news.length > 0 ? (
        <HomeSection id="home-blog" title={t('home.blog.title')}>
          <NewsCards posts={news} />
          <p>
            <RouterLink to={localePath('blog', shell.locale)}>{t('home.blog.all')}</RouterLink>
          </p>
        </HomeSection>
      ) : null}
      {social.length > 0 ? (
        <HomeSection id="home-social" title={t('home.social.title')}>
          <SocialFeed posts={social} />
        </HomeSection>
      ) : null}
    </div>
  );
}
