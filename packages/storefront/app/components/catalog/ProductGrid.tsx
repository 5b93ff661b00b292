import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n';
import { fieldsOf, type Packed } from '../../lib/packed';
import type { CardProduct } from './ProductCard';
import { ProductCardList } from './ProductCardList';
import { RouterLink } from '../link/RouterLink';

interface PageData<P extends CardProduct> {
  products: P[];
  page: number;
  has_more: boolean;
}

/**
 * The product grid with "Načíst další". Without JavaScript the button is a
 * link to `?page=n+1`; with it the next page is fetched through the same
 * route's loader and appended to the list.
 */
export function ProductGrid<P extends CardProduct>({ first, search, pathname }: { first: PageData<P>; search: string; pathname: string }) {
  const t = useT();
  // The next page comes from the same route's loader, whose data is packed (lib/packed.ts).
  const fetcher = useFetcher<{ packed: Packed<{ listing: PageData<P> }> }>();
  const [pages, setPages] = useState<PageData<P>[]>([first]);

  // A new first page (sort or filter changed) starts the list again.
  useEffect(() => setPages([first]), [first]);

  useEffect(() => {
    const next = fetcher.data && fieldsOf(fetcher.data).listing;
    if (!next) return;
    setPages((current) => (current.some((p) => p.page === next.page) ? current : [...current, next]));
  }, [fetcher.data]);

  const last = pages[pages.length - 1]!;
  const products = pages.flatMap((p) => p.products);
  const params = new URLSearchParams(search);
  params.set('page', String(last.page + 1));
  const nextUrl = `${pathname}?${params}`;
  const loading = fetcher.state !== 'idle';

  return (
    <>
      <ProductCardList products={products} priorityFirst />
      {last.has_more ? (
        <p className="load-more">
          <RouterLink
            to={nextUrl}
            className="button button--secondary"
            aria-disabled={loading || undefined}
            onClick={(e) => {
              e.preventDefault();
              if (!loading) fetcher.load(nextUrl);
            }}
          >
            {loading ? t('catalog.loading') : t('catalog.loadMore')}
          </RouterLink>
        </p>
      ) : null}
    </>
  );
}
