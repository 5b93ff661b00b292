import { Outlet } from 'react-router';

/** SPEC §2 simple layout: main content and the cookie-bar slot only. */
export default function SimpleLayout() {
  return (
    <>
      <main id="main" className="main main--simple">
        <Outlet />
      </main>
      <div id="cookie-bar-slot" />
    </>
  );
}
