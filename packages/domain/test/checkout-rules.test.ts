import { describe, expect, it } from 'vitest';
import { type CheckoutChoice, checkoutErrors, checkoutMessage, checkoutNotices, type CheckoutOffer, deliveryRequirements } from '../src/checkout-rules';

const PICKUP = 1;
const COURIER = 2;
const PACKETA = 3;
const TRANSFER = 1;
const CARD = 2;
const COD = 3;

const offer: CheckoutOffer = {
  deliveries: [
    { id: PICKUP, kind: 'branch_pickup', paymentIds: [TRANSFER, CARD] },
    { id: COURIER, kind: 'courier', paymentIds: [TRANSFER, COD] },
    { id: PACKETA, kind: 'pickup_point', paymentIds: [TRANSFER, CARD, COD] },
  ],
  payments: [
    { id: TRANSFER, kind: 'bank_transfer' },
    { id: CARD, kind: 'card' },
    { id: COD, kind: 'cash_on_delivery' },
  ],
  branchIds: [7, 8],
  knownCountries: new Set(['CZ', 'SK', 'DE']),
  shipsTo: 'CZ',
  locale: 'cs',
};

const address = { country: 'CZ', zip: '110 00', companyId: null, vatId: null };
const valid: CheckoutChoice = {
  deliveryId: PICKUP,
  paymentId: TRANSFER,
  branchId: 7,
  pickupPointChosen: false,
  terms: true,
  isCompany: false,
  invoiceAddress: address,
  deliveryAddress: null,
  phone: '602 111 222',
  phonePrefix: '+420',
};
const check = (extra: Partial<CheckoutChoice>, o: Partial<CheckoutOffer> = {}) => checkoutErrors({ ...valid, ...extra }, { ...offer, ...o });

