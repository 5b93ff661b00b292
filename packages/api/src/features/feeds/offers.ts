import type { Db } from '@konfety/db';
import { availabilityOf, type AvailabilityInfo } from '@konfety/domain/catalog';
import { sizeLabel, variantNameIn } from '@konfety/domain/facets';
import {
  type Carrier,
  carrierOf,
  deliveryIdFor,
  ean13Of,
  FEED_LIMITS,
  FEED_PARAM_NAMES,
  type FeedCategory,
  type FeedDeliveryMethod,
  feedAmount,
  feedDeliveryDate,
  feedDeliveryPrices,
  feedGroupId,
  feedItemId,
  feedText,
  googleAvailability,
  gtinOf,
  heurekaCategoryText,
  isFeedOffer,
  offerName,
  offerPrices,
  shopCategoryText,
} from '@konfety/domain/feeds';
import { formatMessage } from '@konfety/domain/i18n';
import { imageUrl } from '@konfety/domain/media';
import { sitePageUrl } from '@konfety/domain/site-urls';
import { grossUnitPrice } from '@konfety/domain/pricing';
import type { SiteContext } from '../../sites';
import type { CategoryIndex } from '../catalog/categories';
import { everStocked } from '../catalog/listing';
import { localized, productPath, taxOf } from '../catalog/present';
import { loadMethods } from '../checkout/methods';
import type { FeedProductRow } from './catalogue';

/*
 * An offer — one variant of a product on one site — with everything the three formats write, computed once from the
 * domain's rules (prices, VAT, currency, availability, delivery) and the site's language; the writers (formats.ts) only
 * put it into their elements.
 */

export interface FeedDelivery {
  name: string;
  kind: FeedDeliveryMethod['kind'];
  carrier: Carrier | null;
  method: FeedDeliveryMethod;
}

/** A site as its feeds need it: language, currency, VAT, and its active delivery methods with their cash-on-delivery fees. */
export interface FeedSite {
  site: SiteContext;
  deliveries: FeedDelivery[];
}

/** The site's active delivery methods, each with the fee of the cash-on-delivery payment it allows (with VAT), if any. */
export async function loadFeedSite(db: Db, site: SiteContext): Promise<FeedSite> {
  const { deliveries, payments, allowed } = await loadMethods(db, site);
  const deliveryMethods = deliveries.map((d): FeedDelivery => {
    const cod = payments.find((p) => p.kind === 'cash_on_delivery' && (allowed.get(d.id) ?? []).includes(p.id));
    return {
      name: d.name,
      kind: d.kind,
      carrier: carrierOf(d),
      method: {
        kind: d.kind,
        price: d.price,
        rateBp: taxOf(site, d.taxClass).bp,
        freeFrom: d.freeFrom,
        codFee: cod ? grossUnitPrice(cod.price, taxOf(site, cod.taxClass).bp) : null,
      },
    };
  });
  return { site, deliveries: deliveryMethods };
}

export interface OfferDelivery {
  name: string;
  kind: FeedDeliveryMethod['kind'];
  carrier: Carrier | null;
  /** With VAT in the site's currency (`1299.00`); `cod` null when it takes no cash on delivery. */
  price: string;
  cod: string | null;
}

export interface Offer {
  itemId: string;
  /** The product's variants' group: null for a product that comes in one variant. */
  groupId: string | null;
  /** The offer's name (with the variant's where there are several). */
  name: string;
  description: string;
  url: string;
  image: string;
  /** Further pictures (at most 10: Heureka's limit). */
  images: string[];
  /** With VAT in the site's currency: what it costs now, the regular price, and the sale price while on sale. */
  price: string;
  regularPrice: string;
  salePrice: string | null;
  currency: string;
  /** The site's country (Google's shipping). */
  country: string;
  vatPercent: string;
  availability: AvailabilityInfo;
  /** Heureka/Zboží DELIVERY_DATE (0 in stock); null: not orderable. */
  deliveryDate: number | null;
  googleAvailability: 'in_stock' | 'out_of_stock';
  /** Listed by Heureka and Zboží.cz (orderable), by Google (also sold out). */
  listed: { comparators: boolean; google: boolean };
  ean13: string | null;
  gtin: string | null;
  code: string;
  brand: string | null;
  heurekaCategory: string;
  shopCategory: string;
  size: string | null;
  color: string | null;
  /** The Heureka/Zboží PARAM pairs: size and colour in the site's language. */
  params: Array<{ name: string; value: string }>;
  deliveries: OfferDelivery[];
}

