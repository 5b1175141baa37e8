import { describe, expect, it } from 'vitest';
import { crewCost, crewFromEstimate, normalizeCrewRole, staffingOverTime } from './advanced';
import { canUseAdvancedEstimator } from './access';
import { estimateLabor } from './estimate';
import { toCrewHandoff } from './handoff';
const estimate = estimateLabor({
    industry: 'datacenter',
    projectPhase: 'construction',
    projectSize: 'large',
    timeline: '1-4',
    location: 'Denver, CO',
    complexity: 'intermediate',
});
describe('advanced estimator', () => {
    it('starts from the basic estimate and costs the same', () => {
        const crew = crewFromEstimate(estimate);
        expect(crew.map(({ count }) => count).reduce((a, b) => a + b, 0)).toBe(estimate.totalWorkers);
        expect(crewCost(crew, estimate.durationWeeks).totalCost).toBe(estimate.estimatedCost);
    });
    it('recomputes cost and staffing when a role changes', () => {
        const roles = [
            { role: 'Electrician', count: 4, hourlyRate: 50, startWeek: 1, endWeek: 8 },
            { role: 'HVAC Technician', count: 2, hourlyRate: 60, startWeek: 5, endWeek: 8 },
        ];
        const { totalCost, perRole, peakWorkers } = crewCost(roles, 8);
        expect(perRole).toEqual([
            { role: 'Electrician', cost: 4 * 40 * 50 * 8 },
            { role: 'HVAC Technician', cost: 2 * 40 * 60 * 4 },
        ]);
        expect(totalCost).toBe(64_000 + 19_200);
        expect(peakWorkers).toBe(6);
        const weeks = staffingOverTime(roles, 8);
        expect(weeks).toHaveLength(8);
        expect(weeks[0]).toEqual({ week: 1, total: 4, byRole: { Electrician: 4, 'HVAC Technician': 0 } });
        expect(weeks[7]?.total).toBe(6);
    });
    it('counts a partial last week by its fraction', () => {
        const roles = [{ role: 'Welder', count: 1, hourlyRate: 10, startWeek: 3, endWeek: 3 }];
        expect(crewCost(roles, 2.5).totalCost).toBe(200);
    });
    it('keeps edited values in range', () => {
        expect(normalizeCrewRole({ role: 'X', count: -3, hourlyRate: Number.NaN, startWeek: 9, endWeek: 2 }, 8)).toEqual({
            role: 'X',
            count: 0,
            hourlyRate: 0,
            startWeek: 8,
            endWeek: 8,
        });
        expect(normalizeCrewRole({ role: 'X', count: 2.6, hourlyRate: 1000, startWeek: 0, endWeek: 99 }, 8)).toMatchObject({
            count: 3,
            hourlyRate: 500,
            startWeek: 1,
            endWeek: 8,
        });
    });
});
describe('canUseAdvancedEstimator', () => {
    it.each([
        [{ plan: 'boosted', isActive: true }, true],
        [{ plan: 'subscription-bundle', isActive: true }, true],
        [{ plan: 'subscription', isActive: true }, true],
        [{ plan: 'enterprise', isActive: true }, true],
        [{ plan: 'enterprise', isActive: false }, false],
        [{ plan: 'basic', isActive: true }, false],
        [{ plan: null, isActive: true }, false],
        [null, false],
    ])('%j -> %s', (subscription, allowed) => {
        expect(canUseAdvancedEstimator(subscription)).toBe(allowed);
    });
});
describe('toCrewHandoff', () => {
    it('carries the tuned crew, leaving out roles set to zero', () => {
        const request = {
            industry: 'datacenter',
            projectPhase: 'construction',
            projectSize: 'large',
            timeline: '1-4',
            location: 'Denver, CO',
            complexity: 'intermediate',
        };
        const crew = crewFromEstimate(estimate).map((role, index) => ({ ...role, count: index === 0 ? 0 : 2 }));
        const handoff = toCrewHandoff(request, estimate, crew);
        expect(Object.keys(handoff.workerBreakdown)).toEqual(crew.slice(1).map(({ role }) => role));
        expect(handoff.estimatedWorkers).toBe(2 * (crew.length - 1));
        expect(handoff.estimatedCost).toBe(crewCost(crew, estimate.durationWeeks).totalCost);
        expect(handoff).toMatchObject({ industry: 'datacenter', location: 'Denver, CO', estimatedDuration: '2.5 weeks' });
    });
});
