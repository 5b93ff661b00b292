import { redirect } from 'react-router';
import { ApiError } from '../../lib/api.server';
import { visitor } from '../../lib/session.server';
import type { Route } from './+types/logout';

/** Logout revokes the token on the server and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, token, jar } = await visitor(request, context);
  if (token) {
    await api.logout().catch((e: unknown) => {
      if (!(e instanceof ApiError && e.status === 401)) throw e;
    });
  }
  return redirect('/', { headers: { 'set-cookie': await jar.token.serialize('', { maxAge: 0 }) } });
}
