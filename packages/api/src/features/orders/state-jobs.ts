import type { SQL } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import type { OrderState } from '@konfety/domain/orders';
import { mailsQueued, orderMailRow } from '../mail/outbox-mails';

/*
 * What each change of an order queues, written in the transaction of the change (a CTE of its statement): the one
 * place that knows how an order's background work is queued. SPEC names no mail for any state change, so every
 * state's entry is empty; a state-change mail is added here, in its state's entry.
 */

type Queue = (tx: Db, orderId: number) => SQL[];
const nothing: Queue = () => [];

/** Placing an order (whatever its first state): its confirmation mail. */
export const onPlacing: Queue = (tx, orderId) => [tx.insert(schema.outboxMails).values(orderMailRow(orderId)).getSQL()];

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

/** After the commit of a change that queued work: wakes this process's runners on `db` (a transaction object wakes none). */
export const orderJobsQueued = (db: object): void => mailsQueued(db);
