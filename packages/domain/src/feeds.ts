import { type AvailabilityInfo, DELIVERY_DAYS_PRAGUE } from './catalog';
import { type DeliveryKind, deliveryPriceFor } from './checkout';
import { type CurrencyRate, convertFromCzk } from './format';
import { type Minor, toDecimalString } from './money';
import { effectiveNetPrice, grossUnitPrice, type PriceFields } from './pricing';

/*
 * Product feeds for the price comparators (issue 41; ARCHITECTURE "Feeds and sitemap"): Heureka, Zboží.cz and Google
 * Merchant Center. The rules the feeds apply to the catalogue live here — which offer is listed, its identifiers, its
 * prices and delivery, the comparators' category and carrier vocabularies — so the API's writers only format them.
 * Prices come from `pricing.ts`/`checkout.ts`, availability from `catalog.ts`: nothing is computed a second way.
 */

/** The formats the shop publishes. */
export const feedFormats = ['heureka', 'zbozi', 'google'] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** Zboží.cz is a Czech comparator: a site outside the Czech Republic publishes Heureka (Heureka.sk) and Google only. */
export function feedFormatsFor(countryCode: string): FeedFormat[] {
  return countryCode.trim().toUpperCase() === 'CZ' ? ['heureka', 'zbozi', 'google'] : ['heureka', 'google'];
}

/** Heureka's ITEM_ID and ITEMGROUP_ID: 1–36 characters of `[A-Za-z0-9_-]`. */
export const FEED_ID_PATTERN = /^[A-Za-z0-9_-]{1,36}$/;

/**
 * An offer's id in every feed (Heureka ITEM_ID, Zboží ITEM_ID, Google id): the variant's code when it is already a
 * valid id (the shop's codes are, `KOS-000123-M`: the id staff and the comparators' reports share), otherwise
 * `v-<variant id>` (no code of the shop starts with a lower-case letter and a hyphen, and ids never repeat).
 */
export function feedItemId(variant: { id: number; code: string }): string {
  return FEED_ID_PATTERN.test(variant.code) ? variant.code : `v-${variant.id}`;
}

/** The group of a product's variants (Heureka ITEMGROUP_ID, Google item_group_id): the product's code by the same rule, else `p-<product id>`. */
export function feedGroupId(product: { id: number; code: string }): string {
  return FEED_ID_PATTERN.test(product.code) ? product.code : `p-${product.id}`;
}

/**
 * Which variants a comparator lists: an active variant of an active product that a shopper can order now (in stock:
 * placing an order takes the pieces from stock and refuses a sold-out one), and not an 18+ product (the shop shows
 * those only after the visitor confirms their age; a comparator would show name and picture to anyone).
 * Google Merchant Center also takes the active products' variants that are sold out, as `out_of_stock` (Google asks to
 * keep an offer that will return rather than delete it): `forGoogle`.
 */
export function isFeedOffer(product: { active: boolean; isAdult: boolean }, availability: AvailabilityInfo, options: { forGoogle?: boolean } = {}): boolean {
  if (!product.active || product.isAdult) return false;
  if (availability.state === 'in_stock') return true;
  return options.forGoogle === true && (availability.state === 'sold_out_temporarily' || availability.state === 'unavailable' || availability.state === 'no_store');
}

/**
 * Heureka's and Zboží's DELIVERY_DATE of an orderable offer: 0 ("skladem") when it ships from Prague stock (the shop's
 * 1–2 day delivery, SPEC §9), else the last day of the domain's delivery window (3–5 days: 5); null when it cannot be
 * ordered (the offer is left out).
 */
export function feedDeliveryDate(availability: AvailabilityInfo): number | null {
  const days = availability.deliveryDays;
  if (availability.state !== 'in_stock' || days === null) return null;
  return days.max <= DELIVERY_DAYS_PRAGUE.max ? 0 : days.max;
}

/** Google's availability of an offer. */
export function googleAvailability(availability: AvailabilityInfo): 'in_stock' | 'out_of_stock' {
  return availability.state === 'in_stock' ? 'in_stock' : 'out_of_stock';
}

/** An offer's prices with VAT in CZK minor units: the regular price, and the sale price while the sale is active (SPEC §9). */
export function offerPrices(variant: PriceFields, rateBp: number): { regular: Minor; current: Minor; sale: Minor | null } {
  const regular = grossUnitPrice(variant.price, rateBp);
  const current = grossUnitPrice(effectiveNetPrice(variant), rateBp);
  return { regular, current, sale: current !== regular ? current : null };
}

