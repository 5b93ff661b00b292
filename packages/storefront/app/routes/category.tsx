import { redirect, useLocation } from 'react-router';
import { ListingControls } from '../components/catalog/ListingControls';
import { cardProduct } from '../components/catalog/ProductCard';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { Picture } from '../components/media/Picture';
import { Breadcrumbs, useLocalUrl } from '../components/catalog/shared';
import { useT } from '../i18n';
import { categoryListing } from '../lib/catalog.server';
import { messagesFor } from '../i18n/catalogue.server';
import { categoryParams, listingParams, routeParams, sortOptions } from '../lib/params.server';
import { pageMeta } from '../lib/meta';
import { localeOfPath, localePrefix } from '../routing/route-names';
import { fieldsOf, packFrom } from '../lib/packed';
import type { Route } from './+types/category';
import { RouterLink } from '../components/link/RouterLink';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { id, category } = routeParams(categoryParams, params);
  const url = new URL(request.url);
  const query = listingParams(url);
  const listing = await categoryListing(request, context, id, query);
  if (category !== listing.category.slug) {
    throw redirect(`${localePrefix(localeOfPath(url.pathname))}${listing.category.url}${url.search}`, 301);
  }
  return {
    packed: packFrom([listing, query.sort, query.inStock, query.page], () => ({ listing: { ...listing, products: listing.products.map(cardProduct) }, query, sortOptions })),
    messages: messagesFor(localeOfPath(url.pathname), ['catalog']),
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta(matches, location, {
    title: loaderData && fieldsOf(loaderData).listing.category.name,
    description: (loaderData && fieldsOf(loaderData).listing.category.description) ?? undefined,
    noindex: !!location.search,
  });

export default function Category({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const local = useLocalUrl();
  const location = useLocation();
  const { listing, query, sortOptions } = fieldsOf(loaderData);
  const { category } = listing;
  return (
    <div className="container catalog">
      <Breadcrumbs items={category.breadcrumbs} />
      <header className="catalog__head">
        <h1>{category.name}</h1>
        {category.description ? <p className="catalog__lead">{category.description}</p> : null}
      </header>
      {category.subcategories.length > 0 ? (
        <nav aria-label={t('catalog.subcategories')} className="subcategories">
          <ul>
            {category.subcategories.map((c) => (
              <li key={c.id}>
                <RouterLink to={local(c.url)} className="subcategory">
                  {c.image ? <Picture path={c.image} alt="" slot="subcategory" width={32} height={32} priority="low" /> : null}
                  <span>{c.name}</span>
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="catalog__body">
        <ListingControls sort={query.sort} sortOptions={sortOptions} inStock={query.inStock} pathname={location.pathname} />
        <section className="catalog__products" aria-labelledby="catalog-products">
          <h2 id="catalog-products" className="catalog__count">
            {t('catalog.total', { count: listing.total })}
          </h2>
          {listing.products.length === 0 ? <p className="catalog__empty">{t('catalog.empty')}</p> : <ProductGrid first={listing} search={location.search} pathname={location.pathname} />}
        </section>
      </div>
    </div>
  );
}
