import { shownEmail } from '@core/auth/phone-sign-in-schemas';
import type { User } from '@core/auth/schemas';
import {
  REPORT_MESSAGES,
  REPORTS_PER_DAY,
  REPORTS_PER_MINUTE,
  type Report,
  type ReportGroup,
  type ReportResolution,
  type ReportTargetSummary,
  type ReportTargetType,
  type ValidReportRequest,
} from '@core/reports/schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findCrewForReport, hasCrewAppliedToEmployer, isCrewMember } from '../crews/service';
import type { Notifier } from '../notifications/notifier';
import { canReadReview, findReviewForReport } from '../reviews/service';
import * as repo from './repository';

export type ReportRow = repo.ReportRow;

export function toReportDto(row: repo.ReportRow): Report {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason as Report['reason'],
    details: row.details,
    status: row.status,
    resolution: row.resolution as ReportResolution | null,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError(404, REPORT_MESSAGES.targetIdInvalid);
const fullName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || null;

/**
 * Whether the reporter may report the target: it exists and they can see it. A listed job anyone
 * sees, a closed one its applicants; an employer with a listed job anyone, else those tied to it by
 * an application or a conversation; a worker only an employer so tied; a message only the
 * participant who received it. Anything else is 404, so the answer tells nothing of what exists.
 */
async function assertCanReport(db: Executor, reporter: User, targetType: ReportTargetType, targetId: string, now: Date) {
  if (targetId === reporter.id) throw new AppError(400, REPORT_MESSAGES.cannotReportSelf);
  if (targetType === 'job') {
    const job = await repo.findJobTarget(db, targetId);
    if (!job) throw notFound();
    if (job.employerId === reporter.id) throw new AppError(400, REPORT_MESSAGES.cannotReportSelf);
    const isListed = job.isActive && job.expiresAt > now;
    if (!isListed && !(await repo.areConnected(db, reporter.id, job.employerId))) throw notFound();
    return;
  }
  if (targetType === 'message') {
    const message = await repo.findMessageTarget(db, targetId);
    if (!message || (message.senderId !== reporter.id && message.receiverId !== reporter.id)) throw notFound();
    if (message.senderId === reporter.id) throw new AppError(400, REPORT_MESSAGES.cannotReportSelf);
    return;
  }
  if (targetType === 'crew') return assertCanReportCrew(db, reporter, targetId);
  if (targetType === 'review') return assertCanReportReview(db, reporter, targetId, now);
  const user = await repo.findUserTarget(db, targetId);
  if (!user || user.userType !== targetType) throw notFound();
  if (targetType === 'worker' && reporter.userType !== 'employer') throw notFound();
  const isPublic = targetType === 'employer' && (await repo.hasListedJob(db, user.id, now));
  if (!isPublic && !(await repo.areConnected(db, reporter.id, user.id))) throw notFound();
}

/**
 * A crew is reported by those who can see it (issue 51): an employer when it is listed or applied to one of his
 * jobs, a worker when he is a member (its foreman would be reporting himself).
 */
async function assertCanReportCrew(db: Executor, reporter: User, crewId: string) {
  const crew = await findCrewForReport(db, crewId);
  if (!crew) throw notFound();
  if (reporter.userType === 'employer') {
    if (!crew.isLookingForWork && !(await hasCrewAppliedToEmployer(db, crew.id, reporter.id))) throw notFound();
    return;
  }
  if (reporter.userType !== 'worker' || !(await isCrewMember(db, crew.id, reporter.id))) throw notFound();
  if (crew.foremanId === reporter.id) throw new AppError(400, REPORT_MESSAGES.cannotReportSelf);
}

/** A review is reported by those who may read it (issue 52), its subject above all; its author would be reporting himself. */
async function assertCanReportReview(db: Executor, reporter: User, reviewId: string, now: Date) {
  const review = await findReviewForReport(db, reviewId);
  if (!review) throw notFound();
  if (review.authorId === reporter.id) throw new AppError(400, REPORT_MESSAGES.cannotReportSelf);
  if (!(await canReadReview(db, reporter, review, now))) throw notFound();
}

/**
 * Files a report. A reporter has one open report per target: reporting the same thing again
 * updates that report's reason and details (200) instead of counting twice. New reports are
 * limited per reporter (a minute's and a day's), counted under a lock on the reporter so parallel
 * requests on any instance cannot file past them.
 */
export async function createReport(
  db: Executor,
  reporter: User,
  input: ValidReportRequest,
  now: Date,
): Promise<{ report: Report; updated: boolean }> {
  await assertCanReport(db, reporter, input.targetType, input.targetId, now);
  const values = { reason: input.reason, details: input.details ?? null };
  const inserted = await db.transaction(async (tx) => {
    await repo.lockReporter(tx, reporter.id);
    if (await repo.findOpenReport(tx, reporter.id, input.targetType, input.targetId)) return null;
    await assertUnderReportLimits(tx, reporter.id, now);
    return repo.insertReportUnlessOpen(tx, {
      reporterId: reporter.id,
      targetType: input.targetType,
      targetId: input.targetId,
      ...values,
      createdAt: now,
      updatedAt: now,
    });
  });
  if (inserted) return { report: toReportDto(inserted), updated: false };
  const open = await repo.findOpenReport(db, reporter.id, input.targetType, input.targetId);
  const updated = open ? await repo.updateOpenReport(db, open.id, { ...values, updatedAt: now }) : null;
  // Resolved between the two statements: a new report is due, which the caller's retry files.
  if (!updated) throw new AppError(409, REPORT_MESSAGES.noOpenReports);
  return { report: toReportDto(updated), updated: true };
}

/** A new report past the reporter's rate (a minute's) or their day's cap is refused (429); the caller holds the reporter's lock. */
async function assertUnderReportLimits(db: Executor, reporterId: string, now: Date) {
  const [lastMinute = 0, lastDay = 0] = await repo.countReportsSince(db, reporterId, [
    new Date(now.getTime() - 60_000),
    new Date(now.getTime() - 24 * 60 * 60_000),
  ]);
  if (lastDay >= REPORTS_PER_DAY) throw new AppError(429, REPORT_MESSAGES.dailyReportLimit);
  if (lastMinute >= REPORTS_PER_MINUTE) throw new AppError(429, REPORT_MESSAGES.tooManyReports);
}

export interface DescribedTarget extends ReportTargetSummary {
  /** The account answerable for the target: the job's employer, the message's sender, the crew's foreman, the account itself. */
  account: { id: string; email: string; language: 'en' | 'es'; userType: string; frozen: boolean } | null;
}

/** What the operator reads of a reported thing, and who answers for it. */
export async function describeTarget(db: Executor, targetType: ReportTargetType, targetId: string): Promise<DescribedTarget> {
  let title = '';
  let detail: string | null = null;
  let accountId: string | null = null;
  if (targetType === 'job') {
    const job = await repo.findJobTarget(db, targetId);
    if (job) [title, detail, accountId] = [job.title, job.companyName, job.employerId];
  } else if (targetType === 'message') {
    const message = await repo.findMessageTarget(db, targetId);
    if (message) [title, accountId] = [message.content.slice(0, 300), message.senderId];
  } else if (targetType === 'crew') {
    const crew = await findCrewForReport(db, targetId);
    if (crew) [title, detail, accountId] = [crew.name, crew.foremanName, crew.foremanId];
  } else if (targetType === 'review') {
    // A review answers through its author; an empty text is named by its job.
    const review = await findReviewForReport(db, targetId);
    if (review) [title, detail, accountId] = [review.text.slice(0, 300) || review.jobTitle, review.jobTitle, review.authorId];
  } else {
    accountId = targetId;
  }
  const user = accountId ? await repo.findUserTarget(db, accountId) : null;
  const isAccount = targetType === 'employer' || targetType === 'worker';
  if (user && isAccount) {
    title = (targetType === 'employer' ? user.companyName : null) ?? fullName(user) ?? shownEmail(user.email);
    detail = targetType === 'employer' ? fullName(user) : null;
  }
  const exists = isAccount ? user?.userType === targetType : title !== '';
  return {
    exists,
    title,
    detail,
    accountId: user?.id ?? null,
    accountEmail: user ? shownEmail(user.email) || null : null,
    accountFrozen: Boolean(user?.frozenAt),
    account: user
      ? { id: user.id, email: user.email, language: user.language, userType: user.userType, frozen: Boolean(user.frozenAt) }
      : null,
  };
}

export async function listReportGroups(db: Executor): Promise<ReportGroup[]> {
  const groups = await repo.listReportGroups(db);
  return Promise.all(
    groups.map(async (group) => {
      const { account: _account, ...target } = await describeTarget(db, group.targetType, group.targetId);
      return {
        ...group,
        status: group.openCount > 0 ? ('open' as const) : ('resolved' as const),
        reasons: [...group.reasons].sort(),
        latestAt: group.latestAt.toISOString(),
        resolution: group.openCount > 0 ? null : group.resolution,
        target,
      };
    }),
  );
}

/**
 * Resolves every open report of the target inside the caller's transaction and queues one e-mail
 * per reporter in their language. 409 when there is none (already resolved by someone else).
 */
export async function resolveOpenReports(
  tx: Executor,
  notifier: Notifier,
  input: {
    targetType: ReportTargetType;
    targetId: string;
    action: ReportResolution;
    note: string;
    operatorId: string;
    targetTitle: string;
    now: Date;
  },
) {
  const open = await repo.lockOpenReportsOfTarget(tx, input.targetType, input.targetId);
  if (open.length === 0) throw new AppError(409, REPORT_MESSAGES.noOpenReports);
  await repo.markReportsResolved(
    tx,
    open.map((report) => report.id),
    { resolution: input.action, resolutionNote: input.note || null, resolvedBy: input.operatorId, resolvedAt: input.now },
  );
  const reporters = await repo.findRecipients(tx, [...new Set(open.map((report) => report.reporterId))]);
  for (const reporter of reporters) {
    await notifier.email(tx, {
      userId: reporter.id,
      to: reporter.email,
      language: reporter.language,
      kind: 'report_resolved',
      compose: ({ t }) => {
        const target = input.targetTitle || t(`reports.target_${input.targetType}`);
        return {
          subject: t('reports.reporter_subject'),
          content: {
            heading: t('reports.reporter_heading'),
            paragraphs: [
              t(input.action === 'no_action' ? 'reports.reporter_body_no_action' : 'reports.reporter_body_action', { target }),
              t('reports.reporter_closing'),
            ],
          },
        };
      },
    });
  }
  return open.length;
}

/** The warning e-mail to the account answerable for a reported target, in its language. */
export async function emailWarning(
  tx: Executor,
  notifier: Notifier,
  account: { id: string; email: string; language: 'en' | 'es' },
  input: { targetType: ReportTargetType; targetTitle: string; note: string },
) {
  await notifier.email(tx, {
    userId: account.id,
    to: account.email,
    language: account.language,
    kind: 'report_warning',
    compose: ({ t }) => ({
      subject: t('reports.warn_subject'),
      content: {
        heading: t('reports.warn_heading'),
        paragraphs: [
          t('reports.warn_body', { target: input.targetTitle || t(`reports.target_${input.targetType}`) }),
          ...(input.note ? [t('reports.warn_note', { note: input.note })] : []),
          t('reports.warn_closing'),
        ],
      },
    }),
  });
}

/** The reports of one target, newest first (the console's crew view). */
export async function listTargetReports(db: Executor, targetType: ReportTargetType, targetId: string): Promise<Report[]> {
  return (await repo.listReportsOfTarget(db, targetType, targetId)).map(toReportDto);
}

/** How many reports, and how many still open, name each of these targets. */
export async function countTargetReports(db: Executor, targetType: ReportTargetType, targetIds: string[]) {
  return repo.countReportsOfTargets(db, targetType, targetIds);
}

/** The reports an account made and those naming it (its jobs, its messages, the crews it leads, itself). */
export async function listAccountReports(db: Executor, userId: string) {
  const [made, against] = await Promise.all([repo.listReportsByReporter(db, userId), repo.listReportsAgainstAccount(db, userId)]);
  return { reportsMade: made.map(toReportDto), reportsAgainst: against.map(toReportDto) };
}
