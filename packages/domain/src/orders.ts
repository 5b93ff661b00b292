/**
 * Order life cycle. SPEC §4 names 'waiting for payment' and 'paid'; the rest
 * is designed here and documented in ARCHITECTURE.md.
 */
export const orderStates = [
  'new',
  'waiting_for_payment',
  'paid',
  'processing',
  'ready_for_pickup',
  'shipped',
  'delivered',
  'picked_up',
  'cancelled',
  'returned',
] as const;
export type OrderState = (typeof orderStates)[number];

const transitions: Record<OrderState, readonly OrderState[]> = {
  new: ['processing', 'cancelled'],
  waiting_for_payment: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['ready_for_pickup', 'shipped', 'cancelled'],
  ready_for_pickup: ['picked_up', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  picked_up: ['returned'],
  cancelled: [],
  returned: [],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return transitions[from].includes(to);
}

/** The states an order in `from` may move to (the back office's actions). */
export function nextStates(from: OrderState): readonly OrderState[] {
  return transitions[from];
}

/** Prepaid orders wait for payment; cash on delivery goes straight to processing queue as 'new'. */
export function initialOrderState(paymentIsPrepayment: boolean): OrderState {
  return paymentIsPrepayment ? 'waiting_for_payment' : 'new';
}
