import { useEffect, useRef } from 'react';
import { Form, type LoaderFunctionArgs, NavLink, Outlet, type ShouldRevalidateFunctionArgs, useLoaderData, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import type { StaffPermission } from '@konfety/domain/staff';
import { call, withSession } from '../api/client';
import { type StaffMe, staffSelf } from '../api/contract';
import { type AdminMessageKey, t } from '../i18n';

export { LayoutError } from './errors';

/** The staff member of every screen (GET /auth/me): name, role, branch and what the role may do. */
export async function layoutLoader({ request }: LoaderFunctionArgs) {
  return withSession(request, () => call(staffSelf, { signal: request.signal }));
}

/**
 * Who is logged in does not change by moving between screens: asked again only after a form was sent (a logout, a
 * change of anything) — a session that ended meanwhile shows as the screen's own 401, which leads to the login.
 */
export function shouldLayoutRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;
}

/** The logged-in staff member, for any screen inside the layout. */
export function useStaff(): StaffMe {
  const data = useRouteLoaderData<typeof layoutLoader>('app');
  if (!data) throw new Error('useStaff outside the back office layout');
  return data.staff;
}

/** Whether the staff member may `permission` (with any reach). */
export function can(staff: StaffMe, permission: StaffPermission): boolean {
  return staff.permissions[permission] !== undefined;
}

/** The navigation, built from what the role may do. */
const NAVIGATION: ReadonlyArray<{ to: string; label: AdminMessageKey; permission: StaffPermission; end?: boolean; branchStaff?: true }> = [
  { to: '/', label: 'nav.dashboard', permission: 'dashboard:read', end: true },
  { to: '/objednavky', label: 'nav.orders', permission: 'orders:read' },
  // The branch's pickup queue: for staff with a branch (their branch's orders); the stock: every location, or theirs.
  { to: '/fronta-vydeje', label: 'nav.queue', permission: 'orders:read', branchStaff: true },
  { to: '/sklad', label: 'nav.stock', permission: 'stock:read' },
  { to: '/platby', label: 'nav.payments', permission: 'payments:match' },
  { to: '/personal', label: 'nav.staff', permission: 'staff:manage' },
  { to: '/zaznam-zmen', label: 'nav.audit', permission: 'audit:read' },
];

export function Layout() {
  const { staff } = useLoaderData<typeof layoutLoader>();
  const navigation = useNavigation();
  const location = useLocation();
  const links = NAVIGATION.filter((item) => can(staff, item.permission) && (!item.branchStaff || staff.branch !== null));
  const first = useRef(true);

  // Moving to another screen puts the focus on its heading (a screen reader says where it is; the next Tab starts
  // in the new content). A change of the same screen's query (filters, paging) keeps the focus where it is.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [location.pathname]);

  return (
    <>
      <a
        className="skip-link"
        href="#obsah"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('obsah')?.focus();
        }}
      >
        {t('nav.skip')}
      </a>
      <header className="topbar">
        <div className="topbar__inner">
          <NavLink to="/" className="brand" end>
            {t('common.brand')}
          </NavLink>
          {links.length > 0 ? (
            <nav aria-label={t('nav.label')} className="mainnav">
              <ul>
                {links.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="who">
            <p className="who__name">{staff.name}</p>
            <p className="who__role">
              {staff.role_label}
              {staff.branch ? ` · ${staff.branch.name}` : ''}
            </p>
          </div>
          <Form method="post" action="/odhlaseni" className="logout">
            <button type="submit" className="btn btn--on-dark">
              {t('nav.logout')}
            </button>
          </Form>
        </div>
      </header>
      <div className={navigation.state === 'loading' ? 'progress progress--on' : 'progress'} aria-hidden="true" />
      <main id="obsah" tabIndex={-1} aria-busy={navigation.state === 'loading' || undefined}>
        <Outlet />
      </main>
    </>
  );
}