describe('checkoutErrors (SPEC §5 rules, SPEC §8 texts)', () => {
  it('accepts a complete order of each delivery kind', () => {
    expect(check({})).toEqual({});
    expect(check({ deliveryId: COURIER, paymentId: COD, branchId: null })).toEqual({});
    expect(check({ deliveryId: PACKETA, branchId: null, pickupPointChosen: true })).toEqual({});
  });

  it('names a missing delivery and payment', () => {
    expect(check({ deliveryId: null, paymentId: null })).toEqual({ deliveryId: ['Nemáte zvolenou dopravu.'], paymentId: ['Nemáte zvolenou platební metodu.'] });
    expect(check({ deliveryId: 99, paymentId: 99 })).toEqual({ deliveryId: ['Nemáte zvolenou dopravu.'], paymentId: ['Nemáte zvolenou platební metodu.'] });
  });

  it('personal pickup requires prepayment, even when the offer would pair it', () => {
    const prepay = ['Při osobním odběru na prodejně je nutné zaplatit předem, kartou nebo bankovním převodem.'];
    expect(check({ paymentId: COD })).toEqual({ paymentId: prepay });
    const misconfigured = [{ id: PICKUP, kind: 'branch_pickup' as const, paymentIds: [TRANSFER, CARD, COD] }];
    expect(check({ paymentId: COD }, { deliveries: misconfigured })).toEqual({ paymentId: prepay });
  });

  it('refuses a payment the delivery does not allow', () => {
    expect(check({ deliveryId: COURIER, paymentId: CARD, branchId: null })).toEqual({ paymentId: ['Zvolenou platbu nelze použít s vybranou dopravou.'] });
  });

  it('personal pickup needs a branch that exists', () => {
    expect(check({ branchId: null })).toEqual({ branchId: ['Nemáte zvolené odběrové místo (pobočku).'] });
    expect(check({ branchId: 424242 })).toEqual({ branchId: ['Vybraná pobočka neexistuje!'] });
    expect(check({ deliveryId: COURIER, paymentId: COD, branchId: 424242 })).toEqual({});
  });

  it('a pickup-point delivery needs a chosen point', () => {
    expect(check({ deliveryId: PACKETA, branchId: null })).toEqual({ pickupPoint: ['Nemáte zvolené odběrové místo (pobočku).'] });
  });

  it('needs the terms agreed', () => {
    expect(check({ terms: false })).toEqual({ terms: ['Pro odeslání objednávky je nutné souhlasit s obchodními podmínkami.'] });
  });

  it('a company order needs an IČO with a valid checksum', () => {
    expect(check({ isCompany: true })).toEqual({ 'invoiceAddress.companyId': ['Pro nákup na firmu vyplňte IČO.'] });
    expect(check({ isCompany: true, invoiceAddress: { ...address, companyId: '  ' } })).toEqual({ 'invoiceAddress.companyId': ['Pro nákup na firmu vyplňte IČO.'] });
    expect(check({ isCompany: true, invoiceAddress: { ...address, companyId: '25596642' } })).toEqual({ 'invoiceAddress.companyId': ['Zadejte platné IČO.'] });
    expect(check({ isCompany: true, invoiceAddress: { ...address, companyId: '255 966 41' } })).toEqual({});
    expect(check({ deliveryId: COURIER, paymentId: COD, branchId: null, deliveryAddress: { ...address, companyId: '12345678' } })).toEqual({
      'deliveryAddress.companyId': ['Zadejte platné IČO.'],
    });
  });

  it('checks the IČO checksum only for Czech and Slovak addresses (it is their identifier)', () => {
    expect(check({ isCompany: true, invoiceAddress: { country: 'SK', zip: '811 01', companyId: '25596642', vatId: null } })).toEqual({
      'invoiceAddress.companyId': ['Zadejte platné IČO.'],
    });
    expect(check({ isCompany: true, invoiceAddress: { country: 'DE', zip: '10115', companyId: 'HRB 12345', vatId: null } })).toEqual({});
  });

  it('checks the ZIP for the address country', () => {
    expect(check({ invoiceAddress: { ...address, zip: '81101' } })).toEqual({ 'invoiceAddress.zip': ['Zadejte platné PSČ.'] });
    expect(check({ invoiceAddress: { ...address, country: 'sk', zip: '811 01' } })).toEqual({});
    // A blank ZIP is the required-field check of the caller's schema.
    expect(check({ invoiceAddress: { ...address, zip: '' } })).toEqual({});
  });

  it('checks the DIČ for the address country', () => {
    expect(check({ invoiceAddress: { ...address, vatId: 'CZ25596642' } })).toEqual({ 'invoiceAddress.vatId': ['Zadejte platné DIČ.'] });
    expect(check({ invoiceAddress: { ...address, vatId: 'CZ25596641' } })).toEqual({});
    expect(check({ invoiceAddress: { ...address, country: 'SK', zip: '81101', vatId: 'CZ25596641' } })).toEqual({ 'invoiceAddress.vatId': ['Zadejte platné DIČ.'] });
  });

  it('an address names a known country; the courier delivers only to the shop country', () => {
    const notShipped = ['Do vybrané země tento obchod nedoručuje.'];
    const courier = { deliveryId: COURIER, paymentId: COD, branchId: null };
    const sk = { ...address, country: 'SK', zip: '81101' };
    expect(check({ invoiceAddress: { ...address, country: 'XX', zip: '12345' } })).toEqual({ 'invoiceAddress.country': ['Vyberte prosím jednu z nabízených možností.'] });
    expect(check({ invoiceAddress: { ...address, country: 'XX', zip: '12345' } }, { knownCountries: undefined })).toEqual({});
    // Invoices may go anywhere; the goods go to the delivery address, or to the invoice address when there is none.
    expect(check({ invoiceAddress: sk })).toEqual({});
    expect(check({ ...courier, invoiceAddress: sk })).toEqual({ 'invoiceAddress.country': notShipped });
    expect(check({ ...courier, invoiceAddress: sk, deliveryAddress: address })).toEqual({});
    expect(check({ ...courier, deliveryAddress: sk })).toEqual({ 'deliveryAddress.country': notShipped });
    expect(check({ deliveryAddress: sk })).toEqual({ 'deliveryAddress.country': notShipped });
  });

  it('needs a phone number valid with its prefix', () => {
    expect(check({ phone: ' ' })).toEqual({ phone: ['Pole musí být vyplněno'] });
    expect(check({ phone: '602 111 22' })).toEqual({ phone: ['Zadejte platné telefonní číslo.'] });
    expect(check({ phone: '0049 30 1234567', phonePrefix: '' })).toEqual({});
  });

  it('answers in the locale of the offer', () => {
    expect(check({ deliveryId: null }, { locale: 'en' }).deliveryId).toHaveLength(1);
    expect(check({ deliveryId: null }, { locale: 'en' }).deliveryId).not.toEqual(['Nemáte zvolenou dopravu.']);
  });
});

