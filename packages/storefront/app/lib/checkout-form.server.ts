import { z } from 'zod';
import { PHONE_PREFIXES } from '@konfety/domain/checkout';
import { checkoutAddressSchema, checkoutErrors } from '@konfety/domain/checkout-rules';
import type { CheckoutMethods, OrderInput } from './api.server';
import { ADDRESS_FIELDS, type CheckoutValues, chosenDelivery, type FieldErrors, formId } from './checkout-form';
import type { Locale } from '../routing/route-names';
import { emailField, issuesToFieldErrors } from '@konfety/domain/validation';

/**
 * The checkout form as the checkout action reads and checks it (for a
 * script's fetcher and a plain form post alike), then the order body.
 * Field names are the API's error paths (`invoiceAddress.zip` …), so a 422
 * from `POST /api/orders` lands on the same inputs. Every rule is the
 * domain's (`checkoutErrors`, the required/e-mail fields of SPEC §5), and the
 * API checks them all again.
 */
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


export interface CheckoutContext {
  methods: CheckoutMethods;
  locale: Locale;
}


/** Field errors of a checkout form (SPEC §5) with the SPEC §8 texts, the domain's rules checked on the body the form would send. */
export function validateCheckout(values: CheckoutValues, { methods, locale }: CheckoutContext): FieldErrors {
  const order = orderFields(values, methods);
  const errors = checkoutErrors(
    {
      deliveryId: order.deliveryId,
      paymentId: order.paymentId,
      branchId: order.branchId,
      pickupPointChosen: order.pickupPoint !== null,
      terms: order.terms,
      isCompany: order.isCompany,
      invoiceAddress: order.invoiceAddress,
      deliveryAddress: order.deliveryAddress,
      phone: order.phone,
      phonePrefix: order.phonePrefix,
    },
    {
      deliveries: methods.delivery.map((d) => ({ id: d.id, kind: d.kind, paymentIds: d.payment_ids })),
      payments: methods.payment,
      branchIds: methods.branches.map((b) => b.id),
      shipsTo: methods.ships_to,
      locale,
    },
  );
  // The one-field rules are the API's own schemas, checked on exactly what would be sent.
  const fields = z.object({ email: emailField(), invoiceAddress: checkoutAddressSchema, deliveryAddress: checkoutAddressSchema.nullable() });
  const parsed = fields.safeParse({ email: order.email, invoiceAddress: order.invoiceAddress, deliveryAddress: order.deliveryAddress });
  if (!parsed.success) for (const [field, messages] of Object.entries(issuesToFieldErrors(parsed.error.issues, locale))) (errors[field] ??= []).push(...messages);
  return errors;
}

/** The order body for `POST /api/orders` from validated values. */
export function toOrderInput(values: CheckoutValues, cartId: string | number, methods: CheckoutMethods): OrderInput {
  return { cartId, ...orderFields(values, methods) };
}

function orderFields(values: CheckoutValues, methods: CheckoutMethods) {
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
    deliveryId: formId(values.deliveryId),
    paymentId: formId(values.paymentId),
    branchId: delivery?.requires_branch ? formId(values.branchId) : null,
    pickupPoint:
      delivery?.requires_pickup_point && values['pickupPoint.id']?.trim()
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
    phonePrefix: ((PHONE_PREFIXES as readonly string[]).includes(values.phonePrefix ?? '') ? values.phonePrefix : '+420') as (typeof PHONE_PREFIXES)[number],
    phone: values.phone ?? '',
    isCompany,
    invoiceAddress: address('invoiceAddress', isCompany),
    deliveryAddress: values.differentDelivery === 'on' ? address('deliveryAddress', false) : null,
    note: values.note || null,
    newsletter: values.newsletter === 'on',
    terms: values.terms === 'on',
    giftId: formId(values.giftId),
  };
}
