import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { safeRedirectTarget } from '@konfety/domain/redirect';
import { requestUser } from '../lib/user.server';
import { guardNames, localeOfPath, localePath } from './route-names';

/**
 * Page guards (SPEC §2), the one place they are decided. `auth`: an anonymous
 * visitor goes to the home page with the requested page remembered in
 * `?redirect=` (the login form returns there, local paths only). `guest`: a
 * logged-in visitor goes to the home page. Anything else is SPEC §8's 500
 * "Unknown middleware {name}". Answers the redirect target, or null to let the
 * visitor in.
 */
export function guardRedirect(guard: string, signedIn: boolean, url: URL): string | null {
  if (!(guardNames as readonly string[]).includes(guard)) {
    throw data({ message: `Unknown middleware ${guard}` }, { status: 500 });
  }
  const home = localePath('home', localeOfPath(url.pathname));
  if (guard === 'guest') return signedIn ? home : null;
  if (signedIn) return null;
  const requested = safeRedirectTarget(`${url.pathname}${url.search}`, '');
  return requested ? `${home}?${new URLSearchParams({ redirect: requested })}` : home;
}

/** The loader of a guard's layout route: it runs before the page is rendered, on every navigation into it. */
export function guardLoader(guard: string) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    // A stale login cookie counts as none, and is cleared with the answer.
    const { user, clearing } = await requestUser(request, context);
    const target = guardRedirect(guard, user !== null, new URL(request.url));
    if (target !== null) throw redirect(target, { headers: clearing });
    return clearing.has('set-cookie') ? data(null, { headers: clearing }) : null;
  };
}
