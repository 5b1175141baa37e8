import { z } from 'zod';
import { careerAssessmentSchema, careerRoadmapSchema, certificationSchema, createCareerAssessmentSchema, createCareerRoadmapSchema, createCertificationSchema, createSkillsAssessmentSchema, skillsAssessmentSchema, } from '@core/career/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as careerService from './service';
/** Career planning tools: each worker sees and creates only their own records. Auth runs on onRequest, so a signed-out call is 401 before its body is judged. */
export const careerRoutes = async (app) => {
    const worker = requireAuth('worker');
    const tags = ['career'];
    app.get('/api/career-assessments', { onRequest: worker, schema: { tags, response: { 200: z.array(careerAssessmentSchema) } } }, async (request) => careerService.listCareerAssessments(app.db, currentUser(request).id));
    app.post('/api/career-assessments', { onRequest: worker, schema: { tags, body: createCareerAssessmentSchema, response: { 201: careerAssessmentSchema } } }, async (request, reply) => reply.status(201).send(await careerService.createCareerAssessment(app.db, currentUser(request).id, request.body, app.clock())));
    app.get('/api/skills-assessments', { onRequest: worker, schema: { tags, response: { 200: z.array(skillsAssessmentSchema) } } }, async (request) => careerService.listSkillsAssessments(app.db, currentUser(request).id));
    app.post('/api/skills-assessments', { onRequest: worker, schema: { tags, body: createSkillsAssessmentSchema, response: { 201: skillsAssessmentSchema } } }, async (request, reply) => reply.status(201).send(await careerService.createSkillsAssessment(app.db, currentUser(request).id, request.body)));
    app.get('/api/career-roadmaps', { onRequest: worker, schema: { tags, response: { 200: z.array(careerRoadmapSchema) } } }, async (request) => careerService.listCareerRoadmaps(app.db, currentUser(request).id));
    app.post('/api/career-roadmaps', { onRequest: worker, schema: { tags, body: createCareerRoadmapSchema, response: { 201: careerRoadmapSchema } } }, async (request, reply) => reply.status(201).send(await careerService.createCareerRoadmap(app.db, currentUser(request).id, request.body, app.clock())));
    app.get('/api/certifications', { onRequest: worker, schema: { tags, response: { 200: z.array(certificationSchema) } } }, async (request) => careerService.listCertifications(app.db, currentUser(request).id));
    app.post('/api/certifications', { onRequest: worker, schema: { tags, body: createCertificationSchema, response: { 201: certificationSchema } } }, async (request, reply) => reply.status(201).send(await careerService.createCertification(app.db, app.matchInputs, currentUser(request).id, request.body)));
};
