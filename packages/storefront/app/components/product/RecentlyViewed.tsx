import { useEffect, useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { useClientUi } from '../../hooks/useClientUi';
import type { RecentlyViewedProduct, ViewedProductSource } from '../../lib/recently-viewed';
import { useAdultConfirmed } from '../catalog/AdultGate';
import { ProductRow } from '../catalog/ProductRow';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * "Naposledy prohlížené" (SPEC §3/§9): records the product on screen in local
 * storage and lists the others viewed before it in this locale, newest first.
 * Local storage exists only in the browser, so the section appears after
 * hydration; the code that keeps the list comes with the on-demand client UI
 * (routes/actions/client-ui.ts), not with the product page's scripts. An 18+
 * product is recorded once its age gate is confirmed.
 */
export function RecentlyViewed({ product }: { product: ViewedProductSource }) {
  const t = useT();
  const locale = useLocale();
  const confirmed = useAdultConfirmed();
  const [items, setItems] = useState<RecentlyViewedProduct[]>([]);
  const [ui, load] = useClientUi();
  useEffect(load, [load]);

  useEffect(() => {
    if (!confirmed || !ui) return;
    const storage = browserStorage();
    setItems(storage ? ui.rememberViewed(storage, locale, product).filter((e) => e.id !== product.id) : []);
    // A new view is a new product (or locale); the same product's revalidated data is not.
  }, [product.id, locale, confirmed, ui]); // eslint-disable-line react-hooks/exhaustive-deps

  const cards = items.map((e) => ({
    id: e.id,
    name: e.name,
    url: e.url,
    main_image: e.image,
    labels: [],
    price_vat: e.price_vat,
    original_price_vat: e.original_price_vat,
    is_price_sale_active: e.is_price_sale_active,
  }));
  return <ProductRow title={t('catalog.recent.title')} id="product-recent" products={cards} />;
}
