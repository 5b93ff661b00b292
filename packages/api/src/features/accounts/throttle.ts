import { and, count, eq, gt, min } from 'drizzle-orm';
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
 * Answers the seconds until the next attempt is allowed, or 0.
 */
export async function loginRetryAfter(db: Db, email: string, ip: string, limits: ThrottleLimits, now: Date): Promise<number> {
  const since = new Date(now.getTime() - limits.windowSeconds * 1000);
  const t = schema.loginAttempts;
  const [byEmail] = await db.select({ n: count(), first: min(t.createdAt) }).from(t).where(and(eq(t.email, email), gt(t.createdAt, since)));
  const [byIp] = await db.select({ n: count(), first: min(t.createdAt) }).from(t).where(and(eq(t.ip, ip), gt(t.createdAt, since)));
  let wait = 0;
  for (const [row, max] of [
    [byEmail, limits.maxPerEmail],
    [byIp, limits.maxPerIp],
  ] as const) {
    if (row && row.n >= max && row.first) {
      const first = new Date(row.first).getTime();
      wait = Math.max(wait, Math.ceil((first + limits.windowSeconds * 1000 - now.getTime()) / 1000));
    }
  }
  return Math.max(wait, 0);
}

export async function recordFailedLogin(db: Db, email: string, ip: string, now: Date) {
  await db.insert(schema.loginAttempts).values({ email, ip, createdAt: now });
}

export async function clearFailedLogins(db: Db, email: string) {
  await db.delete(schema.loginAttempts).where(eq(schema.loginAttempts.email, email));
}
