import { describe, expect, it } from 'vitest';
import { loader as categoryLoader } from '../../app/routes/listing';
import { loader as homeLoader } from '../../app/routes/home';
import { action as summaryAction, loader as summaryLoader } from '../../app/routes/order-summary';
import { loader as productLoader } from '../../app/routes/product';
import { loader as blogLoader } from '../../app/routes/blog';
import { loader as storesLoader } from '../../app/routes/stores';
import { loader as storeLoader } from '../../app/routes/store';
import { loader as eventsLoader } from '../../app/routes/events';
import { loader as careersLoader } from '../../app/routes/careers';
import { loader as documentsLoader } from '../../app/routes/documents';
import { partialAnswer, stub, routeArgs, stubLoadContext, tokenCookie, outcome } from './support/load-context';
import { messagesFor } from '../../app/i18n/catalogue.server';

/** What a page loader's data gives the page in the browser: its packed texts read as JSON (lib/packed.ts). */
function sent(result: unknown): Record<string, unknown> {
  const { packed, messages, ...rest } = result as Record<string, unknown>;
  return { ...(typeof packed === 'string' ? (JSON.parse(packed) as object) : {}), ...rest, ...(typeof messages === 'string' ? { messages: JSON.parse(messages) as unknown } : {}) };
}

const subcategory = { id: 13, slug: 'damske-kostymy', name: 'Dámské kostýmy', image: null, url: '/13/damske-kostymy' };
const category = { id: 12, slug: 'kostymy', url: '/12/kostymy', name: 'Kostýmy', description: 'Kostýmy pro každou příležitost.', breadcrumbs: [{ name: 'Kostýmy', url: '/12/kostymy' }], subcategories: [subcategory] };
const listing = { category, products: [], total: 0, facets: null };
/** The shop's currencies: a listing's loader asks which one the visitor sees (its facets' prices are in it). */
const currencies = stub('GET /lists/currencies', {
  data: [
    { id: 1, code: 'CZK', symbol_before: '', symbol_after: 'Kč', decimals: 2, rate: 1, is_default: true },
    { id: 2, code: 'EUR', symbol_before: '', symbol_after: '€', decimals: 2, rate: 0.04, is_default: false },
  ],
});
/** The calls of a loader but the currencies'. */
const catalogueCalls = <C extends { path: string }>(calls: C[]) => calls.filter((c) => !c.path.startsWith('/api/lists/currencies'));
const HASH = 'a'.repeat(64);

/** A product as the API lists it. */
const listed = {
  id: 252,
  slug: 'kostym-maly-superhrdina',
  name: 'Kostým Malý superhrdina',
  url: '/252/detske-kostymy/kostym-maly-superhrdina',
  price: 52810,
  price_sale: 38760,
  original_price: 45372,
  is_price_sale_active: true,
  tax_rate: { id: 1, rate: 21 },
  main_image: 'products/kos-000252.webp',
  default_category: { id: 11, name: 'Dětské kostýmy', slug: 'detske-kostymy' },
  price_vat: 46900,
  original_price_vat: 54900,
  is_adult: false,
  labels: ['sale'],
  discount_percent: 15,
  availability: { state: 'in_stock', count: 315, delivery_days: { min: 1, max: 2 } },
  variants_count: 5,
};

