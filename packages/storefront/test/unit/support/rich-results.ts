/**
 * A checker of structured data (schema.org JSON-LD) against the properties Google's rich results require and
 * recommend for the types the shop writes (`schema-dts` is not among the dependencies): Product and its Offer or
 * AggregateOffer (merchant listings and product snippets), AggregateRating, BreadcrumbList, Organization and
 * WebSite with its SearchAction. Each rule has a name; `richResultProblems` answers the broken ones with where and why,
 * so a test expects `[]` and a failure says which rule.
 *
 * Sources: developers.google.com/search/docs/appearance/structured-data — merchant-listing (Product: name, image,
 * offers required; description, sku, brand, gtin recommended; Offer: price and priceCurrency required, availability,
 * itemCondition, url recommended; a sale's previous price as a UnitPriceSpecification of priceType StrikethroughPrice),
 * product-snippet (AggregateOffer: lowPrice and priceCurrency required, highPrice and offerCount recommended;
 * AggregateRating: ratingValue and ratingCount or reviewCount required), breadcrumb (at least two ListItems, each with
 * position and name, and item except the last), organization (url, logo, sameAs, contactPoint, address recommended) and
 * the sitelinks search box's WebSite (url, a SearchAction whose target's urlTemplate holds the name its query-input
 * requires).
 */

export interface Problem {
  rule: string;
  at: string;
  problem: string;
}

type Json = Record<string, unknown>;

const SCHEMA = 'https://schema.org/';
const AVAILABILITY = ['BackOrder', 'Discontinued', 'InStock', 'InStoreOnly', 'LimitedAvailability', 'MadeToOrder', 'OnlineOnly', 'OutOfStock', 'PreOrder', 'PreSale', 'Reserved', 'SoldOut'];
const CONDITION = ['NewCondition', 'RefurbishedCondition', 'UsedCondition', 'DamagedCondition'];
const PRICE_TYPES = ['StrikethroughPrice', 'ListPrice', 'SalePrice', 'MSRP', 'InvoicePrice', 'MinimumAdvertisedPrice', 'SRP'];

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isAbsoluteUrl = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\/[^/\s]+(\/\S*)?$/.test(v);
/** A price as Google reads it: a number, or digits with a decimal point, no currency sign or group separator. */
const priceValue = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : null;
const typeOf = (v: Json): string[] => (Array.isArray(v['@type']) ? (v['@type'] as string[]) : [String(v['@type'])]);
const enumMember = (v: unknown, members: readonly string[]) => typeof v === 'string' && members.some((m) => v === `${SCHEMA}${m}` || v === `http://schema.org/${m}`);

