import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthenticatedUser, userForToken } from '../features/accounts/tokens';
import { hasScope, type UserScope } from '@konfety/domain/scopes';
import { notFound, unauthorized } from '../errors';
import { localeOf } from './errors';
import { sharedWhileRunning } from './caller-scope';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The Bearer token's user, resolved once per request on first use; a lookup of the same token that another
     * call of the same storefront request is running is shared (caller-scope.ts).
     */
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
      self._user = token ? sharedWhileRunning(`token ${token}`, () => userForToken(app.deps.db, token, app.deps.now())) : Promise.resolve(null);
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

/**
 * The one check of a permission scope (domain/scopes.ts, ARCHITECTURE "User scopes"): the logged-in user if they
 * hold `scope`. Anybody else, a guest included, gets the 404 of a path that does not exist, so a scoped
 * route does not reveal itself.
 */
export async function requireScope(request: FastifyRequest, scope: UserScope): Promise<AuthenticatedUser> {
  const user = await request.currentUser();
  if (!user || !hasScope(user.user.scopes, scope)) throw notFound(localeOf(request));
  return user;
}
