import { Breadcrumbs } from '../components/catalog/shared';
import { RouterLink } from '../components/link/RouterLink';
import { Picture } from '../components/media/Picture';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { brandList } from '../lib/catalog.server';
import { pageMeta } from '../lib/meta';
import { listingHead, setPageHead } from '../lib/page-head.server';
import { routeTablePaths } from '../lib/alternates.server';
import { translate } from '../i18n/catalogue.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/brands';
import '../components/catalog/brands.css';

/** The brands with goods in the shop, A–Z, each with its logo and number of products, linking to its page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const brands = await brandList(request, context);
  // Its BreadcrumbList (the one crumb the page shows) and language alternates, in the document's head (lib/page-head.server.ts).
  setPageHead(context, () => listingHead(context, url, locale, [{ name: translate(locale, 'catalog.brands.title'), url: '' }], routeTablePaths('brands')));
  return { packed: packFrom([brands], () => ({ brands })), messages: messagesFor(locale, ['catalog']) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'catalog.brands.title', noindex: !!location.search });

export default function Brands({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { brands } = fieldsOf(loaderData);
  const title = t('catalog.brands.title');
  return (
    <div className="container catalog">
      <Breadcrumbs items={[{ name: title, url: '' }]} />
      <header className="catalog__head">
        <h1>{title}</h1>
        <p className="catalog__lead">{t('catalog.brands.lead')}</p>
      </header>
      {brands.length === 0 ? (
        <p className="catalog__empty">{t('catalog.brands.empty')}</p>
      ) : (
        <ul className="brand-grid">
          {brands.map((b) => (
            <li key={b.id}>
              <RouterLink to={localePath('brand', locale, { slug: b.slug })} className="brand-tile">
                <Picture path={b.logo} alt="" slot="categoryTile" width={160} height={160} priority="low" />
                <strong>{b.name}</strong>
                <span className="brand-tile__count">{t('catalog.brands.products', { count: b.products })}</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
