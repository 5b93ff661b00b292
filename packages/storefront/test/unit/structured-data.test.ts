import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { CategoryListing, ContentPage, ProductDetail, Setting, Store } from '@konfety/api/contract';
import { availabilityStates } from '@konfety/domain/catalog';
import { type Currency, CZK, formatCzkIn } from '@konfety/domain/format';
import { loader as rootLoader } from '../../app/root';
import { loader as homeLoader } from '../../app/routes/home';
import { loader as listingLoader } from '../../app/routes/listing';
import { loader as productLoader } from '../../app/routes/product';
import { loader as brandsLoader } from '../../app/routes/brands';
import { loader as contentPageLoader } from '../../app/routes/content-page';
import { loader as blogLoader } from '../../app/routes/blog';
import { loader as blogPostLoader } from '../../app/routes/blog-post';
import { loader as storesLoader } from '../../app/routes/stores';
import { loader as storeLoader } from '../../app/routes/store';
import { loader as eventsLoader } from '../../app/routes/events';
import { loader as careersLoader } from '../../app/routes/careers';
import { loader as documentsLoader } from '../../app/routes/documents';
import { loader as contactsLoader } from '../../app/routes/contacts';
import { loader as contactLoader } from '../../app/routes/contact';
import { loader as deliveryInfoLoader } from '../../app/routes/delivery-info';
import { loader as satisfactionLoader } from '../../app/routes/satisfaction';
import { loader as eventOrderLoader } from '../../app/routes/event-order';
import { documentPageHead } from '../../app/lib/page-head.server';
import { isGtin, schemaAvailability, schemaPrice } from '../../app/lib/structured-data.server';
import { pageMeta } from '../../app/lib/meta';
import { searchParams } from '../../app/lib/params.server';
import { cookies } from '../../app/lib/cookies.server';
import { localePath } from '../../app/routing/route-names';
import { alternatesOf, itemOfType, richResultProblems, structuredDataOf } from './support/rich-results';
import { partialAnswer, routeArgs, stub, stubLoadContext, type StubRoute } from './support/load-context';

/**
 * Structured data (schema.org JSON-LD) and language alternates (hreflang) as the real loaders leave them and the server
 * writes them into the document's head (lib/page-head.server.ts): checked against Google's rich-result rules
 * (support/rich-results.ts), with the prices the page shows, the breadcrumbs it shows and absolute URLs of the page's
 * site; the alternates with the Slovak site configured and live, and the canonical link the same address.
 */

const CZ = 'https://www.konfety.example';
const SK = 'https://www.konfety.example.sk';
/** An English site, which the shop has not (no SITE_URL of its own): only where a test asks what a third live language would do. */
const EN = 'https://en.konfety.example';

const EUR: Currency = { code: 'EUR', rate: '0.04', decimals: 2, symbolBefore: '', symbolAfter: '€' };
const currencies = stub('GET /lists/currencies', {
  data: [
    { id: 1, code: 'CZK', symbol_before: '', symbol_after: 'Kč', decimals: 2, rate: 1, is_default: true },
    { id: 2, code: 'EUR', symbol_before: '', symbol_after: '€', decimals: 2, rate: 0.04, is_default: false },
  ],
});

const availability = (state: ProductDetail['availability']['state'], count = 0): ProductDetail['availability'] => ({
  state,
  count,
  delivery_days: state === 'in_stock' ? { min: 1, max: 2 } : null,
});

const variant = (over: Partial<ProductDetail['variants'][number]> = {}): ProductDetail['variants'][number] => ({
  id: 901,
  name: 'Univerzální',
  code: 'KLB-0042-U',
  ean: '8590000000428',
  price: 38760,
  price_sale: 32231,
  is_price_sale_active: true,
  original_price: 45372,
  price_vat: 39000,
  original_price_vat: 54900,
  discount_percent: 29,
  availability: availability('in_stock', 12),
  ...over,
});

