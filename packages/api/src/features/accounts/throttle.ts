import { eq, getTableName, lt, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';

export interface ThrottleLimits {
  maxPerEmail: number;
  maxPerIp: number;
  windowSeconds: number;
}

/** The tables of counted attempts: one row per attempt, counted per e-mail and per client address inside a sliding window. */
export type AttemptTable =
  | typeof schema.loginAttempts
  | typeof schema.passwordResetRequests
  | typeof schema.registrationAttempts
  | typeof schema.formAttempts
  | typeof schema.staffLoginAttempts;

/** An attempt counted (its row's id), or refused because the e-mail or the address used its limit (seconds until the next one is allowed). */
export type Attempt = { id: number } | { retryAfter: number };

/**
 * Counts an attempt of `email` from the client address `ip` unless either has used its limit inside the window;
 * a refused attempt is not counted, so the window keeps sliding. Kept in the database, so the limit holds across
 * processes.
 *
 * Atomic: checking and then inserting let every one of N simultaneous attempts see the same count (40 parallel
 * wrong passwords were 13–40 answers 401 where the limit was 5), and one statement cannot do it under READ
 * COMMITTED either, as it counts what its snapshot saw. So the count and the insert run in one transaction that
 * first takes two advisory locks, the e-mail's and the address's, held until the commit: an attempt with either key
 * waits for the one before it, and its statement, which starts after the lock, sees that one's row. Every caller
 * takes the e-mail's lock first and the address's second, so no two wait for each other. The embedded database
 * runs one transaction at a time anyway.
 */
export async function takeAttempt(db: Db, table: AttemptTable, email: string, ip: string, limits: ThrottleLimits, now: Date): Promise<Attempt> {
  const since = new Date(now.getTime() - limits.windowSeconds * 1000);
  const name = getTableName(table);
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${name} email ${email}`}, 0)), pg_advisory_xact_lock(hashtextextended(${`${name} ip ${ip}`}, 0))`);
    const result = (await tx.execute(sql`
      with seen as (
        select count(*) filter (where ${table.email} = ${email}) as by_email, min(${table.createdAt}) filter (where ${table.email} = ${email}) as first_by_email,
          count(*) filter (where ${table.ip} = ${ip}) as by_ip, min(${table.createdAt}) filter (where ${table.ip} = ${ip}) as first_by_ip
        from ${table} where (${table.email} = ${email} or ${table.ip} = ${ip}) and ${table.createdAt} > ${since}
      ), counted as (
        insert into ${table} (email, ip, created_at)
        select ${email}, ${ip}, ${now} from seen where by_email < ${limits.maxPerEmail} and by_ip < ${limits.maxPerIp}
        returning id
      )
      select (select id from counted) as id, greatest(
        case when by_email >= ${limits.maxPerEmail} then ceil(extract(epoch from first_by_email - ${since}::timestamptz)) else 0 end,
        case when by_ip >= ${limits.maxPerIp} then ceil(extract(epoch from first_by_ip - ${since}::timestamptz)) else 0 end
      )::int as wait
      from seen`)) as unknown as { rows: Array<{ id: number | string | null; wait: number | string }> };
    return result.rows;
  });
  const [row] = rows;
  if (row!.id !== null) return { id: Number(row!.id) };
  // The oldest counted attempt is inside the window, so its end is at least a moment away.
  return { retryAfter: Math.max(Number(row!.wait), 1) };
}

/** Forgets one counted attempt: it turned out not to be what the table counts (a right current password with a refused new one). */
export async function forgetAttempt(db: Db, table: AttemptTable, id: number) {
  await db.delete(table).where(eq(table.id, id));
}

/** The statement that forgets an e-mail's failed logins (a successful login runs it with issuing its token); staff's in their table. */
export function clearFailedLoginsSql(db: Db, email: string, table: typeof schema.loginAttempts | typeof schema.staffLoginAttempts = schema.loginAttempts) {
  return db.delete(table).where(eq(table.email, email)).getSQL();
}

/** Every table of counted attempts (the login's, the reset requests', the registrations', the content forms', the staff's logins). */
export const ATTEMPT_TABLES: readonly AttemptTable[] = [schema.loginAttempts, schema.passwordResetRequests, schema.registrationAttempts, schema.formAttempts, schema.staffLoginAttempts];

/**
 * Forgets the attempts older than `keepSeconds` (before `at`), in every attempt table: past every window they no longer
 * count, and kept they would grow without end (each holds an e-mail and a client address). Answers how many.
 */
export async function forgetOldAttempts(db: Db, at: Date, keepSeconds: number): Promise<number> {
  const cutoff = new Date(at.getTime() - keepSeconds * 1000);
  let forgotten = 0;
  for (const table of ATTEMPT_TABLES) forgotten += (await db.delete(table).where(lt(table.createdAt, cutoff)).returning({ id: table.id })).length;
  return forgotten;
}
