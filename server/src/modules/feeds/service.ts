import type { JobDistribution } from '@core/feeds/schemas';
import type { ApplicationSource } from '@core/feeds/sources';
import { JOB_MESSAGES } from '@core/jobs/messages';
import { isJobId } from '@core/jobs/schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { toFeedJob } from './feed-job';
import { jobUrl, type FeedFormat } from './formats';
import * as repo from './repository';

/** Jobs read per query: a feed holds one batch's rows and text at a time, whatever its size. */
export const FEED_BATCH_SIZE = 1000;
/** Bumped when a format's output changes, so validators given out before no longer match. */
const FEED_FORMAT_VERSION = 1;

export interface FeedVersion {
  etag: string;
  lastModified: Date;
}

/** The feed's validators: its name and source, and the last job change and latest moment that could alter it. */
export async function readFeedVersion(db: Executor, feedName: string, source: ApplicationSource, now: Date): Promise<FeedVersion> {
  const { changeSeq, changedMicros } = await repo.readFeedVersion(db, now);
  return {
    etag: `W/"${feedName}-${source}-v${FEED_FORMAT_VERSION}-${changeSeq}-${changedMicros}"`,
    lastModified: new Date(Math.floor(Number(BigInt(changedMicros) / 1000n))),
  };
}

/**
 * The feed's text in pieces, read from the database in keyset batches as the reader takes them: a
 * million jobs are written without holding more than one batch. Only jobs listed now and left in the
 * feeds by their employer; each link carries `source`.
 */
export async function* writeFeed(
  db: Executor,
  format: FeedFormat,
  { origin, source, now, builtAt }: { origin: string; source: ApplicationSource; now: Date; builtAt: Date },
): AsyncGenerator<string> {
  yield format.head({ publisher: 'CrewBridge', publisherUrl: origin, builtAt });
  let after: repo.FeedCursor | null = null;
  for (;;) {
    const rows = await repo.readFeedBatch(db, now, after, FEED_BATCH_SIZE);
    if (rows.length > 0) yield rows.map((row) => format.job(toFeedJob(row), jobUrl(origin, row.id, source))).join('');
    if (rows.length < FEED_BATCH_SIZE) break;
    const last = rows[rows.length - 1]!;
    after = { postedMicros: last.posted_micros, id: last.id };
  }
  yield format.tail;
}

async function distributionOf(db: Executor, employerId: string, jobId: string, now: Date): Promise<JobDistribution> {
  const state = isJobId(jobId) ? await repo.findEmployerJobFeedState(db, employerId, jobId, now) : null;
  // Another employer's job is answered as no job at all: its existence is not this employer's to learn.
  if (!state) throw new AppError(404, JOB_MESSAGES.notFound);
  return { jobId, ...state, applicantsBySource: await repo.countApplicationsBySource(db, employerId, jobId) };
}

/** Where the employer's job is listed and how many applicants each source brought. */
export function getJobDistribution(db: Executor, employerId: string, jobId: string, now: Date) {
  return distributionOf(db, employerId, jobId, now);
}

/** Keeps the employer's own job in the feeds or out of them. */
export async function setJobListInFeeds(db: Executor, employerId: string, jobId: string, listInFeeds: boolean, now: Date) {
  if (!isJobId(jobId) || !(await repo.updateJobListInFeeds(db, employerId, jobId, listInFeeds))) {
    throw new AppError(404, JOB_MESSAGES.notFound);
  }
  return distributionOf(db, employerId, jobId, now);
}
