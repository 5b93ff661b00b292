import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { ensureCreditNote, ensureInvoice } from './service';

/*
 * The invoices' jobs (issue 40): queued with the state change that calls for the document (orders/state-jobs.ts), in
 * its transaction, one per order (the key); issuing is idempotent besides (the service finds a document issued
 * before), so a retried or repeated job issues nothing twice.
 */

const orderPayload = z.object({ orderId: z.number().int().positive() });
const creditPayload = orderPayload.extend({ cause: z.enum(['cancelled', 'returned']) });

/** The order's invoice: on payment, or on handing over an order paid in cash (the paid e-mail issues it itself when it runs first). */
export const issueInvoiceJob = defineJob({
  kind: 'invoice.issue',
  payload: orderPayload,
  key: ({ orderId }) => String(orderId),
  facts: ({ orderId }) => ({ orderId }),
  async run(deps, { orderId }) {
    await ensureInvoice(deps, orderId);
  },
});

/** The credit note of an invoiced order that was cancelled or returned (nothing when it was never invoiced). */
export const creditNoteJob = defineJob({
  kind: 'invoice.credit_note',
  payload: creditPayload,
  key: ({ orderId }) => String(orderId),
  facts: ({ orderId, cause }) => ({ orderId, cause }),
  async run(deps, { orderId, cause }) {
    await ensureCreditNote(deps, orderId, cause);
  },
});

export const INVOICE_JOBS = [issueInvoiceJob, creditNoteJob];
