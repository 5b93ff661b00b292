import { describe, expect, it } from 'vitest';
import { BRANCH_COUNT, DEFAULT_OPENING_HOURS } from '../src/branches';

describe('branches (SPEC §9)', () => {
  it('has 13 branches and the footer opening hours', () => {
    expect(BRANCH_COUNT).toBe(13);
    expect(DEFAULT_OPENING_HOURS.filter((d) => d.day <= 5).every((d) => d.open === '10:30' && d.close === '18:30')).toBe(true);
    expect(DEFAULT_OPENING_HOURS.find((d) => d.day === 6)).toEqual({ day: 6, open: '11:00', close: '18:00' });
    expect(DEFAULT_OPENING_HOURS.find((d) => d.day === 7)).toEqual({ day: 7, open: null, close: null });
    expect(DEFAULT_OPENING_HOURS.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
