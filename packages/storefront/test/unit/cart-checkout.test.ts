import { describe, expect, it } from 'vitest';
import { checkoutNotices } from '@konfety/domain/checkout-rules';
import { readCheckoutForm, toOrderInput, validateCheckout } from '../../app/lib/checkout-form.server';
import type { CheckoutMethods } from '../../app/lib/api.server';
import { action as checkoutAction } from '../../app/routes/actions/checkout';
import { cartApi, cartLine, formPost, guestCart } from './support/cart-api';
import { stub, stubLoadContext } from './support/load-context';

const methods = {
  delivery: [
    { id: 1, kind: 'branch_pickup', name: 'Osobní odběr', description: null, price: 0, price_vat: 0, free_from: null, widget_url: null, requires_branch: true, requires_pickup_point: false, requires_address: false, payment_ids: [1, 2] },
    { id: 2, kind: 'courier', name: 'Kurýr', description: null, price: 9835, price_vat: 11900, free_from: 150000, widget_url: null, requires_branch: false, requires_pickup_point: false, requires_address: true, payment_ids: [1, 2, 3] },
    { id: 3, kind: 'pickup_point', name: 'Zásilkovna', description: null, price: 0, price_vat: 7900, free_from: 150000, widget_url: 'https://x/library.js', requires_branch: false, requires_pickup_point: true, requires_address: false, payment_ids: [1, 2, 3] },
  ],
  payment: [
    { id: 1, kind: 'bank_transfer', name: 'Převod', description: null, price: 0, price_vat: 0, is_prepayment: true },
    { id: 2, kind: 'card', name: 'Karta', description: null, price: 0, price_vat: 0, is_prepayment: true },
    { id: 3, kind: 'cash_on_delivery', name: 'Dobírka', description: null, price: 3000, price_vat: 3630, is_prepayment: false },
  ],
  branches: [{ id: 7, name: 'Praha', street: 'Karlova 1', city: 'Praha', zip: '11000', phone: '', email: '', opening_hours: [] }],
  gifts: [],
  ships_to: 'CZ',
  packeta_api_key: null,
} as unknown as CheckoutMethods;

const valid = {
  deliveryId: '1',
  paymentId: '1',
  branchId: '7',
  email: 'jana@example.com',
  phonePrefix: '+420',
  phone: '602 111 222',
  'invoiceAddress.firstname': 'Jana',
  'invoiceAddress.lastname': 'Nováková',
  'invoiceAddress.street': 'Karlova 1',
  'invoiceAddress.city': 'Praha',
  'invoiceAddress.zip': '110 00',
  'invoiceAddress.country': 'CZ',
  terms: 'on',
};
const form = (values: Record<string, string>) => readCheckoutForm(new URLSearchParams(values));
const check = (values: Record<string, string>) => validateCheckout(form(values), { methods, locale: 'cs' });

