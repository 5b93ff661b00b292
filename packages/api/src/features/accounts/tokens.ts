import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';

/** 256 random bits, URL-safe; only its SHA-256 is stored, so a database leak yields no usable tokens. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a new Bearer token for the user; `alongside` (another writing statement) runs in the same statement. */
export async function issueToken(db: Db, userId: number, ttlDays: number, now: Date, meta: { userAgent?: string; ip?: string }, alongside?: SQL) {
  const { token, hash } = newToken();
  const insert = db.insert(schema.authTokens).values({
    userId,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlDays * 86400000),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  if (alongside) await db.execute(sql`with alongside as (${alongside}) ${insert.getSQL()}`);
  else await insert;
  return token;
}

export async function revokeToken(db: Db, token: string, now: Date) {
  await db
    .update(schema.authTokens)
    .set({ revokedAt: now })
    .where(and(eq(schema.authTokens.tokenHash, hashToken(token)), isNull(schema.authTokens.revokedAt)));
}

/** The active user behind a token, or null when it is unknown, revoked or expired. */
export async function userForToken(db: Db, token: string, now: Date) {
  const rows = await db
    .select({ user: schema.users, group: schema.userGroups })
    .from(schema.authTokens)
    .innerJoin(schema.users, eq(schema.users.id, schema.authTokens.userId))
    .leftJoin(schema.userGroups, eq(schema.userGroups.id, schema.users.groupId))
    .where(
      and(
        eq(schema.authTokens.tokenHash, hashToken(token)),
        isNull(schema.authTokens.revokedAt),
        gt(schema.authTokens.expiresAt, now),
        eq(schema.users.active, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export type AuthenticatedUser = NonNullable<Awaited<ReturnType<typeof userForToken>>>;
