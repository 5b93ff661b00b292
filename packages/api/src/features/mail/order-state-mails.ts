import type { OpeningHours } from '@konfety/domain/branches';
import { pragueClock, pragueDate } from '@konfety/domain/calendar';
import { formatZip } from '@konfety/domain/company';
import { formatCzkIn } from '@konfety/domain/format';
import { orderStateLabel } from '@konfety/domain/i18n';
import type { OrderState } from '@konfety/domain/orders';
import type { OrderOut } from '../orders/schemas';
import type { MailSite } from './account-mails';
import { storefrontLink } from '@konfety/domain/site-urls';
import { currencyOfOrder, escapeHtml } from './order-confirmation';
import { mailText, type MailTextKey } from './texts';

/*
 * The customer's e-mail for a change of their order's state (issue 40): paid, ready for pickup, shipped, delivered,
 * picked up, cancelled. Built from the order as it is when the job runs, in its site's language, as plain text and
 * HTML (every value from the database escaped), with the confirmation's greeting, summary link and footer. Queued by
 * `orders/state-jobs.ts onEntering`, sent by `send-order-state-mail.ts`.
 */

/** The states whose entering mails the customer (`orders/state-jobs.ts`); the others have none. */
export const MAILED_ORDER_STATES = ['paid', 'ready_for_pickup', 'shipped', 'delivered', 'picked_up', 'cancelled'] as const satisfies readonly OrderState[];
export type MailedOrderState = (typeof MAILED_ORDER_STATES)[number];

/**
 * How long an order ready for pickup waits at the store, in days after the mail: the delivery page's promise
 * ("vyzvednout si ji můžete do 7 dnů", seed content pages).
 */
export const PICKUP_HOLD_DAYS = 7;

/** A file sent with a mail (the paid mail's invoice PDF, from the invoice service). */
export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

/** The pickup store of an order, as the ready-for-pickup mail shows it. */
export interface PickupStore {
  id: number;
  name: string;
  street: string;
  city: string;
  zip: string;
  phone: string;
  note: string | null;
  openingHours: OpeningHours;
}

export interface OrderStateMailInput {
  /** The state the order entered (the mail's subject), not necessarily the state it is in now. */
  state: MailedOrderState;
  /** The order as its summary presents it (`orders/present.ts`), in the site's language. */
  order: OrderOut;
  site: MailSite;
  /** The order's pickup store with its hours (null for a delivered order). */
  store: PickupStore | null;
  /** The delivery method's tracking page (`{number}` for the parcel's number) and the order's parcel number. */
  tracking: { urlTemplate: string | null; number: string | null };
  /** Whether the order belongs to an account (its mail links the order in the account). */
  registered: boolean;
  /** When the mail is made: the ready-for-pickup mail's days count from it (Europe/Prague). */
  now: Date;
  /** Files to attach: the paid mail's invoice (the invoice service passes its PDF here). */
  attachments?: readonly MailAttachment[];
}

export interface RenderedStateMail {
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/**
 * The carrier's tracking page of a parcel: the delivery method's `tracking_url` with `{number}` replaced by the
 * order's parcel number. Null (the mail then says the carrier sends the details) when either is missing, the template
 * has no `{number}`, or the result is no http(s) address: the mail never shows a broken link.
 */
export function trackingLink(urlTemplate: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const template = urlTemplate?.trim();
  const number = trackingNumber?.trim();
  if (!template || !number || !template.includes('{number}')) return null;
  const link = template.replaceAll('{number}', encodeURIComponent(number));
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? link : null;
  } catch {
    return null;
  }
}

type Weekday = OpeningHours[number]['day'];

/** `yyyy-mm-dd` plus `days` calendar days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const isoWeekday = (day: string) => ((((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1) as Weekday);

/**
 * The days a ready order waits at its store, each with the store's hours (null: closed), in Prague's calendar: from
 * today (when the store has not closed yet today) to the last day of the hold, `PICKUP_HOLD_DAYS` after today.
 */
