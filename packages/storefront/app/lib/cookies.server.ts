import { type AppLoadContext, createCookie } from 'react-router';
import { CONSENT_COOKIE_MAX_AGE } from '@konfety/domain/consent';
import { COOKIE_NAMES as NAMES } from './cookie-names';
import { INTRO_POPUP_HIDDEN_SECONDS } from './intro-popup.server';

/** The API's token lifetime when the server does not say (config AUTH_TOKEN_TTL_DAYS's default). */
export const DEFAULT_TOKEN_TTL_DAYS = 30;

/**
 * Cookies of the storefront. The auth token and the guest-cart id are
 * httpOnly (never readable by browser JavaScript) and SameSite=Lax; the others
 * hold preferences. All are Secure when the shop is served over https.
 * Lifetimes are SPEC §9's; the token lives as long as the API keeps it valid.
 */
const base = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, httpOnly: true, secure });

export const cookies = (secure: boolean, tokenTtlDays = DEFAULT_TOKEN_TTL_DAYS) => ({
  token: createCookie(NAMES.token, { ...base(secure), maxAge: tokenTtlDays * 86400 }),
  guestCart: createCookie(NAMES.guestCart, { ...base(secure), maxAge: 1209600 }),
  currency: createCookie(NAMES.currency, { ...base(secure), maxAge: 365 * 86400 }),
  locale: createCookie(NAMES.locale, { ...base(secure), maxAge: 365 * 86400 }),
  promoHidden: createCookie(NAMES.promoHidden, { ...base(secure), maxAge: 86400 }),
  consent: createCookie(NAMES.consent, { ...base(secure), maxAge: CONSENT_COOKIE_MAX_AGE }),
  /** The outcome of a form posted without JavaScript, shown once on the page it returns to. */
  flash: createCookie(NAMES.flash, { ...base(secure), maxAge: 60 }),
  events: createCookie(NAMES.events, { ...base(secure), maxAge: 60 }),
  introPopupHidden: createCookie(NAMES.introPopupHidden, { ...base(secure), maxAge: INTRO_POPUP_HIDDEN_SECONDS }),
});

export type Cookies = ReturnType<typeof cookies>;

/** A request's cookies: Secure under https (`secureCookies`), the token's lifetime the configured token TTL. */
export const cookieJar = (context: AppLoadContext): Cookies => cookies(context.secureCookies, context.tokenTtlDays);

/** A `set-cookie` value that removes `cookie` from the browser (same path and flags, Max-Age=0). */
export const clearCookie = (cookie: ReturnType<typeof createCookie>) => cookie.serialize('', { maxAge: 0 });

export async function readCookie<T>(cookie: ReturnType<typeof createCookie>, request: Request): Promise<T | null> {
  const value = (await cookie.parse(request.headers.get('cookie'))) as T | null | undefined;
  return value ?? null;
}
