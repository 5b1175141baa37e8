import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { crewApplications, crewMembers, crews } from '../../db/schema/crews';
import { workerProfiles } from '../../db/schema/worker-profile';

/**
 * The crews an employer may see (listed as looking for work, or applied to one of his jobs) that list one of these
 * trades or have a member whose trade it is: the plan match's first cut, oldest first.
 */
export async function listCrewsForTrades(db: Executor, filter: { employerId: string; trades: string[]; limit: number }) {
  const tradeList = sql`array[${sql.join(
    filter.trades.map((trade) => sql`${trade}`),
    sql`, `,
  )}]::text[]`;
  return db
    .select()
    .from(crews)
    .where(
      and(
        or(
          eq(crews.isLookingForWork, true),
          sql`exists (select 1 from ${crewApplications} a where a.crew_id = ${crews.id} and a.employer_id = ${filter.employerId})`,
        ),
        or(
          sql`${crews.trades} && ${tradeList}`,
          sql`exists (select 1 from ${crewMembers} m join ${workerProfiles} p on p.user_id = m.user_id
            where m.crew_id = ${crews.id} and p.primary_trade = any(${tradeList}))`,
        ),
      ),
    )
    .orderBy(asc(crews.createdAt), asc(crews.id))
    .limit(filter.limit);
}

/** Each crew's members counted by primary trade (a member without a trade is not counted). */
export async function countMemberTrades(db: Executor, crewIds: string[]) {
  if (crewIds.length === 0) return [];
  return db
    .select({ crewId: crewMembers.crewId, trade: workerProfiles.primaryTrade, count: sql<number>`count(*)::int` })
    .from(crewMembers)
    .innerJoin(workerProfiles, eq(workerProfiles.userId, crewMembers.userId))
    .where(and(inArray(crewMembers.crewId, crewIds), isNotNull(workerProfiles.primaryTrade)))
    .groupBy(crewMembers.crewId, workerProfiles.primaryTrade);
}
