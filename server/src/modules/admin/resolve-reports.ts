import { REPORT_MESSAGES, type ReportResolution, type ReportTargetType } from '@core/reports/schemas';
import type { Database } from '../../db/client';
import type { SessionStore } from '../../lib/session-cache';
import { AppError } from '../../plugins/errors';
import type { Notifier } from '../notifications/notifier';
import { describeTarget, emailWarning, resolveOpenReports } from '../reports/service';
import { closeJobInTransaction, freezeAccountInTransaction } from './accounts';
import { recordAudit } from './audit';

/**
 * Resolves every open report of one target in one transaction: the action (a warning e-mail, the
 * job closed, the answerable account frozen), the reports marked, each reporter's e-mail queued and
 * the audit entries written, so none exists without the others.
 */
export async function resolveReports(
  deps: { db: Database; sessions: SessionStore; notifier: Notifier },
  target: { targetType: ReportTargetType; targetId: string },
  input: { action: ReportResolution; note: string; operatorId: string; now: Date },
) {
  const { targetType, targetId } = target;
  if (input.action === 'remove_job' && targetType !== 'job') throw new AppError(400, REPORT_MESSAGES.removeJobNotAJob);
  const described = await describeTarget(deps.db, targetType, targetId);
  const account = described.account;
  const reason = input.note || null;
  const resolved = await deps.db.transaction(async (tx) => {
    const count = await resolveOpenReports(tx, deps.notifier, { ...target, ...input, targetTitle: described.title });
    const action = { operatorId: input.operatorId, reason: input.note || `Reports about this ${targetType}`, now: input.now };
    if (input.action === 'remove_job') await closeJobInTransaction(tx, targetId, action);
    // An account frozen already (another report, the accounts tab) stays frozen; its reports still resolve.
    if (input.action === 'freeze_account' && account && !account.frozen) await freezeAccountInTransaction(tx, account.id, action);
    if (input.action === 'warn' && account)
      await emailWarning(tx, deps.notifier, account, { targetType, targetTitle: described.title, note: input.note });
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'report.resolve',
      targetType,
      targetId,
      reason: reason ? `${input.action}: ${reason}` : input.action,
      at: input.now,
    });
    return count;
  });
  if (input.action === 'freeze_account' && account) await deps.sessions.forgetUser(account.id);
  return { resolved, action: input.action };
}