/**
 * A CZK amount (haléře) as a feed writes it: converted to the site's currency by the domain's rule (as the storefront
 * shows it) and written with a dot, `1299.00`.
 */
export function feedAmount(minorCzk: Minor, currency: CurrencyRate): string {
  return toDecimalString(convertFromCzk(minorCzk, currency), currency.decimals);
}

// ---------------------------------------------------------------------------------------------- delivery

/** Carriers the comparators have codes for, as the shop's delivery methods name them. */
export const carriers = ['ppl', 'dpd', 'gls', 'zasilkovna', 'ceska_posta', 'balikovna', 'dhl', 'ups', 'wedo'] as const;
export type Carrier = (typeof carriers)[number];

const CARRIER_NAMES: ReadonlyArray<readonly [RegExp, Carrier]> = [
  [/\bppl\b/, 'ppl'],
  [/\bdpd\b/, 'dpd'],
  [/\bgls\b|gls-group/, 'gls'],
  [/zasilkovn|zasielkovn|packeta/, 'zasilkovna'],
  [/balikovn/, 'balikovna'],
  [/ceska posta|ceskaposta|postaonline/, 'ceska_posta'],
  [/\bdhl\b/, 'dhl'],
  [/\bups\b/, 'ups'],
  [/\bwe ?\|? ?do\b|wedo/, 'wedo'],
];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The carrier of a delivery method, from its name and its tracking and widget links (`Kurýr PPL`, `Zásilkovna – výdejní
 * místo`, `Packeta – výdajné miesto`, a `ppl.cz` tracking page); null for the shop's own pickup and for a carrier none
 * of the comparators' lists has. The delivery methods carry no carrier code of their own (a column for it would make
 * this explicit once the back office edits them).
 */
export function carrierOf(method: { name: string; trackingUrl?: string | null; widgetUrl?: string | null }): Carrier | null {
  const text = plain([method.name, method.trackingUrl ?? '', method.widgetUrl ?? ''].join(' '));
  for (const [pattern, carrier] of CARRIER_NAMES) if (pattern.test(text)) return carrier;
  return null;
}

/** Heureka's DELIVERY_ID (heureka.github.io/xml-feed-specs, "Delivery") of a carrier to an address and to a pickup point. */
const HEUREKA_IDS: Record<Carrier, { courier: string | null; pickup_point: string | null }> = {
  ppl: { courier: 'PPL', pickup_point: 'PPL_PARCELSHOP' },
  dpd: { courier: 'DPD', pickup_point: 'DPD_PICKUP' },
  gls: { courier: 'GLS', pickup_point: 'GLS_PARCELSHOP' },
  zasilkovna: { courier: 'ZASILKOVNA_NA_ADRESU', pickup_point: 'ZASILKOVNA' },
  ceska_posta: { courier: 'CESKA_POSTA', pickup_point: 'CESKA_POSTA_NAPOSTU' },
  balikovna: { courier: null, pickup_point: 'BALIKOVNA_DEPOTAPI' },
  dhl: { courier: 'DHL', pickup_point: null },
  ups: { courier: 'UPS', pickup_point: null },
  wedo: { courier: 'WEDO_HOME', pickup_point: 'WEDO_POINT' },
};

/** Zboží.cz's DELIVERY_ID (its own list: the shop's pickup is `VLASTNI_VYDEJNI_MISTA`, Balíkovna `CESKA_POSTA_BALIKOVNA`). */
const ZBOZI_IDS: Record<Carrier, { courier: string | null; pickup_point: string | null }> = {
  ppl: { courier: 'PPL', pickup_point: 'PPL_PARCELSHOP' },
  dpd: { courier: 'DPD', pickup_point: 'DPD_PICKUP' },
  gls: { courier: 'GLS', pickup_point: 'GLS_PARCELSHOP' },
  zasilkovna: { courier: 'ZASILKOVNA_NA_ADRESU', pickup_point: 'ZASILKOVNA' },
  ceska_posta: { courier: 'CESKA_POSTA', pickup_point: 'CESKA_POSTA_NA_POSTU' },
  balikovna: { courier: 'BALIKOVNA_NA_ADRESU', pickup_point: 'CESKA_POSTA_BALIKOVNA' },
  dhl: { courier: 'DHL', pickup_point: null },
  ups: { courier: 'UPS', pickup_point: null },
  wedo: { courier: 'WEDO_HOME', pickup_point: null },
};

