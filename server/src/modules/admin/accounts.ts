import { ACCOUNT_ADMIN_MESSAGES, ACCOUNTS_PAGE_SIZE, type AccountDetail, type AccountSummary } from '@core/admin/account-schemas';
import { hasNoMailbox } from '@core/auth/phone-sign-in-schemas';
import { JOB_MESSAGES } from '@core/jobs/messages';
import { formatPhone } from '@core/shared/phone';
import type { Database, Executor } from '../../db/client';
import type { SessionStore } from '../../lib/session-cache';
import { AppError } from '../../plugins/errors';
import type { Notifier } from '../notifications/notifier';
import { listAccountReports } from '../reports/service';
import * as repo from './accounts-repository';
import { recordAudit } from './audit';
import { emailJobDecision } from './job-mail';
import { countPublishedJobs } from './unverified-employers';

type AccountRow = Awaited<ReturnType<typeof repo.searchAccounts>>[number];

function toAccountSummary(row: AccountRow): AccountSummary {
  return {
    id: row.id,
    // A worker who joined by phone without an e-mail (issue 55) is named by the number.
    email: hasNoMailbox(row.email) ? (row.phone ? formatPhone(row.phone) : '') : row.email,
    userType: row.userType,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
    frozenAt: row.frozenAt?.toISOString() ?? null,
    frozenReason: row.frozenReason,
  };
}

export async function searchAccounts(db: Executor, query: { q: string; page: number }) {
  const offset = (query.page - 1) * ACCOUNTS_PAGE_SIZE;
  const rows = await repo.searchAccounts(db, query.q, ACCOUNTS_PAGE_SIZE + 1, offset);
  return { accounts: rows.slice(0, ACCOUNTS_PAGE_SIZE).map(toAccountSummary), page: query.page, hasMore: rows.length > ACCOUNTS_PAGE_SIZE };
}

async function requireAccount(db: Executor, id: string) {
  const account = await repo.findAccount(db, id);
  if (!account) throw new AppError(404, ACCOUNT_ADMIN_MESSAGES.accountNotFound);
  return account;
}

export async function getAccountDetail(db: Executor, id: string, now: Date): Promise<AccountDetail> {
  const account = await requireAccount(db, id);
  const [jobs, applications, reports, purchases, invoices, publishedJobs] = await Promise.all([
    repo.listJobsOfEmployer(db, id),
    repo.listApplicationsOfAccount(db, id),
    listAccountReports(db, id),
    repo.listPurchasesOfAccount(db, id),
    repo.listInvoicesOfAccount(db, id),
    account.userType === 'employer' ? countPublishedJobs(db, id, now) : 0,
  ]);
  return {
    account: toAccountSummary(account),
    employerVerification:
      account.userType === 'employer' && account.employerProfileId
        ? {
            verified: account.verifiedAt !== null,
            verifiedBy: account.verifiedBy,
            verifiedAt: account.verifiedAt?.toISOString() ?? null,
            verifiedDomain: account.verifiedDomain,
          }
        : null,
    publishedJobs,
    jobs: jobs.map((job) => ({ ...job, postedAt: job.postedAt.toISOString(), expiresAt: job.expiresAt.toISOString() })),
    applications: applications.map(({ workerId, employerId, ...application }) => ({
      ...application,
      appliedAt: application.appliedAt.toISOString(),
      otherPartyId: workerId === id ? employerId : workerId,
    })),
    ...reports,
    purchases: purchases.map((purchase) => ({ ...purchase, purchasedAt: purchase.purchasedAt.toISOString() })),
    invoices: invoices.map((invoice) => ({ ...invoice, createdAt: invoice.createdAt.toISOString() })),
  };
}

export interface OperatorAction {
  operatorId: string;
  reason: string;
  now: Date;
}

/**
 * Freezes the account inside the caller's transaction: sign-in refused, every session revoked, its
 * open jobs closed (and remembered, for the unfreeze), audited. The caller forgets the user's
 * sessions on every instance once the transaction commits (`sessions.forgetUser`).
 */
export async function freezeAccountInTransaction(tx: Executor, userId: string, action: OperatorAction) {
  const account = await requireAccount(tx, userId);
  if (account.userType === 'operator') throw new AppError(400, ACCOUNT_ADMIN_MESSAGES.operatorCannotBeFrozen);
  if (!(await repo.setFrozen(tx, userId, action.now, action.reason))) throw new AppError(409, ACCOUNT_ADMIN_MESSAGES.alreadyFrozen);
  await repo.revokeSessionsOfUser(tx, userId, action.now);
  const closedJobIds = await repo.closeActiveJobsOf(tx, userId);
  await repo.recordFreezeJobs(tx, userId, closedJobIds, action.now);
  await recordAudit(tx, {
    operatorId: action.operatorId,
    action: 'account.freeze',
    targetType: 'user',
    targetId: userId,
    reason: action.reason,
    at: action.now,
  });
  return closedJobIds.length;
}

export async function freezeAccount(deps: { db: Database; sessions: SessionStore }, userId: string, action: OperatorAction) {
  const jobsChanged = await deps.db.transaction((tx) => freezeAccountInTransaction(tx, userId, action));
  // After the commit: every instance drops the cached sessions (the event bus), so none serves them again.
  await deps.sessions.forgetUser(userId);
  return { account: toAccountSummary(await requireAccount(deps.db, userId)), jobsChanged };
}

/** Lifts the freeze and reopens the jobs it closed that are still within their post's days. */
export async function unfreezeAccount(deps: { db: Database; sessions: SessionStore }, userId: string, action: OperatorAction) {
  const jobsChanged = await deps.db.transaction(async (tx) => {
    await requireAccount(tx, userId);
    if (!(await repo.clearFrozen(tx, userId))) throw new AppError(409, ACCOUNT_ADMIN_MESSAGES.notFrozen);
    const reopened = await repo.reopenFreezeJobs(tx, userId, action.now);
    await recordAudit(tx, {
      operatorId: action.operatorId,
      action: 'account.unfreeze',
      targetType: 'user',
      targetId: userId,
      reason: action.reason || null,
      at: action.now,
    });
    return reopened;
  });
  await deps.sessions.forgetUser(userId);
  return { account: toAccountSummary(await requireAccount(deps.db, userId)), jobsChanged };
}

/**
 * Closes a job (the employer can reopen it unless the account is frozen), audited with the reason.
 * Returns whether it was open: only then did anything change for its employer.
 */
export async function closeJobInTransaction(tx: Executor, jobId: string, action: OperatorAction) {
  const job = await repo.findJobForClosing(tx, jobId);
  if (!job) throw new AppError(404, JOB_MESSAGES.notFound);
  await repo.closeJob(tx, jobId);
  await recordAudit(tx, {
    operatorId: action.operatorId,
    action: 'job.close',
    targetType: 'job',
    targetId: jobId,
    reason: action.reason,
    at: action.now,
  });
  return job;
}

/** The console's close: the employer of an open job is e-mailed the reason in their language, as a rejection is. */
export function closeJob(deps: { db: Database; notifier: Notifier }, jobId: string, action: OperatorAction) {
  return deps.db.transaction(async (tx) => {
    const job = await closeJobInTransaction(tx, jobId, action);
    if (job.isActive) await emailJobDecision(tx, deps.notifier, 'job_closed', job, action.reason);
    return { id: job.id, isActive: false };
  });
}
