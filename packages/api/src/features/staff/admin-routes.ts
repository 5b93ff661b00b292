import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { rolePermissions } from '@konfety/domain/staff';
import { staffRoleLabel } from '@konfety/domain/i18n/staff';
import { route } from '../../http/route';
import { setStaffCookie } from '../../http/staff-auth';
import * as endpoints from './admin-endpoints';
import { confirmTotpSetup, logInStaff, totpSetup, verifySecondFactor } from './auth';
import { revokeSession, type StaffSession } from './sessions';

const clientOf = (request: FastifyRequest) => ({ ip: request.clientAddress(), userAgent: request.headers['user-agent'] });

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
}
