import { z } from 'zod';
import { JOB_MESSAGES, jobSchema } from '../jobs/schemas';
import { defineMessages } from '../shared/messages';
import { uuidSchema } from '../shared/ids';
export const SAVED_JOB_MESSAGES = {
    ...defineMessages('saved_jobs', {
        jobIdRequired: 'Choose a job to save',
    }),
    notFound: JOB_MESSAGES.notFound,
};
export const saveJobSchema = z.object({
    jobId: uuidSchema(SAVED_JOB_MESSAGES.jobIdRequired),
});
export const savedJobSchema = z.object({
    jobId: z.string(),
    savedAt: z.string(),
    job: jobSchema,
});
export const savedJobListSchema = z.array(savedJobSchema);
export const savedJobParamsSchema = z.object({ jobId: z.string() });
