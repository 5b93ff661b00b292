import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AuditAction, AuditEntity, StaffRole } from '@konfety/domain/staff';
import { branches } from './branches';
import { createdAt } from './columns';

/**
 * Members of staff (back office, issue 40): not customers, with their own accounts, sessions and throttle. The
 * role decides what they may do (domain/staff.ts); branch staff belong to a branch. Two-factor authentication is
 * required: `totp_secret` (encrypted, api staff/secrets.ts) is set up at the first login and confirmed by a code.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    name: text().notNull(),
    role: varchar({ length: 16 }).$type<StaffRole>().notNull(),
    branchId: integer().references(() => branches.id),
    passwordHash: text().notNull(),
    totpSecret: text(),
    totpConfirmedAt: timestamp({ withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_members_email').on(sql`lower(${t.email})`)],
);

/** Recovery codes (SHA-256 of each), each good once, replacing a lost authenticator's code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: varchar({ length: 64 }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff').on(t.staffId)],
);

/**
 * Sessions of the back office (an HttpOnly cookie holds the token; only its SHA-256 is stored). A session is
 * `second_factor_at` null until the TOTP or recovery code was given: it may then only finish the login.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial().primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    secondFactorAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: varchar({ length: 64 }),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** Staff logins and second-factor attempts, counted per e-mail and per client address (accounts/throttle.ts). */
export const staffLoginAttempts = pgTable(
  'staff_login_attempts',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    ip: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_login_attempts_email').on(t.email, t.createdAt), index('staff_login_attempts_ip').on(t.ip, t.createdAt)],
);

/**
 * Every change a member of staff makes (issue 40): who, when, what (an action on an entity) and the record before
 * and after. Written in the transaction of the change (api staff/audit.ts), so a change without its row cannot exist.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    staffId: integer().references(() => staffMembers.id),
    /** Who, as written then (the staff member's e-mail, or "příkazová řádka" for the command line). */
    actor: text().notNull(),
    action: varchar({ length: 64 }).$type<AuditAction>().notNull(),
    entity: varchar({ length: 32 }).$type<AuditEntity>().notNull(),
    entityId: varchar({ length: 64 }),
    before: jsonb(),
    after: jsonb(),
    ip: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  // The log's screen: newest first by itself (created_at, id), or by one staff member, one record, one kind of change.
  (t) => [
    index('audit_log_entity').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_staff').on(t.staffId, t.createdAt, t.id),
    index('audit_log_created').on(t.createdAt, t.id),
    index('audit_log_action').on(t.action, t.createdAt, t.id),
  ],
);
