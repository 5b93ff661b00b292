import { sql } from 'drizzle-orm';
import { schema, verifyAgainstDummy, verifyPassword } from '@konfety/db';
import { formatMessage, tooManyAttemptsMessage } from '@konfety/domain/i18n';
import { ApiError, unauthorized } from '../../errors';
import type { ShopContext, SiteScope } from '../../shop-context';
import { clearFailedLogins, loginRetryAfter, recordFailedLogin, type ThrottleLimits } from './throttle';
import { issueToken, revokeToken } from './tokens';

export interface LoginSettings extends ThrottleLimits {
  tokenTtlDays: number;
}

/**
 * Checks an e-mail and password and answers a new Bearer token. Failed
 * attempts are throttled per e-mail and per client address (429 with
 * Retry-After); a wrong password and an unknown e-mail answer the same 401
 * after the same password-hashing work.
 */
export async function logIn(
  scope: SiteScope,
  credentials: { email: string; password: string },
  client: { ip: string; userAgent?: string | undefined },
  settings: LoginSettings,
): Promise<string> {
  const { db, locale, now: at } = scope;
  const email = credentials.email.trim().toLowerCase();
  const retryAfter = await loginRetryAfter(db, email, client.ip, settings, at);
  if (retryAfter > 0) {
    throw new ApiError(429, 'too_many_attempts', tooManyAttemptsMessage(retryAfter, locale), { retryAfter }, { 'retry-after': String(retryAfter) });
  }
  const [user] = await db
    .select()
    .from(schema.users)
    .where(sql`lower(${schema.users.email}) = ${email}`)
    .limit(1);
  const ok = user && user.active ? await verifyPassword(user.passwordHash, credentials.password) : await verifyAgainstDummy(credentials.password);
  if (!user || !ok) {
    await recordFailedLogin(db, email, client.ip, at);
    throw new ApiError(401, 'invalid_credentials', formatMessage(locale, 'api.invalidCredentials'));
  }
  await clearFailedLogins(db, email);
  return issueToken(db, user.id, settings.tokenTtlDays, at, { userAgent: client.userAgent, ip: client.ip });
}

/** Revokes the customer's Bearer token on the server; 401 without a logged-in customer. */
export async function logOut(ctx: ShopContext, token: string | null): Promise<void> {
  if (ctx.actor.kind !== 'customer' || !token) throw unauthorized(ctx.locale);
  await revokeToken(ctx.db, token, ctx.now);
}
