import { type CardProduct, ProductCard } from './ProductCard';

/**
 * Product cards in the responsive grid: listings, the home shelves and the product page's rows.
 * `priorityFirst`: the first card's picture is the page's LCP picture (a listing's first page).
 */
export function ProductCardList({ products, priorityFirst = false }: { products: readonly CardProduct[]; priorityFirst?: boolean }) {
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
