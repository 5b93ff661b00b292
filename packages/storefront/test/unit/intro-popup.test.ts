import { describe, expect, it } from 'vitest';
import { INTRO_POPUP_SCRIPT, introPopupDocument } from '../../app/lib/intro-popup.server';
import type { ShellData } from '../../app/lib/shell';

/* The intro popup's markup (lib/intro-popup.server.tsx, issue 41): when it is written into a page at all, and what it holds. */

const banner = (id: number, title: string) => ({ id, title, url: '/produkty/novinky', target: '_self', path: `banners/${id}.webp`, image: `/images/big/banners/${id}.webp` });
const shell = (over: Partial<ShellData> = {}) =>
  ({
    locale: 'cs',
    maintenance: false,
    csrfToken: 'tok',
    settings: { intropopup: { is_active: true, title: 'Sleva 10 %', text: 'Přihlaste se k odběru.', show_newsletter: true } },
    poster: { 'banner.promo': [], 'banner.popup_desktop': [banner(1, 'Na počítači')], 'banner.popup_mobile': [banner(2, 'Na telefonu')] },
    ...over,
  }) as unknown as ShellData;

describe('the intro popup', () => {
  it('is a modal dialog with both banners, the newsletter and the hiding form, and its script with the nonce', () => {
    const html = introPopupDocument({ shell: shell(), hidden: false, nonce: 'n1' });
    expect(html).toMatch(/^<dialog id="intro-popup" class="intro-popup" aria-labelledby="intro-popup-title" data-desktop="" data-mobile="">/);
    expect(html).toContain('<h2 id="intro-popup-title" class="intro-popup__title">Sleva 10 %</h2>');
    expect(html).toContain('media="(min-width: 768px)"');
    expect(html).toContain('srcSet="/images/');
    expect(html).toMatch(/<form class="intro-popup__hide" action="\/_\/intro-popup" method="post"><input type="hidden" name="_csrf" value="tok"\/>/);
    expect(html).toMatch(/<form class="intro-popup__newsletter" action="\/_\/newsletter" method="post">.*name="introPopup" value="1"/);
    expect(html.endsWith(`<script nonce="n1">${INTRO_POPUP_SCRIPT}</script>`)).toBe(true);
  });

  it('offers only the banners that exist (the script opens it where the window has one)', () => {
    const html = introPopupDocument({ shell: shell({ poster: { 'banner.promo': [], 'banner.popup_desktop': [banner(1, 'A')], 'banner.popup_mobile': [] } as unknown as ShellData['poster'] }), hidden: false, nonce: undefined });
    expect(html).toContain('data-desktop=""');
    expect(html).not.toContain('data-mobile');
  });

  it('is not written when hidden by its cookie, switched off, with no banner, in maintenance, or without the newsletter when the setting says so', () => {
    expect(introPopupDocument({ shell: shell(), hidden: true, nonce: undefined })).toBe('');
    expect(introPopupDocument({ shell: shell({ settings: { intropopup: { is_active: false } } }), hidden: false, nonce: undefined })).toBe('');
    expect(introPopupDocument({ shell: shell({ settings: {} }), hidden: false, nonce: undefined })).toBe('');
    expect(introPopupDocument({ shell: shell({ maintenance: true }), hidden: false, nonce: undefined })).toBe('');
    expect(introPopupDocument({ shell: shell({ poster: { 'banner.promo': [], 'banner.popup_desktop': [], 'banner.popup_mobile': [] } as unknown as ShellData['poster'] }), hidden: false, nonce: undefined })).toBe('');
    const plain = introPopupDocument({ shell: shell({ settings: { intropopup: { is_active: true, show_newsletter: false } } }), hidden: false, nonce: undefined });
    expect(plain.slice(0, plain.indexOf('<script'))).not.toContain('intro-popup__newsletter');
    expect(plain).toContain('Na počítači');
  });
});
