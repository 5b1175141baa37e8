import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/admin';
import { users } from '../../db/schema/auth';
/** Writes one entry; pass the transaction of the action itself, so neither exists without the other. */
export async function recordAudit(tx, record) {
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
export async function listAudit(db) {
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
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        reason: entry.reason,
        createdAt: entry.createdAt.toISOString(),
    }));
}
