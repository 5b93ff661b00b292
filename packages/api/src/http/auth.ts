import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthenticatedUser, userForToken } from '../features/accounts/tokens';
import { unauthorized } from '../errors';
import { localeOf } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Bearer token's user, resolved once per request on first use. */
    currentUser(): Promise<AuthenticatedUser | null>;
    bearerToken(): string | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('bearerToken', function (this: FastifyRequest) {
    const header = this.headers.authorization;
    const m = header ? BEARER.exec(header) : null;
    return m?.[1] ?? null;
  });
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    const self = this as FastifyRequest & { _user?: Promise<AuthenticatedUser | null> };
    if (!self._user) {
      const token = this.bearerToken();
      self._user = token ? userForToken(app.deps.db, token, app.deps.now()) : Promise.resolve(null);
    }
    return self._user;
  });
}

/** For routes that only a logged-in customer may call. */
export async function requireUser(request: FastifyRequest): Promise<AuthenticatedUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized(localeOf(request));
  return user;
}