/** A product page's answer as the API gives it: on sale, reviewed, of one variant with its EAN. */
const product: ProductDetail = {
  id: 42,
  slug: 'piratsky-klobouk',
  name: 'Pirátský klobouk',
  url: '/12/kostymy/piratsky-klobouk',
  price: 38760,
  price_sale: 32231,
  original_price: 45372,
  is_price_sale_active: true,
  tax_rate: { id: 1, rate: 21 },
  main_image: 'products/klb-0042.webp',
  default_category: { id: 12, name: 'Kostýmy', slug: 'kostymy' },
  price_vat: 39000,
  original_price_vat: 54900,
  is_adult: false,
  labels: ['sale'],
  code: 'KLB-0042',
  short_description: 'Klobouk s lebkou.',
  description: 'Černý pirátský klobouk s lebkou a zkříženými hnáty.\nJedna velikost pro dospělé.',
  brand: { id: 3, slug: 'party-pro', name: 'Party Pro', logo: null },
  gallery: [
    { path: 'products/klb-0042.webp', alt: 'Pirátský klobouk' },
    { path: 'products/klb-0042-2.webp', alt: 'Pirátský klobouk zezadu' },
  ],
  size_table: null,
  discount_percent: 29,
  availability: availability('in_stock', 12),
  variants: [variant()],
  stores: [],
  breadcrumbs: [
    { id: 1, slug: 'karneval', name: 'Karneval', image: null, url: '/1/karneval' },
    { id: 12, slug: 'kostymy', name: 'Kostýmy', image: null, url: '/12/kostymy' },
  ],
  paths: { cs: '/12/kostymy/piratsky-klobouk', sk: '/12/kostymy-sk/piratsky-klobuk', en: '/12/costumes/pirate-hat' },
  reviews: { average: 4.5, count: 2, latest: [] },
  motif_products: [],
  set_products: [],
  related_products: [],
  similar_products: [],
};

/** The head tags the server writes into the document the request renders (entry.server.tsx), as HTML. */
const headHtml = (context: AppLoadContext) => documentPageHead(context, { staticHandlerContext: { errors: null } } as never);

/** A load context of the shop with the Czech site live, or both (SITE_URL_SK configured and Slovak among ACTIVE_LOCALES). */
function shop(sites: 'cs' | 'cs+sk' | 'none', ...routes: StubRoute[]) {
  const stubbed = stubLoadContext(...routes);
  if (sites !== 'none') stubbed.context.siteUrls = sites === 'cs' ? { cs: CZ } : { cs: CZ, sk: SK };
  return stubbed;
}

/** A price as the page shows it ("390,00 Kč", domain formatCzkIn) in schema.org's form ("390.00"). */
const shownAsSchemaPrice = (minorCzk: number, currency: Currency) => formatCzkIn(minorCzk, currency, 'cs').replace(/[^\d,]/g, '').replace(',', '.');

async function productPage(path: string, answer: ProductDetail, sites: 'cs' | 'cs+sk' | 'none' = 'cs', init: RequestInit = {}) {
  const { context } = shop(sites, stub('GET /catalog/product/:id', { data: answer }), currencies);
  await productLoader(routeArgs(context, path, { id: String(answer.id), category: 'x', product: 'y' }, init));
  return { context, html: await headHtml(context) };
}

