/**
 * Staff of the back office (issue 40): their roles and what each may do, as data (after the Epic Stack's
 * `permissions.server.ts`). A grant is a permission with its reach: `any` (every branch's records) or `branch`
 * (the records of the staff member's own branch: the orders picked up there, its stock). The admin API checks a
 * permission in one place (`requirePermission`), which also hands the route the reach to filter by.
 *
 * Roles (ARCHITECTURE "Back office"):
 * - administrator: everything, including staff accounts and the audit log;
 * - shop manager: the business (orders, payments, invoices, stock of every branch, catalogue, content), not staff;
 * - branch staff: the orders and the stock of their own branch, nothing of the catalogue or content;
 * - content editor: the shop's content (pages, blog, events, careers) and nothing of orders.
 */
export const staffRoles = ['admin', 'manager', 'branch', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffPermissions = [
  'dashboard:read',
  'orders:read',
  'orders:write',
  'payments:match',
  'invoices:read',
  'stock:read',
  'stock:write',
  'catalog:write',
  'content:write',
  'staff:manage',
  'audit:read',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

export type Reach = 'any' | 'branch';

const everything = Object.fromEntries(staffPermissions.map((p) => [p, 'any'])) as Record<StaffPermission, Reach>;

export const rolePermissions: Record<StaffRole, Partial<Record<StaffPermission, Reach>>> = {
  admin: everything,
  manager: {
    'dashboard:read': 'any',
    'orders:read': 'any',
    'orders:write': 'any',
    'payments:match': 'any',
    'invoices:read': 'any',
    'stock:read': 'any',
    'stock:write': 'any',
    'catalog:write': 'any',
    'content:write': 'any',
    'audit:read': 'any',
  },
  branch: {
    'orders:read': 'branch',
    'orders:write': 'branch',
    'invoices:read': 'branch',
    'stock:read': 'branch',
    'stock:write': 'branch',
  },
  editor: {
    'content:write': 'any',
  },
};

/** The reach of `permission` for `role`, or null when the role does not have it. */
export function reachOf(role: StaffRole, permission: StaffPermission): Reach | null {
  return rolePermissions[role][permission] ?? null;
}

/** Branch staff belong to a branch; no other role does (they act for the whole shop). */
export function roleNeedsBranch(role: StaffRole): boolean {
  return Object.values(rolePermissions[role]).includes('branch');
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/**
 * What the audit log records (`audit_log.action`): every change a member of staff (or the command line) makes. A
 * new kind of change is added here first, so the log's screen has its Czech name (i18n/staff.ts proves it).
 */
export const auditActions = [
  'order.transition',
  'bank.import',
  'bank.match',
  'bank.resolve.mark_paid',
  'bank.resolve.refunded',
  'bank.resolve.ignore',
  'stock.receipt',
  'stock.correction',
  'stock.transfer',
  'staff.created',
  'staff.updated',
  'staff.activated',
  'staff.deactivated',
  'staff.password_reset',
  'staff.two_factor_reset',
  'staff.two_factor_enabled',
  'staff.recovery_code_used',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The records the audit log names (`audit_log.entity`); a stock change names its location (a branch or the warehouse). */
export const auditEntities = ['order', 'bank_import', 'bank_movement', 'branch', 'staff'] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** The audit log's screen pages by this many rows (newest first). */
export const AUDIT_PAGE_SIZE = 50;

/** A staff member's name as the accounts form takes it. */
export const STAFF_NAME_MAX = 120;

/*
 * Sessions: short, as a back office's should be. A session ends after STAFF_SESSION_IDLE_MINUTES without a request
 * and after STAFF_SESSION_MAX_HOURS in any case (a shift); the second factor must follow the password within
 * STAFF_SECOND_FACTOR_MINUTES.
 */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 10;
export const STAFF_SECOND_FACTOR_MINUTES = 5;

/** Login throttling per e-mail and per client address (sliding window). Stricter than the shop's customers'. */
export const STAFF_LOGIN_LIMITS = { maxPerEmail: 5, maxPerIp: 20, windowSeconds: 15 * 60 } as const;

/** Recovery codes: ten, each usable once, shown once when two-factor authentication is set up. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as shown: four groups of four lower-case letters and digits without look-alikes (0/o, 1/l). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function formatRecoveryCode(raw: string): string {
  return raw.match(/.{1,4}/g)!.join('-');
}

/** What a person types back: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]+/g, '');
}

/** A six-digit code from an authenticator app (spaces allowed, as apps show "123 456"). */
export function normalizeTotpCode(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