/**
 * The comparator's code of a delivery method, or null when it has none (the method is then not listed). Heureka has no
 * code for pickup at the shop's own stores (it takes that from the shop's settings in its administration); Zboží.cz
 * calls it `VLASTNI_VYDEJNI_MISTA`.
 */
export function deliveryIdFor(format: 'heureka' | 'zbozi', kind: DeliveryKind, carrier: Carrier | null): string | null {
  if (kind === 'branch_pickup') return format === 'zbozi' ? 'VLASTNI_VYDEJNI_MISTA' : null;
  if (carrier === null) return null;
  return (format === 'heureka' ? HEUREKA_IDS : ZBOZI_IDS)[carrier][kind];
}

/** A site's delivery method as the feeds price it: tax-exclusive CZK price, its VAT rate, free-from threshold, and the cash-on-delivery fee with VAT when that payment is allowed with it. */
export interface FeedDeliveryMethod {
  kind: DeliveryKind;
  price: Minor;
  rateBp: number;
  freeFrom: Minor | null;
  codFee: Minor | null;
}

/**
 * What delivering one piece of an offer costs with VAT (CZK): the checkout's own rule (`deliveryPriceFor`: free from
 * the threshold, compared with the goods' total with VAT, here the offer's price), and with cash on delivery the
 * payment's fee on top; `cod` null when the method takes no cash on delivery (personal pickup: prepayment only).
 */
export function feedDeliveryPrices(method: FeedDeliveryMethod, offerGross: Minor): { price: Minor; cod: Minor | null } {
  const price = grossUnitPrice(deliveryPriceFor(method.price, method.freeFrom, offerGross), method.rateBp);
  return { price, cod: method.codFee === null ? null : price + method.codFee };
}

// ---------------------------------------------------------------------------------------------- categories

/**
 * The shop's categories in Heureka's category tree (CATEGORYTEXT), by the Czech slug of a shop category: every
 * top-level category of the catalogue has an entry (a test checks the seed's), a subcategory may have its own. A
 * product takes the entry of its default category or of the nearest ancestor that has one; a category with none in
 * its chain falls back to the shop's own path ("Kostýmy | Dětské kostýmy"), which Heureka then sorts in itself.
 * The paths follow Heureka's published tree (heureka-sekce.xml / heureka.sk's); check them there when the catalogue's
 * top level changes.
 */
export const HEUREKA_CATEGORIES: Readonly<Record<string, { cz: string; sk: string }>> = {
  kostymy: { cz: 'Heureka.cz | Hobby | Karnevalové kostýmy', sk: 'Heureka.sk | Hobby | Karnevalové kostýmy' },
  'detske-kostymy': { cz: 'Heureka.cz | Hobby | Karnevalové kostýmy | Dětské karnevalové kostýmy', sk: 'Heureka.sk | Hobby | Karnevalové kostýmy | Detské karnevalové kostýmy' },
  paruky: { cz: 'Heureka.cz | Hobby | Karnevalové kostýmy | Karnevalové paruky', sk: 'Heureka.sk | Hobby | Karnevalové kostýmy | Karnevalové parochne' },
  masky: { cz: 'Heureka.cz | Hobby | Karnevalové kostýmy | Karnevalové masky', sk: 'Heureka.sk | Hobby | Karnevalové kostýmy | Karnevalové masky' },
  'doplnky-ke-kostymum': { cz: 'Heureka.cz | Hobby | Karnevalové kostýmy | Karnevalové doplňky', sk: 'Heureka.sk | Hobby | Karnevalové kostýmy | Karnevalové doplnky' },
  'klobouky-a-celenky': { cz: 'Heureka.cz | Hobby | Karnevalové kostýmy | Karnevalové doplňky', sk: 'Heureka.sk | Hobby | Karnevalové kostýmy | Karnevalové doplnky' },
  licidla: { cz: 'Heureka.cz | Hobby | Karnevalové kostýmy | Karnevalová líčidla', sk: 'Heureka.sk | Hobby | Karnevalové kostýmy | Karnevalové líčidlá' },
  balonky: { cz: 'Heureka.cz | Hobby | Párty potřeby | Balónky', sk: 'Heureka.sk | Hobby | Párty potreby | Balóny' },
  dekorace: { cz: 'Heureka.cz | Hobby | Párty potřeby | Párty dekorace', sk: 'Heureka.sk | Hobby | Párty potreby | Párty dekorácie' },
  'party-doplnky': { cz: 'Heureka.cz | Hobby | Párty potřeby | Párty doplňky', sk: 'Heureka.sk | Hobby | Párty potreby | Párty doplnky' },
  'zertovne-predmety': { cz: 'Heureka.cz | Hobby | Párty potřeby | Žertovné předměty', sk: 'Heureka.sk | Hobby | Párty potreby | Žartovné predmety' },
};

