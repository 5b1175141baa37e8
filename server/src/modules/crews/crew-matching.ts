import {
  CREW_PLAN_MATCH_LIMIT,
  CREW_PLAN_MESSAGES,
  rankCrewsForPlan,
  type CrewPlanMatch,
  type CrewPlanMatchQuery,
} from '@core/crews/plan-match';
import { distanceMiles, isWithinMiles } from '@core/jobs/geo';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { coordinatesOf } from '../places/service';
import { toCrewDtos } from './crew-dto';
import * as repo from './crew-matching-repository';

/** How many crews with a planned trade one match reads before ranking them. */
const MATCH_SCAN = 1000;

/**
 * The crews that fit an estimate's crew plan ("3 welders, 2 fitters, 1 helper"), for an employer: crews he may see
 * (listed, or applied to his jobs) with a planned trade, within `radiusMiles` of the plan's place when it has one,
 * ranked by the planned trades and heads their members cover (core/crews/plan-match.ts), then by distance.
 */
export async function matchCrewsToPlan(db: Executor, employerId: string, query: CrewPlanMatchQuery, now: Date): Promise<CrewPlanMatch[]> {
  const center = query.location ? coordinatesOf(query.location) : null;
  if (query.location && !center) throw new AppError(400, CREW_PLAN_MESSAGES.locationUnknown);
  const rows = await repo.listCrewsForTrades(db, { employerId, trades: query.plan.map(({ trade }) => trade), limit: MATCH_SCAN });
  const near = rows.flatMap((crew): { crew: (typeof rows)[number]; distanceMiles: number | null }[] => {
    if (!center) return [{ crew, distanceMiles: null }];
    const home = crew.lat !== null && crew.lng !== null ? { lat: crew.lat, lng: crew.lng } : null;
    return home && isWithinMiles(center, home, query.radiusMiles) ? [{ crew, distanceMiles: Math.round(distanceMiles(center, home)) }] : [];
  });
  const counts = await repo.countMemberTrades(
    db,
    near.map(({ crew }) => crew.id),
  );
  const ranked = rankCrewsForPlan(
    query.plan,
    near.map(({ crew, distanceMiles: miles }) => ({
      id: crew.id,
      crew,
      distanceMiles: miles,
      tradeCounts: counts.filter((row) => row.crewId === crew.id).map((row) => ({ trade: row.trade ?? '', count: row.count })),
    })),
  ).slice(0, CREW_PLAN_MATCH_LIMIT);
  const cards = await toCrewDtos(
    db,
    ranked.map(({ candidate }) => candidate.crew),
    now,
  );
  return ranked.map(({ candidate, coverage }, index) => ({ crew: cards[index]!, coverage, distanceMiles: candidate.distanceMiles }));
}
