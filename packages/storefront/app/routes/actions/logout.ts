import { ApiError } from '../../lib/api.server';
import { clearCookie } from '../../lib/cookies.server';
import { goTo, readForm } from '../../lib/forms.server';
import { clientActionOutcome } from '../../lib/post-form';
import { visitor } from '../../lib/session.server';
import type { Route } from './+types/logout';

/** Logout revokes the token on the server, clears the cookie and goes home (a script follows `{ redirect }`). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { api, token, jar } = await visitor(request, context);
  if (token) {
    await api.call('GET /auth/logout').catch((e: unknown) => {
      if (!(e instanceof ApiError && e.status === 401)) throw e;
    });
  }
  return goTo(request, form, '/', { 'set-cookie': await clearCookie(jar.token) });
}

export const clientAction = clientActionOutcome;
