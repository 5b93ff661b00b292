import type { CardProduct } from './ProductCard';
import { ProductCardList } from './ProductCardList';
import { Section } from './shared';

/** A titled section of product cards (the product page's related lists, recently viewed); nothing when the list is empty. */
export function ProductRow({ title, id, products }: { title: string; id: string; products: readonly CardProduct[] }) {
  if (products.length === 0) return null;
  return (
    <Section title={title} id={id}>
      <ProductCardList products={products} />
    </Section>
  );
}
