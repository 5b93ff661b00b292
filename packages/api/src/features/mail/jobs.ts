import { z } from 'zod';
import { defineJob, type JobDeps } from '../../jobs/define';
import { ensureInvoice, invoicePdf } from '../invoices/service';
import { deliverAccountMail } from './send-account-mail';
import { deliverOrderConfirmation } from './send-order-confirmation';
import { MAILED_ORDER_STATES } from './order-state-mails';
import { deliverOrderStateMail } from './send-order-state-mail';

/*
 * The mails, as jobs (ARCHITECTURE "Jobs"): each is queued by the change it tells of, in its transaction (the order's
 * last statement, the registration's token statement, the reset request's and the password changes' one write
 * statement), and rendered from the order or the account as they are when it runs, in the language of its site. A
 * mail whose order or account is gone, or whose reset link can no longer be used, is not sent (`MailNoLongerNeeded`).
 * A mail may go out twice when a process dies mid-send: SMTP gives no way to make a send and the database's record of
 * it one step. SMTP conversations are bounded well inside the lease (transport.ts SMTP_TIMEOUTS).
 */

const id = z.number().int().positive();

export const orderConfirmationMail = defineJob({
  kind: 'mail.order_confirmation',
  payload: z.object({ orderId: id }).strict(),
  // One confirmation per order, however often its placement is replayed.
  key: (p) => String(p.orderId),
  facts: (p) => ({ orderId: p.orderId }),
  run: (deps, p) => deliverOrderConfirmation(deps, p.orderId, deps.mailer),
});

/**
 * The customer's mail of a state their order entered (paid, ready for pickup, shipped, delivered, picked up, cancelled),
 * queued by `orders/state-jobs.ts onEntering` in the transition's statement. Keyed by order and state: a repeated or
 * concurrent transition, or a replayed queueing, cannot put a second one in the queue (the life cycle never enters a
 * state twice), and a retry runs the same job. See `send-order-state-mail.ts` for when it is not sent.
 */
export const orderStateMail = defineJob({
  kind: 'mail.order_state',
  payload: z.object({ orderId: id, state: z.enum(MAILED_ORDER_STATES) }).strict(),
  key: (p) => `${p.orderId}:${p.state}`,
  facts: (p) => ({ orderId: p.orderId, state: p.state }),
  run: async (deps, p) => deliverOrderStateMail(deps, p, deps.mailer, { attachments: p.state === 'paid' ? await invoiceAttachment(deps, p.orderId) : [] }),
});

/** The paid mail's invoice (issued here when the invoice job has not run yet: the document is the same either way). */
async function invoiceAttachment(deps: JobDeps, orderId: number) {
  const document = await ensureInvoice(deps, orderId);
  if (!document) return [];
  const { filename, content } = await invoicePdf(deps, document);
  return [{ filename, content, contentType: 'application/pdf' }];
}

export const welcomeMail = defineJob({
  kind: 'mail.welcome',
  payload: z.object({ userId: id, siteId: id }).strict(),
  key: (p) => String(p.userId),
  facts: (p) => ({ userId: p.userId }),
  run: (deps, p) => deliverAccountMail(deps, { kind: 'welcome', ...p }, deps.mailer),
});

export const passwordChangedMail = defineJob({
  kind: 'mail.password_changed',
  payload: z.object({ userId: id, siteId: id }).strict(),
  facts: (p) => ({ userId: p.userId }),
  run: (deps, p) => deliverAccountMail(deps, { kind: 'password_changed', ...p }, deps.mailer),
});

/**
 * The raw token must reach the mail and only its SHA-256 is kept with the link, so the job carries it until it is
 * done or failed; then it is removed (`secrets`). See ARCHITECTURE "Jobs".
 */
export const passwordResetMail = defineJob({
  kind: 'mail.password_reset',
  payload: z.object({ userId: id, siteId: id, token: z.string().regex(/^[0-9a-f]{64}$/) }).strict(),
  secrets: ['token'],
  facts: (p) => ({ userId: p.userId }),
  run: (deps, p) => deliverAccountMail(deps, { kind: 'password_reset', ...p }, deps.mailer),
});

export const MAIL_JOBS = [orderConfirmationMail, orderStateMail, welcomeMail, passwordChangedMail, passwordResetMail];
