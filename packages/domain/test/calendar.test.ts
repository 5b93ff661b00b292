import { describe, expect, it } from 'vitest';
import { pragueDate } from '../src/calendar';
import { shopDateFormat } from '../src/i18n/icu';

describe('dates in the shop’s time zone', () => {
  it('gives the calendar day in Prague, not in the server’s zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Prague (UTC+1 in winter).
    expect(pragueDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(pragueDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('formats in Prague time with a formatter made once per locale and options', () => {
    const options = { day: 'numeric', month: 'numeric', year: 'numeric' } as const;
    const cs = shopDateFormat('cs', options);
    expect(cs.format(new Date('2026-12-31T23:30:00Z'))).toBe('1. 1. 2027');
    expect(shopDateFormat('cs', { ...options })).toBe(cs);
    expect(shopDateFormat('sk', options)).not.toBe(cs);
    expect(shopDateFormat('cs', { ...options, hour: '2-digit' })).not.toBe(cs);
  });
});
