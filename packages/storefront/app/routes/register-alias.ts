import { redirect } from 'react-router';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/register-alias';

/**
 * SPEC §2 /account/register: the old address of the registration. A permanent redirect to /registrace (the
 * locale's path, the query kept), so the page has one URL and its form posts to one action.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${localePath('register', localeOfPath(url.pathname))}${url.search}`, 301);
}
