import type { User } from '@core/auth/schemas';
import { employerPlanFeatures, FREE_JOB_POSTS, JOB_POST_DAYS } from '@core/payments/catalogue';
import { choosePosts, postUsage } from '@core/subscriptions/allowance';
import { SUBSCRIPTION_MESSAGES, type EmployerSubscription, type Invoice, type WorkerSubscription } from '@core/subscriptions/schemas';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findEmployerProfile } from '../employer-profile/service';
import * as payments from '../payments/service';
import { applyBillingEvent } from './billing-events';
import { scheduledChangeOf } from './plan-change';
import { retryPastDueOf } from './renewal';
import { payPastDueWithCard } from './stripe-billing';
import * as repo from './repository';
import * as renewalRepo from './renewal-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

async function loadAllowance(db: Executor, employerId: string, now: Date) {
  const grants = await repo.listOpenPostGrants(db, employerId, now);
  const freePostsUsed = await repo.countFreePostsUsed(db, employerId, FREE_JOB_POSTS);
  return { grants, freePostsUsed };
}

/** What a new job stores about the post it used. */
export interface ClaimedPost {
  postGrantId: string | null;
  postedAt: Date;
  boostedUntil: Date | null;
  /** The end of the post: 60 days for a Boosted one, 30 for the others (Basic, the bundle's, the free post). */
  expiresAt: Date;
}

/**
 * Contract for the jobs module, inside its insert's transaction: takes `count` posts from the
 * employer's allowance (locked until the transaction ends, so parallel posts cannot share one),
 * or throws an AppError (403 with the user's message) when fewer are left. A job on a Boosted
 * post ranks first for 60 days from posting and is listed as long; other posts last 30 days.
 */
export async function claimJobPosts(tx: Transaction, employerId: string, count: number, now: Date): Promise<ClaimedPost[]> {
  await repo.lockPostAllowance(tx, employerId);
  const { grants, freePostsUsed } = await loadAllowance(tx, employerId, now);
  const posts = choosePosts(grants, freePostsUsed, count);
  if (!posts) {
    const { available } = postUsage(grants, freePostsUsed);
    const { noPostsLeft, notEnoughPosts } = SUBSCRIPTION_MESSAGES;
    throw available <= 0 ? new AppError(403, noPostsLeft) : new AppError(403, notEnoughPosts.coded({ count: available, requested: count }));
  }
  return posts.map((grant) => {
    const endsAt = new Date(now.getTime() + (grant?.isBoosted ? JOB_POST_DAYS.boosted : JOB_POST_DAYS.basic) * DAY_MS);
    return { postGrantId: grant?.id ?? null, postedAt: now, boostedUntil: grant?.isBoosted ? endsAt : null, expiresAt: endsAt };
  });
}

/**
 * Contract for the jobs module, inside its update's transaction: renewing `jobId` takes one post
 * exactly as posting does (same rule, same errors) and records it, so the allowance counts it.
 */
