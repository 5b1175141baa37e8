import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../shared/options';
import { describeDuration, estimateLabor, locationFactor, splitWorkers } from './estimate';
import { COMPLEXITIES, PROJECT_PHASES, PROJECT_SIZES } from './options';
import { INDUSTRY_ROLES } from './roles';
import { laborEstimateRequestSchema } from './schemas';
const base = {
    industry: 'construction',
    projectPhase: 'construction',
    projectSize: 'medium',
    timeline: '5-12',
    location: 'Omaha, NE',
    complexity: 'basic',
};
describe('estimateLabor', () => {
    it.each([
        // medium: 12 base x 1 size; phase construction 1.2; basic 1; location 1
        [{}, Math.round(12 * 1.2)],
        [{ industry: 'datacenter' }, Math.round(12 * 1.2 * 1.2)],
        [{ industry: 'oilgas' }, Math.round(12 * 1.4 * 1.2)],
        [{ industry: 'mining' }, Math.round(12 * 1.3 * 1.2)],
        [{ industry: 'manufacturing' }, Math.round(12 * 1.1 * 1.2)],
        [{ industry: 'infrastructure' }, Math.round(12 * 1.3 * 1.2)],
        [{ industry: 'energy' }, Math.round(12 * 1.5 * 1.2)],
        [{ industry: 'telecommunications' }, Math.round(12 * 1.2 * 1.2)],
        [{ projectPhase: 'commissioning' }, Math.round(12 * 0.8)],
        [{ projectPhase: 'post-construction' }, Math.round(12 * 0.6)],
        [{ projectPhase: 'maintenance' }, Math.round(12 * 0.4)],
        [{ projectPhase: 'rehab-decommissioning' }, Math.round(12 * 0.9)],
        // small: 5 x 1.2 x 0.7 = 4.2 rounds to 4, raised to the 5 construction roles (1 each)
        [{ projectSize: 'small' }, 5],
        [{ projectSize: 'large' }, Math.round(25 * 1.2 * 1.5)],
        [{ projectSize: 'enterprise' }, Math.round(50 * 1.2 * 2.2)],
        [{ complexity: 'intermediate' }, Math.round(12 * 1.2 * 1.2)],
        [{ complexity: 'advanced' }, Math.round(12 * 1.2 * 1.5)],
        [{ complexity: 'complex' }, Math.round(12 * 1.2 * 1.8)],
        [{ location: 'New York, NY' }, Math.round(12 * 1.2 * 1.3)],
        [{ location: 'Houston, TX' }, Math.round(12 * 1.2 * 1.1)],
    ])('%j gives %i workers', (change, workers) => {
        expect(estimateLabor({ ...base, ...change }).totalWorkers).toBe(workers);
    });
    it('computes workers, cost and duration for a full example', () => {
        // 25 x 1.5 (energy) x 0.9 x 1.5 x 1.8 x 1.3 = 118.46... -> 118 workers at 45 x 1.3 = 58.5 $/h for 20 weeks
        const estimate = estimateLabor({
            industry: 'energy',
            projectPhase: 'rehab-decommissioning',
            projectSize: 'large',
            timeline: '13-26',
            location: 'Seattle, WA',
            complexity: 'complex',
        });
        expect(estimate.totalWorkers).toBe(118);
        expect(estimate.hourlyRate).toBe(58.5);
        expect(estimate.estimatedCost).toBe(118 * 40 * 20 * 58.5);
        expect(estimate.estimatedDuration).toBe('5 months');
        expect(estimate.locationMultiplier).toBe(1.3);
        expect(estimate.skillsNeeded).toEqual(INDUSTRY_ROLES.energy.map(({ role }) => role));
        expect(Object.values(estimate.workerBreakdown).reduce((a, b) => a + b, 0)).toBe(118);
    });
    it('rounds to the nearest worker', () => {
        // 12 x 1 x 0.8 x 1 x 1 x 1 = 9.6 -> 10
        expect(estimateLabor({ ...base, projectPhase: 'commissioning' }).totalWorkers).toBe(10);
        // 12 x 1 x 0.6 x 1 x 1 x 1 = 7.2 -> 7
        expect(estimateLabor({ ...base, projectPhase: 'post-construction' }).totalWorkers).toBe(7);
    });
    it('never gives fewer workers than roles: total, breakdown and cost agree', () => {
        // 5 x 1 x 0.4 x 0.7 x 1 x 1 = 1.4 -> 1, but each of the 5 roles needs one worker
        const tinyRequest = { ...base, projectSize: 'small', projectPhase: 'maintenance', timeline: '1-4' };
        const tiny = estimateLabor(tinyRequest);
        expect(tiny.totalWorkers).toBe(5);
        expect(Object.values(tiny.workerBreakdown)).toEqual([1, 1, 1, 1, 1]);
        expect(tiny.estimatedCost).toBe(Math.round(5 * 40 * 2.5 * 45));
        // telecommunications has 4 roles
        expect(estimateLabor({ ...tinyRequest, industry: 'telecommunications' }).totalWorkers).toBe(4);
    });
    it('adds the breakdown up to the total for every input', () => {
        for (const industry of INDUSTRIES) {
            for (const projectPhase of PROJECT_PHASES) {
                for (const projectSize of PROJECT_SIZES) {
                    for (const complexity of COMPLEXITIES) {
                        for (const location of ['Omaha, NE', 'Denver, CO', 'Boston, MA']) {
                            const estimate = estimateLabor({ ...base, industry, projectPhase, projectSize, complexity, location });
                            const counts = Object.values(estimate.workerBreakdown);
                            expect(counts.reduce((a, b) => a + b, 0)).toBe(estimate.totalWorkers);
                            expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
                        }
                    }
                }
            }
        }
    });
    it.each([
        ['1-4', 2.5, '2.5 weeks'],
        ['5-12', 8, '2 months'],
        ['13-26', 20, '5 months'],
        ['27+', 40, '10 months'],
    ])('timeline %s means %d weeks, shown as %s', (timeline, weeks, text) => {
        const estimate = estimateLabor({ ...base, timeline });
        expect(estimate.durationWeeks).toBe(weeks);
        expect(estimate.estimatedDuration).toBe(text);
        expect(estimate.estimatedCost).toBe(Math.round(estimate.totalWorkers * 40 * weeks * 45));
    });
});
describe('locationFactor', () => {
    it.each([
        ['New York, NY', 1.3],
        ['san francisco', 1.3],
        ['Los Angeles, CA', 1.3],
        ['BOSTON', 1.3],
        ['Washington, DC', 1.3],
        ['Seattle, WA', 1.3],
        ['San Jose, CA', 1.3],
        ['Chicago, IL', 1.1],
        ['houston', 1.1],
        ['Dallas, TX', 1.1],
        ['Phoenix, AZ', 1.1],
        ['Philadelphia, PA', 1.1],
        ['Atlanta, GA', 1.1],
        ['Miami, FL', 1.1],
        ['Denver, CO', 1.1],
        ['Omaha, NE', 1],
        ['San Antonio, TX', 1],
        ['', 1],
    ])('%s -> %d', (location, factor) => {
        expect(locationFactor(location)).toBe(factor);
    });
    it('prices the hourly rate at 45 x the factor', () => {
        expect(estimateLabor({ ...base, location: 'Chicago, IL' }).hourlyRate).toBe(49.5);
        expect(estimateLabor({ ...base, location: 'Boise, ID' }).hourlyRate).toBe(45);
    });
});
describe('describeDuration', () => {
    it('switches to months only above four weeks', () => {
        expect(describeDuration(4)).toMatchObject({ value: 4, unit: 'weeks', text: '4 weeks' });
        expect(describeDuration(6)).toMatchObject({ value: 2, unit: 'months', text: '2 months' });
        expect(describeDuration(5)).toMatchObject({ value: 1, unit: 'months', text: '1 month' });
    });
});
describe('roles and breakdown', () => {
    it.each(INDUSTRIES)('%s has 4-5 roles whose shares add up to 1', (industry) => {
        const roles = INDUSTRY_ROLES[industry];
        expect(roles.length).toBeGreaterThanOrEqual(4);
        expect(roles.length).toBeLessThanOrEqual(5);
        expect(roles.reduce((sum, { share }) => sum + share, 0)).toBeCloseTo(1, 10);
    });
    it.each(INDUSTRIES)('%s: every total from the role count to 300 splits exactly with at least 1 per role', (industry) => {
        const roles = INDUSTRY_ROLES[industry];
        for (let total = roles.length; total <= 300; total += 1) {
            const counts = Object.values(splitWorkers(total, roles));
            expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
            expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
        }
    });
    it('follows the shares with the largest remainder', () => {
        expect(splitWorkers(10, INDUSTRY_ROLES.construction)).toEqual({
            'General Laborer': 3,
            Carpenter: 3,
            Electrician: 2,
            Plumber: 1,
            'Project Supervisor': 1,
        });
        expect(splitWorkers(100, INDUSTRY_ROLES.manufacturing)).toEqual({
            'Production Worker': 40,
            Machinist: 20,
            'Maintenance Technician': 15,
            'Quality Inspector': 15,
            'Forklift Operator': 10,
        });
    });
});
describe('laborEstimateRequestSchema', () => {
    it('trims the location and rejects blank or unknown values with the field message', () => {
        expect(laborEstimateRequestSchema.parse({ ...base, location: '  Austin, TX ' }).location).toBe('Austin, TX');
        const missing = laborEstimateRequestSchema.safeParse({ ...base, location: '   ' });
        expect(missing.error?.issues[0]?.message).toBe('Please enter the project location');
        const unknown = laborEstimateRequestSchema.safeParse({ ...base, industry: 'farming' });
        expect(unknown.error?.issues[0]?.message).toBe('Please select an industry');
    });
});
