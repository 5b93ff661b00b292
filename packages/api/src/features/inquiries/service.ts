import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { formatMessage, retryAfterParams } from '@konfety/domain/i18n';
import type { ContactValues, EventOrderValues, InquiryKind, SatisfactionValues, ServiceInquiryValues } from '@konfety/domain/inquiry-forms';
import { dayHasPassed } from '@konfety/domain/inquiry-forms';
import { validationMessage } from '@konfety/domain/validation';
import { ApiError, fieldErrors, notFound } from '../../errors';
import { jobInsertSql, jobsQueued } from '../../jobs/queue';
import { inTransaction, type SiteScope } from '../../shop-context';
import { takeAttempt, type ThrottleLimits } from '../accounts/throttle';
import { inquiryMail } from './jobs';
import type { ReceivedOut } from './schemas';

/**
 * Sends of the visitors' forms allowed per e-mail and per client address in a sliding hour: more than anyone writes
 * by hand (a corrected message, a second service), few enough that nobody fills the inbox or the shop's mailbox.
 * Over the limit: 429 with Retry-After, not counted. All the forms share the count.
 */
export const FORM_LIMITS: ThrottleLimits = { maxPerEmail: 5, maxPerIp: 10, windowSeconds: 3600 };

export interface Client {
  ip: string;
}

/** Counts a send of a form by `email` (a form without one counts under the client address) or refuses it (429). */
export async function countSend(scope: SiteScope, email: string | null, client: Client) {
  const attempt = await takeAttempt(scope.db, schema.formAttempts, email ?? `ip ${client.ip}`, client.ip, FORM_LIMITS, scope.now);
  if ('retryAfter' in attempt) {
    const wait = attempt.retryAfter;
    throw new ApiError(429, 'too_many_requests', formatMessage(scope.locale, 'inquiry.tooMany', retryAfterParams(wait)), { retryAfter: wait }, { 'retry-after': String(wait) });
  }
}

/** An inquiry as it is stored: the columns every kind has and the kind's own `details`. */
export interface NewInquiry {
  kind: InquiryKind;
  subject?: { id: number; title: string };
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  details?: Record<string, unknown>;
  attachment?: { key: string; name: string; type: string; size: number };
}

/**
 * Stores an inquiry and, in the same transaction, queues its mail to the shop (a job: an SMTP failure is retried and
 * never loses the inquiry). Counted against FORM_LIMITS first.
 */
export async function receiveInquiry(scope: SiteScope, inquiry: NewInquiry, client: Client): Promise<number> {
  await countSend(scope, inquiry.email, client);
  return saveInquiry(scope, inquiry);
}

/** Stores an inquiry already counted, with its mail's job in the same transaction. */
export async function saveInquiry(scope: SiteScope, inquiry: NewInquiry): Promise<number> {
  const id = await inTransaction(scope, async (tx) => {
    const [row] = await tx.db
      .insert(schema.inquiries)
      .values({
        siteId: tx.site.id,
        kind: inquiry.kind,
        subjectId: inquiry.subject?.id ?? null,
        subjectTitle: inquiry.subject?.title ?? null,
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        message: inquiry.message,
        details: inquiry.details ?? {},
        attachmentKey: inquiry.attachment?.key ?? null,
        attachmentName: inquiry.attachment?.name ?? null,
        attachmentType: inquiry.attachment?.type ?? null,
        attachmentSize: inquiry.attachment?.size ?? null,
        createdAt: tx.now,
      })
      .returning({ id: schema.inquiries.id });
    await tx.db.execute(jobInsertSql(inquiryMail, { inquiryId: row!.id }));
    return row!.id;
  });
  jobsQueued(scope.db);
  return id;
}

const received = (scope: SiteScope, key: 'inquiry.saved' | 'inquiry.applicationSaved' = 'inquiry.saved'): ReceivedOut => ({
  success: true,
  message: formatMessage(scope.locale, key),
});

/** A wanted day already over is the field's error (422), like the schema's. */
function refusePassedDay(scope: SiteScope, day: string | null) {
  if (day !== null && dayHasPassed(day, scope.now)) throw fieldErrors(scope.locale, { date: [validationMessage('futureDate', {}, scope.locale)] });
}

/** SPEC §2 /info/kontakt. */
export async function sendContactMessage(scope: SiteScope, body: ContactValues, client: Client): Promise<ReceivedOut> {
  const { orderNumber, ...rest } = body;
  await receiveInquiry(scope, { kind: 'contact', ...rest, details: orderNumber ? { orderNumber } : {} }, client);
  return received(scope);
}

/** An active service by its id, or 404. */
async function offeredService(scope: SiteScope, id: number) {
  const s = schema.services;
  const [row] = await scope.db.select({ id: s.id, title: s.title }).from(s).where(and(eq(s.id, id), eq(s.active, true)));
  if (!row) throw notFound(scope.locale);
  return row;
}

/** SPEC §2 /sluzby/{id}/{slug}: an inquiry about the service. */
export async function sendServiceInquiry(scope: SiteScope, serviceId: number, body: ServiceInquiryValues, client: Client): Promise<ReceivedOut> {
  refusePassedDay(scope, body.date);
  const service = await offeredService(scope, serviceId);
  const { date, place, ...rest } = body;
  await receiveInquiry(scope, { kind: 'service', subject: service, ...rest, details: { date, place } }, client);
  return received(scope);
}

/** SPEC §2 /eventy/novy: an event ordered or proposed; the services wanted are kept by their titles (unknown ids are dropped). */
export async function sendEventOrder(scope: SiteScope, body: EventOrderValues, client: Client): Promise<ReceivedOut> {
  refusePassedDay(scope, body.date);
  const s = schema.services;
  const wanted =
    body.services.length === 0
      ? []
      : await scope.db
          .select({ title: s.title })
          .from(s)
          .where(and(inArray(s.id, body.services), eq(s.active, true)))
          .orderBy(s.position, s.id);
  const { date, place, guests, theme, services: _ids, ...rest } = body;
  await receiveInquiry(scope, { kind: 'event', ...rest, details: { date, place, guests, theme, services: wanted.map((w) => w.title) } }, client);
  return received(scope);
}

/**
 * SPEC §2 /spokojenost: stored for the staff, with the order it names when the number is one of this site's (a number
 * that is not is kept as written: the answer counts anyway).
 */
export async function saveSatisfaction(scope: SiteScope, body: SatisfactionValues, client: Client): Promise<ReceivedOut> {
  await countSend(scope, body.email, client);
  const o = schema.orders;
  const [order] = body.orderNumber
    ? await scope.db.select({ id: o.id }).from(o).where(and(eq(o.number, body.orderNumber), eq(o.siteId, scope.site.id)))
    : [];
  await scope.db.insert(schema.satisfactionAnswers).values({
    siteId: scope.site.id,
    orderNumber: body.orderNumber,
    orderId: order?.id ?? null,
    shopRating: body.shopRating,
    courierRating: body.courierRating,
    text: body.text,
    email: body.email,
    createdAt: scope.now,
  });
  return { success: true, message: formatMessage(scope.locale, 'satisfaction.saved') };
}
