import { ListingPage } from '../components/catalog/ListingPage';
import { cardProduct } from '../components/catalog/ProductCard';
import { useLocalUrl } from '../components/catalog/shared';
import { LinkChips } from '../components/catalog/LinkChips';
import { useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { type Currency, CZK } from '@konfety/domain/format';
import { facetParams, facetQuery, filterView, visitorCurrency } from '../lib/facets.server';
import { listingOf } from '../lib/listing-page.server';
import { pageMeta } from '../lib/meta';
import { listingHead, setPageHead } from '../lib/page-head.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { listingParams, sortOptions } from '../lib/params.server';
import { localeOfPath } from '../routing/route-names';
import type { Route } from './+types/listing';
import { packEvents, viewItemList } from '../lib/analytics.server';

/**
 * The product listings (SPEC §2): a category with its subcategories, new goods (/produkty/novinky), goods on sale
 * (/produkty/akce) and a brand's goods (/znacky/{slug}). One module for the four pages: they differ only in what
 * stands above the products (lib/listing-page.server.ts), and as one module the browser gets their code once.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const query = listingParams(url);
  // The facets' filters and their counts (lib/facets.server.ts). Prices are in the visitor's currency, asked once the
  // page's own parameters are found good (a malformed one asks nothing): a bound in the URL waits for it, else it
  // comes beside the listing (for the price inputs' range).
  const chosen = facetParams(url);
  let asked: Promise<Currency> | undefined;
  const currencyOf = () => {
    if (!asked) (asked = visitorCurrency(request, context)).catch(() => undefined); // awaited below, or the listing failed first
    return asked;
  };
  const facets = async () => {
    const currency = currencyOf();
    return facetQuery(chosen, chosen.priceFrom === null && chosen.priceTo === null ? CZK : await currency);
  };
  const { head, listing, paths } = await listingOf(request, context, params, url, locale, query, facets);
  // Its BreadcrumbList and language alternates, in the document's head (lib/page-head.server.ts).
  setPageHead(context, () => listingHead(context, url, locale, head.breadcrumbs, paths()));
  const currency = await currencyOf();
  return {
    packed: packFrom([listing, head, url.search, currency.code], () => {
      // The page shows the facets as the sidebar's data; the answer's own are not sent along.
      const { facets, filters: _echo, ...page } = listing;
      const filters = filterView(url, locale, query.inStock, chosen, facets, currency);
      return { head, listing: { ...page, products: page.products.map(cardProduct) }, query, sortOptions, filters };
    }),
    messages: messagesFor(locale, ['catalog']),
    // The page's products as GA4's view_item_list (lib/analytics.server.ts; pushed by the head's script).
    dataLayer: packEvents(viewItemList({ id: url.pathname, name: head.title }, listing.products, (listing.page - 1) * listing.limit)),
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const head = loaderData && fieldsOf(loaderData).head;
  return pageMeta(matches, location, { title: head?.title, description: head?.lead ?? undefined, noindex: !!location.search });
};

export default function Listing({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const local = useLocalUrl();
  const { head, listing, query, sortOptions, filters } = fieldsOf(loaderData);
  return (
    <ListingPage
      title={head.title}
      lead={head.lead}
      breadcrumbs={head.breadcrumbs}
      listing={listing}
      query={query}
      sortOptions={sortOptions}
      filters={filters}
    >
      {head.subcategories.length > 0 ? (
        <nav aria-label={t('catalog.subcategories')} className="subcategories">
          <LinkChips items={head.subcategories.map((c) => ({ ...c, to: local(c.url) }))} />
        </nav>
      ) : null}
    </ListingPage>
  );
}
