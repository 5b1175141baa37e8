import { z } from 'zod';
import { trainingProgramSchema, trainingProgramsQuerySchema, trainingStatsSchema } from '@core/training/schemas';
import * as trainingService from './service';
/** Public: the training programs page is open to signed-out visitors. */
export const trainingRoutes = async (app) => {
    app.get('/api/training-programs', { schema: { tags: ['training'], querystring: trainingProgramsQuerySchema, response: { 200: z.array(trainingProgramSchema) } } }, async (request) => trainingService.listTrainingPrograms(app.db, request.query.credentialId));
    app.get('/api/training-stats', { schema: { tags: ['training'], response: { 200: trainingStatsSchema } } }, async () => trainingService.getTrainingStats(app.db));
};
