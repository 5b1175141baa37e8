import { describe, expect, it } from 'vitest';
import { annualSavingPercent, annualSavingRange, regularAnnualCents } from './annual-saving';
import { EMPLOYER_PLAN_CARDS } from './catalogue';
const card = (id) => EMPLOYER_PLAN_CARDS.find((plan) => plan.id === id);
describe('annual saving', () => {
    it('compares a per-post plan with its monthly post price, the bundle with twelve monthly payments', () => {
        expect(regularAnnualCents(card('basic'))).toBe(9900);
        expect(regularAnnualCents(card('subscription'))).toBe(99900 * 12);
        expect(regularAnnualCents(card('enterprise'))).toBeNull();
    });
    it('rounds the percent down: $99 -> $89 is 10%, $299 -> $269 is 10%, $11,988 -> $8,999 is 24%', () => {
        expect(annualSavingPercent(card('basic'))).toBe(10);
        expect(annualSavingPercent(card('boosted'))).toBe(10);
        expect(annualSavingPercent(card('subscription'))).toBe(24);
        expect(annualSavingPercent(card('enterprise'))).toBeNull();
    });
    it('gives the range over the plans with an annual price', () => {
        expect(annualSavingRange()).toEqual({ min: 10, max: 24 });
        expect(annualSavingRange([card('basic'), card('boosted')])).toEqual({ min: 10, max: 10 });
        expect(annualSavingRange([card('enterprise')])).toBeNull();
    });
    it('matches the struck-through price each annual card shows', () => {
        for (const plan of EMPLOYER_PLAN_CARDS) {
            if (plan.annual !== 'Custom')
                expect(plan.annual.originalPriceCents).toBe(regularAnnualCents(plan));
        }
    });
});
