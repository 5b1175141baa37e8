import { HOURS_PER_WEEK } from './options';
export const MAX_ROLE_COUNT = 999;
export const MAX_HOURLY_RATE = 500;
/** Whole weeks the chart shows; the last one may be partial (2.5 weeks -> 3). */
export function projectWeekCount(durationWeeks) {
    return Math.max(1, Math.ceil(durationWeeks));
}
/** The part of week `week` (1-based) that falls inside the project. */
function weekFraction(week, durationWeeks) {
    return Math.max(0, Math.min(1, durationWeeks - (week - 1)));
}
/** Every role of the estimate at its count and the estimate's hourly rate, on site throughout. */
export function crewFromEstimate(estimate) {
    const lastWeek = projectWeekCount(estimate.durationWeeks);
    return Object.entries(estimate.workerBreakdown).map(([role, count]) => ({
        role,
        count,
        hourlyRate: estimate.hourlyRate,
        startWeek: 1,
        endWeek: lastWeek,
    }));
}
function clampInteger(value, min, max) {
    if (!Number.isFinite(value))
        return min;
    return Math.min(max, Math.max(min, Math.round(value)));
}
/** Keeps an edited role within sensible bounds so the totals never go negative or NaN. */
export function normalizeCrewRole(role, durationWeeks) {
    const lastWeek = projectWeekCount(durationWeeks);
    const startWeek = clampInteger(role.startWeek, 1, lastWeek);
    const rate = Number.isFinite(role.hourlyRate) ? Math.min(MAX_HOURLY_RATE, Math.max(0, role.hourlyRate)) : 0;
    return {
        role: role.role,
        count: clampInteger(role.count, 0, MAX_ROLE_COUNT),
        hourlyRate: Math.round(rate * 100) / 100,
        startWeek,
        endWeek: clampInteger(role.endWeek, startWeek, lastWeek),
    };
}
function isOnSite(role, week) {
    return week >= role.startWeek && week <= role.endWeek;
}
/** Cost per role and in total (whole dollars): count x 40 h x rate for each week on site. */
export function crewCost(roles, durationWeeks) {
    const weeks = projectWeekCount(durationWeeks);
    const perRole = roles.map((role) => {
        let cost = 0;
        for (let week = 1; week <= weeks; week += 1) {
            if (isOnSite(role, week))
                cost += role.count * HOURS_PER_WEEK * role.hourlyRate * weekFraction(week, durationWeeks);
        }
        return { role: role.role, cost: Math.round(cost) };
    });
    return {
        perRole,
        totalCost: perRole.reduce((sum, { cost }) => sum + cost, 0),
        peakWorkers: Math.max(0, ...staffingOverTime(roles, durationWeeks).map(({ total }) => total)),
    };
}
/** Head count on site in each week, per role and in total. */
export function staffingOverTime(roles, durationWeeks) {
    return Array.from({ length: projectWeekCount(durationWeeks) }, (_, index) => {
        const week = index + 1;
        const byRole = Object.fromEntries(roles.map((role) => [role.role, isOnSite(role, week) ? role.count : 0]));
        return { week, total: Object.values(byRole).reduce((sum, count) => sum + count, 0), byRole };
    });
}
