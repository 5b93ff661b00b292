import { z } from 'zod';
import { isValidIco, isValidPhone, isValidTaxId, isValidZip } from '@konfety/domain/company';
import { PHONE_PREFIXES } from '@konfety/domain/checkout';
import { translate, type UiKey } from '../../i18n';
import type { CheckoutMethods, OrderInput } from '../../lib/api.server';
import type { Locale } from '../../routing/route-names';
import { emailField, issuesToFieldErrors, requiredString, validationMessage } from '@konfety/domain/validation';

/**
 * The checkout form, shared by the page (checks before submitting) and the
 * checkout action (the same checks without JavaScript, then the order body).
 * Field names are the API's error paths (`invoiceAddress.zip` …), so a 422
 * from `POST /api/orders` lands on the same inputs. Every rule is the
 * domain's: the required/e-mail texts of SPEC §5, the IČO checksum, ZIP, DIČ
 * and phone formats; the API checks them all again.
 */
export type CheckoutValues = Record<string, string>;
export type FieldErrors = Record<string, string[]>;

export const ADDRESS_FIELDS = ['firstname', 'lastname', 'company', 'companyId', 'vatId', 'street', 'city', 'zip', 'country'] as const;
const CHECKBOXES = ['isCompany', 'differentDelivery', 'newsletter', 'terms'] as const;
const TEXT_FIELDS = [
  'deliveryId',
  'paymentId',
  'branchId',
  'giftId',
  'email',
  'phonePrefix',
  'phone',
  'note',
  'idempotencyKey',
  'pickupPoint.id',
  'pickupPoint.name',
  'pickupPoint.street',
  'pickupPoint.city',
  'pickupPoint.zip',
  ...ADDRESS_FIELDS.map((f) => `invoiceAddress.${f}`),
  ...ADDRESS_FIELDS.map((f) => `deliveryAddress.${f}`),
];

/** The longest value kept: the API's limits are lower, so nothing valid is cut. */
const MAX_VALUE = 1000;

export function readCheckoutForm(form: FormData | URLSearchParams): CheckoutValues {
  const values: CheckoutValues = {};
  for (const name of TEXT_FIELDS) {
    const v = form.get(name);
    values[name] = typeof v === 'string' ? v.slice(0, MAX_VALUE) : '';
  }
  for (const name of CHECKBOXES) values[name] = form.get(name) ? 'on' : '';
  return values;
}

const id = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

export interface CheckoutContext {
  methods: CheckoutMethods;
  locale: Locale;
}

/** The delivery (and its allowed payments) a form names, if it exists. */
export function chosenDelivery(values: CheckoutValues, methods: CheckoutMethods) {
  const deliveryId = id(values.deliveryId);
  return methods.delivery.find((d) => d.id === deliveryId) ?? null;
}

/** Payments a delivery allows (SPEC §5: personal pickup only with prepayment — the API's `payment_ids` encode it). */
export function paymentsFor(methods: CheckoutMethods, delivery: CheckoutMethods['delivery'][number] | null) {
  if (!delivery) return methods.payment;
  return methods.payment.filter((p) => delivery.payment_ids.includes(p.id));
}

function addressSchema(opts: { company: boolean; shipsTo: string | null }) {
  const req = requiredString({ max: 200 });
  return z
    .looseObject({ firstname: req, lastname: req, street: req, city: req, zip: requiredString({ max: 10 }), country: requiredString({ max: 2 }) })
    .superRefine((a, ctx) => {
      // Messages are catalogue keys; issuesToFieldErrors turns them into the page's language.
      const report = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const country = a.country.toUpperCase();
      const companyId = typeof a.companyId === 'string' ? a.companyId.trim() : '';
      const vatId = typeof a.vatId === 'string' ? a.vatId.trim() : '';
      if (opts.shipsTo && country !== opts.shipsTo) report('country', 'checkout.countryNotShipped');
      if (!isValidZip(a.zip, country)) report('zip', 'validation.zip');
      if (opts.company && !companyId) report('companyId', 'checkout.companyIdRequired');
      if (companyId && !isValidIco(companyId)) report('companyId', 'validation.ico');
      if (vatId && !isValidTaxId(vatId, country)) report('vatId', 'validation.dic');
    });
}

function pick(values: CheckoutValues, prefix: string): Record<string, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, values[`${prefix}.${f}`] ?? '']));
}

