import { eq, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';

export interface ThrottleLimits {
  maxPerEmail: number;
  maxPerIp: number;
  windowSeconds: number;
}

/**
 * Failed logins inside a sliding window, per e-mail (guessing one account's
 * password) and per client address (trying many accounts). Kept in the
 * database so the limit holds across processes.
 * `attempts` is the SQL of one row with both counts and first attempts (a login reads it in the same statement
 * as the user); `retryAfter` turns the row into the seconds until the next attempt is allowed, or 0.
 */
export function failedLoginsSql(email: string, ip: string, limits: ThrottleLimits, now: Date) {
  return recentAttemptsSql(schema.loginAttempts, email, ip, limits, now);
}

/** Password reset requests inside the window, per e-mail and per client address: the same row as `failedLoginsSql`. */
export function resetRequestsSql(email: string, ip: string, limits: ThrottleLimits, now: Date) {
  return recentAttemptsSql(schema.passwordResetRequests, email, ip, limits, now);
}

/** Registration attempts of an e-mail and of a client address inside the window (the same row shape as failed logins). */
export function registrationAttemptsSql(email: string, ip: string, limits: ThrottleLimits, now: Date) {
  return recentAttemptsSql(schema.registrationAttempts, email, ip, limits, now);
}

function recentAttemptsSql(t: typeof schema.loginAttempts | typeof schema.passwordResetRequests | typeof schema.registrationAttempts, email: string, ip: string, limits: ThrottleLimits, now: Date) {
  const since = new Date(now.getTime() - limits.windowSeconds * 1000);
  return sql<[number, string | null, number, string | null]>`(
    select json_build_array(count(*) filter (where ${t.email} = ${email}), min(${t.createdAt}) filter (where ${t.email} = ${email}),
      count(*) filter (where ${t.ip} = ${ip}), min(${t.createdAt}) filter (where ${t.ip} = ${ip}))
    from ${t} where (${t.email} = ${email} or ${t.ip} = ${ip}) and ${t.createdAt} > ${since})`;
}

export function retryAfter([byEmail, firstByEmail, byIp, firstByIp]: [number, string | null, number, string | null], limits: ThrottleLimits, now: Date): number {
  let wait = 0;
  for (const [n, first, max] of [
    [byEmail, firstByEmail, limits.maxPerEmail],
    [byIp, firstByIp, limits.maxPerIp],
  ] as const) {
    if (n >= max && first) {
      wait = Math.max(wait, Math.ceil((new Date(first).getTime() + limits.windowSeconds * 1000 - now.getTime()) / 1000));
    }
  }
  return Math.max(wait, 0);
}

export async function recordFailedLogin(db: Db, email: string, ip: string, now: Date) {
  await db.insert(schema.loginAttempts).values({ email, ip, createdAt: now });
}

/** The statement that forgets an e-mail's failed logins (a successful login runs it with issuing its token). */
export function clearFailedLoginsSql(db: Db, email: string) {
  return db.delete(schema.loginAttempts).where(eq(schema.loginAttempts.email, email)).getSQL();
}
