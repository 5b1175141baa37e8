import { describe, expect, it } from 'vitest';
import { DUNNING_RETRY_DAYS, nextRetryAt } from './dunning';

describe('dunning schedule', () => {
  it('tries again on days 1, 3 and 5 after the first failure, then gives up', () => {
    const first = new Date('2026-03-31T15:00:00Z');
    expect(DUNNING_RETRY_DAYS).toEqual([1, 3, 5]);
    expect(nextRetryAt(first, 1)?.toISOString()).toBe('2026-04-01T15:00:00.000Z');
    expect(nextRetryAt(first, 2)?.toISOString()).toBe('2026-04-03T15:00:00.000Z');
    expect(nextRetryAt(first, 3)?.toISOString()).toBe('2026-04-05T15:00:00.000Z');
    expect(nextRetryAt(first, 4)).toBeNull();
  });
});