describe('the product page’s structured data', () => {
  it('is a Product with its sale offer, codes, brand, pictures and rating, and the page’s BreadcrumbList, by Google’s rules', async () => {
    const { html } = await productPage(product.url, product);
    const items = structuredDataOf(html);
    expect(items).toHaveLength(2);
    for (const item of items) expect(richResultProblems(item), JSON.stringify(item)).toEqual([]);
    const page = `${CZ}${product.url}`;
    expect(itemOfType(items, 'Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Pirátský klobouk',
      description: product.description,
      image: [`${CZ}/images/big/products/klb-0042.webp`, `${CZ}/images/big/products/klb-0042-2.webp`],
      sku: 'KLB-0042-U',
      gtin13: '8590000000428',
      brand: { '@type': 'Brand', name: 'Party Pro' },
      url: page,
      offers: {
        '@type': 'Offer',
        price: '390.00',
        priceCurrency: 'CZK',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: page,
        // The price the page strikes through (the Omnibus reference, components/catalog PriceBlock).
        priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '549.00', priceCurrency: 'CZK' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
    // The breadcrumbs the page shows: home, the category path, the product.
    expect(itemOfType(items, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Úvod', item: `${CZ}/` },
      { '@type': 'ListItem', position: 2, name: 'Karneval', item: `${CZ}/1/karneval` },
      { '@type': 'ListItem', position: 3, name: 'Kostýmy', item: `${CZ}/12/kostymy` },
      { '@type': 'ListItem', position: 4, name: 'Pirátský klobouk', item: page },
    ]);
    // Only Czech is live: no alternates.
    expect(alternatesOf(html)).toEqual({});
  });

  it('gives the prices exactly as the page shows them, in the visitor’s currency', async () => {
    const { html: czk } = await productPage(product.url, product);
    expect(itemOfType(structuredDataOf(czk), 'Product').offers).toMatchObject({ price: shownAsSchemaPrice(39000, CZK), priceCurrency: 'CZK' });
    const cookie = (await cookies(false).currency.serialize('EUR')).split(';')[0]!;
    const { html: eur } = await productPage(product.url, product, 'cs', { headers: { cookie } });
    const offer = itemOfType(structuredDataOf(eur), 'Product').offers as Record<string, unknown>;
    expect(offer).toMatchObject({ price: shownAsSchemaPrice(39000, EUR), priceCurrency: 'EUR' });
    expect(offer.price).toBe('15.60');
    expect(offer.priceSpecification).toMatchObject({ price: shownAsSchemaPrice(54900, EUR), priceCurrency: 'EUR' });
    expect(richResultProblems(itemOfType(structuredDataOf(eur), 'Product'))).toEqual([]);
  });

  it('offers the variants’ price range when they differ, with the product’s own code and no GTIN of one size', async () => {
    const sizes: ProductDetail = {
      ...product,
      is_price_sale_active: false,
      original_price_vat: null,
      variants: [
        variant({ id: 1, code: 'KLB-0042-S', ean: '8590000000435', price_vat: 29900, is_price_sale_active: false, original_price_vat: null, availability: availability('sold_out_temporarily') }),
        variant({ id: 2, code: 'KLB-0042-L', ean: '8590000000442', price_vat: 34900, is_price_sale_active: false, original_price_vat: null }),
      ],
    };
    const { html } = await productPage(product.url, sizes);
    const found = itemOfType(structuredDataOf(html), 'Product');
    expect(richResultProblems(found)).toEqual([]);
    expect(found.sku).toBe('KLB-0042');
    expect(Object.keys(found).filter((k) => k.startsWith('gtin'))).toEqual([]);
    expect(found.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '299.00',
      highPrice: '349.00',
      offerCount: 2,
      priceCurrency: 'CZK',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: `${CZ}${product.url}`,
    });
  });

  it('offers the price the page shows first when the sizes cost the same, with no struck price when no sale is on', async () => {
    const sizes: ProductDetail = {
      ...product,
      variants: [
        variant({ id: 1, code: 'S', price_vat: 34900, is_price_sale_active: false, original_price_vat: null, availability: availability('sold_out_temporarily') }),
        variant({ id: 2, code: 'L', price_vat: 34900, is_price_sale_active: false, original_price_vat: null }),
      ],
    };
    const { html } = await productPage(product.url, sizes);
    const offers = itemOfType(structuredDataOf(html), 'Product').offers as Record<string, unknown>;
    expect(offers).toMatchObject({ '@type': 'Offer', price: '349.00' });
    expect(offers.priceSpecification).toBeUndefined();
  });

  it('has a rating only when the product has reviews, and a GTIN only when the EAN is a right one', async () => {
    const { html } = await productPage(product.url, { ...product, reviews: { average: null, count: 0, latest: [] }, variants: [variant({ ean: '8590000000429' })] });
    const found = itemOfType(structuredDataOf(html), 'Product');
    expect(found.aggregateRating).toBeUndefined();
    expect(found.gtin13).toBeUndefined();
    expect(richResultProblems(found)).toEqual([]);
    expect([isGtin('8590000000428'), isGtin('8590000000429'), isGtin('96385074'), isGtin('036000291452'), isGtin('036000291453'), isGtin('859000000042x')]).toEqual([true, false, true, true, false, false]);
  });

  it('maps every availability state of the domain to schema.org’s, none to a pre-order or back order', () => {
    expect(Object.keys(schemaAvailability).sort()).toEqual([...availabilityStates].sort());
    expect(schemaAvailability).toEqual({
      in_stock: 'https://schema.org/InStock',
      sold_out_temporarily: 'https://schema.org/OutOfStock',
      unavailable: 'https://schema.org/OutOfStock',
      no_store: 'https://schema.org/OutOfStock',
      not_active: 'https://schema.org/Discontinued',
    });
    expect([schemaPrice(46900, CZK), schemaPrice(5, CZK), schemaPrice(129900, { ...EUR, decimals: 0 })]).toEqual(['469.00', '0.05', '52']);
  });

  it('writes no text that could close its element, and nothing into the head of an error page', async () => {
    const { context, html } = await productPage(product.url, { ...product, name: 'Klobouk </script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>alert');
    expect(itemOfType(structuredDataOf(html), 'Product').name).toBe('Klobouk </script><script>alert(1)</script>');
    expect(await documentPageHead(context, { staticHandlerContext: { errors: { root: new Error('down') } } } as never)).toBe('');
  });
});

const subcategory = { id: 13, slug: 'damske-kostymy', name: 'Dámské kostýmy', image: null, url: '/13/damske-kostymy' };
const category = {
  id: 12,
  slug: 'kostymy',
  url: '/12/kostymy',
  name: 'Kostýmy',
  description: 'Kostýmy pro každou příležitost.',
  image: null,
  parent: { id: 1, slug: 'karneval', name: 'Karneval', image: null, url: '/1/karneval' },
  breadcrumbs: [
    { id: 1, slug: 'karneval', name: 'Karneval', image: null, url: '/1/karneval' },
    { id: 12, slug: 'kostymy', name: 'Kostýmy', image: null, url: '/12/kostymy' },
  ],
  subcategories: [subcategory],
  paths: { cs: '/12/kostymy', sk: '/12/kostymy-sk', en: '/12/costumes' },
} satisfies CategoryListing['category'];
const listing = partialAnswer({ data: { category, products: [], total: 0, page: 1, limit: 24, has_more: false, facets: null } });

describe('the listings’ BreadcrumbList', () => {
  it('a category: home, then its path as the page shows it, the last crumb the page', async () => {
    const { context } = shop('cs', stub('GET /catalog/category/:id/products', listing), currencies);
    await listingLoader(routeArgs(context, '/12/kostymy', { id: '12', category: 'kostymy' }));
    const html = await headHtml(context);
    const crumbs = itemOfType(structuredDataOf(html), 'BreadcrumbList');
    expect(richResultProblems(crumbs)).toEqual([]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Úvod', item: `${CZ}/` },
      { '@type': 'ListItem', position: 2, name: 'Karneval', item: `${CZ}/1/karneval` },
      { '@type': 'ListItem', position: 3, name: 'Kostýmy', item: `${CZ}/12/kostymy` },
    ]);
  });

  it('a brand’s page and the brand list: the brands, then the brand (the page itself)', async () => {
    const brand = { id: 3, slug: 'party-pro', name: 'Party Pro', logo: null, description: null };
    const { context } = shop('cs', stub('GET /catalog/brand/:slug/products', partialAnswer({ data: { brand, products: [], total: 0, facets: null } })), currencies);
    await listingLoader(routeArgs(context, '/znacky/party-pro', { slug: 'party-pro' }));
    const crumbs = itemOfType(structuredDataOf(await headHtml(context)), 'BreadcrumbList');
    expect(richResultProblems(crumbs)).toEqual([]);
    expect((crumbs.itemListElement as Array<{ name: string; item: string }>).map((c) => [c.name, c.item])).toEqual([
      ['Úvod', `${CZ}/`],
      ['Značky', `${CZ}/znacky`],
      ['Party Pro', `${CZ}/znacky/party-pro`],
    ]);
    const list = shop('cs', stub('GET /catalog/brands', { data: [] }));
    await brandsLoader(routeArgs(list.context, '/znacky', {}));
    const listCrumbs = itemOfType(structuredDataOf(await headHtml(list.context)), 'BreadcrumbList');
    expect(richResultProblems(listCrumbs)).toEqual([]);
    expect((listCrumbs.itemListElement as Array<{ item: string }>).map((c) => c.item)).toEqual([`${CZ}/`, `${CZ}/znacky`]);
  });
});

const settings: Setting[] = [
  {
    name: 'contacts',
    value: {
      company: 'Konfety s.r.o.',
      street: 'Táboritská 1000/23',
      city: 'Praha 3',
      zip: '130 00',
      country: 'Česká republika',
      phone: '+420 222 333 444',
      email: 'obchod@konfety.example',
      dic: 'CZ27082440',
      social: { instagram: 'https://www.instagram.com/konfety.cz', facebook: 'https://www.facebook.com/konfety.cz' },
    },
  },
];
const homeApi = [
  stub('GET /services', { data: [] }),
  stub('GET /catalog/products/top', { data: [] }),
  stub('GET /catalog/products/sale', partialAnswer({ data: { products: [], total: 0 } })),
  stub('GET /blog/posts', partialAnswer({ data: { posts: [], total: 0, page: 1, limit: 12, has_more: false } })),
  stub('GET /settings', { data: settings }),
];

describe('the home page’s structured data', () => {
  it('is the Organization from the contacts setting and the WebSite with the search page’s SearchAction', async () => {
    const { context } = shop('cs', ...homeApi);
    await homeLoader(routeArgs(context, '/', {}));
    const items = structuredDataOf(await headHtml(context));
    for (const item of items) expect(richResultProblems(item), JSON.stringify(item)).toEqual([]);
    expect(itemOfType(items, 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${CZ}/#organization`,
      name: 'Konfety',
      legalName: 'Konfety s.r.o.',
      url: `${CZ}/`,
      logo: `${CZ}/logo.svg`,
      email: 'obchod@konfety.example',
      telephone: '+420 222 333 444',
      address: { '@type': 'PostalAddress', streetAddress: 'Táboritská 1000/23', addressLocality: 'Praha 3', postalCode: '130 00', addressCountry: 'Česká republika' },
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+420 222 333 444', email: 'obchod@konfety.example' },
      vatID: 'CZ27082440',
      // The header's order of the networks (lib/social.ts).
      sameAs: ['https://www.facebook.com/konfety.cz', 'https://www.instagram.com/konfety.cz'],
    });
    const website = itemOfType(items, 'WebSite');
    const template = (website.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
    expect(template).toBe(`${CZ}/hledani?q={search_term_string}`);
    // The template filled in is the search page, which searches for the text.
    const search = new URL(template.replace('{search_term_string}', encodeURIComponent('pirátský klobouk')));
    expect(search.pathname).toBe(localePath('search', 'cs'));
    expect(searchParams(search).q).toBe('pirátský klobouk');
  });
});

describe('the structured data checker', () => {
  it('names the rule a broken item breaks', async () => {
    const { html } = await productPage(product.url, product);
    const good = itemOfType(structuredDataOf(html), 'Product');
    const offers = good.offers as Record<string, unknown>;
    const rules = (item: unknown) => richResultProblems(item).map((p) => p.rule);
    expect(rules({ ...good, offers: { ...offers, price: undefined } })).toEqual(['offer.price']);
    expect(rules({ ...good, offers: { ...offers, price: '390,00' } })).toEqual(['offer.price']);
    expect(rules({ ...good, offers: { ...offers, priceCurrency: 'Kč' } })).toEqual(['offer.priceCurrency', 'priceSpecification.priceCurrency']);
    expect(rules({ ...good, offers: { ...offers, availability: 'InStock' } })).toEqual(['offer.availability']);
    expect(rules({ ...good, image: '/images/big/x.webp' })).toEqual(['product.image']);
    expect(rules({ ...good, gtin13: '8590000000429' })).toEqual(['product.gtin13']);
    expect(rules({ ...good, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5 } })).toEqual(['aggregateRating.count']);
    expect(rules({ ...good, offers: { ...offers, priceSpecification: { ...(offers.priceSpecification as object), price: '100.00' } } })).toEqual(['offer.strikethroughAbovePrice']);
    expect(rules({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 2, name: 'x', item: '/x' }] })).toEqual([
      'breadcrumbList.itemListElement',
      'listItem.position',
      'listItem.item',
    ]);
    expect(rules({ '@context': 'https://schema.org', '@type': 'Thing' })).toEqual(['jsonLd.knownType']);
  });
});

