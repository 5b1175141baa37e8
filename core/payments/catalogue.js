/**
 * The one price list of CrewBridge (spec 000 section 9, 001 sections 2 and 9): what the pricing
 * page shows and what the server charges. Prices are in cents; neither the checkout page nor the
 * server trusts the URL's amount.
 */
import { centsToDollars } from './money';
export const JOB_POST_DAYS = { basic: 30, boosted: 60 };
export const SUBSCRIPTION_POSTS_PER_MONTH = 4;
/** A billing month is 30 days (decisions.md). */
export const BILLING_MONTH_DAYS = 30;
export const FREE_JOB_POSTS = 1;
export const RESUME_PLANS = [
    { id: 'free_trial', name: 'Free Trial', priceCents: 0, periodDays: 7, resumeLimit: 2 },
    { id: 'standard', name: 'Standard', priceCents: 1499, periodDays: BILLING_MONTH_DAYS, resumeLimit: 15 },
    { id: 'flex', name: 'Flex', priceCents: 2499, periodDays: BILLING_MONTH_DAYS, resumeLimit: null },
];
export const WORKER_SERVICES = [
    { id: 'resume-service', name: 'Resume Enhancement', priceCents: 4900 },
    { id: 'linkedin-service', name: 'LinkedIn Profile Setup', priceCents: 9900 },
    { id: 'interview-service', name: 'Interview Preparation', priceCents: 7900 },
    { id: 'salary-service', name: 'Salary Negotiation Guide', priceCents: 2900 },
    { id: 'career-bundle', name: 'Career Starter Bundle', priceCents: 9900 },
    { id: 'apprenticeship-service', name: 'Apprenticeship Application', priceCents: 1900 },
];
/** The bundle's individual total and saving as the services tab shows them (001 section 9). */
export const CAREER_BUNDLE_INDIVIDUAL_CENTS = 22700;
export const CAREER_BUNDLE_SAVING_CENTS = 12800;
const monthlyPost = (days, isBoosted) => ({ type: 'job-post', posts: 1, validDays: days, isBoosted });
export const PURCHASABLE_ITEMS = [
    {
        id: 'basic',
        name: 'Basic Job Post',
        audience: 'employer',
        priceCents: 9900,
        plan: 'basic',
        isAnnual: false,
        grant: monthlyPost(JOB_POST_DAYS.basic, false),
    },
    {
        id: 'basic-annual',
        name: 'Basic Job Post',
        audience: 'employer',
        priceCents: 8900,
        plan: 'basic',
        isAnnual: true,
        grant: monthlyPost(JOB_POST_DAYS.basic, false),
    },
    {
        id: 'boosted',
        name: 'Boosted Job Post',
        audience: 'employer',
        priceCents: 29900,
        plan: 'boosted',
        isAnnual: false,
        grant: monthlyPost(JOB_POST_DAYS.boosted, true),
    },
    {
        id: 'boosted-annual',
        name: 'Boosted Job Post',
        audience: 'employer',
        priceCents: 26900,
        plan: 'boosted',
        isAnnual: true,
        grant: monthlyPost(JOB_POST_DAYS.boosted, true),
    },
    {
        id: 'subscription',
        name: 'Subscription Bundle',
        audience: 'employer',
        priceCents: 99900,
        plan: 'subscription-bundle',
        isAnnual: false,
        grant: { type: 'post-subscription', postsPerMonth: SUBSCRIPTION_POSTS_PER_MONTH, months: 1 },
    },
    {
        id: 'subscription-annual',
        name: 'Subscription Bundle',
        audience: 'employer',
        priceCents: 899900,
        plan: 'subscription-bundle',
        isAnnual: true,
        grant: { type: 'post-subscription', postsPerMonth: SUBSCRIPTION_POSTS_PER_MONTH, months: 12 },
    },
    ...WORKER_SERVICES.map((service) => ({
        ...service,
        audience: 'worker',
        plan: service.id,
        isAnnual: false,
        grant: { type: 'worker-service' },
    })),
    {
        id: 'entry-level',
        name: 'Career Starter Bundle',
        audience: 'worker',
        priceCents: 9900,
        plan: 'career-bundle',
        isAnnual: false,
        grant: { type: 'worker-service' },
    },
    ...RESUME_PLANS.filter((plan) => plan.priceCents > 0).map((plan) => ({
        id: plan.id,
        name: `${plan.name} Resume Plan`,
        audience: 'worker',
        priceCents: plan.priceCents,
        plan: plan.id,
        isAnnual: false,
        grant: { type: 'resume-plan', resumePlan: plan.id, months: 1 },
    })),
];
export function findPurchasableItem(id) {
    return PURCHASABLE_ITEMS.find((item) => item.id === id);
}
/** Stripe's lower-case card brand as shown to people: visa -> Visa. */
export function cardBrandName(brand) {
    return brand.charAt(0).toUpperCase() + brand.slice(1);
}
export const EMPLOYER_PLAN_CARDS = [
    {
        id: 'basic',
        name: 'Basic Job Post',
        monthly: { priceCents: 9900, period: 'per post', checkoutId: 'basic' },
        annual: { priceCents: 8900, originalPriceCents: 9900, period: 'per post, billed annually', checkoutId: 'basic-annual' },
        duration: 'Valid for 30 days',
        isPopular: false,
        features: ['One job post live for 30 days', 'Up to 3 messages per candidate', 'Applications in your dashboard', 'Email support'],
        cta: 'Post a Job',
    },
    {
        id: 'boosted',
        name: 'Boosted Job Post',
        monthly: { priceCents: 29900, period: 'per post', checkoutId: 'boosted' },
        annual: { priceCents: 26900, originalPriceCents: 29900, period: 'per post, billed annually', checkoutId: 'boosted-annual' },
        duration: 'Valid for 60 days',
        isPopular: true,
        features: [
            'One job post live for 60 days',
            'Listed first in job search',
            'Boosted badge on your listing',
            'Advanced Labor Estimator',
            'Priority support',
        ],
        cta: 'Boost a Job',
    },
    {
        id: 'subscription',
        name: 'Subscription Bundle',
        monthly: { priceCents: 99900, period: 'per month', checkoutId: 'subscription' },
        annual: { priceCents: 899900, originalPriceCents: 1198800, period: 'per year', checkoutId: 'subscription-annual' },
        duration: 'Cancel anytime, keep access to the period end',
        isPopular: false,
        features: [
            'Up to 4 job posts per month',
            'Each post live for 30 days',
            'Advanced Labor Estimator',
            'Billing history and invoices',
            'Priority support',
        ],
        cta: 'Start Subscription',
    },
    {
        id: 'enterprise',
        name: 'Enterprise',
        monthly: 'Custom',
        annual: 'Custom',
        duration: 'Custom pricing for large teams',
        isPopular: false,
        features: ['Volume job posting', 'Dedicated account manager', 'Advanced Labor Estimator', 'Custom onboarding'],
        cta: 'Contact Sales',
    },
];
export const WORKER_PLAN_CARDS = [
    {
        id: 'free',
        name: 'Free Profile',
        price: 0,
        period: 'forever',
        targetAudience: 'Every worker',
        isPopular: true,
        badge: 'Recommended',
        features: ['Create your worker profile', 'Browse and apply to unlimited jobs', 'Save jobs', 'Message employers'],
        cta: 'Create Free Profile',
    },
    {
        id: 'experienced',
        name: 'Professional Services',
        price: 'À la carte',
        period: 'pay per service',
        targetAudience: 'Experienced workers',
        isPopular: false,
        badge: null,
        features: ['Resume Enhancement - $49', 'LinkedIn Profile Setup - $99', 'Interview Preparation - $79', 'Salary Negotiation Guide - $29'],
        cta: 'Browse Services',
    },
    {
        id: 'entry-level',
        name: 'Career Starter Bundle',
        price: 9900,
        period: 'one-time',
        targetAudience: 'Entry-level workers',
        isPopular: false,
        badge: null,
        features: ['Resume Enhancement', 'Interview Preparation', '3 coaching sessions', '60-day placement support'],
        cta: 'Get the Bundle',
    },
];
export const ADDITIONAL_SERVICES = [
    {
        id: 'pay-per-hire',
        name: 'Pay-Per-Hire Success Fee',
        description: 'Pay only when you hire through CrewBridge.',
        price: '$1,000 flat or 2% of first-year salary',
        details: [
            '2% of the first-year salary, $1,000 minimum',
            'Charged only after a successful hire',
            'Refund if the hire leaves within 90 days',
        ],
    },
    {
        id: 'apprenticeship-applications',
        name: 'Apprenticeship Applications',
        description: 'We prepare and submit your apprenticeship application.',
        price: '$19 per application',
        details: ['Application reviewed by a career advisor', 'Submitted to the program of your choice', 'Status updates by e-mail'],
    },
];
/** How an invoice names what it bills: the item's name, this after an annual one; a fee, this before the job's title. */
export const ANNUAL_INVOICE_SUFFIX = ' (annual)';
export const PAY_PER_HIRE_INVOICE_PREFIX = 'Pay-Per-Hire Success Fee - ';
/** Where a pricing-page click goes (000 section 4). */
export function employerPlanHref(card, isAnnual) {
    const price = isAnnual ? card.annual : card.monthly;
    if (price === 'Custom')
        return '/contact-us';
    return checkoutHref(price.checkoutId, card.name, price.priceCents);
}
export function workerPlanHref(card) {
    if (card.price === 'À la carte')
        return '/worker-dashboard';
    if (card.price === 0)
        return '/?signup=true';
    return checkoutHref(card.id, card.name, card.price);
}
/** Checkout's Add Payment Method links (001 worker billing, 002 employer billing): save a card, charge nothing. */
export const SAVE_CARD_PLAN_IDS = ['add-payment', 'update-payment'];
export function checkoutHref(planId, name, priceCents) {
    const params = new URLSearchParams({ plan: planId, name, amount: centsToDollars(priceCents) });
    return `/checkout?${params.toString()}`;
}
// ---- Pay-per-hire (002 section 9) ----
export const PAY_PER_HIRE_RATE = 0.02;
export const PAY_PER_HIRE_MINIMUM_CENTS = 100_000;
/** 2% of the yearly salary (salaryMax, else salaryMin, in dollars) with a $1,000 minimum, in cents. */
export function payPerHireFeeCents(salaryMax, salaryMin) {
    const salary = salaryMax ?? salaryMin ?? 0;
    return Math.max(PAY_PER_HIRE_MINIMUM_CENTS, Math.round(salary * 100 * PAY_PER_HIRE_RATE));
}
/** Names the payment-success page knows (000 section 9), beyond the purchasable items. */
export const OTHER_PLAN_NAMES = {
    premium: 'Premium (90 days)',
    enterprise: 'Enterprise',
    professional: 'Professional Services',
    experienced: 'Professional Services',
};
export function planDisplayName(planId) {
    return findPurchasableItem(planId)?.name ?? OTHER_PLAN_NAMES[planId] ?? planId;
}
export const FREE_EMPLOYER_FEATURES = [
    '1 free job post',
    'Applications in your dashboard',
    'Message candidates',
    'Basic Labor Estimator',
];
/** Basic and Boosted are prepaid single posts: nothing is billed again, monthly or yearly. */
export function billingPeriod(plan, isAnnual) {
    if (plan === 'basic' || plan === 'boosted')
        return 'one-time';
    return isAnnual ? 'annual' : 'monthly';
}
/** The features the subscription tab lists for the employer's current plan. */
export function employerPlanFeatures(plan) {
    const cardId = plan === 'subscription-bundle' ? 'subscription' : plan;
    return EMPLOYER_PLAN_CARDS.find((card) => card.id === cardId)?.features ?? FREE_EMPLOYER_FEATURES;
}
