import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@core/auth/password-reset-schemas';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import { AppError } from '../../plugins/errors';
import { refreshDomainVerification } from '../employer-profile/service';
import type { Notifier } from '../notifications/notifier';
import { reactivateIfDeactivated } from './account-service';
import { revokeAllSessionsOfUser } from './account-repository';
import { markEmailVerified } from './email-verification-repository';
import * as resetRepo from './password-reset-repository';
import * as repo from './repository';
import { loadProfile, startSession, toUserDto, type SessionStore } from './service';

const MINUTE_MS = 60_000;
// Links per account per hour: enough for a lost e-mail, too few to flood someone's inbox.
const MAX_LINKS_PER_HOUR = 3;

/**
 * Sends a reset link when the e-mail belongs to an account with fewer than three links this hour.
 * The answer is the same either way, and so is the work behind it, so neither the answer nor its
 * time tells who has an account: every address runs the same statements (lock, a conditional
 * write of the link, a conditional write of the e-mail) and the e-mail is written out each time.
 */
export async function requestPasswordReset(db: Database, notifier: Notifier, email: string, now: Date) {
  const token = createSessionToken();
  const tokenHash = hashSessionToken(token);
  await db.transaction(async (tx) => {
    // Parallel requests for one address wait here, so the cap below counts every link written.
    await resetRepo.lockResetRequests(tx, email);
    const account = await resetRepo.insertResetTokenUnderCap(tx, {
      email,
      tokenHash,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * MINUTE_MS),
      createdAt: now,
      since: new Date(now.getTime() - 60 * MINUTE_MS),
      max: MAX_LINKS_PER_HOUR,
    });
    const link = notifier.url(`/reset-password?token=${token}`);
    await notifier.email(tx, {
      userId: account?.id ?? null,
      to: account?.email ?? email,
      language: account?.language ?? 'en',
      kind: 'password_reset',
      onlyIf: resetRepo.resetTokenExists(tokenHash),
      compose: ({ t }) => ({
        subject: t('password_reset.subject'),
        content: {
          heading: t('password_reset.heading'),
          paragraphs: [t('password_reset.body', { minutes: PASSWORD_RESET_TTL_MINUTES }), t('password_reset.not_you')],
          action: { label: t('password_reset.action'), url: link },
        },
      }),
    });
  });
}

/** Sets the new password, ends every session of the account and starts a new one. */
export async function resetPassword(
  db: Database,
  sessions: SessionStore,
  input: { token: string; password: string; now: Date; ttlDays: number },
) {
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const userId = await resetRepo.consumeResetToken(tx, hashSessionToken(input.token), input.now);
    const user = userId ? await repo.findUserById(tx, userId) : null;
    if (!user) throw new AppError(400, PASSWORD_RESET_MESSAGES.invalidToken);
    if (user.frozenAt) throw new AppError(403, AUTH_MESSAGES.accountFrozen);
    await resetRepo.updatePasswordHash(tx, user.id, passwordHash);
    await resetRepo.expireResetTokensForUser(tx, user.id, input.now);
    await revokeAllSessionsOfUser(tx, user.id, input.now);
    await reactivateIfDeactivated(tx, user);
    // The link reached the address, which proves it as well as a verification link would.
    await markEmailVerified(tx, user.id, input.now);
    // An address now confirmed at the company website's domain verifies the employer.
    await refreshDomainVerification(tx, user.id, input.now);
    return user;
  });
  await sessions.forgetUser(user.id);
  const token = await startSession(db, user.id, { ttlDays: input.ttlDays, now: input.now });
  const profile = await loadProfile(db, user.id, user.userType);
  return { user: toUserDto({ ...user, deactivatedAt: null, emailVerifiedAt: user.emailVerifiedAt ?? input.now }), profile, token };
}
