import { describe, expect, it } from 'vitest';
import { waitingAgeBucket } from '../src/admin-orders';

describe('waiting payments by age', () => {
  it('puts whole days into the dashboard’s buckets', () => {
    expect([0, 2, 3, 7, 8, 14, 15, 400].map(waitingAgeBucket)).toEqual(['0-2', '0-2', '3-7', '3-7', '8-14', '8-14', '15+', '15+']);
  });
});
