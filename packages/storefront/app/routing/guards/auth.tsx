import { Outlet } from 'react-router';
import { guardLoader } from '../guards.server';
import { privatePageHeaders } from '../../lib/page-headers';

/** Layout route of the pages marked `guard: 'auth'` in the route-name table. */
export const loader = guardLoader('auth');

/** Whether the page is shown depends on the login; a client-side navigation's data may ask this route alone: never shared. */
export const headers = privatePageHeaders;

export default function AuthGuard() {
  return <Outlet />;
}
