import type { AppLoadContext } from 'react-router';
import { ApiError, type User } from './api.server';
import { visitor } from './session.server';

/** The logged-in customer, or null for an anonymous visitor or a token the API no longer accepts (401). */
export async function currentUser(v: Awaited<ReturnType<typeof visitor>>): Promise<User | null> {
  if (!v.token) return null;
  try {
    return await v.api.me();
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

/** `currentUser` for a request. */
export async function requestUser(request: Request, context: AppLoadContext): Promise<User | null> {
  return currentUser(await visitor(request, context));
}
