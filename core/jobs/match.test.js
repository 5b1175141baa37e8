import { describe, expect, it } from 'vitest';
import { placeDistancePoints, countSkillMatches, describeMatch, distancePoints, isPayFit, isTradeMatch, MATCH_WEIGHTS, matchSignals, scoreMatch, toMatchProfile, } from './match';
describe('match rules', () => {
    it('matches the trade inside the title', () => {
        expect(isTradeMatch('Industrial Electrician', 'electrician')).toBe(true);
        expect(isTradeMatch('Senior HVAC Technician', 'hvac-technician')).toBe(true);
        expect(isTradeMatch('Pipeline Welder', 'electrician')).toBe(false);
        expect(isTradeMatch('Pipeline Welder', null)).toBe(false);
    });
    it('counts shared skills without case or duplicates', () => {
        expect(countSkillMatches(['NEC Code', 'nec code', 'Blueprints'], ['nec code', ' blueprints ', 'Welding'])).toBe(2);
        expect(countSkillMatches([], ['a'])).toBe(0);
    });
    it('gives nearness points that fade to zero at 200 miles', () => {
        expect(distancePoints(null)).toBe(0);
        expect(distancePoints(0)).toBe(20);
        expect(distancePoints(146)).toBe(5);
        expect(distancePoints(200)).toBe(0);
        expect(distancePoints(900)).toBe(0);
    });
    it('scores and explains a match', () => {
        const signals = { isTradeMatch: true, skillMatches: 5, isIndustryMatch: true, distanceMiles: 12.4 };
        expect(scoreMatch(signals)).toBe(40 + 30 + 20 + 19);
        expect(describeMatch(signals)).toEqual([
            { type: 'trade' },
            { type: 'skills', count: 5 },
            { type: 'industry' },
            { type: 'distance', miles: 12 },
        ]);
        expect(describeMatch({ isTradeMatch: false, skillMatches: 0, isIndustryMatch: false, distanceMiles: 500 })).toEqual([]);
    });
});
describe('the worker side of best match', () => {
    const houston = { lat: 29.7604, lng: -95.3698 };
    const AUSTIN = { lat: 30.2672, lng: -97.7431 };
    it('keeps only a listed trade and lower-cased, unique, non-blank skills', () => {
        const skills = [' NEC Code', 'nec code', ' '];
        expect(toMatchProfile({ trade: 'electrician', skills, industries: ['energy'], origin: null })).toEqual({
            trade: 'electrician',
            skills: ['nec code'],
            industries: ['energy'],
            origin: null,
        });
        expect(toMatchProfile({ trade: 'astronaut', skills: null, industries: undefined, origin: null })).toMatchObject({
            trade: null,
            skills: [],
            industries: [],
        });
    });
    it('gives distance points only to the places within range', () => {
        const profile = toMatchProfile({ trade: null, skills: [], industries: [], origin: houston });
        expect(placeDistancePoints(profile, houston)).toBe(20);
        expect(placeDistancePoints(profile, AUSTIN)).toBe(5);
        expect(placeDistancePoints(profile, { lat: 29.4241, lng: -98.4936 })).toBe(1);
        expect(placeDistancePoints(profile, { lat: 32.7767, lng: -96.797 })).toBe(0);
        expect(placeDistancePoints(profile, null)).toBe(0);
        expect(placeDistancePoints({ ...profile, origin: null }, houston)).toBe(0);
    });
    it("reads one job's signals the way the database scores it", () => {
        const profile = toMatchProfile({ trade: 'electrician', skills: ['NEC code'], industries: ['energy'], origin: houston });
        const job = { title: 'Industrial Electrician', skills: ['nec CODE', 'Rigging'], industry: 'energy', coordinates: AUSTIN };
        const signals = matchSignals(job, profile);
        expect(signals).toMatchObject({ isTradeMatch: true, skillMatches: 1, isIndustryMatch: true });
        expect(signals.distanceMiles).toBeCloseTo(146, 0);
        expect(scoreMatch(signals)).toBe(40 + 10 + 20 + 5);
        expect(matchSignals({ ...job, coordinates: null }, profile).distanceMiles).toBeNull();
    });
});
describe('pay fit', () => {
    const job = { title: 'Helper', skills: [], industry: 'energy', coordinates: null };
    const noSignals = { isTradeMatch: false, skillMatches: 0, isIndustryMatch: false, distanceMiles: null };
    it("turns the worker's hourly rate into a yearly floor of 2,080 hours, and no rate (or 0) into none", () => {
        expect(toMatchProfile({ trade: null, skills: [], industries: [], origin: null, hourlyRate: 40 }).payFloorYearly).toBe(83_200);
        expect(toMatchProfile({ trade: null, skills: [], industries: [], origin: null, hourlyRate: null })).not.toHaveProperty('payFloorYearly');
        expect(toMatchProfile({ trade: null, skills: [], industries: [], origin: null, hourlyRate: 0 })).not.toHaveProperty('payFloorYearly');
    });
    it('fits a job whose top pay a year reaches the floor, never a job without pay', () => {
        expect(isPayFit(45 * 2080, 40 * 2080)).toBe(true);
        expect(isPayFit(40 * 2080, 40 * 2080)).toBe(true);
        expect(isPayFit(30 * 2080, 40 * 2080)).toBe(false);
        expect(isPayFit(0, 40 * 2080)).toBe(false);
        expect(isPayFit(null, 40 * 2080)).toBe(false);
        expect(isPayFit(90_000, undefined)).toBe(false);
    });
    it('scores the fit and gives it as the last reason', () => {
        const profile = toMatchProfile({ trade: null, skills: [], industries: ['energy'], origin: null, hourlyRate: 40 });
        // $350 a day is $91,000 a year: above $40 an hour ($83,200).
        const signals = matchSignals({ ...job, payYearly: 350 * 260 }, profile);
        expect(signals.isPayFit).toBe(true);
        expect(MATCH_WEIGHTS.payFit).toBe(10);
        expect(scoreMatch(signals)).toBe(20 + 10);
        expect(describeMatch(signals)).toEqual([{ type: 'industry' }, { type: 'pay' }]);
        expect(scoreMatch({ ...noSignals, isPayFit: true })).toBe(10);
    });
    it('gives nothing to a job paying less, a job without pay, or a worker without a rate', () => {
        const profile = toMatchProfile({ trade: null, skills: [], industries: [], origin: null, hourlyRate: 40 });
        const rateless = toMatchProfile({ trade: null, skills: [], industries: [], origin: null });
        for (const signals of [
            matchSignals({ ...job, payYearly: 30 * 2080 }, profile),
            matchSignals(job, profile),
            matchSignals({ ...job, payYearly: 0 }, profile),
            matchSignals({ ...job, payYearly: 200_000 }, rateless),
        ]) {
            expect(signals.isPayFit).toBe(false);
            expect(scoreMatch(signals)).toBe(0);
            expect(describeMatch(signals)).toEqual([]);
        }
    });
});
