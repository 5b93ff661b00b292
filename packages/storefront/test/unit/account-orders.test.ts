import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlMessageFormat } from 'intl-messageformat';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AccountOrder, AccountOrderList, AccountOrderListItem } from '@konfety/api/contract';
import { formatIcu } from '@konfety/domain/i18n/icu';
import { accountCs, accountEn, accountSk } from '../../app/i18n/account';
import { messagesFor } from '../../app/i18n/catalogue.server';
import AccountLayout from '../../app/layouts/account';
import { privatePageHeaders } from '../../app/lib/page-headers';
import { pageHref, pageWindow } from '../../app/lib/paging';
import { loader as documentLoader } from '../../app/routes/account-document';
import AccountOrderPage, { headers as detailHeaders, loader as detailLoader } from '../../app/routes/account-order';
import AccountOrdersPage, { headers as listHeaders, loader as listLoader } from '../../app/routes/account-orders';
import { guardLoader } from '../../app/routing/guards.server';
import { pageAt, pageShare } from '../../app/routing/page-sharing';
import { locales } from '../../app/routing/route-names';
import { layouts, routeNames } from '../../app/routing/page-modules';
import { buildPageRoutes, type RouteEntry } from '../../app/routing/route-tree';
import { stub, routeArgs, stubLoadContext, tokenCookie, type StubRoute, outcome, answerOf } from './support/load-context';

/**
 * Route tests of the account's orders: /ucet (list) and /ucet/objednavka/{id} (detail). The real loaders run
 * over a stub API transport; the pages are rendered on the server as React Router renders them, to check the
 * table, the forms (they post to the summary's card-payment start, so they work without JavaScript) and links.
 */

const HASH = 'b'.repeat(64);
const czk = { code: 'CZK', rate: '1.00000000', decimals: 2, symbol_before: '', symbol_after: ' Kč' };

const listItem = (over: Partial<AccountOrderListItem> & { id: number }): AccountOrderListItem => ({
  number: `2026${String(over.id).padStart(6, '0')}`,
  created_at: '2026-11-19T12:00:00.000Z',
  total: 45900,
  currency: czk,
  state: 'delivered',
  state_name: 'Doručena',
  payment: { kind: 'bank_transfer', name: 'Bankovním převodem' },
  is_paid: true,
  actions: { pay_by_card: false, qr_payment: false },
  summary_hash: null,
  ...over,
});

const cardOrder = listItem({ id: 31, state: 'waiting_for_payment', state_name: 'Čeká na platbu', payment: { kind: 'card', name: 'Kartou online' }, is_paid: false, actions: { pay_by_card: true, qr_payment: false }, summary_hash: HASH });
const transferOrder = listItem({ id: 30, state: 'waiting_for_payment', state_name: 'Čeká na platbu', is_paid: false, actions: { pay_by_card: false, qr_payment: true } });
const deliveredOrder = listItem({ id: 12, created_at: '2026-10-11T09:30:00.000Z' });

const page = (orders: AccountOrderListItem[], over: Partial<AccountOrderList> = {}): AccountOrderList => ({ orders, total: orders.length, page: 1, pages: orders.length ? 1 : 0, limit: 10, ...over });

/** The countries list as the API answers it (the checkout's names). */
const countries = stub('GET /lists/countries/:locale', { data: [{ id: 1, code: 'CZ', name: 'Česká republika', phone_prefix: '+420' }] });
const address = { firstname: 'Jana', lastname: 'Nováková', company: null, company_id: null, vat_id: null, street: 'Vinohradská 1234/56', city: 'Praha 2', zip: '12000', country: 'CZ', phone: '+420 603123456', email: 'zakaznik@example.com' };
const line = { product_id: 5, variant_id: 9, variant_name: null, tax_rate: 21, unit_price_without_vat: 10000 };

