import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { countQueries, formatStatements, schema } from '@konfety/db';
import { sortOptions } from '@konfety/domain/catalog';
import { callerScope } from '../src';
import { createTestApp, CZ, loginAs, type TestApp } from './support/app';
import { cartWith, checkoutMethods, guestOrderBody, newGuestCart, pickProducts, putItem } from './support/fixtures';

/*
 * Pinned SQL statement counts per API operation (Saleor-style): a change that
 * sends one statement more (an N+1, a forgotten join, a query per row) fails
 * here, and the failure lists the statements. A transaction counts as `begin`
 * and `commit`, the same on PGlite and PostgreSQL (packages/db/src/query-count.ts).
 *
 * Counts are of a warm call (the same call made once before), so an in-process
 * cache counts as what it saves. When a change is meant to alter a count,
 * update the number here in the same commit and say why.
 */
const PINNED = {
  // catalogue: a category listing of the largest category (subcategories included), every sort, with and without the in-stock filter
  'listing recommended': 2,
  'listing recommended in stock': 2,
  'listing name': 2,
  'listing name in stock': 2,
  'listing price_asc': 2,
  'listing price_asc in stock': 2,
  'listing price_desc': 2,
  'listing price_desc in stock': 2,
  'listing page 2': 2,
  // facets (catalog/facets.ts): the counts and the price range are a scalar subquery of the listing's one statement,
  // and the filters conditions of it
  'listing with facets': 2,
  'listing with facets, every filter': 2,
  'new goods': 1,
  'new goods with facets': 1,
  'sale goods': 1,
  'best sellers': 1,
  'product detail': 3,
  'category tree': 1,
  // search: a page of product ids (one statement planned for the text), their cards (one), their total (one, run beside
  // them), the other groups in one, the category index (shell data); a text corrected for a typo asks the vocabulary
  // and searches again
  search: 5,
  'search (typo corrected)': 11,
  'search suggestions': 4,
  'brand list': 1,
  'brand listing': 2,
  // shell and home
  settings: 1,
  banners: 1,
  currencies: 1,
  'search placeholders': 1,
  services: 1,
  'content page': 1,
  // the blog: a page of posts with their total (a window count), an article, its related ones and the products it mentions (those two at once)
  'blog posts': 1,
  'blog post': 3,
  // a service's page and the others of its language; the stores (one statement each)
  'service page': 2,
  stores: 1,
  store: 1,
  // events: the upcoming and the past ones (two statements, run together); an event, the positions, a position (one each)
  events: 2,
  event: 1,
  careers: 1,
  career: 1,
  // a content form: the limit's transaction (begin, the locks, count and insert, commit), then the inquiry's (begin, its
  // insert, its mail job, commit)
  'contact form': 8,
  // cart and checkout
  'guest cart read': 1,
  'customer cart read': 2,
  // the header's cart widget: the user and the carts asked at once by one storefront request share the token's lookup (http/caller-scope.ts)
  'cart widget (user and carts at once)': 2,
  'add to cart (new line)': 6,
  'add to cart (more of a line)': 6,
  // the order's lines are inserted by its last statement (with its history row, its mail job and the cart's
  // deletion): 12 → 11; the mail job added no statement
  'order placement': 11,
  'order placement (three lines)': 11,
  // the attempt is counted before the password check, in a transaction holding the e-mail's and the address's
  // advisory locks (begin, the locks, count and insert, commit: accounts/throttle.ts), so simultaneous guesses never
  // pass the limit; then the account, and for the right password the token with the failures forgotten: 2 → 6 and 5
  login: 6,
  'login (wrong password)': 5,
  // account orders (issue 11 part B): the token, then one statement for a page of orders (its total as a window count) or for one order with its lines, vouchers and history
  'account order list': 2,
  'account order list (page past the end)': 3,
  'account order detail': 2,
  // influencer statistics and the video library (issue 11 part D2): the token, then the codes with their uses' sums in one statement; a video's
  // categories come from the category index (shell data: no statement with a listening change bus, one without, as here)
  'influencer statistics': 2,
  'video library': 1,
  'video detail': 2,
  // saved addresses and invoice details (issue 11 part C): the token, then one statement a read or a change; a write that may move the
  // default is a transaction holding the customer's row lock (begin, the lock — for the default, with the address read —, its writes, commit)
  'saved addresses': 2,
  'address add': 5,
  'address change': 2,
  'address made default': 6,
  'address delete (the default)': 6,
  'invoice details': 2,
  'invoice details save': 2,
} satisfies Record<string, number>;

type Operation = keyof typeof PINNED;

