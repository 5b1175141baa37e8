import type { User } from '@core/auth/schemas';
import { formatPay } from '@core/jobs/pay';
import type { JobDto } from '@core/jobs/schemas';
import {
  ALERT_MAX_JOBS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_PER_USER,
  savedSearchQueryString,
  type CreateSavedSearch,
  type SavedSearch,
  type SavedSearchFilters,
} from '@core/saved-searches/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { isUuid } from '@core/shared/ids';
import { lockUser } from '../../lib/user-lock';
import { findUserById, toUserDto } from '../auth/service';
import { searchJobs } from '../jobs/service';
import type { JobSearchIndex } from '../jobs/search-index';
import type { Notification, Notifier } from '../notifications/notifier';
import * as repo from './repository';

/** Jobs whose transaction committed just after an alert ran are still caught by the next one. */
const ALERT_GRACE_MS = 2 * 60_000;
const ALERT_PAGE_SIZE = 50;
const ALERT_MAX_PAGES = 5;
const DUE_BATCH = 200;

function toDto(row: repo.SavedSearchRow): SavedSearch {
  const filters = Object.fromEntries(Object.entries(row.filters).filter(([, value]) => value !== undefined && value !== null)) as Record<
    string,
    string | number
  >;
  return {
    id: row.id,
    name: row.name,
    filters,
    frequency: row.frequency,
    isPaused: row.isPaused,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSavedSearches(db: Executor, userId: string) {
  return (await repo.listSavedSearchesForUser(db, userId)).map(toDto);
}

export async function createSavedSearch(db: Database, userId: string, input: CreateSavedSearch, now: Date) {
  const { name, frequency, ...filters } = input;
  return db.transaction(async (tx) => {
    // Counted under the worker's lock: parallel saves (on any instance) cannot pass the cap together.
    await lockUser(tx, userId);
    if ((await repo.countSavedSearchesForUser(tx, userId)) >= SAVED_SEARCHES_PER_USER) {
      throw new AppError(400, SAVED_SEARCH_MESSAGES.tooMany);
    }
    const row = await repo.insertSavedSearch(tx, {
      userId,
      name,
      frequency,
      filters,
      lastAlertAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return toDto(row);
  });
}

export async function updateSavedSearch(
  db: Executor,
  userId: string,
  id: string,
  input: { name?: string; frequency?: SavedSearch['frequency']; isPaused?: boolean },
  now: Date,
) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  // Resuming starts from now: a paused search does not send what was posted while it slept.
  if (input.isPaused === false) Object.assign(changes, { lastAlertAt: now });
  const row = isUuid(id) ? await repo.updateSavedSearchForUser(db, id, userId, { ...changes, updatedAt: now }) : null;
  if (!row) throw new AppError(404, SAVED_SEARCH_MESSAGES.notFound);
  return toDto(row);
}

export async function deleteSavedSearch(db: Executor, userId: string, id: string) {
  if (!isUuid(id) || !(await repo.deleteSavedSearchForUser(db, id, userId))) {
    throw new AppError(404, SAVED_SEARCH_MESSAGES.notFound);
  }
}

/** Active jobs matching the filters posted after `since`, newest first, through the jobs tab's own search. */
async function findJobsPostedSince(
  db: Executor,
  index: JobSearchIndex,
  owner: User,
  filters: SavedSearchFilters,
  { since, now }: { since: Date; now: Date },
) {
  const found: JobDto[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < ALERT_MAX_PAGES; page += 1) {
    const result = await searchJobs(
      db,
      index,
      owner,
      { ...filters, sort: 'newest', limit: ALERT_PAGE_SIZE, cursor },
      { now, catchUp: false },
    );
    for (const job of result.jobs) {
      if (new Date(job.postedAt) > since) found.push(job);
      // Boosted jobs lead the newest-first order whatever their age; past them, older means done.
      else if (!job.isBoosted) return found;
    }
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return found;
}

function describeJob(job: JobDto, language: string) {
  return [job.companyName, job.location, formatPay(job.salaryMin, job.salaryMax, job.payUnit, language)].filter(Boolean).join(' · ');
}

/** The jobs of `fresh` one search has not carried yet (newest first), and its alert with at most 10 of them; null when none. */
function planAlert(notifier: Notifier, search: repo.SavedSearchRow, fresh: JobDto[], sent: Set<string>) {
  const since = search.lastAlertAt.getTime() - ALERT_GRACE_MS;
  const unsent = fresh.filter((job) => new Date(job.postedAt).getTime() > since && !sent.has(job.id));
  const jobs = unsent.slice(0, ALERT_MAX_JOBS);
  if (jobs.length === 0) return null;
  const searchUrl = notifier.url(`/worker-dashboard?tab=jobs&${savedSearchQueryString(search.filters)}`);
  const counts = { count: unsent.length, name: search.name };
  const notification: Notification = {
    userId: search.userId,
    type: 'job_alert',
    // Texts offer "Apply" for the first job (WhatsApp's reply button); the e-mail lists them all.
    applyJob: { id: jobs[0]!.id, title: jobs[0]!.title },
    // A text names the newest job with its company, place and pay.
    text: ({ t, language }) => ({
      line: t('texts.facts.job_alert', { ...counts, job: [jobs[0]!.title, describeJob(jobs[0]!, language)].filter(Boolean).join(', ') }),
    }),
    compose: ({ t, language }) => ({
      subject: t('job_alert.subject', counts),
      content: {
        heading: t('job_alert.heading', counts),
        paragraphs: [
          unsent.length > jobs.length ? t('job_alert.body_more', { ...counts, shown: jobs.length }) : t('job_alert.body', counts),
        ],
        items: jobs.map((job) => ({ title: job.title, detail: describeJob(job, language) })),
        action: { label: t('job_alert.action'), url: searchUrl },
      },
    }),
  };
  return { search, jobs, notification };
}

/**
 * Alerts for a batch of due searches. Searches with the same filters share one run of the jobs
 * tab's search (newest first, from the oldest of their last alerts): many workers save the same
 * trade near the same city.
 */
async function alertBatch(
  db: Executor,
  index: JobSearchIndex,
  notifier: Notifier,
  due: repo.SavedSearchRow[],
  now: Date,
  freshJobs: Map<string, JobDto[]>,
) {
  const groups = new Map<string, repo.SavedSearchRow[]>();
  for (const search of due) {
    const key = JSON.stringify(Object.entries(search.filters).sort(([a], [b]) => a.localeCompare(b)));
    groups.set(key, [...(groups.get(key) ?? []), search]);
  }
  for (const [key, searches] of groups) {
    const oldest = Math.min(...searches.map((search) => search.lastAlertAt.getTime()));
    // One run's batches often share filters and last alert (a new job matching thousands of searches): searched once.
    const runKey = `${key}|${oldest}`;
    let fresh = freshJobs.get(runKey);
    if (!fresh) {
      // The newest-first search does not depend on who asks; any owner of the group can run it.
      const owner = await findUserById(db, searches[0]!.userId);
      if (!owner) continue;
      fresh = await findJobsPostedSince(db, index, toUserDto(owner), searches[0]!.filters, {
        since: new Date(oldest - ALERT_GRACE_MS),
        now,
      });
      freshJobs.set(runKey, fresh);
    }
    if (fresh.length === 0) continue;
    // A new job matching thousands of searches: the group's e-mails, texts and sent jobs are each one statement.
    const sent = await repo.listSentJobIdsOf(
      db,
      searches.map((search) => search.id),
      fresh.map((job) => job.id),
    );
    const plans = searches.flatMap((search) => planAlert(notifier, search, fresh, sent.get(search.id) ?? new Set()) ?? []);
    const queued = await notifier.notifyMany(
      db,
      plans.map((plan) => plan.notification),
    );
    await repo.insertSentJobsOf(
      db,
      plans
        .filter((_, i) => queued[i])
        .flatMap((plan) => plan.jobs.map((job) => ({ savedSearchId: plan.search.id, jobId: job.id, sentAt: now }))),
    );
  }
  await repo.markSavedSearchesAlerted(
    db,
    due.map((search) => search.id),
    now,
  );
}

/**
 * Queues the job alerts due at `now`: instant searches with a newer matching post, daily ones
 * after this morning's hour, weekly ones after Monday's. Each batch is locked (SKIP LOCKED) in
 * one transaction with its outbox rows, so two instances never alert the same search twice.
 */
export async function queueJobAlerts(
  db: Database,
  index: JobSearchIndex,
  notifier: Notifier,
  now: Date,
  schedule: { dailyDueBefore: Date; weeklyDueBefore: Date },
) {
  const runs = [
    { frequency: 'instant', dueBefore: now },
    { frequency: 'daily', dueBefore: schedule.dailyDueBefore },
    { frequency: 'weekly', dueBefore: schedule.weeklyDueBefore },
  ] as const;
  // The searches run inside each batch's transaction, with the index as it stands after this.
  await index.sync();
  const freshJobs = new Map<string, JobDto[]>();
  for (const run of runs) {
    for (;;) {
      const handled = await db.transaction(async (tx) => {
        const due = await repo.lockDueSavedSearches(tx, { ...run, graceMs: ALERT_GRACE_MS, limit: DUE_BATCH });
        await alertBatch(tx, index, notifier, due, now, freshJobs);
        return due.length;
      });
      if (handled < DUE_BATCH) break;
    }
  }
}
