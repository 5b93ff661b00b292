import { describe, expect, it } from 'vitest';
import { formatCzkIn } from '@konfety/domain/format';
import { formatShopPrice, toDomainCurrency } from '../../app/lib/price';
import { localePath } from '../../app/routing/route-names';
import { socialLinks } from '../../app/lib/social';

const eur = { id: 2, code: 'EUR', symbol_before: '', symbol_after: '€', decimals: 2, rate: 0.04, is_default: false };

describe('header helpers', () => {
  it('shows cart prices in the chosen currency (SPEC §9)', () => {
    expect(toDomainCurrency(eur)).toEqual({ code: 'EUR', rate: '0.04', decimals: 2, symbolBefore: '', symbolAfter: '€' });
    expect(formatShopPrice(129900, eur, 'cs')).toBe('51,96\u00a0€');
    expect(formatCzkIn(123450, toDomainCurrency(null))).toBe('1\u00a0234,50\u00a0Kč');
    expect(toDomainCurrency({ ...eur, rate: 0.0000001 }).rate).toBe('0.0000001');
  });

  it('links to the Czech paths of SPEC §2, under the locale prefix elsewhere', () => {
    expect(localePath('search', 'cs')).toBe('/hledani');
    expect(localePath('addresses', 'cs')).toBe('/account/addresses');
    expect(localePath('cart', 'en')).toBe('/en/cart');
    expect(localePath('cart', 'sk')).toBe('/sk/kosik');
  });

  it('reads social links from the contacts setting, as a map or a list', () => {
    expect(socialLinks({ contacts: { social: { facebook: 'https://fb.example/k', instagram: 'javascript:alert(1)' } } })).toEqual([
      { network: 'facebook', url: 'https://fb.example/k' },
    ]);
    expect(socialLinks({ contacts: { social: [{ name: 'YouTube', url: 'https://yt.example' }, { type: 'tiktok', link: 'https://tt.example' }] } })).toEqual([
      { network: 'youtube', url: 'https://yt.example' },
      { network: 'tiktok', url: 'https://tt.example' },
    ]);
    expect(socialLinks({})).toEqual([]);
  });

  it('orders them the same way wherever they show: Facebook, Instagram, YouTube, TikTok, then the others as given', () => {
    const social = { tiktok: 'https://tt.example', x: 'https://x.example', facebook: 'https://fb.example', pinterest: 'https://pin.example', youtube: 'https://yt.example' };
    expect(socialLinks({ contacts: { social } }).map((s) => s.network)).toEqual(['facebook', 'youtube', 'tiktok', 'x', 'pinterest']);
  });
});
