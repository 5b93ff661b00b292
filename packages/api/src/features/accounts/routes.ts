import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { schema, verifyAgainstDummy, verifyPassword } from '@konfety/db';
import { formatMessage, tooManyAttemptsMessage } from '@konfety/domain/i18n';
import { ApiError, localeOf } from '../../http/errors';
import { requireUser } from '../../http/auth';
import { errorResponses } from '../../http/schemas';
import { loginBody, userSchema } from './schemas';
import { clearFailedLogins, loginRetryAfter, recordFailedLogin } from './throttle';
import { issueToken, revokeToken, type AuthenticatedUser } from './tokens';

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
  const { db, config, now } = app.deps;

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
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const ip = request.ip;
      const at = now();
      const limits = { maxPerEmail: config.auth.maxAttemptsPerEmail, maxPerIp: config.auth.maxAttemptsPerIp, windowSeconds: config.auth.windowSeconds };
      const retryAfter = await loginRetryAfter(db, email, ip, limits, at);
      if (retryAfter > 0) {
        throw new ApiError(
          429,
          'too_many_attempts',
          tooManyAttemptsMessage(retryAfter, localeOf(request)),
          { retryAfter },
          { 'retry-after': String(retryAfter) },
        );
      }
      const [user] = await db
        .select()
        .from(schema.users)
        .where(sql`lower(${schema.users.email}) = ${email}`)
        .limit(1);
      const ok = user && user.active ? await verifyPassword(user.passwordHash, request.body.password) : await verifyAgainstDummy(request.body.password);
      if (!user || !ok) {
        await recordFailedLogin(db, email, ip, at);
        throw new ApiError(401, 'invalid_credentials', formatMessage(localeOf(request), 'api.invalidCredentials'));
      }
      await clearFailedLogins(db, email);
      const token = await issueToken(db, user.id, config.auth.tokenTtlDays, at, { userAgent: request.headers['user-agent'], ip });
      return { token };
    },
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
      await requireUser(request);
      await revokeToken(db, request.bearerToken()!, now());
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
};
