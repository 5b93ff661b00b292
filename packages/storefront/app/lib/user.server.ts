import type { AppLoadContext } from 'react-router';
import { ApiError, type User } from './api.server';
import { type Visitor, visitor } from './session.server';

/**
 * The logged-in customer, or null for an anonymous visitor. A token the API
 * no longer accepts (401: revoked, expired, unknown) makes the visitor
 * anonymous and its cookie is cleared (`v.clearing`).
 */
export async function currentUser(v: Visitor): Promise<User | null> {
  if (!v.token) return null;
  try {
    return await v.api.data('GET /me');
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      await v.forgetToken();
      return null;
    }
    throw e;
  }
}

/** `currentUser` for a request, with the `set-cookie` headers that clear a stale cookie. */
export async function requestUser(request: Request, context: AppLoadContext): Promise<{ user: User | null; clearing: Headers }> {
  const v = await visitor(request, context);
  return { user: await currentUser(v), clearing: v.clearing };
}
