import * as repo from './repository';
// Every instance applies the change log within seconds (search/job-search-index.ts syncs when idle); a day is ample.
const JOB_CHANGES_KEPT_MS = 24 * 60 * 60 * 1000;
/**
 * The expiry sweep (every minute on each instance, see server/src/infrastructure.ts): search, counts, best match
 * and alerts read is_active, so an expired post leaves them within a minute.
 */
export async function expireJobPosts(db, now) {
    const expired = await repo.deactivateExpiredJobs(db, now);
    await repo.pruneJobChanges(db, JOB_CHANGES_KEPT_MS);
    return expired;
}
