import { isJobId, JOB_ACTIVITY_DAYS, JOB_MESSAGES } from '@core/jobs/schemas';
import { AppError } from '../../plugins/errors';
import { toJobDto, toJobExpiry } from './job-dto';
import * as repo from './repository';
export async function listEmployerJobs(db, { jobViews, now }, user, employerId) {
    if (user.id !== employerId)
        throw new AppError(403, JOB_MESSAGES.notYourJobs);
    await jobViews.flush(now);
    const [rows, applicationCounts, viewCounts] = await Promise.all([
        repo.listJobsForEmployer(db, employerId),
        repo.countApplicationsByJobAndStatus(db, employerId),
        repo.sumJobViewsForEmployer(db, employerId),
    ]);
    const views = new Map(viewCounts.map((row) => [row.jobId, row.views]));
    return rows.map((row) => {
        const counts = { pending: 0, reviewed: 0, interview: 0, accepted: 0, rejected: 0 };
        for (const count of applicationCounts)
            if (count.jobId === row.job.id)
                counts[count.status] = count.count;
        return { ...toJobDto(row, now), ...toJobExpiry(row.job, now), applicationCounts: counts, views: views.get(row.job.id) ?? 0 };
    });
}
const DAY_MS = 24 * 60 * 60 * 1000;
/** One of the employer's jobs, day by day over the last JOB_ACTIVITY_DAYS days: views and new applications. */
export async function getJobActivity(db, { jobViews, now }, user, employerId, jobId) {
    if (user.id !== employerId)
        throw new AppError(403, JOB_MESSAGES.notYourJobs);
    const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
    if (!row || row.job.employerId !== employerId)
        throw new AppError(404, JOB_MESSAGES.notFound);
    await jobViews.flush(now);
    const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const from = new Date(startOfToday - (JOB_ACTIVITY_DAYS - 1) * DAY_MS);
    const fromDay = from.toISOString().slice(0, 10);
    const [views, applications] = await Promise.all([
        repo.listJobViewDays(db, jobId, fromDay),
        repo.countApplicationsPerDay(db, jobId, from),
    ]);
    const viewsByDay = new Map(views.map((entry) => [entry.day, entry.views]));
    const applicationsByDay = new Map(applications.map((entry) => [entry.day, entry.count]));
    const days = Array.from({ length: JOB_ACTIVITY_DAYS }, (_, index) => {
        const day = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
        return { day, views: viewsByDay.get(day) ?? 0, applications: applicationsByDay.get(day) ?? 0 };
    });
    return { days };
}
