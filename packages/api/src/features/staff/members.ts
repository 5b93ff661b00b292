import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, hashPassword, schema } from '@konfety/db';
import { staffText, type StaffTextKey } from '@konfety/domain/i18n/staff';
import { RECOVERY_CODE_ALPHABET, roleNeedsBranch, type StaffRole } from '@konfety/domain/staff';
import { ApiError } from '../../errors';
import { type AuditActor, type AuditEntry, auditSql } from './audit';

/*
 * Staff accounts (issue 40): made, changed, reset and deactivated by an administrator in the back office ("Personál")
 * or from the command line (`npm run staff`, for a fresh install), every change with its audit row in the same
 * transaction. A new account, and one whose password is reset, gets a generated password, shown once; the first
 * login sets up the authenticator.
 *
 * Two rules keep the shop manageable: nobody changes their own role, activity, password or authenticator here (a
 * slip would lock them out; another administrator does it), and the shop always keeps an active administrator.
 */

/** Which account: by id (the back office) or by e-mail (the command line). */
export type StaffTarget = { id: number } | { email: string };

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  /** The branch, by id (the back office) or by code (PHA1 …, the command line): branch staff only. */
  branchId?: number | null;
  branchCode?: string | null;
}

export interface StaffChange {
  name: string;
  role: StaffRole;
  branchId: number | null;
}

const refused = (field: string, key: StaffTextKey) => {
  const message = staffText(key);
  return new ApiError(422, 'validation', message, { errors: { [field]: [message] } });
};
const conflict = (code: string, key: StaffTextKey) => new ApiError(409, code, staffText(key));
const missing = () => new ApiError(404, 'not_found', staffText('staff.error.notFound'));

/** Twenty characters of the recovery codes' alphabet in groups of five: ≈ 99 bits, typed once and then changed. */
export function generatedPassword(): string {
  let raw = '';
  for (let i = 0; i < 20; i++) raw += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return raw.match(/.{5}/g)!.join('-');
}

/** The branch a role's account belongs to: required for branch staff, refused for every other role. */
async function branchFor(db: Db, role: StaffRole, branch: { id?: number | null; code?: string | null }): Promise<number | null> {
  const given = branch.id ?? branch.code ?? null;
  if (!roleNeedsBranch(role)) {
    if (given !== null) throw refused('branch', 'staff.error.branchNotAllowed');
    return null;
  }
  if (given === null) throw refused('branch', 'staff.error.branchRequired');
  const [row] = await db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(branch.id != null ? eq(schema.branches.id, branch.id) : eq(schema.branches.code, String(branch.code).toUpperCase()));
  if (!row) throw refused('branch', 'staff.error.branchUnknown');
  return row.id;
}

export async function createStaffMember(db: Db, input: NewStaffMember, actor: AuditActor, now: Date): Promise<{ id: number; password: string }> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  const branchId = await branchFor(db, input.role, { id: input.branchId, code: input.branchCode });
  const password = generatedPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: schema.staffMembers.id }).from(schema.staffMembers).where(sql`lower(${schema.staffMembers.email}) = ${email}`);
    if (taken) throw refused('email', 'staff.error.emailTaken');
    const [row] = await tx.insert(schema.staffMembers).values({ email, name, role: input.role, branchId, passwordHash, createdAt: now }).returning({ id: schema.staffMembers.id });
    await tx.execute(auditSql(tx, actor, { action: 'staff.created', entity: 'staff', entityId: row!.id, after: { email, name, role: input.role, branchId } }, now));
    return { id: row!.id, password };
  });
}

/** Every account (a shop has tens, not thousands), with its branch and whether its authenticator is set up. */
export async function listStaffMembers(db: Db) {
  return db
    .select({
      id: schema.staffMembers.id,
      email: schema.staffMembers.email,
      name: schema.staffMembers.name,
      role: schema.staffMembers.role,
      branchId: schema.staffMembers.branchId,
      branch: schema.branches.code,
      branchName: schema.branches.name,
      active: schema.staffMembers.active,
      twoFactor: sql<boolean>`${schema.staffMembers.totpConfirmedAt} is not null`,
      lastLoginAt: schema.staffMembers.lastLoginAt,
      createdAt: schema.staffMembers.createdAt,
    })
    .from(schema.staffMembers)
    .leftJoin(schema.branches, eq(schema.branches.id, schema.staffMembers.branchId))
    .orderBy(schema.staffMembers.id);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Member = typeof schema.staffMembers.$inferSelect;

/**
 * Runs `change` on the account in a transaction, with the account's row locked (and every active administrator's,
 * so two administrators demoting each other at once cannot leave the shop without one). `null` for an unknown
 * account from the command line; the back office's unknown id is a 404.
 */
async function changeMember<T>(db: Db, target: StaffTarget, actor: AuditActor, change: (tx: Tx, member: Member, activeAdmins: number) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: schema.staffMembers.id }).from(schema.staffMembers).where(and(eq(schema.staffMembers.role, 'admin'), eq(schema.staffMembers.active, true))).for('update');
    const where = 'id' in target ? eq(schema.staffMembers.id, target.id) : sql`lower(${schema.staffMembers.email}) = ${target.email.trim().toLowerCase()}`;
    const [member] = await tx.select().from(schema.staffMembers).where(where).for('update');
    if (!member) {
      if ('id' in target) throw missing();
      return null;
    }
    if (actor !== 'command-line' && actor.staff.staffId === member.id) throw conflict('staff_self', 'staff.error.self');
    return change(tx, member, admins.length);
  });
}

