import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared, rowOf, schema, selectedColumns } from '@konfety/db';

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

// Not the password hash: nothing that acts for a token needs it (a password change reads it itself), so it is
// neither read on every request of a logged-in visitor nor held in its context.
const { passwordHash: _passwordHash, ...USER_COLUMNS } = getTableColumns(schema.users);
const GROUP_COLUMNS = getTableColumns(schema.userGroups);

/**
 * The active user behind a token, or null when it is unknown, revoked or expired. Every request of a logged-in
 * visitor asks it (the storefront's cart widget twice), so it is a prepared statement (db prepared.ts): planning
 * it was ≈ 1 ms of its ≈ 1.3 ms on the embedded database.
 */
export async function userForToken(db: Db, token: string, now: Date) {
  const [row] = await executePrepared<Record<string, unknown>>(
    db,
    'user_for_token',
    sql`select ${selectedColumns(USER_COLUMNS, 'u', 'u_')}, ${selectedColumns(GROUP_COLUMNS, 'g', 'g_')}
      from auth_tokens t join users u on u.id = t.user_id left join user_groups g on g.id = u.group_id
      where t.token_hash = ${hashToken(token)} and t.revoked_at is null and t.expires_at > ${now.toISOString()}::timestamptz and u.active
      limit 1`,
  );
  if (!row) return null;
  return { user: rowOf(USER_COLUMNS, row, 'u_'), group: row.g_id === null ? null : rowOf(GROUP_COLUMNS, row, 'g_') };
}

export type AuthenticatedUser = NonNullable<Awaited<ReturnType<typeof userForToken>>>;