export async function claimJobRenewal(tx: Transaction, employerId: string, jobId: string, now: Date): Promise<ClaimedPost> {
  const [post] = await claimJobPosts(tx, employerId, 1, now);
  await repo.insertJobPostRenewal(tx, { jobId, employerId, postGrantId: post!.postGrantId, renewedAt: post!.postedAt });
  return post!;
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

/**
 * The billing card's fields for a subscription: once it is cancelled, nothing more is due (Resume undoes that
 * until the period ends); past due, the failed charge's amount is still owed and the plan waits for it.
 */
async function subscriptionStatus(db: Executor, subscription: repo.SubscriptionRow, now: Date) {
  const isPastDue = subscription.status === 'past_due';
  const failure = isPastDue ? await renewalRepo.findLatestFailure(db, subscription.id, subscription.currentPeriodEnd) : null;
  const isRenewing = !subscription.cancelAtPeriodEnd && !isPastDue;
  // A downgrade scheduled for the period end: the next charge is the new plan's price.
  const scheduled = isRenewing ? scheduledChangeOf(subscription) : null;
  return {
    planName: subscription.planName,
    plan: subscription.plan,
    isAnnual: subscription.isAnnual,
    isActive: !isPastDue,
    isCancellable: isRenewing,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    expiresAt: subscription.currentPeriodEnd.toISOString(),
    nextPaymentAmount: subscription.cancelAtPeriodEnd ? null : (scheduled?.priceCents ?? subscription.amountCents),
    nextPaymentDate: isRenewing ? subscription.currentPeriodEnd.toISOString() : null,
    scheduledPlanChange: scheduled && { planId: scheduled.planId, planName: scheduled.planName, effectiveDate: scheduled.effectiveDate },
    isPastDue,
    retryDate: failure?.nextAttemptAt?.toISOString() ?? null,
    canResume: subscription.cancelAtPeriodEnd && subscription.status === 'active' && subscription.currentPeriodEnd > now,
  };
}

/** The plan the billing card shows: the live one, else one whose renewal charge failed. */
async function findShownSubscription(db: Executor, userId: string, now: Date) {
  return (await repo.findCurrentSubscription(db, userId, now)) ?? (await renewalRepo.findPastDueSubscription(db, userId));
}

/**
 * `isTestMode`: the demo upgrade (Basic to Boosted, free of charge) exists only there, so only
 * there does the card offer it.
 */
export async function getEmployerSubscription(
  db: Executor,
  user: User,
  employerId: string,
  now: Date,
  isTestMode = false,
): Promise<EmployerSubscription> {
  assertOwner(user, employerId);
  const allowance = await loadAllowance(db, employerId, now);
  const usage = postUsage(allowance.grants, allowance.freePostsUsed);
  const subscription = await findShownSubscription(db, employerId, now);
  const openPostGrants = openPostPlanGrants(allowance.grants, now);
  const paymentMethods = await payments.listPaymentMethods(db, employerId);
  const payPerHireEnabled = (await findEmployerProfile(db, employerId))?.payPerHireEnabled ?? false;
  const postsBought = openPostGrants.reduce((sum, grant) => sum + grant.posts, 0);
  const common = { jobPostsUsed: usage.used, jobPostsLimit: usage.limit, postsBought, paymentMethods, payPerHireEnabled };

  if (subscription) {
    return {
      ...common,
      ...(await subscriptionStatus(db, subscription, now)),
      canUpgradeDemo: false,
      planFeatures: [...employerPlanFeatures(subscription.plan)],
    };
  }
  const postPlan = openPostGrants.find((grant) => grant.isBoosted) ?? openPostGrants[0];
  const plan = postPlan ? (postPlan.isBoosted ? 'boosted' : 'basic') : 'none';
  // Posts cancelled before Basic and Boosted stopped being cancellable still read as such.
  const isCancelled = postPlan !== undefined && openPostGrants.every((grant) => grant.cancelledAt !== null);
  return {
    ...common,
    planName: postPlan ? (postPlan.isBoosted ? 'Boosted Job Post' : 'Basic Job Post') : 'Free Plan',
    plan,
    isAnnual: false,
    isActive: postPlan !== undefined,
    // A post is bought once and lasts its days: there is nothing to cancel (the bundle is).
    isCancellable: false,
    canUpgradeDemo: isTestMode && openPostGrants.some((grant) => !grant.isBoosted),
    cancelAtPeriodEnd: isCancelled,
    expiresAt: postPlan ? openPostGrants[0]!.endsAt.toISOString() : null,
    nextPaymentAmount: null,
    nextPaymentDate: null,
    isPastDue: false,
    retryDate: null,
    canResume: false,
    planFeatures: [...employerPlanFeatures(plan)],
  };
}

export async function getWorkerSubscription(db: Executor, user: User, workerId: string, now: Date): Promise<WorkerSubscription> {
  assertOwner(user, workerId);
  const subscription = await findShownSubscription(db, workerId, now);
  const purchases = await payments.listPurchases(db, workerId);
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
      isPastDue: false,
      retryDate: null,
      canResume: false,
      purchases,
    };
  }
  return { ...(await subscriptionStatus(db, subscription, now)), purchases };
}

export async function listBillingHistory(db: Executor, user: User, userId: string): Promise<Invoice[]> {
  assertOwner(user, userId);
  return payments.listInvoices(db, userId);
}

/** How a paid purchase's plan and posts are written; payments receives these through app.ts (it sits below). */
export const subscriptionGrants = {
  insertJobPostGrants: repo.insertJobPostGrants,
  insertSubscription: repo.insertSubscription,
  applyBillingEvent,
  retryPastDue: retryPastDueOf,
  payPastDueWithCard,
} satisfies Partial<payments.PurchaseGrants>;

export { cancelSubscription, resumeSubscription } from './cancel-resume';
export { changePlan, previewPlanChange, undoPlanChange } from './plan-change';
export { runBillingTasks } from './stripe-billing';

/**
 * The spec's demo upgrade: in test mode only (no real money is involved there), turns the
 * employer's open Basic post into a Boosted one, free of charge; a job already on it is boosted too.
 */
export async function upgradeToBoostedDemo(db: Database, user: User, employerId: string, isTestMode: boolean, now: Date) {
  if (user.id !== employerId) throw new AppError(403, SUBSCRIPTION_MESSAGES.notYourProfile);
  if (!isTestMode) throw new AppError(403, SUBSCRIPTION_MESSAGES.demoOnlyInTestMode);
  return db.transaction(async (tx) => {
    const grant = await repo.findOpenBasicGrant(tx, employerId, now);
    // Conditional on the grant still being Basic, so two upgrades at once cannot both succeed.
    const upgraded = grant
      ? await repo.upgradeBasicGrant(tx, grant.id, new Date(grant.startsAt.getTime() + JOB_POST_DAYS.boosted * DAY_MS))
      : null;
    if (!upgraded) throw new AppError(400, SUBSCRIPTION_MESSAGES.demoNeedsBasic);
    await repo.boostJobsOfGrant(tx, upgraded.id, JOB_POST_DAYS.boosted);
    return { plan: 'boosted' as const, expiresAt: upgraded.endsAt.toISOString() };
  });
}