describe('language alternates (hreflang) with the Slovak site configured', () => {
  it('link a product’s Czech and Slovak pages by the catalogue’s paths, x-default the Czech one; the canonical link is the page’s own', async () => {
    const { html } = await productPage(product.url, product, 'cs+sk');
    const links = alternatesOf(html);
    expect(links).toEqual({ cs: `${CZ}${product.paths.cs}`, sk: `${SK}/sk${product.paths.sk}`, 'x-default': `${CZ}${product.paths.cs}` });
    // The Slovak page (the Slovak site's API answers its translated address) links the same pages.
    const slovak = { ...product, url: product.paths.sk };
    const sk = await productPage(`/sk${product.paths.sk}`, slovak, 'cs+sk');
    expect(alternatesOf(sk.html)).toEqual(links);
    // Its structured data's URLs are the Slovak site's.
    expect(itemOfType(structuredDataOf(sk.html), 'Product').url).toBe(links.sk);
    // Each page's canonical link (the root's origin, lib/meta.ts) is its own alternate.
    expect(await canonicalOf('cs+sk', product.paths.cs)).toBe(links.cs);
    expect(await canonicalOf('cs+sk', `/sk${product.paths.sk}`)).toBe(links.sk);
  });

  it('link the home page, a category and a brand in the languages the route table and the data have, English never (no site)', async () => {
    const home = shop('cs+sk', ...homeApi);
    await homeLoader(routeArgs(home.context, '/sk', {}));
    const homeHtml = await headHtml(home.context);
    expect(alternatesOf(homeHtml)).toEqual({ cs: `${CZ}/`, sk: `${SK}/sk`, 'x-default': `${CZ}/` });
    expect(itemOfType(structuredDataOf(homeHtml), 'WebSite').url).toBe(`${SK}/sk`);

    const listed = shop('cs+sk', stub('GET /catalog/category/:id/products', listing), currencies);
    await listingLoader(routeArgs(listed.context, '/12/kostymy', { id: '12', category: 'kostymy' }));
    expect(alternatesOf(await headHtml(listed.context))).toEqual({ cs: `${CZ}/12/kostymy`, sk: `${SK}/sk/12/kostymy-sk`, 'x-default': `${CZ}/12/kostymy` });

    const brand = { id: 3, slug: 'party-pro', name: 'Party Pro', logo: null, description: null };
    const brandPage = shop('cs+sk', stub('GET /catalog/brand/:slug/products', partialAnswer({ data: { brand, products: [], total: 0, facets: null } })), currencies);
    await listingLoader(routeArgs(brandPage.context, '/znacky/party-pro', { slug: 'party-pro' }));
    expect(alternatesOf(await headHtml(brandPage.context))).toEqual({ cs: `${CZ}/znacky/party-pro`, sk: `${SK}/sk/znacky/party-pro`, 'x-default': `${CZ}/znacky/party-pro` });
  });

  it('link nothing while only Czech is live, nor from an address with a query (a sorted listing, not indexed)', async () => {
    for (const sites of ['none', 'cs'] as const) {
      const { html } = await productPage(product.url, product, sites);
      expect(alternatesOf(html)).toEqual({});
    }
    const { context } = shop('cs+sk', stub('GET /catalog/category/:id/products', listing), currencies);
    await listingLoader(routeArgs(context, '/12/kostymy?sort=price_asc', { id: '12', category: 'kostymy' }));
    const html = await headHtml(context);
    expect(alternatesOf(html)).toEqual({});
    expect(richResultProblems(itemOfType(structuredDataOf(html), 'BreadcrumbList'))).toEqual([]);
  });
});