/** Whether the change leaves the shop without an active administrator. */
const removesLastAdmin = (member: Member, activeAdmins: number, after: { role: StaffRole; active: boolean }) =>
  member.role === 'admin' && member.active && !(after.role === 'admin' && after.active) && activeAdmins <= 1;

const endSessions = (tx: Tx, staffId: number, now: Date) =>
  tx.update(schema.staffSessions).set({ revokedAt: now }).where(sql`${schema.staffSessions.staffId} = ${staffId} and ${schema.staffSessions.revokedAt} is null`);

const audit = (tx: Tx, actor: AuditActor, member: Member, entry: Omit<AuditEntry, 'entity' | 'entityId'>, now: Date) =>
  tx.execute(auditSql(tx, actor, { ...entry, entity: 'staff', entityId: member.id }, now));

/**
 * A new name, role or branch. A changed role or branch ends the account's sessions (what they may do changed under
 * them; the next login shows the new navigation).
 */
export async function updateStaffMember(db: Db, id: number, input: StaffChange, actor: AuditActor, now: Date): Promise<void> {
  const branchId = await branchFor(db, input.role, { id: input.branchId });
  const name = input.name.trim();
  await changeMember(db, { id }, actor, async (tx, member, activeAdmins) => {
    if (removesLastAdmin(member, activeAdmins, { role: input.role, active: member.active })) throw conflict('last_admin', 'staff.error.lastAdmin');
    const before = { name: member.name, role: member.role, branchId: member.branchId };
    const after = { name, role: input.role, branchId };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await tx.update(schema.staffMembers).set(after).where(eq(schema.staffMembers.id, member.id));
    if (before.role !== after.role || before.branchId !== after.branchId) await endSessions(tx, member.id, now);
    await audit(tx, actor, member, { action: 'staff.updated', before, after }, now);
  });
}

/** Ends an account (it cannot log in, its sessions end at once) or lets it log in again. False: no such e-mail. */
export async function setStaffActive(db: Db, target: StaffTarget, active: boolean, actor: AuditActor, now: Date): Promise<boolean> {
  const done = await changeMember(db, target, actor, async (tx, member, activeAdmins) => {
    if (member.active === active) throw conflict(active ? 'staff_active' : 'staff_inactive', active ? 'staff.error.alreadyActive' : 'staff.error.alreadyInactive');
    if (removesLastAdmin(member, activeAdmins, { role: member.role, active })) throw conflict('last_admin', 'staff.error.lastAdmin');
    await tx.update(schema.staffMembers).set({ active }).where(eq(schema.staffMembers.id, member.id));
    if (!active) await endSessions(tx, member.id, now);
    await audit(tx, actor, member, { action: active ? 'staff.activated' : 'staff.deactivated', before: { active: member.active }, after: { active } }, now);
    return true;
  });
  return done ?? false;
}

export const deactivateStaffMember = (db: Db, email: string, actor: AuditActor, now: Date) => setStaffActive(db, { email }, false, actor, now);

/**
 * A lost authenticator (and lost recovery codes): the authenticator and the recovery codes are removed and every
 * session ended; the next login sets up a new one. False: no such e-mail.
 */
export async function resetTwoFactor(db: Db, target: StaffTarget, actor: AuditActor, now: Date): Promise<boolean> {
  const done = await changeMember(db, target, actor, async (tx, member) => {
    await tx.update(schema.staffMembers).set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null }).where(eq(schema.staffMembers.id, member.id));
    await tx.delete(schema.staffRecoveryCodes).where(eq(schema.staffRecoveryCodes.staffId, member.id));
    await endSessions(tx, member.id, now);
    await audit(tx, actor, member, { action: 'staff.two_factor_reset' }, now);
    return true;
  });
  return done ?? false;
}

/** A forgotten password: a new generated one (shown once to the administrator), every session ended. */
export async function resetStaffPassword(db: Db, id: number, actor: AuditActor, now: Date): Promise<string> {
  const password = generatedPassword();
  const passwordHash = await hashPassword(password);
  await changeMember(db, { id }, actor, async (tx, member) => {
    await tx.update(schema.staffMembers).set({ passwordHash }).where(eq(schema.staffMembers.id, member.id));
    await endSessions(tx, member.id, now);
    await audit(tx, actor, member, { action: 'staff.password_reset' }, now);
  });
  return password;
}
