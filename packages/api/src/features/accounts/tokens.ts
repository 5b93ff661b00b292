import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';

/** 256 random bits, URL-safe; only its SHA-256 is stored, so a database leak yields no usable tokens. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(db: Db, userId: number, ttlDays: number, now: Date, meta: { userAgent?: string; ip?: string }) {
  const { token, hash } = newToken();
  await db.insert(schema.authTokens).values({
    userId,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlDays * 86400000),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
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