let t: TestApp;
const measured = new Map<Operation, number>();

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  // One table of what was measured, to update PINNED in one go after a deliberate change.
  const changed = [...measured].filter(([op, n]) => PINNED[op] !== n);
  if (changed.length > 0) {
    process.stdout.write(`query counts that differ from PINNED (${t.kind}):\n${changed.map(([op, n]) => `  '${op}': ${n}, // pinned ${PINNED[op]}`).join('\n')}\n`);
  }
  await t.close();
});

/**
 * Counts the statements of `run` and asserts the pinned number. `run` is called twice (a warm-up, then the
 * counted call); `setup`, uncounted, before each, hands it what it needs (a fresh cart …).
 */
async function expectStatements<T, S = undefined>(op: Operation, run: (prepared: S) => Promise<T>, setup?: () => Promise<S>): Promise<T> {
  await run((await setup?.()) as S);
  const prepared = (await setup?.()) as S;
  const counted = await countQueries(t.db, () => run(prepared));
  measured.set(op, counted.count);
  if (process.env.QUERY_COUNTS_VERBOSE) process.stdout.write(`${op} (${counted.count}):\n${formatStatements(counted.statements)}\n`);
  expect.soft(counted.count, `${op}: ${counted.count} statements on ${t.kind} (pinned ${PINNED[op]}):\n${formatStatements(counted.statements)}`).toBe(PINNED[op]);
  return counted.result;
}

async function ok(method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string> = CZ, payload?: unknown, status = 200) {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json() as { data: unknown };
}

