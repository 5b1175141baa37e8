import { describe, expect, it } from 'vitest';
import { localDay, rateWindow } from './limits';
describe('localDay', () => {
    it('is the day on the reader clock, not in UTC', () => {
        const at = new Date('2026-06-11T03:00:00Z'); // 10 PM June 10 in Chicago
        expect(localDay(at, 'America/Chicago')).toBe('2026-06-10');
        expect(localDay(at, 'UTC')).toBe('2026-06-11');
    });
});
describe('rateWindow', () => {
    it('keeps one-second windows for whole rates and widens them below one per second', () => {
        expect(rateWindow(1)).toEqual({ windowMs: 1000, limit: 1 });
        expect(rateWindow(80)).toEqual({ windowMs: 1000, limit: 80 });
        expect(rateWindow(0.5)).toEqual({ windowMs: 2000, limit: 1 });
    });
});
