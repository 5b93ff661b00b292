import { redirect, type RouteObject } from 'react-router';
import { Layout, layoutLoader, LayoutError, shouldLayoutRevalidate } from './routes/layout';
import { Login, loginAction, loginLoader } from './routes/login';
import { logoutAction } from './routes/logout';
import { Loading, NotFound, RouteError } from './routes/errors';

/**
 * The screens and their paths (relative to /admin). The login stands alone; everything else lives in the layout,
 * whose loader finds the staff member (a 401 sends to the login with `next`). The screens' modules are loaded on
 * first use (`lazy`): the dashboard carries Chart.js, the order list TanStack Table; an error of a screen shows in
 * the layout (`RouteError`, declared here: lazy modules cannot replace what the route states).
 */
export const routes: RouteObject[] = [
  // The login's loader only sends a logged-in staff member on; after its own steps it must not run again (the
  // session is complete once the authenticator is set up, while the recovery codes are still to be shown).
  { path: '/prihlaseni', loader: loginLoader, shouldRevalidate: () => false, action: loginAction, Component: Login, ErrorBoundary: LayoutError, HydrateFallback: Loading },
  { path: '/odhlaseni', action: logoutAction, loader: () => redirect('/prihlaseni') },
  {
    id: 'app',
    path: '/',
    loader: layoutLoader,
    shouldRevalidate: shouldLayoutRevalidate,
    Component: Layout,
    ErrorBoundary: LayoutError,
    HydrateFallback: Loading,
    children: [
      { index: true, lazy: () => import('./routes/dashboard'), ErrorBoundary: RouteError },
      { path: 'objednavky', lazy: () => import('./routes/orders'), ErrorBoundary: RouteError },
      { path: 'objednavky/:id', lazy: () => import('./routes/order-detail'), ErrorBoundary: RouteError },
      { path: 'fronta-vydeje', lazy: () => import('./routes/pickup-queue'), ErrorBoundary: RouteError },
      { path: 'sklad', lazy: () => import('./routes/stock'), ErrorBoundary: RouteError },
      { path: 'platby', lazy: () => import('./routes/payments'), ErrorBoundary: RouteError },
      { path: 'personal', lazy: () => import('./routes/staff'), ErrorBoundary: RouteError },
      { path: 'zaznam-zmen', lazy: () => import('./routes/audit'), ErrorBoundary: RouteError },
      { path: '*', Component: NotFound },
    ],
  },
];