function detail(over: Partial<AccountOrder> = {}): AccountOrder {
  return {
    id: 30,
    number: '2026000030',
    hash: HASH,
    url: `/shrnuti/30/${HASH}`,
    date: '2026-11-19T12:00:00.000Z',
    state: 'waiting_for_payment',
    state_name: 'Čeká na platbu',
    email: 'zakaznik@example.com',
    phone: '+420 603123456',
    variable_symbol: '2026000030',
    bank_account: '19-2000145399/0800',
    iban: 'CZ6508000000192000145399',
    qr_payment: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:242.00*CC:CZK',
    qr_standard: 'spayd',
    qr_image_url: `/api/orders/summary/30/${HASH}/qr.svg`,
    currency: czk,
    delivery: { id: 1, kind: 'branch_pickup', name: 'Osobní odběr na prodejně', price_vat: 0 },
    payment: { id: 2, kind: 'bank_transfer', name: 'Bankovním převodem', price_vat: 0, is_prepayment: true },
    pickup_store: { id: 3, name: 'Praha – Vinohrady', street: 'Korunní 12', city: 'Praha 2', zip: '12000', phone: '+420 222 333 444' },
    pickup_point: null,
    is_company: false,
    invoice_address: address,
    delivery_address: null,
    note: 'Vyzvednu v pátek',
    items: [{ ...line, kind: 'product', code: 'BAL-12', name: 'Balónky 12 ks', amount: 2, unit_price: 12100, price_without_vat: 20000, price_with_vat: 24200, vat: 4200 }],
    gifts: [],
    vouchers: [],
    items_total: 24200,
    discount: 0,
    total_without_vat: 20000,
    total_vat: 4200,
    total: 24200,
    paid_at: null,
    history: [{ state: 'waiting_for_payment', state_name: 'Čeká na platbu', date: '2026-11-19T12:00:00.000Z' }],
    invoices: [],
    actions: { pay_by_card: false, qr_payment: true },
    ...over,
  };
}

type DataResult<T> = { data: T; init: { headers: Record<string, string> } };

