import { eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import type { AppDeps } from '../../context';
import type { Logger } from '../../logger';
import { presentOrder } from '../orders/present';
import { replyToOf } from './links';
import { MailNoLongerNeeded } from './no-longer-needed';
import { renderOrderConfirmation } from './order-confirmation';
import { createMailer, type Mailer } from './transport';

export type MailLogger = Logger;

/**
 * Renders the order's confirmation and hands it to the mailer; throws on any failure (an SMTP error, …), which its
 * job (`jobs.ts orderConfirmationMail`) records for a retry. An erased order is `MailNoLongerNeeded`.
 */
export async function deliverOrderConfirmation(deps: Pick<AppDeps, 'db' | 'config'>, orderId: number, mailer: Mailer): Promise<void> {
  const { db, config } = deps;
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order) throw new MailNoLongerNeeded(`order ${orderId} no longer exists`);
  const [site] = await db.select().from(schema.sites).where(eq(schema.sites.id, order.siteId));
  const locale = site?.locale ?? 'cs';
  const presented = await presentOrder(db, order, locale);
  const mail = await renderOrderConfirmation(presented, { site: { name: site?.name ?? 'Konfety', url: site?.url ?? config.publicUrl, locale } });
  await mailer.send({
    from: config.mail.from,
    replyTo: replyToOf(site?.email, config.mail.from),
    to: presented.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    textEncoding: 'base64',
  });
}

/**
 * `deliverOrderConfirmation` at once, outside the jobs, with the outcome logged: never throws; resolves `true`
 * when sent, `false` (and an error logged) on any failure. Placed orders never come here (their mail is a job,
 * `jobs.ts`); `mail.test.ts` checks the message itself with it.
 */
export async function sendOrderConfirmation(
  deps: Pick<AppDeps, 'db' | 'config'> & Partial<Pick<AppDeps, 'now'>>,
  orderId: number,
  log: MailLogger,
  mailer?: Mailer,
): Promise<boolean> {
  try {
    await deliverOrderConfirmation(deps, orderId, mailer ?? createMailer(deps.config));
    log.info({ orderId }, 'order confirmation e-mail sent');
    return true;
  } catch (err) {
    log.error({ err, orderId }, 'order confirmation e-mail failed');
    return false;
  }
}