/** The top-level category with the most active products in its subtree: the listing that costs the most. */
async function largestCategoryId(): Promise<number> {
  const c = schema.categories;
  const rows = await t.db
    .select({ id: sql<number>`coalesce(${c.parentId}, ${c.id})`.mapWith(Number), n: sql<number>`count(*)`.mapWith(Number) })
    .from(schema.productCategories)
    .innerJoin(c, eq(c.id, schema.productCategories.categoryId))
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`))
    .limit(1);
  return rows[0]!.id;
}

describe('pinned statement counts: catalogue', () => {
  it('category listing: every sort, with and without the in-stock filter', async () => {
    const id = await largestCategoryId();
    for (const sort of sortOptions) {
      for (const inStock of [false, true]) {
        const op = `listing ${sort}${inStock ? ' in stock' : ''}` as Operation;
        const page = (await expectStatements(op, () => ok('GET', `/api/catalog/category/${id}/products?sort=${sort}&in_stock=${inStock}`))).data as {
          products: unknown[];
          total: number;
        };
        expect(page.products.length).toBeGreaterThan(0);
      }
    }
    await expectStatements('listing page 2', () => ok('GET', `/api/catalog/category/${id}/products?page=2`));
    const { facets } = (await expectStatements('listing with facets', () => ok('GET', `/api/catalog/category/${id}/products?facets=true`))).data as {
      facets: { brands: Array<{ slug: string }>; colors: Array<{ value: string }>; sizes: Array<{ value: string }> };
    };
    const filters = new URLSearchParams({ facets: 'true', in_stock: 'true', price_from: '10000', price_to: '200000', sort: 'price_asc' });
    for (const [name, values] of [['brand', facets.brands.map((b) => b.slug)], ['color', facets.colors.map((c) => c.value)], ['size', facets.sizes.map((s) => s.value)]] as const) {
      for (const value of values.slice(0, 2)) filters.append(name, value);
    }
    await expectStatements('listing with facets, every filter', () => ok('GET', `/api/catalog/category/${id}/products?${filters}`));
  });

  it('new, sale and best sellers', async () => {
    await expectStatements('new goods', () => ok('GET', '/api/catalog/products/new'));
    await expectStatements('new goods with facets', () => ok('GET', '/api/catalog/products/new?facets=true&color=cervena&size=M'));
    await expectStatements('sale goods', () => ok('GET', '/api/catalog/products/sale'));
    await expectStatements('best sellers', () => ok('GET', '/api/catalog/products/top'));
  });

  it('product detail (a best seller: brand, gallery, variants, reviews, linked products)', async () => {
    const top = (await ok('GET', '/api/catalog/products/top?limit=1')).data as Array<{ id: number }>;
    const detail = (await expectStatements('product detail', () => ok('GET', `/api/catalog/product/${top[0]!.id}`))).data as { reviews: { count: number } };
    expect(detail.reviews.count).toBeGreaterThan(0);
  });

  it('category tree', async () => {
    await expectStatements('category tree', () => ok('GET', '/api/catalog/category/cs'));
  });

  it('search, a corrected search, suggestions', async () => {
    const found = (await expectStatements('search', () => ok('GET', '/api/search?q=kostym'))).data as { products: { total: number } };
    expect(found.products.total).toBeGreaterThan(0);
    const corrected = (await expectStatements('search (typo corrected)', () => ok('GET', `/api/search?q=${encodeURIComponent('paruka blod')}`))).data as { corrected: string | null };
    expect(corrected.corrected).toBe('paruka blond');
    await expectStatements('search suggestions', () => ok('GET', '/api/search/suggestions?q=kost'));
  });

  it('brands and a brand listing', async () => {
    const brands = (await expectStatements('brand list', () => ok('GET', '/api/catalog/brands'))).data as Array<{ slug: string }>;
    await expectStatements('brand listing', () => ok('GET', `/api/catalog/brand/${brands[0]!.slug}/products`));
  });
});

describe('pinned statement counts: shell and home', () => {
  it('settings, banners, currencies, search placeholders, services, a content page, the blog', async () => {
    await expectStatements('settings', () => ok('GET', '/api/settings'));
    await expectStatements('banners', () => ok('GET', '/api/poster'));
    await expectStatements('currencies', () => ok('GET', '/api/lists/currencies'));
    await expectStatements('search placeholders', () => ok('GET', '/api/lists/searchPlaceholders'));
    await expectStatements('services', () => ok('GET', '/api/services'));
    await expectStatements('content page', () => ok('GET', '/api/pages/obchodni-podminky'));
    const posts = (await expectStatements('blog posts', () => ok('GET', '/api/blog/posts'))).data as { posts: Array<{ id: number }> };
    await expectStatements('blog post', () => ok('GET', `/api/blog/posts/${posts.posts[0]!.id}`));
    const services = (await ok('GET', '/api/services')).data as Array<{ id: number }>;
    await expectStatements('service page', () => ok('GET', `/api/services/${services[0]!.id}`));
    const stores = (await expectStatements('stores', () => ok('GET', '/api/stores'))).data as Array<{ id: number }>;
    await expectStatements('store', () => ok('GET', `/api/stores/${stores[0]!.id}`));
    const events = (await expectStatements('events', () => ok('GET', '/api/events'))).data as { upcoming: Array<{ id: number }> };
    await expectStatements('event', () => ok('GET', `/api/events/${events.upcoming[0]!.id}`));
    const careers = (await expectStatements('careers', () => ok('GET', '/api/careers'))).data as Array<{ id: number }>;
    await expectStatements('career', () => ok('GET', `/api/careers/${careers[0]!.id}`));
    await expectStatements('contact form', () => ok('POST', '/api/inquiries/contact', CZ, { name: 'Jan Novák', email: 'pocty@example.com', message: 'Dotaz' }));
  });
});

describe('pinned statement counts: cart, checkout, login', () => {
  it('guest cart: read, add a new line, add more of a line', async () => {
    const [first, second] = await pickProducts(t.db, { minStock: 20, singleVariant: true, count: 2 });
    const cart = await cartWith(t, first!, 1);
    await expectStatements('guest cart read', () => ok('GET', `/api/cart/anonymous/cs/${cart.tempId}`));
    await expectStatements(
      'add to cart (new line)',
      async (fresh) => {
        const res = await putItem(t, CZ, fresh.tempId, { id: second!.productId, variantId: second!.variantId, quantity: 1 });
        expect(res.statusCode, res.body).toBe(200);
      },
      () => newGuestCart(t, CZ),
    );
    let quantity = 1;
    // Each call sets another quantity, so the warm-up and the counted call both change the line.
    await expectStatements('add to cart (more of a line)', async () => {
      quantity++;
      const res = await putItem(t, CZ, cart.tempId, { id: first!.productId, variantId: first!.variantId, quantity });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('customer cart read (one cart with two lines, Bearer token)', async () => {
    const headers = await loginAs(t, 'zakaznik@example.com');
    const [a, b] = await pickProducts(t.db, { minStock: 5, singleVariant: true, count: 2 });
    const cart = (await ok('POST', '/api/cart/create', headers, {})).data as { id: number };
    for (const p of [a!, b!]) expect((await putItem(t, headers, cart.id, { id: p.productId, variantId: p.variantId, quantity: 1 })).statusCode).toBe(200);
    const carts = (await expectStatements('customer cart read', () => ok('GET', '/api/cart/cs', headers))).data as Array<{ items: unknown[] }>;
    expect(carts[0]!.items).toHaveLength(2);
    const asCaller = callerScope();
    await expectStatements('cart widget (user and carts at once)', () => asCaller(() => Promise.all([ok('GET', '/api/me', headers), ok('GET', '/api/cart/cs', headers)])));
  });

  it('order placement (guest, one line, personal pickup, bank transfer)', async () => {
    const methods = await checkoutMethods(t, CZ);
    const [product] = await pickProducts(t.db, { minStock: 10, singleVariant: true });
    let n = 0;
    await expectStatements(
      'order placement',
      async (cart) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...CZ, 'idempotency-key': `query-count-order-${++n}-abcdefgh` },
          payload: guestOrderBody(methods, cart.tempId),
        });
        expect(res.statusCode, res.body).toBe(201);
      },
      () => cartWith(t, product!, 1),
    );
  });

  it('order placement (three lines): no statement per line', async () => {
    const methods = await checkoutMethods(t, CZ);
    const products = await pickProducts(t.db, { minStock: 10, singleVariant: true, count: 3 });
    let n = 0;
    await expectStatements(
      'order placement (three lines)',
      async (cart) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...CZ, 'idempotency-key': `query-count-three-${++n}-abcdefgh` },
          payload: guestOrderBody(methods, cart.tempId),
        });
        expect(res.statusCode, res.body).toBe(201);
      },
      async () => {
        const cart = await cartWith(t, products[0]!, 1);
        for (const p of products.slice(1)) expect((await putItem(t, CZ, cart.tempId, { id: p.productId, variantId: p.variantId, quantity: 1 })).statusCode).toBe(200);
        return cart;
      },
    );
  });

  it('login, right and wrong password', async () => {
    await expectStatements('login', () => ok('POST', '/api/auth/login', CZ, { email: 'zakaznik@example.com', password: 'Heslo123' }));
    await expectStatements('login (wrong password)', () => ok('POST', '/api/auth/login', CZ, { email: 'vip@example.com', password: 'Spatne123' }, 401));
  });
});

describe('pinned statement counts: account orders (issue 11 part B)', () => {
  it('the customer’s order list and an order’s detail: no statement per order or per line', async () => {
    const headers = await loginAs(t, 'zakaznik@example.com');
    const page = (await expectStatements('account order list', () => ok('GET', '/api/account/orders', headers))).data as { orders: Array<{ id: number }>; total: number };
    expect(page.orders.length).toBeGreaterThanOrEqual(2);
    // Past the last page no row carries the total, so it is counted on its own.
    await expectStatements('account order list (page past the end)', () => ok('GET', '/api/account/orders?page=50', headers));
    const detail = (await expectStatements('account order detail', () => ok('GET', `/api/account/orders/${page.orders.at(-1)!.id}`, headers))).data as { items: unknown[]; history: unknown[] };
    expect(detail.items.length).toBeGreaterThan(2);
    expect(detail.history.length).toBeGreaterThan(1);
  });
});

describe('pinned statement counts: influencer statistics and videos (issue 11 part D2)', () => {
  it('the statistics: no statement per code or per use; the library and a video', async () => {
    const headers = await loginAs(t, 'influencer@example.com');
    const stats = (await expectStatements('influencer statistics', () => ok('GET', '/api/account/influencer', headers))).data as { used_vouchers: number; codes: unknown[] };
    expect(stats.used_vouchers).toBeGreaterThan(0);
    const videos = (await expectStatements('video library', () => ok('GET', '/api/videos'))).data as Array<{ id: number }>;
    const video = (await expectStatements('video detail', () => ok('GET', `/api/videos/${videos[0]!.id}`))).data as { categories: unknown[] };
    expect(video.categories.length).toBeGreaterThan(0);
  });
});

describe('pinned statement counts: saved addresses and invoice details (issue 11 part C)', () => {
  it('list, add, change, make default, delete the default; read and save the invoice details', async () => {
    const headers = await loginAs(t, 'vip@example.com');
    const body = { name: 'Domů', firstname: 'Martin', lastname: 'Dvořák', street: 'Korunní 12', city: 'Praha 2', zip: '12000', country: 'CZ', phonePrefix: '+420', phone: '777222333', email: 'vip@example.com' };
    const add = () => ok('POST', '/api/account/addresses', headers, body, 201).then((r) => (r.data as { id: number }).id);
    await add();
    await add();
    await expectStatements('saved addresses', () => ok('GET', '/api/account/addresses', headers));
    await expectStatements('address add', add);
    await expectStatements('address change', (id) => ok('PUT', `/api/account/addresses/${id}`, headers, { ...body, name: 'Kancelář' }), add);
    await expectStatements('address made default', (id) => ok('POST', `/api/account/addresses/${id}/default`, headers), add);
    await expectStatements(
      'address delete (the default)',
      async (id) => {
        const res = await t.app.inject({ method: 'DELETE', url: `/api/account/addresses/${id}`, headers });
        expect(res.statusCode, res.body).toBe(200);
      },
      async () => {
        const id = await add();
        await ok('POST', `/api/account/addresses/${id}/default`, headers);
        return id;
      },
    );
    const { name: _name, ...details } = body;
    await expectStatements('invoice details save', () => ok('PUT', '/api/account/invoice-details', headers, { ...details, company: 'Party Svět s.r.o.', companyId: '27596648' }));
    await expectStatements('invoice details', () => ok('GET', '/api/account/invoice-details', headers));
  });
});