describe('/ucet loader', () => {
  it('asks the API for the page of the customer’s orders with the token, and answers privately', async () => {
    const { context, calls } = stubLoadContext(stub('GET /account/orders', { data: page([deliveredOrder], { total: 11, page: 2, pages: 2 }) }));
    const cookie = await tokenCookie('t0k3n');
    const result = (await listLoader(routeArgs(context, '/ucet?strana=2', {}, { headers: { cookie } }))) as unknown as DataResult<{ list: AccountOrderList }>;
    expect(result.data.list.orders).toEqual([deliveredOrder]);
    expect(result.init.headers).toEqual({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/account/orders?page=2', headers: { authorization: 'Bearer t0k3n', 'client-url': 'http://localhost:3000' } });
  });

  it('reads nonsense in ?strana= as page 1', async () => {
    const cookie = await tokenCookie('t0k3n');
    for (const strana of ['abc', '0', '-1', '2.5', '', '1e9', '%00']) {
      const { context, calls } = stubLoadContext(stub('GET /account/orders', { data: page([deliveredOrder]) }));
      expect(await outcome(listLoader(routeArgs(context, `/ucet?strana=${strana}`, {}, { headers: { cookie } }))), strana).toEqual({ status: 200 });
      expect(calls.map((c) => c.path), strana).toEqual(['/api/account/orders?page=1']);
    }
  });

  it('sends a page past the end to the last page, keeping the locale', async () => {
    const cookie = await tokenCookie('t0k3n');
    const { context } = stubLoadContext(stub('GET /account/orders', { data: page([], { total: 25, page: 9, pages: 3 }) }));
    expect(await outcome(listLoader(routeArgs(context, '/en/account?strana=9', {}, { headers: { cookie } })))).toEqual({ status: 302, location: '/en/account?strana=3' });
    const none = stubLoadContext(stub('GET /account/orders', { data: page([]) }));
    expect(await outcome(listLoader(routeArgs(none.context, '/ucet', {}, { headers: { cookie } })))).toEqual({ status: 200 });
  });

  it('sends an anonymous visitor where the auth guard does, without asking the API; a refused token too', async () => {
    const { context, calls } = stubLoadContext();
    expect(await outcome(listLoader(routeArgs(context, '/ucet?strana=2', {})))).toEqual({ status: 302, location: `/?redirect=${encodeURIComponent('/ucet?strana=2')}` });
    expect(calls).toHaveLength(0);
    const refused = stubLoadContext(stub('GET /account/orders', { error: 'unauthorized', message: 'Nejste přihlášeni.' }, 401));
    expect(await outcome(listLoader(routeArgs(refused.context, '/ucet', {}, { headers: { cookie: await tokenCookie('revoked') } })))).toEqual({ status: 302, location: '/?redirect=%2Fucet' });
  });
});

describe('/ucet/objednavka/{id} loader', () => {
  it('loads the customer’s order with the token and the order texts, privately', async () => {
    const order = detail();
    const { context, calls } = stubLoadContext(stub('GET /account/orders/:id', { data: order }), countries);
    const result = (await detailLoader(routeArgs(context, '/ucet/objednavka/30', { id: '30' }, { headers: { cookie: await tokenCookie('t0k3n') } }))) as unknown as DataResult<{ order: AccountOrder; messages: unknown }>;
    expect(result.data).toEqual({ order, documents: [], countryNames: { CZ: 'Česká republika' }, messages: messagesFor('cs', ['orders']) });
    expect(result.init.headers).toEqual({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    expect(calls[0]!.headers.authorization).toBe('Bearer t0k3n');
  });

  it('is the 404 page for a malformed id (API not asked) and for an order the API does not show this customer', async () => {
    const { context, calls } = stubLoadContext(stub('GET /account/orders/:id', { error: 'not_found', message: 'Nenalezeno.' }, 404));
    const cookie = await tokenCookie('t0k3n');
    for (const id of ['0', '012', 'abc', '-5', '1.5', '99999999999']) {
      expect(await outcome(detailLoader(routeArgs(context, `/ucet/objednavka/${id}`, { id }, { headers: { cookie } }))), id).toEqual({ status: 404 });
    }
    expect(calls).toHaveLength(0);
    // Another customer's order, a guest order and an unknown id all answer the API's 404.
    expect(await outcome(detailLoader(routeArgs(context, '/ucet/objednavka/31', { id: '31' }, { headers: { cookie } })))).toEqual({ status: 404 });
    expect(calls.map((c) => c.path)).toEqual(['/api/account/orders/31']);
  });

  it('remembers the order detail for after the login: the auth guard answers before the page (SPEC §2)', async () => {
    const { context, calls } = stubLoadContext();
    const routes: RouteObject[] = [{ id: 'guard', loader: guardLoader('auth') as never, children: [{ id: 'orderDetail', path: 'ucet/objednavka/:id', loader: detailLoader as never }] }];
    const handler = createStaticHandler(routes);
    const result = await handler.query(new Request('http://shop.test/ucet/objednavka/7'), { requestContext: context as never });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get('location')).toBe('/?redirect=%2Fucet%2Fobjednavka%2F7');
    expect(calls).toHaveLength(0);
    expect(await outcome(detailLoader(routeArgs(context, '/en/account/order/7', { id: '7' })))).toEqual({ status: 302, location: '/en?redirect=%2Fen%2Faccount%2Forder%2F7' });
  });
});

describe('routing and headers of the account order pages', () => {
  it('routes /ucet and /ucet/objednavka/{id} in every locale inside the account layout, behind the auth guard', () => {
    const tree = buildPageRoutes(routeNames, layouts, locales);
    const find = (entries: RouteEntry[], id: string): RouteEntry | undefined => {
      for (const e of entries) {
        if (e.id === id) return e;
        const inner = e.children ? find(e.children, id) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    const guarded = find(tree, 'guard:auth@default/account')!;
    expect(find(tree, 'layout:default/account')!.children).toContain(guarded);
    for (const [id, path] of [
      ['account.cs', 'ucet'],
      ['account.en', 'en/account'],
      ['orderDetail.cs', 'ucet/objednavka/:id'],
      ['orderDetail.sk', 'sk/ucet/objednavka/:id'],
      ['orderDetail.en', 'en/account/order/:id'],
    ]) {
      expect(guarded.children!.find((r) => r.id === id)?.path, id).toBe(path);
    }
  });

  it('puts private, no-store on the document (a loader’s headers reach it only through `headers`), keeping cookies', () => {
    const parentHeaders = new Headers({ 'set-cookie': 'konfety_flash=; Max-Age=0', 'cache-control': 'public, max-age=60' });
    for (const headers of [listHeaders, detailHeaders, privatePageHeaders]) {
      const out = headers({ parentHeaders, loaderHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined } as never) as Headers;
      expect(out.get('cache-control')).toBe('private, no-store');
      expect(out.get('x-robots-tag')).toBe('noindex');
      expect(out.get('set-cookie')).toBe('konfety_flash=; Max-Age=0');
    }
  });
});

/** The page rendered on the server under a root route that carries the shell's locale, CSRF token and the account layout's texts. */
async function render(path: string, page: { id: string; path: string; loader: unknown; Component: React.ComponentType<never>; locale?: 'cs' | 'sk' | 'en' }, ...api: StubRoute[]) {
  const { context } = stubLoadContext(...api);
  const locale = page.locale ?? 'cs';
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale, csrfToken: 'csrf-token', messages: messagesFor(locale, ['account']) }),
      // Framework mode hands a route module's component its loader data as a prop; a plain data router does not.
      children: [{ id: page.id, path: page.path, loader: page.loader as never, Component: () => createElement(page.Component, { loaderData: useLoaderData() } as never) }],
    },
  ];
  const handler = createStaticHandler(routes);
  const request = new Request(`http://shop.test${path}`, { headers: { cookie: await tokenCookie('t0k3n') } });
  const result = await handler.query(request, { requestContext: context as never });
  if (result instanceof Response) throw new Error(`redirected to ${result.headers.get('location')}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, result), context: result, hydrate: false }));
}

const listPage = { id: 'account', path: 'ucet', loader: listLoader, Component: AccountOrdersPage as React.ComponentType<never> };
const detailPage = { id: 'orderDetail', path: 'ucet/objednavka/:id', loader: detailLoader, Component: AccountOrderPage as React.ComponentType<never> };
/** The attributes of each `<name …>` opening tag, with what the element holds up to its first closing tag. */
function elements(html: string, name: string): Array<{ attrs: Record<string, string>; inner: string }> {
  return [...html.matchAll(new RegExp(`<${name}((?:\\s+[\\w:-]+(?:="[^"]*")?)*)\\s*/?>(.*?)</${name}>`, 'g'))].map((m) => ({
    attrs: Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, a[2] ?? ''])),
    inner: m[2]!,
  }));
}
const links = (html: string): Array<Record<string, string>> => elements(html, 'a').map((a) => ({ ...a.attrs, text: a.inner.replace(/<[^>]+>/g, '') }));
const forms = (html: string) => elements(html, 'form');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0/g, ' ').replace(/\s+/g, ' ');

