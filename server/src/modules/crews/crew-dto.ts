import type { Crew } from '@core/crews/schemas';
import { countTrades, rollUpCredentials } from '@core/crews/rollup';
import { isoToday } from '@core/credentials/status';
import type { Executor } from '../../db/client';
import { credentialsForWorkers } from '../credentials/service';
import * as repo from './repository';

/** Crews as their answers carry them: members, trade counts and the credentials their wallets hold, rolled up. */
export async function toCrewDtos(db: Executor, rows: repo.CrewRow[], now: Date): Promise<Crew[]> {
  const members = await repo.listMembers(
    db,
    rows.map((row) => row.id),
  );
  const wallets = await credentialsForWorkers(db, [...new Set(members.map((member) => member.userId))]);
  const today = isoToday(now);
  return rows.map((row) => {
    const own = members.filter((member) => member.crewId === row.id);
    return {
      id: row.id,
      name: row.name,
      trades: row.trades,
      homeBase: row.homeBase,
      travelRadiusMiles: row.travelRadiusMiles,
      availability: row.availability,
      isLookingForWork: row.isLookingForWork,
      foremanId: own.find((member) => member.role === 'foreman')?.userId ?? '',
      size: own.length,
      members: own.map((member) => ({
        userId: member.userId,
        role: member.role,
        firstName: member.firstName,
        lastName: member.lastName,
        primaryTrade: member.primaryTrade,
        joinedAt: member.joinedAt.toISOString(),
      })),
      tradeCounts: countTrades(own.map((member) => member.primaryTrade)),
      credentials: rollUpCredentials(
        own.map((member) => wallets.get(member.userId) ?? []),
        today,
      ),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function toCrewDto(db: Executor, row: repo.CrewRow, now: Date): Promise<Crew> {
  const [crew] = await toCrewDtos(db, [row], now);
  return crew!;
}
