import { z } from 'zod';
import { phonePrefixOf } from '@konfety/domain/checkout';
import { checkoutAddressSchema, checkoutErrors } from '@konfety/domain/checkout-rules';
import { formatZip } from '@konfety/domain/company';
import type { CheckoutMethods, InvoiceDetails, OrderInput, SavedAddress, User } from './api.server';
import { ADDRESS_FIELDS, type CheckoutValues, chosenDelivery, type FieldErrors, formId, type SavedAddressChoice } from './checkout-form';
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
  'savedAddressId',
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
    phonePrefix: phonePrefixOf(values.phonePrefix),
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

// ---------------------------------------------------------------------------
// A logged-in customer's checkout: filled in from the account, delivering to a saved address.

/** The saved addresses the checkout may deliver to: those in the one country the site ships to (SPEC §5). */
export function deliverableAddresses(addresses: readonly SavedAddress[] | null, methods: CheckoutMethods): SavedAddress[] {
  return (addresses ?? []).filter((a) => a.country === methods.ships_to);
}

/** The deliverable saved addresses as the checkout offers them: a label, and the delivery fields choosing one fills in (formatted here, so the page's script only copies them). */
export function savedAddressChoices(addresses: readonly SavedAddress[] | null, methods: CheckoutMethods): SavedAddressChoice[] {
  return deliverableAddresses(addresses, methods).map((a) => ({
    id: a.id,
    label: [a.name, `${a.firstname} ${a.lastname}`, a.street, `${formatZip(a.zip, a.country)} ${a.city}`].filter(Boolean).join(', '),
    fields: deliveryFields(a),
  }));
}

type AddressLike = Pick<SavedAddress, 'firstname' | 'lastname' | 'street' | 'city' | 'zip' | 'country'>;

const sameAddress = (a: AddressLike, b: AddressLike) =>
  (['firstname', 'lastname', 'street', 'city', 'zip', 'country'] as const).every((f) => a[f].trim().toLowerCase() === b[f].trim().toLowerCase());

/** A saved address as the checkout's delivery-address fields. */
function deliveryFields(a: AddressLike): CheckoutValues {
  return {
    'deliveryAddress.firstname': a.firstname,
    'deliveryAddress.lastname': a.lastname,
    'deliveryAddress.street': a.street,
    'deliveryAddress.city': a.city,
    'deliveryAddress.zip': formatZip(a.zip, a.country),
    'deliveryAddress.country': a.country,
  };
}

/**
 * The checkout form of a logged-in customer before they type anything: contact and invoice address from the
 * invoice details (the account's name, e-mail and phone where those say nothing; without invoice details, the
 * default address), a company purchase when the details name a company, and the default address as the
 * delivery address when it is another one than the invoice address.
 */
export function checkoutPrefill(
  account: { user: User; invoice: InvoiceDetails | null; addresses: readonly SavedAddress[] },
  methods: CheckoutMethods,
): CheckoutValues {
  const { user, invoice, addresses } = account;
  const deliverable = deliverableAddresses(addresses, methods);
  const chosen = deliverable.find((a) => a.is_default) ?? null;
  const bill = invoice ?? addresses.find((a) => a.is_default) ?? null;
  const values: CheckoutValues = {
    email: invoice?.email ?? user.email,
    phonePrefix: (invoice?.phone ? invoice.phone_prefix : user.phone_prefix) ?? '',
    phone: invoice?.phone ?? user.phone ?? '',
    'invoiceAddress.firstname': bill?.firstname ?? user.firstname,
    'invoiceAddress.lastname': bill?.lastname ?? user.lastname,
  };
  if (bill) {
    Object.assign(values, {
      'invoiceAddress.street': bill.street,
      'invoiceAddress.city': bill.city,
      'invoiceAddress.zip': formatZip(bill.zip, bill.country),
      'invoiceAddress.country': bill.country,
    });
  }
  if (invoice && (invoice.company || invoice.company_id)) {
    Object.assign(values, {
      isCompany: 'on',
      'invoiceAddress.company': invoice.company ?? '',
      'invoiceAddress.companyId': invoice.company_id ?? '',
      'invoiceAddress.vatId': invoice.vat_id ?? '',
    });
  }
  if (chosen && !(bill && sameAddress(chosen, bill))) Object.assign(values, deliveryFields(chosen), { differentDelivery: 'on', savedAddressId: String(chosen.id) });
  return values;
}

/**
 * A saved address chosen for the delivery (`savedAddressId`, with "deliver elsewhere" ticked) fills the
 * delivery-address fields on the server, as the page's script does at once in the browser; a choice that is
 * not one of the customer's deliverable addresses is dropped and the typed fields count.
 */
export function withSavedAddress(values: CheckoutValues, addresses: readonly SavedAddress[] | null, methods: CheckoutMethods): CheckoutValues {
  const id = formId(values.savedAddressId);
  if (id === null || values.differentDelivery !== 'on') return values;
  const chosen = deliverableAddresses(addresses, methods).find((a) => a.id === id);
  return chosen ? { ...values, ...deliveryFields(chosen) } : { ...values, savedAddressId: '' };
}
