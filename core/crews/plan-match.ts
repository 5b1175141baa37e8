import { z } from 'zod';
import { TRADES, type Trade } from '../shared/options';
import { defineMessages } from '../shared/messages';
import { CREW_RADIUS_MAX_MILES, crewSchema } from './schemas';

/** The most trades one plan names, and the most heads one trade may ask for (the estimator's own cap). */
export const CREW_PLAN_MAX_TRADES = 10;
export const CREW_PLAN_MAX_COUNT = 999;
/** The most crews one plan's matches list. */
export const CREW_PLAN_MATCH_LIMIT = 20;

export const CREW_PLAN_MESSAGES = defineMessages('crew_plans', {
  planInvalid: 'Describe the plan as trades from the list with head counts, like welder:3,carpenter:2 (1 to 10 trades, 1 to 999 each).',
  radiusInvalid: 'Radius must be a whole number of miles from 1 to 3000.',
  locationUnknown: 'We could not find the plan’s place. Try "City, ST" or a ZIP code.',
});

export interface PlanRole {
  trade: Trade;
  count: number;
}

// The estimator's roles (core/estimator/roles.ts) that name a crew trade under another word.
const ROLE_ALIASES: Record<string, Trade> = {
  'instrumentation-technician': 'instrumentation-tech',
  'fiber-optic-technician': 'fiber-optic-tech',
  'telecommunications-technician': 'telecommunications-tech',
  'hvac-tech': 'hvac-technician',
  'maintenance-tech': 'maintenance-technician',
};

/** The crew trade an estimator role names ("Pipeline Welder" -> pipeline-welder), or null when no trade matches (General Laborer). */
export function tradeForRole(role: string): Trade | null {
  const slug = role
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if ((TRADES as readonly string[]).includes(slug)) return slug as Trade;
  return ROLE_ALIASES[slug] ?? null;
}

/** An estimate's crew plan as trades with head counts: roles of one trade add up; roles without a trade, or with no heads, are set aside. */
export function planFromRoles(roles: readonly { role: string; count: number }[]): { plan: PlanRole[]; unmatched: string[] } {
  const counts = new Map<Trade, number>();
  const unmatched: string[] = [];
  for (const { role, count } of roles) {
    if (!Number.isFinite(count) || count < 1) continue;
    const trade = tradeForRole(role);
    if (trade) counts.set(trade, Math.min(CREW_PLAN_MAX_COUNT, (counts.get(trade) ?? 0) + Math.round(count)));
    else unmatched.push(role);
  }
  return { plan: [...counts].slice(0, CREW_PLAN_MAX_TRADES).map(([trade, count]) => ({ trade, count })), unmatched };
}

/** The plan as the matches query carries it: "welder:3,carpenter:2". */
export function planToQuery(plan: readonly PlanRole[]): string {
  return plan.map(({ trade, count }) => `${trade}:${count}`).join(',');
}

/** "welder:3,carpenter:2" back to the plan; null when any part is not a trade with a head count from 1 to 999, or a trade repeats. */
export function parsePlanQuery(value: string): PlanRole[] | null {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.length > CREW_PLAN_MAX_TRADES) return null;
  const plan: PlanRole[] = [];
  for (const part of parts) {
    const match = /^([a-z-]+):(\d{1,3})$/.exec(part);
    if (!match || !(TRADES as readonly string[]).includes(match[1]!)) return null;
    const count = Number(match[2]);
    if (count < 1 || plan.some((role) => role.trade === match[1])) return null;
    plan.push({ trade: match[1] as Trade, count });
  }
  return plan;
}

/**
 * The employer dashboard's Crews tab showing the crews for an estimate's plan (the estimator's "Find crews for this
 * plan"), or null when no role of the plan names a crew trade.
 */
