import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateLabor } from '@core/estimator/estimate';
import { ESTIMATE_MESSAGES } from '@core/estimator/schemas';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { errorBody } from '../../test/error-body';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
const request = {
    industry: 'oilgas',
    projectPhase: 'commissioning',
    projectSize: 'enterprise',
    timeline: '27+',
    location: 'Houston, TX',
    complexity: 'advanced',
};
const estimate = (payload, caller = null) => injectAs(ctx.app, caller).post('/api/labor-estimate', payload);
describe('POST /api/labor-estimate', () => {
    it('answers a visitor with the core estimate', async () => {
        const response = await estimate(request);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        // 50 x 1.4 x 0.8 x 2.2 x 1.5 x 1.1 = 203.28 -> 203 workers, 45 x 1.1 $/h, 40 weeks
        expect(body).toMatchObject({
            totalWorkers: 203,
            estimatedCost: Math.round(203 * 40 * 40 * 45 * 1.1),
            estimatedDuration: '10 months',
            locationMultiplier: 1.1,
            skillsNeeded: ['Pipeline Welder', 'Rig Operator', 'Instrumentation Technician', 'Heavy Equipment Operator', 'Safety Coordinator'],
        });
        expect(Object.values(body.workerBreakdown).reduce((a, b) => a + b, 0)).toBe(203);
        expect(body).toEqual(estimateLabor(request));
    });
    it('answers a signed-in employer the same way', async () => {
        const { token } = await registerUser(ctx.app, 'employer');
        const response = await estimate({ ...request, location: '  Omaha, NE ' }, token);
        expect(response.statusCode).toBe(200);
        expect(response.json().locationMultiplier).toBe(1);
    });
    it.each([
        ['industry', ESTIMATE_MESSAGES.industryRequired],
        ['projectPhase', ESTIMATE_MESSAGES.projectPhaseRequired],
        ['projectSize', ESTIMATE_MESSAGES.projectSizeRequired],
        ['timeline', ESTIMATE_MESSAGES.timelineRequired],
        ['location', ESTIMATE_MESSAGES.locationRequired],
        ['complexity', ESTIMATE_MESSAGES.complexityRequired],
    ])('rejects a missing %s with 400', async (field, message) => {
        const payload = { ...request };
        delete payload[field];
        const response = await estimate(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
    it.each([
        ['industry', 'farming', ESTIMATE_MESSAGES.industryRequired],
        ['projectPhase', 'design', ESTIMATE_MESSAGES.projectPhaseRequired],
        ['projectSize', 'huge', ESTIMATE_MESSAGES.projectSizeRequired],
        ['timeline', '52', ESTIMATE_MESSAGES.timelineRequired],
        ['location', '   ', ESTIMATE_MESSAGES.locationRequired],
        ['complexity', 'medium', ESTIMATE_MESSAGES.complexityRequired],
    ])('rejects %s = %j with 400', async (field, value, message) => {
        const response = await estimate({ ...request, [field]: value });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
    it('rejects a location longer than 120 characters', async () => {
        const response = await estimate({ ...request, location: 'x'.repeat(121) });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(ESTIMATE_MESSAGES.locationTooLong));
    });
});
