import { describe, expect, it } from 'vitest';
import { reviewSchema, watchdogSchema } from '../src/review-forms';
import { reviewAuthorName, watchdogApplies } from '../src/reviews';
import { localePathPrefix, sitePageUrl } from '../src/site-urls';
import { issuesToFieldErrors } from '../src/validation';

describe('reviews', () => {
  it('shows an author as first name and the surname’s initial', () => {
    expect(reviewAuthorName('Jana', 'Nováková')).toBe('Jana N.');
    expect(reviewAuthorName(' Štěpán ', 'čermák')).toBe('Štěpán Č.');
    expect(reviewAuthorName('Eva', '  ')).toBe('Eva');
  });

  it('needs 1–5 whole stars and a text (SPEC §5)', () => {
    expect(reviewSchema.parse({ rating: '4', text: ' Super ' })).toEqual({ rating: 4, text: 'Super' });
    const failed = reviewSchema.safeParse({ rating: 0, text: '' });
    expect(failed.success).toBe(false);
    expect(issuesToFieldErrors(failed.error!.issues)).toEqual({ rating: ['Hodnocení musí být od 1 do 5 hvězdiček.'], text: ['Pole musí být vyplněno'] });
  });
});

describe('watchdogs', () => {
  it('apply to variants the shop sells but has none of', () => {
    expect(['in_stock', 'sold_out_temporarily', 'unavailable', 'not_active', 'no_store'].filter((s) => watchdogApplies(s as never))).toEqual([
      'sold_out_temporarily',
      'unavailable',
      'no_store',
    ]);
  });

  it('take the e-mail lower-cased, or none', () => {
    expect(watchdogSchema.parse({ variantId: '12', email: ' A@B.CZ ' })).toEqual({ variantId: 12, email: 'a@b.cz' });
    expect(watchdogSchema.parse({ variantId: 12, email: '' })).toEqual({ variantId: 12, email: null });
  });
});

describe('links in e-mails', () => {
  it('put Slovak and English pages under their prefix, Czech and unknown languages under none', () => {
    expect(['cs', 'sk', 'en', 'de'].map(localePathPrefix)).toEqual(['', '/sk', '/en', '']);
    expect(sitePageUrl('https://konfety.sk/', 'sk', '/12/kostymy/pirat')).toBe('https://konfety.sk/sk/12/kostymy/pirat');
  });
});
