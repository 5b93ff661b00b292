import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db, hashPassword, schema } from '@konfety/db';
import { formatMessage, retryAfterParams } from '@konfety/domain/i18n';
import { PASSWORD_RESET_REQUEST_LIMITS, PASSWORD_RESET_TTL_MINUTES } from '@konfety/domain/password-reset';
import { ApiError, apiError } from '../../errors';
import type { SiteScope } from '../../shop-context';
import { jobInsertSql, jobsQueued } from '../../jobs/queue';
import { passwordChangedMail, passwordResetMail } from '../mail/jobs';
import { assertAcceptablePassword } from './password-strength';
import type { PasswordResetBody } from './schemas';
import { takeAttempt, type ThrottleLimits } from './throttle';
import { hashToken } from './tokens';

/** The throttle of reset requests (domain/password-reset.ts; the endpoint's description quotes it). */
export const RESET_REQUEST_LIMITS: ThrottleLimits = PASSWORD_RESET_REQUEST_LIMITS;

/** A token of a reset link in the form the links carry: 64 hexadecimal digits. */
const TOKEN_FORMAT = /^[0-9a-f]{64}$/;

/** The one answer for a link that cannot be used: unknown, malformed, used, expired or of a closed account. */
export const resetTokenInvalid = (locale: string) => apiError(locale, 404, 'reset_token_invalid', 'password.resetInvalid');

/**
 * A password reset request. Answers the same whether or not the address has an account: the caller says
 * "we sent you a link" either way, and the work is the same in both cases: the throttle's transaction, which
 * counts the request, and one write statement (only what that statement finds differs). Over the limit:
 * 429 `too_many_requests` with Retry-After.
 *
 * For an active account the write stores the SHA-256 of a new random token (256 bits, valid
 * PASSWORD_RESET_TTL_MINUTES), expires the account's older unused links and queues the mail with the link as a
 * job (mail/jobs.ts), all in that one statement: the link never exists without its mail being due. The token itself
 * leaves this function only in the job's payload, which forgets it once the mail is sent or given up.
 */
export async function requestPasswordReset(scope: SiteScope, email: string, ip: string): Promise<void> {
  const { db, now } = scope;
  const address = email.trim().toLowerCase();
  const attempt = await takeAttempt(db, schema.passwordResetRequests, address, ip, RESET_REQUEST_LIMITS, now);
  if ('retryAfter' in attempt) {
    const wait = attempt.retryAfter;
    throw new ApiError(429, 'too_many_requests', formatMessage(scope.locale, 'password.resetTooMany', retryAfterParams(wait)), { retryAfter: wait }, { 'retry-after': String(wait) });
  }
  const token = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60000);
  await db.execute(sql`
    with account as (
      select id from ${schema.users} where lower(email) = ${address} and active
    ), older as (
      update ${schema.passwordResets} set expires_at = ${now}
      where user_id in (select id from account) and used_at is null and expires_at > ${now}
    ), link as (
      insert into ${schema.passwordResets} (user_id, token_hash, created_at, expires_at)
      select id, ${hashToken(token)}, ${now}, ${expiresAt} from account
    )
    ${jobInsertSql(passwordResetMail, { userId: sql`id`, siteId: scope.site.id, token }, { from: sql`account` })}`);
  // Woken either way, so that the answer does not tell which it was.
  jobsQueued(db);
}

/** The expiry of a usable link and its active account, or null (the pages ask; the mail's job before it mails a link). */
export async function usableResetLink(db: Db, token: string, now: Date) {
  if (!TOKEN_FORMAT.test(token)) return null;
  const [row] = await db
    .select({ expiresAt: schema.passwordResets.expiresAt, email: schema.users.email, firstname: schema.users.firstname, lastname: schema.users.lastname })
    .from(schema.passwordResets)
    .innerJoin(schema.users, eq(schema.users.id, schema.passwordResets.userId))
    .where(
      and(
        eq(schema.passwordResets.tokenHash, hashToken(token)),
        isNull(schema.passwordResets.usedAt),
        gt(schema.passwordResets.expiresAt, now),
        eq(schema.users.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether a reset link can still be used: its expiry, or 404 `reset_token_invalid`. */
export async function resetLinkStatus(scope: SiteScope, token: string): Promise<{ expires_at: string }> {
  const link = await usableResetLink(scope.db, token, scope.now);
  if (!link) throw resetTokenInvalid(scope.locale);
  return { expires_at: link.expiresAt.toISOString() };
}

/**
 * Sets a new password through a reset link. The link is used up in the same statement that sets the password
 * (so of two concurrent uses one wins and the other is a 404), the account's other unused links expire, every
 * Bearer token of the account is revoked (whoever was logged in, an intruder included, is logged out), its
 * failed logins are forgotten (the owner may log in with the new password at once) and the "password changed"
 * mail is queued as a job.
 */
export async function resetPassword(scope: SiteScope, body: PasswordResetBody): Promise<void> {
  const { db, now, locale } = scope;
  const link = await usableResetLink(db, body.token, now);
  if (!link) throw resetTokenInvalid(locale);
  await assertAcceptablePassword(locale, body.password, link);
  const passwordHash = await hashPassword(body.password);
  const hash = hashToken(body.token);
  const result = (await db.execute(sql`
    with used as (
      update ${schema.passwordResets} set used_at = ${now}
      where token_hash = ${hash} and used_at is null and expires_at > ${now}
      returning user_id
    ), account as (
      update ${schema.users} set password_hash = ${passwordHash}, updated_at = ${now}
      where id in (select user_id from used) and active
      returning id, email
    ), others as (
      update ${schema.passwordResets} set expires_at = ${now}
      where user_id in (select id from account) and token_hash <> ${hash} and used_at is null and expires_at > ${now}
    ), sessions as (
      update ${schema.authTokens} set revoked_at = ${now} where user_id in (select id from account) and revoked_at is null
    ), failures as (
      delete from ${schema.loginAttempts} where email in (select lower(email) from account)
    ), mail as (
      ${jobInsertSql(passwordChangedMail, { userId: sql`id`, siteId: scope.site.id }, { from: sql`account` })}
    )
    select id from account`)) as unknown as { rows: unknown[] };
  if (result.rows.length === 0) throw resetTokenInvalid(locale);
  jobsQueued(db);
}
