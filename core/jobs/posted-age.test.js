import { describe, expect, it } from 'vitest';
import { getPostedAge } from './posted-age';
const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days, extraHours = 0) => new Date(NOW.getTime() - (days * 24 + extraHours) * 3_600_000);
describe('getPostedAge', () => {
    it.each([
        [daysAgo(0), { unit: 'today' }],
        [daysAgo(0, 23), { unit: 'today' }],
        [daysAgo(1), { unit: 'days', count: 1 }],
        [daysAgo(6), { unit: 'days', count: 6 }],
        [daysAgo(7), { unit: 'weeks', count: 1 }],
        [daysAgo(29), { unit: 'weeks', count: 4 }],
        [daysAgo(30), { unit: 'months', count: 1 }],
        [daysAgo(95), { unit: 'months', count: 3 }],
        [new Date(NOW.getTime() + 3_600_000), { unit: 'today' }],
    ])('%s -> %j', (postedAt, expected) => {
        expect(getPostedAge(postedAt, NOW)).toEqual(expected);
    });
    it.each([null, undefined, '', 'not a date'])('falls back to recently for %j', (value) => {
        expect(getPostedAge(value, NOW)).toEqual({ unit: 'recently' });
    });
});
