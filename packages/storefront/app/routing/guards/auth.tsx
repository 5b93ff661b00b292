import { Outlet } from 'react-router';
import { guardLoader } from '../guards.server';

/** Layout route of the pages marked `guard: 'auth'` in the route-name table. */
export const loader = guardLoader('auth');

export default function AuthGuard() {
  return <Outlet />;
}
