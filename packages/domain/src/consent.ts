/**
 * Cookie consent (SPEC §4, §9; czech-commerce.md "Consent"): the visitor's choice of the optional categories, how it
 * is kept in the consent cookie, and what it means for Google Consent Mode v2. Technical cookies are always on and
 * not a choice. Czech and EU rules (opt-in since 2022) want rejecting as easy as accepting: the bar offers both as
 * equal buttons, and nothing optional is granted before a choice.
 */

export const CONSENT_CATEGORIES = ['analytical', 'marketing', 'advertisement'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** A choice: each optional category granted or not. */
export type ConsentChoice = Record<ConsentCategory, boolean>;

/** SPEC §9: the consent cookie lives 31 536 000 s (a year). */
export const CONSENT_COOKIE_MAX_AGE = 31_536_000;

export const NOTHING_OPTIONAL: ConsentChoice = { analytical: false, marketing: false, advertisement: false };
export const EVERYTHING: ConsentChoice = { analytical: true, marketing: true, advertisement: true };

/**
 * The cookie's value: the version and one digit per category in CONSENT_CATEGORIES' order (`1.100`: analytical
 * only). Short, because pages are kept per value (the page cache varies by it), and versioned, so that a new
 * category asks again instead of reading an old choice as a refusal.
 */
const VERSION = '1';

export function serializeConsent(choice: ConsentChoice): string {
  return `${VERSION}.${CONSENT_CATEGORIES.map((c) => (choice[c] ? '1' : '0')).join('')}`;
}

/** The choice a cookie holds, or null: no choice yet (no cookie, another version, anything malformed). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (typeof value !== 'string') return null;
  const match = /^1\.([01]{3})$/.exec(value);
  if (!match) return null;
  const bits = match[1]!;
  return Object.fromEntries(CONSENT_CATEGORIES.map((c, i) => [c, bits[i] === '1'])) as ConsentChoice;
}

/** Google Consent Mode v2's signals (gtag `consent` default/update). */
export const CONSENT_SIGNALS = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;
export type ConsentSignal = (typeof CONSENT_SIGNALS)[number];
export type ConsentSignals = Record<ConsentSignal, 'granted' | 'denied'>;

/**
 * What a choice grants (null: no choice yet, everything optional denied — Consent Mode's default before any tag
 * loads). Technical → security and functionality storage, always granted. Analytical → analytics storage.
 * Advertisement → ad storage and sending user data to Google's ads; marketing → personalised ads and
 * personalisation storage (remarketing, recommendations). A signal needs its own category: marketing without
 * advertisement personalises nothing that is stored for ads, so `ad_personalization` needs both.
 */
export function consentSignals(choice: ConsentChoice | null): ConsentSignals {
  const c = choice ?? NOTHING_OPTIONAL;
  const g = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    ad_storage: g(c.advertisement),
    ad_user_data: g(c.advertisement),
    ad_personalization: g(c.advertisement && c.marketing),
    analytics_storage: g(c.analytical),
    functionality_storage: 'granted',
    personalization_storage: g(c.marketing),
    security_storage: 'granted',
  };
}

/** The choice a consent form sends: `all`, `none`, or `selected` with the categories switched on. */
export function consentFromForm(intent: string, selected: (category: ConsentCategory) => boolean): ConsentChoice | null {
  if (intent === 'all') return EVERYTHING;
  if (intent === 'none') return NOTHING_OPTIONAL;
  if (intent === 'selected') return Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, selected(c)])) as ConsentChoice;
  return null;
}
