import { data } from 'react-router';

/** Any path no route claims: 404 through the root error page (SPEC §2). */
export function loader() {
  throw data(null, { status: 404 });
}

/**
 * A post to such a path is a 404 too, not React Router's 405 for a route without an action. The shop's edge
 * answers it before React Router (server request-hygiene.ts `registerPostTargets`) except under `npm run dev`.
 */
export const action = loader;

export default function NotFound() {
  return null;
}
