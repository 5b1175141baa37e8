import { describe, expect, it } from 'vitest';
import { groupedInteger, usDollars } from './us-numbers';

describe('US numbers without Intl', () => {
  it('writes whole numbers as Intl does in en-US and es-US', () => {
    for (const value of [
      0,
      7,
      999,
      1000,
      1234,
      12_500,
      999_999,
      1_000_000,
      1_234_567_890,
      -1,
      -1234,
      -1_000_000,
      Number.MAX_SAFE_INTEGER,
    ]) {
      for (const locale of ['en-US', 'es-US'])
        expect(groupedInteger(value), `${value} ${locale}`).toBe(new Intl.NumberFormat(locale).format(value));
    }
  });

  it('writes cents as dollars as Intl does, whole or with cents', () => {
    for (const cents of [0, 5, 99, 100, 1999, 123_450, 123_456, 7_000_000, -250, -123_456]) {
      for (const locale of ['en-US', 'es-US']) {
        const whole = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: 0,
          maximumFractionDigits: 0,
        });
        const withCents = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
        expect(usDollars(cents, false), `${cents} ${locale}`).toBe(whole.format(cents / 100));
        expect(usDollars(cents, true), `${cents} ${locale}`).toBe(withCents.format(cents / 100));
      }
    }
  });

  it('leaves what it does not cover to Intl', () => {
    expect(groupedInteger(1.5)).toBeNull();
    expect(groupedInteger(Number.NaN)).toBeNull();
    expect(groupedInteger(2 ** 60)).toBeNull();
    expect(usDollars(Number.POSITIVE_INFINITY, false)).toBeNull();
  });
});
