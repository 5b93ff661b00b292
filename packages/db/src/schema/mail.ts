import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { orders } from './orders';

/** What the outbox sends: an order's confirmation, and the account mails (after registration, a reset link, after a password change). */
export const outboxMailKinds = ['order_confirmation', 'welcome', 'password_reset', 'password_changed'] as const;
export type OutboxMailKind = (typeof outboxMailKinds)[number];

/**
 * The mail outbox: a mail to send, written in the transaction of the change it tells of (an order, a registration,
 * a reset link, a new password), so that change never exists without its mail being due, and sent by the outbox
 * drainer (`api/features/mail/outbox.ts`) after the commit, in any shop process. A row is about an order or an
 * account, and carries what its kind needs besides (`payload`, checked by the kind's schema in
 * `api/features/mail/outbox-mails.ts` when written and when sent). Scheduling uses the database's clock: a row is
 * due while it is neither sent nor given up and `next_attempt_at <= now()`; claiming it moves `next_attempt_at`
 * to the end of a lease and counts the attempt. `last_error` is an error class and scrubbed message, never an
 * address. A later issue replaces this table with a general jobs table.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 32 }).$type<OutboxMailKind>().notNull(),
    // An erased order or account takes its unsent mail with it (there would be nothing left to render, or no one to send it to).
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** The kind's own data (the site, a reset link's token); a secret in it is removed once the mail is sent or given up. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /** Attempts started (counted when claimed, so a mail that crashes its process is given up on too). */
    attempts: integer().notNull().default(0),
    /** When the mail is next due: now at insertion, the end of the lease while it is being sent, the backoff after a failure. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** Set when the attempts ran out, or when the mail lost its purpose before it went out (a reset link used or expired): left unsent. */
    failedAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [
    // One mail of a kind per order; also the index ON DELETE CASCADE looks up when an order is deleted.
    uniqueIndex('outbox_mails_order_kind').on(t.orderId, t.kind),
    // What ON DELETE CASCADE looks up when an account is deleted.
    index('outbox_mails_user').on(t.userId).where(sql`${t.userId} is not null`),
    // The drainer's claim reads only mails still to send: sent and given-up rows (a million of them) are not in it.
    index('outbox_mails_due').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