export function pickupDays(hours: OpeningHours, now: Date, holdDays = PICKUP_HOLD_DAYS): { days: Array<{ day: string; weekday: Weekday; open: string | null; close: string | null }>; lastDay: string } {
  const today = pragueDate(now);
  const clock = pragueClock(now);
  const on = (weekday: Weekday) => hours.find((h) => h.day === weekday);
  const todays = on(clock.weekday);
  const first = todays?.open && todays.close && clock.time < todays.close ? 0 : 1;
  const days = [];
  for (let i = first; i <= holdDays; i++) {
    const day = addDays(today, i);
    const weekday = isoWeekday(day);
    const h = on(weekday);
    days.push({ day, weekday, open: h?.open && h.close ? h.open : null, close: h?.open && h.close ? h.close : null });
  }
  return { days, lastDay: addDays(today, holdDays) };
}

/** One part of a mail's body: a paragraph (with a link on a line of its own), or a table of labels and values. */
type Block = { text: string; link?: string } | { heading?: string; rows: Array<[string, string]> };

const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);
const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

export function renderOrderStateMail(input: OrderStateMailInput): RenderedStateMail {
  const { state, order, site, store } = input;
  const { locale } = site;
  const t = (key: MailTextKey, params?: Record<string, unknown>) => mailText(locale, key, params);
  const currency = currencyOfOrder(order);
  const money = (minorCzk: number) => formatCzkIn(minorCzk, currency, locale);
  const shop = site.name;
  const number = order.number;
  const amount = money(order.total);
  const weekdayAndDate = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const onDay = (day: string, format: Intl.DateTimeFormat) => format.format(new Date(`${day}T00:00:00Z`));
  const place = (p: { name: string; street: string; city: string; zip: string }) => `${p.name}, ${p.street}, ${formatZip(p.zip)} ${p.city}`;
  const attachments = (input.attachments ?? []).map((a) => ({
    filename: a.filename,
    content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
    contentType: a.contentType,
  }));

  let subject: string;
  const body: Block[] = [];
  switch (state) {
    case 'paid': {
      subject = t('mail.state.paid.subject', { number });
      body.push({ text: t('mail.state.paid.intro', { number, amount }) });
      body.push({
        text:
          order.delivery.kind === 'branch_pickup' && order.pickup_store
            ? t('mail.state.paid.nextStore', { store: order.pickup_store.name })
            : t('mail.state.paid.nextCarrier', { carrier: order.delivery.name }),
      });
      if (attachments.length > 0) body.push({ text: t('mail.state.paid.attachments', { files: attachments.map((a) => a.filename).join(', ') }) });
      break;
    }
    case 'ready_for_pickup': {
      subject = t('mail.state.ready.subject', { number });
      if (store) {
        body.push({ text: t('mail.state.ready.intro', { number, store: store.name }) });
        body.push({
          rows: [
            [t('mail.state.ready.store'), store.name],
            [t('mail.state.ready.address'), `${store.street}, ${formatZip(store.zip)} ${store.city}`],
            [t('mail.state.ready.phone'), store.phone],
          ],
        });
        if (store.note) body.push({ text: store.note });
        const { days, lastDay } = pickupDays(store.openingHours, input.now);
        body.push({
          heading: t('mail.state.ready.hours'),
          rows: days.map((d) => [capitalise(onDay(d.day, weekdayAndDate)), d.open && d.close ? `${d.open}–${d.close}` : t('mail.state.ready.closedDay')]),
        });
        body.push({ text: t('mail.state.ready.waits', { days: PICKUP_HOLD_DAYS, date: onDay(lastDay, fullDate) }) });
      } else if (order.pickup_point) {
        body.push({ text: t('mail.state.ready.introPoint', { number, place: place(order.pickup_point) }) });
      } else {
        body.push({ text: t('mail.state.ready.introNoPlace', { number }) });
      }
      body.push({ text: t('mail.state.ready.bring', { number }) });
      if (store) body.push({ text: t('mail.state.ready.storePage'), link: storefrontLink(site, 'store', { id: store.id }) });
      break;
    }
    case 'shipped': {
      subject = t('mail.state.shipped.subject', { number });
      body.push({ text: t('mail.state.shipped.intro', { number }) });
      const to = order.delivery_address ?? order.invoice_address;
      const trackingNumber = input.tracking.number?.trim() || null;
      body.push({
        rows: [
          [t('mail.state.shipped.carrier'), order.delivery.name],
          order.pickup_point
            ? [t('mail.state.shipped.pickupPoint'), place(order.pickup_point)]
            : [t('mail.state.shipped.address'), `${`${to.firstname} ${to.lastname}`.trim()}, ${to.street}, ${formatZip(to.zip, to.country)} ${to.city}`],
          ...(trackingNumber ? [[t('mail.state.shipped.trackingNumber'), trackingNumber] as [string, string]] : []),
        ],
      });
      const link = trackingLink(input.tracking.urlTemplate, trackingNumber);
      body.push(link ? { text: t('mail.state.shipped.tracking'), link } : { text: t('mail.state.shipped.noTracking') });
      if (order.payment.kind === 'cash_on_delivery' && order.paid_at === null) body.push({ text: t('mail.state.shipped.cashOnDelivery', { amount }) });
      break;
    }
    case 'delivered':
    case 'picked_up': {
      subject = state === 'delivered' ? t('mail.state.delivered.subject', { number }) : t('mail.state.pickedUp.subject', { number });
      body.push({ text: state === 'delivered' ? t('mail.state.delivered.intro', { number, shop }) : t('mail.state.pickedUp.intro', { number, shop }) });
      body.push({ text: t('mail.state.survey', { number }), link: storefrontLink(site, 'survey') });
      if (input.registered) body.push({ text: t('mail.state.account'), link: storefrontLink(site, 'account', { id: order.id }) });
      break;
    }
    case 'cancelled': {
      subject = t('mail.state.cancelled.subject', { number });
      body.push({ text: t('mail.state.cancelled.intro', { number }) });
      if (order.paid_at !== null) {
        body.push({ text: t('mail.state.cancelled.refund', { amount, method: order.payment.kind }) });
      } else {
        body.push({ text: t('mail.state.cancelled.nothingToDo') });
        if (order.payment.is_prepayment) body.push({ text: t('mail.state.cancelled.paymentUnderway') });
      }
      break;
    }
  }

  const name = `${order.invoice_address.firstname} ${order.invoice_address.lastname}`.trim();
  const greeting = name ? t('mail.order.greeting', { name }) : t('mail.account.greetingNoName');
  const facts: Block = {
    rows: [
      [t('mail.order.number'), number],
      [t('mail.order.state'), orderStateLabel(state, locale)],
    ],
  };
  const summary: Block = { text: t('mail.order.summaryLink'), link: storefrontLink(site, 'summary', { id: order.id, hash: order.hash }) };
  const blocks = [...body, facts, summary];

  const text = [
    greeting,
    '',
    ...blocks.flatMap((b) => ('rows' in b ? [...(b.heading ? [`${b.heading}:`] : []), ...b.rows.map(([l, v]) => `${l}: ${v}`), ''] : [b.text, ...(b.link ? [b.link] : []), ''])),
    t('mail.order.closing'),
    t('mail.order.signature', { shop }),
    '',
  ].join('\n');

  const e = escapeHtml;
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top"';
  const html = `<!DOCTYPE html>
<html lang="${e(locale)}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<p>${e(greeting)}</p>
${blocks
  .map((b) => {
    if ('rows' in b) {
      const table = `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse">
${b.rows.map(([l, v]) => `<tr><th scope="row" ${cell}>${e(l)}</th><td ${cell}>${e(v)}</td></tr>`).join('\n')}
</table>`;
      return b.heading ? `<h2 style="font-size:16px">${e(b.heading)}</h2>\n${table}` : table;
    }
    return b.link ? `<p>${e(b.text)}<br><a href="${e(b.link)}">${e(b.link)}</a></p>` : `<p>${e(b.text)}</p>`;
  })
  .join('\n')}
<p>${e(t('mail.order.closing'))}<br>${e(t('mail.order.signature', { shop }))}</p>
</body>
</html>
`;
  return { subject, text, html, attachments };
}