describe('checkout form checks (SPEC §5, §8 texts)', () => {
  it('accepts a complete personal-pickup order and builds the API body', () => {
    expect(check(valid)).toEqual({});
    const body = toOrderInput(form(valid), 'temp-id', methods);
    expect(body).toMatchObject({ cartId: 'temp-id', deliveryId: 1, paymentId: 1, branchId: 7, pickupPoint: null, terms: true, isCompany: false, deliveryAddress: null });
    expect(body.invoiceAddress).toMatchObject({ firstname: 'Jana', companyId: null, country: 'CZ' });
  });

  it('names the missing delivery, payment and terms with the SPEC §8 texts', () => {
    const errors = check({ email: 'x' });
    expect(errors.deliveryId).toEqual(['Nemáte zvolenou dopravu.']);
    expect(errors.paymentId).toEqual(['Nemáte zvolenou platební metodu.']);
    expect(errors.terms).toEqual(['Pro odeslání objednávky je nutné souhlasit s obchodními podmínkami.']);
    expect(errors.email).toEqual(['Pole musí obsahovat platný email.']);
    expect(errors['invoiceAddress.firstname']).toEqual(['Pole musí být vyplněno']);
    expect(checkoutNotices(errors, 'cs')).toEqual(
      expect.arrayContaining(['Nemáte zvolenou dopravu.', 'Nemáte zvolenou platební metodu.', 'Neplatná fakturační adresa...', 'Zadejte všechny povinné údaje prosím.']),
    );
  });

  it('personal pickup needs a branch and prepayment', () => {
    expect(check({ ...valid, branchId: '' }).branchId).toEqual(['Nemáte zvolené odběrové místo (pobočku).']);
    expect(check({ ...valid, branchId: '99' }).branchId).toEqual(['Vybraná pobočka neexistuje!']);
    expect(check({ ...valid, paymentId: '3' }).paymentId).toEqual(['Při osobním odběru na prodejně je nutné zaplatit předem, kartou nebo bankovním převodem.']);
  });

  it('a pickup-point delivery needs a chosen point', () => {
    const values = { ...valid, deliveryId: '3', branchId: '' };
    expect(check(values).pickupPoint).toEqual(['Nemáte zvolené odběrové místo (pobočku).']);
    const chosen = { ...values, 'pickupPoint.id': '9001', 'pickupPoint.name': 'Z-BOX', 'pickupPoint.street': 'Národní 10', 'pickupPoint.city': 'Praha', 'pickupPoint.zip': '11000' };
    expect(check(chosen)).toEqual({});
    expect(toOrderInput(form(chosen), 5, methods).pickupPoint).toEqual({ provider: 'packeta', id: '9001', name: 'Z-BOX', street: 'Národní 10', city: 'Praha', zip: '11000' });
  });

  it('a company order needs a valid IČO (domain checksum)', () => {
    expect(check({ ...valid, isCompany: 'on' })['invoiceAddress.companyId']).toEqual(['Pro nákup na firmu vyplňte IČO.']);
    expect(check({ ...valid, isCompany: 'on', 'invoiceAddress.companyId': '12345678' })['invoiceAddress.companyId']).toEqual(['Zadejte platné IČO.']);
    expect(check({ ...valid, isCompany: 'on', 'invoiceAddress.companyId': '25596641' })).toEqual({});
  });

  it('courier delivery goes only to the shop country', () => {
    const courier = { ...valid, deliveryId: '2', 'invoiceAddress.country': 'SK', 'invoiceAddress.zip': '81101' };
    expect(check(courier)['invoiceAddress.country']).toEqual(['Do vybrané země tento obchod nedoručuje.']);
    const elsewhere = { ...courier, differentDelivery: 'on', 'deliveryAddress.firstname': 'A', 'deliveryAddress.lastname': 'B', 'deliveryAddress.street': 'C 1', 'deliveryAddress.city': 'Brno', 'deliveryAddress.zip': '60200', 'deliveryAddress.country': 'CZ' };
    expect(check(elsewhere)).toEqual({});
  });
});

/** What React Router's `data()` holds. */
interface DataResult {
  data: Record<string, unknown>;
  init: { status?: number } | null;
}
const args = (request: Request, context: unknown) => ({ request, context, params: {} }) as never;

describe('/_/checkout action', () => {
  const api = () => stubLoadContext(stub('GET /checkout/methods', { data: methods }), cartApi(guestCart([cartLine(12, 3, 1)])));

  it('answers a refused submit with one message for the form beside the errors of its fields', async () => {
    const { context, calls } = api();
    const result = (await checkoutAction(args(await formPost('/_/checkout', { email: 'x' }, { fetcher: true }), context))) as unknown as DataResult;
    expect(result.init?.status).toBe(422);
    expect(result.data).toEqual({ ok: false, message: 'Zadejte všechny povinné údaje prosím.', errors: check({ email: 'x' }) });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('checks without placing an order (intent=check): the errors a submit would get, none once the form is right', async () => {
    const { context, calls } = api();
    const halfway = { ...valid, 'invoiceAddress.zip': '6', terms: '' };
    const result = (await checkoutAction(args(await formPost('/_/checkout', { ...halfway, intent: 'check' }, { fetcher: true }), context))) as unknown as DataResult;
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data).toEqual({ ok: false, message: null, errors: check(halfway) });
    expect(result.data.errors).toMatchObject({ 'invoiceAddress.zip': ['Zadejte platné PSČ.'] });

    const right = (await checkoutAction(args(await formPost('/_/checkout', { ...valid, intent: 'check' }, { fetcher: true }), context))) as unknown as DataResult;
    expect(right.data).toEqual({ ok: true, message: null, errors: {} });
    // Only the methods were asked for: no cart read, no order.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/checkout/methods', 'GET /api/checkout/methods']);
  });

  it('sends a check that no script made back to the cart, asking the API nothing', async () => {
    const { context, calls } = api();
    const response = (await checkoutAction(args(await formPost('/_/checkout', { ...valid, intent: 'check', redirectTo: '/kosik' }), context))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kosik');
    expect(calls).toEqual([]);
  });
});
