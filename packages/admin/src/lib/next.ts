import { safeRedirectTarget } from '@konfety/domain/redirect';

/** The app's mount point (vite.config.ts `base`, the router's `basename`). */
export const BASENAME = '/admin';
const LOGIN = `${BASENAME}/prihlaseni`;

/**
 * Where the login sends the staff member afterwards: `?next=` when it is a local path under /admin (the domain's
 * redirect rule first: one leading slash, no backslash or control character, no other host after parsing), never
 * the login itself; else the dashboard. Answered relative to the router's basename (`/objednavky?page=2`).
 */
export function nextPath(next: string | null): string {
  const target = safeRedirectTarget(next, BASENAME);
  const underAdmin = target === BASENAME || target.startsWith(`${BASENAME}/`) || target.startsWith(`${BASENAME}?`) || target.startsWith(`${BASENAME}#`);
  if (!underAdmin || target === LOGIN || target.startsWith(`${LOGIN}?`) || target.startsWith(`${LOGIN}/`)) return '/';
  return target.slice(BASENAME.length) || '/';
}
