import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Config } from '@konfety/config';
import { type Db, schema, verifyAgainstDummy, verifyPassword } from '@konfety/db';
import { retryAfterParams } from '@konfety/domain/i18n';
import { staffText, type StaffTextKey } from '@konfety/domain/i18n/staff';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  STAFF_LOGIN_LIMITS,
} from '@konfety/domain/staff';
import { ApiError } from '../../errors';
import { clearFailedLoginsSql, takeAttempt } from '../accounts/throttle';
import { auditSql } from './audit';
import { decryptSecret, encryptSecret } from './secrets';
import { completeSession, openSession, type StaffSession } from './sessions';

/*
 * Staff log in in two steps (ARCHITECTURE "Back office"): the password opens a session that can do nothing but
 * finish the login; a code from an authenticator app (TOTP, RFC 6238: otplib) or a recovery code completes it. A
 * member of staff without a confirmed authenticator sets one up first (its QR code), and gets the recovery codes
 * then. Every step is throttled per e-mail and per client address in one window (`staff_login_attempts`).
 */

export interface StaffClient {
  ip: string;
  userAgent?: string | undefined;
}

type StaffConfig = Pick<Config, 'staff' | 'dataDir'>;

const ISSUER = 'Konfety – administrace';
/** A code of the previous 30-second step is still taken (the time it took to type it, clocks a little apart). */
const TOTP_TOLERANCE_SECONDS = 30;

const staffError = (status: number, code: string, key: StaffTextKey, params: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  new ApiError(status, code, staffText(key, params), extra);

/** A 422 on the form's `code` field: the code was wrong, or already used. */
const codeInvalid = () => new ApiError(422, 'validation', staffText('staff.error.codeInvalid'), { errors: { code: [staffText('staff.error.codeInvalid')] } });

async function throttle(db: Db, email: string, client: StaffClient, now: Date): Promise<void> {
  const attempt = await takeAttempt(db, schema.staffLoginAttempts, email, client.ip, STAFF_LOGIN_LIMITS, now);
  if ('retryAfter' in attempt) {
    const wait = attempt.retryAfter;
    throw new ApiError(429, 'too_many_attempts', staffText('staff.error.loginTooMany', retryAfterParams(wait)), { retryAfter: wait }, { 'retry-after': String(wait) });
  }
}

/**
 * The password step: a new session waiting for the second factor, and what comes next (`second_factor`, or
 * `setup` for a member of staff without an authenticator yet). A wrong password and an unknown or inactive
 * account answer the same 401 after the same hashing work.
 */
export async function logInStaff(db: Db, credentials: { email: string; password: string }, client: StaffClient, now: Date) {
  const email = credentials.email.trim().toLowerCase();
  await throttle(db, email, client, now);
  const [member] = await db.select().from(schema.staffMembers).where(sql`lower(${schema.staffMembers.email}) = ${email}`).limit(1);
  const ok = member && member.active ? await verifyPassword(member.passwordHash, credentials.password) : await verifyAgainstDummy(credentials.password);
  if (!member || !ok) throw staffError(401, 'invalid_credentials', 'staff.error.loginFailed');
  const token = await openSession(db, member.id, now, client);
  return { token, next: member.totpConfirmedAt ? ('second_factor' as const) : ('setup' as const) };
}

/** The authenticator to set up: its secret (made once, kept encrypted until confirmed), the otpauth URI and its QR code. */
export async function totpSetup(db: Db, config: StaffConfig, session: StaffSession) {
  if (session.staff.totpConfirmed) throw staffError(409, 'totp_already_set_up', 'staff.error.totpAlreadySetUp');
  const [member] = await db.select({ sealed: schema.staffMembers.totpSecret }).from(schema.staffMembers).where(eq(schema.staffMembers.id, session.staff.id));
  let secret = member?.sealed ? decryptSecret(config, member.sealed) : null;
  if (!secret) {
    secret = generateSecret();
    await db.update(schema.staffMembers).set({ totpSecret: encryptSecret(config, secret) }).where(eq(schema.staffMembers.id, session.staff.id));
  }
  const uri = generateURI({ issuer: ISSUER, label: session.staff.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/** The TOTP step a code belongs to, or null when it is not the secret's code now (or of the step before). */
async function totpStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: [TOTP_TOLERANCE_SECONDS, 0],
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Records that a step's code was used, unless a code of that step (or a later one) was used meanwhile: of two
 * requests with the same code at once, one wins.
 */
async function takeStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(schema.staffMembers)
    .set({ totpLastStep: step })
    .where(and(eq(schema.staffMembers.id, staffId), or(isNull(schema.staffMembers.totpLastStep), lt(schema.staffMembers.totpLastStep, step))))
    .returning({ id: schema.staffMembers.id });
  return rows.length === 1;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < 16; i++) raw += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return raw;
}

/**
 * Confirms the authenticator with its first code: two-factor authentication is on, the session complete, and the
 * recovery codes (shown this once; only their hashes are kept) replace any earlier ones.
 */
export async function confirmTotpSetup(db: Db, config: StaffConfig, session: StaffSession, typed: string, client: StaffClient, now: Date) {
  if (session.staff.totpConfirmed) throw staffError(409, 'totp_already_set_up', 'staff.error.totpAlreadySetUp');
  await throttle(db, session.staff.email, client, now);
  const [member] = await db.select({ sealed: schema.staffMembers.totpSecret }).from(schema.staffMembers).where(eq(schema.staffMembers.id, session.staff.id));
  const secret = member?.sealed ? decryptSecret(config, member.sealed) : null;
  if (!secret) throw staffError(409, 'totp_not_set_up', 'staff.error.totpNotSetUp');
  const code = normalizeTotpCode(typed);
  const step = code ? await totpStep(secret, code, now, null) : null;
  if (step === null) throw codeInvalid();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(schema.staffMembers).set({ totpConfirmedAt: now, totpLastStep: step, lastLoginAt: now }).where(eq(schema.staffMembers.id, session.staff.id));
    await tx.delete(schema.staffRecoveryCodes).where(eq(schema.staffRecoveryCodes.staffId, session.staff.id));
    await tx.insert(schema.staffRecoveryCodes).values(codes.map((c) => ({ staffId: session.staff.id, codeHash: hashCode(c) })));
    await tx.execute(clearFailedLoginsSql(tx, session.staff.email, schema.staffLoginAttempts));
    await tx.execute(auditSql(tx, { staff: { staffId: session.staff.id, email: session.staff.email }, ip: client.ip }, { action: 'staff.two_factor_enabled', entity: 'staff', entityId: session.staff.id }, now));
    await completeSession(tx, session.sessionId, now);
  });
  return { recoveryCodes: codes.map(formatRecoveryCode) };
}

