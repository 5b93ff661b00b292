import { Outlet } from 'react-router';
import { guardLoader } from '../guards.server';

/** Layout route of the pages marked `guard: 'guest'` in the route-name table. */
export const loader = guardLoader('guest');

export default function GuestGuard() {
  return <Outlet />;
}
