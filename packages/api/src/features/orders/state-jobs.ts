import type { SQL } from 'drizzle-orm';
import type { OrderState } from '@konfety/domain/orders';
import { jobInsertSql } from '../../jobs/queue';
import { orderConfirmationMail, orderStateMail } from '../mail/jobs';
import type { MailedOrderState } from '../mail/order-state-mails';
import { creditNoteJob, issueInvoiceJob } from '../invoices/jobs';
import { refundJobSql } from '../payments/refund';

/*
 * What each change of an order queues, written in the transaction of the change (a CTE of its statement): the one
 * place that knows how an order's background work is queued. After the commit the caller wakes this process's jobs
 * runner (`jobsQueued`).
 *
 * The customer's e-mail of a state (issue 40) is a job keyed by order and state (`mail.order_state`, key
 * `<orderId>:<state>`): a repeated transition or a replayed queueing cannot queue a second one, a retry runs the same
 * job. No mail for:
 * - `new`, `waiting_for_payment`: first states, told by the order confirmation (`onPlacing`), never entered later;
 * - `processing`: the shop's own step; the paid mail (or the confirmation, for cash on delivery) said what comes next,
 *   and the mail of the next state (ready for pickup, shipped) follows it;
 * - `returned`: it stands for a withdrawal the customer made as well as a parcel the carrier brought back unclaimed,
 *   which one mail cannot tell apart, and either is settled with the customer directly, the refund with its credit
 *   note (the invoice service), not by an automatic mail.
 */

type Queue = (orderId: number) => SQL[];
const nothing: Queue = () => [];
const mail =
  (state: MailedOrderState): Queue =>
  (orderId) => [jobInsertSql(orderStateMail, { orderId, state })];
/** The invoice: issued once per order (its key; the service finds one issued before), on payment or on handing over. */
const invoice: Queue = (orderId) => [jobInsertSql(issueInvoiceJob, { orderId })];
/** The credit note of an invoiced order (none when it was never invoiced). */
const creditNote =
  (cause: 'cancelled' | 'returned'): Queue =>
  (orderId) => [jobInsertSql(creditNoteJob, { orderId, cause })];
const both =
  (...queues: Queue[]): Queue =>
  (orderId) => queues.flatMap((q) => q(orderId));

/** Placing an order (whatever its first state): its confirmation mail. */
export const onPlacing: Queue = (orderId) => [jobInsertSql(orderConfirmationMail, { orderId })];

/** Entering a state through `transitionOrder`. */
export const onEntering: Record<OrderState, Queue> = {
  new: nothing,
  waiting_for_payment: nothing,
  paid: both(mail('paid'), invoice),
  processing: nothing,
  ready_for_pickup: mail('ready_for_pickup'),
  shipped: mail('shipped'),
  // Cash on delivery is paid when handed over: its invoice then (a prepaid order's was issued on payment).
  delivered: both(mail('delivered'), invoice),
  picked_up: both(mail('picked_up'), invoice),
  // A paid card payment goes back to the card (payments/refund.ts: nothing to do for an unpaid or a transfer order).
  cancelled: both(mail('cancelled'), creditNote('cancelled'), (orderId) => [refundJobSql(orderId)]),
  returned: creditNote('returned'),
};