/**
 * The second step of a login: a code from the authenticator (each step's code good once), or one of the recovery
 * codes (each good once). A wrong one is a 422 on `code`, throttled with the passwords.
 */
export async function verifySecondFactor(db: Db, config: StaffConfig, session: StaffSession, typed: string, client: StaffClient, now: Date): Promise<void> {
  if (!session.staff.totpConfirmed) throw staffError(409, 'totp_not_set_up', 'staff.error.totpNotSetUp');
  await throttle(db, session.staff.email, client, now);
  const staffId = session.staff.id;
  const code = normalizeTotpCode(typed);
  let ok = false;
  let usedRecovery = false;
  if (code) {
    const [member] = await db
      .select({ sealed: schema.staffMembers.totpSecret, lastStep: schema.staffMembers.totpLastStep })
      .from(schema.staffMembers)
      .where(eq(schema.staffMembers.id, staffId));
    const secret = member?.sealed ? decryptSecret(config, member.sealed) : null;
    const step = secret ? await totpStep(secret, code, now, member?.lastStep ?? null) : null;
    ok = step !== null && (await takeStep(db, staffId, step));
  } else {
    const used = await db
      .update(schema.staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(schema.staffRecoveryCodes.staffId, staffId),
          eq(schema.staffRecoveryCodes.codeHash, hashCode(normalizeRecoveryCode(typed))),
          isNull(schema.staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: schema.staffRecoveryCodes.id });
    ok = used.length === 1;
    usedRecovery = ok;
  }
  if (!ok) throw codeInvalid();
  await db.transaction(async (tx) => {
    await tx.update(schema.staffMembers).set({ lastLoginAt: now }).where(eq(schema.staffMembers.id, staffId));
    await tx.execute(clearFailedLoginsSql(tx, session.staff.email, schema.staffLoginAttempts));
    if (usedRecovery) {
      await tx.execute(auditSql(tx, { staff: { staffId, email: session.staff.email }, ip: client.ip }, { action: 'staff.recovery_code_used', entity: 'staff', entityId: staffId }, now));
    }
    await completeSession(tx, session.sessionId, now);
  });
}
