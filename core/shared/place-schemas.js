import { z } from 'zod';
import { PLACE_MESSAGES, PLACE_QUERY_MAX, PLACE_QUERY_PATTERN } from './cities';
// Apart from cities.ts, so the client reads the place texts and limits without loading zod.
export const placeQuerySchema = z.object({
    q: z
        .string({ error: PLACE_MESSAGES.queryRequired })
        .trim()
        .min(1, PLACE_MESSAGES.queryRequired)
        .max(PLACE_QUERY_MAX, PLACE_MESSAGES.queryTooLong)
        .regex(PLACE_QUERY_PATTERN, PLACE_MESSAGES.queryInvalid),
});
const placeSchema = z.object({
    label: z.string(),
    name: z.string(),
    state: z.string(),
    zip: z.string().nullable(),
    lat: z.number(),
    lng: z.number(),
    population: z.number().nullable(),
});
/** Suggestions, and the place the text names exactly (null: it cannot be found by distance). */
export const placesResponseSchema = z.object({ places: z.array(placeSchema), match: placeSchema.nullable() });
