import { Outlet } from 'react-router';

/** SPEC §2 simple layout: main content only (the cookie bar: lib/consent.server.tsx, after the page). */
export default function SimpleLayout() {
  return (
    <main id="main" className="main main--simple">
      <Outlet />
    </main>
  );
}
