import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import { errorResponses } from '../../http/schemas';
import { logIn, logOut, type LoginSettings } from './login';
import { loginBody, userSchema } from './schemas';
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
      token: await logIn(request.siteScope(), request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }, loginSettings),
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
};
