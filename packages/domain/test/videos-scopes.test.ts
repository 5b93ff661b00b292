import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration } from '../src/videos';
import { hasScope, INFLUENCER_GROUP_ID, isInfluencer } from '../src/scopes';

describe('video running times', () => {
  it('reads like a player: minutes and two-digit seconds, hours only when there are any', () => {
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(750)).toBe('12:30');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it('is an ISO 8601 duration for machines', () => {
    expect(isoDuration(7)).toBe('PT7S');
    expect(isoDuration(750)).toBe('PT12M30S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0S');
  });
});

describe('user scopes and the influencer rule', () => {
  it('needs both the influencer group and the influencer scope', () => {
    expect(isInfluencer({ groupId: INFLUENCER_GROUP_ID, scopes: ['customer', 'influencer'] })).toBe(true);
    expect(isInfluencer({ groupId: INFLUENCER_GROUP_ID, scopes: ['customer'] })).toBe(false);
    expect(isInfluencer({ groupId: 1, scopes: ['customer', 'influencer'] })).toBe(false);
    expect(isInfluencer({ groupId: null, scopes: [] })).toBe(false);
  });

  it('matches scope values exactly', () => {
    expect(hasScope(['customer'], 'customer')).toBe(true);
    expect(hasScope(['Influencer'], 'influencer')).toBe(false);
  });
});
