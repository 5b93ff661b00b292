import { eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import type { AppDeps } from '../../context';
import { selectOrderDetail, shapeOrder } from '../orders/present';
import { replyToOf } from './links';
import { MailNoLongerNeeded } from './no-longer-needed';
import { type MailAttachment, type MailedOrderState, renderOrderStateMail } from './order-state-mails';
import type { Mailer } from './transport';

/** An order state mail's job: the order and the state it entered. */
export interface OrderStateMailJob {
  orderId: number;
  state: MailedOrderState;
}

/**
 * Renders the mail of the state the order entered, from the order as it is now (its pickup store's hours, its parcel
 * number, whether it was paid) in its site's language, and hands it to the mailer; throws on any failure (its job,
 * `jobs.ts orderStateMail`, is retried). `attachments` go with it (the paid mail's invoice PDF).
 *
 * Not sent (`MailNoLongerNeeded`): an order that is gone, and the mail of any other state once the order has been
 * cancelled (it would tell of a pickup or a parcel that will not come; the cancellation's own mail follows it).
 */
export async function deliverOrderStateMail(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  job: OrderStateMailJob,
  mailer: Mailer,
  options: { attachments?: readonly MailAttachment[] } = {},
): Promise<void> {
  const { db, config } = deps;
  const [found] = await selectOrderDetail(db, { order: schema.orders, site: { name: schema.sites.name, url: schema.sites.url, locale: schema.sites.locale, email: schema.sites.email } })
    .innerJoin(schema.sites, eq(schema.sites.id, schema.orders.siteId))
    .where(eq(schema.orders.id, job.orderId));
  if (!found) throw new MailNoLongerNeeded(`order ${job.orderId} no longer exists`);
  const { order, site, branch, delivery } = found;
  if (order.state === 'cancelled' && job.state !== 'cancelled') throw new MailNoLongerNeeded(`order ${job.orderId} was cancelled before its ${job.state} mail went out`);
  const presented = shapeOrder(order, found, site.locale);
  const mail = renderOrderStateMail({
    state: job.state,
    order: presented,
    site,
    store: branch
      ? { id: branch.id, name: branch.name, street: branch.street, city: branch.city, zip: branch.zip, phone: branch.phone, note: branch.note, openingHours: branch.openingHours }
      : null,
    tracking: { urlTemplate: delivery.trackingUrl, number: order.trackingNumber },
    registered: order.userId !== null,
    now: deps.now(),
    attachments: options.attachments,
  });
  await mailer.send({
    from: config.mail.from,
    replyTo: replyToOf(site.email, config.mail.from),
    to: presented.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    textEncoding: 'base64',
  });
}
