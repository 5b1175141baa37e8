import { BILLING_MONTH_DAYS, findPurchasableItem, JOB_POST_DAYS } from '@core/payments/catalogue';
import { invoices, jobPostGrants, payments, purchases, subscriptions } from '../schema/payments';
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * One test-mode purchase of `planId` at `at`, with the rows a granted payment leaves (payments
 * module grants.ts; the seed sits below the modules, so it writes them itself): payment, purchase,
 * invoice, and the job-post grant, plus the subscription period for the bundle. Answers the grant.
 */
async function buy(tx, employerId, planId, at, reference) {
    const item = findPurchasableItem(planId);
    const [payment] = await tx
        .insert(payments)
        .values({
        userId: employerId,
        planId,
        amountCents: item.priceCents,
        provider: 'test',
        providerRef: `pi_test_demo_${reference}`,
        status: 'succeeded',
        grantedAt: at,
        createdAt: at,
    })
        .returning({ id: payments.id });
    const [purchase] = await tx
        .insert(purchases)
        .values({ userId: employerId, paymentId: payment.id, planId, name: item.name, amountCents: item.priceCents, purchasedAt: at })
        .returning({ id: purchases.id });
    await tx.insert(invoices).values({
        userId: employerId,
        purchaseId: purchase.id,
        description: item.name,
        amountCents: item.priceCents,
        status: 'paid',
        createdAt: at,
    });
    const days = planId === 'boosted' ? JOB_POST_DAYS.boosted : planId === 'basic' ? JOB_POST_DAYS.basic : BILLING_MONTH_DAYS;
    const endsAt = new Date(at.getTime() + days * DAY_MS);
    if (planId === 'subscription') {
        await tx.insert(subscriptions).values({
            userId: employerId,
            purchaseId: purchase.id,
            plan: item.plan,
            planName: item.name,
            isAnnual: false,
            amountCents: item.priceCents,
            currentPeriodStart: at,
            currentPeriodEnd: endsAt,
        });
    }
    const grant = item.grant;
    const [row] = await tx
        .insert(jobPostGrants)
        .values({
        employerId,
        purchaseId: purchase.id,
        plan: planId === 'subscription' ? 'subscription-bundle' : planId,
        posts: grant.type === 'post-subscription' ? grant.postsPerMonth : 1,
        isBoosted: planId === 'boosted',
        startsAt: at,
        endsAt,
    })
        .returning();
    return row;
}
/**
 * The demo employer's posts follow the allowance rules (core/subscriptions/allowance.ts), so billing
 * reads "10 / 10": the jobs of the last 10 days hold the Subscription Bundle bought then (4 posts),
 * older ones a Basic post (30 days) or, past 30 days, a Boosted one (60 days) bought when posted,
 * and the oldest the free post, whose 30 days are over: it shows as expired, with Renew.
 */
export async function buyDemoEmployerPosts(tx, employerId, postedDaysAgo, now) {
    const daysAgo = (days) => new Date(now.getTime() - days * DAY_MS);
    const oldest = Math.max(...postedDaysAgo);
    const bundleDays = 10;
    const bundle = await buy(tx, employerId, 'subscription', daysAgo(bundleDays), 0);
    const posts = [];
    for (const [index, days] of postedDaysAgo.entries()) {
        const postedAt = daysAgo(days);
        const basicEnd = new Date(postedAt.getTime() + JOB_POST_DAYS.basic * DAY_MS);
        if (days === oldest) {
            posts.push({ postGrantId: null, expiresAt: basicEnd, boostedUntil: null, isActive: false });
        }
        else if (days <= bundleDays) {
            posts.push({ postGrantId: bundle.id, expiresAt: basicEnd, boostedUntil: null, isActive: true });
        }
        else {
            const isBoosted = days >= JOB_POST_DAYS.basic;
            const grant = await buy(tx, employerId, isBoosted ? 'boosted' : 'basic', postedAt, index + 1);
            posts.push({ postGrantId: grant.id, expiresAt: grant.endsAt, boostedUntil: isBoosted ? grant.endsAt : null, isActive: true });
        }
    }
    return posts;
}