describe('category page loader', () => {
  it('asks the API with the parsed listing query, the site and the visitor’s token', async () => {
    const { context, calls: all } = stubLoadContext(stub('GET /catalog/category/:id/products', partialAnswer({ data: listing })), currencies);
    const cookie = await tokenCookie('t0k3n');
    const result = await categoryLoader(routeArgs(context, '/12/kostymy?sort=price_asc&in_stock=on&page=2', { id: '12', category: 'kostymy' }, { headers: { cookie } }));
    const calls = catalogueCalls(all);
    expect(all).toHaveLength(2);
    // What stands above the products (routes/listing.tsx serves categories, new and sale goods and brands alike).
    expect(sent(result)).toMatchObject({
      head: { title: 'Kostýmy', lead: 'Kostýmy pro každou příležitost.', breadcrumbs: category.breadcrumbs, subcategories: [subcategory], logo: null },
      listing: { products: [], total: 0 },
      query: { sort: 'price_asc', inStock: true, page: 2 },
    });
    expect(calls).toHaveLength(1);
    // The facets' counts asked too, none chosen.
    expect(calls[0]!.path).toBe('/api/catalog/category/12/products?sort=price_asc&in_stock=true&page=2&facets=true');
    expect(calls[0]!.headers).toMatchObject({ 'client-url': 'http://localhost:3000', authorization: 'Bearer t0k3n' });
  });

  it('sends each product with only the fields its card shows', async () => {
    const { context } = stubLoadContext(stub('GET /catalog/category/:id/products', partialAnswer({ data: { ...listing, products: [listed], total: 1 } })), currencies);
    const result = await categoryLoader(routeArgs(context, '/12/kostymy', { id: '12', category: 'kostymy' }));
    const { slug, price, price_sale, original_price, tax_rate, default_category, is_adult, ...card } = listed;
    expect(sent(result)).toMatchObject({ listing: { total: 1 } });
    expect((sent(result) as { listing: { products: unknown[] } }).listing.products).toStrictEqual([card]);
  });

  it('falls back to the defaults for nonsense in the URL', async () => {
    const { context, calls: all } = stubLoadContext(stub('GET /catalog/category/:id/products', partialAnswer({ data: listing })), currencies);
    const result = await categoryLoader(routeArgs(context, '/12/kostymy?sort=cheapest&in_stock=maybe&page=-3&velikost=XXXL&cena-od=abc', { id: '12', category: 'kostymy' }));
    expect(sent(result)).toMatchObject({ query: { sort: 'recommended', inStock: false, page: 1 } });
    const calls = catalogueCalls(all);
    expect(calls[0]!.path).toBe('/api/catalog/category/12/products?sort=recommended&in_stock=false&page=1&facets=true');
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('is a 404 for a malformed id without asking the API, and for an id the API does not know', async () => {
    const { context, calls } = stubLoadContext();
    for (const id of ['0', '012', 'abc', '-5', '99999999999']) {
      expect(await outcome(categoryLoader(routeArgs(context, `/${id}/kostymy`, { id, category: 'kostymy' })))).toEqual({ status: 404 });
    }
    expect(calls).toHaveLength(0);
    expect(await outcome(categoryLoader(routeArgs(context, '/77/kostymy', { id: '77', category: 'kostymy' })))).toEqual({ status: 404 });
    // The category, then the product of that id (an old two-segment product link would be one of its).
    expect(catalogueCalls(calls).map((c) => c.path.split('?')[0])).toEqual(['/api/catalog/category/77/products', '/api/catalog/product/77']);
  });

  it('sends a wrong slug to the canonical URL (301), keeping the query and the locale', async () => {
    const { context } = stubLoadContext(stub('GET /catalog/category/:id/products', partialAnswer({ data: listing })), currencies);
    expect(await outcome(categoryLoader(routeArgs(context, '/en/12/old-name?sort=name', { id: '12', category: 'old-name' })))).toEqual({
      status: 301,
      location: '/en/12/kostymy?sort=name',
    });
  });
});

describe('product page loader', () => {
  const variants = [
    { id: 51, availability: { state: 'in_stock' } },
    { id: 52, availability: { state: 'sold_out_temporarily' } },
    { id: 53, availability: { state: 'no_store' } },
  ];
  const product = { id: 5, url: '/12/kostymy/piratsky-klobouk', name: 'Pirátský klobouk', variants, set_products: [], motif_products: [], related_products: [], similar_products: [] };

  it('loads the product and redirects any other path to its canonical one', async () => {
    const { context, calls } = stubLoadContext(stub('GET /catalog/product/:id', partialAnswer({ data: product })));
    // The variants a stock watchdog may be set on: those the shop sells but has none of (domain watchdogApplies).
    const loaded = sent(await productLoader(routeArgs(context, '/12/kostymy/piratsky-klobouk', { id: '5' }))) as Record<string, unknown>;
    expect(loaded).toEqual({
      product,
      watchable: [52, 53],
      messages: JSON.parse(messagesFor('cs', ['catalog', 'cart.addFailed', 'notice.watchdogFailed'])),
      dataLayer: expect.any(String),
    });
    expect(JSON.parse(loaded.dataLayer as string)).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: expect.objectContaining({ currency: 'CZK', items: [expect.objectContaining({ item_id: '5', quantity: 1 })] }) },
    ]);
    expect(await outcome(productLoader(routeArgs(context, '/3/jine/klobouk?x=1', { id: '5' })))).toEqual({ status: 301, location: '/12/kostymy/piratsky-klobouk?x=1' });
    expect(calls.map((c) => c.path)).toEqual(['/api/catalog/product/5', '/api/catalog/product/5']);
  });

  it('sends the related lists with only the fields their cards show (a related product has no availability)', async () => {
    const { availability, variants_count, discount_percent, ...related } = listed;
    const lists = { set_products: [related], motif_products: [], related_products: [related, related], similar_products: [listed] };
    const { context } = stubLoadContext(stub('GET /catalog/product/:id', partialAnswer({ data: { ...product, ...lists } })));
    const result = sent(await productLoader(routeArgs(context, '/12/kostymy/piratsky-klobouk', { id: '5' }))) as { product: Record<keyof typeof lists, unknown[]> };
    const { slug, price, price_sale, original_price, tax_rate, default_category, is_adult, ...card } = related;
    expect(result.product.set_products).toStrictEqual([card]);
    expect(result.product.related_products).toStrictEqual([card, card]);
    expect(result.product.similar_products).toStrictEqual([{ ...card, discount_percent, availability, variants_count }]);
  });

  it('turns the API’s 404 and 400 into the page’s 404', async () => {
    const { context } = stubLoadContext(stub('GET /catalog/product/:id', { error: 'validation' }, 400));
    expect(await outcome(productLoader(routeArgs(context, '/1/a/b', { id: '5' })))).toEqual({ status: 404 });
    expect(await outcome(productLoader(routeArgs(context, '/1/a/b', { id: '6' })))).toEqual({ status: 404 });
  });
});

