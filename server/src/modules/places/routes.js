import { placeQuerySchema, placesResponseSchema } from '@core/shared/place-schemas';
import * as placesService from './service';
// Public and asked on every keystroke (debounced): generous, yet one address cannot spin the CPU forever.
const PLACES_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };
export const placesRoutes = async (app) => {
    app.get('/api/places', {
        config: { rateLimit: PLACES_RATE_LIMIT },
        schema: { tags: ['places'], querystring: placeQuerySchema, response: { 200: placesResponseSchema } },
    }, async (request) => placesService.suggestPlaces(request.query.q));
};
