import { data } from 'react-router';

/** Any path no route claims: 404 through the root error page (SPEC §2). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