/** The product's category path (root first) for the feeds: Czech slugs (the mapping's keys) and names in `locale`. */
export function categoryPathOf(categories: CategoryIndex, categoryId: number | null, locale: string): FeedCategory[] {
  if (categoryId === null) return [];
  return (categories.chain(categoryId) ?? []).map((c) => ({ slug: c.slug, name: localized(c, 'name', locale) }));
}

/** Every offer of a product on a site (its active variants), listed or not: the writers pick by `listed`. */
export function offersOf(product: FeedProductRow, feedSite: FeedSite, categories: CategoryIndex): Offer[] {
  const { site } = feedSite;
  const locale = site.locale;
  const tax = taxOf(site, product.taxClass);
  const slug = localized(product, 'slug', locale);
  const categorySlug = product.category ? localized(product.category, 'slug', locale) : null;
  const url = sitePageUrl(site.url, locale, productPath(product.id, slug, categorySlug));
  const origin = site.url.replace(/\/+$/, '');
  const pictures = [product.mainImage, ...product.images.filter((path) => path !== product.mainImage)].filter((p): p is string => Boolean(p));
  const image = `${origin}${imageUrl(pictures[0] ?? null, 'big')}`;
  const images = pictures.slice(1, 11).map((path) => `${origin}${imageUrl(path, 'big')}`);
  const name = localized(product, 'name', locale);
  const text = (product.translations[locale]?.description ?? product.description) || (product.translations[locale]?.shortDescription ?? product.shortDescription) || name;
  const description = feedText(text, FEED_LIMITS.description);
  const path = categoryPathOf(categories, product.defaultCategoryId, locale);
  const heurekaCategory = heurekaCategoryText(path, site.countryCode);
  const shopCategory = shopCategoryText(path);
  const paramNames = FEED_PARAM_NAMES[locale] ?? FEED_PARAM_NAMES.cs!;
  const color = product.color ? formatMessage(locale, `color.${product.color}`) : null;
  const ever = everStocked(product);
  const currency = site.currency;
  const amount = (minor: number) => feedAmount(minor, currency);
  return product.variants.map((variant): Offer => {
    const availability = availabilityOf({ active: true, stock: variant.stock, everStocked: ever });
    const prices = offerPrices(variant, tax.bp);
    const variantName = variantNameIn(variant.name, locale);
    const size = variant.size ? sizeLabel(variant.size) : product.variants.length > 1 ? variantName : null;
    const params: Offer['params'] = [];
    if (size) params.push({ name: paramNames.size, value: size });
    if (color) params.push({ name: paramNames.color, value: color });
    return {
      itemId: feedItemId(variant),
      groupId: product.variants.length > 1 ? feedGroupId(product) : null,
      name: offerName(name, variantName, product.variants.length),
      description,
      url,
      image,
      images,
      price: amount(prices.current),
      regularPrice: amount(prices.regular),
      salePrice: prices.sale === null ? null : amount(prices.sale),
      currency: currency.code,
      country: site.countryCode.trim(),
      vatPercent: String(tax.bp / 100),
      availability,
      deliveryDate: feedDeliveryDate(availability),
      googleAvailability: googleAvailability(availability),
      listed: { comparators: isFeedOffer(product_(product), availability), google: isFeedOffer(product_(product), availability, { forGoogle: true }) },
      ean13: ean13Of(variant.ean),
      gtin: gtinOf(variant.ean),
      code: variant.code,
      brand: product.brand,
      heurekaCategory,
      shopCategory,
      size,
      color,
      params,
      deliveries: feedSite.deliveries.map((d) => {
        const delivery = feedDeliveryPrices(d.method, prices.current);
        return { name: d.name, kind: d.kind, carrier: d.carrier, price: amount(delivery.price), cod: delivery.cod === null ? null : amount(delivery.cod) };
      }),
    };
  });
}

/** The product as `isFeedOffer` judges it: the feed reads active products only. */
const product_ = (p: FeedProductRow) => ({ active: true, isAdult: p.isAdult });

/** The comparator's delivery blocks of an offer: the methods with a code in its list, each once. */
export function comparatorDeliveries(offer: Offer, format: 'heureka' | 'zbozi'): Array<{ id: string; price: string; cod: string | null }> {
  const seen = new Set<string>();
  const out: Array<{ id: string; price: string; cod: string | null }> = [];
  for (const d of offer.deliveries) {
    const id = deliveryIdFor(format, d.kind, d.carrier);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    out.push({ id, price: d.price, cod: d.cod });
  }
  return out;
}