/** A content page's answer (`GET /pages/:slug`) in the language asked, the Czech one standing in where it has none of its own. */
function contentPageApi(slug: string, texts: Partial<Record<'cs' | 'sk' | 'en', string>>, path = `/${slug}`) {
  const paths = Object.fromEntries(Object.keys(texts).map((locale) => [locale, path]));
  return stub('GET /pages/:slug', ({ params, query }) => {
    if (params.slug !== slug) return undefined;
    const asked = (query.lang ?? 'cs') as keyof typeof texts;
    const locale = texts[asked] !== undefined ? asked : 'cs';
    const title = texts[locale];
    if (title === undefined) return { status: 404, body: { error: 'not_found' } };
    const page: ContentPage = { id: 7, slug, url: `/${slug}`, title, content: '<p>…</p>', meta_title: null, meta_description: null, locale, fallback: locale !== asked, paths };
    return { status: 200, body: { data: page } };
  });
}

/** The alternates the content page's loader leaves for the document at `path`, and the canonical path it gives the page's meta. */
async function contentHeadOf(sites: 'cs' | 'cs+sk' | 'cs+sk+en', api: StubRoute, path: string, params: Record<string, string>) {
  const { context } = shop(sites === 'cs+sk+en' ? 'cs+sk' : sites, api);
  if (sites === 'cs+sk+en') context.siteUrls = { ...context.siteUrls, en: EN };
  const loaded = (await contentPageLoader(routeArgs(context, path, params))) as { canonical: string };
  return { alternates: alternatesOf(await headHtml(context)), canonical: loaded.canonical };
}

