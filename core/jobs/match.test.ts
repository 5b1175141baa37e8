import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CITY_LABELS } from '../shared/cities';
import { INDUSTRIES, TRADES } from '../shared/options';
import { geocodeLocation } from './geo';
import {
  cityDistancePoints,
  countSkillMatches,
  describeMatch,
  distancePoints,
  isTradeMatch,
  matchSignals,
  firstBestMatchThreshold,
  nextBestMatchThreshold,
  matchRequirements,
  type MatchRequirement,
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

  it('gives distance points only to the cities within range', () => {
    const points = Object.fromEntries(cityDistancePoints(houston).map((city) => [city.cityKey, city.points]));
    expect(points).toEqual({ houston: 20, austin: 5, 'san antonio': 1 });
  });

  it('narrows best match to the jobs that can reach a score', () => {
    const profile = toMatchProfile({ trade: 'welder', skills: ['a', 'b', 'c', 'd'], industries: ['energy'], origin: houston });
    // 81: with trade and industry, 21 more needs a shared skill; without industry, 41 more needs
    // a skill and 11 distance points; without the trade no job gets there.
    expect(matchRequirements(profile, 81)).toEqual([
      { trade: true, industry: true, minDistancePoints: 0, sharesSkill: true },
      { trade: true, industry: false, minDistancePoints: 11, sharesSkill: true },
    ]);
    expect(matchRequirements(profile, 100)).toEqual([{ trade: true, industry: true, minDistancePoints: 10, sharesSkill: true }]);
    expect(matchRequirements(profile, 110)).toEqual([{ trade: true, industry: true, minDistancePoints: 20, sharesSkill: true }]);
    expect(matchRequirements(profile, 111)).toEqual([]);
    expect(matchRequirements(profile, 0)).toBeNull();
    expect(matchRequirements({ ...profile, trade: null, industries: [], origin: null }, 10)).toEqual([
      { trade: false, industry: false, minDistancePoints: 0, sharesSkill: true },
    ]);
  });

  it('tries minimum scores from one skill below the best reachable score down to every job', () => {
    const profile = toMatchProfile({ trade: 'welder', skills: ['a'], industries: ['energy'], origin: houston });
    expect(firstBestMatchThreshold(profile, null)).toBe(40 + 10 + 20 + 20 - 10);
    expect(firstBestMatchThreshold(profile, 35)).toBe(35);
    expect(firstBestMatchThreshold(toMatchProfile({ trade: null, skills: [], industries: [], origin: null }), null)).toBe(0);
    expect(nextBestMatchThreshold(80, null)).toBe(70);
    expect(nextBestMatchThreshold(80, 75)).toBe(75);
    expect(nextBestMatchThreshold(80, 40)).toBe(70);
    expect(nextBestMatchThreshold(5, null)).toBe(0);
  });

  it('never leaves out a job that reaches the minimum score', () => {
    const meets = (
      requirement: MatchRequirement,
      job: { title: string; skills: string[]; industry: string; location: string },
      profile: ReturnType<typeof toMatchProfile>,
    ) => {
      const signals = matchSignals(job, profile);
      return (
        (!requirement.trade || signals.isTradeMatch) &&
        (!requirement.industry || signals.isIndustryMatch) &&
        distancePoints(signals.distanceMiles) >= requirement.minDistancePoints &&
        (!requirement.sharesSkill || signals.skillMatches > 0)
      );
    };
    const skill = fc.constantFrom('nec code', 'rigging', 'tig welding', 'osha 30');
    const location = fc.constantFrom(...CITY_LABELS, 'Remote', 'Boise, ID');
    fc.assert(
      fc.property(
        fc.record({
          trade: fc.option(fc.constantFrom(...TRADES)),
          skills: fc.array(skill, { maxLength: 4 }),
          industries: fc.array(fc.constantFrom(...INDUSTRIES), { maxLength: 2 }),
          origin: fc.option(location),
        }),
        fc.record({
          title: fc.constantFrom('Industrial Electrician', 'Pipeline Welder', 'Crane Operator', 'Helper'),
          skills: fc.array(skill, { maxLength: 3 }),
          industry: fc.constantFrom(...INDUSTRIES),
          location,
        }),
        fc.integer({ min: 1, max: 120 }),
        (worker, job, minScore) => {
          const city = geocodeLocation(worker.origin);
          const profile = toMatchProfile({ ...worker, origin: city ? { lat: city.lat, lng: city.lng } : null });
          const requirements = matchRequirements(profile, minScore);
          if (scoreMatch(matchSignals(job, profile)) < minScore) return;
          expect(requirements).not.toEqual([]);
          expect(requirements === null || requirements.some((requirement) => meets(requirement, job, profile))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("reads one job's signals the way the database scores it", () => {
    const profile = toMatchProfile({ trade: 'electrician', skills: ['NEC code'], industries: ['energy'], origin: houston });
    const job = { title: 'Industrial Electrician', skills: ['nec CODE', 'Rigging'], industry: 'energy', location: 'Austin, TX' };
    const signals = matchSignals(job, profile);
    expect(signals).toMatchObject({ isTradeMatch: true, skillMatches: 1, isIndustryMatch: true });
    expect(signals.distanceMiles).toBeCloseTo(146, 0);
    expect(scoreMatch(signals)).toBe(40 + 10 + 20 + 5);
    expect(matchSignals({ ...job, location: 'Remote' }, profile).distanceMiles).toBeNull();
  });
});
