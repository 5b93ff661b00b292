import { Form, useLocation } from 'react-router';
import { ListingControls } from '../components/catalog/ListingControls';
import { cardProduct } from '../components/catalog/ProductCard';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { SearchGroup } from '../components/search/SearchGroup';
import { LinkChips } from '../components/catalog/LinkChips';
import { useLocalUrl } from '../components/catalog/shared';
import { RouterLink } from '../components/link/RouterLink';
import { Field } from '../components/forms/Field';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { searchResults } from '../lib/catalog.server';
import { filterView, NO_FACETS } from '../lib/facets.server';
import { pageMeta } from '../lib/meta';
import { fieldsOf, packFrom } from '../lib/packed';
import { CZK } from '@konfety/domain/format';
import { searchGroupParam, searchParams, sortOptions } from '../lib/params.server';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/search';
import '../components/search/search.css';
import { packEvents, viewItemList } from '../lib/analytics.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = searchParams(url);
  const group = searchGroupParam(url);
  const result = await searchResults(request, context, query, group);
  const { products, ...groups } = result;
  const locale = localeOfPath(url.pathname);
  return {
    packed: packFrom([result, group, url.search], () => ({
      listing: { ...products, products: products.products.map(cardProduct) },
      // Search counts up to a limit (SEARCH_TOTAL_LIMIT, the API's total_capped): "1000+" beyond it.
      productCount: products.total_capped ? `${products.total}+` : String(products.total),
      ...groups,
      query,
      group,
      sortOptions,
      // The search's products have the in-stock filter alone (no facets: prices play no part, CZK stands in).
      filters: filterView(url, locale, query.inStock, NO_FACETS, null, CZK),
    })),
    messages: messagesFor(locale, ['catalog', 'search']),
    dataLayer: packEvents(viewItemList({ id: 'search', name: 'search' }, products.products, (products.page - 1) * products.limit)),
  };
}

/** Search results are not for search engines (a page per typed text): noindex, as every page with a query. */
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const q = loaderData ? fieldsOf(loaderData).query.q : '';
  return pageMeta(matches, location, q ? { title: `„${q}“`, titleKey: 'search.titleEmpty', noindex: true } : { titleKey: 'search.titleEmpty', noindex: !!location.search });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const local = useLocalUrl();
  const location = useLocation();
  const { listing, productCount, categories, brands, articles, pages, query, corrected, group, sortOptions, filters } = fieldsOf(loaderData);
  const here = localePath('search', locale);
  const shown = corrected ?? query.q;
  const withQ = (extra: Record<string, string> = {}) => `${here}?${new URLSearchParams({ q: query.q, ...extra })}`;
  const more = (name: string, total: number, count: number) => (group === null && total > count ? { to: withQ({ skupina: name }), total } : null);
  const nothing = listing.total === 0 && categories.total + brands.total + articles.total + pages.total === 0;

  if (query.q === '') {
    return (
      <div className="container catalog search">
        <h1>{t('search.titleEmpty')}</h1>
        <Form method="get" action={here} role="search" className="search__form">
          <Field label={t('search.label')} input={{ type: 'search', name: 'q', defaultValue: '', autoComplete: 'off', enterKeyHint: 'search', required: true }} />
          <button type="submit" className="button button--primary">
            {t('search.submit')}
          </button>
        </Form>
        <p className="search__hint">{t('search.prompt')}</p>
      </div>
    );
  }

  return (
    <div className="container catalog search">
      <header className="catalog__head">
        <h1>{t('search.title', { query: shown })}</h1>
        {corrected ? (
          <p className="search__corrected" role="status">
            {t('search.corrected', { query: query.q, corrected })}
          </p>
        ) : null}
        {group !== null ? (
          <p>
            <RouterLink to={withQ()}>{t('search.back')}</RouterLink>
          </p>
        ) : null}
      </header>
      {nothing ? (
        <div className="catalog__empty search__nothing">
          <p>
            <strong>{t('search.nothing', { query: query.q })}</strong>
          </p>
          <p>{t('search.nothingHint')}</p>
          <ul className="search__suggest-links">
            <li>
              <RouterLink to={localePath('newProducts', locale)}>{t('search.newProducts')}</RouterLink>
            </li>
            <li>
              <RouterLink to={localePath('saleProducts', locale)}>{t('search.saleProducts')}</RouterLink>
            </li>
          </ul>
        </div>
      ) : (
        <>
          {group === null ? (
            <nav className="search__groups" aria-label={t('search.groups')}>
              <ul>
                {(
                  [
                    ['products', listing.total, productCount],
                    ['categories', categories.total, categories.total],
                    ['brands', brands.total, brands.total],
                    ['articles', articles.total, articles.total],
                    ['pages', pages.total, pages.total],
                  ] as const
                )
                  .filter(([, total]) => total > 0)
                  .map(([name, , count]) => (
                    <li key={name}>
                      <a href={`#search-${name}`}>
                        {t(`search.group.${name}`)} <span className="search__count">({count})</span>
                      </a>
                    </li>
                  ))}
              </ul>
            </nav>
          ) : null}
          {(group === null || group === 'categories') && categories.total > 0 ? (
            <SearchGroup id="search-categories" title={t('search.group.categories')} total={categories.total} more={more('kategorie', categories.total, categories.items.length)}>
              <LinkChips className="search__chips" items={categories.items.map((c) => ({ ...c, to: local(c.url) }))} />
            </SearchGroup>
          ) : null}
          {(group === null || group === 'brands') && brands.total > 0 ? (
            <SearchGroup id="search-brands" title={t('search.group.brands')} total={brands.total} more={more('znacky', brands.total, brands.items.length)}>
              <LinkChips className="search__chips" items={brands.items.map((b) => ({ ...b, image: b.logo, to: localePath('brand', locale, { slug: b.slug }) }))} />
            </SearchGroup>
          ) : null}
          {group === null ? (
            <section className="search__products" aria-labelledby="search-products">
              <h2 id="search-products" className="search__group-title">
                {t('search.group.products')} <span className="search__count">({productCount})</span>
              </h2>
              <div className="catalog__body">
                <ListingControls
                  sort={query.sort}
                  sortOptions={sortOptions}
                  inStock={query.inStock}
                  pathname={location.pathname}
                  hidden={<input type="hidden" name="q" value={query.q} />}
                  filters={filters}
                />
                <div className="catalog__products">
                  {listing.products.length === 0 ? (
                    <p className="catalog__empty">{t('search.productsEmpty')}</p>
                  ) : (
                    <ProductGrid first={listing} search={location.search} pathname={location.pathname} />
                  )}
                </div>
              </div>
            </section>
          ) : null}
          {(group === null || group === 'articles') && articles.total > 0 ? (
            <SearchGroup id="search-articles" title={t('search.group.articles')} total={articles.total} more={more('clanky', articles.total, articles.items.length)}>
              <ul className="search__list">
                {articles.items.map((a) => (
                  <li key={a.id}>
                    <a href={local(a.url)}>{a.title}</a>
                    <p>{a.perex}</p>
                  </li>
                ))}
              </ul>
            </SearchGroup>
          ) : null}
          {(group === null || group === 'pages') && pages.total > 0 ? (
            <SearchGroup id="search-pages" title={t('search.group.pages')} total={pages.total} more={more('stranky', pages.total, pages.items.length)}>
              <ul className="search__list">
                {pages.items.map((p) => (
                  <li key={p.id}>
                    <a href={local(p.url)}>{p.title}</a>
                  </li>
                ))}
              </ul>
            </SearchGroup>
          ) : null}
        </>
      )}
    </div>
  );
}
