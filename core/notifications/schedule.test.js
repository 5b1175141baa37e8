import { describe, expect, it } from 'vitest';
import { daysUntil, dueCertificationReminder, latestMorning, latestWeeklyMorning } from './schedule';
describe('scheduled e-mail times', () => {
    it('puts the daily morning at today when past the hour, else yesterday', () => {
        expect(latestMorning(new Date(2026, 10, 23, 9, 30), 7)).toEqual(new Date(2026, 10, 23, 7));
        expect(latestMorning(new Date(2026, 10, 23, 6, 59), 7)).toEqual(new Date(2026, 10, 22, 7));
    });
    it('puts the weekly morning on the latest Monday', () => {
        // 23 November 2026 is a Monday.
        expect(latestWeeklyMorning(new Date(2026, 10, 25, 12), 7)).toEqual(new Date(2026, 10, 23, 7));
        expect(latestWeeklyMorning(new Date(2026, 10, 23, 6), 7)).toEqual(new Date(2026, 10, 16, 7));
    });
    it('picks the nearest certification reminder not yet passed', () => {
        expect(dueCertificationReminder(61)).toBeNull();
        expect(dueCertificationReminder(60)).toBe(60);
        expect(dueCertificationReminder(45)).toBe(60);
        expect(dueCertificationReminder(30)).toBe(30);
        expect(dueCertificationReminder(8)).toBe(30);
        expect(dueCertificationReminder(7)).toBe(7);
        expect(dueCertificationReminder(0)).toBe(7);
        expect(dueCertificationReminder(-1)).toBeNull();
    });
    it('counts calendar days to a date', () => {
        expect(daysUntil('2026-12-23', new Date(2026, 10, 23, 23, 59))).toBe(30);
    });
});
