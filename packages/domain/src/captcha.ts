/**
 * The captcha (SPEC §7 "a captcha provider script, version 3"): Google reCAPTCHA v3 on the shop's public forms
 * (ARCHITECTURE "Captcha"). The browser asks the provider for a token for the form's action just before it sends the
 * form and sends it in `CAPTCHA_TOKEN_FIELD`; the storefront hands it to the API in `CAPTCHA_HEADER`; the API
 * verifies it with the provider once, for every endpoint that declares `captcha: '<action>'`.
 */

/**
 * The action name of each protected form, as the browser names it to the provider and the API expects it back
 * (reCAPTCHA allows letters, digits, slashes and underscores). The provider's console reports scores per action.
 */
export const captchaActions = [
  'register',
  'password_reset',
  'newsletter',
  'contact',
  'service_inquiry',
  'event_order',
  'job_application',
  'review',
  'satisfaction',
] as const;
export type CaptchaAction = (typeof captchaActions)[number];

/** The form field that carries the token from the browser to the storefront's action. */
export const CAPTCHA_TOKEN_FIELD = 'captcha_token';

/** The request header that carries the token from a client (the storefront) to the API. */
export const CAPTCHA_HEADER = 'x-captcha-token';

/** The longest token the API passes to the provider (Google's are ≈ 0.5–2 kB); a longer one is refused unasked. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 8192;

/**
 * How old a token may be when the API verifies it, counted from the provider's `challenge_ts` (when the browser got
 * it): Google's tokens are valid two minutes, and the browser asks for one just before it sends the form.
 */
export const CAPTCHA_MAX_AGE_SECONDS = 120;

/** The score (0.0 bot … 1.0 human) from which a submission passes, unless configured otherwise (Google's suggestion). */
export const DEFAULT_CAPTCHA_THRESHOLD = 0.5;

/** The two pages of Google's that the notice beside every protected form links to (their terms for a hidden badge). */
export const CAPTCHA_POLICY_URLS = { privacy: 'https://policies.google.com/privacy', terms: 'https://policies.google.com/terms' } as const;

/** A token as the API accepts one to ask the provider about: printable ASCII, no white space, bounded. */
export function isCaptchaTokenShape(token: string): boolean {
  return token.length > 0 && token.length <= CAPTCHA_TOKEN_MAX_LENGTH && /^[\x21-\x7e]+$/.test(token);
}
