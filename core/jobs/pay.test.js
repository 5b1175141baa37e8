import { describe, expect, it } from 'vitest';
import { annualPay, formatPay, formatPayAmount } from './pay';
describe('formatPay', () => {
    it('states the pay in its unit in English, with US number formats', () => {
        expect(formatPay(38, 45, 'hour', 'en')).toBe('$38-45/hr');
        expect(formatPay(350, 350, 'day', 'en')).toBe('$350/day');
        expect(formatPay(85_000, 120_000, 'year', 'en-US')).toBe('$85,000-120,000/yr');
        expect(formatPay(40, null, 'hour', 'en')).toBe('From $40/hr');
        expect(formatPay(null, 1_200, 'day', 'en')).toBe('Up to $1,200/day');
        expect(formatPay(null, null, 'year', 'en')).toBeNull();
    });
    it('states the pay in its unit in Spanish, keeping US number formats', () => {
        expect(formatPay(38, 45, 'hour', 'es')).toBe('$38-45/h');
        expect(formatPay(350, 350, 'day', 'es')).toBe('$350/día');
        expect(formatPay(85_000, 120_000, 'year', 'es-MX')).toBe('$85,000-120,000/año');
        expect(formatPay(40, null, 'hour', 'es')).toBe('Desde $40/h');
        expect(formatPay(null, 1_200, 'day', 'es')).toBe('Hasta $1,200/día');
    });
});
describe('formatPayAmount', () => {
    it('states one figure in its unit', () => {
        expect([formatPayAmount(40, 'hour', 'en'), formatPayAmount(1_350, 'day', 'es'), formatPayAmount(80_000, 'year', 'es')]).toEqual([
            '$40/hr',
            '$1,350/día',
            '$80,000/año',
        ]);
    });
});
describe('annualPay', () => {
    it('counts 2,080 hours and 260 eight-hour days a year', () => {
        expect([annualPay(40, 'hour'), annualPay(350, 'day'), annualPay(85_000, 'year')]).toEqual([83_200, 91_000, 85_000]);
    });
});
