import { cs } from '@konfety/domain/i18n/cs';
import { type OrderState, orderStates } from '@konfety/domain/orders';
import { t } from '../i18n';

export { orderStates, type OrderState };

/** The state's Czech name, from the shop's catalogue (the same text the API answers as `state_name`). */
export const stateName = (state: OrderState): string => cs[`order.state.${state}`];

/**
 * The button that moves an order to `state` (the detail's actions, one per `next_states` entry): what the staff
 * member does, not what the order becomes.
 */
export const stateAction = (state: OrderState): string => t(`order.action.${state}`);

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
