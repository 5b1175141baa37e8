import { estimateLabor } from '@core/estimator/estimate';
import { laborEstimateRequestSchema, laborEstimateSchema } from '@core/estimator/schemas';
/** Public: the landing page's visitors and signed-in employers size a crew with the same function. */
export const estimatorRoutes = async (app) => {
    app.post('/api/labor-estimate', { schema: { tags: ['estimator'], body: laborEstimateRequestSchema, response: { 200: laborEstimateSchema } } }, async (request) => estimateLabor(request.body));
};
