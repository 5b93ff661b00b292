/**
 * The storefront's cookie names (the cookies themselves: cookies.server.ts), and what each means for the page
 * cache (packages/server/src/page-cache/key.ts).
 */
export const COOKIE_NAMES = {
  token: 'konfety_token',
  guestCart: 'konfety_cart',
  currency: 'konfety_currency',
  locale: 'konfety_locale',
  promoHidden: 'konfety_promo_hidden',
  consent: 'konfety_consent',
  flash: 'konfety_flash',
  introPopupHidden: 'konfety_intro_hidden',
  /** Data-layer events of an action that ends in a redirect (a new account's `sign_up`), for the page it lands on. */
  events: 'konfety_events',
} as const;

/**
 * A page rendered with one of these holds something of this visitor's (a message for them): never shared. The
 * login is not among them: a shared page view leaves the user out (root loader, `sharedPage`) and the header
 * loads it after hydration, so a logged-in visitor gets the same page as everyone.
 */
export const PERSONAL_COOKIES: readonly string[] = [COOKIE_NAMES.flash, COOKIE_NAMES.events];
/** These change what a page shows (prices' currency, a dismissed banner …): a shared copy is kept per value. The cart is not among them: pages load it after hydration. */
export const PAGE_VARIANT_COOKIES: readonly string[] = [COOKIE_NAMES.currency, COOKIE_NAMES.locale, COOKIE_NAMES.promoHidden, COOKIE_NAMES.consent, COOKIE_NAMES.introPopupHidden];

/** The consent bar's id (lib/consent.server.tsx): the footer's "Nastavení cookies" opens it as `#…`, by CSS `:target`. */
export const CONSENT_BAR_ID = 'nastaveni-cookies';