/** GS1 check digit of a GTIN-8/12/13/14. */
function gtinValid(code: string): boolean {
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

class Findings {
  readonly list: Problem[] = [];
  need(ok: boolean, rule: string, at: string, problem: string) {
    if (!ok) this.list.push({ rule, at, problem });
  }
}

function checkRating(v: unknown, at: string, f: Findings) {
  f.need(isObject(v) && typeOf(v).includes('AggregateRating'), 'aggregateRating.type', at, 'is an AggregateRating');
  if (!isObject(v)) return;
  const best = priceValue(v.bestRating) ?? 5;
  const worst = priceValue(v.worstRating) ?? 1;
  const value = priceValue(v.ratingValue);
  f.need(value !== null && value >= worst && value <= best, 'aggregateRating.ratingValue', at, `a number within ${worst}–${best} (is ${JSON.stringify(v.ratingValue)})`);
  const counts = [v.ratingCount, v.reviewCount].filter((c) => c !== undefined);
  f.need(counts.length > 0 && counts.every((c) => Number.isInteger(c) && (c as number) > 0), 'aggregateRating.count', at, 'ratingCount or reviewCount, a positive integer');
}

function checkOffer(v: Json, at: string, f: Findings) {
  const aggregate = typeOf(v).includes('AggregateOffer');
  f.need(aggregate || typeOf(v).includes('Offer'), 'offer.type', at, 'is an Offer or an AggregateOffer');
  f.need(typeof v.priceCurrency === 'string' && /^[A-Z]{3}$/.test(v.priceCurrency), 'offer.priceCurrency', at, `an ISO 4217 code (is ${JSON.stringify(v.priceCurrency)})`);
  if (aggregate) {
    const low = priceValue(v.lowPrice);
    f.need(low !== null && low > 0, 'aggregateOffer.lowPrice', at, `a price with a decimal point (is ${JSON.stringify(v.lowPrice)})`);
    const high = priceValue(v.highPrice);
    f.need(high !== null && low !== null && high >= low, 'aggregateOffer.highPrice', at, 'a price not below lowPrice');
    f.need(Number.isInteger(v.offerCount) && (v.offerCount as number) > 1, 'aggregateOffer.offerCount', at, 'the number of offers, more than one');
  } else {
    const price = priceValue(v.price);
    f.need(price !== null && price > 0, 'offer.price', at, `a price with a decimal point (is ${JSON.stringify(v.price)})`);
    if (v.priceSpecification !== undefined) {
      const specs = Array.isArray(v.priceSpecification) ? v.priceSpecification : [v.priceSpecification];
      specs.forEach((spec: unknown, i) => {
        const where = `${at}.priceSpecification[${i}]`;
        f.need(isObject(spec) && typeOf(spec).some((t) => t === 'UnitPriceSpecification' || t === 'PriceSpecification'), 'priceSpecification.type', where, 'is a UnitPriceSpecification');
        if (!isObject(spec)) return;
        const struck = priceValue(spec.price);
        f.need(struck !== null, 'priceSpecification.price', where, 'a price with a decimal point');
        f.need(spec.priceCurrency === v.priceCurrency, 'priceSpecification.priceCurrency', where, "the offer's currency");
        f.need(spec.priceType === undefined || enumMember(spec.priceType, PRICE_TYPES), 'priceSpecification.priceType', where, 'a schema.org PriceTypeEnumeration member');
        if (enumMember(spec.priceType, ['StrikethroughPrice']) && price !== null) {
          f.need(struck !== null && price !== null && struck > price, 'offer.strikethroughAbovePrice', where, 'a previous price above the current one');
        }
      });
    }
  }
  f.need(enumMember(v.availability, AVAILABILITY), 'offer.availability', at, `a schema.org ItemAvailability URL (is ${JSON.stringify(v.availability)})`);
  f.need(enumMember(v.itemCondition, CONDITION), 'offer.itemCondition', at, 'a schema.org OfferItemCondition URL');
  f.need(isAbsoluteUrl(v.url), 'offer.url', at, 'an absolute URL');
}

function checkProduct(v: Json, at: string, f: Findings) {
  f.need(isText(v.name), 'product.name', at, 'a name');
  const images = Array.isArray(v.image) ? v.image : [v.image];
  f.need(v.image !== undefined && images.length > 0 && images.every(isAbsoluteUrl), 'product.image', at, 'absolute image URLs');
  f.need(isText(v.description), 'product.description', at, 'a description (recommended)');
  f.need(isText(v.sku), 'product.sku', at, 'a sku (recommended)');
  f.need(v.brand === undefined || (isObject(v.brand) && isText(v.brand.name)), 'product.brand', at, 'a Brand with a name');
  for (const length of [8, 12, 13, 14]) {
    const code = v[`gtin${length}`];
    if (code === undefined) continue;
    f.need(typeof code === 'string' && new RegExp(`^\\d{${length}}$`).test(code) && gtinValid(code), `product.gtin${length}`, at, `${length} digits with a right check digit`);
  }
  f.need(v.url === undefined || isAbsoluteUrl(v.url), 'product.url', at, 'an absolute URL');
  f.need(isObject(v.offers), 'product.offers', at, 'one Offer or AggregateOffer');
  if (isObject(v.offers)) checkOffer(v.offers, `${at}.offers`, f);
  if (v.aggregateRating !== undefined) checkRating(v.aggregateRating, `${at}.aggregateRating`, f);
}

function checkBreadcrumbs(v: Json, at: string, f: Findings) {
  const items = Array.isArray(v.itemListElement) ? v.itemListElement : [];
  f.need(items.length >= 2, 'breadcrumbList.itemListElement', at, 'at least two ListItems');
  items.forEach((item: unknown, i) => {
    const where = `${at}.itemListElement[${i}]`;
    f.need(isObject(item) && typeOf(item).includes('ListItem'), 'listItem.type', where, 'is a ListItem');
    if (!isObject(item)) return;
    f.need(item.position === i + 1, 'listItem.position', where, `position ${i + 1} (is ${JSON.stringify(item.position)})`);
    f.need(isText(item.name), 'listItem.name', where, 'a name');
    const last = i === items.length - 1;
    f.need(last ? item.item === undefined || isAbsoluteUrl(item.item) : isAbsoluteUrl(item.item), 'listItem.item', where, 'an absolute URL (optional on the last item)');
  });
}

function checkOrganization(v: Json, at: string, f: Findings) {
  f.need(isText(v.name), 'organization.name', at, 'a name');
  f.need(isAbsoluteUrl(v.url), 'organization.url', at, 'an absolute URL');
  f.need(isAbsoluteUrl(v.logo) || (isObject(v.logo) && isAbsoluteUrl(v.logo.url)), 'organization.logo', at, 'an absolute image URL');
  f.need(v.sameAs === undefined || (Array.isArray(v.sameAs) && v.sameAs.every(isAbsoluteUrl)), 'organization.sameAs', at, 'absolute URLs of its profiles');
  const points = v.contactPoint === undefined ? [] : Array.isArray(v.contactPoint) ? v.contactPoint : [v.contactPoint];
  f.need(points.length > 0, 'organization.contactPoint', at, 'a ContactPoint (recommended)');
  for (const point of points) f.need(isObject(point) && (isText(point.telephone) || isText(point.email)), 'contactPoint.reach', `${at}.contactPoint`, 'a telephone or an e-mail');
  f.need(v.address === undefined || (isObject(v.address) && isText(v.address.streetAddress) && isText(v.address.addressLocality)), 'organization.address', at, 'a PostalAddress with street and locality');
}

function checkWebSite(v: Json, at: string, f: Findings) {
  f.need(isText(v.name), 'webSite.name', at, 'a name');
  f.need(isAbsoluteUrl(v.url), 'webSite.url', at, 'an absolute URL');
  const action = v.potentialAction;
  f.need(isObject(action) && typeOf(action).includes('SearchAction'), 'searchAction.type', `${at}.potentialAction`, 'a SearchAction');
  if (!isObject(action)) return;
  const target = isObject(action.target) ? action.target.urlTemplate : action.target;
  const input = /^required name=(\w+)$/.exec(String(action['query-input'] ?? ''));
  f.need(input !== null, 'searchAction.queryInput', `${at}.potentialAction`, '"required name=<placeholder>"');
  f.need(isAbsoluteUrl(typeof target === 'string' ? target.replace(/[{}]/g, '') : undefined), 'searchAction.target', `${at}.potentialAction`, 'an absolute URL template');
  if (input && typeof target === 'string') f.need(target.includes(`{${input[1]}}`), 'searchAction.placeholder', `${at}.potentialAction`, `a template holding {${input[1]}}`);
}

/** The rules each type is held to. */
const CHECKS: Record<string, (v: Json, at: string, f: Findings) => void> = {
  Product: checkProduct,
  BreadcrumbList: checkBreadcrumbs,
  Organization: checkOrganization,
  WebSite: checkWebSite,
};

/** What breaks Google's rules in one JSON-LD item (a type it does not know is a problem too: the test must know what it checks). */
export function richResultProblems(item: unknown): Problem[] {
  const f = new Findings();
  f.need(isObject(item) && (item['@context'] === 'https://schema.org' || item['@context'] === 'https://schema.org/'), 'jsonLd.context', '$', 'the schema.org context');
  if (!isObject(item)) return f.list;
  const types = typeOf(item);
  const known = types.filter((t) => CHECKS[t]);
  f.need(known.length > 0, 'jsonLd.knownType', '$', `a type this checker knows (is ${types.join(', ')})`);
  for (const type of known) CHECKS[type]!(item, type, f);
  return f.list;
}

/** The JSON-LD data blocks of an HTML text, parsed. */
export function structuredDataOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
}

/** The `<link rel="alternate" hreflang>` links of an HTML text, as hreflang → href. */
export function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/?>/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]),
  );
}

/** The item of a type among the data blocks; fails when there is not exactly one. */
export function itemOfType(items: readonly Json[], type: string): Json {
  const found = items.filter((i) => typeOf(i).includes(type));
  if (found.length !== 1) throw new Error(`${found.length} items of type ${type} (expected one): ${JSON.stringify(items.map(typeOf))}`);
  return found[0]!;
}