export function crewPlanLink(roles: readonly { role: string; count: number }[], options: { location?: string; weeks?: number } = {}) {
  const { plan, unmatched } = planFromRoles(roles);
  if (plan.length === 0) return null;
  const params = new URLSearchParams({ tab: 'crews', plan: planToQuery(plan) });
  if (options.location?.trim()) params.set('near', options.location.trim());
  if (options.weeks) params.set('weeks', String(Math.round(options.weeks)));
  if (unmatched.length > 0) params.set('skipped', unmatched.join('|'));
  return `/employer-dashboard?${params}`;
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /api/crews/matches (employers): the crews that fit an estimate's crew plan, near its place when it has one. */
export const crewPlanMatchQuerySchema = z.object({
  plan: z
    .string({ error: CREW_PLAN_MESSAGES.planInvalid })
    .max(400, CREW_PLAN_MESSAGES.planInvalid)
    .transform((value, ctx) => {
      const plan = parsePlanQuery(value);
      if (!plan) {
        ctx.addIssue({ code: 'custom', message: CREW_PLAN_MESSAGES.planInvalid });
        return z.NEVER;
      }
      return plan;
    }),
  location: z.preprocess(blankToUndefined, z.string().trim().max(120, CREW_PLAN_MESSAGES.locationUnknown).optional()),
  radiusMiles: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: CREW_PLAN_MESSAGES.radiusInvalid })
      .int(CREW_PLAN_MESSAGES.radiusInvalid)
      .min(1, CREW_PLAN_MESSAGES.radiusInvalid)
      .max(CREW_RADIUS_MAX_MILES, CREW_PLAN_MESSAGES.radiusInvalid)
      .default(250),
  ),
});
export type CrewPlanMatchQuery = z.output<typeof crewPlanMatchQuerySchema>;

export const planCoverageSchema = z.object({
  /** Each planned trade: the heads planned and how many of the crew's members have it as their trade. */
  trades: z.array(z.object({ trade: z.string(), planned: z.number().int(), available: z.number().int() })),
  tradesCovered: z.number().int(),
  tradesPlanned: z.number().int(),
  /** Planned heads the crew fills, each trade counted up to its plan. */
  headsCovered: z.number().int(),
  headsPlanned: z.number().int(),
});
export type PlanCoverage = z.infer<typeof planCoverageSchema>;

/** How much of the plan a crew with these trade counts covers. */
export function planCoverage(plan: readonly PlanRole[], tradeCounts: readonly { trade: string; count: number }[]): PlanCoverage {
  const trades = plan.map(({ trade, count }) => ({
    trade,
    planned: count,
    available: tradeCounts.find((entry) => entry.trade === trade)?.count ?? 0,
  }));
  return {
    trades,
    tradesCovered: trades.filter((entry) => entry.available > 0).length,
    tradesPlanned: trades.length,
    headsCovered: trades.reduce((sum, entry) => sum + Math.min(entry.available, entry.planned), 0),
    headsPlanned: trades.reduce((sum, entry) => sum + entry.planned, 0),
  };
}

export interface PlanCandidate {
  id: string;
  tradeCounts: readonly { trade: string; count: number }[];
  /** Miles from the plan's place; null when the plan has none. */
  distanceMiles: number | null;
}

/**
 * The crews that cover some of the plan, best first: more planned trades covered, then more planned heads
 * filled, then nearer, then by id (a stable order). A crew covering none of it is left out.
 */
export function rankCrewsForPlan<C extends PlanCandidate>(plan: readonly PlanRole[], candidates: readonly C[]) {
  return candidates
    .map((candidate) => ({ candidate, coverage: planCoverage(plan, candidate.tradeCounts) }))
    .filter(({ coverage }) => coverage.tradesCovered > 0)
    .sort(
      (a, b) =>
        b.coverage.tradesCovered - a.coverage.tradesCovered ||
        b.coverage.headsCovered - a.coverage.headsCovered ||
        (a.candidate.distanceMiles ?? Infinity) - (b.candidate.distanceMiles ?? Infinity) ||
        a.candidate.id.localeCompare(b.candidate.id),
    );
}

/** One crew of GET /api/crews/matches: the crew card, its coverage of the plan and its distance from the plan's place. */
export const crewPlanMatchSchema = z.object({
  crew: crewSchema,
  coverage: planCoverageSchema,
  distanceMiles: z.number().nullable(),
});
export type CrewPlanMatch = z.infer<typeof crewPlanMatchSchema>;
