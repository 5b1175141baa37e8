import { describe, expect, it } from 'vitest';
import { readerTimeZone } from '../shared/time-zone';
import { afterQuietHours } from './quiet-hours';
describe('afterQuietHours', () => {
    it('lets a daytime text go at once', () => {
        const at = new Date('2026-06-10T15:00:00Z'); // 10 AM in Chicago
        expect(afterQuietHours(at, 'America/Chicago')).toEqual(at);
    });
    it('holds an evening text until 8 AM the next morning on the reader clock', () => {
        // 9:30 PM CDT on June 10 -> 8 AM CDT June 11 = 13:00 UTC.
        expect(afterQuietHours(new Date('2026-06-11T02:30:00Z'), 'America/Chicago').toISOString()).toBe('2026-06-11T13:00:00.000Z');
    });
    it('holds a text sent after midnight until 8 AM the same morning', () => {
        // 3 AM in Los Angeles (PDT) -> 8 AM PDT = 15:00 UTC.
        expect(afterQuietHours(new Date('2026-06-10T10:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2026-06-10T15:00:00.000Z');
    });
    it('counts 9 PM as quiet and 8 AM as open', () => {
        expect(afterQuietHours(new Date('2026-06-11T02:00:00Z'), 'America/Chicago').toISOString()).toBe('2026-06-11T13:00:00.000Z');
        const eight = new Date('2026-06-10T13:00:00Z');
        expect(afterQuietHours(eight, 'America/Chicago')).toEqual(eight);
    });
    it('ends at 8 AM local across the spring-forward night', () => {
        // 10 PM CST Saturday March 7 2026; clocks go forward at 2 AM; 8 AM CDT Sunday = 13:00 UTC.
        expect(afterQuietHours(new Date('2026-03-08T04:00:00Z'), 'America/Chicago').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    });
    it('ends at 8 AM local across the fall-back night', () => {
        // 11 PM CDT Saturday October 31 2026; clocks go back at 2 AM; 8 AM CST Sunday = 14:00 UTC.
        expect(afterQuietHours(new Date('2026-11-01T04:00:00Z'), 'America/Chicago').toISOString()).toBe('2026-11-01T14:00:00.000Z');
    });
    it('uses the fallback zone of readerTimeZone: the place, else Chicago', () => {
        const at = new Date('2026-06-10T12:30:00Z'); // 8:30 AM in New York, 7:30 AM in Chicago
        expect(afterQuietHours(at, readerTimeZone({ timeZone: null, location: 'Miami, FL' }))).toEqual(at);
        expect(afterQuietHours(at, readerTimeZone({ timeZone: 'Not/AZone', location: null })).toISOString()).toBe('2026-06-10T13:00:00.000Z');
    });
    it('handles a zone east of UTC at the day boundary', () => {
        // 23:30 in Tokyo on June 10 -> 8 AM June 11 JST = 23:00 UTC June 10.
        expect(afterQuietHours(new Date('2026-06-10T14:30:00Z'), 'Asia/Tokyo').toISOString()).toBe('2026-06-10T23:00:00.000Z');
    });
});
