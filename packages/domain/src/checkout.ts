/** A client's key for one checkout attempt (SPEC: a repeated submit creates one order, not two). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export const deliveryKinds = ['branch_pickup', 'courier', 'pickup_point'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

export const paymentKinds = ['bank_transfer', 'card', 'cash_on_delivery'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** SPEC §5: personal pickup requires prepayment by card or transfer. */
export function isPrepayment(kind: PaymentKind): boolean {
  return kind === 'bank_transfer' || kind === 'card';
}

export function isPaymentAllowedFor(delivery: DeliveryKind, payment: PaymentKind): boolean {
  if (delivery === 'branch_pickup') return isPrepayment(payment);
  return true;
}

/** SPEC §1/§9: free delivery above 1 500 CZK (tax-inclusive goods total after discounts). */
export const FREE_DELIVERY_FROM_CZK = 150000;

export function deliveryPriceFor(price: number, freeFrom: number | null, goodsTotal: number): number {
  return freeFrom !== null && goodsTotal >= freeFrom ? 0 : price;
}

export interface AddressSnapshot {
  firstname: string;
  lastname: string;
  company: string | null;
  companyId: string | null;
  vatId: string | null;
  street: string;
  city: string;
  zip: string;
  country: string;
  phonePrefix: string | null;
  phone: string | null;
  email: string | null;
}

export interface PickupPoint {
  provider: string;
  id: string;
  name: string;
  street: string;
  city: string;
  zip: string;
}

/** SPEC §3: phone prefixes offered in forms, plus an empty option. */
export const PHONE_PREFIXES = ['', '+420', '+421', '+49', '+44', '+36', '+43', '+48', '+33', '+40', '+386', '+385'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

/**
 * The phone prefix, one rule for every form (checkout, registration, saved addresses, invoice details): it is
 * optional. It is a choice that always has a value — this default, or "" for a number written with its own +code
 * or without one — so a form never has it "missing"; whether a phone is needed at all is the phone field's own
 * rule (required at checkout, optional at registration). Forms mark it optional and start it at this default.
 */
export const DEFAULT_PHONE_PREFIX: PhonePrefix = '+420';

/** A form's prefix value as one of `PHONE_PREFIXES` ("" included); anything else, or nothing, is the default. */
export function phonePrefixOf(value: unknown): PhonePrefix {
  return (PHONE_PREFIXES as readonly unknown[]).includes(value) ? (value as PhonePrefix) : DEFAULT_PHONE_PREFIX;
}
