import { employerPlanFeatures, FREE_JOB_POSTS, JOB_POST_DAYS } from '@core/payments/catalogue';
import { choosePosts, postUsage } from '@core/subscriptions/allowance';
import { SUBSCRIPTION_MESSAGES } from '@core/subscriptions/schemas';
import { AppError } from '../../plugins/errors';
import { findEmployerProfile } from '../employer-profile/service';
import * as payments from '../payments/service';
import * as repo from './repository';
const DAY_MS = 24 * 60 * 60 * 1000;
async function loadAllowance(db, employerId, now) {
    const grants = await repo.listOpenPostGrants(db, employerId, now);
    const freePostsUsed = await repo.countFreePostsUsed(db, employerId, FREE_JOB_POSTS);
    return { grants, freePostsUsed };
}
/**
 * Contract for the jobs module, inside its insert's transaction: takes `count` posts from the
 * employer's allowance (locked until the transaction ends, so parallel posts cannot share one),
 * or throws an AppError (403 with the user's message) when fewer are left. A job on a Boosted
 * post ranks first for 60 days from posting and is listed as long; other posts last 30 days.
 */
export async function claimJobPosts(tx, employerId, count, now) {
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
export async function claimJobRenewal(tx, employerId, jobId, now) {
    const [post] = await claimJobPosts(tx, employerId, 1, now);
    await repo.insertJobPostRenewal(tx, { jobId, employerId, postGrantId: post.postGrantId, renewedAt: post.postedAt });
    return post;
}
/** Basic and Boosted posts bought and still open; the bundle's monthly posts belong to its subscription. */
function openPostPlanGrants(grantRows, now) {
    return grantRows
        .filter((grant) => grant.plan !== 'subscription-bundle' && grant.startsAt <= now && grant.endsAt > now)
        .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime());
}
function assertOwner(user, userId) {
    if (user.id !== userId)
        throw new AppError(403, SUBSCRIPTION_MESSAGES.notYourBilling);
}
/** The billing card's fields for a live subscription: once it is cancelled, nothing more is due. */
function subscriptionStatus(subscription) {
    return {
        planName: subscription.planName,
        plan: subscription.plan,
        isAnnual: subscription.isAnnual,
        isActive: true,
        isCancellable: !subscription.cancelAtPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        expiresAt: subscription.currentPeriodEnd.toISOString(),
        nextPaymentAmount: subscription.cancelAtPeriodEnd ? null : subscription.amountCents,
        nextPaymentDate: subscription.cancelAtPeriodEnd ? null : subscription.currentPeriodEnd.toISOString(),
    };
}
/**
 * `isTestMode`: the demo upgrade (Basic to Boosted, free of charge) exists only there, so only
 * there does the card offer it.
 */
export async function getEmployerSubscription(db, user, employerId, now, isTestMode = false) {
    assertOwner(user, employerId);
    const allowance = await loadAllowance(db, employerId, now);
    const usage = postUsage(allowance.grants, allowance.freePostsUsed);
    const subscription = await repo.findCurrentSubscription(db, employerId, now);
    const openPostGrants = openPostPlanGrants(allowance.grants, now);
    const paymentMethods = await payments.listPaymentMethods(db, employerId);
    const payPerHireEnabled = (await findEmployerProfile(db, employerId))?.payPerHireEnabled ?? false;
    const postsBought = openPostGrants.reduce((sum, grant) => sum + grant.posts, 0);
    const common = { jobPostsUsed: usage.used, jobPostsLimit: usage.limit, postsBought, paymentMethods, payPerHireEnabled };
    if (subscription) {
        return {
            ...common,
            ...subscriptionStatus(subscription),
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
        expiresAt: postPlan ? openPostGrants[0].endsAt.toISOString() : null,
        nextPaymentAmount: null,
        nextPaymentDate: null,
        planFeatures: [...employerPlanFeatures(plan)],
    };
}
export async function getWorkerSubscription(db, user, workerId, now) {
    assertOwner(user, workerId);
    const subscription = await repo.findCurrentSubscription(db, workerId, now);
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
            purchases,
        };
    }
    return { ...subscriptionStatus(subscription), purchases };
}
export async function listBillingHistory(db, user, userId) {
    assertOwner(user, userId);
    return payments.listInvoices(db, userId);
}
/**
 * Stops the plan at the end of the period already paid; access lasts until then. Basic and
 * Boosted posts are one-time purchases, not subscriptions: they have nothing to cancel.
 */
export async function cancelSubscription(db, user, now) {
    const subscription = await repo.findCurrentSubscription(db, user.id, now);
    if (!subscription)
        throw new AppError(404, SUBSCRIPTION_MESSAGES.noActiveSubscription);
    if (subscription.cancelAtPeriodEnd)
        throw new AppError(409, SUBSCRIPTION_MESSAGES.alreadyCancelled);
    await repo.cancelSubscriptionsAtPeriodEnd(db, user.id, now);
    return { message: 'Subscription cancelled', accessUntil: subscription.currentPeriodEnd.toISOString() };
}
/** How a paid purchase's plan and posts are written; payments receives these through app.ts (it sits below). */
export const subscriptionGrants = { insertJobPostGrants: repo.insertJobPostGrants, insertSubscription: repo.insertSubscription };
/**
 * The spec's demo upgrade: in test mode only (no real money is involved there), turns the
 * employer's open Basic post into a Boosted one, free of charge; a job already on it is boosted too.
 */
export async function upgradeToBoostedDemo(db, user, employerId, isTestMode, now) {
    if (user.id !== employerId)
        throw new AppError(403, SUBSCRIPTION_MESSAGES.notYourProfile);
    if (!isTestMode)
        throw new AppError(403, SUBSCRIPTION_MESSAGES.demoOnlyInTestMode);
    return db.transaction(async (tx) => {
        const grant = await repo.findOpenBasicGrant(tx, employerId, now);
        // Conditional on the grant still being Basic, so two upgrades at once cannot both succeed.
        const upgraded = grant
            ? await repo.upgradeBasicGrant(tx, grant.id, new Date(grant.startsAt.getTime() + JOB_POST_DAYS.boosted * DAY_MS))
            : null;
        if (!upgraded)
            throw new AppError(400, SUBSCRIPTION_MESSAGES.demoNeedsBasic);
        await repo.boostJobsOfGrant(tx, upgraded.id, JOB_POST_DAYS.boosted);
        return { plan: 'boosted', expiresAt: upgraded.endsAt.toISOString() };
    });
}
