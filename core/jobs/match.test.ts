import { describe, expect, it } from 'vitest';
import { countSkillMatches, describeMatch, distancePoints, isTradeMatch, scoreMatch } from './match';

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
