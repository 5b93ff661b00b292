import type { Availability } from '@konfety/domain/catalog';
import { convertFromCzk, type Currency } from '@konfety/domain/format';
import { imageUrl } from '@konfety/domain/media';
import { readContacts } from '../components/footer/Footer';
import type { ProductDetail, Setting } from './api.server';
import { socialLinks } from './social';

/**
 * The pages' structured data (schema.org as JSON-LD), built on the server from the data the loader has, as pure
 * functions: the home page's Organization and WebSite (with the search's SearchAction), a product's Product with its
 * offer, rating, brand and codes, and the BreadcrumbList of the breadcrumbs a listing or product page shows. The
 * loaders hand them to the document's head (lib/page-head.server.ts), so no page's scripts carry a line of this.
 *
 * Prices are the page's own: the CZK amount the API answers (with VAT) converted into the currency the visitor sees
 * (lib/facets.server.ts `visitorCurrency`, as the root loader chooses it) by the domain's `convertFromCzk`, the
 * conversion the page's price formatter (`formatCzkIn`) makes; URLs are absolute, at the page's own origin
 * (lib/alternates.server.ts `pageOrigin`).
 */

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** The shop's name, as the header's logo says it (and as careers' JobPosting names its hiring organisation). */
export const SHOP_NAME = 'Konfety';
/** The shop's logo, a file of the storefront's public folder (a square picture, as Google asks of a logo). */
export const LOGO_PATH = '/logo.svg';

/**
 * The schema.org availability of each of the domain's availability states (domain catalog.ts `availabilityOf`, read,
 * not rewritten): in stock; sold out for now, never stocked or in no stock location is out of stock (the shop takes
 * no orders for goods it has none of: no pre-orders or back orders, so PreOrder and BackOrder never apply); a product
 * no longer sold (its page stays for old links) is discontinued. A new domain state fails to compile until it is mapped.
 */
export const schemaAvailability: Record<Availability, string> = {
  in_stock: `${SCHEMA}/InStock`,
  sold_out_temporarily: `${SCHEMA}/OutOfStock`,
  unavailable: `${SCHEMA}/OutOfStock`,
  no_store: `${SCHEMA}/OutOfStock`,
  not_active: `${SCHEMA}/Discontinued`,
};

/** A CZK amount (haléře, with VAT) in `currency` as schema.org writes a price: digits and a decimal point, the currency's decimals ("469.00"). */
export function schemaPrice(minorCzk: number, currency: Currency): string {
  const minor = convertFromCzk(minorCzk, currency);
  const digits = String(Math.abs(minor)).padStart(currency.decimals + 1, '0');
  const number = currency.decimals > 0 ? `${digits.slice(0, -currency.decimals)}.${digits.slice(-currency.decimals)}` : digits;
  return minor < 0 ? `-${number}` : number;
}

/** Whether `code` is a GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) with a right GS1 check digit. */
export function isGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  // From the right, the digits next to the check digit weigh 3, the others 1.
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** The schema.org property of a GTIN by its length (`gtin13` for an EAN-13); none for a code that is no valid GTIN. */
function gtinProperty(code: string | null | undefined): Record<string, string> {
  if (!code || !isGtin(code)) return {};
  return { [`gtin${code.length}`]: code };
}

/** Where a page's URLs point: absolute URLs of the site's paths (without the language prefix) and the page's own URL. */
export interface PageAddress {
  /** The absolute URL of a storefront path the API gives (without the language prefix) in the page's language. */
  link: (barePath: string) => string;
  /** The absolute URL of a file or picture of the site (`/images/…`, `/logo.svg`). */
  file: (path: string) => string;
  /** The page's own absolute URL (its canonical one). */
  page: string;
}

/**
 * schema.org Product of a product page. The offer is the page's: one Offer at the price the page shows first (the
 * first variant in stock, else the first, routes/product.tsx) when every variant costs the same, with the previous
 * price the page strikes through (the Omnibus reference, `original_price_vat`, while a sale is on: components/catalog
 * PriceBlock) as a StrikethroughPrice; an AggregateOffer over the variants' prices when they differ. A product of one
 * variant has that variant's code and EAN (the page shows its code); a product of several its own code and no GTIN (each
 * size has its own). A rating only when the product has reviews.
 */
export function productStructuredData(product: ProductDetail, currency: Currency, at: PageAddress): JsonLd {
  const variants = product.variants;
  const shown = variants.find((v) => v.availability.state === 'in_stock') ?? variants[0];
  const single = variants.length === 1 ? variants[0]! : null;
  const prices = variants.map((v) => v.price_vat);
  const low = prices.length > 0 ? Math.min(...prices) : product.price_vat;
  const high = prices.length > 0 ? Math.max(...prices) : product.price_vat;
  const price = (minor: number) => schemaPrice(minor, currency);
  const common = {
    priceCurrency: currency.code,
    availability: schemaAvailability[product.availability.state],
    itemCondition: `${SCHEMA}/NewCondition`,
    url: at.page,
  };
  let offers: Record<string, unknown>;
  if (low !== high) {
    offers = { '@type': 'AggregateOffer', lowPrice: price(low), highPrice: price(high), offerCount: variants.length, ...common };
  } else {
    const priced = shown ?? product;
    const struck = priced.is_price_sale_active && priced.original_price_vat !== null && priced.original_price_vat > priced.price_vat ? priced.original_price_vat : null;
    offers = {
      '@type': 'Offer',
      price: price(priced.price_vat),
      ...common,
      ...(struck === null
        ? {}
        : { priceSpecification: { '@type': 'UnitPriceSpecification', priceType: `${SCHEMA}/StrikethroughPrice`, price: price(struck), priceCurrency: currency.code } }),
    };
  }
  const pictures = product.gallery.length > 0 ? product.gallery.map((g) => g.path) : product.main_image ? [product.main_image] : [];
  const description = product.description ?? product.short_description;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    ...(pictures.length > 0 ? { image: pictures.map((path) => at.file(imageUrl(path, 'big'))) } : {}),
    sku: single?.code ?? product.code,
    ...gtinProperty(single?.ean),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    url: at.page,
    offers,
    ...(product.reviews.count > 0 && product.reviews.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.reviews.average, reviewCount: product.reviews.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/**
 * schema.org BreadcrumbList of the breadcrumbs a page shows (components/catalog/shared.tsx `Breadcrumbs`): the home
 * page first, then the items; an item without a URL (the page itself, on a brand's or new or sale goods' page) is the
 * page's own URL.
 */
export function breadcrumbList(home: { name: string; url: string }, items: ReadonlyArray<{ name: string; url: string }>, at: PageAddress): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...items.map((item) => ({ name: item.name, url: item.url ? at.link(item.url) : at.page }))].map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The home page's schema.org Organization (the operator from the `contacts` setting: its legal name, address, customer
 * line and e-mail, VAT number, and its social profiles as `sameAs`) and WebSite, whose SearchAction is the search page
 * with its text in `q` (lib/params.server.ts `searchParams`).
 */
export function homeStructuredData(settings: readonly Setting[], site: { home: string; search: string; logo: string; language: string }): JsonLd[] {
  const byName = Object.fromEntries(settings.map((s) => [s.name, s.value]));
  const contacts = readContacts(byName.contacts);
  const country = typeof (byName.contacts as { country?: unknown } | undefined)?.country === 'string' ? (byName.contacts as { country: string }).country : undefined;
  const sameAs = socialLinks(byName).map((s) => s.url);
  const address =
    contacts.street && contacts.city
      ? { '@type': 'PostalAddress', streetAddress: contacts.street, addressLocality: contacts.city, ...(contacts.zip ? { postalCode: contacts.zip } : {}), ...(country ? { addressCountry: country } : {}) }
      : null;
  const contactPoint =
    contacts.phone || contacts.email
      ? { '@type': 'ContactPoint', contactType: 'customer service', ...(contacts.phone ? { telephone: contacts.phone } : {}), ...(contacts.email ? { email: contacts.email } : {}) }
      : null;
  const organization: JsonLd = {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': `${site.home}#organization`,
    name: SHOP_NAME,
    ...(contacts.company ? { legalName: contacts.company } : {}),
    url: site.home,
    logo: site.logo,
    ...(contacts.email ? { email: contacts.email } : {}),
    ...(contacts.phone ? { telephone: contacts.phone } : {}),
    ...(address ? { address } : {}),
    ...(contactPoint ? { contactPoint } : {}),
    ...(contacts.dic ? { vatID: contacts.dic } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  const website: JsonLd = {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: site.home,
    inLanguage: site.language,
    publisher: { '@id': `${site.home}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.search}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return [organization, website];
}
