import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { roleNeedsBranch, rolePermissions, staffRoles, type StaffPermission } from '@konfety/domain/staff';
import { staffPermissionLabel, staffRoleLabel } from '@konfety/domain/i18n/staff';
import { route } from '../../http/route';
import { setStaffCookie } from '../../http/staff-auth';
import * as endpoints from './admin-endpoints';
import { confirmTotpSetup, logInStaff, totpSetup, verifySecondFactor } from './auth';
import { revokeSession, type StaffSession } from './sessions';
import { createStaffMember, listStaffMembers, resetStaffPassword, resetTwoFactor, setStaffActive, updateStaffMember } from './members';
import { auditLog } from './audit-log';

const clientOf = (request: FastifyRequest) => ({ ip: request.clientAddress(), userAgent: request.headers['user-agent'] });

/** The administrator making a change, as the audit log records them. */
const auditor = (request: FastifyRequest) => ({ staff: request.staffContext().actor, ip: request.clientAddress() });

const ROLES = staffRoles.map((role) => ({
  role,
  label: staffRoleLabel(role),
  needs_branch: roleNeedsBranch(role),
  permissions: Object.entries(rolePermissions[role]).map(([permission, reach]) => ({ permission: permission as StaffPermission, label: staffPermissionLabel(permission as StaffPermission), reach })),
}));

/** The session's staff member as the back office shows them: name, role, branch and what the role may do. */
async function presentStaff(request: FastifyRequest, staff: StaffSession['staff']): Promise<endpoints.StaffMeOut> {
  const [branch] =
    staff.branchId === null
      ? []
      : await request.server.deps.db.select({ id: schema.branches.id, name: schema.branches.name }).from(schema.branches).where(eq(schema.branches.id, staff.branchId));
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    role_label: staffRoleLabel(staff.role),
    branch: branch ?? null,
    permissions: rolePermissions[staff.role],
  };
}

/** The staff's own routes (admin API): the two-step login, the authenticator's setup, the session. */
export async function staffRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;

  route(app, endpoints.staffLogin, async (request, reply) => {
    const { token, next } = await logInStaff(db, request.body, clientOf(request), app.deps.now());
    setStaffCookie(reply, token);
    return { next };
  });

  route(app, endpoints.staffSecondFactor, async (request) => {
    const session = request.staffSession!;
    await verifySecondFactor(db, config, session, request.body.code, clientOf(request), app.deps.now());
    return { staff: await presentStaff(request, session.staff) };
  });

  route(app, endpoints.staffTotpSetup, async (request) => {
    const { secret, uri, qrSvg } = await totpSetup(db, config, request.staffSession!);
    return { secret, uri, qr_svg: qrSvg };
  });

  route(app, endpoints.staffTotpConfirm, async (request) => {
    const session = request.staffSession!;
    const { recoveryCodes } = await confirmTotpSetup(db, config, session, request.body.code, clientOf(request), app.deps.now());
    return { staff: await presentStaff(request, session.staff), recovery_codes: recoveryCodes };
  });

  route(app, endpoints.staffLogout, async (request, reply) => {
    await revokeSession(db, request.staffSession!.sessionId, app.deps.now());
    setStaffCookie(reply, null);
    return { success: true as const };
  });

  route(app, endpoints.staffSelf, async (request) => ({ staff: await presentStaff(request, request.staffSession!.staff) }));

  route(app, endpoints.adminStaffList, async () => {
    const [members, branches] = await Promise.all([
      listStaffMembers(db),
      db.select({ id: schema.branches.id, code: schema.branches.code, name: schema.branches.name }).from(schema.branches).where(eq(schema.branches.kind, 'store')).orderBy(schema.branches.name),
    ]);
    return {
      staff: members.map((m) => ({
        id: m.id,
        email: m.email,
        name: m.name,
        role: m.role,
        role_label: staffRoleLabel(m.role),
        branch: m.branchId !== null && m.branch !== null && m.branchName !== null ? { id: m.branchId, code: m.branch, name: m.branchName } : null,
        active: m.active,
        two_factor: m.twoFactor,
        last_login_at: m.lastLoginAt?.toISOString() ?? null,
        created_at: m.createdAt.toISOString(),
      })),
      roles: ROLES,
      branches,
    };
  });

  route(app, endpoints.adminStaffCreate, async (request) => {
    const { email, name, role, branch_id } = request.body;
    return createStaffMember(db, { email, name, role, branchId: branch_id }, auditor(request), app.deps.now());
  });

  route(app, endpoints.adminStaffUpdate, async (request) => {
    const { name, role, branch_id } = request.body;
    await updateStaffMember(db, request.params.id, { name, role, branchId: branch_id }, auditor(request), app.deps.now());
    return { success: true as const };
  });

  route(app, endpoints.adminStaffActive, async (request) => {
    await setStaffActive(db, { id: request.params.id }, request.body.active, auditor(request), app.deps.now());
    return { success: true as const };
  });

  route(app, endpoints.adminStaffPasswordReset, async (request) => ({ password: await resetStaffPassword(db, request.params.id, auditor(request), app.deps.now()) }));

  route(app, endpoints.adminStaffTwoFactorReset, async (request) => {
    await resetTwoFactor(db, { id: request.params.id }, auditor(request), app.deps.now());
    return { success: true as const };
  });

  route(app, endpoints.adminAudit, async (request) => auditLog(db, request.query));
}
