import { desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@core/admin/schemas';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/admin';
import { users } from '../../db/schema/auth';

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

/** The newest entries first. */
export async function listAudit(db: Executor): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, operatorEmail: users.email })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.operatorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE);
  return rows.map(({ entry, operatorEmail }) => ({
    id: entry.id,
    operatorId: entry.operatorId,
    operatorEmail,
    action: entry.action as AuditAction,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
  }));
}