describe('deliveryRequirements', () => {
  it('personal pickup needs a branch, a pickup point a point, the courier an address', () => {
    expect(deliveryRequirements('branch_pickup')).toEqual({ branch: true, pickupPoint: false, address: false });
    expect(deliveryRequirements('pickup_point')).toEqual({ branch: false, pickupPoint: true, address: false });
    expect(deliveryRequirements('courier')).toEqual({ branch: false, pickupPoint: false, address: true });
  });
});

describe('checkoutNotices and checkoutMessage (SPEC §8)', () => {
  const notices = (errors: Record<string, string[]>) => checkoutNotices(errors, 'cs');
  const message = (errors: Record<string, string[]>) => checkoutMessage(errors, 'cs');

  it('a missing or refused choice is its own notice', () => {
    const errors = check({ deliveryId: null, paymentId: null, terms: false });
    expect(notices(errors)).toEqual(['Nemáte zvolenou dopravu.', 'Nemáte zvolenou platební metodu.', 'Pro odeslání objednávky je nutné souhlasit s obchodními podmínkami.']);
    expect(message(errors)).toBe('Zadejte všechny povinné údaje prosím.');
    expect(message(check({ branchId: 424242 }))).toBe('Vybraná pobočka neexistuje!');
    expect(message(check({ deliveryId: PACKETA, branchId: null }))).toBe('Nemáte zvolené odběrové místo (pobočku).');
  });

  it('a missing IČO and an unshipped country are notices of their own', () => {
    expect(notices(check({ isCompany: true }))).toEqual(['Pro nákup na firmu vyplňte IČO.']);
    expect(message(check({ isCompany: true }))).toBe('Pro nákup na firmu vyplňte IČO.');
    const unshipped = check({ deliveryId: COURIER, paymentId: COD, branchId: null, deliveryAddress: { ...address, country: 'SK', zip: '81101' } });
    expect(message(unshipped)).toBe('Do vybrané země tento obchod nedoručuje.');
  });

  it('other address problems are "invalid invoice/delivery address", once per address', () => {
    const invoice = check({ invoiceAddress: { ...address, zip: '81101', companyId: '12345678' } });
    expect(notices(invoice)).toEqual(['Neplatná fakturační adresa...']);
    expect(message(invoice)).toBe('Neplatná fakturační adresa...');
    expect(message(check({ deliveryAddress: { ...address, zip: '1' } }))).toBe('Neplatná dodací adresa...');
    expect(notices({ 'invoiceAddress.zip': ['Zadejte platné PSČ.'], 'invoiceAddress.companyId': ['Pro nákup na firmu vyplňte IČO.'] })).toEqual([
      'Neplatná fakturační adresa...',
      'Pro nákup na firmu vyplňte IČO.',
    ]);
  });

  it('anything else asks to fill in all required fields', () => {
    expect(notices({ email: ['Pole musí být vyplněno'], phone: ['Zadejte platné telefonní číslo.'] })).toEqual(['Zadejte všechny povinné údaje prosím.']);
    expect(message({ cartId: ['Košík je prázdný.'] })).toBe('Zadejte všechny povinné údaje prosím.');
    expect(notices({})).toEqual([]);
  });
});
