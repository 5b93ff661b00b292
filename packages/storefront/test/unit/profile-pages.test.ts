import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider, useActionData, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../app/i18n/catalogue.server';
import { action as checkoutAction } from '../../app/routes/actions/checkout';
import AddressesPage, { action as addressesAction, loader as addressesLoader } from '../../app/routes/account-addresses';
import InvoicePage, { action as invoiceAction, loader as invoiceLoader } from '../../app/routes/account-invoice';
import { loader as cartLoader } from '../../app/routes/cart';
import type { ApiRequest, CheckoutMethods, InvoiceDetails, SavedAddress, User } from '../../app/lib/api.server';
import { cartLine, guestCart } from './support/cart-api';
import { answerOf as outcome, partialAnswer, stub, routeArgs, type StubRoute, stubLoadContext, tokenCookie } from './support/load-context';

/*
 * Route tests of the account's delivery addresses (/account/addresses), invoice details (/ucet/fakturacni-udaje)
 * and the checkout a logged-in customer finds filled in: the real loaders and actions over a stub API.
 */

const TOKEN = 'customer-token-0123456789';

const home: SavedAddress = {
  id: 11,
  name: 'Domů',
  firstname: 'Jana',
  lastname: 'Nováková',
  company: null,
  company_id: null,
  vat_id: null,
  street: 'Vinohradská 1234/56',
  city: 'Praha 2',
  zip: '12000',
  country: 'CZ',
  phone_prefix: '+420',
  phone: '603123456',
  email: 'zakaznik@example.com',
  is_default: false,
};
const office: SavedAddress = { ...home, id: 12, name: 'Do práce', street: 'Korunní 2569/108a', zip: '10100', is_default: true };
const cottage: SavedAddress = { ...home, id: 13, name: 'Chata', street: 'Hlavní 5', city: 'Bratislava', zip: '81101', country: 'SK', is_default: false };
const countries = [
  { id: 1, code: 'CZ', name: 'Česká republika', phone_prefix: '+420' },
  { id: 2, code: 'SK', name: 'Slovensko', phone_prefix: '+421' },
];
const user = { id: 1, email: 'zakaznik@example.com', firstname: 'Jana', lastname: 'Nováková', phone_prefix: '+420', phone: '603123456', group: null, scopes: ['customer'], newsletter: false } as User;
const invoice: InvoiceDetails = {
  firstname: 'Jana',
  lastname: 'Nováková',
  company: 'Party Svět s.r.o.',
  company_id: '27596648',
  vat_id: 'CZ27596648',
  street: 'Vinohradská 1234/56',
  city: 'Praha 2',
  zip: '12000',
  country: 'CZ',
  phone_prefix: '+420',
  phone: '777222333',
  email: 'faktury@example.com',
};

const form = {
  name: 'Chata',
  firstname: 'Jana',
  lastname: 'Nováková',
  street: 'Lhota 12',
  city: 'Lhota',
  zip: '277 14',
  country: 'CZ',
  phonePrefix: '+420',
  phone: '603 123 456',
  email: 'Jana@Example.com',
};

async function customer(): Promise<Record<string, string>> {
  return { cookie: await tokenCookie(TOKEN) };
}

async function post(path: string, fields: Record<string, string>) {
  return { method: 'POST', body: new URLSearchParams(fields), headers: { ...(await customer()), 'content-type': 'application/x-www-form-urlencoded' } };
}

const calls = (list: ApiRequest[]) => list.map((c) => `${c.method} ${c.path.replace(/^\/api/, '')}`);

