import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@konfety/db';

/*
 * The kinds of mail the outbox sends (`outbox_mails`, db schema/mail.ts; the drainer is outbox.ts): what a row of
 * each kind is about (an order or an account) and what its payload holds, checked by the kind's schema when the row
 * is written (here) and again when it is sent (a row that does not fit is a bug: left failed, never retried); and
 * the signal that wakes the drainers once a change has queued its mails. The services that queue mails import this
 * module only, never the drainer.
 */

export type OutboxMailKind = schema.OutboxMailKind;

const siteId = z.number().int().positive();

export const OUTBOX_MAILS = {
  order_confirmation: { about: 'order', payload: z.object({}).strict(), secrets: [] },
  welcome: { about: 'account', payload: z.object({ siteId }).strict(), secrets: [] },
  password_changed: { about: 'account', payload: z.object({ siteId }).strict(), secrets: [] },
  /**
   * The raw token must reach the mail and only its SHA-256 is kept with the link, so the row carries it until the
   * mail is sent or given up (then it is removed: `secrets`). See ARCHITECTURE "Mail outbox".
   */
  password_reset: { about: 'account', payload: z.object({ siteId, token: z.string().regex(/^[0-9a-f]{64}$/) }).strict(), secrets: ['token'] },
} as const satisfies Record<OutboxMailKind, { about: 'order' | 'account'; payload: z.ZodType; secrets: readonly string[] }>;

export type OutboxPayload<K extends OutboxMailKind> = z.infer<(typeof OUTBOX_MAILS)[K]['payload']>;
export type AccountMailKind = { [K in OutboxMailKind]: (typeof OUTBOX_MAILS)[K]['about'] extends 'account' ? K : never }[OutboxMailKind];

/** A mail as the drainer sends it: its kind, the order or account it is about, its checked payload. */
export type OutboxMail = { [K in OutboxMailKind]: { kind: K; about: number; payload: OutboxPayload<K> } }[OutboxMailKind];

/**
 * Thrown by a sender when its mail lost its purpose before it went out (a reset link used, expired or replaced):
 * the row is closed unsent, without retries.
 */
export class MailNoLongerNeeded extends Error {
  override readonly name = 'MailNoLongerNeeded';
}

/** The drainers running on each root database (outbox.ts registers them), for `mailsQueued`. */
export const drainersOn = new WeakMap<object, Set<{ wake(): void }>>();

/**
 * The in-process signal that mails were queued on `db` (called by the service that queued them, after its
 * transaction commits). Only flags the drainers: their work runs in their own loop, never in the caller's request.
 * A transaction object wakes nothing (its rows are not visible before the commit; the poll finds them).
 */
export function mailsQueued(db: object): void {
  const set = drainersOn.get(db);
  if (set) for (const drainer of set) drainer.wake();
}

/** The outbox row of an order's confirmation, written by the order's transaction. */
export function orderMailRow(orderId: number): typeof schema.outboxMails.$inferInsert {
  return { kind: 'order_confirmation', orderId, payload: {} };
}

/**
 * The insert that queues an account mail of `kind` to every account `accounts` names: a FROM item with an `id`
 * column (a CTE of the caller's statement, `sql\`account\``) or one account's id. It is a statement of its own or
 * a CTE of the statement that makes the change, so the mail commits, or rolls back, with it.
 */
export function queueAccountMail<K extends AccountMailKind>(kind: K, accounts: SQL | number, payload: OutboxPayload<K>): SQL {
  const checked = OUTBOX_MAILS[kind].payload.parse(payload);
  const from = typeof accounts === 'number' ? sql`(select ${accounts}::int as id) as account` : accounts;
  return sql`insert into ${schema.outboxMails} (kind, user_id, payload) select ${kind}, id, ${JSON.stringify(checked)}::jsonb from ${from}`;
}

/** A claimed row as its kind's mail, or null when it does not fit its kind (no order or account, a payload the kind's schema refuses). */
export function outboxMailOf(row: { kind: OutboxMailKind; orderId: number | null; userId: number | null; payload: unknown }): OutboxMail | null {
  const definition = OUTBOX_MAILS[row.kind];
  const about = definition.about === 'order' ? row.orderId : row.userId;
  const payload = definition.payload.safeParse(row.payload);
  if (about === null || !payload.success) return null;
  return { kind: row.kind, about, payload: payload.data } as OutboxMail;
}
