import { z } from 'zod';
/** What an operator did, as the audit log names it. */
export const AUDIT_ACTIONS = ['operator.create', 'job.approve', 'job.reject'];
export const auditEntrySchema = z.object({
    id: z.string(),
    operatorId: z.string(),
    operatorEmail: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.string(),
    targetId: z.string().nullable(),
    reason: z.string().nullable(),
    createdAt: z.string(),
});
export const auditListResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
