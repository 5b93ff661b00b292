import type { SQL } from 'drizzle-orm';
import type { OrderState } from '@konfety/domain/orders';
import { jobInsertSql } from '../../jobs/queue';
import { orderConfirmationMail } from '../mail/jobs';

/*
 * What each change of an order queues, written in the transaction of the change (a CTE of its statement): the one
 * place that knows how an order's background work is queued. SPEC names no mail for any state change, so every
 * state's entry is empty; a state-change mail is added here, in its state's entry. After the commit the caller
 * wakes this process's jobs runner (`jobsQueued`).
 */

type Queue = (orderId: number) => SQL[];
const nothing: Queue = () => [];

/** Placing an order (whatever its first state): its confirmation mail. */
export const onPlacing: Queue = (orderId) => [jobInsertSql(orderConfirmationMail, { orderId })];

/** Entering a state through `transitionOrder`. */
export const onEntering: Record<OrderState, Queue> = {
  new: nothing,
  waiting_for_payment: nothing,
  paid: nothing,
  processing: nothing,
  ready_for_pickup: nothing,
  shipped: nothing,
  delivered: nothing,
  picked_up: nothing,
  cancelled: nothing,
  returned: nothing,
};
