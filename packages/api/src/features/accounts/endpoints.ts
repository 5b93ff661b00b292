import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@konfety/domain/password-policy';
import { PASSWORD_RESET_REQUEST_LIMITS as RESET_LIMITS, PASSWORD_RESET_TTL_MINUTES } from '@konfety/domain/password-reset';
import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import {
  loginBody,
  noticeSchema,
  passwordChangeBody,
  passwordResetBody,
  passwordResetRequestBody,
  passwordResetTokenParams,
  passwordResetTokenSchema,
  registerBody,
  tokenSchema,
  userSchema,
} from './schemas';

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  tags: ['auth'],
  summary: 'Log in with e-mail and password; answers a Bearer token',
  body: loginBody,
  responses: { 200: z.object({ token: z.string() }), ...errorResponses },
});

export const logout = defineEndpoint({
  method: 'GET',
  path: '/auth/logout',
  tags: ['auth'],
  summary: 'Revoke the Bearer token on the server',
  security: [{ bearer: [] }],
  responses: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
});

export const me = defineEndpoint({
  method: 'GET',
  path: '/me',
  tags: ['auth'],
  summary: 'The logged-in user',
  security: [{ bearer: [] }],
  responses: { 200: z.object({ data: userSchema }), ...errorResponses },
});

export const register = defineEndpoint({
  method: 'POST',
  path: '/auth/register',
  tags: ['auth'],
  summary: 'Register a customer account; answers a Bearer token, like a login',
  description:
    'Creates the account in the plain customer group with scope `customer` and the terms accepted now; `newsletter: true` also subscribes the e-mail to the newsletter of the site. ' +
    `422 with per-field \`errors\` (SPEC §5 messages) for missing or invalid fields, passwords that differ, a password outside ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters, one easy to guess (a strength estimate with Czech dictionaries, reported once the other fields pass) or equal to the e-mail, terms not agreed, ` +
    'and for an e-mail that already has an account (in any letter case). A Czech welcome e-mail follows the answer.',
  body: registerBody,
  captcha: 'register',
  responses: { 201: tokenSchema, ...errorResponses },
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/auth/password/reset-request',
  tags: ['auth'],
  summary: 'Ask for a password reset link by e-mail',
  description:
    'Always the same 200 answer, whether or not the address has an account (the link goes out only to an active account). ' +
    `The link ({site}/zmena-hesla/{token}) is valid ${PASSWORD_RESET_TTL_MINUTES} minutes and once; a new request expires the older links. ` +
    `Throttled per e-mail and per client address (${RESET_LIMITS.maxPerEmail} and ${RESET_LIMITS.maxPerIp} in ${RESET_LIMITS.windowSeconds / 60} minutes): over the limit 429 \`too_many_requests\` with Retry-After.`,
  body: passwordResetRequestBody,
  captcha: 'password_reset',
  responses: { 200: noticeSchema, ...errorResponses },
});

export const passwordResetLink = defineEndpoint({
  method: 'GET',
  path: '/auth/password/reset/:token',
  tags: ['auth'],
  summary: 'Whether a password reset link can still be used',
  description: '200 with its expiry; 404 `reset_token_invalid` for a link that is unknown, malformed, used or expired.',
  params: passwordResetTokenParams,
  responses: { 200: z.object({ data: passwordResetTokenSchema }), ...errorResponses },
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/password/reset',
  tags: ['auth'],
  summary: 'Set a new password through a reset link',
  description:
    'Uses the link up, sets the password, logs the account out everywhere (every Bearer token revoked) and sends a "password changed" e-mail. ' +
    '404 `reset_token_invalid` for a link that cannot be used; 422 with per-field `errors` for the new password (SPEC §5 messages, the password policy).',
  body: passwordResetBody,
  responses: { 200: noticeSchema, ...errorResponses },
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/auth/password/change',
  tags: ['auth'],
  summary: "Change the logged-in customer's password",
  description:
    'Needs the current password: a wrong one is 422 on `currentPassword` and counts as a failed login (the login throttle applies: 429 with Retry-After). ' +
    'Revokes every other Bearer token of the account (this one stays valid) and sends a "password changed" e-mail.',
  security: [{ bearer: [] }],
  body: passwordChangeBody,
  responses: { 200: noticeSchema, ...errorResponses },
});
