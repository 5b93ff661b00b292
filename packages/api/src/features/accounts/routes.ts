import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { formatMessage } from '@konfety/domain/i18n';
import { requireUser } from '../../http/auth';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { logIn, logOut, type LoginSettings } from './login';
import { changePassword } from './password-change';
import { requestPasswordReset, resetLinkStatus, resetPassword } from './password-reset';
import { register } from './register';
import type { userSchema } from './schemas';
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

export async function accountRoutes(app: FastifyInstance) {
  const { auth } = app.deps.config;
  const loginSettings: LoginSettings = {
    maxPerEmail: auth.maxAttemptsPerEmail,
    maxPerIp: auth.maxAttemptsPerIp,
    windowSeconds: auth.windowSeconds,
    tokenTtlDays: auth.tokenTtlDays,
  };

  route(app, endpoints.login, async (request) => ({
    token: await logIn(request.siteScope(), request.body, { ip: request.clientAddress(), userAgent: request.headers['user-agent'] }, loginSettings),
  }));

  route(app, endpoints.logout, async (request) => {
    await logOut(await request.shopContext(), request.bearerToken());
    return { success: true as const };
  });

  route(app, endpoints.me, async (request) => ({ data: presentUser(await requireUser(request)) }));

  route(app, endpoints.register, async (request, reply) => {
    const token = await register(request.siteScope(), request.body, { ip: request.clientAddress(), userAgent: request.headers['user-agent'] }, loginSettings);
    reply.status(201);
    return { token };
  });

  route(app, endpoints.requestPasswordReset, async (request) => {
    const scope = request.siteScope();
    await requestPasswordReset(scope, request.body.email, request.clientAddress());
    return { success: true as const, message: formatMessage(scope.locale, 'notice.passwordResetRequested') };
  });

  route(app, endpoints.passwordResetLink, async (request) => ({ data: await resetLinkStatus(request.siteScope(), request.params.token) }));

  route(app, endpoints.resetPassword, async (request) => {
    const scope = request.siteScope();
    await resetPassword(scope, request.body);
    return { success: true as const, message: formatMessage(scope.locale, 'notice.passwordChanged') };
  });

  route(app, endpoints.changePassword, async (request) => {
    await requireUser(request);
    const ctx = await request.shopContext();
    await changePassword(ctx, request.bearerToken()!, request.body, { ip: request.clientAddress() }, loginSettings);
    return { success: true as const, message: formatMessage(ctx.locale, 'notice.passwordChanged') };
  });
}
