import { type CardProduct, ProductCard } from './ProductCard';

/** Product cards in the responsive grid: listings, the home shelves and the product page's rows. */
export function ProductCardList({ products }: { products: readonly CardProduct[] }) {
  return (
    <ul className="product-grid">
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