describe('/account/addresses loader', () => {
  const api = [stub('GET /account/addresses', { data: [office, home] }), stub('GET /lists/countries/:locale', { data: countries })];

  it('loads the customer’s addresses and the countries with the token, privately', async () => {
    const { context, calls: made } = stubLoadContext(...api);
    const res = await outcome(addressesLoader(routeArgs(context, '/account/addresses', {}, { headers: await customer() })));
    expect(res.data).toMatchObject({ addresses: [office, home], countries, view: { mode: 'list' }, formValues: { country: 'CZ', phonePrefix: '+420' } });
    expect(res.headers).toEqual({ 'cache-control': 'private, no-store' });
    expect(calls(made).sort()).toEqual(['GET /account/addresses', 'GET /lists/countries/cs']);
    expect(made.every((c) => c.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('opens the edit form or the delete question of one of them; anything else is the list', async () => {
    const { context } = stubLoadContext(...api);
    const view = async (query: string) => (await outcome(addressesLoader(routeArgs(context, `/account/addresses${query}`, {}, { headers: await customer() })))).data!;
    expect(await view('?edit=11')).toMatchObject({ view: { mode: 'edit', id: 11 }, formValues: { name: 'Domů', street: 'Vinohradská 1234/56', zip: '120 00', companyId: '' } });
    expect((await view('?delete=12')).view).toEqual({ mode: 'delete', id: 12 });
    for (const query of ['?edit=99', '?edit=abc', '?delete=-1', '?edit=011']) expect((await view(query)).view).toEqual({ mode: 'list' });
  });

  it('says the addresses could not be loaded instead of failing the page', async () => {
    const { context } = stubLoadContext(stub('GET /account/addresses', { error: 'internal' }, 500), api[1]!);
    const res = await outcome(addressesLoader(routeArgs(context, '/account/addresses', {}, { headers: await customer() })));
    expect(res.data).toMatchObject({ addresses: null, view: { mode: 'list' } });
  });

  it('sends a visitor whose token the API refuses to log in, remembering the page', async () => {
    const { context } = stubLoadContext(stub('GET /account/addresses', { error: 'unauthorized' }, 401), api[1]!);
    const res = await outcome(addressesLoader(routeArgs(context, '/account/addresses?edit=11', {}, { headers: await customer() })));
    expect(res).toMatchObject({ status: 302, location: `/?redirect=${encodeURIComponent('/account/addresses?edit=11')}` });
  });
});

describe('/account/addresses action', () => {
  it('adds an address: the checked, canonical body, then 303 to the list with "Adresa byla uložena."', async () => {
    const { context, calls: made } = stubLoadContext(stub('POST /account/addresses', { data: { ...home, id: 14 } }, 201));
    const res = await outcome(addressesAction(routeArgs(context, '/account/addresses', {}, await post('/account/addresses', { intent: 'save', ...form }))));
    expect(res).toMatchObject({ status: 303, location: '/account/addresses', flash: { form: 'addresses', ok: true, message: 'Adresa byla uložena.' } });
    expect(calls(made)).toEqual(['POST /account/addresses']);
    expect(made[0]!.body).toEqual({ name: 'Chata', firstname: 'Jana', lastname: 'Nováková', company: null, companyId: null, vatId: null, street: 'Lhota 12', city: 'Lhota', zip: '27714', country: 'CZ', phonePrefix: '+420', phone: '603123456', email: 'jana@example.com' });
  });

  it('changes the address `id` with PUT', async () => {
    const { context, calls: made } = stubLoadContext(stub('PUT /account/addresses/:id', { data: home }));
    const res = await outcome(addressesAction(routeArgs(context, '/account/addresses?edit=11', {}, await post('/account/addresses?edit=11', { intent: 'save', id: '11', ...form }))));
    expect(res).toMatchObject({ status: 303, location: '/account/addresses' });
    expect(calls(made)).toEqual(['PUT /account/addresses/11']);
  });

  it('shows a refused form again (422) with the typed values and every field’s Czech error, without asking the API', async () => {
    const { context, calls: made } = stubLoadContext();
    const res = await outcome(
      addressesAction(routeArgs(context, '/account/addresses', {}, await post('/account/addresses', { intent: 'save', ...form, firstname: ' ', zip: '999', companyId: '12345678', email: 'x' }))),
    );
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({
      intent: 'save',
      id: null,
      values: { zip: '999', companyId: '12345678', street: 'Lhota 12' },
      errors: { firstname: ['Pole musí být vyplněno'], zip: ['Zadejte platné PSČ.'], companyId: ['Zadejte platné IČO.'], email: ['Pole musí obsahovat platný email.'] },
      message: 'Formulář obsahuje chyby. Opravte prosím označená pole.',
    });
    expect(made).toHaveLength(0);
  });

  it('passes the API’s field errors on, and keeps the form when the API fails', async () => {
    const refused = stubLoadContext(stub('POST /account/addresses', { error: 'validation', message: 'x', errors: { country: ['Vyberte prosím jednu z nabízených možností.'] } }, 422));
    const r = await outcome(addressesAction(routeArgs(refused.context, '/account/addresses', {}, await post('/account/addresses', { intent: 'save', ...form }))));
    expect(r).toMatchObject({ status: 422, data: { errors: { country: ['Vyberte prosím jednu z nabízených možností.'] } } });
    const down = stubLoadContext(stub('POST /account/addresses', { error: 'internal' }, 500));
    const d = await outcome(addressesAction(routeArgs(down.context, '/account/addresses', {}, await post('/account/addresses', { intent: 'save', ...form }))));
    expect(d).toMatchObject({ status: 502, data: { values: { street: 'Lhota 12' }, message: 'Adresu se nepodařilo uložit.' } });
  });

  it('deletes (after the confirmation) and chooses the default, each with its notice', async () => {
    const { context, calls: made } = stubLoadContext(stub('DELETE /account/addresses/:id', { success: true }), stub('POST /account/addresses/:id/default', { data: office }));
    const del = await outcome(addressesAction(routeArgs(context, '/account/addresses?delete=11', {}, await post('/account/addresses', { intent: 'delete', id: '11' }))));
    expect(del).toMatchObject({ status: 303, location: '/account/addresses', flash: { ok: true, message: 'Adresa byla smazána.' } });
    const def = await outcome(addressesAction(routeArgs(context, '/account/addresses', {}, await post('/account/addresses', { intent: 'default', id: '12' }))));
    expect(def).toMatchObject({ status: 303, flash: { ok: true, message: 'Adresa byla uložena.' } });
    expect(calls(made)).toEqual(['DELETE /account/addresses/11', 'POST /account/addresses/12/default']);
  });

  it('says so when a delete fails (another customer’s or a gone address is the API’s 404)', async () => {
    const { context } = stubLoadContext();
    const res = await outcome(addressesAction(routeArgs(context, '/account/addresses', {}, await post('/account/addresses', { intent: 'delete', id: '99' }))));
    expect(res).toMatchObject({ status: 303, location: '/account/addresses', flash: { ok: false, message: 'Adresu se nepodařilo smazat.' } });
  });

  it('is a 400 for an unknown intent or a missing id, without asking the API', async () => {
    const { context, calls: made } = stubLoadContext();
    for (const fields of [{ intent: 'drop' }, { intent: 'delete' }, { intent: 'default', id: 'abc' }, {}] as Array<Record<string, string>>) {
      expect((await outcome(addressesAction(routeArgs(context, '/account/addresses', {}, await post('/account/addresses', fields))))).status).toBe(400);
    }
    expect(made).toHaveLength(0);
  });

  it('sends a visitor whose token lapsed to log in', async () => {
    const { context } = stubLoadContext(stub('POST /account/addresses', { error: 'unauthorized' }, 401));
    const res = await outcome(addressesAction(routeArgs(context, '/account/addresses', {}, await post('/account/addresses', { intent: 'save', ...form }))));
    expect(res).toMatchObject({ status: 302, location: `/?redirect=${encodeURIComponent('/account/addresses')}` });
  });
});

describe('/ucet/fakturacni-udaje loader and action', () => {
  const path = '/ucet/fakturacni-udaje';
  const countriesRoute = stub('GET /lists/countries/:locale', { data: countries });

  it('fills the form from the saved details, else from the account', async () => {
    const saved = stubLoadContext(stub('GET /account/invoice-details', { data: invoice }), countriesRoute);
    const s = await outcome(invoiceLoader(routeArgs(saved.context, path, {}, { headers: await customer() })));
    expect(s.data).toMatchObject({ formValues: { company: 'Party Svět s.r.o.', companyId: '27596648', zip: '120 00', phone: '777222333' } });
    expect(s.headers).toEqual({ 'cache-control': 'private, no-store' });
    expect(calls(saved.calls)).not.toContain('GET /me');
    const fresh = stubLoadContext(stub('GET /account/invoice-details', { data: null }), stub('GET /me', { data: user }), countriesRoute);
    const f = await outcome(invoiceLoader(routeArgs(fresh.context, path, {}, { headers: await customer() })));
    expect(f.data).toMatchObject({ formValues: { firstname: 'Jana', lastname: 'Nováková', email: 'zakaznik@example.com', phone: '603123456', country: 'CZ' } });
  });

  it('offers no form when the details could not be loaded (nothing saved is overwritten with blanks)', async () => {
    const { context } = stubLoadContext(stub('GET /account/invoice-details', { error: 'internal' }, 500), countriesRoute);
    expect((await outcome(invoiceLoader(routeArgs(context, path, {}, { headers: await customer() })))).data).toMatchObject({ formValues: null });
  });

  const typed = { firstname: 'Jana', lastname: 'Nováková', company: '', companyId: '275 966 48', vatId: '', street: '', city: '', zip: '', country: 'CZ', phonePrefix: '+420', phone: '603123456', email: 'jana@example.com' };
  const company = { ico: '27596648', name: 'Party Svět s.r.o.', vat_id: 'CZ27596648', street: 'Korunní 2569/108a', city: 'Praha 2', zip: '10100', country: 'CZ' };

  it('"Načíst údaje z ARES" answers the form filled from the register, not saved', async () => {
    const { context, calls: made } = stubLoadContext(stub('GET /company-registry/:ico', { data: company }));
    const res = await outcome(invoiceAction(routeArgs(context, path, {}, await post(path, { intent: 'ares', ...typed }))));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      intent: 'ares',
      values: { ...typed, company: 'Party Svět s.r.o.', companyId: '27596648', vatId: 'CZ27596648', street: 'Korunní 2569/108a', city: 'Praha 2', zip: '101 00', country: 'CZ' },
      filled: 'Party Svět s.r.o.',
      message: 'Údaje firmy Party Svět s.r.o. jsme doplnili z registru ARES. Zkontrolujte je a uložte.',
    });
    expect(calls(made)).toEqual(['GET /company-registry/27596648']);
  });

  it('a malformed IČO is its field’s error without asking the register; an unknown one too, with the API’s text', async () => {
    const bad = stubLoadContext();
    const b = await outcome(invoiceAction(routeArgs(bad.context, path, {}, await post(path, { intent: 'ares', ...typed, companyId: '27596649' }))));
    expect(b).toMatchObject({ status: 422, data: { errors: { companyId: ['Zadejte platné IČO.'] }, values: { companyId: '27596649' } } });
    expect(bad.calls).toHaveLength(0);
    const unknown = stubLoadContext(stub('GET /company-registry/:ico', { error: 'not_found', message: 'Firmu s tímto IČO jsme v registru ARES nenašli.' }, 404));
    const u = await outcome(invoiceAction(routeArgs(unknown.context, path, {}, await post(path, { intent: 'ares', ...typed }))));
    expect(u).toMatchObject({ status: 422, data: { errors: { companyId: ['Firmu s tímto IČO jsme v registru ARES nenašli.'] } } });
  });

  it('a failing register shows the company-lookup notice and keeps what was typed', async () => {
    const { context } = stubLoadContext(stub('GET /company-registry/:ico', { error: 'company_registry_unavailable' }, 502));
    const res = await outcome(invoiceAction(routeArgs(context, path, {}, await post(path, { intent: 'ares', ...typed }))));
    expect(res).toMatchObject({ status: 502, data: { intent: 'ares', values: typed, message: 'Údaje o firmě se nepodařilo načíst.' } });
  });

  it('saves the checked details and comes back with "Údaje byly aktualizovány."', async () => {
    const { context, calls: made } = stubLoadContext(stub('PUT /account/invoice-details', { data: invoice }));
    const fields = { intent: 'save', ...typed, company: 'Party Svět s.r.o.', street: 'Korunní 2569/108a', city: 'Praha 2', zip: '101 00' };
    const res = await outcome(invoiceAction(routeArgs(context, path, {}, await post(path, fields))));
    expect(res).toMatchObject({ status: 303, location: path, flash: { form: 'invoice', ok: true, message: 'Údaje byly aktualizovány.' } });
    expect(made[0]!.body).toMatchObject({ company: 'Party Svět s.r.o.', companyId: '27596648', zip: '10100' });
  });

  it('refuses a company without an IČO (422), without asking the API', async () => {
    const { context, calls: made } = stubLoadContext();
    const res = await outcome(invoiceAction(routeArgs(context, path, {}, await post(path, { intent: 'save', ...typed, company: 'Firma', companyId: '', street: 'A 1', city: 'B', zip: '12000' }))));
    expect(res).toMatchObject({ status: 422, data: { errors: { companyId: ['Pro fakturaci na firmu vyplňte IČO.'] } } });
    expect(made).toHaveLength(0);
  });
});

describe('the checkout of a logged-in customer', () => {
  const methods = {
    delivery: [{ id: 2, kind: 'courier', name: 'Kurýr', description: null, price: 9835, price_vat: 11900, free_from: 150000, widget_url: null, requires_branch: false, requires_pickup_point: false, requires_address: true, payment_ids: [1] }],
    payment: [{ id: 1, kind: 'bank_transfer', name: 'Převod', description: null, price: 0, price_vat: 0, is_prepayment: true }],
    branches: [],
    gifts: [],
    ships_to: 'CZ',
    packeta_api_key: null,
  } as unknown as CheckoutMethods;
  const accountCart = { ...guestCart([cartLine(5, 1, 2)]), id: 31, tempId: null };
  const shop = [stub('GET /cart/:locale', { data: [accountCart] }), stub('GET /checkout/methods', { data: methods }), stub('GET /lists/countries/:locale', { data: countries })];

  it('is filled in from the invoice details and the default address, and offers the addresses the shop delivers to', async () => {
    const { context, calls: made } = stubLoadContext(
      ...shop,
      stub('GET /me', { data: user }),
      stub('GET /account/invoice-details', { data: invoice }),
      stub('GET /account/addresses', { data: [office, home, cottage] }),
    );
    const res = await outcome(cartLoader(routeArgs(context, '/kosik', {}, { headers: await customer() })));
    expect(res.data!.prefill).toEqual({
      email: 'faktury@example.com',
      phonePrefix: '+420',
      phone: '777222333',
      'invoiceAddress.firstname': 'Jana',
      'invoiceAddress.lastname': 'Nováková',
      'invoiceAddress.street': 'Vinohradská 1234/56',
      'invoiceAddress.city': 'Praha 2',
      'invoiceAddress.zip': '120 00',
      'invoiceAddress.country': 'CZ',
      isCompany: 'on',
      'invoiceAddress.company': 'Party Svět s.r.o.',
      'invoiceAddress.companyId': '27596648',
      'invoiceAddress.vatId': 'CZ27596648',
      differentDelivery: 'on',
      savedAddressId: '12',
      'deliveryAddress.firstname': 'Jana',
      'deliveryAddress.lastname': 'Nováková',
      'deliveryAddress.street': 'Korunní 2569/108a',
      'deliveryAddress.city': 'Praha 2',
      'deliveryAddress.zip': '101 00',
      'deliveryAddress.country': 'CZ',
    });
    // The Slovak address is not offered: the Czech shop delivers to the Czech Republic only (SPEC §5).
    expect(res.data!.savedAddresses).toEqual([
      { id: 12, label: 'Do práce, Jana Nováková, Korunní 2569/108a, 101 00 Praha 2', fields: expect.objectContaining({ 'deliveryAddress.street': 'Korunní 2569/108a', 'deliveryAddress.zip': '101 00' }) },
      { id: 11, label: 'Domů, Jana Nováková, Vinohradská 1234/56, 120 00 Praha 2', fields: expect.objectContaining({ 'deliveryAddress.street': 'Vinohradská 1234/56' }) },
    ]);
    expect(made.filter((c) => c.path.includes('/account/') || c.path === '/api/me').every((c) => c.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('without invoice details: the account’s contact and the default address as the invoice address, delivered there too', async () => {
    const { context } = stubLoadContext(...shop, stub('GET /me', { data: user }), stub('GET /account/invoice-details', { data: null }), stub('GET /account/addresses', { data: [office] }));
    const prefill = (await outcome(cartLoader(routeArgs(context, '/kosik', {}, { headers: await customer() })))).data!.prefill as Record<string, string>;
    expect(prefill).toMatchObject({ email: 'zakaznik@example.com', phone: '603123456', 'invoiceAddress.street': 'Korunní 2569/108a', 'invoiceAddress.zip': '101 00' });
    expect(prefill.differentDelivery).toBeUndefined();
    expect(prefill.isCompany).toBeUndefined();
  });

  it('still opens when the account data cannot be loaded, and asks nothing of the account for a guest', async () => {
    const broken = stubLoadContext(...shop, stub('GET /me', { data: user }), stub('GET /account/invoice-details', { error: 'internal' }, 500), stub('GET /account/addresses', { error: 'internal' }, 500));
    const b = await outcome(cartLoader(routeArgs(broken.context, '/kosik', {}, { headers: await customer() })));
    expect(b.data).toMatchObject({ prefill: { email: 'zakaznik@example.com', 'invoiceAddress.firstname': 'Jana' }, savedAddresses: [] });
    const guest = stubLoadContext(stub('GET /cart/anonymous/:locale/:guestCartId', { data: guestCart([cartLine(5, 1, 1)]) }), ...shop.slice(1));
    const g = await outcome(cartLoader(routeArgs(guest.context, '/kosik', {})));
    expect(g.data).toMatchObject({ prefill: null, savedAddresses: [] });
    expect(calls(guest.calls).filter((c) => c.includes('/account/') || c.endsWith('/me'))).toEqual([]);
  });

  it('a saved address chosen without JavaScript is the delivery address of the order, placed with the customer’s token', async () => {
    const placed = { id: 77, hash: 'a'.repeat(64) };
    const { context, calls: made } = stubLoadContext(...shop, stub('GET /account/addresses', { data: [office, home] }), stub('POST /orders', partialAnswer({ data: placed }), 201));
    const fields = {
      deliveryId: '2',
      paymentId: '1',
      email: 'jana@example.com',
      phonePrefix: '+420',
      phone: '603123456',
      'invoiceAddress.firstname': 'Jana',
      'invoiceAddress.lastname': 'Nováková',
      'invoiceAddress.street': 'Vinohradská 1234/56',
      'invoiceAddress.city': 'Praha 2',
      'invoiceAddress.zip': '120 00',
      'invoiceAddress.country': 'CZ',
      differentDelivery: 'on',
      savedAddressId: '12',
      // Left over from before the choice: the saved address wins.
      'deliveryAddress.street': 'Jiná 1',
      terms: 'on',
      idempotencyKey: 'checkout-key-1',
      redirectTo: '/kosik',
    };
    const res = await outcome(checkoutAction(routeArgs(context, '/_/checkout', {}, await post('/_/checkout', fields))));
    expect(res).toMatchObject({ status: 303, location: `/shrnuti/77/${placed.hash}` });
    const order = made.find((c) => c.method === 'POST' && c.path === '/api/orders')!;
    expect(order.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect((order.body as { cartId: number; deliveryAddress: unknown }).cartId).toBe(31);
    expect((order.body as { deliveryAddress: unknown }).deliveryAddress).toEqual({
      firstname: 'Jana',
      lastname: 'Nováková',
      company: null,
      companyId: null,
      vatId: null,
      street: 'Korunní 2569/108a',
      city: 'Praha 2',
      zip: '101 00',
      country: 'CZ',
    });
  });

  it('ignores a saved address that is not the customer’s (or one the shop does not deliver to): the typed fields count', async () => {
    const { context, calls: made } = stubLoadContext(...shop, stub('GET /account/addresses', { data: [office, cottage] }), stub('POST /orders', partialAnswer({ data: { id: 78, hash: 'b'.repeat(64) } }), 201));
    const fields = {
      deliveryId: '2',
      paymentId: '1',
      email: 'jana@example.com',
      phone: '603123456',
      'invoiceAddress.firstname': 'Jana',
      'invoiceAddress.lastname': 'Nováková',
      'invoiceAddress.street': 'Vinohradská 1234/56',
      'invoiceAddress.city': 'Praha 2',
      'invoiceAddress.zip': '120 00',
      differentDelivery: 'on',
      savedAddressId: '13',
      'deliveryAddress.firstname': 'Petr',
      'deliveryAddress.lastname': 'Svoboda',
      'deliveryAddress.street': 'Typovaná 3',
      'deliveryAddress.city': 'Brno',
      'deliveryAddress.zip': '602 00',
      terms: 'on',
      redirectTo: '/kosik',
    };
    expect((await outcome(checkoutAction(routeArgs(context, '/_/checkout', {}, await post('/_/checkout', fields))))).status).toBe(303);
    const order = made.find((c) => c.path === '/api/orders')!;
    expect(order.body).toMatchObject({ deliveryAddress: { firstname: 'Petr', street: 'Typovaná 3', city: 'Brno' } });
  });
});

/** The page rendered on the server (after its action, for a post) under a root route carrying the shell's data. */
async function render(url: string, page: { id: string; path: string; loader: unknown; action: unknown; Component: unknown }, api: StubRoute[], init: RequestInit = {}) {
  const { context } = stubLoadContext(...api);
  const shell = { locale: 'cs', csrfToken: 'csrf-token', messages: messagesFor('cs', ['account', 'validation']), flash: null, user };
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => shell,
      children: [
        {
          id: page.id,
          path: page.path,
          loader: page.loader as never,
          action: page.action as never,
          Component: () => createElement(page.Component as React.ComponentType<never>, { loaderData: useLoaderData(), actionData: useActionData() } as never),
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const request = new Request(`http://localhost:3000${url}`, { ...init, headers: { ...(await customer()), ...(init.headers as Record<string, string> | undefined) } });
  const result = await handler.query(request, { requestContext: context as never });
  if (result instanceof Response) throw new Error(`redirected to ${result.headers.get('location')}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, result), context: result, hydrate: false }));
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0/g, ' ').replace(/\s+/g, ' ');
const addressesPage = { id: 'addresses', path: 'account/addresses', loader: addressesLoader, action: addressesAction, Component: AddressesPage };
const invoicePage = { id: 'invoice', path: 'ucet/fakturacni-udaje', loader: invoiceLoader, action: invoiceAction, Component: InvoicePage };
const countriesApi = stub('GET /lists/countries/:locale', { data: countries });

describe('the pages as the server renders them', () => {
  it('/account/addresses: the default first and marked, every action naming its address, the add form with labelled fields', async () => {
    const html = await render('/account/addresses', addressesPage, [stub('GET /account/addresses', { data: [office, home] }), countriesApi]);
    const page = text(html);
    expect(page).toContain('Do práce Výchozí adresa');
    expect(page).toContain('Nastavit Domů jako výchozí');
    expect(page).not.toContain('Nastavit Do práce jako výchozí');
    expect(html).toContain('href="/account/addresses?delete=11"');
    expect(html).toContain('href="/account/addresses?edit=12"');
    expect(page).toContain('Přidat adresu');
    // Every control has its label; the form posts the save intent with the CSRF field.
    for (const name of ['name', 'firstname', 'lastname', 'street', 'zip', 'city', 'country', 'company', 'companyId', 'vatId', 'phonePrefix', 'phone', 'email']) {
      expect(html).toContain(`for="address-form-${name}"`);
      expect(html).toContain(`id="address-form-${name}"`);
    }
    expect(html).toContain('name="intent" value="save"');
    expect(html).toContain('name="_csrf" value="csrf-token"');
    expect(html).toMatch(/autocomplete="shipping postal-code"/i);
  });

  it('/account/addresses?delete=: asks first, with a button that says what it deletes and a way back', async () => {
    const html = await render('/account/addresses?delete=11', addressesPage, [stub('GET /account/addresses', { data: [office, home] }), countriesApi]);
    const page = text(html);
    expect(page).toContain('Smazat adresu Domů?');
    expect(page).toContain('Ano, smazat adresu Domů');
    expect(page).toContain('Ne, ponechat adresu');
    expect(html).toContain('name="intent" value="delete"');
    expect(html).not.toContain('id="address-form"');
  });

  it('/account/addresses: a refused save comes back with the typed values and errors linked to their fields', async () => {
    const body = new URLSearchParams({ intent: 'save', ...form, zip: '999' });
    const html = await render('/account/addresses', addressesPage, [stub('GET /account/addresses', { data: [office] }), countriesApi], {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(html).toMatch(/id="address-form-zip"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="address-form-zip"/);
    expect(html).toContain('aria-describedby="address-form-zip-error"');
    expect(html).toContain('<p id="address-form-zip-error" class="field-error profile-form__error">Zadejte platné PSČ.</p>');
    expect(html).toContain('value="Lhota 12"');
    expect(text(html)).toContain('Formulář obsahuje chyby.');
  });

  it('/account/addresses: addresses that could not be loaded say so', async () => {
    const html = await render('/account/addresses', addressesPage, [stub('GET /account/addresses', { error: 'internal' }, 500), countriesApi]);
    expect(text(html)).toContain('Adresy se nepodařilo načíst.');
  });

  it('/ucet/fakturacni-udaje: the form with "Načíst údaje z ARES" next to the IČO and a polite live region', async () => {
    const html = await render('/ucet/fakturacni-udaje', invoicePage, [stub('GET /account/invoice-details', { data: invoice }), countriesApi]);
    const ares = /<button[^>]*value="ares"[^>]*>([^<]*)<\/button>/.exec(html);
    expect(ares?.[0]).toContain('name="intent"');
    expect(ares?.[0]).toContain('type="submit"');
    expect(ares?.[1]).toBe('Načíst údaje z ARES');
    expect(html).toMatch(/role="status" aria-live="polite"/);
    expect(html).toContain('value="27596648"');
    expect(html).toContain('value="120 00"');
  });

  it('/ucet/fakturacni-udaje without JavaScript: the register’s answer fills the form (not saved) and says so', async () => {
    const body = new URLSearchParams({ intent: 'ares', firstname: 'Jana', lastname: 'Nováková', companyId: '27596648', country: 'CZ', phonePrefix: '+420', street: '', city: '', zip: '' });
    const html = await render(
      '/ucet/fakturacni-udaje',
      invoicePage,
      [stub('GET /account/invoice-details', { data: invoice }), countriesApi, stub('GET /company-registry/:ico', { data: { ico: '27596648', name: 'Party Svět s.r.o.', vat_id: 'CZ27596648', street: 'Korunní 2569/108a', city: 'Praha 2', zip: '10100', country: 'CZ' } })],
      { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(html).toContain('value="Party Svět s.r.o."');
    expect(html).toContain('value="Korunní 2569/108a"');
    expect(html).toContain('value="101 00"');
    expect(text(html)).toContain('Údaje firmy Party Svět s.r.o. jsme doplnili z registru ARES.');
  });
});
