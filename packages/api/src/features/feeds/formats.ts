import { FEED_LIMITS, type FeedFormat, feedText } from '@konfety/domain/feeds';
import type { SiteContext } from '../../sites';
import { comparatorDeliveries, type Offer } from './offers';
import { el, XML_DECLARATION } from './xml';

/*
 * The three formats, each a head, an item per listed offer and a tail (ARCHITECTURE "Feeds and sitemap"):
 * - Heureka (heureka.github.io/xml-feed-specs): `<SHOP><SHOPITEM>`, the offers a shopper can order now;
 * - Zboží.cz (`<SHOP xmlns="http://www.zbozi.cz/ns/offer/1.0">`): the same offers, its own delivery codes, the shop's own
 *   category path (Zboží.cz sorts offers into its tree itself);
 * - Google Merchant Center: RSS 2.0 with the `g:` namespace; sold-out offers too, as `out_of_stock`.
 */

export interface FeedFormatWriter {
  head(site: SiteContext): string;
  /** The offer's item, or '' when this format does not list it. */
  item(offer: Offer): string;
  tail(): string;
}

const params = (offer: Offer) => offer.params.map((p) => `<PARAM>${el('PARAM_NAME', p.name)}${el('VAL', p.value)}</PARAM>`).join('');

const deliveries = (offer: Offer, format: 'heureka' | 'zbozi') =>
  comparatorDeliveries(offer, format)
    .map((d) => `<DELIVERY>${el('DELIVERY_ID', d.id)}${el('DELIVERY_PRICE', d.price)}${el('DELIVERY_PRICE_COD', d.cod)}</DELIVERY>`)
    .join('');

/** The opening of a Heureka or Zboží.cz item, the same in both: ids, names (of at most `nameMax` characters), texts, addresses, price. */
function shopItemStart(offer: Offer, nameMax: number): string {
  const name = feedText(offer.name, nameMax);
  return (
    '<SHOPITEM>' +
    el('ITEM_ID', offer.itemId) +
    el('PRODUCTNAME', name) +
    el('PRODUCT', name) +
    el('DESCRIPTION', offer.description) +
    el('URL', offer.url) +
    el('IMGURL', offer.image) +
    offer.images.map((url) => el('IMGURL_ALTERNATIVE', url)).join('') +
    el('PRICE_VAT', offer.price)
  );
}

const heureka: FeedFormatWriter = {
  head: () => `${XML_DECLARATION}<SHOP>\n`,
  item(offer) {
    if (!offer.listed.comparators || offer.deliveryDate === null) return '';
    return (
      shopItemStart(offer, FEED_LIMITS.heurekaName) +
      el('VAT', `${offer.vatPercent}%`) +
      el('MANUFACTURER', offer.brand) +
      el('CATEGORYTEXT', offer.heurekaCategory) +
      el('EAN', offer.ean13) +
      el('PRODUCTNO', offer.code) +
      params(offer) +
      el('DELIVERY_DATE', offer.deliveryDate) +
      deliveries(offer, 'heureka') +
      el('ITEMGROUP_ID', offer.groupId) +
      '</SHOPITEM>\n'
    );
  },
  tail: () => '</SHOP>\n',
};

const zbozi: FeedFormatWriter = {
  head: () => `${XML_DECLARATION}<SHOP xmlns="http://www.zbozi.cz/ns/offer/1.0">\n`,
  item(offer) {
    if (!offer.listed.comparators || offer.deliveryDate === null) return '';
    return (
      shopItemStart(offer, FEED_LIMITS.zboziName) +
      el('DELIVERY_DATE', offer.deliveryDate) +
      deliveries(offer, 'zbozi') +
      el('CATEGORYTEXT', offer.shopCategory) +
      el('EAN', offer.ean13) +
      el('PRODUCTNO', offer.code) +
      el('MANUFACTURER', offer.brand) +
      el('ITEMGROUP_ID', offer.groupId) +
      params(offer) +
      '</SHOPITEM>\n'
    );
  },
  tail: () => '</SHOP>\n',
};

const google: FeedFormatWriter = {
  head: (site) =>
    `${XML_DECLARATION}<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>` +
    el('title', site.name) +
    el('link', site.url) +
    el('description', site.name) +
    '\n',
  item(offer) {
    if (!offer.listed.google) return '';
    const price = (amount: string) => `${amount} ${offer.currency}`;
    return (
      '<item>' +
      el('g:id', offer.itemId) +
      el('g:title', feedText(offer.name, FEED_LIMITS.googleTitle)) +
      el('g:description', offer.description) +
      el('g:link', offer.url) +
      el('g:image_link', offer.image) +
      offer.images.map((url) => el('g:additional_image_link', url)).join('') +
      el('g:availability', offer.googleAvailability) +
      el('g:price', price(offer.regularPrice)) +
      el('g:sale_price', offer.salePrice === null ? null : price(offer.salePrice)) +
      el('g:brand', offer.brand) +
      el('g:gtin', offer.gtin) +
      el('g:mpn', offer.code) +
      el('g:condition', 'new') +
      el('g:item_group_id', offer.groupId) +
      el('g:size', offer.size) +
      el('g:color', offer.color) +
      el('g:product_type', offer.shopCategory) +
      offer.deliveries
        .filter((d) => d.kind !== 'branch_pickup')
        .map((d) => `<g:shipping>${el('g:country', offer.country)}${el('g:service', d.name)}${el('g:price', price(d.price))}</g:shipping>`)
        .join('') +
      '</item>\n'
    );
  },
  tail: () => '</channel>\n</rss>\n',
};

export const FEED_WRITERS: Record<FeedFormat, FeedFormatWriter> = { heureka, zbozi, google };
