import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reachOf, type Reach, STAFF_SESSION_MAX_HOURS } from '@konfety/domain/staff';
import { staffText } from '@konfety/domain/i18n/staff';
import type { StaffAccess } from '../endpoint';
import { ApiError } from '../errors';
import { cookieValues } from './cookies';
import { sessionFor, STAFF_COOKIE, type StaffSession } from '../features/staff/sessions';
import type { ShopContext, StaffActor } from '../shop-context';

/** A service's context in the back office: the shop's, with the staff member as the actor and the reach of the route's permission. */
export interface StaffContext extends ShopContext {
  actor: StaffActor;
  /** `branch`: the route's records are limited to the staff member's branch (`actor.branchId`). */
  reach: Reach;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session of the request's cookie (checked by the admin hook before the handler): null only on `anyone` routes. */
    staffSession: StaffSession | null;
    /** The context of a route that needs a complete session (every route but the login's steps). */
    staffContext(): StaffContext;
  }
}

/** Unsafe requests must carry it: a page of another site cannot make a browser send it without asking first (CORS). */
export const STAFF_REQUEST_HEADER = 'x-konfety-staff';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const deny = (status: 401 | 403, code: string, key: Parameters<typeof staffText>[0]) => new ApiError(status, code, staffText(key));

export function staffCookie(token: string, secure: boolean): string {
  return `${STAFF_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${STAFF_SESSION_MAX_HOURS * 3600}${secure ? '; Secure' : ''}`;
}

export function clearedStaffCookie(secure: boolean): string {
  return `${STAFF_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}

export function setStaffCookie(reply: FastifyReply, token: string | null): void {
  const secure = reply.server.deps.config.publicUrl.startsWith('https:');
  reply.header('set-cookie', token === null ? clearedStaffCookie(secure) : staffCookie(token, secure));
}

/**
 * The admin API's one gate (ARCHITECTURE "Back office"): before any handler, the route's declared `access` is
 * checked against the session of the request's cookie. A route that declares none is refused (so none can forget
 * it); an unsafe request must come from the back office itself (its header, and its own origin when the browser
 * names one): the session is a cookie, which a browser would also send with another site's form.
 */
export function registerStaffAuth(app: FastifyInstance): void {
  app.decorateRequest('staffSession', null);
  app.decorateRequest('staffContext', function (this: FastifyRequest): StaffContext {
    const self = this as FastifyRequest & { _staffContext?: StaffContext };
    if (!self._staffContext) throw new Error('staffContext() on a route without a complete session');
    return self._staffContext;
  });
  // onRequest: before the body is even parsed, so nobody without a session learns what a form would refuse.
  app.addHook('onRequest', async (request) => {
    const access = (request.routeOptions.config as { access?: StaffAccess } | undefined)?.access;
    if (!access) throw new Error(`admin route ${request.routeOptions.url ?? '?'} declares no access`);
    if (!SAFE_METHODS.has(request.method)) checkOrigin(request);
    if (access === 'anyone') return;
    const token = cookieValues(request.headers.cookie).get(STAFF_COOKIE);
    const session = token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? await sessionFor(app.deps.db, token, app.deps.now()) : null;
    if (!session) throw deny(401, 'unauthorized', 'staff.error.unauthenticated');
    request.staffSession = session;
    if (access === 'password') return;
    if (!session.complete) throw deny(401, 'second_factor_required', 'staff.error.secondFactorRequired');
    const reach = access === 'staff' ? 'any' : reachOf(session.staff.role, access);
    if (reach === null) throw deny(403, 'forbidden', 'staff.error.forbidden');
    const actor: StaffActor = { kind: 'staff', staffId: session.staff.id, email: session.staff.email, role: session.staff.role, branchId: session.staff.branchId };
    (request as FastifyRequest & { _staffContext?: StaffContext })._staffContext = { db: app.deps.db, site: request.site, locale: 'cs', now: app.deps.now(), actor, reach };
  });
}

function checkOrigin(request: FastifyRequest): void {
  if (request.headers[STAFF_REQUEST_HEADER] !== '1') throw deny(403, 'csrf', 'staff.error.csrf');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host === null || host !== request.host) throw deny(403, 'csrf', 'staff.error.csrf');
}
