import { describe, expect, it } from 'vitest';
import { addDays } from '../credentials/status';
import { placeDistancePoints, countCredentialMatches, distancePoints, matchSignals, scoreMatch, toMatchProfile, validCredentialIds, } from './match';
const houston = { lat: 29.7604, lng: -95.3698 };
const today = '2026-11-23';
describe('best match with credentials and travel distance (issue 21)', () => {
    it('counts only catalogue credentials that are valid or expiring today', () => {
        const held = [
            { credentialId: 'twic', expiresAt: addDays(today, 30) },
            { credentialId: 'twic', expiresAt: addDays(today, -400) },
            { credentialId: 'nfpa-70e', expiresAt: addDays(today, -1) },
            { credentialId: 'cdl-a', expiresAt: null },
            { credentialId: null, expiresAt: null },
            { credentialId: 'osha-10-construction', expiresAt: today },
        ];
        expect(validCredentialIds(held, today)).toEqual(['cdl-a', 'osha-10-construction', 'twic']);
    });
    it('gives 10 per held required credential (up to 3) and 5 per held preferred one (up to 2)', () => {
        const base = { isTradeMatch: false, skillMatches: 0, isIndustryMatch: false, distanceMiles: null };
        expect(scoreMatch({ ...base, requiredCredentialMatches: 2, preferredCredentialMatches: 1 })).toBe(25);
        expect(scoreMatch({ ...base, requiredCredentialMatches: 5, preferredCredentialMatches: 4 })).toBe(30 + 10);
        expect(countCredentialMatches(['twic', 'twic', 'cdl-a'], ['twic'])).toBe(1);
        expect(countCredentialMatches(['twic'], undefined)).toBe(0);
    });
    it("reads a job's credential signals from the worker's valid ids", () => {
        const profile = toMatchProfile({ trade: null, skills: [], industries: [], origin: null, credentialIds: ['twic', 'cdl-a'] });
        const job = { title: 'Helper', skills: [], industry: 'oilgas', coordinates: null, requiredCredentials: ['twic', 'nfpa-70e'] };
        const signals = matchSignals({ ...job, preferredCredentials: ['cdl-a'] }, profile);
        expect(signals).toMatchObject({ requiredCredentialMatches: 1, preferredCredentialMatches: 1 });
        expect(scoreMatch(signals)).toBe(15);
    });
    it('lifts a city within the travel distance to at least 10 distance points', () => {
        expect(distancePoints(900, true)).toBe(10);
        expect(distancePoints(10, true)).toBe(19);
        const traveler = toMatchProfile({ trade: null, skills: [], industries: [], origin: houston, travelMiles: 250 });
        expect(placeDistancePoints(traveler, houston)).toBe(20);
        expect(placeDistancePoints(traveler, { lat: 32.7767, lng: -96.797 })).toBe(10);
        expect(placeDistancePoints({ ...traveler, travelMiles: undefined }, { lat: 32.7767, lng: -96.797 })).toBe(0);
        const profile = toMatchProfile({ trade: null, skills: [], industries: [], origin: houston, travelMiles: 1500 });
        expect(scoreMatch(matchSignals({ title: 'Helper', skills: [], industry: 'energy', coordinates: { lat: 41.8781, lng: -87.6298 } }, profile))).toBe(10);
    });
});
