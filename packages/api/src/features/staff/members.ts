import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Db, hashPassword, schema } from '@konfety/db';
import { staffText } from '@konfety/domain/i18n/staff';
import { RECOVERY_CODE_ALPHABET, roleNeedsBranch, type StaffRole } from '@konfety/domain/staff';
import { ApiError } from '../../errors';
import { type AuditActor, auditSql } from './audit';

/*
 * Staff accounts (issue 40): made, listed and reset by an administrator (the command line `npm run staff` for a
 * fresh install, the back office later), every change with its audit row in the same transaction. A new account
 * gets a generated password, shown once; its first login sets up the authenticator.
 */

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  /** The branch's code (PHA1 …): branch staff only. */
  branchCode?: string | null;
}

const refused = (field: string, key: Parameters<typeof staffText>[0]) => {
  const message = staffText(key);
  return new ApiError(422, 'validation', message, { errors: { [field]: [message] } });
};

/** Twenty characters of the recovery codes' alphabet in groups of five: ≈ 99 bits, typed once and then changed. */
export function generatedPassword(): string {
  let raw = '';
  for (let i = 0; i < 20; i++) raw += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return raw.match(/.{5}/g)!.join('-');
}

export async function createStaffMember(db: Db, input: NewStaffMember, actor: AuditActor, now: Date): Promise<{ id: number; password: string }> {
  const email = input.email.trim().toLowerCase();
  let branchId: number | null = null;
  if (roleNeedsBranch(input.role)) {
    if (!input.branchCode) throw refused('branch', 'staff.error.branchRequired');
    const [branch] = await db.select({ id: schema.branches.id }).from(schema.branches).where(eq(schema.branches.code, input.branchCode.toUpperCase()));
    if (!branch) throw refused('branch', 'staff.error.branchUnknown');
    branchId = branch.id;
  } else if (input.branchCode) {
    throw refused('branch', 'staff.error.branchNotAllowed');
  }
  const password = generatedPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: schema.staffMembers.id }).from(schema.staffMembers).where(sql`lower(${schema.staffMembers.email}) = ${email}`);
    if (taken) throw refused('email', 'staff.error.emailTaken');
    const [row] = await tx.insert(schema.staffMembers).values({ email, name: input.name.trim(), role: input.role, branchId, passwordHash, createdAt: now }).returning({ id: schema.staffMembers.id });
    await tx.execute(auditSql(tx, actor, { action: 'staff.created', entity: 'staff', entityId: row!.id, after: { email, name: input.name.trim(), role: input.role, branchId } }, now));
    return { id: row!.id, password };
  });
}

export async function listStaffMembers(db: Db) {
  return db
    .select({
      id: schema.staffMembers.id,
      email: schema.staffMembers.email,
      name: schema.staffMembers.name,
      role: schema.staffMembers.role,
      branch: schema.branches.code,
      active: schema.staffMembers.active,
      twoFactor: sql<boolean>`${schema.staffMembers.totpConfirmedAt} is not null`,
      lastLoginAt: schema.staffMembers.lastLoginAt,
    })
    .from(schema.staffMembers)
    .leftJoin(schema.branches, eq(schema.branches.id, schema.staffMembers.branchId))
    .orderBy(schema.staffMembers.id);
}

async function staffByEmail(db: Db, email: string) {
  const [row] = await db.select().from(schema.staffMembers).where(sql`lower(${schema.staffMembers.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

/**
 * A lost authenticator (and lost recovery codes): the authenticator and the recovery codes are removed and every
 * session ended; the next login sets up a new one. Answers false for an unknown e-mail.
 */
export async function resetTwoFactor(db: Db, email: string, actor: AuditActor, now: Date): Promise<boolean> {
  const member = await staffByEmail(db, email);
  if (!member) return false;
  await db.transaction(async (tx) => {
    await tx.update(schema.staffMembers).set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null }).where(eq(schema.staffMembers.id, member.id));
    await tx.delete(schema.staffRecoveryCodes).where(eq(schema.staffRecoveryCodes.staffId, member.id));
    await tx.update(schema.staffSessions).set({ revokedAt: now }).where(sql`${schema.staffSessions.staffId} = ${member.id} and ${schema.staffSessions.revokedAt} is null`);
    await tx.execute(auditSql(tx, actor, { action: 'staff.two_factor_reset', entity: 'staff', entityId: member.id }, now));
  });
  return true;
}

/** Ends an account: it cannot log in, and its sessions end at once. Answers false for an unknown e-mail. */
export async function deactivateStaffMember(db: Db, email: string, actor: AuditActor, now: Date): Promise<boolean> {
  const member = await staffByEmail(db, email);
  if (!member) return false;
  await db.transaction(async (tx) => {
    await tx.update(schema.staffMembers).set({ active: false }).where(eq(schema.staffMembers.id, member.id));
    await tx.update(schema.staffSessions).set({ revokedAt: now }).where(sql`${schema.staffSessions.staffId} = ${member.id} and ${schema.staffSessions.revokedAt} is null`);
    await tx.execute(auditSql(tx, actor, { action: 'staff.deactivated', entity: 'staff', entityId: member.id, before: { active: member.active }, after: { active: false } }, now));
  });
  return true;
}
