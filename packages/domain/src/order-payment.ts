import { convertFromCzk, type CurrencyRate } from './format';
import type { Minor } from './money';

/**
 * How a customer can still pay an order they placed (the account's order list and detail, the summary page).
 * Only a prepaid order waiting for its money offers anything: a card order the card gateway, a bank-transfer
 * order its QR code (QR Platba for CZK, PAY by square for EUR; an order in another currency has none and offers
 * the bank details but no QR action). A paid, cancelled or cash-on-delivery order offers nothing.
 */
export interface PayableOrder {
  state: string;
  /** When the payment arrived; null while unpaid. */
  paidAt: Date | string | null;
  /** The payment method's kind (`bank_transfer`, `card`, `cash_on_delivery`). */
  paymentKind: string;
  /** The order's QR payment string (SPAYD or PAY by square), null when it has none. */
  qrPayment: string | null;
}

/** The order has not been paid and is still waiting for it (SPEC §4 'waiting for payment'). */
export function awaitsPayment(order: Pick<PayableOrder, 'state' | 'paidAt'>): boolean {
  return order.state === 'waiting_for_payment' && order.paidAt === null;
}

export function isPaid(order: Pick<PayableOrder, 'state' | 'paidAt'>): boolean {
  return order.paidAt !== null || order.state === 'paid';
}

/** What the customer can do to pay the order now. */
export function paymentActions(order: PayableOrder): { payByCard: boolean; qrPayment: boolean } {
  const open = awaitsPayment(order);
  return {
    payByCard: open && order.paymentKind === 'card',
    qrPayment: open && order.paymentKind === 'bank_transfer' && order.qrPayment !== null,
  };
}

/** What the amount due of an order is made of: its total as stored (CZK haléře) and its currency at the rate the order was placed at. */
export interface OrderAmountSource {
  total: Minor;
  currency: CurrencyRate;
}

/**
 * What the customer pays for an order, in minor units of the order's currency: the summary's and the invoice's
 * total (`convertFromCzk` at the order's rate). Every place that asks for or checks the money (the QR code, the
 * card gateway, the bank statement's match) takes it from here, so they cannot disagree by a cent.
 */
export function orderAmountDue(order: OrderAmountSource): Minor {
  return convertFromCzk(order.total, order.currency);
}

export const qrPaymentStandards = ['spayd', 'pay_by_square'] as const;
export type QrPaymentStandard = (typeof qrPaymentStandards)[number];

/**
 * The standard a stored QR payment string is written in, so a page can name it: SPAYD (QR Platba) always starts
 * with its `SPD*` header; PAY by square is a Base32hex string, which has no `*`.
 */
export function qrPaymentStandard(qrPayment: string): QrPaymentStandard {
  return qrPayment.startsWith('SPD*') ? 'spayd' : 'pay_by_square';
}
