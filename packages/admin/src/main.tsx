import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';
import { BASENAME } from './lib/next';
import './styles/admin.css';

/**
 * The back office (issue 40): a single-page app in React Router's data mode under /admin. Every screen's data comes
 * from its loader calling the admin API (/api/admin) with the session cookie; the screens load their own code
 * (charts, table) when first opened.
 */
const router = createBrowserRouter(routes, { basename: BASENAME });

createRoot(document.getElementById('admin')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