describe('/ucet page', () => {
  it('shows the orders as a table with code, date, total, state and the actions each order allows', async () => {
    const html = await render('/ucet', listPage, stub('GET /account/orders', { data: page([cardOrder, transferOrder, deliveredOrder], { total: 23, pages: 3 }) }));
    expect(html).toContain('<h1 id="account-orders-title">Moje objednávky</h1>');
    expect(html).toMatch(/<caption>Vaše objednávky od nejnovější, strana 1 z 3<\/caption>/);
    expect(html.match(/<th scope="col"[^>]*>([^<]+)<\/th>/g)!.map((th) => th.replace(/<[^>]+>/g, ''))).toEqual(['Kód', 'Datum', 'Celkem', 'Stav', 'Akce']);
    expect(text(html)).toContain('Celkem 23 objednávek');
    expect(html).toContain('<th scope="row">2026000031</th>');
    expect(text(html)).toContain('19. 11. 2026 13:00');
    expect(text(html)).toContain('459,00 Kč');
    // Every order has its detail; the card order a form to the summary's card-payment start (with the CSRF field), the transfer its QR payment.
    const anchors = links(html);
    for (const o of [cardOrder, transferOrder, deliveredOrder]) {
      expect(anchors).toContainEqual(expect.objectContaining({ href: `/ucet/objednavka/${o.id}`, 'aria-label': `Detail objednávky č. ${o.number}`, text: 'Detail' }));
    }
    const [pay, ...more] = forms(html);
    expect(more).toEqual([]);
    expect(pay!.attrs).toMatchObject({ method: 'post', action: `/shrnuti/31/${HASH}` });
    expect(pay!.inner).toContain('<input type="hidden" name="_csrf" value="csrf-token"/>');
    expect(pay!.inner).toContain('<input type="hidden" name="intent" value="pay"/>');
    expect(elements(pay!.inner, 'button')).toEqual([{ attrs: expect.objectContaining({ type: 'submit', 'aria-label': 'Zaplatit kartou objednávku č. 2026000031' }), inner: 'Zaplatit kartou' }]);
    expect(anchors.filter((a) => a.text === 'QR platba')).toEqual([expect.objectContaining({ href: '/ucet/objednavka/30#platba', 'aria-label': 'QR platba objednávky č. 2026000030' })]);
    // Paging as plain links, the current page marked.
    expect(html).toContain('<nav class="account-pager" aria-label="Stránky seznamu objednávek">');
    expect(anchors).toContainEqual(expect.objectContaining({ href: '/ucet', 'aria-label': 'Strana 1', 'aria-current': 'page' }));
    expect(anchors).toContainEqual(expect.objectContaining({ href: '/ucet?strana=2', rel: 'next', text: 'Další' }));
    expect(anchors).toContainEqual(expect.objectContaining({ href: '/ucet?strana=3', 'aria-label': 'Strana 3' }));
    expect(anchors.some((a) => a.rel === 'prev')).toBe(false);
  });

  it('shows an empty account a link to the shop instead of a table', async () => {
    const html = await render('/ucet', listPage, stub('GET /account/orders', { data: page([]) }));
    expect(html).not.toContain('<table');
    expect(text(html)).toContain('Zatím u nás nemáte žádnou objednávku.');
    expect(links(html)).toContainEqual(expect.objectContaining({ href: '/', text: 'Přejít do obchodu' }));
  });
});

