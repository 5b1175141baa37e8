import { describe, expect, it } from 'vitest';
import { ratingSummaryParams } from './rating-text';

describe('ratingSummaryParams', () => {
  it('writes the average to one decimal and the count grouped', () => {
    expect(ratingSummaryParams({ average: 4.625, count: 1234 })).toEqual({ count: 1234, countText: '1,234', average: '4.6' });
    expect(ratingSummaryParams({ average: 5, count: 1 })).toEqual({ count: 1, countText: '1', average: '5.0' });
    expect(ratingSummaryParams({ average: 4.45, count: 2 }).average).toBe('4.5');
  });
});
