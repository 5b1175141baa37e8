import { describe, expect, it } from 'vitest';
import {
  placeDistancePoints,
  countSkillMatches,
  describeMatch,
  distancePoints,
  isTradeMatch,
  matchSignals,
  scoreMatch,
  toMatchProfile,
} from './match';

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
