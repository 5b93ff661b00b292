import { describe, expect, it } from 'vitest';
import { isNoticeCurrent, pragueToday, readContacts, telHref } from '../../app/components/footer/Footer';
import { readOutcome } from '../../app/components/footer/NewsletterForm';

describe('footer contacts (SPEC §1/§9)', () => {
  const setting = {
    company: 'Konfety s.r.o.',
    phone: '+420 222 333 444',
    email: 'obchod@konfety.example',
    social: { tiktok: 'https://www.tiktok.com/@k', facebook: 'https://www.facebook.com/konfety.cz', bad: 'javascript:alert(1)', none: 3 },
    opening_hours: [
      { days: 'Po–Pá', open: '10:30', close: '18:30' },
      { days: 'So', open: '11:00', close: '18:00' },
      { days: 'Ne', open: null, close: null, text: 'zavřeno' },
      { open: '1:00' },
    ],
    notice: { from: '2026-12-24', to: '2027-01-01', text: 'Zavřeno.', branch: { id: 1, name: 'Praha 1', address: 'Vodičkova 1' } },
  };

  it('reads the setting defensively', () => {
    const c = readContacts(setting);
    expect(c.phone).toBe('+420 222 333 444');
    expect(c.openingHours).toEqual([
      { days: 'Po–Pá', open: '10:30', close: '18:30' },
      { days: 'So', open: '11:00', close: '18:00' },
      { days: 'Ne', open: null, close: null, text: 'zavřeno' },
    ]);
    expect(c.notice).toEqual({ from: '2026-12-24', to: '2027-01-01', text: 'Zavřeno.', branch: { name: 'Praha 1', address: 'Vodičkova 1' } });
    expect(readContacts(null)).toMatchObject({ openingHours: [], notice: undefined });
    expect(readContacts({ notice: { from: 'soon', to: 'later' } }).notice).toBeUndefined();
  });

  it('shows the closure notice until its last day has passed', () => {
    const notice = readContacts(setting).notice;
    expect(isNoticeCurrent(notice, '2026-11-22')).toBe(true);
    expect(isNoticeCurrent(notice, '2027-01-01')).toBe(true);
    expect(isNoticeCurrent(notice, '2027-01-02')).toBe(false);
    expect(isNoticeCurrent(undefined, '2026-11-22')).toBe(false);
  });

  it('dates in Prague time', () => {
    expect(pragueToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(pragueToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });

  it('dials the phone number without spaces', () => {
    expect(telHref('+420 222 333 444')).toBe('tel:+420222333444');
  });
});

describe('newsletter answers', () => {
  it('takes the action’s JSON outcome and nothing else', () => {
    expect(readOutcome({ form: 'newsletter', ok: true, message: 'E-mail byl úspěšně uložen.' })).toEqual({ ok: true, message: 'E-mail byl úspěšně uložen.' });
    expect(readOutcome({ ok: false, message: null, errors: { email: ['Pole musí být vyplněno'] } })).toEqual({ ok: false, message: null, errors: { email: ['Pole musí být vyplněno'] } });
    expect(readOutcome('Internal Server Error')).toBeNull();
    expect(readOutcome({ message: 'x' })).toBeNull();
    expect(readOutcome(null)).toBeNull();
  });
});