describe('/ucet/objednavka/{id} page', () => {
  it('shows an unpaid transfer with its bank details and QR code in the payment section, the items and the history', async () => {
    const html = await render('/ucet/objednavka/30', detailPage, stub('GET /account/orders/:id', { data: detail() }), countries);
    expect(html).toContain('<h1 id="account-order-title">Objednávka č. 2026000030</h1>');
    expect(html).toMatch(/<section id="platba"[^>]*aria-labelledby="order-bank-title"/);
    expect(html).toContain(`src="/api/orders/summary/30/${HASH}/qr.svg"`);
    expect(text(html)).toContain('CZ65 0800 0000 1920 0014 5399');
    expect(html).toContain('<caption>Položky objednávky</caption>');
    expect(text(html)).toContain('BAL-12');
    expect(text(html)).toContain('Průběh objednávky');
    expect(html).toMatch(/<time dateTime="2026-11-19T12:00:00.000Z">19. 11. 2026 13:00<\/time><span class="order-badge order-badge--waiting_for_payment">Čeká na platbu<\/span>/);
    // The branch the order is picked up at: its name, address and phone in one labelled box.
    const store = /<section class="order-box" aria-labelledby="order-store-title">(.*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(text(store)).toMatch(/Praha – Vinohrady.*Korunní 12.*120 00 Praha 2.*\+420 222 333 444/);
    // The invoice address as a Czech shopper writes it: "120 00" and the country by name, not "12000" and "CZ".
    const invoice = /<h2 class="order-box__title">Fakturační adresa<\/h2><address class="order-address">(.*?)<\/address>/.exec(html)?.[1] ?? '';
    expect(text(invoice)).toMatch(/Vinohradská 1234\/56.*120 00 Praha 2.*Česká republika/);
    expect(invoice).not.toContain('>CZ<');
    expect(html).not.toContain('order-point-title');
    expect(html).not.toContain('<form');
    expect(links(html)).toContainEqual(expect.objectContaining({ href: '/ucet', text: 'Zpět na moje objednávky' }));
  });

  it('names the code by its standard: QR Platba for a CZK order, PAY by square for the Slovak site’s EUR order', async () => {
    const alt = (html: string) => /<img src="\/api\/orders\/summary\/30\/[0-9a-f]+\/qr\.svg" alt="([^"]*)"/.exec(html)?.[1];
    expect(alt(await render('/ucet/objednavka/30', detailPage, stub('GET /account/orders/:id', { data: detail() }), countries))).toBe('QR Platba pro úhradu objednávky č. 2026000030');
    const eur = { code: 'EUR', rate: '0.04000000', decimals: 2, symbol_before: '', symbol_after: ' €' };
    const slovak = detail({ currency: eur, bank_account: 'SK3112000000198742637541', iban: 'SK3112000000198742637541', qr_payment: '0006K000BC4N8S', qr_standard: 'pay_by_square' });
    const sk = await render('/sk/ucet/objednavka/30', { ...detailPage, path: 'sk/ucet/objednavka/:id', locale: 'sk' }, stub('GET /account/orders/:id', { data: slovak }), countries);
    expect(alt(sk)).toBe('PAY by square na úhradu objednávky č. 2026000030');
    const en = await render('/en/account/order/30', { ...detailPage, path: 'en/account/order/:id', locale: 'en' }, stub('GET /account/orders/:id', { data: slovak }), countries);
    expect(alt(en)).toBe('PAY by square code for order No. 2026000030');
  });

  it('offers "Zaplatit kartou" for an unpaid card order as a form to the summary’s card-payment start', async () => {
    const order = detail({ id: 31, number: '2026000031', payment: { id: 3, kind: 'card', name: 'Kartou online', price_vat: 0, is_prepayment: true }, bank_account: null, iban: null, qr_payment: null, qr_standard: null, qr_image_url: null, actions: { pay_by_card: true, qr_payment: false } });
    const html = await render('/ucet/objednavka/31', detailPage, stub('GET /account/orders/:id', { data: order }));
    const [pay, ...more] = forms(html);
    expect(more).toEqual([]);
    expect(pay!.attrs).toMatchObject({ method: 'post', action: `/shrnuti/31/${HASH}` });
    expect(pay!.inner).toContain('name="_csrf"');
    expect(elements(pay!.inner, 'button')[0]!.inner).toBe('Zaplatit kartou');
    expect(html).not.toContain('id="platba"');
  });

  it('shows a paid order without any payment section', async () => {
    const order = detail({ state: 'delivered', state_name: 'Doručena', paid_at: '2026-11-19T13:00:00.000Z', actions: { pay_by_card: false, qr_payment: false } });
    const html = await render('/ucet/objednavka/30', detailPage, stub('GET /account/orders/:id', { data: order }));
    expect(html).not.toContain('id="platba"');
    expect(html).not.toContain('<form');
    expect(text(html)).toContain('Doručena');
  });
});

