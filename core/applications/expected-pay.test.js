import { describe, expect, it } from 'vitest';
import { expectedPayFormValue, expectedPayFromForm, formatExpectedPay, hourlyRateInUnit } from './expected-pay';
import { APPLICATION_MESSAGES } from './schemas';
describe('expected pay in the job unit', () => {
    it("converts a profile's hourly rate: 8 hours a day, 2,080 a year", () => {
        expect(hourlyRateInUnit(40, 'hour')).toBe(40);
        expect(hourlyRateInUnit(40, 'day')).toBe(320);
        expect(hourlyRateInUnit(40, 'year')).toBe(83_200);
    });
    it('shows the yearly figure back in the unit quoted, yearly without one, in English and Spanish', () => {
        expect(formatExpectedPay(87_360, 'hour', 'en')).toBe('$42/hr');
        expect(formatExpectedPay(87_360, 'hour', 'es')).toBe('$42/h');
        expect(formatExpectedPay(91_000, 'day', 'es')).toBe('$350/día');
        expect(formatExpectedPay(85_000, null, 'en')).toBe('$85,000/yr');
    });
    it('reads the form: blank is not given, a whole number is made yearly, anything else is the schema message', () => {
        expect(expectedPayFromForm('', 'hour')).toEqual({ ok: true, expectedSalary: null, expectedPayUnit: null });
        expect(expectedPayFromForm(' 42 ', 'hour')).toEqual({ ok: true, expectedSalary: 87_360, expectedPayUnit: 'hour' });
        expect(expectedPayFromForm('42.5', 'hour')).toEqual({ ok: false, message: APPLICATION_MESSAGES.expectedSalaryInvalid });
        expect(expectedPayFromForm('-1', 'day')).toEqual({ ok: false, message: APPLICATION_MESSAGES.expectedSalaryInvalid });
        expect(expectedPayFromForm('9000000', 'hour')).toEqual({ ok: false, message: APPLICATION_MESSAGES.expectedSalaryInvalid });
    });
    it('starts the edit form in the unit quoted, by the hour when none was recorded, and round-trips an hourly figure', () => {
        expect(expectedPayFormValue(87_360, 'hour')).toEqual({ text: '42', unit: 'hour' });
        expect(expectedPayFormValue(91_000, 'day')).toEqual({ text: '350', unit: 'day' });
        // A yearly figure from before units reads by the hour: $78,000 a year is $38 an hour (2,080 h).
        expect(expectedPayFormValue(78_000, null)).toEqual({ text: '38', unit: 'hour' });
        expect(expectedPayFormValue(null, null)).toEqual({ text: '', unit: 'hour' });
        const { text, unit } = expectedPayFormValue(87_360, 'hour');
        expect(expectedPayFromForm(text, unit)).toEqual({ ok: true, expectedSalary: 87_360, expectedPayUnit: 'hour' });
    });
});
