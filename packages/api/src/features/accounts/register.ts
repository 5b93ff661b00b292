import { hashPassword, schema } from '@konfety/db';
import { PHONE_PREFIXES } from '@konfety/domain/checkout';
import { normalizePhone } from '@konfety/domain/company';
import { formatMessage, retryAfterParams } from '@konfety/domain/i18n';
import type { UserScope } from '@konfety/domain/scopes';
import { ApiError, fieldErrors } from '../../errors';
import { inTransaction, type SiteScope } from '../../shop-context';
import { jobInsertSql, jobsQueued } from '../../jobs/queue';
import { welcomeMail } from '../mail/jobs';
import { subscribe } from '../newsletter/subscribe';
import { assertAcceptablePassword } from './password-strength';
import type { RegisterBody } from './schemas';
import { takeAttempt, type ThrottleLimits } from './throttle';
import { issueToken } from './tokens';

/**
 * Registrations allowed per e-mail and per client address in a sliding hour. A person registers once; the limits
 * leave room for typos and a shared office connection, and stop walking a list of addresses to learn which have
 * accounts. Over the limit: 429 with Retry-After, not counted.
 */
export const REGISTRATION_LIMITS: ThrottleLimits = { maxPerEmail: 5, maxPerIp: 20, windowSeconds: 3600 };

/** The plain customer group (the seed's `GROUP_IDS.customer`): no discount, no extra entries. */
export const CUSTOMER_GROUP_ID = 1;
const NEW_ACCOUNT_SCOPES: UserScope[] = ['customer'];

/** The phone as the account keeps it: a prefix of SPEC §3 and the national number (or the whole number without one). */
function storedPhone(phone: string | undefined, prefix: string): { phonePrefix: string | null; phone: string | null } {
  const full = phone === undefined ? null : normalizePhone(phone, prefix);
  if (full === null) return { phonePrefix: null, phone: null };
  const known = PHONE_PREFIXES.filter((p) => p !== '' && full.startsWith(p)).sort((a, b) => b.length - a.length)[0];
  return known ? { phonePrefix: known, phone: full.slice(known.length) } : { phonePrefix: null, phone: full };
}

/**
 * Creates a customer account (in the plain customer group, scope `customer`, the terms accepted now) and
 * logs it in: answers a Bearer token like a login. An e-mail that already has an account, in any letter
 * case, is a 422 on `email`. A newsletter opt-in subscribes the address to the site's newsletter in the same
 * transaction (an address already subscribed stays so), and the welcome mail is queued as a job in it too.
 */
export async function register(
  scope: SiteScope,
  body: RegisterBody,
  client: { ip: string; userAgent?: string | undefined },
  settings: { tokenTtlDays: number },
): Promise<string> {
  // A password the policy refuses is a form error like the schema's: answered before the attempt is counted.
  await assertAcceptablePassword(scope.locale, body.password, body);
  const address = body.email.trim().toLowerCase();
  // Counted outside the registration's transaction: a refused attempt (the address taken) counts too.
  const attempt = await takeAttempt(scope.db, schema.registrationAttempts, address, client.ip, REGISTRATION_LIMITS, scope.now);
  if ('retryAfter' in attempt) {
    const wait = attempt.retryAfter;
    throw new ApiError(429, 'too_many_requests', formatMessage(scope.locale, 'account.registerTooMany', retryAfterParams(wait)), { retryAfter: wait }, { 'retry-after': String(wait) });
  }
  // The slow hash before the transaction, so no row waits on it.
  const passwordHash = await hashPassword(body.password);
  const token = await inTransaction(scope, async (tx) => {
    const [user] = await tx.db
      .insert(schema.users)
      .values({
        email: body.email,
        passwordHash,
        firstname: body.firstname,
        lastname: body.lastname,
        ...storedPhone(body.phone, body.phonePrefix),
        groupId: CUSTOMER_GROUP_ID,
        scopes: NEW_ACCOUNT_SCOPES,
        siteId: tx.site.id,
        newsletter: body.newsletter,
        termsAcceptedAt: tx.now,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      // The unique index on lower(email) decides, also between two registrations at the same moment.
      .onConflictDoNothing()
      .returning({ id: schema.users.id, email: schema.users.email });
    if (!user) throw fieldErrors(tx.locale, { email: [formatMessage(tx.locale, 'checkout.accountExists')] });
    if (body.newsletter) {
      await subscribe(tx, user.email).catch((e: unknown) => {
        if (!(e instanceof ApiError && e.code === 'already_exists')) throw e;
      });
    }
    // The welcome mail in the token's statement: no round trip of its own.
    const welcome = jobInsertSql(welcomeMail, { userId: user.id, siteId: tx.site.id });
    return issueToken(tx.db, user.id, settings.tokenTtlDays, tx.now, { userAgent: client.userAgent, ip: client.ip }, welcome);
  });
  jobsQueued(scope.db);
  return token;
}
