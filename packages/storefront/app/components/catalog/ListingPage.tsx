import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SortOption } from '@konfety/api/contract';
import { useT } from '../../i18n';
import type { ListingFilters } from '../../lib/listing-filters';
import { FacetFilters } from './FacetFilters';
import { ListingControls } from './ListingControls';
import type { CardProduct } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import { Breadcrumbs } from './shared';

interface ListingData {
  products: CardProduct[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
}

/**
 * A product listing page (a category, new and sale goods, a brand's goods): breadcrumbs, title and lead, what the
 * page adds under them (a category's subcategories), then the filter sidebar, sort, cards and load-more.
 */
export function ListingPage({
  title,
  lead,
  breadcrumbs,
  listing,
  query,
  sortOptions,
  filters,
  children,
}: {
  title: string;
  lead?: string | null;
  breadcrumbs: ReadonlyArray<{ name: string; url: string }>;
  listing: ListingData;
  query: { sort: SortOption; inStock: boolean };
  sortOptions: readonly SortOption[];
  filters: ListingFilters;
  children?: ReactNode;
}) {
  const t = useT();
  const location = useLocation();
  return (
    <div className="container catalog">
      <Breadcrumbs items={breadcrumbs} />
      <header className="catalog__head">
        <h1>{title}</h1>
        {lead ? <p className="catalog__lead">{lead}</p> : null}
      </header>
      {children}
      <div className="catalog__body">
        <ListingControls sort={query.sort} sortOptions={sortOptions} inStock={query.inStock} pathname={location.pathname} filters={filters}>
          <FacetFilters filters={filters} />
        </ListingControls>
        <section className="catalog__products" aria-labelledby="catalog-products">
          <h2 id="catalog-products" className="catalog__count">
            {t('catalog.total', { count: listing.total })}
          </h2>
          {listing.products.length === 0 ? <p className="catalog__empty">{t('catalog.emptyList')}</p> : <ProductGrid first={listing} search={location.search} pathname={location.pathname} />}
        </section>
      </div>
    </div>
  );
}
