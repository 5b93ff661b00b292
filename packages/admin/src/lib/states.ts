import { cs } from '@konfety/domain/i18n/cs';
import { type OrderState, orderStates } from '@konfety/domain/orders';

export { orderStates, type OrderState };

/** The state's Czech name, from the shop's catalogue (the same text the API answers as `state_name`). */
export const stateName = (state: OrderState): string => cs[`order.state.${state}`];

/**
 * The button that moves an order to `state` (the detail's actions, one per `next_states` entry): what the staff
 * member does, not what the order becomes.
 */
export const stateAction: Record<OrderState, string> = {
  new: 'Vrátit mezi nové',
  waiting_for_payment: 'Vrátit do čekání na platbu',
  paid: 'Označit jako zaplacenou',
  processing: 'Připravit',
  ready_for_pickup: 'Připravena k vyzvednutí',
  shipped: 'Odeslat',
  delivered: 'Doručena',
  picked_up: 'Vyzvednuta',
  cancelled: 'Zrušit',
  returned: 'Vrácena',
};

/** The badge's colour family (admin.css `.badge--…`): waiting, working, done, stopped. */
export const stateTone: Record<OrderState, 'new' | 'waiting' | 'paid' | 'working' | 'ready' | 'done' | 'stopped'> = {
  new: 'new',
  waiting_for_payment: 'waiting',
  paid: 'paid',
  processing: 'working',
  ready_for_pickup: 'ready',
  shipped: 'ready',
  delivered: 'done',
  picked_up: 'done',
  cancelled: 'stopped',
  returned: 'stopped',
};

/** The badge colours as the charts draw them (the same families as admin.css). */
export const toneColour: Record<(typeof stateTone)[OrderState], string> = {
  new: '#2563eb',
  waiting: '#c2410c',
  paid: '#15803d',
  working: '#7c3aed',
  ready: '#0e7490',
  done: '#4b5563',
  stopped: '#b91c1c',
};

/** The payment and delivery kinds the order list filters by (api orders/admin-endpoints.ts `adminOrdersQuery`). */
export const paymentKinds = [
  ['bank_transfer', 'Bankovní převod'],
  ['card', 'Platební karta'],
  ['cash_on_delivery', 'Dobírka / hotově'],
] as const;

export const deliveryKinds = [
  ['branch_pickup', 'Osobní odběr na prodejně'],
  ['courier', 'Kurýr'],
  ['pickup_point', 'Výdejní místo'],
] as const;
