import { describe, expect, it } from 'vitest';
import { employerPlanFeatureTexts, parseInvoiceDescription, subscriptionPlanNameText, trainingCategoryText } from './catalogue-texts';
describe('catalogue texts of stored values', () => {
    it('reads what payments writes on an invoice', () => {
        expect(parseInvoiceDescription('Basic Job Post')).toEqual({
            kind: 'plan',
            name: { key: 'plan.basic', en: 'Basic Job Post' },
            isAnnual: false,
        });
        expect(parseInvoiceDescription('Subscription Bundle (annual)')).toEqual({
            kind: 'plan',
            name: { key: 'plan.subscription-annual', en: 'Subscription Bundle' },
            isAnnual: true,
        });
        expect(parseInvoiceDescription('Pay-Per-Hire Success Fee - Lead Welder')).toEqual({ kind: 'payPerHire', jobTitle: 'Lead Welder' });
        expect(parseInvoiceDescription('Invoice from the old system')).toEqual({ kind: 'other', text: 'Invoice from the old system' });
    });
    it('names the bundle by its catalogue id and keeps the answer’s English', () => {
        expect(subscriptionPlanNameText('subscription-bundle', 'Subscription Bundle')).toEqual({
            key: 'plan.subscription',
            en: 'Subscription Bundle',
        });
    });
    it('lists the free features for an employer without a plan, the card’s for a plan', () => {
        expect(employerPlanFeatureTexts('none')[0]).toEqual({ key: 'freeEmployerFeatures.0', en: '1 free job post' });
        expect(employerPlanFeatureTexts('subscription-bundle')[0].key).toBe('employerPlan.subscription.features.0');
    });
    it('keys a category by its name', () => {
        expect(trainingCategoryText('Oil & Gas')).toEqual({ key: 'trainingCategory.oil-and-gas', en: 'Oil & Gas' });
    });
});
