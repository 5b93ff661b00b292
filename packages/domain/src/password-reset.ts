import { sitePageUrl } from './site-urls';

/**
 * Password reset by e-mail: how long a link is valid, and the storefront pages its e-mails link to. The API
 * builds the links here; the pages are the storefront's route table entries `passwordChange` and
 * `passwordReset` (routing/route-names.ts), and a storefront test checks that both say the same paths.
 */

/** A reset link is valid this long after it was requested (and once). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * Reset requests allowed per e-mail and per client address in a sliding hour. Every accepted request counts,
 * whether or not the address has an account, so the limit says nothing about accounts; a request over the
 * limit is answered 429 with Retry-After and is not counted (the window keeps sliding).
 */
export const PASSWORD_RESET_REQUEST_LIMITS = { maxPerEmail: 3, maxPerIp: 10, windowSeconds: 3600 } as const;

/** The page that opens a reset link and sets the new password (SPEC §2 /zmena-hesla/{hash}). */
export const PASSWORD_CHANGE_PATHS = { cs: '/zmena-hesla/:hash', sk: '/zmena-hesla/:hash', en: '/change-password/:hash' } as const;

/** The page that asks for a reset link (SPEC §2 /obnova-hesla). */
export const PASSWORD_RESET_PATHS = { cs: '/obnova-hesla', sk: '/obnova-hesla', en: '/password-reset' } as const;

type PathLocale = keyof typeof PASSWORD_CHANGE_PATHS;

/** The page's path in the language (Czech for one the table does not have). */
function pathIn(paths: Record<PathLocale, string>, locale: string): string {
  return paths[(Object.keys(paths) as PathLocale[]).find((l) => l === locale) ?? 'cs'];
}

/** The absolute link of a reset e-mail: `{site url}/zmena-hesla/{token}` in the site's language. */
export function passwordChangeUrl(siteUrl: string, locale: string, token: string): string {
  return sitePageUrl(siteUrl, locale, pathIn(PASSWORD_CHANGE_PATHS, locale).replace(':hash', encodeURIComponent(token)));
}

/** The absolute link of the page that sends a new reset link (for the "password changed" e-mail). */
export function passwordResetUrl(siteUrl: string, locale: string): string {
  return sitePageUrl(siteUrl, locale, pathIn(PASSWORD_RESET_PATHS, locale));
}
