import { describe, expect, it } from 'vitest';
import { buildInterviewCalendar } from './ics';
describe('buildInterviewCalendar', () => {
    const base = {
        uid: 'abc@crewbridge',
        start: new Date('2030-03-04T15:30:00Z'),
        end: new Date('2030-03-04T16:30:00Z'),
        stamp: new Date('2030-01-01T00:00:00.123Z'),
        summary: 'Interview: Welder, Acme; Inc.',
        description: 'Line one\nBring boots, gloves',
    };
    it('writes one VEVENT with UTC times, escaped text and CRLF lines', () => {
        const ics = buildInterviewCalendar({ ...base, url: 'https://zoom.us/j/1', location: 'Site 4, Gate B' });
        const lines = ics.split('\r\n');
        expect(lines[0]).toBe('BEGIN:VCALENDAR');
        expect(lines).toContain('UID:abc@crewbridge');
        expect(lines).toContain('DTSTAMP:20300101T000000Z');
        expect(lines).toContain('DTSTART:20300304T153000Z');
        expect(lines).toContain('DTEND:20300304T163000Z');
        expect(lines).toContain('SUMMARY:Interview: Welder\\, Acme\\; Inc.');
        expect(lines).toContain('DESCRIPTION:Line one\\nBring boots\\, gloves');
        expect(lines).toContain('LOCATION:Site 4\\, Gate B');
        expect(lines).toContain('URL:https://zoom.us/j/1');
        expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    });
    it('folds lines longer than 75 octets and leaves out an empty location', () => {
        const ics = buildInterviewCalendar({ ...base, description: 'x'.repeat(200) });
        for (const line of ics.split('\r\n'))
            expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
        expect(ics).not.toContain('LOCATION:');
        expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'x'.repeat(200)}`);
    });
});
