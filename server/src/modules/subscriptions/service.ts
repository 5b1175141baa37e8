import type { User } from '@core/auth/schemas';
import { employerPlanFeatures, FREE_JOB_POSTS, JOB_POST_DAYS } from '@core/payments/catalogue';
import { allocateJobPosts, freePostGrant, postUsage, type PostGrant } from '@core/subscriptions/allowance';
import {
  SUBSCRIPTION_MESSAGES,
  type EmployerSubscription,
  type Invoice,
  type WorkerSubscription,
} from '@core/subscriptions/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findEmployerProfile } from '../employer-profile/repository';
import * as paymentsRepo from '../payments/repository';
import { centsToDollars, toPaymentMethodDto, toPurchaseDto } from '../payments/service';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function toPostGrant(row: repo.JobPostGrantRow): PostGrant {
  return { id: row.id, posts: row.posts, startsAt: row.startsAt, endsAt: row.endsAt, isBoosted: row.isBoosted };
}

async function loadAllowance(db: Executor, employerId: string) {
  const grantRows = await repo.listJobPostGrants(db, employerId);
  const grants = [freePostGrant(FREE_JOB_POSTS), ...grantRows.map(toPostGrant)];
  const jobs = await repo.listPostedJobs(db, employerId);
  return { grantRows, grants, jobs };
}

/** Jobs that used a Boosted post rank first for 60 days from posting. */
async function markBoostedJobs(db: Executor, allowance: Awaited<ReturnType<typeof loadAllowance>>) {
  const allocation = allocateJobPosts(allowance.grants, allowance.jobs);
  for (const job of allowance.jobs) {
    if (job.boostedUntil === null && allocation.get(job.id)?.isBoosted) {
      await repo.setJobsBoostedUntil(db, [job.id], new Date(job.postedAt.getTime() + JOB_POST_DAYS.boosted * DAY_MS));
    }
  }
}

/** Sets boosted_until on the employer's jobs that used a Boosted post; the jobs module calls it after posting. */
export async function syncBoostedJobs(db: Executor, employerId: string): Promise<void> {
  await markBoostedJobs(db, await loadAllowance(db, employerId));
}

/**
 * Contract for the jobs module: throws an AppError (403 with the user's message) when the
 * employer's plan has no job post left for `count` new jobs.
 */
export async function assertCanPostJobs(db: Executor, employerId: string, count: number): Promise<void> {
  const allowance = await loadAllowance(db, employerId);
  await markBoostedJobs(db, allowance);
  const { available } = postUsage(allowance.grants, allowance.jobs, new Date());
  if (available >= count) return;
  throw new AppError(403, available <= 0 ? SUBSCRIPTION_MESSAGES.noPostsLeft : SUBSCRIPTION_MESSAGES.notEnoughPosts(available, count));
}

/** Basic and Boosted posts bought and still open; the bundle's monthly posts belong to its subscription. */
function openPostPlanGrants(grantRows: repo.JobPostGrantRow[], now: Date) {
  return grantRows
    .filter((grant) => grant.plan !== 'subscription-bundle' && grant.startsAt <= now && grant.endsAt > now)
    .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime());
}

function assertOwner(user: User, userId: string) {
  if (user.id !== userId) throw new AppError(403, SUBSCRIPTION_MESSAGES.notYourBilling);
}

/** The billing card's fields for a live subscription: once it is cancelled, nothing more is due. */
function subscriptionStatus(subscription: repo.SubscriptionRow) {
  return {
    planName: subscription.planName,
    plan: subscription.plan,
    isAnnual: subscription.isAnnual,
    isActive: true,
    isCancellable: !subscription.cancelAtPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    expiresAt: subscription.currentPeriodEnd.toISOString(),
    nextPaymentAmount: subscription.cancelAtPeriodEnd ? null : centsToDollars(subscription.amountCents),
    nextPaymentDate: subscription.cancelAtPeriodEnd ? null : subscription.currentPeriodEnd.toISOString(),
  };
}

export async function getEmployerSubscription(db: Executor, user: User, employerId: string): Promise<EmployerSubscription> {
  assertOwner(user, employerId);
  const now = new Date();
  const allowance = await loadAllowance(db, employerId);
  await markBoostedJobs(db, allowance);
  const usage = postUsage(allowance.grants, allowance.jobs, now);
  const subscription = await repo.findCurrentSubscription(db, employerId, now);
  const openPostGrants = openPostPlanGrants(allowance.grantRows, now);
  const paymentMethods = (await paymentsRepo.listPaymentMethodsForUser(db, employerId)).map(toPaymentMethodDto);
  const payPerHireEnabled = (await findEmployerProfile(db, employerId))?.payPerHireEnabled ?? false;
  const common = { jobPostsUsed: usage.used, jobPostsLimit: usage.limit, paymentMethods, payPerHireEnabled };

  if (subscription) {
    return { ...common, ...subscriptionStatus(subscription), planFeatures: [...employerPlanFeatures(subscription.plan)] };
  }
  const postPlan = openPostGrants.find((grant) => grant.isBoosted) ?? openPostGrants[0];
  const plan = postPlan ? (postPlan.isBoosted ? 'boosted' : 'basic') : 'none';
  const isCancelled = postPlan !== undefined && openPostGrants.every((grant) => grant.cancelledAt !== null);
  return {
    ...common,
    planName: postPlan ? (postPlan.isBoosted ? 'Boosted Job Post' : 'Basic Job Post') : 'Free Plan',
    plan,
    isAnnual: false,
    isActive: postPlan !== undefined,
    isCancellable: postPlan !== undefined && !isCancelled,
    cancelAtPeriodEnd: isCancelled,
    expiresAt: postPlan ? openPostGrants[0]!.endsAt.toISOString() : null,
    nextPaymentAmount: null,
    nextPaymentDate: null,
    planFeatures: [...employerPlanFeatures(plan)],
  };
}

