import { shownEmail } from '@core/auth/phone-sign-in-schemas';
import { CREW_MESSAGES } from '@core/crews/schemas';
import type { AdminCrewDetail, AdminCrewRow } from '@core/admin/crew-schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findCrewForConsole, listCrewsForConsole } from '../crews/service';
import { countTargetReports, listTargetReports } from '../reports/service';

/** The console's crews: name, foreman, size, created, and how many reports name each. */
export async function listConsoleCrews(db: Executor, q: string): Promise<AdminCrewRow[]> {
  const rows = await listCrewsForConsole(db, q || undefined);
  const counts = await countTargetReports(
    db,
    'crew',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    foreman: row.foremanId ? { id: row.foremanId, name: row.foremanName, email: shownEmail(row.foremanEmail ?? '') } : null,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    reportCount: counts.get(row.id)?.count ?? 0,
    openReportCount: counts.get(row.id)?.openCount ?? 0,
  }));
}

/** One crew for an operator: its members (with their accounts), the jobs it applied to and the reports about it. */
export async function getConsoleCrew(db: Executor, id: string): Promise<AdminCrewDetail> {
  const found = await findCrewForConsole(db, id);
  if (!found) throw new AppError(404, CREW_MESSAGES.notFound);
  const { crew, members, applications } = found;
  return {
    id: crew.id,
    name: crew.name,
    trades: crew.trades,
    homeBase: crew.homeBase,
    travelRadiusMiles: crew.travelRadiusMiles,
    availability: crew.availability,
    isLookingForWork: crew.isLookingForWork,
    createdAt: crew.createdAt.toISOString(),
    members: members.map((member) => ({
      id: member.userId,
      name: member.name,
      email: shownEmail(member.email),
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
      primaryTrade: member.primaryTrade,
      frozen: member.frozen,
    })),
    applications: applications.map((application) => ({ ...application, createdAt: application.createdAt.toISOString() })),
    reports: await listTargetReports(db, 'crew', crew.id),
  };
}