/** A category of a product's path, root first: its Czech slug (the mapping's key) and its name in the feed's language. */
export interface FeedCategory {
  slug: string;
  name: string;
}

/** The shop's own category path, "Kostýmy | Dětské kostýmy" (Zboží.cz's CATEGORYTEXT, Google's product_type, Heureka's fallback). */
export function shopCategoryText(path: readonly FeedCategory[]): string {
  return path.map((c) => c.name.replace(/\s*\|\s*/g, ' ').trim()).join(' | ');
}

/** Heureka's CATEGORYTEXT of a product in `path` (root first) on the Heureka of `countryCode`; '' for a product without a category. */
export function heurekaCategoryText(path: readonly FeedCategory[], countryCode: string): string {
  const country = countryCode.trim().toUpperCase() === 'SK' ? 'sk' : 'cz';
  for (let i = path.length - 1; i >= 0; i--) {
    const mapped = HEUREKA_CATEGORIES[path[i]!.slug];
    if (mapped) return mapped[country];
  }
  return shopCategoryText(path);
}

// ---------------------------------------------------------------------------------------------- texts

/** The comparators' length limits (characters): Heureka's PRODUCTNAME 200, Zboží.cz's 255, Google's title 150 and description 5 000. */
export const FEED_LIMITS = { heurekaName: 200, zboziName: 255, googleTitle: 150, description: 5000 } as const;

/**
 * A text as a feed carries it: control characters dropped, white space (line breaks included) collapsed to single spaces, and at most `max`
 * characters (code points, never half a surrogate pair), cut at a word where one is near and ended with "…".
 */
export function feedText(text: string | null | undefined, max: number): string {
  // Control characters and the non-characters U+FFFE/U+FFFF (never meant in a name or a description) go first, so the spaces around them fold into one.
  const collapsed = (text ?? '')
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufffe\uffff]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const chars = Array.from(collapsed);
  if (chars.length <= max) return collapsed;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > cut.length * 0.6 ? cut.slice(0, space) : cut}…`;
}

/**
 * An offer's name: the product's, with the variant's when the product comes in several (Heureka wants the name to tell
 * variants apart: "Kostým Pirát M").
 */
export function offerName(productName: string, variantName: string, variantCount: number): string {
  return variantCount > 1 ? `${productName} ${variantName}` : productName;
}

/** The names of the parameters a variant's feed item carries (Heureka PARAM_NAME; Google's size and color are attributes). */
export const FEED_PARAM_NAMES: Readonly<Record<string, { size: string; color: string }>> = {
  cs: { size: 'Velikost', color: 'Barva' },
  sk: { size: 'Veľkosť', color: 'Farba' },
  en: { size: 'Size', color: 'Colour' },
};

/**
 * A variant's barcode as a GTIN: 8, 12, 13 or 14 digits with a right check digit (GS1 mod 10), else null (never sent:
 * a comparator refuses an offer with a wrong one). Heureka's EAN takes 13 digits: `ean13Of`.
 */
export function gtinOf(code: string | null | undefined): string | null {
  const digits = (code ?? '').trim();
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return null;
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = weight === 3 ? 1 : 3) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]) ? digits : null;
}

/** The EAN-13 of a GTIN (a 12-digit UPC with its leading zero), or null. */
export function ean13Of(code: string | null | undefined): string | null {
  const gtin = gtinOf(code);
  if (gtin === null) return null;
  if (gtin.length === 13) return gtin;
  return gtin.length === 12 ? `0${gtin}` : null;
}
