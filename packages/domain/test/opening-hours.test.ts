import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type OpeningHours, openingState } from '../src/branches';
import { pragueClock } from '../src/calendar';

const MALL: OpeningHours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day: day as OpeningHours[number]['day'], open: '09:00', close: '21:00' }));

describe('pragueClock', () => {
  it('tells the Prague weekday and time in winter and in summer time', () => {
    expect(pragueClock(new Date('2026-11-30T09:29:00Z'))).toEqual({ weekday: 1, time: '10:29' });
    expect(pragueClock(new Date('2026-07-05T21:59:00Z'))).toEqual({ weekday: 7, time: '23:59' });
    expect(pragueClock(new Date('2026-07-05T22:00:00Z'))).toEqual({ weekday: 1, time: '00:00' });
  });
});

describe('openingState', () => {
  it('is open from the opening minute until just before the closing one', () => {
    expect(openingState(DEFAULT_OPENING_HOURS, { weekday: 1, time: '10:30' })).toEqual({ open: true, closes: '18:30' });
    expect(openingState(DEFAULT_OPENING_HOURS, { weekday: 1, time: '18:29' })).toEqual({ open: true, closes: '18:30' });
    expect(openingState(DEFAULT_OPENING_HOURS, { weekday: 1, time: '18:30' })).toEqual({ open: false, opens: { day: 2, time: '10:30', today: false } });
  });

  it('opens later today before the opening time', () => {
    expect(openingState(DEFAULT_OPENING_HOURS, { weekday: 6, time: '08:00' })).toEqual({ open: false, opens: { day: 6, time: '11:00', today: true } });
  });

  it('skips closed days, across the week’s end', () => {
    expect(openingState(DEFAULT_OPENING_HOURS, { weekday: 6, time: '19:00' })).toEqual({ open: false, opens: { day: 1, time: '10:30', today: false } });
    expect(openingState(DEFAULT_OPENING_HOURS, { weekday: 7, time: '12:00' })).toEqual({ open: false, opens: { day: 1, time: '10:30', today: false } });
    expect(openingState(MALL, { weekday: 7, time: '22:00' })).toEqual({ open: false, opens: { day: 1, time: '09:00', today: false } });
  });

  it('has no next opening for a store without hours', () => {
    const closed: OpeningHours = MALL.map((h) => ({ ...h, open: null, close: null }));
    expect(openingState(closed, { weekday: 3, time: '12:00' })).toEqual({ open: false, opens: null });
  });
});
