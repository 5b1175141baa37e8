import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-input';
import { testCardSchema } from './schemas';
describe('formatCardNumber', () => {
    it('groups digits by four as they are typed, dropping anything else', () => {
        expect(formatCardNumber('4')).toBe('4');
        expect(formatCardNumber('42424')).toBe('4242 4');
        expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
        expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
        expect(formatCardNumber('')).toBe('');
    });
    it('stops at 19 digits, and what it gives passes the form schema', () => {
        expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
        const card = { cardNumber: formatCardNumber('4000000000000002'), expiry: formatExpiry('1234'), cvc: '123' };
        expect(testCardSchema.safeParse(card).success).toBe(true);
    });
});
describe('formatExpiry', () => {
    it('puts in the slash after the month', () => {
        expect(formatExpiry('1')).toBe('1');
        expect(formatExpiry('12', '1')).toBe('12/');
        expect(formatExpiry('12/3', '12/')).toBe('12/3');
        expect(formatExpiry('1234')).toBe('12/34');
        expect(formatExpiry('12345')).toBe('12/34');
        expect(formatExpiry('ab')).toBe('');
    });
    it('lets Backspace remove the slash', () => {
        expect(formatExpiry('12', '12/')).toBe('12');
        expect(formatExpiry('1', '12')).toBe('1');
    });
});