describe('language alternates (hreflang) of content pages, with the Slovak site configured and live', () => {
  it('link a page the Czech and the Slovak site each have a text of, at the paths the API names; its canonical link is its own alternate', async () => {
    const terms = contentPageApi('obchodni-podminky', { cs: 'Obchodní podmínky', sk: 'Obchodné podmienky' });
    const both = { cs: `${CZ}/obchodni-podminky`, sk: `${SK}/sk/obchodni-podminky`, 'x-default': `${CZ}/obchodni-podminky` };
    const cz = await contentHeadOf('cs+sk', terms, '/obchodni-podminky', { slug: 'obchodni-podminky' });
    expect(cz.alternates).toEqual(both);
    const sk = await contentHeadOf('cs+sk', terms, '/sk/obchodni-podminky', { slug: 'obchodni-podminky' });
    expect(sk.alternates).toEqual(both);
    expect(await canonicalOf('cs+sk', cz.canonical)).toBe(both.cs);
    expect(await canonicalOf('cs+sk', sk.canonical)).toBe(both.sk);

    // A fixed info page at any of its addresses names its canonical /info/{slug} ones.
    const about = contentPageApi('o-nas', { cs: 'O nás', sk: 'O nás' }, '/info/o-nas');
    const aboutBoth = { cs: `${CZ}/info/o-nas`, sk: `${SK}/sk/info/o-nas`, 'x-default': `${CZ}/info/o-nas` };
    expect((await contentHeadOf('cs+sk', about, '/sk/info/o-nas', { slug: 'o-nas' })).alternates).toEqual(aboutBoth);
    expect((await contentHeadOf('cs+sk', about, '/sk/info/7/o-nas', { id: '7', slug: 'o-nas' })).alternates).toEqual(aboutBoth);
    // Not while only Czech is live, nor from an address with a query.
    expect((await contentHeadOf('cs', terms, '/obchodni-podminky', { slug: 'obchodni-podminky' })).alternates).toEqual({});
    expect((await contentHeadOf('cs+sk', terms, '/obchodni-podminky?x=1', { slug: 'obchodni-podminky' })).alternates).toEqual({});
  });

  it('link nothing for a page only the Czech site has a text of: neither the Czech page nor the Czech text standing in on the Slovak site', async () => {
    const complaints = contentPageApi('reklamacni-rad', { cs: 'Reklamační řád' });
    expect((await contentHeadOf('cs+sk', complaints, '/reklamacni-rad', { slug: 'reklamacni-rad' })).alternates).toEqual({});
    const standIn = await contentHeadOf('cs+sk', complaints, '/sk/reklamacni-rad', { slug: 'reklamacni-rad' });
    expect(standIn.alternates).toEqual({});
    // The stand-in keeps its own address as its canonical one (the Slovak site's sitemap lists it so).
    expect(await canonicalOf('cs+sk', standIn.canonical)).toBe(`${SK}/sk/reklamacni-rad`);
    // Were a third language live with its own text, the Czech text on the Slovak site would still be no version of the page.
    const privacy = contentPageApi('ochrana-osobnich-udaju', { cs: 'Ochrana osobních údajů', en: 'Privacy policy' });
    expect((await contentHeadOf('cs+sk+en', privacy, '/sk/ochrana-osobnich-udaju', { slug: 'ochrana-osobnich-udaju' })).alternates).toEqual({});
    expect((await contentHeadOf('cs+sk+en', privacy, '/en/ochrana-osobnich-udaju', { slug: 'ochrana-osobnich-udaju' })).alternates).toEqual({
      cs: `${CZ}/ochrana-osobnich-udaju`,
      en: `${EN}/en/ochrana-osobnich-udaju`,
      'x-default': `${CZ}/ochrana-osobnich-udaju`,
    });
  });
});