describe('order summary loader and card-payment action', () => {
  const order = {
    id: 9,
    number: '2026000009',
    state: 'waiting_for_payment',
    invoice_address: { country: 'SK' },
    delivery_address: { country: 'CZ' },
    items: [{ kind: 'product', product_id: 5, variant_id: 52, name: 'Pirátský klobouk', variant_name: 'L', amount: 2, unit_price: 24_900 }],
    vouchers: [],
    delivery: { price_vat: 9_900 },
    total: 59_700,
    total_vat: 10_361,
  };
  const params = { id: '9', hash: HASH };
  const base = `/orders/summary/9/${HASH}`;
  const countries = stub('GET /lists/countries/:locale', { data: [{ id: 1, code: 'CZ', name: 'Česká republika', phone_prefix: '+420' }] });

  it('answers the order privately and unindexed, without the visitor’s token, with its addresses’ countries by name', async () => {
    const { context, calls } = stubLoadContext(stub('GET /orders/summary/:id/:hash', partialAnswer({ data: order })), countries);
    const cookie = await tokenCookie('t0k3n');
    const response = (await summaryLoader(routeArgs(context, `/shrnuti/9/${HASH}`, params, { headers: { cookie } }))) as unknown as { data: unknown; init: { headers: Record<string, string> } };
    // Named as the countries list names them, and by Intl where the list does not.
    expect(response.data).toEqual({ order, countryNames: { SK: 'Slovensko', CZ: 'Česká republika' }, messages: messagesFor('cs', ['orders']), dataLayer: expect.any(String) });
    // GA4's purchase, once for the order (the head's script keeps the `once` key), packed as one JSON text.
    expect(JSON.parse((response.data as { dataLayer: string }).dataLayer)).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        once: 'purchase:2026000009',
        ecommerce: { transaction_id: '2026000009', currency: 'CZK', value: 597, tax: 103.61, shipping: 99, items: [{ item_id: '5', item_name: 'Pirátský klobouk', item_variant: 'L', price: 249, quantity: 2, index: 0 }] },
      },
    ]);
    expect(response.init.headers).toEqual({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    expect(calls.map((c) => c.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('re-checks the card payment first when the customer returns from the gateway', async () => {
    const { context, calls } = stubLoadContext(stub('POST /orders/summary/:id/:hash/payment/check', { data: { state: 'paid', paid_at: '2026-11-20T10:00:00.000Z', payment_state: 'PAID' } }), stub('GET /orders/summary/:id/:hash', partialAnswer({ data: order })), countries);
    await summaryLoader(routeArgs(context, `/shrnuti/9/${HASH}?payment=return`, params));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST /api${base}/payment/check`, `GET /api${base}`, 'GET /api/lists/countries/cs']);
  });

  it('is a 404 for a malformed hash (API not asked) and for a wrong one', async () => {
    const { context, calls } = stubLoadContext();
    expect(await outcome(summaryLoader(routeArgs(context, '/shrnuti/9/abc', { id: '9', hash: 'ABC' })))).toEqual({ status: 404 });
    expect(calls).toHaveLength(0);
    expect(await outcome(summaryLoader(routeArgs(context, `/shrnuti/9/${HASH}`, params)))).toEqual({ status: 404 });
  });

  it('sends the customer to the gateway, or back to the summary when the order is already paid', async () => {
    const started = stubLoadContext(stub('POST /orders/summary/:id/:hash/payment', { data: { gateway_url: 'https://gw.example/pay/1' } }));
    const post = { method: 'POST' };
    expect(await outcome(summaryAction(routeArgs(started.context, `/shrnuti/9/${HASH}`, params, post)).then((r) => Promise.reject(r)))).toEqual({
      status: 302,
      location: 'https://gw.example/pay/1',
    });
    const paid = stubLoadContext(stub('POST /orders/summary/:id/:hash/payment', { error: 'already_paid' }, 409));
    expect(await outcome(summaryAction(routeArgs(paid.context, `/shrnuti/9/${HASH}`, params, post)).then((r) => Promise.reject(r)))).toEqual({
      status: 303,
      location: `/shrnuti/9/${HASH}`,
    });
  });

  it('shows a Czech message when the gateway fails', async () => {
    const { context } = stubLoadContext(stub('POST /orders/summary/:id/:hash/payment', { error: 'gateway_unavailable' }, 503));
    const response = (await summaryAction(routeArgs(context, `/shrnuti/9/${HASH}`, params, { method: 'POST' }))) as unknown as { data: { paymentError: string }; init: { status: number } };
    expect(response.init.status).toBe(502);
    expect(response.data.paymentError).toMatch(/platb/i);
  });
});

describe('home page loader', () => {
  it('loads services in the page’s language, best sellers, sale goods, the three newest articles and the social feed', async () => {
    const top = [{ id: 1 }];
    const sale = [{ id: 2 }];
    const services = [{ id: 3 }];
    const post = (id: number) => ({ id, url: `/blog/${id}/clanek`, title: `Článek ${id}`, published_at: '2026-11-20T08:00:00.000Z' });
    const feed = [
      { image: 'social/1.webp', url: 'https://www.instagram.com/konfety.cz', alt: 'Oblouk', network: 'instagram' },
      // Settings are free JSON: an item whose link is no web address is left out.
      { image: 'social/2.webp', url: 'javascript:alert(1)', alt: 'Zlé', network: 'instagram' },
    ];
    const { context, calls } = stubLoadContext(
      stub('GET /services', partialAnswer({ data: services })),
      stub('GET /catalog/products/top', partialAnswer({ data: top })),
      stub('GET /catalog/products/sale', partialAnswer({ data: { products: sale, total: 1 } })),
      stub('GET /blog/posts', partialAnswer({ data: { posts: [post(1), post(2), post(3), post(4)], total: 4, page: 1, limit: 12, has_more: false } })),
      stub('GET /settings', partialAnswer({ data: [{ name: 'socialFeed', value: feed }] })),
    );
    const data = sent(await homeLoader(routeArgs(context, '/sk', {}))) as { news: Array<{ id: number; published: string }>; social: unknown[] };
    expect(data).toMatchObject({ services, top, sale, social: [feed[0]], messages: JSON.parse(messagesFor('sk', ['home', 'catalog'])) });
    expect(data.news.map((n) => n.id)).toEqual([1, 2, 3]);
    expect(data.news[0]!.published).toBe('20. novembra 2026');
    expect(calls).toHaveLength(5);
  });
});

describe('content pages whose data does not load (SPEC §8: posts, store load, data)', () => {
  const down = (key: Parameters<typeof stub>[0]) => stub(key, partialAnswer({ error: 'internal', message: 'Na serveru došlo k chybě.' }), 500);
  const answered = async (promise: Promise<unknown>) => {
    const result = (await promise) as { init?: { status?: number; headers?: Record<string, string> }; data?: { failed?: boolean } };
    return { status: result.init?.status, failed: result.data?.failed, cache: result.init?.headers?.['cache-control'] };
  };

  it('answer their page with its notice as a 503 nobody keeps, not the error page', async () => {
    const cases = [
      [blogLoader, [down('GET /blog/posts'), stub('GET /blog/categories/list', partialAnswer({ data: [] }))], '/blog', {}],
      [storesLoader, [down('GET /stores'), stub('GET /settings', partialAnswer({ data: [] }))], '/prodejny', {}],
      [storeLoader, [down('GET /stores/:id')], '/prodejny/1', { id: '1' }],
      [eventsLoader, [down('GET /events')], '/eventy', {}],
      [careersLoader, [down('GET /careers')], '/kariera', {}],
      [documentsLoader, [down('GET /documents')], '/dokumenty', {}],
    ] as const;
    for (const [loader, stubs, path, params] of cases) {
      const { context } = stubLoadContext(...stubs);
      expect(await answered((loader as (args: unknown) => Promise<unknown>)(routeArgs(context, path, params))), path).toEqual({ status: 503, failed: true, cache: 'no-store' });
    }
  });

  it('keep the 404 page for what does not exist', async () => {
    const { context } = stubLoadContext();
    expect(await outcome(storeLoader(routeArgs(context, '/prodejny/999', { id: '999' }) as never))).toEqual({ status: 404 });
  });
});
