import { z } from 'zod';
import { jobSearchQuerySchema } from '../jobs/schemas';
import { defineMessages, FIELD_MESSAGES } from '../shared/messages';
import { SAVED_SEARCH_FREQUENCIES } from './options';
export { SAVED_SEARCH_FREQUENCIES };
/** Jobs in one alert; the e-mail links to the full search for the rest. */
export const ALERT_MAX_JOBS = 10;
export const SAVED_SEARCHES_PER_USER = 20;
export const SAVED_SEARCH_MESSAGES = {
    ...defineMessages('saved_searches', {
        nameRequired: 'Please name this search',
        nameTooLong: 'Name must be at most 80 characters',
        frequencyInvalid: 'Choose instant, daily or weekly',
        notFound: 'Saved search not found',
        tooMany: `You can keep up to ${SAVED_SEARCHES_PER_USER} saved searches. Delete one to save another.`,
    }),
    nothingToChange: FIELD_MESSAGES.nothingToChange,
};
/** Every filter of the jobs tab, under the names GET /api/jobs uses. */
export const savedSearchFiltersSchema = jobSearchQuerySchema.pick({
    q: true,
    industry: true,
    jobType: true,
    experienceLevel: true,
    minPay: true,
    payUnit: true,
    location: true,
    radiusMiles: true,
    sort: true,
});
const nameField = z
    .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
    .trim()
    .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
    .max(80, SAVED_SEARCH_MESSAGES.nameTooLong);
const frequencyField = z.enum(SAVED_SEARCH_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequencyInvalid });
export const createSavedSearchSchema = savedSearchFiltersSchema.extend({
    name: nameField,
    frequency: frequencyField.default('daily'),
});
export const updateSavedSearchSchema = z
    .object({ name: nameField.optional(), frequency: frequencyField.optional(), isPaused: z.boolean().optional() })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: SAVED_SEARCH_MESSAGES.nothingToChange,
});
export const savedSearchSchema = z.object({
    id: z.string(),
    name: z.string(),
    filters: z.record(z.string(), z.union([z.string(), z.number()])),
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
    isPaused: z.boolean(),
    createdAt: z.string(),
});
export const savedSearchListSchema = z.array(savedSearchSchema);
export const savedSearchIdParamsSchema = z.object({ id: z.string() });
/** The jobs tab's query string for a saved search (the e-mail's "see all" link and the list's "open"). */
export function savedSearchQueryString(filters) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) {
        if (value !== undefined && value !== null && value !== '')
            params.set(key, String(value));
    }
    return params.toString();
}
