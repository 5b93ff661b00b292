/**
 * How a customer can still pay an order they placed (the account's order list and detail, the summary page).
 * Only a prepaid order waiting for its money offers anything: a card order the card gateway, a bank-transfer
 * order its QR Platba code (made for CZK orders only, so a transfer in another currency offers the bank details
 * on the detail page but no QR action). A paid, cancelled or cash-on-delivery order offers nothing.
 */
export interface PayableOrder {
  state: string;
  /** When the payment arrived; null while unpaid. */
  paidAt: Date | string | null;
  /** The payment method's kind (`bank_transfer`, `card`, `cash_on_delivery`). */
  paymentKind: string;
  /** The order's SPAYD string, null when it has none. */
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