/** Field errors of a checkout form (SPEC §5), with the SPEC §8 texts for missing choices. */
export function validateCheckout(values: CheckoutValues, { methods, locale }: CheckoutContext): FieldErrors {
  const errors: FieldErrors = {};
  const t = (key: UiKey) => translate(locale, key);
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const delivery = chosenDelivery(values, methods);
  const paymentId = id(values.paymentId);
  const payment = methods.payment.find((p) => p.id === paymentId) ?? null;
  if (!delivery) add('deliveryId', t('checkout.deliveryMissing'));
  if (!payment) add('paymentId', t('checkout.paymentMissing'));
  if (delivery && payment && !delivery.payment_ids.includes(payment.id)) {
    add('paymentId', t(delivery.requires_branch && !payment.is_prepayment ? 'checkout.pickupRequiresPrepayment' : 'checkout.paymentNotAllowed'));
  }
  if (delivery?.requires_branch) {
    const branchId = id(values.branchId);
    if (!branchId) add('branchId', t('checkout.pickupPointMissing'));
    else if (!methods.branches.some((b) => b.id === branchId)) add('branchId', t('checkout.branchNotFound'));
  }
  if (delivery?.requires_pickup_point && !values['pickupPoint.id']?.trim()) add('pickupPoint', t('checkout.pickupPointMissing'));

  const isCompany = values.isCompany === 'on';
  const different = values.differentDelivery === 'on';
  const contact = z.object({
    email: emailField(),
    invoiceAddress: addressSchema({ company: isCompany, shipsTo: delivery?.requires_address && !different ? methods.ships_to : null }),
    ...(different ? { deliveryAddress: addressSchema({ company: false, shipsTo: methods.ships_to }) } : {}),
  });
  const parsed = contact.safeParse({ email: values.email ?? '', invoiceAddress: pick(values, 'invoiceAddress'), deliveryAddress: pick(values, 'deliveryAddress') });
  if (!parsed.success) for (const [field, messages] of Object.entries(issuesToFieldErrors(parsed.error.issues, locale))) (errors[field] ??= []).push(...messages);
  const prefix = (PHONE_PREFIXES as readonly string[]).includes(values.phonePrefix ?? '') ? values.phonePrefix! : '';
  if (!values.phone?.trim()) add('phone', validationMessage('required', {}, locale));
  else if (!isValidPhone(values.phone, prefix)) add('phone', validationMessage('phone', {}, locale));
  if (values.terms !== 'on') add('terms', t('checkout.termsNotAgreed'));
  return errors;
}

/**
 * The SPEC §8 notices a set of field errors stands for (shown as danger
 * snackbars): each missing choice by its own text, address problems as
 * "invalid invoice/delivery address", anything else as "fill in all required".
 */
export function checkoutNotices(errors: FieldErrors, locale: Locale): string[] {
  const notices = new Set<string>();
  const t = (key: UiKey) => translate(locale, key);
  for (const [field, messages] of Object.entries(errors)) {
    if (['deliveryId', 'paymentId', 'branchId', 'pickupPoint', 'terms'].includes(field)) messages.forEach((m) => notices.add(m));
    else if (field === 'invoiceAddress.companyId' && messages.includes(t('checkout.companyIdRequired'))) notices.add(t('checkout.companyIdRequired'));
    else if (field.endsWith('.country') && messages.includes(t('checkout.countryNotShipped'))) notices.add(t('checkout.countryNotShipped'));
    else if (field.startsWith('invoiceAddress.')) notices.add(t('checkout.invoiceAddressInvalid'));
    else if (field.startsWith('deliveryAddress.')) notices.add(t('checkout.deliveryAddressInvalid'));
    else notices.add(t('checkout.requiredFields'));
  }
  return [...notices];
}

/** The order body for `POST /api/orders` from validated values. */
export function toOrderInput(values: CheckoutValues, cartId: string | number, methods: CheckoutMethods): OrderInput {
  const delivery = chosenDelivery(values, methods);
  const address = (prefix: string, company: boolean) => {
    const v = (f: (typeof ADDRESS_FIELDS)[number]) => values[`${prefix}.${f}`] ?? '';
    return {
      firstname: v('firstname'),
      lastname: v('lastname'),
      company: company ? v('company') || null : null,
      companyId: company ? v('companyId') || null : null,
      vatId: company ? v('vatId') || null : null,
      street: v('street'),
      city: v('city'),
      zip: v('zip'),
      country: v('country') || methods.ships_to,
    };
  };
  const isCompany = values.isCompany === 'on';
  return {
    cartId,
    deliveryId: id(values.deliveryId),
    paymentId: id(values.paymentId),
    branchId: delivery?.requires_branch ? id(values.branchId) : null,
    pickupPoint:
      delivery?.requires_pickup_point && values['pickupPoint.id']
        ? {
            provider: 'packeta',
            id: values['pickupPoint.id'],
            name: values['pickupPoint.name'] ?? '',
            street: values['pickupPoint.street'] ?? '',
            city: values['pickupPoint.city'] ?? '',
            zip: values['pickupPoint.zip'] ?? '',
          }
        : null,
    email: values.email ?? '',
    phonePrefix: ((PHONE_PREFIXES as readonly string[]).includes(values.phonePrefix ?? '') ? values.phonePrefix : '+420') as OrderInput['phonePrefix'],
    phone: values.phone ?? '',
    isCompany,
    invoiceAddress: address('invoiceAddress', isCompany),
    deliveryAddress: values.differentDelivery === 'on' ? address('deliveryAddress', false) : null,
    note: values.note || null,
    newsletter: values.newsletter === 'on',
    terms: values.terms === 'on',
    giftId: id(values.giftId),
  };
}
