import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREER_MESSAGES } from '@core/career/schemas';
import { PERSONALITY_RECOMMENDATIONS, STRENGTHS } from '@core/career/scoring';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { errorBody } from '../../test/error-body';
let ctx;
let worker;
let otherWorker;
let employer;
beforeAll(async () => {
    ctx = await createTestApp();
    [worker, otherWorker, employer] = await Promise.all([
        registerUser(ctx.app, 'worker'),
        registerUser(ctx.app, 'worker'),
        registerUser(ctx.app, 'employer'),
    ]);
});
afterAll(async () => {
    await ctx?.close();
});
const ALL_FOURS = { q1: 4, q2: 4, q3: 4, q4: 4, q5: 4 };
const RATINGS = { 'Technical Knowledge': 3, Leadership: 2, 'Safety Protocols': 4, 'Equipment Operation': 3, Communication: 4 };
const REQUIRED = { 'Technical Knowledge': 4, Leadership: 4, 'Safety Protocols': 5, 'Equipment Operation': 3, Communication: 4 };
describe('career assessments', () => {
    it("scores on the server, ignoring results the client sent, and lists only the owner's", async () => {
        const response = await injectAs(ctx.app, worker).post('/api/career-assessments', {
            assessmentType: 'personality',
            responses: ALL_FOURS,
            results: { overallScore: 1, recommendations: ['forged'], strengths: [], areas_for_growth: [] },
            recommendations: ['forged'],
        });
        expect(response.statusCode).toBe(201);
        const body = response.json();
        expect(body).toMatchObject({
            assessmentType: 'personality',
            responses: ALL_FOURS,
            results: { overallScore: 80, strengths: STRENGTHS.strong.strengths, areas_for_growth: STRENGTHS.strong.growth },
            recommendations: PERSONALITY_RECOMMENDATIONS.leader,
        });
        expect(body.completedAt).toEqual(expect.any(String));
        const mine = await injectAs(ctx.app, worker).get('/api/career-assessments');
        expect(mine.json().map((item) => item.id)).toEqual([body.id]);
        expect((await injectAs(ctx.app, otherWorker).get('/api/career-assessments')).json()).toEqual([]);
    });
    it('keeps only the questions of the chosen type', async () => {
        const response = await injectAs(ctx.app, worker).post('/api/career-assessments', {
            assessmentType: 'interests',
            responses: { i1: 1, i2: 1, i3: 5, i4: 1, i5: 1, q1: 5 },
        });
        expect(response.statusCode).toBe(201);
        expect(response.json().responses).toEqual({ i1: 1, i2: 1, i3: 5, i4: 1, i5: 1 });
        expect(response.json().recommendations).toEqual(['Pipeline Inspector', 'Rig Operator', 'Process Plant Operator']);
    });
    it.each([
        [{ responses: ALL_FOURS }, CAREER_MESSAGES.assessmentTypeRequired, 'career.assessment_type_required'],
        [{ assessmentType: 'mood', responses: ALL_FOURS }, CAREER_MESSAGES.assessmentTypeRequired, 'career.assessment_type_required'],
        [
            { assessmentType: 'personality', responses: { q1: 4, q2: 4, q3: 4 } },
            'Answer All Questions (3/5)',
            'career.answer_all_questions',
            { answered: 3, total: 5 },
        ],
        [
            { assessmentType: 'skills', responses: ALL_FOURS },
            'Answer All Questions (0/5)',
            'career.answer_all_questions',
            { answered: 0, total: 5 },
        ],
        [{ assessmentType: 'personality', responses: { ...ALL_FOURS, q5: 6 } }, CAREER_MESSAGES.answerInvalid, 'career.answer_invalid'],
        [{ assessmentType: 'personality', responses: { ...ALL_FOURS, q5: 2.5 } }, CAREER_MESSAGES.answerInvalid, 'career.answer_invalid'],
    ])('rejects %j', async (payload, message, code, params) => {
        const response = await injectAs(ctx.app, worker).post('/api/career-assessments', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ ...errorBody(message, code), ...(params && { params }) });
    });
});
describe('skills assessments', () => {
    it('creates and lists for the owner only', async () => {
        const response = await injectAs(ctx.app, worker).post('/api/skills-assessments', {
            targetRole: 'Site Supervisor',
            currentSkills: RATINGS,
            requiredSkills: REQUIRED,
        });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ targetRole: 'Site Supervisor', currentSkills: RATINGS, requiredSkills: REQUIRED });
        expect((await injectAs(ctx.app, worker).get('/api/skills-assessments')).json()).toHaveLength(1);
        expect((await injectAs(ctx.app, otherWorker).get('/api/skills-assessments')).json()).toEqual([]);
    });
    it.each([
        [{ currentSkills: RATINGS, requiredSkills: REQUIRED }, CAREER_MESSAGES.targetRoleRequired],
        [{ targetRole: '', currentSkills: RATINGS, requiredSkills: REQUIRED }, CAREER_MESSAGES.targetRoleRequired],
        [
            { targetRole: 'Site Supervisor', currentSkills: { ...RATINGS, Leadership: 0 }, requiredSkills: REQUIRED },
            CAREER_MESSAGES.ratingInvalid,
        ],
        [{ targetRole: 'Site Supervisor', currentSkills: RATINGS }, CAREER_MESSAGES.ratingInvalid],
    ])('rejects %j', async (payload, message) => {
        const response = await injectAs(ctx.app, worker).post('/api/skills-assessments', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
});
describe('career roadmaps', () => {
    it('generates milestones and goals from the roles and timeframe', async () => {
        const response = await injectAs(ctx.app, worker).post('/api/career-roadmaps', {
            title: 'Road to supervisor',
            currentRole: 'technician',
            targetRole: 'Site Supervisor',
            timeframe: '1-year',
            milestones: [],
            goals: [],
            progress: 90,
        });
        expect(response.statusCode).toBe(201);
        const roadmap = response.json();
        expect(roadmap).toMatchObject({
            title: 'Road to supervisor',
            currentRole: 'technician',
            targetRole: 'Site Supervisor',
            timeframe: '1-year',
            progress: 0,
        });
        expect(roadmap.milestones.length).toBeGreaterThan(3);
        expect(roadmap.milestones[0]).toMatchObject({ id: 'm1', completed: false, targetDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
        expect(roadmap.goals.length).toBeGreaterThan(3);
        expect((await injectAs(ctx.app, worker).get('/api/career-roadmaps')).json()).toHaveLength(1);
        expect((await injectAs(ctx.app, otherWorker).get('/api/career-roadmaps')).json()).toEqual([]);
    });
    it('accepts an empty current role', async () => {
        const response = await injectAs(ctx.app, otherWorker).post('/api/career-roadmaps', {
            title: 'Plan',
            currentRole: '',
            targetRole: 'Project Manager',
            timeframe: '5-years',
        });
        expect(response.statusCode).toBe(201);
        expect(response.json().currentRole).toBeNull();
    });
    it.each([
        [{ targetRole: 'Project Manager', timeframe: '1-year' }, CAREER_MESSAGES.titleRequired],
        [{ title: '  ', targetRole: 'Project Manager', timeframe: '1-year' }, CAREER_MESSAGES.titleRequired],
        [{ title: 'Plan', timeframe: '1-year' }, CAREER_MESSAGES.targetRoleRequired],
        [{ title: 'Plan', targetRole: 'Project Manager' }, CAREER_MESSAGES.timeframeRequired],
        [{ title: 'Plan', targetRole: 'Project Manager', timeframe: '10-years' }, CAREER_MESSAGES.timeframeRequired],
    ])('rejects %j', async (payload, message) => {
        const response = await injectAs(ctx.app, worker).post('/api/career-roadmaps', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
});
describe('certifications', () => {
    const valid = { certificationName: 'OSHA 30', certifyingBody: 'OSHA', industry: 'construction' };
    it('creates with status in_progress by default and optional fields null', async () => {
        const response = await injectAs(ctx.app, worker).post('/api/certifications', { ...valid, notes: '', earnedDate: '' });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ ...valid, status: 'in_progress', earnedDate: null, expirationDate: null, notes: null });
    });
    it('keeps status, dates and notes', async () => {
        const response = await injectAs(ctx.app, worker).post('/api/certifications', {
            ...valid,
            status: 'earned',
            earnedDate: '2025-01-10',
            expirationDate: '2030-01-10',
            notes: 'Renew online',
        });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({
            status: 'earned',
            earnedDate: '2025-01-10',
            expirationDate: '2030-01-10',
            notes: 'Renew online',
        });
        expect((await injectAs(ctx.app, worker).get('/api/certifications')).json()).toHaveLength(2);
        expect((await injectAs(ctx.app, otherWorker).get('/api/certifications')).json()).toEqual([]);
    });
    it.each([
        [{ ...valid, certificationName: '' }, CAREER_MESSAGES.certificationNameRequired],
        [{ ...valid, certifyingBody: undefined }, CAREER_MESSAGES.certifyingBodyRequired],
        [{ ...valid, industry: '' }, CAREER_MESSAGES.industryRequired],
        [{ ...valid, status: 'lost' }, CAREER_MESSAGES.statusInvalid],
        [{ ...valid, earnedDate: 'yesterday' }, CAREER_MESSAGES.dateInvalid],
        [{ ...valid, earnedDate: '2025-05-01', expirationDate: '2025-04-01' }, CAREER_MESSAGES.expirationBeforeEarned],
    ])('rejects %j', async (payload, message) => {
        const response = await injectAs(ctx.app, worker).post('/api/certifications', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
});
describe('who may call', () => {
    const paths = ['/api/career-assessments', '/api/skills-assessments', '/api/career-roadmaps', '/api/certifications'];
    it.each(paths)('GET %s needs a signed-in worker', async (url) => {
        expect((await injectAs(ctx.app, null).get(url)).statusCode).toBe(401);
        expect((await injectAs(ctx.app, employer).get(url)).statusCode).toBe(403);
    });
    it.each(paths)('POST %s needs a signed-in worker', async (url) => {
        expect((await injectAs(ctx.app, null).post(url, {})).statusCode).toBe(401);
        expect((await injectAs(ctx.app, employer).post(url, {})).statusCode).toBe(403);
    });
});
