import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { STAFF_SECOND_FACTOR_MINUTES, STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS, type StaffRole } from '@konfety/domain/staff';
import { hashToken, newToken } from '../accounts/tokens';

/** The back office's session cookie: HttpOnly, SameSite=Strict, the whole site's path (the app under /admin calls /api/admin). */
export const STAFF_COOKIE = 'konfety_staff';

export interface StaffSession {
  sessionId: number;
  /** Whether the second factor was given: until then the session may only finish the login. */
  complete: boolean;
  /** When the password step was taken (the second factor must follow within STAFF_SECOND_FACTOR_MINUTES). */
  createdAt: Date;
  staff: { id: number; email: string; name: string; role: StaffRole; branchId: number | null; totpConfirmed: boolean };
}

const MINUTE = 60_000;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** A new session after a right password, waiting for the second factor. */
export async function openSession(db: Db, staffId: number, now: Date, meta: { userAgent?: string | undefined; ip: string }): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(schema.staffSessions).values({
    tokenHash: hash,
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * 60 * MINUTE),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip,
  });
  return token;
}

/**
 * The live session of a token, or null: unknown, revoked, past its end, idle too long, its staff member made
 * inactive, or still waiting for a second factor that is overdue. Seen now: `last_seen_at` moves (at most once a
 * minute, so a busy screen does not write on every request).
 */
export async function sessionFor(db: Db, token: string, now: Date): Promise<StaffSession | null> {
  const rows = (await db.execute(sql`
    with found as (
      select s.id, s.created_at, s.second_factor_at, s.last_seen_at, m.id as staff_id, m.email, m.name, m.role, m.branch_id, m.totp_confirmed_at
      from staff_sessions s join staff_members m on m.id = s.staff_id
      where s.token_hash = ${hashToken(token)} and s.revoked_at is null and m.active
        and s.expires_at > ${at(now)}
        and s.last_seen_at > ${at(new Date(now.getTime() - STAFF_SESSION_IDLE_MINUTES * MINUTE))}
        and (s.second_factor_at is not null or s.created_at > ${at(new Date(now.getTime() - STAFF_SECOND_FACTOR_MINUTES * MINUTE))})
    ), seen as (
      update staff_sessions set last_seen_at = ${at(now)}
      where id = (select id from found) and last_seen_at < ${at(new Date(now.getTime() - MINUTE))}
    )
    select * from found`)) as unknown as {
    rows: Array<{
      id: number;
      created_at: string | Date;
      second_factor_at: string | Date | null;
      staff_id: number;
      email: string;
      name: string;
      role: StaffRole;
      branch_id: number | null;
      totp_confirmed_at: string | Date | null;
    }>;
  };
  const row = rows.rows[0];
  if (!row) return null;
  return {
    sessionId: Number(row.id),
    complete: row.second_factor_at !== null,
    createdAt: new Date(row.created_at),
    staff: { id: Number(row.staff_id), email: row.email, name: row.name, role: row.role, branchId: row.branch_id === null ? null : Number(row.branch_id), totpConfirmed: row.totp_confirmed_at !== null },
  };
}

/** The second factor given: the session is complete. */
export async function completeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(schema.staffSessions).set({ secondFactorAt: now, lastSeenAt: now }).where(eq(schema.staffSessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(schema.staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.staffSessions.id, sessionId), isNull(schema.staffSessions.revokedAt)));
}