/** An invoice and its credit note, as the API lists an order's documents (oldest first). */
const documentsOf30: AccountOrder['invoices'] = [
  { id: 501, kind: 'invoice', number: 'FV2026000001', issued_at: '2026-11-19T13:00:00.000Z', total: 24200 },
  { id: 502, kind: 'credit_note', number: 'DB2026000001', issued_at: '2026-11-20T09:00:00.000Z', total: -24200 },
];

describe('/ucet/objednavka/{id}: the order’s documents (issue 40)', () => {
  it('links each document to its download address in the page’s language', async () => {
    const cookie = await tokenCookie('t0k3n');
    for (const [path, href] of [
      ['/ucet/objednavka/30', '/ucet/objednavka/30/doklad/'],
      ['/sk/ucet/objednavka/30', '/sk/ucet/objednavka/30/doklad/'],
      ['/en/account/order/30', '/en/account/order/30/document/'],
    ] as const) {
      const { context } = stubLoadContext(stub('GET /account/orders/:id', { data: detail({ invoices: documentsOf30 }) }), countries);
      const result = (await detailLoader(routeArgs(context, path, { id: '30' }, { headers: { cookie } }))) as unknown as DataResult<{ documents: unknown }>;
      expect(result.data.documents, path).toEqual([
        { id: 501, kind: 'invoice', number: 'FV2026000001', href: `${href}501` },
        { id: 502, kind: 'credit_note', number: 'DB2026000001', href: `${href}502` },
      ]);
    }
  });

  it('shows "Doklady" with a plain download link per document (no router link, no form), and nothing before there is one', async () => {
    const order = detail({ state: 'cancelled', state_name: 'Zrušena', paid_at: '2026-11-19T13:00:00.000Z', actions: { pay_by_card: false, qr_payment: false }, invoices: documentsOf30 });
    const html = await render('/ucet/objednavka/30', detailPage, stub('GET /account/orders/:id', { data: order }), countries);
    const section = /<section class="order-box" aria-labelledby="order-documents-title">(.*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(section).toContain('<h2 id="order-documents-title" class="order-box__title">Doklady</h2>');
    expect(links(section)).toEqual([
      { href: '/ucet/objednavka/30/doklad/501', text: 'Faktura FV2026000001 (PDF)' },
      { href: '/ucet/objednavka/30/doklad/502', text: 'Opravný daňový doklad DB2026000001 (PDF)' },
    ]);
    expect(html).not.toContain('<form');
    const none = await render('/ucet/objednavka/30', detailPage, stub('GET /account/orders/:id', { data: detail() }), countries);
    expect(none).not.toContain('order-documents-title');
    expect(text(none)).not.toContain('Doklady');
  });

  it('has the documents’ texts in Slovak and English', () => {
    expect(formatIcu(accountSk['account.order.documents.credit_note']!, 'sk', { number: 'DB2026000001' })).toBe('Dobropis DB2026000001 (PDF)');
    expect(formatIcu(accountEn['account.order.documents.invoice']!, 'en', { number: 'FV2026000001' })).toBe('Invoice FV2026000001 (PDF)');
  });
});

describe('/ucet/objednavka/{id}/doklad/{invoiceId}: a document’s PDF', () => {
  const PDF = new TextEncoder().encode('%PDF-1.7\n% a stand-in\n%%EOF\n');
  /** The API's download of the customer's document 501 of order 30; anything else its 404. */
  const pdfOf30: StubRoute = (request) =>
    request.method === 'GET' && request.path === '/api/account/orders/30/invoices/501/pdf'
      ? { status: 200, body: null, file: { bytes: PDF, contentType: 'application/pdf', contentDisposition: 'attachment; filename="FV2026000001.pdf"' } }
      : undefined;
  const notFound = stub('GET /account/orders/:id/invoices/:invoiceId/pdf', { error: 'not_found', message: 'Nenalezeno.' }, 404);
  const args = async (context: ReturnType<typeof stubLoadContext>['context'], path: string, id: string, invoiceId: string, token: string | null = 't0k3n') =>
    routeArgs(context, path, { id, invoiceId }, token ? { headers: { cookie: await tokenCookie(token) } } : {});

  it('passes the API’s PDF through with the customer’s token, as an attachment nobody keeps', async () => {
    const { context, calls } = stubLoadContext(pdfOf30, notFound);
    const res = (await documentLoader(await args(context, '/ucet/objednavka/30/doklad/501', '30', '501'))) as Response;
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="FV2026000001.pdf"',
      'content-length': String(PDF.byteLength),
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    expect(calls).toEqual([
      { method: 'GET', path: '/api/account/orders/30/invoices/501/pdf', headers: { 'client-url': 'http://localhost:3000', accept: '*/*', authorization: 'Bearer t0k3n' }, body: undefined, file: true },
    ]);
  });

  it('is a download even when the API would show it inline or names no file', async () => {
    for (const [given, sent] of [
      ['inline; filename="FV2026000001.pdf"', 'attachment; filename="FV2026000001.pdf"'],
      [null, 'attachment'],
    ] as const) {
      const { context } = stubLoadContext((r) => (r.file ? { status: 200, body: null, file: { bytes: PDF, contentType: 'application/pdf', contentDisposition: given } } : undefined));
      const res = (await documentLoader(await args(context, '/ucet/objednavka/30/doklad/501', '30', '501'))) as Response;
      expect(res.headers.get('content-disposition'), String(given)).toBe(sent);
    }
  });

  it('is the 404 for a document the API does not give this customer (another’s, an unknown one) and for malformed ids, without asking then', async () => {
    const { context, calls } = stubLoadContext(pdfOf30, notFound);
    for (const [path, id, invoiceId, title, back] of [
      ['/ucet/objednavka/30/doklad/502', '30', '502', 'Chyba 404', '<a href="/ucet">Zpět na moje objednávky</a>'],
      ['/ucet/objednavka/31/doklad/501', '31', '501', 'Chyba 404', '<a href="/ucet">Zpět na moje objednávky</a>'],
      ['/en/account/order/31/document/501', '31', '501', 'Error 404', '<a href="/en/account">Back to my orders</a>'],
    ] as const) {
      const res = (await documentLoader(await args(context, path, id, invoiceId))) as Response;
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const body = await res.text();
      expect(body).toContain(`<h1>${title}</h1>`);
      expect(body).toContain(back);
      expect(body).not.toContain('%PDF');
    }
    expect(calls.map((c) => c.path)).toEqual(['/api/account/orders/30/invoices/502/pdf', '/api/account/orders/31/invoices/501/pdf', '/api/account/orders/31/invoices/501/pdf']);
    calls.length = 0;
    for (const [id, invoiceId] of [['0', '1'], ['30', '012'], ['abc', '501'], ['30', '99999999999'], ['30', '-1']]) {
      expect((await documentLoader(await args(context, `/ucet/objednavka/${id}/doklad/${invoiceId}`, id!, invoiceId!)) as Response).status, `${id}/${invoiceId}`).toBe(404);
    }
    expect(calls).toEqual([]);
  });

  it('sends an anonymous visitor where the auth guard does, without asking the API; a refused token is forgotten too', async () => {
    const { context, calls } = stubLoadContext(pdfOf30);
    expect(await answerOf(documentLoader(await args(context, '/ucet/objednavka/30/doklad/501', '30', '501', null)))).toMatchObject({
      status: 302,
      location: `/?redirect=${encodeURIComponent('/ucet/objednavka/30/doklad/501')}`,
    });
    expect(calls).toEqual([]);
    const refused = stubLoadContext(stub('GET /account/orders/:id/invoices/:invoiceId/pdf', { error: 'unauthorized', message: 'Nejste přihlášeni.' }, 401));
    let thrown: unknown;
    await Promise.resolve(documentLoader(await args(refused.context, '/en/account/order/30/document/501', '30', '501', 'revoked'))).catch((e: unknown) => (thrown = e));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(`/en?redirect=${encodeURIComponent('/en/account/order/30/document/501')}`);
    expect((thrown as Response).headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('is routed in every language inside the account area behind the auth guard, and never shared', () => {
    const tree = JSON.stringify(buildPageRoutes(routeNames, layouts, locales));
    for (const path of ['ucet/objednavka/:id/doklad/:invoiceId', 'sk/ucet/objednavka/:id/doklad/:invoiceId', 'en/account/order/:id/document/:invoiceId']) expect(tree).toContain(`"path":"${path}"`);
    expect(routeNames.orderDocument).toMatchObject({ file: 'routes/account-document.ts', layout: 'account', guard: 'auth' });
    expect(routeNames.orderDocument).not.toHaveProperty('share');
    for (const path of ['/ucet/objednavka/5/doklad/7', '/sk/ucet/objednavka/5/doklad/7', '/en/account/order/5/document/7']) expect([pageAt(path), pageShare(path)], path).toEqual(['orderDocument', null]);
  });
});

describe('the account layout’s side navigation', () => {
  it('marks the orders entry current on the list and an order’s detail, not on the other pages under /ucet', async () => {
    const user = { id: 1, email: 'zakaznik@example.com', firstname: 'Jana', lastname: 'Nováková', phone_prefix: '+420', phone: '603123456', group: null, scopes: ['customer'], newsletter: false };
    const current = async (path: string) => {
      const routes: RouteObject[] = [
        {
          id: 'root',
          path: '/',
          loader: () => ({ locale: 'cs', csrfToken: null, user, messages: messagesFor('cs', ['account', 'header']) }),
          Component: AccountLayout,
          children: [
            { id: 'account.cs', path: 'ucet', Component: () => null },
            { id: 'orderDetail.cs', path: 'ucet/objednavka/:id', Component: () => null },
            { id: 'invoice.cs', path: 'ucet/fakturacni-udaje', Component: () => null },
          ],
        },
      ];
      const handler = createStaticHandler(routes);
      const result = await handler.query(new Request(`http://shop.test${path}`));
      if (result instanceof Response) throw new Error('unexpected redirect');
      const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, result), context: result, hydrate: false }));
      return links(html).filter((a) => a['aria-current'] === 'page').map((a) => a.text);
    };
    expect(await current('/ucet')).toEqual(['Moje objednávky']);
    expect(await current('/ucet/objednavka/7')).toEqual(['Moje objednávky']);
    expect(await current('/ucet/fakturacni-udaje')).toEqual(['Fakturační údaje']);
  });
});

