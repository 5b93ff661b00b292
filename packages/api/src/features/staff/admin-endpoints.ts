import { z } from 'zod';
import { AUDIT_PAGE_SIZE, auditActions, auditEntities, STAFF_NAME_MAX, staffPermissions, staffRoles } from '@konfety/domain/staff';
import { emailField, requiredString } from '@konfety/domain/validation';
import { defineEndpoint } from '../../endpoint';
import { errorResponses, idParam, isoDay } from '../../http/schemas';

/*
 * The back office's own accounts (admin API, mounted under /api/admin): the two-step login, the authenticator's
 * setup, the session. The session is an HttpOnly cookie (`konfety_staff`), so none of these answers holds a token.
 */

const staffMe = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  role_label: z.string(),
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What the role may do, and how far: `any` (the whole shop) or `branch` (the staff member's branch). */
  permissions: z.partialRecord(z.enum(staffPermissions), z.enum(['any', 'branch'])),
});

export const staffLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  tags: ['staff'],
  summary: 'Log in with e-mail and password: sets the session cookie and says what the second step is',
  description:
    '`second_factor`: a code from the authenticator app (or a recovery code) follows, `POST /auth/second-factor`; `setup`: the authenticator is set up first (`GET`, then `POST /auth/totp-setup`). Until then the session can do nothing else.',
  access: 'anyone',
  body: z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(1024) }),
  responses: { 200: z.object({ next: z.enum(['second_factor', 'setup']) }), ...errorResponses },
});

export const staffSecondFactor = defineEndpoint({
  method: 'POST',
  path: '/auth/second-factor',
  tags: ['staff'],
  summary: 'Finish the login with the authenticator’s six-digit code or a recovery code',
  access: 'password',
  body: z.object({ code: z.string().trim().min(1).max(40) }),
  responses: { 200: z.object({ staff: staffMe }), ...errorResponses },
});

export const staffTotpSetup = defineEndpoint({
  method: 'GET',
  path: '/auth/totp-setup',
  tags: ['staff'],
  summary: 'The authenticator to set up: its secret, otpauth URI and QR code (SVG)',
  access: 'password',
  responses: { 200: z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() }), ...errorResponses },
});

export const staffTotpConfirm = defineEndpoint({
  method: 'POST',
  path: '/auth/totp-setup',
  tags: ['staff'],
  summary: 'Confirm the authenticator with its first code: finishes the login and answers the recovery codes (shown once)',
  access: 'password',
  body: z.object({ code: z.string().trim().min(1).max(40) }),
  responses: { 200: z.object({ staff: staffMe, recovery_codes: z.array(z.string()) }), ...errorResponses },
});

export const staffLogout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  tags: ['staff'],
  summary: 'End the session (also one still waiting for its second factor)',
  access: 'password',
  responses: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
});

export const staffSelf = defineEndpoint({
  method: 'GET',
  path: '/auth/me',
  tags: ['staff'],
  summary: 'The logged-in member of staff, their role and what it may do',
  access: 'staff',
  responses: { 200: z.object({ staff: staffMe }), ...errorResponses },
});

export type StaffMeOut = z.infer<typeof staffMe>;

/*
 * Staff accounts ("Personál", administrators) and the audit log ("Záznam změn", administrators and shop managers).
 * The forms of the back office validate with these bodies, so they show the API's own messages before posting.
 */

const staffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  role_label: z.string(),
  branch: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  active: z.boolean(),
  two_factor: z.boolean().meta({ description: 'Whether the authenticator is set up (otherwise the next login sets it up)' }),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});

export const adminStaffList = defineEndpoint({
  method: 'GET',
  path: '/staff',
  tags: ['staff'],
  summary: 'Every staff account, the roles with what each may do, and the branches an account of branch staff belongs to',
  access: 'staff:manage',
  responses: {
    200: z.object({
      staff: z.array(staffAccount),
      roles: z.array(z.object({ role: z.enum(staffRoles), label: z.string(), needs_branch: z.boolean(), permissions: z.array(z.object({ permission: z.enum(staffPermissions), label: z.string(), reach: z.enum(['any', 'branch']) })) })),
      branches: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
    }),
    ...errorResponses,
  },
});

