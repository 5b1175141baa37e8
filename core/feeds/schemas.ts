import { z } from 'zod';
import { REQUEST_MESSAGES } from '../shared/messages';
import { APPLICATION_SOURCES, isApplicationSource, type ApplicationSource } from './sources';

/**
 * The source an application request carries. A tag we do not know (a stale or edited link) is
 * dropped, never refused: a worker's application must not fail over a tracking tag.
 */
export const applicationSourceField = z.preprocess(
  (value) => (isApplicationSource(value) ? value : undefined),
  z.enum(APPLICATION_SOURCES).optional(),
);

/** The boards that read the generic feed (/feeds/jobs.xml?source=<board>); Indeed reads /feeds/indeed.xml. */
export const GENERIC_FEED_BOARDS = ['ziprecruiter', 'talent', 'jooble'] as const satisfies readonly ApplicationSource[];

export const genericFeedQuerySchema = z.object({
  source: z.enum(GENERIC_FEED_BOARDS, { error: REQUEST_MESSAGES.invalid }).optional(),
});

/** Applications counted by where they came from; null: CrewBridge itself. */
export const applicantSourceCountSchema = z.object({
  source: z.enum(APPLICATION_SOURCES).nullable(),
  count: z.number().int(),
});

/** GET/PUT /api/employer/jobs/{jobId}/distribution: where the job is listed and what each source brought. */
export const jobDistributionSchema = z.object({
  jobId: z.string(),
  listInFeeds: z.boolean(),
  /** In the feeds right now: open, published, not expired, and not opted out. */
  isInFeeds: z.boolean(),
  applicantsBySource: z.array(applicantSourceCountSchema),
});
export type JobDistribution = z.infer<typeof jobDistributionSchema>;

export const updateJobDistributionSchema = z.object({
  listInFeeds: z.boolean({ error: REQUEST_MESSAGES.invalid }),
});
export type UpdateJobDistributionRequest = z.infer<typeof updateJobDistributionSchema>;
