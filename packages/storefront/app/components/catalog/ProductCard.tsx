import { useT } from '../../i18n';
import type { ListingProduct, Product } from '@konfety/api/contract';
import { availabilityVariant, AvailabilityText, Labels, PriceBlock, useLocalUrl } from './shared';
import { Picture } from '../media/Picture';
import { RouterLink } from '../link/RouterLink';

/** What a card shows: an API product; listing products also carry availability, variant count and discount (related lists do not). */
export type CardProduct = Pick<Product, 'id' | 'name' | 'url' | 'main_image' | 'labels' | 'price_vat' | 'original_price_vat' | 'is_price_sale_active'> &
  Partial<Pick<ListingProduct, 'availability' | 'variants_count' | 'discount_percent'>>;

/**
 * A listing or related product cut to what its card shows, for a loader's answer: the rest of the API's product (net prices,
 * tax rate, default category, slug …) went into every listing page's HTML and hydration data (≈ 40 % of each
 * product's values) without being read.
 */
export function cardProduct(p: CardProduct): CardProduct {
  const card: CardProduct = {
    id: p.id,
    name: p.name,
    url: p.url,
    main_image: p.main_image,
    labels: p.labels,
    price_vat: p.price_vat,
    original_price_vat: p.original_price_vat,
    is_price_sale_active: p.is_price_sale_active,
  };
  // Only what the product has: the page's data would carry an absent field as an explicit `undefined`.
  if (p.availability !== undefined) card.availability = p.availability;
  if (p.variants_count !== undefined) card.variants_count = p.variants_count;
  if (p.discount_percent !== undefined) card.discount_percent = p.discount_percent;
  return card;
}

/**
 * `priority`: the page's LCP picture (the first card of a listing), see `Picture`. Its two links are RouterLinks
 * (plain anchors followed by the root's one document listener).
 */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const t = useT();
  const local = useLocalUrl();
  const href = local(product.url);
  return (
    <article className={`product-card product-card--${product.availability ? availabilityVariant(product.availability.state) : 'normal'}`}>
      <RouterLink to={href} className="product-card__image" tabIndex={-1} aria-hidden="true">
        <Picture path={product.main_image} alt="" slot="card" width={300} height={300} priority={priority} />
      </RouterLink>
      <Labels labels={product.labels} />
      <h3 className="product-card__name">
        <RouterLink to={href}>{product.name}</RouterLink>
      </h3>
      <PriceBlock price={product} />
      {product.availability ? <AvailabilityText availability={product.availability} /> : null}
      {product.variants_count !== undefined && product.variants_count > 1 ? (
        <p className="product-card__variants">{t('catalog.variants.count', { count: product.variants_count })}</p>
      ) : null}
    </article>
  );
}
