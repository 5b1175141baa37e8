import { describe, expect, it } from 'vitest';
import { INTEREST_FIELDS, PERSONALITY_RECOMMENDATIONS, scoreAssessment, skillGaps, SKILLS_RECOMMENDATIONS, STRENGTHS, topInterest, } from './scoring';
/** Five answers whose average is exactly `average` (sum = 5 x average). */
function answers(prefix, values) {
    return Object.fromEntries(values.map((value, index) => [`${prefix}${index + 1}`, value]));
}
const AVG_2_8 = [3, 3, 3, 3, 2];
const AVG_3 = [3, 3, 3, 3, 3];
const AVG_3_4 = [4, 4, 3, 3, 3];
const AVG_3_6 = [4, 4, 4, 3, 3];
const AVG_3_8 = [4, 4, 4, 4, 3];
const AVG_4 = [4, 4, 4, 4, 4];
describe('overall score', () => {
    it.each([
        [[1, 1, 1, 1, 1], 20],
        [AVG_2_8, 56],
        [AVG_3, 60],
        [AVG_3_4, 68],
        [AVG_4, 80],
        [[5, 5, 5, 5, 5], 100],
        [[5, 4, 4, 4, 4], 84],
    ])('answers %j score %i (round(average x 20))', (values, score) => {
        expect(scoreAssessment('personality', answers('q', values)).results.overallScore).toBe(score);
    });
});
describe('personality recommendations', () => {
    it.each([
        ['just below 3', AVG_2_8, PERSONALITY_RECOMMENDATIONS.handsOn],
        ['exactly 3', AVG_3, PERSONALITY_RECOMMENDATIONS.specialist],
        ['just below 4', AVG_3_8, PERSONALITY_RECOMMENDATIONS.specialist],
        ['exactly 4', AVG_4, PERSONALITY_RECOMMENDATIONS.leader],
    ])('average %s', (_label, values, expected) => {
        const scored = scoreAssessment('personality', answers('q', values));
        expect(scored.recommendations).toEqual(expected);
        expect(scored.results.recommendations).toEqual(expected);
    });
});
describe('skills recommendations', () => {
    it.each([
        ['exactly 3', AVG_3, SKILLS_RECOMMENDATIONS.core],
        ['just below 4', AVG_3_8, SKILLS_RECOMMENDATIONS.core],
        ['exactly 4', AVG_4, SKILLS_RECOMMENDATIONS.advanced],
    ])('average %s', (_label, values, expected) => {
        expect(scoreAssessment('skills', answers('s', values)).recommendations).toEqual(expected);
    });
});
describe('strengths and growth areas', () => {
    it.each([
        ['3.4 is developing', AVG_3_4, STRENGTHS.developing],
        ['3.6 is strong', AVG_3_6, STRENGTHS.strong],
    ])('average %s', (_label, values, band) => {
        const { results } = scoreAssessment('skills', answers('s', values));
        expect(results.strengths).toEqual(band.strengths);
        expect(results.areas_for_growth).toEqual(band.growth);
    });
    it('counts an average of exactly 3.5 as strong', () => {
        // Five whole answers never average 3.5, so the boundary is pinned with half-point answers.
        const { results, recommendations } = scoreAssessment('personality', answers('q', [3.5, 3.5, 3.5, 3.5, 3.5]));
        expect(results.overallScore).toBe(70);
        expect(results.strengths).toEqual(STRENGTHS.strong.strengths);
        expect(results.areas_for_growth).toEqual(STRENGTHS.strong.growth);
        expect(recommendations).toEqual(PERSONALITY_RECOMMENDATIONS.specialist);
    });
});
describe('interests', () => {
    it.each(Object.entries(INTEREST_FIELDS))('%s rated highest suggests its three job titles', (id, { jobTitles }) => {
        const responses = { ...answers('i', [2, 2, 2, 2, 2]), [id]: 5 };
        expect(topInterest(responses)).toBe(id);
        const scored = scoreAssessment('interests', responses);
        expect(scored.recommendations).toEqual(jobTitles);
        expect(scored.recommendations).toHaveLength(3);
    });
    it('breaks a tie in favour of the earlier interest', () => {
        expect(topInterest(answers('i', [3, 5, 5, 1, 5]))).toBe('i2');
    });
    it('gives every interest three distinct titles', () => {
        for (const { jobTitles } of Object.values(INTEREST_FIELDS))
            expect(new Set(jobTitles).size).toBe(3);
    });
});
describe('skill gaps', () => {
    it('lists skills below the required level, largest gap first', () => {
        expect(skillGaps({ Leadership: 2, Communication: 4, 'Safety Protocols': 3 }, { Leadership: 5, Communication: 3, 'Safety Protocols': 4 })).toEqual([
            { skill: 'Leadership', gap: 3 },
            { skill: 'Safety Protocols', gap: 1 },
        ]);
    });
});
