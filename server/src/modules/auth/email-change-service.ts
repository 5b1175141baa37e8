import { hasNoMailbox } from '@core/auth/phone-sign-in-schemas';
import { EMAIL_CHANGE_MESSAGES, EMAIL_CHANGE_TTL_HOURS } from '@core/auth/email-change-schemas';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import type { Database, Executor } from '../../db/client';
import { verifyPassword } from '../../lib/password';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import { AppError } from '../../plugins/errors';
import type { Throttle } from '../../plugins/rate-limit';
import { refreshDomainVerification } from '../employer-profile/service';
import type { Notifier } from '../notifications/notifier';
import * as accountRepo from './account-repository';
import type * as repo from './repository';
import type { SessionStore } from '../../lib/session-cache';

const HOUR_MS = 60 * 60_000;
const UNIQUE_VIOLATION = '23505';

/**
 * Checks the current password (counted with sign-in's per-account throttle, so it is no guessing
 * oracle), then keeps the new address as pending and, in one transaction, e-mails it a one-use
 * link and tells the current address. The e-mail itself changes only on confirmEmailChange.
 */
export async function requestEmailChange(
  deps: { db: Executor; notifier: Notifier; throttle: Throttle; now: Date },
  user: repo.UserRow,
  input: { email: string; currentPassword: string | undefined },
) {
  // A worker who joined by phone without an e-mail (issue 55) has no password to give: the session proves the phone.
  if (!hasNoMailbox(user.email)) {
    if (!input.currentPassword) throw new AppError(400, EMAIL_CHANGE_MESSAGES.currentPasswordRequired);
    await deps.throttle.consume(user.email);
    if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
      throw new AppError(403, EMAIL_CHANGE_MESSAGES.wrongCurrentPassword);
    await deps.throttle.reset(user.email);
  }
  if (await accountRepo.isEmailUsedByAnotherUser(deps.db, input.email, user.id)) throw new AppError(409, AUTH_MESSAGES.emailTaken);

  const token = createSessionToken();
  await accountRepo.setPendingEmail(deps.db, user.id, {
    pendingEmail: input.email,
    pendingEmailTokenHash: hashSessionToken(token),
    pendingEmailExpiresAt: new Date(deps.now.getTime() + EMAIL_CHANGE_TTL_HOURS * HOUR_MS),
  });
  const link = deps.notifier.url(`/confirm-email?token=${token}`);
  await deps.notifier.email(deps.db, {
    userId: user.id,
    to: input.email,
    language: user.language,
    kind: 'email_change',
    compose: ({ t }) => ({
      subject: t('email_change.subject'),
      content: {
        heading: t('email_change.heading'),
        paragraphs: [t('email_change.body', { hours: EMAIL_CHANGE_TTL_HOURS }), t('email_change.not_you')],
        action: { label: t('email_change.action'), url: link },
      },
    }),
  });
  await deps.notifier.email(deps.db, {
    userId: user.id,
    to: user.email,
    language: user.language,
    kind: 'email_change_notice',
    compose: ({ t }) => ({
      subject: t('email_change.notice_subject'),
      content: {
        heading: t('email_change.notice_heading'),
        paragraphs: [t('email_change.notice_body', { email: input.email }), t('email_change.notice_not_you')],
      },
    }),
  });
  return input.email;
}

/**
 * Applies the pending address behind a live token (one use: the token goes with it), then ends
 * every other session of the account; `keepTokenHash` is the session that confirmed, when it is
 * the same user's. The session stores of every instance forget the user (app.events).
 */
export async function confirmEmailChange(
  db: Database,
  sessions: SessionStore,
  input: { token: string; now: Date; keepTokenHash: string | null },
) {
  try {
    const userId = await db.transaction(async (tx) => {
      const row = await accountRepo.applyPendingEmail(tx, hashSessionToken(input.token), input.now);
      if (!row) throw new AppError(400, EMAIL_CHANGE_MESSAGES.invalidToken);
      // A verification by the old address's domain holds only if the new address is at the website's domain too.
      await refreshDomainVerification(tx, row.id, input.now);
      await accountRepo.revokeOtherSessionsOfUser(tx, row.id, input.keepTokenHash, input.now);
      return row.id;
    });
    await sessions.forgetUser(userId);
  } catch (error) {
    // The address was taken by another account while the link waited: the unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError(409, AUTH_MESSAGES.emailTaken);
    throw error;
  }
}
