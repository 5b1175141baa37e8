import { describe, expect, it } from 'vitest';
import { centsToDollars, centsToFixedDollars, dollarsToCents } from './money';
describe('money at the dollar edges', () => {
    it('turns dollars into cents and refuses non-prices', () => {
        expect(dollarsToCents('99')).toBe(9900);
        expect(dollarsToCents('14.99')).toBe(1499);
        expect(dollarsToCents(8999)).toBe(899900);
        expect(dollarsToCents('abc')).toBeNaN();
        expect(dollarsToCents('')).toBeNaN();
        expect(dollarsToCents('-5')).toBeNaN();
    });
    it('writes cents as the dollar text URLs and PayPal take, and reads it back', () => {
        expect(centsToDollars(9900)).toBe('99');
        expect(centsToDollars(1499)).toBe('14.99');
        expect(centsToDollars(150)).toBe('1.50');
        expect(centsToFixedDollars(9900)).toBe('99.00');
        for (const cents of [0, 150, 1499, 899900]) {
            expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
            expect(dollarsToCents(centsToFixedDollars(cents))).toBe(cents);
        }
    });
});
