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
