import { sql } from 'drizzle-orm';
import { schema, verifyAgainstDummy, verifyPassword } from '@konfety/db';
import { formatMessage, tooManyAttemptsMessage } from '@konfety/domain/i18n';
import { ApiError, unauthorized } from '../../errors';
import type { ShopContext, SiteScope } from '../../shop-context';
import { clearFailedLoginsSql, takeAttempt, type ThrottleLimits } from './throttle';
import { issueToken, revokeToken } from './tokens';

export interface LoginSettings extends ThrottleLimits {
  tokenTtlDays: number;
}

/**
 * Checks an e-mail and password and answers a new Bearer token. Failed
 * attempts are throttled per e-mail and per client address (429 with
 * Retry-After); a wrong password and an unknown e-mail answer the same 401
 * after the same password-hashing work. The attempt is counted before the
 * password is checked, so simultaneous guesses cannot all pass the limit; a
 * successful login forgets the e-mail's failed ones, its own included.
 */
export async function logIn(
  scope: SiteScope,
  credentials: { email: string; password: string },
  client: { ip: string; userAgent?: string | undefined },
  settings: LoginSettings,
): Promise<string> {
  const { db, locale, now: at } = scope;
  const email = credentials.email.trim().toLowerCase();
  const attempt = await takeAttempt(db, schema.loginAttempts, email, client.ip, settings, at);
  if ('retryAfter' in attempt) {
    const wait = attempt.retryAfter;
    throw new ApiError(429, 'too_many_attempts', tooManyAttemptsMessage(wait, locale), { retryAfter: wait }, { 'retry-after': String(wait) });
  }
  const [user] = await db.select().from(schema.users).where(sql`lower(${schema.users.email}) = ${email}`).limit(1);
  const ok = user && user.active ? await verifyPassword(user.passwordHash, credentials.password) : await verifyAgainstDummy(credentials.password);
  if (!user || !ok) throw new ApiError(401, 'invalid_credentials', formatMessage(locale, 'api.invalidCredentials'));
  return issueToken(db, user.id, settings.tokenTtlDays, at, { userAgent: client.userAgent, ip: client.ip }, clearFailedLoginsSql(db, email));
}

/** Revokes the customer's Bearer token on the server; 401 without a logged-in customer. */
export async function logOut(ctx: ShopContext, token: string | null): Promise<void> {
  if (ctx.actor.kind !== 'customer' || !token) throw unauthorized(ctx.locale);
  await revokeToken(ctx.db, token, ctx.now);
}
