import { describe, expect, it } from 'vitest';
import { localeOfPath, localePath, switchLocalePath } from '../../app/routing/route-names';

describe('route-name table', () => {
  it('builds Czech paths without a prefix and the others under theirs', () => {
    expect(localePath('home', 'cs')).toBe('/');
    expect(localePath('home', 'sk')).toBe('/sk');
    expect(localePath('maintenance', 'cs')).toBe('/mimo-provoz');
    expect(localePath('maintenance', 'en')).toBe('/en/maintenance');
  });

  it('reads the locale from a path prefix, Czech otherwise', () => {
    expect(localeOfPath('/')).toBe('cs');
    expect(localeOfPath('/en/maintenance')).toBe('en');
    expect(localeOfPath('/sk')).toBe('sk');
    expect(localeOfPath('/skupina/123')).toBe('cs');
    expect(localeOfPath('/cs/something')).toBe('cs');
  });

  it('switches a known page to its translation and anything else to that locale’s home', () => {
    expect(switchLocalePath('/mimo-provoz', 'en')).toBe('/en/maintenance');
    expect(switchLocalePath('/en/maintenance', 'cs')).toBe('/mimo-provoz');
    expect(switchLocalePath('/1/kostymy', 'sk')).toBe('/sk');
  });
});
