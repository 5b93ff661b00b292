import { Link } from 'react-router';
import { imageUrl } from '@konfety/domain/media';
import { useT } from '../../i18n';
import { type AvailabilityInfo, availabilityVariant, AvailabilityText, Labels, PriceBlock, type PriceFields, type ProductLabel, useLocalUrl } from './shared';

export interface CardProduct extends PriceFields {
  id: number;
  name: string;
  url: string;
  main_image: string | null;
  labels: readonly ProductLabel[];
  /** Listing products carry availability and variant count; plain products (related lists, recently viewed) do not. */
  availability?: AvailabilityInfo;
  variants_count?: number;
}

export function ProductCard({ product }: { product: CardProduct }) {
  const t = useT();
  const local = useLocalUrl();
  const href = local(product.url);
  return (
    <article className={`product-card product-card--${product.availability ? availabilityVariant(product.availability.state) : 'normal'}`}>
      <Link to={href} className="product-card__image" tabIndex={-1} aria-hidden="true">
        {product.main_image ? <img src={imageUrl(product.main_image, 'big')} alt="" width={300} height={300} loading="lazy" /> : <span className="product-card__noimage" />}
      </Link>
      <Labels labels={product.labels} />
      <h3 className="product-card__name">
        <Link to={href}>{product.name}</Link>
      </h3>
      <PriceBlock price={product} />
      {product.availability ? <AvailabilityText availability={product.availability} /> : null}
      {product.variants_count !== undefined && product.variants_count > 1 ? (
        <p className="product-card__variants">{t('catalog.variants.count', { count: product.variants_count })}</p>
      ) : null}
    </article>
  );
}
