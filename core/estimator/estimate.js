import { BASE_HOURLY_RATE, COMPLEXITY_MULTIPLIERS, HIGH_COST_CITIES, HIGH_COST_FACTOR, HOURS_PER_WEEK, INDUSTRY_MULTIPLIERS, MID_COST_CITIES, MID_COST_FACTOR, PHASE_MULTIPLIERS, SIZE_FACTORS, TIMELINE_WEEKS, WEEKS_PER_MONTH, } from './options';
import { INDUSTRY_ROLES } from './roles';
function mentionsAny(location, cities) {
    const haystack = location.toLowerCase();
    return cities.some((city) => haystack.includes(city.toLowerCase()));
}
/** 1.3 for the most expensive metros, 1.1 for the next tier, else 1 (case-insensitive name match). */
export function locationFactor(location) {
    if (mentionsAny(location, HIGH_COST_CITIES))
        return HIGH_COST_FACTOR;
    if (mentionsAny(location, MID_COST_CITIES))
        return MID_COST_FACTOR;
    return 1;
}
/** Months (weeks / 4, rounded) above four weeks, otherwise weeks. */
export function describeDuration(weeks) {
    if (weeks > WEEKS_PER_MONTH) {
        const months = Math.round(weeks / WEEKS_PER_MONTH);
        return { value: months, unit: 'months', text: `${months} ${months === 1 ? 'month' : 'months'}` };
    }
    return { value: weeks, unit: 'weeks', text: `${weeks} ${weeks === 1 ? 'week' : 'weeks'}` };
}
/**
 * Splits `total` workers across roles by their shares with the largest-remainder method,
 * then gives every role at least one. Callers pass total >= roles (see crewSize), so the
 * counts always add up to `total`.
 */
export function splitWorkers(total, roles) {
    const raw = roles.map(({ share }) => total * share);
    const counts = raw.map(Math.floor);
    let left = total - counts.reduce((sum, count) => sum + count, 0);
    const byRemainder = raw
        .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
        .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
    for (const { index } of byRemainder) {
        if (left <= 0)
            break;
        counts[index] += 1;
        left -= 1;
    }
    for (let index = 0; index < counts.length; index += 1) {
        if (counts[index] !== 0)
            continue;
        const donor = counts.indexOf(Math.max(...counts));
        counts[donor] -= 1;
        counts[index] = 1;
    }
    return Object.fromEntries(roles.map(({ role }, index) => [role, counts[index]]));
}
export function skillsFor(industry) {
    return INDUSTRY_ROLES[industry].map(({ role }) => role);
}
/** The labor estimate of spec 000 section 9; the landing page and POST /api/labor-estimate both use it. */
export function estimateLabor(input) {
    const size = SIZE_FACTORS[input.projectSize];
    const locationMultiplier = locationFactor(input.location);
    const roles = INDUSTRY_ROLES[input.industry];
    // 000 section 9 gives every role at least one worker, so the crew is never smaller than its
    // role count: the total, the breakdown and the cost all use this one number (decisions.md).
    const totalWorkers = Math.max(roles.length, Math.round(size.baseWorkers *
        INDUSTRY_MULTIPLIERS[input.industry] *
        PHASE_MULTIPLIERS[input.projectPhase] *
        size.multiplier *
        COMPLEXITY_MULTIPLIERS[input.complexity] *
        locationMultiplier));
    const weeks = TIMELINE_WEEKS[input.timeline];
    const hourlyRate = BASE_HOURLY_RATE * locationMultiplier;
    const duration = describeDuration(weeks);
    return {
        totalWorkers,
        estimatedCost: Math.round(totalWorkers * HOURS_PER_WEEK * weeks * hourlyRate),
        estimatedDuration: duration.text,
        durationValue: duration.value,
        durationUnit: duration.unit,
        durationWeeks: weeks,
        hourlyRate: Math.round(hourlyRate * 100) / 100,
        skillsNeeded: skillsFor(input.industry),
        workerBreakdown: splitWorkers(totalWorkers, roles),
        locationMultiplier,
    };
}