const store: Store = {
  id: 3,
  slug: 'praha-zizkov',
  name: 'Praha Žižkov',
  street: 'Táboritská 1000/23',
  city: 'Praha 3',
  zip: '130 00',
  country_code: 'CZ',
  phone: '+420 222 333 444',
  email: 'zizkov@konfety.example',
  latitude: 50.084,
  longitude: 14.45,
  opening_hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: day < 7 ? '10:00' : null, close: day < 7 ? '18:00' : null })),
  note: null,
  image: null,
  is_prague: true,
  pickup: true,
};
/** The answers the pages of stores, events, careers, documents, contacts, the blog, the forms and the delivery page ask for. */
const contentApi = [
  stub('GET /blog/posts', partialAnswer({ data: { posts: [], total: 0, page: 1, limit: 12, has_more: false } })),
  stub('GET /blog/categories/list', { data: [] }),
  stub('GET /stores', { data: [store] }),
  stub('GET /stores/:id', { data: store }),
  stub('GET /settings', { data: settings }),
  stub('GET /events', { data: { upcoming: [], past: [] } }),
  stub('GET /careers', { data: [] }),
  stub('GET /documents', { data: [] }),
  stub('GET /services', { data: [] }),
  stub('GET /checkout/methods', partialAnswer({ data: { delivery: [], payment: [], branches: [] } })),
];