describe('account order texts and paging', () => {
  it('has every Czech key in Slovak and English, formatted exactly as intl-messageformat does', () => {
    for (const other of [accountSk, accountEn]) expect(Object.keys(other).sort()).toEqual(Object.keys(accountCs).sort());
    for (const [locale, table] of [['cs', accountCs], ['sk', accountSk], ['en', accountEn]] as const) {
      for (const [key, pattern] of Object.entries(table)) {
        for (const n of [0, 1, 2, 3, 5, 21, 22, 25]) {
          const params = { count: n, page: 2, pages: n, number: '2026000031' };
          const oracle = new IntlMessageFormat(pattern!, locale, undefined, { ignoreTag: true }).format(params);
          expect(formatIcu(pattern!, locale, params), `${locale} ${key} ${n}`).toBe(String(oracle));
        }
      }
    }
    expect(formatIcu(accountCs['account.orders.count'], 'cs', { count: 3 })).toBe('Celkem 3 objednávky');
    expect(formatIcu(accountCs['account.orders.count'], 'cs', { count: 5 })).toBe('Celkem 5 objednávek');
  });

  it('links pages with one URL each and shows a short window of page numbers', () => {
    expect(pageHref('/ucet', 1)).toBe('/ucet');
    expect(pageHref('/en/account', 4)).toBe('/en/account?strana=4');
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, null, 12]);
    expect(pageWindow(7, 12)).toEqual([1, null, 5, 6, 7, 8, 9, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});
