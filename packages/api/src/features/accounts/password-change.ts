import { eq, sql } from 'drizzle-orm';
import { hashPassword, schema, verifyPassword } from '@konfety/db';
import { formatMessage, tooManyAttemptsMessage } from '@konfety/domain/i18n';
import { ApiError, fieldErrors, unauthorized } from '../../errors';
import type { ShopContext } from '../../shop-context';
import { jobInsertSql, jobsQueued } from '../../jobs/queue';
import { passwordChangedMail } from '../mail/jobs';
import { passwordProblemKey } from '@konfety/domain/password-policy';
import { passwordObjection } from './password-strength';
import type { PasswordChangeBody } from './schemas';
import { forgetAttempt, takeAttempt, type ThrottleLimits } from './throttle';
import { hashToken } from './tokens';

/**
 * The logged-in customer changes their password. The current password is required: a wrong one is a 422 on
 * `currentPassword` and counts as a failed login (the login throttle guards this door too, so a stolen
 * session cannot be used to guess the password; over its limit, 429). On success every other Bearer token of
 * the account is revoked (the one of this request stays, so this session goes on), unused reset links expire,
 * the failed logins are forgotten, as after a successful login, and the "password changed" mail is queued as a
 * job, all in the statement that sets the password.
 */
export async function changePassword(
  ctx: ShopContext,
  currentToken: string,
  body: PasswordChangeBody,
  client: { ip: string },
  limits: ThrottleLimits,
): Promise<void> {
  const { db, now, locale, actor } = ctx;
  if (actor.kind !== 'customer') throw unauthorized(locale);
  const email = actor.email.toLowerCase();
  // Counted before the check, as a login is (throttle.ts): simultaneous guesses cannot all pass the limit.
  const attempt = await takeAttempt(db, schema.loginAttempts, email, client.ip, limits, now);
  if ('retryAfter' in attempt) {
    const wait = attempt.retryAfter;
    throw new ApiError(429, 'too_many_attempts', tooManyAttemptsMessage(wait, locale), { retryAfter: wait }, { 'retry-after': String(wait) });
  }
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, actor.userId)).limit(1);
  if (!user) throw unauthorized(locale);
  const wrongCurrent = () => fieldErrors(locale, { currentPassword: [formatMessage(locale, 'password.currentWrong')] });
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) throw wrongCurrent();
  const problem = await passwordObjection(body.password, user);
  if (problem) {
    // The current password was right: this was no failed login.
    await forgetAttempt(db, schema.loginAttempts, attempt.id);
    throw fieldErrors(locale, { password: [formatMessage(locale, passwordProblemKey(problem))] });
  }
  const passwordHash = await hashPassword(body.password);
  const result = (await db.execute(sql`
    with account as (
      update ${schema.users} set password_hash = ${passwordHash}, updated_at = ${now}
      where id = ${actor.userId} and password_hash = ${user.passwordHash}
      returning id, email
    ), sessions as (
      update ${schema.authTokens} set revoked_at = ${now}
      where user_id in (select id from account) and token_hash <> ${hashToken(currentToken)} and revoked_at is null
    ), links as (
      update ${schema.passwordResets} set expires_at = ${now}
      where user_id in (select id from account) and used_at is null and expires_at > ${now}
    ), failures as (
      delete from ${schema.loginAttempts} where email in (select lower(email) from account)
    ), mail as (
      ${jobInsertSql(passwordChangedMail, { userId: sql`id`, siteId: ctx.site.id }, { from: sql`account` })}
    )
    select id from account`)) as unknown as { rows: unknown[] };
  // The password changed between the check and the write (another session): the checked one is no longer current.
  if (result.rows.length === 0) throw wrongCurrent();
  jobsQueued(db);
}