type Loader = (args: never) => Promise<unknown>;

async function pageAlternates(loader: Loader, path: string, params: Record<string, string> = {}) {
  const { context } = shop('cs+sk', ...contentApi);
  await loader(routeArgs(context, path, params));
  return alternatesOf(await headHtml(context));
}

describe('language alternates (hreflang) of the pages every site has, with the Slovak site configured and live', () => {
  it('link the stores, a store, the blog, the events, the careers, documents, contacts, the forms and the delivery page by the route table', async () => {
    const cases: Array<[Loader, string, string, Record<string, string>?]> = [
      [blogLoader, '/blog', '/sk/blog'],
      [storesLoader, '/prodejny', '/sk/predajne'],
      [storeLoader, '/prodejny/3', '/sk/predajne/3', { id: '3' }],
      [eventsLoader, '/eventy', '/sk/eventy'],
      [careersLoader, '/kariera', '/sk/kariera'],
      [documentsLoader, '/dokumenty', '/sk/dokumenty'],
      [contactsLoader, '/kontakty', '/sk/kontakty'],
      [contactLoader, '/info/kontakt', '/sk/info/kontakt'],
      [satisfactionLoader, '/spokojenost', '/sk/spokojnost'],
      [eventOrderLoader, '/eventy/novy', '/sk/eventy/novy'],
      // Each site's own delivery and payment: its country's version of the page, as a product's page is.
      [deliveryInfoLoader, '/info/doprava-a-platba', '/sk/info/rozvoz'],
    ];
    for (const [loader, cs, sk, params] of cases) {
      const expected = { cs: `${CZ}${cs}`, sk: `${SK}${sk}`, 'x-default': `${CZ}${cs}` };
      expect(await pageAlternates(loader, cs, params), cs).toEqual(expected);
      expect(await pageAlternates(loader, sk, params), sk).toEqual(expected);
    }
  });

  it('link nothing from an article (one language’s), a page of a list past the first, or the delivery page’s frame (not indexed)', async () => {
    const post = { id: 5, slug: 'jak-na-balonky', url: '/blog/5/jak-na-balonky', title: 'Jak na balónky', perex: '…', image: null, author: null, published_at: '2026-01-05T10:00:00.000Z', category: null, content: '<p>…</p>', related: [], products: [] };
    const { context } = shop('cs+sk', stub('GET /blog/posts/:id', { data: post }));
    await blogPostLoader(routeArgs(context, post.url, { id: '5', slug: post.slug }));
    expect(alternatesOf(await headHtml(context))).toEqual({});
    expect(await pageAlternates(blogLoader, '/blog?strana=2')).toEqual({});
    expect(await pageAlternates(deliveryInfoLoader, '/info/doprava-a-platba/okno')).toEqual({});
  });
});

/** The canonical link of a page at `path` (pageMeta over the real root loader's data). */
async function canonicalOf(sites: 'cs' | 'cs+sk', path: string): Promise<string | undefined> {
  const { context } = shop(
    sites,
    stub('GET /settings', { data: [] }),
    stub('GET /poster', { data: { 'banner.promo': [], 'banner.popup_desktop': [], 'banner.popup_mobile': [] } }),
    stub('GET /catalog/category/:locale', { data: [] }),
    stub('GET /lists/searchPlaceholders', { data: [] }),
    currencies,
  );
  const result = (await rootLoader({ request: new Request(`http://localhost:3000${path}`), context, params: {} } as never)) as unknown as { data: unknown };
  const tags = pageMeta([{ id: 'root', data: result.data }], { pathname: path }, {});
  return (tags.find((t) => 'rel' in t && t.rel === 'canonical') as { href?: string } | undefined)?.href;
}