export async function getWorkerSubscription(db: Executor, user: User, workerId: string): Promise<WorkerSubscription> {
  assertOwner(user, workerId);
  const subscription = await repo.findCurrentSubscription(db, workerId, new Date());
  const purchases = (await paymentsRepo.listPurchasesForUser(db, workerId)).map(toPurchaseDto);
  if (!subscription) {
    return {
      planName: 'Free Plan',
      plan: 'free',
      isAnnual: false,
      isActive: false,
      isCancellable: false,
      cancelAtPeriodEnd: false,
      expiresAt: null,
      nextPaymentAmount: null,
      nextPaymentDate: null,
      purchases,
    };
  }
  return { ...subscriptionStatus(subscription), purchases };
}

export async function listBillingHistory(db: Executor, user: User, userId: string): Promise<Invoice[]> {
  assertOwner(user, userId);
  return (await paymentsRepo.listInvoicesForUser(db, userId)).map((row) => ({
    id: row.id,
    description: row.description,
    date: row.createdAt.toISOString(),
    amount: centsToDollars(row.amountCents),
    status: row.status,
  }));
}

/**
 * Stops the plan at the end of the period already paid; access lasts until then. Without a
 * subscription, the employer's open Basic/Boosted posts are the plan: they stay usable to their end.
 */
export async function cancelSubscription(db: Database, user: User) {
  const now = new Date();
  const subscription = await repo.findCurrentSubscription(db, user.id, now);
  if (subscription) {
    if (subscription.cancelAtPeriodEnd) throw new AppError(409, SUBSCRIPTION_MESSAGES.alreadyCancelled);
    await repo.cancelSubscriptionsAtPeriodEnd(db, user.id, now);
    return { message: 'Subscription cancelled', accessUntil: subscription.currentPeriodEnd.toISOString() };
  }
  const postGrants = openPostPlanGrants(await repo.listJobPostGrants(db, user.id), now);
  if (postGrants.length === 0) throw new AppError(404, SUBSCRIPTION_MESSAGES.noActiveSubscription);
  const toCancel = postGrants.filter((grant) => grant.cancelledAt === null);
  if (toCancel.length === 0) throw new AppError(409, SUBSCRIPTION_MESSAGES.alreadyCancelled);
  await repo.cancelJobPostGrants(db, toCancel.map((grant) => grant.id), now);
  return { message: 'Subscription cancelled', accessUntil: postGrants[0]!.endsAt.toISOString() };
}

export async function listPaymentMethods(db: Executor, userId: string) {
  return (await paymentsRepo.listPaymentMethodsForUser(db, userId)).map(toPaymentMethodDto);
}

export async function removePaymentMethod(db: Database, user: User, id: string) {
  await db.transaction(async (tx) => {
    const removed = await paymentsRepo.deletePaymentMethod(tx, user.id, id);
    if (!removed) throw new AppError(404, SUBSCRIPTION_MESSAGES.paymentMethodNotFound);
    const [next] = await paymentsRepo.listPaymentMethodsForUser(tx, user.id);
    if (removed.isDefault && next) await paymentsRepo.markPaymentMethodDefault(tx, next.id);
  });
}

/** The card later payments use first; the others stay saved. */
export async function makeDefaultPaymentMethod(db: Database, user: User, id: string) {
  await db.transaction(async (tx) => {
    if (!(await paymentsRepo.findPaymentMethod(tx, user.id, id))) throw new AppError(404, SUBSCRIPTION_MESSAGES.paymentMethodNotFound);
    await paymentsRepo.setDefaultPaymentMethod(tx, user.id, id);
  });
  return listPaymentMethods(db, user.id);
}

export async function setPayPerHire(db: Executor, user: User, employerId: string, payPerHireEnabled: boolean) {
  if (user.id !== employerId) throw new AppError(403, SUBSCRIPTION_MESSAGES.notYourProfile);
  const row = await repo.updatePayPerHire(db, employerId, payPerHireEnabled);
  if (!row) throw new AppError(404, 'Employer profile not found');
  return row;
}

/**
 * The spec's demo upgrade: in test mode only (no real money is involved there), turns the
 * employer's open Basic post into a Boosted one, free of charge.
 */
export async function upgradeToBoostedDemo(db: Executor, user: User, employerId: string, isTestMode: boolean) {
  if (user.id !== employerId) throw new AppError(403, SUBSCRIPTION_MESSAGES.notYourProfile);
  if (!isTestMode) throw new AppError(403, SUBSCRIPTION_MESSAGES.demoOnlyInTestMode);
  const grant = await repo.findOpenBasicGrant(db, employerId, new Date());
  if (!grant) throw new AppError(400, SUBSCRIPTION_MESSAGES.demoNeedsBasic);
  const endsAt = new Date(grant.startsAt.getTime() + JOB_POST_DAYS.boosted * DAY_MS);
  await repo.updateJobPostGrant(db, grant.id, { plan: 'boosted', isBoosted: true, endsAt });
  return { plan: 'boosted' as const, expiresAt: endsAt.toISOString() };
}
