import type { CheckoutMethods } from './api.server';

/**
 * The checkout form's shapes and the method choices the page needs while the shopper fills it in. Reading,
 * checking and turning the form into an order body is the server's (`checkout-form.server.ts`): the
 * browser bundle carries no validation code.
 */
export type CheckoutValues = Record<string, string>;
export type FieldErrors = Record<string, string[]>;

export const ADDRESS_FIELDS = ['firstname', 'lastname', 'company', 'companyId', 'vatId', 'street', 'city', 'zip', 'country'] as const;

/** A form value as a record id (null for anything else). */
export const formId = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

/** The delivery (and its allowed payments) a form names, if it exists. */
export function chosenDelivery(values: CheckoutValues, methods: CheckoutMethods) {
  const deliveryId = formId(values.deliveryId);
  return methods.delivery.find((d) => d.id === deliveryId) ?? null;
}

/** Payments a delivery allows (SPEC §5: personal pickup only with prepayment — the API's `payment_ids` encode it). */
export function paymentsFor(methods: CheckoutMethods, delivery: CheckoutMethods['delivery'][number] | null) {
  if (!delivery) return methods.payment;
  return methods.payment.filter((p) => delivery.payment_ids.includes(p.id));
}

/** A logged-in customer's saved address offered for the delivery: its label and the delivery fields it fills in. */
export interface SavedAddressChoice {
  id: number;
  label: string;
  fields: CheckoutValues;
}
