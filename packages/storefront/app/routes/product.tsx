import { useEffect, useRef, useState } from 'react';
import { redirect } from 'react-router';
import { AdultGate } from '../components/catalog/AdultGate';
import { Gallery } from '../components/catalog/Gallery';
import { cardProduct } from '../components/catalog/ProductCard';
import { ProductRow } from '../components/catalog/ProductRow';
import { AvailabilityText, Breadcrumbs, Labels, PriceBlock, useLocalUrl } from '../components/catalog/shared';
import { StoresDialog } from '../components/catalog/StoresDialog';
import { AddToCartForm } from '../components/product/AddToCartForm';
import { DeliveryLink } from '../components/product/DeliveryLink';
import { RecentlyViewed } from '../components/product/RecentlyViewed';
import { Reviews } from '../components/product/Reviews';
import { WatchdogForm } from '../components/product/WatchdogForm';
import { watchdogApplies } from '@konfety/domain/reviews';
import { useT } from '../i18n';
import { productDetail } from '../lib/catalog.server';
import { messagesFor } from '../i18n/catalogue.server';
import { productParams, routeParams } from '../lib/params.server';
import { pageMeta } from '../lib/meta';
import { productHead, setPageHead } from '../lib/page-head.server';
import { usePrice } from '../lib/price';
import { localeOfPath, localePrefix } from '../routing/route-names';
import { fieldsOf, packFrom } from '../lib/packed';
import type { Route } from './+types/product';
import { packEvents, viewItem } from '../lib/analytics.server';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { id } = routeParams(productParams, params);
  const url = new URL(request.url);
  const product = await productDetail(request, context, id);
  const canonical = `${localePrefix(localeOfPath(url.pathname))}${product.url}`;
  if (decodeURIComponent(url.pathname) !== decodeURIComponent(canonical)) throw redirect(`${canonical}${url.search}`, 301);
  // The related lists cut to what their cards show, like a listing's products. The catalogue's texts, and of the
  // cart's only the one adding to it shows in the browser (the cart action formats its outcomes on the server).
  // Its paths in the other languages are for the document's head only (below).
  const { paths: _paths, ...shown } = product;
  const packed = packFrom([product], () => ({
    product: {
      ...shown,
      set_products: product.set_products.map(cardProduct),
      motif_products: product.motif_products.map(cardProduct),
      related_products: product.related_products.map(cardProduct),
      similar_products: product.similar_products.map(cardProduct),
    },
  }));
  const watchable = product.variants.filter((v) => watchdogApplies(v.availability.state)).map((v) => v.id);
  // Its Product and BreadcrumbList and its language alternates, in the document's head (lib/page-head.server.ts).
  setPageHead(context, () => productHead(request, context, url, localeOfPath(url.pathname), product));
  return { packed, watchable, messages: messagesFor(localeOfPath(url.pathname), ['catalog', 'cart.addFailed', 'notice.watchdogFailed']), dataLayer: packEvents(viewItem(product)) };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta(matches, location, {
    title: loaderData && fieldsOf(loaderData).product.name,
    description: (loaderData && fieldsOf(loaderData).product.short_description) ?? undefined,
  });

export default function Product({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = usePrice();
  const local = useLocalUrl();
  const { product } = fieldsOf(loaderData);
  const firstAvailable = product.variants.find((v) => v.availability.state === 'in_stock') ?? product.variants[0];
  const [variantId, setVariantId] = useState<number | null>(firstAvailable?.id ?? null);
  useEffect(() => setVariantId(firstAvailable?.id ?? null), [product.id]); // eslint-disable-line react-hooks/exhaustive-deps
  // A variant chosen before the page hydrated is checked in the document but unknown to the state (React keeps the
  // radios as it finds them and fires no change for them): take it over, so the price and stock shown are its own.
  const variantsRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const chosen = variantsRef.current?.querySelector<HTMLInputElement>('input[name="variantId"]:checked');
    if (chosen) setVariantId(Number(chosen.value));
  }, []);
  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  const priced = variant ?? product;
  const images = product.gallery.length > 0 ? product.gallery : product.main_image ? [{ path: product.main_image, alt: product.name }] : [];
  const breadcrumbs = [...product.breadcrumbs, { name: product.name, url: product.url }];

  return (
    <AdultGate active={product.is_adult}>
      <div className="container catalog product">
        <Breadcrumbs items={breadcrumbs} />
        <div className="product__top">
          <Gallery images={images} name={product.name} />
          <div className="product__info">
            <Labels labels={product.labels} />
            <h1>{product.name}</h1>
            <p className="product__code">
              {t('catalog.code', { code: variant?.code ?? product.code })}
              {product.brand ? <span> · {t('catalog.brand', { name: product.brand.name })}</span> : null}
            </p>
            {product.short_description ? <p className="product__short">{product.short_description}</p> : null}
            <PriceBlock price={priced} large />
            <AddToCartForm productId={product.id} variants={product.variants} variant={variant} url={local(product.url)}>
              {product.variants.length > 1 ? (
                <fieldset className="variants" ref={variantsRef}>
                  <legend>{t('catalog.variant.legend')}</legend>
                  {product.variants.map((v) => (
                    <label key={v.id} className={`variant${v.id === variantId ? ' variant--checked' : ''}`}>
                      <input type="radio" name="variantId" value={v.id} checked={v.id === variantId} onChange={() => setVariantId(v.id)} />
                      <span className="variant__name">{v.name}</span>
                      {v.price_vat !== product.price_vat ? <span className="variant__price">{format(v.price_vat)}</span> : null}
                      <AvailabilityText availability={v.availability} />
                    </label>
                  ))}
                </fieldset>
              ) : null}
              <AvailabilityText availability={variant?.availability ?? product.availability} withDelivery />
            </AddToCartForm>
            <div className="product__more">
              <StoresDialog stores={product.stores} variantId={product.variants.length > 1 ? variantId : null} />
              <DeliveryLink />
            </div>
            <WatchdogForm productId={product.id} variants={product.variants} watchable={loaderData.watchable} chosen={variantId} />
          </div>
        </div>
        {product.size_table ? (
          <section className="catalog-section" aria-labelledby="product-sizes">
            <h2 id="product-sizes">{t('catalog.sizeTable')}</h2>
            <div className="table-scroll">
              <table className="size-table">
                <thead>
                  <tr>
                    {product.size_table.columns.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {product.size_table.rows.map((row, i) => (
                    <tr key={i}>
                      {row.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
        {product.description ? (
          <section className="catalog-section product__description" aria-labelledby="product-description">
            <h2 id="product-description">{t('catalog.description')}</h2>
            {product.description
              .split(/\r?\n+/)
              .filter((p) => p.trim())
              .map((p, i) => (
                <p key={i}>{p}</p>
              ))}
          </section>
        ) : null}
        <Reviews reviews={product.reviews} headingId="product-reviews" productId={product.id} />
        <ProductRow title={t('catalog.related.set')} id="product-set" products={product.set_products} />
        <ProductRow title={t('catalog.related.motif')} id="product-motif" products={product.motif_products} />
        <ProductRow title={t('catalog.related.related')} id="product-related" products={product.related_products} />
        <ProductRow title={t('catalog.related.similar')} id="product-similar" products={product.similar_products} />
        <RecentlyViewed product={product} />
      </div>
    </AdultGate>
  );
}
