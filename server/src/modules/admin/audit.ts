import { desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@core/admin/schemas';
import { REPORT_RESOLUTIONS, type ReportResolution } from '@core/reports/schemas';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/admin';
import { users } from '../../db/schema/auth';
import { resolveAuditTargets } from './audit-targets';

export interface AuditRecord {
  operatorId: string;
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  reason?: string | null;
  at: Date;
}

/** Writes one entry; pass the transaction of the action itself, so neither exists without the other. */
export async function recordAudit(tx: Executor, record: AuditRecord) {
  await tx.insert(auditLog).values({
    operatorId: record.operatorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    reason: record.reason ?? null,
    createdAt: record.at,
  });
}

const AUDIT_PAGE = 200;

/** A report resolution's reason is stored as `<action>` or `<action>: <note>`: the action comes out as its own field. */
function splitResolution(action: string, reason: string | null): { resolution: ReportResolution | null; reason: string | null } {
  if (action !== 'report.resolve' || !reason) return { resolution: null, reason };
  const [head, ...rest] = reason.split(': ');
  const resolution = REPORT_RESOLUTIONS.find((value) => value === head);
  return resolution ? { resolution, reason: rest.join(': ') || null } : { resolution: null, reason };
}

/** The newest entries first, each target named (a job's title, an account's name and e-mail), batched per kind of target. */
export async function listAudit(db: Executor): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, operatorEmail: users.email })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.operatorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE);
  const targetOf = await resolveAuditTargets(
    db,
    rows.map(({ entry }) => entry),
  );
  return rows.map(({ entry, operatorEmail }) => {
    const target = targetOf(entry.targetType, entry.targetId);
    return {
      id: entry.id,
      operatorId: entry.operatorId,
      operatorEmail,
      action: entry.action as AuditAction,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: target?.label ?? null,
      targetAccountId: target?.accountId ?? null,
      ...splitResolution(entry.action, entry.reason),
      createdAt: entry.createdAt.toISOString(),
    };
  });
}
