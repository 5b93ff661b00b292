import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMessage } from '@konfety/domain/i18n';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@konfety/domain/password-policy';
import { PASSWORD_RESET_TTL_MINUTES } from '@konfety/domain/password-reset';
import { requireUser } from '../../http/auth';
import { errorResponses } from '../../http/schemas';
import { logIn, logOut, type LoginSettings } from './login';
import { changePassword } from './password-change';
import { requestPasswordReset, RESET_REQUEST_LIMITS, resetLinkStatus, resetPassword } from './password-reset';
import { register } from './register';
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
import type { AuthenticatedUser } from './tokens';

export function presentUser({ user, group }: AuthenticatedUser): z.infer<typeof userSchema> {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone_prefix: user.phonePrefix,
    phone: user.phone,
    group: group ? { id: group.id, name: group.name, description: group.description, discount: Number(group.discountPercent) } : null,
    scopes: user.scopes,
    newsletter: user.newsletter,
  };
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.deps.config;
  const loginSettings: LoginSettings = {
    maxPerEmail: auth.maxAttemptsPerEmail,
    maxPerIp: auth.maxAttemptsPerIp,
    windowSeconds: auth.windowSeconds,
    tokenTtlDays: auth.tokenTtlDays,
  };

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; answers a Bearer token',
        body: loginBody,
        response: { 200: z.object({ token: z.string() }), ...errorResponses },
      },
    },
    async (request) => ({
      token: await logIn(request.siteScope(), request.body, { ip: request.clientAddress(), userAgent: request.headers['user-agent'] }, loginSettings),
    }),
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the Bearer token on the server',
        security: [{ bearer: [] }],
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      await logOut(await request.shopContext(), request.bearerToken());
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: userSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: presentUser(await requireUser(request)) }),
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a customer account; answers a Bearer token, like a login',
        description:
          'Creates the account in the plain customer group with scope `customer` and the terms accepted now; `newsletter: true` also subscribes the e-mail to the newsletter of the site. ' +
          `422 with per-field \`errors\` (SPEC §5 messages) for missing or invalid fields, passwords that differ, a password outside ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters, one easy to guess (a strength estimate with Czech dictionaries, reported once the other fields pass) or equal to the e-mail, terms not agreed, ` +
          'and for an e-mail that already has an account (in any letter case). A Czech welcome e-mail follows the answer.',
        body: registerBody,
        response: { 201: tokenSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = await register(request.siteScope(), request.body, { ip: request.clientAddress(), userAgent: request.headers['user-agent'] }, loginSettings);
      reply.status(201);
      return { token };
    },
  );

  app.post(
    '/auth/password/reset-request',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link by e-mail',
        description:
          'Always the same 200 answer, whether or not the address has an account (the link goes out only to an active account). ' +
          `The link ({site}/zmena-hesla/{token}) is valid ${PASSWORD_RESET_TTL_MINUTES} minutes and once; a new request expires the older links. ` +
          `Throttled per e-mail and per client address (${RESET_REQUEST_LIMITS.maxPerEmail} and ${RESET_REQUEST_LIMITS.maxPerIp} in ${RESET_REQUEST_LIMITS.windowSeconds / 60} minutes): over the limit 429 \`too_many_requests\` with Retry-After.`,
        body: passwordResetRequestBody,
        response: { 200: noticeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = request.siteScope();
      await requestPasswordReset(scope, request.body.email, request.clientAddress());
      return { success: true as const, message: formatMessage(scope.locale, 'notice.passwordResetRequested') };
    },
  );

  app.get(
    '/auth/password/reset/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a password reset link can still be used',
        description: '200 with its expiry; 404 `reset_token_invalid` for a link that is unknown, malformed, used or expired.',
        params: passwordResetTokenParams,
        response: { 200: z.object({ data: passwordResetTokenSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await resetLinkStatus(request.siteScope(), request.params.token) }),
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password through a reset link',
        description:
          'Uses the link up, sets the password, logs the account out everywhere (every Bearer token revoked) and sends a "password changed" e-mail. ' +
          '404 `reset_token_invalid` for a link that cannot be used; 422 with per-field `errors` for the new password (SPEC §5 messages, the password policy).',
        body: passwordResetBody,
        response: { 200: noticeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = request.siteScope();
      await resetPassword(scope, request.body);
      return { success: true as const, message: formatMessage(scope.locale, 'notice.passwordChanged') };
    },
  );

  app.post(
    '/auth/password/change',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the logged-in customer's password",
        description:
          'Needs the current password: a wrong one is 422 on `currentPassword` and counts as a failed login (the login throttle applies: 429 with Retry-After). ' +
          'Revokes every other Bearer token of the account (this one stays valid) and sends a "password changed" e-mail.',
        security: [{ bearer: [] }],
        body: passwordChangeBody,
        response: { 200: noticeSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireUser(request);
      const ctx = await request.shopContext();
      await changePassword(ctx, request.bearerToken()!, request.body, { ip: request.clientAddress() }, loginSettings);
      return { success: true as const, message: formatMessage(ctx.locale, 'notice.passwordChanged') };
    },
  );
};
