import { INDUSTRY_ROLES } from '../estimator/roles';
import { ADDITIONAL_SERVICES, ANNUAL_INVOICE_SUFFIX, PAY_PER_HIRE_INVOICE_PREFIX, EMPLOYER_PLAN_CARDS, employerPlanFeatures, FREE_EMPLOYER_FEATURES, OTHER_PLAN_NAMES, planDisplayName, PURCHASABLE_ITEMS, RESUME_PLANS, WORKER_PLAN_CARDS, } from '../payments/catalogue';
import { TRAINING_CATEGORIES } from '../training/display';
import { SEED_TRAINING_PROGRAMS } from '../training/programs';
const text = (key, en) => ({ key, en });
/** "Pipeline Welder" -> "pipeline-welder": a key from a name the catalogue has no id for. */
export function catalogueSlug(name) {
    return name
        .toLowerCase()
        .replace(/&/g, 'and')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
}
/** A purchasable item's or plan's name by its id; an id no catalogue knows reads as itself. */
export function planNameText(planId) {
    return text(`plan.${planId}`, planDisplayName(planId));
}
/** The plan a subscription answer names (`plan` of the billing calls): the bundle's row is `subscription-bundle`. */
export function subscriptionPlanNameText(plan, planName) {
    const id = plan === 'subscription-bundle' ? 'subscription' : plan;
    return { key: `plan.${id}`, en: planName };
}
export function parseInvoiceDescription(description) {
    if (description.startsWith(PAY_PER_HIRE_INVOICE_PREFIX)) {
        return { kind: 'payPerHire', jobTitle: description.slice(PAY_PER_HIRE_INVOICE_PREFIX.length) };
    }
    const isAnnual = description.endsWith(ANNUAL_INVOICE_SUFFIX);
    const name = isAnnual ? description.slice(0, -ANNUAL_INVOICE_SUFFIX.length) : description;
    const item = PURCHASABLE_ITEMS.find((candidate) => candidate.name === name && candidate.isAnnual === isAnnual);
    return item ? { kind: 'plan', name: planNameText(item.id), isAnnual } : { kind: 'other', text: description };
}
export function resumePlanNameText(id) {
    return text(`resumePlan.${id}`, RESUME_PLANS.find((plan) => plan.id === id)?.name ?? id);
}
export function employerPlanTexts(card) {
    const at = (field, en) => text(`employerPlan.${card.id}.${field}`, en);
    return {
        name: at('name', card.name),
        monthlyPeriod: card.monthly === 'Custom' ? null : at('monthlyPeriod', card.monthly.period),
        annualPeriod: card.annual === 'Custom' ? null : at('annualPeriod', card.annual.period),
        duration: at('duration', card.duration),
        features: card.features.map((feature, index) => at(`features.${index}`, feature)),
        cta: at('cta', card.cta),
    };
}
export function workerPlanTexts(card) {
    const at = (field, en) => text(`workerPlan.${card.id}.${field}`, en);
    return {
        name: at('name', card.name),
        period: at('period', card.period),
        targetAudience: at('targetAudience', card.targetAudience),
        badge: card.badge === null ? null : at('badge', card.badge),
        features: card.features.map((feature, index) => at(`features.${index}`, feature)),
        cta: at('cta', card.cta),
    };
}
export function additionalServiceTexts(service) {
    const at = (field, en) => text(`additional.${service.id}.${field}`, en);
    return {
        name: at('name', service.name),
        description: at('description', service.description),
        price: at('price', service.price),
        details: service.details.map((detail, index) => at(`details.${index}`, detail)),
    };
}
/** The features the billing tab lists for an employer's plan (employerPlanFeatures), as texts. */
export function employerPlanFeatureTexts(plan) {
    const features = employerPlanFeatures(plan);
    const card = EMPLOYER_PLAN_CARDS.find((candidate) => candidate.features === features);
    if (card)
        return employerPlanTexts(card).features;
    return FREE_EMPLOYER_FEATURES.map((feature, index) => text(`freeEmployerFeatures.${index}`, feature));
}
/** An estimator crew role ("Pipeline Welder"), which also titles the jobs posted from an estimate. */
export function roleText(role) {
    return text(`role.${catalogueSlug(role)}`, role);
}
/** A training program's category; one the catalogue does not list reads as itself. */
export function trainingCategoryText(category) {
    return text(`trainingCategory.${catalogueSlug(category)}`, category);
}
/**
 * A training program's title, description and features, keyed by its title's slug (the programs
 * are the seed's fixed catalogue, core/training/programs.ts); a program the catalogue does not
 * list has no other-language text and reads as written.
 */
export function trainingProgramTexts(program) {
    const at = (field, en) => text(`trainingProgram.${catalogueSlug(program.title)}.${field}`, en);
    return {
        title: at('title', program.title),
        description: at('description', program.description),
        features: program.features.map((feature, index) => at(`features.${index}`, feature)),
    };
}
/** Every catalogue text, for the locale test and the browser test that looks for English on Spanish screens. */
export function listCatalogueTexts() {
    const planIds = [...new Set([...PURCHASABLE_ITEMS.map((item) => item.id), ...Object.keys(OTHER_PLAN_NAMES)])];
    const roles = [...new Set(Object.values(INDUSTRY_ROLES).flatMap((shares) => shares.map((share) => share.role)))];
    const flat = (texts) => Object.values(texts).flatMap((value) => (value === null ? [] : Array.isArray(value) ? value : [value]));
    return [
        ...planIds.map(planNameText),
        ...RESUME_PLANS.map((plan) => resumePlanNameText(plan.id)),
        ...EMPLOYER_PLAN_CARDS.flatMap((card) => flat(employerPlanTexts(card))),
        ...WORKER_PLAN_CARDS.flatMap((card) => flat(workerPlanTexts(card))),
        ...ADDITIONAL_SERVICES.flatMap((service) => flat(additionalServiceTexts(service))),
        ...employerPlanFeatureTexts('none'),
        ...roles.map(roleText),
        ...TRAINING_CATEGORIES.map(trainingCategoryText),
        ...SEED_TRAINING_PROGRAMS.flatMap((program) => flat(trainingProgramTexts(program))),
    ];
}
/** Keys whose Spanish is the English word itself: HVAC is what the trade says in both languages. */
export const CATALOGUE_SAME_IN_SPANISH = ['trainingCategory.hvac'];
