import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { InquiryKind } from '@konfety/domain/inquiry-forms';
import { sites } from './sites';
import { orders } from './orders';
import { createdAt } from './columns';

/**
 * What visitors send through the content pages' forms (issue 39): the contact form, a service's inquiry, an event
 * order and a job application — one inbox for the staff, a kind each. The fields every kind has are columns; what
 * only one kind asks (an event's date, place, guests and services, a service inquiry's date) is `details`, checked
 * by the kind's schema (domain inquiry-forms.ts) before it is written. Stored before anything is mailed: the mail to
 * the shop is a job queued in the same statement (api features/inquiries).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull().references(() => sites.id),
    kind: varchar({ length: 16 }).$type<InquiryKind>().notNull(),
    /** What it is about: the service (kind `service`) or the position (`career`); null for the others. */
    subjectId: integer(),
    /** The subject's title as the visitor saw it, kept should the service or position later be removed. */
    subjectTitle: text(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** A job application's CV: a private file of the storage (never under a public path), its type told by its bytes. */
    attachmentKey: text(),
    attachmentName: text(),
    attachmentType: varchar({ length: 100 }),
    attachmentSize: integer(),
    createdAt: createdAt(),
    /** When a member of staff dealt with it; null while it waits. */
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('inquiries_kind_created').on(t.kind, t.createdAt)],
);

/** SPEC §3 courier review and §2 /spokojenost: a customer's satisfaction with the shop and the courier, for the staff. */
export const satisfactionAnswers = pgTable(
  'satisfaction_answers',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull().references(() => sites.id),
    /** The number as the customer wrote it, and the order it names on this site when there is one. */
    orderNumber: varchar({ length: 20 }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    shopRating: smallint().notNull(),
    courierRating: smallint(),
    text: text(),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [index('satisfaction_answers_created').on(t.createdAt)],
);

/**
 * The forms' sends, counted per e-mail and per client address inside a sliding window (api accounts/throttle.ts): one
 * visitor cannot fill the inbox or the shop's mailbox. A form without an e-mail (the survey) counts under the address.
 */
export const formAttempts = pgTable(
  'form_attempts',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    ip: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('form_attempts_email').on(t.email, t.createdAt), index('form_attempts_ip').on(t.ip, t.createdAt)],
);
