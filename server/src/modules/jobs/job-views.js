import * as repo from './repository';
/**
 * Detail views counted in memory, one counter per app (infrastructure.ts), added to the day's rows in
 * one statement every VIEW_FLUSH_MS (and before an employer reads them), so a view costs no write of its own.
 */
export function createJobViewCounter(db) {
    let counts = new Map();
    return {
        record(jobId) {
            counts.set(jobId, (counts.get(jobId) ?? 0) + 1);
        },
        async flush(now) {
            if (counts.size === 0)
                return;
            const pending = counts;
            counts = new Map();
            await repo.addJobViews(db, now.toISOString().slice(0, 10), [...pending]);
        },
    };
}
