import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTimeWithZone } from './date-time';
import { DEFAULT_TIME_ZONE, isTimeZone, readerTimeZone, timeZoneOfLocation } from './time-zone';
const interview = new Date('2026-12-01T20:00:00Z');
describe('formatDateTime', () => {
    it('reads 20:00 UTC as 2:00 PM CST for a reader in Chicago, in English and US Spanish', () => {
        expect(formatDateTime(interview, { timeZone: 'America/Chicago', language: 'en' })).toBe('Tue, Dec 1, 2026, 2:00 PM CST');
        expect(formatDateTime(interview, { timeZone: 'America/Chicago', language: 'es' })).toBe('mar, 1 de dic de 2026, 2:00 p.m. CST');
    });
    it('names the summer zone in July (CDT) and other US zones by their abbreviation', () => {
        const july = new Date('2026-07-01T20:00:00Z');
        expect(formatDateTime(july, { timeZone: 'America/Chicago', language: 'en' })).toBe('Wed, Jul 1, 2026, 3:00 PM CDT');
        expect(formatTimeWithZone(july, { timeZone: 'America/Chicago', language: 'es' })).toBe('3:00 p.m. CDT');
        expect(formatTimeWithZone(interview, { timeZone: 'America/Los_Angeles', language: 'en' })).toBe('12:00 PM PST');
        expect(formatTimeWithZone(interview, { timeZone: 'America/Phoenix', language: 'en' })).toBe('1:00 PM MST');
    });
});
describe('time zones', () => {
    it('accepts the zones browsers report and refuses anything else', () => {
        for (const zone of ['America/Chicago', 'America/New_York', 'Asia/Kolkata', 'Asia/Calcutta', 'UTC'])
            expect(isTimeZone(zone), zone).toBe(true);
        for (const zone of ['Mars/Olympus', 'CST6CDT-ish', '', 'America/Chicago; DROP'])
            expect(isTimeZone(zone), zone).toBe(false);
    });
    it('finds the zone of a US place by its state, a split state by its majority', () => {
        expect(timeZoneOfLocation('Denver, CO')).toBe('America/Denver');
        expect(timeZoneOfLocation('Houston, TX 77002')).toBe('America/Chicago');
        expect(timeZoneOfLocation('El Paso, TX')).toBe('America/Chicago');
        expect(timeZoneOfLocation('Remote')).toBeNull();
        expect(timeZoneOfLocation(null)).toBeNull();
    });
    it("reads the browser's zone first, then the job's place, then the reader's place, then the default", () => {
        expect(readerTimeZone({ timeZone: 'America/New_York', location: 'Denver, CO' }, 'Seattle, WA')).toBe('America/New_York');
        expect(readerTimeZone({ timeZone: null, location: 'Denver, CO' }, 'Seattle, WA')).toBe('America/Los_Angeles');
        expect(readerTimeZone({ timeZone: null, location: 'Denver, CO' }, 'Remote')).toBe('America/Denver');
        expect(readerTimeZone({ timeZone: 'Not/AZone', location: null }, null)).toBe(DEFAULT_TIME_ZONE);
    });
});
