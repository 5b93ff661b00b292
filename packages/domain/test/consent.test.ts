import { describe, expect, it } from 'vitest';
import { CONSENT_CATEGORIES, consentFromForm, consentSignals, EVERYTHING, NOTHING_OPTIONAL, parseConsent, serializeConsent } from '../src/consent';

describe('the consent cookie', () => {
  it('keeps every choice and reads it back', () => {
    for (let bits = 0; bits < 8; bits++) {
      const choice = { analytical: (bits & 1) > 0, marketing: (bits & 2) > 0, advertisement: (bits & 4) > 0 };
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    }
    expect(serializeConsent({ analytical: true, marketing: false, advertisement: false })).toBe('1.100');
  });

  it('reads anything else as no choice yet (the bar asks again)', () => {
    for (const value of [null, undefined, '', '1', '1.10', '1.1000', '2.111', '1.12x', ' 1.111', 'true']) expect(parseConsent(value), String(value)).toBeNull();
  });
});

describe('Consent Mode v2 signals', () => {
  it('deny everything optional before a choice and after a refusal; security and functionality are always granted', () => {
    for (const choice of [null, NOTHING_OPTIONAL]) {
      expect(consentSignals(choice)).toEqual({
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'granted',
        personalization_storage: 'denied',
        security_storage: 'granted',
      });
    }
  });

  it('grant each signal only with its categories', () => {
    expect(consentSignals(EVERYTHING)).toEqual(Object.fromEntries(Object.keys(consentSignals(EVERYTHING)).map((k) => [k, 'granted'])));
    expect(consentSignals({ analytical: true, marketing: false, advertisement: false })).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied', ad_personalization: 'denied' });
    expect(consentSignals({ analytical: false, marketing: false, advertisement: true })).toMatchObject({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'denied', analytics_storage: 'denied' });
    expect(consentSignals({ analytical: false, marketing: true, advertisement: false })).toMatchObject({ personalization_storage: 'granted', ad_personalization: 'denied', ad_storage: 'denied' });
  });
});

describe('the consent form', () => {
  it('accepts all, refuses all, or takes the switched-on categories; anything else is no choice', () => {
    expect(consentFromForm('all', () => false)).toEqual(EVERYTHING);
    expect(consentFromForm('none', () => true)).toEqual(NOTHING_OPTIONAL);
    expect(consentFromForm('selected', (c) => c === 'marketing')).toEqual({ analytical: false, marketing: true, advertisement: false });
    expect(consentFromForm('maybe', () => true)).toBeNull();
    expect(CONSENT_CATEGORIES).toEqual(['analytical', 'marketing', 'advertisement']);
  });
});
