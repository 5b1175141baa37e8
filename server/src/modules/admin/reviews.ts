import type { AdminReview } from '@core/admin/review-schemas';
import type { Database } from '../../db/client';
import { setReviewModeration } from '../reviews/service';
import { recordAudit } from './audit';

/** An operator hides or restores a review with a reason; the change and its audit entry are one transaction. */
export async function moderateReview(
  db: Database,
  id: string,
  input: { action: 'hide' | 'restore'; reason: string; operatorId: string; now: Date },
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const review = await setReviewModeration(tx, id, {
      action: input.action,
      note: input.reason,
      operatorId: input.operatorId,
      now: input.now,
    });
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: input.action === 'hide' ? 'review.hide' : 'review.restore',
      targetType: 'review',
      targetId: id,
      reason: input.reason,
      at: input.now,
    });
    return review;
  });
}