/** An account's name, role and branch (branch staff only): the form of a new account and of a change. */
export const adminStaffBody = z.object({
  name: requiredString({ max: STAFF_NAME_MAX }),
  role: z.enum(staffRoles, { error: 'validation.required' }),
  /** Branch staff's branch; none ('' from a form) for every other role. */
  branch_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), idParam.nullable()),
});

export const adminStaffCreateBody = adminStaffBody.extend({ email: emailField() });

export const adminStaffCreate = defineEndpoint({
  method: 'POST',
  path: '/staff',
  tags: ['staff'],
  summary: 'A new staff account: answers its generated password, shown once (the first login sets up the authenticator)',
  access: 'staff:manage',
  body: adminStaffCreateBody,
  responses: { 200: z.object({ id: z.number().int(), password: z.string() }), ...errorResponses },
});

const staffIdParams = z.object({ id: idParam });

export const adminStaffUpdate = defineEndpoint({
  method: 'PUT',
  path: '/staff/:id',
  tags: ['staff'],
  summary: 'Change an account’s name, role or branch (a changed role or branch ends its sessions)',
  description: 'Not one’s own account (409 `staff_self`); the last active administrator keeps the role (409 `last_admin`).',
  access: 'staff:manage',
  params: staffIdParams,
  body: adminStaffBody,
  responses: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
});

export const adminStaffActive = defineEndpoint({
  method: 'POST',
  path: '/staff/:id/active',
  tags: ['staff'],
  summary: 'Deactivate an account (it cannot log in, its sessions end at once) or let it log in again',
  description: 'Not one’s own account (409 `staff_self`), not the last active administrator (409 `last_admin`).',
  access: 'staff:manage',
  params: staffIdParams,
  body: z.object({ active: z.boolean() }),
  responses: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
});

export const adminStaffPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/staff/:id/password-reset',
  tags: ['staff'],
  summary: 'A forgotten password: a new generated one, answered once; the account’s sessions end',
  access: 'staff:manage',
  params: staffIdParams,
  responses: { 200: z.object({ password: z.string() }), ...errorResponses },
});

export const adminStaffTwoFactorReset = defineEndpoint({
  method: 'POST',
  path: '/staff/:id/two-factor-reset',
  tags: ['staff'],
  summary: 'A lost authenticator: it and the recovery codes are removed, the sessions end; the next login sets up a new one',
  access: 'staff:manage',
  params: staffIdParams,
  responses: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
});

export const adminAuditQuery = z.object({
  /** One member of staff's changes. */
  staff: idParam.optional(),
  action: z.enum(auditActions).optional(),
  entity: z.enum(auditEntities).optional(),
  /** With `entity`: one record's changes (an order's id, a branch's id …). */
  entity_id: z.string().trim().min(1).max(64).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** The next page: the rows older than this row (the previous page's `next`). */
  before: z.coerce.number().int().positive().optional(),
});

const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().meta({ description: 'Who, as written then: the staff member’s e-mail, or the command line' }),
  staff_id: z.number().int().nullable(),
  action: z.enum(auditActions),
  action_label: z.string(),
  entity: z.enum(auditEntities),
  entity_label: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});

export const adminAudit = defineEndpoint({
  method: 'GET',
  path: '/audit',
  tags: ['staff'],
  summary: `The audit log, newest first, ${AUDIT_PAGE_SIZE} rows a page: every change a member of staff or the command line made`,
  access: 'audit:read',
  query: adminAuditQuery,
  responses: {
    200: z.object({
      entries: z.array(auditRow),
      /** `before` of the next page, or null on the last one. */
      next: z.number().int().nullable(),
      /** The filters' choices: the staff accounts and the kinds of change, with their Czech names. */
      staff: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
      actions: z.array(z.object({ action: z.enum(auditActions), label: z.string() })),
      entities: z.array(z.object({ entity: z.enum(auditEntities), label: z.string() })),
    }),
    ...errorResponses,
  },
});

export type AdminAuditQuery = z.output<typeof adminAuditQuery>;
export type AuditRowOut = z.infer<typeof auditRow>;
export type StaffAccountOut = z.infer<typeof staffAccount>;
