import { z } from 'zod';
import { generatedResumeSchema, generateResumeSchema, resumeDownloadQuerySchema, resumeIdParamsSchema, resumeSubscriptionSchema, } from '@core/resumes/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as resumesService from './service';
/** The resume service is for workers only; every record is read through its owner. */
export const resumesRoutes = async (app) => {
    const worker = requireAuth('worker');
    const tags = ['resumes'];
    const { RESUME_AI_URL, RESUME_AI_KEY, RESUME_AI_MODEL } = app.env;
    const deps = {
        db: app.db,
        storage: app.storage,
        ai: RESUME_AI_URL && RESUME_AI_KEY ? { url: RESUME_AI_URL, key: RESUME_AI_KEY, model: RESUME_AI_MODEL } : null,
        log: app.log,
        clock: app.clock,
    };
    app.get('/api/resume-subscription', { onRequest: worker, schema: { tags, response: { 200: resumeSubscriptionSchema } } }, async (request) => resumesService.getResumeSubscription(app.db, currentUser(request).id, app.clock()));
    app.post('/api/resume-subscription/free-trial', { onRequest: worker, schema: { tags, response: { 201: resumeSubscriptionSchema } } }, async (request, reply) => reply.status(201).send(await resumesService.startFreeTrial(app.db, currentUser(request).id, app.clock())));
    app.get('/api/generated-resumes', { onRequest: worker, schema: { tags, response: { 200: z.array(generatedResumeSchema) } } }, async (request) => resumesService.listRecentResumes(app.db, currentUser(request).id));
    app.post('/api/generate-resume', { onRequest: worker, schema: { tags, body: generateResumeSchema, response: { 201: generatedResumeSchema } } }, async (request, reply) => reply.status(201).send(await resumesService.generateResume(deps, currentUser(request), request.body)));
    app.get('/api/generated-resumes/:id/download', { onRequest: worker, schema: { tags, params: resumeIdParamsSchema, querystring: resumeDownloadQuerySchema } }, async (request, reply) => {
        const { pdf, fileName } = await resumesService.getResumePdf(app.db, currentUser(request).id, request.params.id);
        return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .send(Buffer.from(pdf));
    });
};
