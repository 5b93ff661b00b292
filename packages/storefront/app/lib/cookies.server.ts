import { createCookie } from 'react-router';

/**
 * Cookies of the storefront. The auth token and the guest-cart id are
 * httpOnly (never readable by browser JavaScript) and SameSite=Lax; the others
 * hold preferences. Lifetimes are SPEC §9's.
 */
const base = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, httpOnly: true, secure });

export const cookies = (secure: boolean) => ({
  token: createCookie('konfety_token', { ...base(secure), maxAge: 30 * 86400 }),
  guestCart: createCookie('konfety_cart', { ...base(secure), maxAge: 1209600 }),
  currency: createCookie('konfety_currency', { ...base(secure), maxAge: 365 * 86400 }),
  locale: createCookie('konfety_locale', { ...base(secure), maxAge: 365 * 86400 }),
  promoHidden: createCookie('konfety_promo_hidden', { ...base(secure), maxAge: 86400 }),
  consent: createCookie('konfety_consent', { ...base(secure), maxAge: 31536000 }),
  /** The outcome of a form posted without JavaScript, shown once on the page it returns to. */
  flash: createCookie('konfety_flash', { ...base(secure), maxAge: 60 }),
  introPopupHidden: createCookie('konfety_intro_hidden', { ...base(secure), maxAge: 1209600 }),
});

export type Cookies = ReturnType<typeof cookies>;

export async function readCookie<T>(cookie: ReturnType<typeof createCookie>, request: Request): Promise<T | null> {
  const value = (await cookie.parse(request.headers.get('cookie'))) as T | null | undefined;
  return value ?? null;
}
