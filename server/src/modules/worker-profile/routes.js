import { resumeFromProfileResponseSchema, updateWorkerProfileRequestSchema, userIdParamsSchema, workerProfileResponseSchema, } from '@core/worker-profile/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import { uploadLimits } from '../uploads/limits';
import { createResumeFromProfile } from './resume-from-profile';
import * as workerProfileService from './service';
// Each press writes a PDF and stores a file; the upload caps bound the bytes, this bounds the work.
const RESUME_FROM_PROFILE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
export const workerProfileRoutes = async (app) => {
    app.get('/api/worker-profile/:userId', {
        onRequest: requireAuth('worker'),
        schema: { tags: ['worker-profile'], params: userIdParamsSchema, response: { 200: workerProfileResponseSchema } },
    }, async (request) => workerProfileService.getWorkerProfile(app.db, currentUser(request), request.params.userId));
    app.put('/api/worker-profile/:userId', {
        onRequest: requireAuth('worker'),
        schema: {
            tags: ['worker-profile'],
            params: userIdParamsSchema,
            body: updateWorkerProfileRequestSchema,
            response: { 200: workerProfileResponseSchema },
        },
    }, async (request) => workerProfileService.updateWorkerProfile(app.db, app.matchInputs, currentUser(request), request.params.userId, request.body, app.clock()));
    app.post('/api/worker-profile/resume-from-profile', {
        onRequest: requireAuth('worker'),
        config: { rateLimit: RESUME_FROM_PROFILE_RATE_LIMIT },
        schema: { tags: ['worker-profile'], response: { 200: resumeFromProfileResponseSchema } },
    }, async (request) => createResumeFromProfile({ db: app.db, storage: app.storage, limits: uploadLimits(app.env), matchInputs: app.matchInputs, now: app.clock() }, currentUser(request)));
};
