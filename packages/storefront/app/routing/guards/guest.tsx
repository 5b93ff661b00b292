import { Outlet } from 'react-router';
import { guardLoader } from '../guards.server';
import { privatePageHeaders } from '../../lib/page-headers';

/** Layout route of the pages marked `guard: 'guest'` in the route-name table. */
export const loader = guardLoader('guest');

/** Whether the page is shown at all depends on the login, which a shared page view does not look at: never shared. */
export const headers = privatePageHeaders;

export default function GuestGuard() {
  return <Outlet />;
}
