import { z } from 'zod';
import { staffPermissions, staffRoles } from '@konfety/domain/staff';
import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';

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
