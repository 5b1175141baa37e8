import { describe, expect, it } from 'vitest';
import { billingPeriod, checkoutHref, EMPLOYER_PLAN_CARDS, employerPlanHref, findPurchasableItem, payPerHireFeeCents, PURCHASABLE_ITEMS, RESUME_PLANS, WORKER_PLAN_CARDS, WORKER_SERVICES, workerPlanHref, } from './catalogue';
const card = (id) => EMPLOYER_PLAN_CARDS.find((plan) => plan.id === id);
describe('plan catalogue', () => {
    it('prices the employer plans of spec 000 section 9', () => {
        expect(findPurchasableItem('basic')).toMatchObject({ name: 'Basic Job Post', priceCents: 9900 });
        expect(findPurchasableItem('boosted')).toMatchObject({ name: 'Boosted Job Post', priceCents: 29900 });
        expect(findPurchasableItem('subscription')).toMatchObject({ priceCents: 99900, plan: 'subscription-bundle' });
        expect(findPurchasableItem('subscription-annual')).toMatchObject({ priceCents: 899900, isAnnual: true });
        expect(findPurchasableItem('enterprise')).toBeUndefined();
    });
    it('shows the annual display prices and struck-through prices', () => {
        expect(card('basic').annual).toMatchObject({ priceCents: 8900, originalPriceCents: 9900 });
        expect(card('boosted').annual).toMatchObject({ priceCents: 26900, originalPriceCents: 29900 });
        expect(card('subscription').annual).toMatchObject({ priceCents: 899900, originalPriceCents: 1198800 });
        expect(card('boosted').isPopular).toBe(true);
        expect(card('enterprise').monthly).toBe('Custom');
    });
    it('charges the annual price it displays', () => {
        for (const plan of EMPLOYER_PLAN_CARDS) {
            if (plan.annual === 'Custom')
                continue;
            expect(findPurchasableItem(plan.annual.checkoutId)?.priceCents).toBe(plan.annual.priceCents);
            if (plan.monthly !== 'Custom')
                expect(findPurchasableItem(plan.monthly.checkoutId)?.priceCents).toBe(plan.monthly.priceCents);
        }
    });
    it('prices the six worker services and the resume plans', () => {
        expect(WORKER_SERVICES.map((service) => [service.id, service.priceCents])).toEqual([
            ['resume-service', 4900],
            ['linkedin-service', 9900],
            ['interview-service', 7900],
            ['salary-service', 2900],
            ['career-bundle', 9900],
            ['apprenticeship-service', 1900],
        ]);
        expect(RESUME_PLANS).toEqual([
            expect.objectContaining({ id: 'free_trial', priceCents: 0, periodDays: 7, resumeLimit: 2 }),
            expect.objectContaining({ id: 'standard', priceCents: 1499, resumeLimit: 15 }),
            expect.objectContaining({ id: 'flex', priceCents: 2499, resumeLimit: null }),
        ]);
        expect(findPurchasableItem('free_trial')).toBeUndefined();
    });
    it('has unique ids', () => {
        const ids = PURCHASABLE_ITEMS.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
    });
    it('says each thing once on a plan card', () => {
        for (const plan of [...EMPLOYER_PLAN_CARDS, ...WORKER_PLAN_CARDS]) {
            const lines = [...plan.features, 'duration' in plan ? plan.duration : plan.targetAudience].map((line) => line.toLowerCase());
            expect(new Set(lines).size, plan.name).toBe(lines.length);
        }
        expect(card('subscription').features).toContain('Up to 4 job posts per month');
    });
    it('bills single job posts once and subscriptions per period', () => {
        expect(billingPeriod('basic', false)).toBe('one-time');
        expect(billingPeriod('boosted', true)).toBe('one-time');
        expect(billingPeriod('subscription-bundle', false)).toBe('monthly');
        expect(billingPeriod('subscription-bundle', true)).toBe('annual');
        expect(billingPeriod('standard', false)).toBe('monthly');
    });
});
describe('pricing clicks (000 section 4)', () => {
    it('sends enterprise to contact and priced plans to checkout', () => {
        expect(employerPlanHref(card('enterprise'), false)).toBe('/contact-us');
        expect(employerPlanHref(card('basic'), false)).toBe('/checkout?plan=basic&name=Basic+Job+Post&amount=99');
        expect(employerPlanHref(card('subscription'), true)).toBe('/checkout?plan=subscription-annual&name=Subscription+Bundle&amount=8999');
    });
    it('sends the worker plans to signup, checkout or the dashboard', () => {
        const hrefs = Object.fromEntries(WORKER_PLAN_CARDS.map((plan) => [plan.id, workerPlanHref(plan)]));
        expect(hrefs).toEqual({
            free: '/?signup=true',
            experienced: '/worker-dashboard',
            'entry-level': '/checkout?plan=entry-level&name=Career+Starter+Bundle&amount=99',
        });
        expect(checkoutHref('standard', 'Standard', 1499)).toContain('amount=14.99');
    });
});
describe('pay-per-hire fee', () => {
    it('is 2% of the yearly salary, preferring the maximum', () => {
        expect(payPerHireFeeCents(120_000, 80_000)).toBe(240_000);
        expect(payPerHireFeeCents(null, 90_000)).toBe(180_000);
    });
    it('is never below $1,000', () => {
        expect(payPerHireFeeCents(40_000, 30_000)).toBe(100_000);
        expect(payPerHireFeeCents(50_000, null)).toBe(100_000);
        expect(payPerHireFeeCents(null, null)).toBe(100_000);
    });
});
