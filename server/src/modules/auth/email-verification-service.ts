import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_RESENDS_PER_HOUR,
  EMAIL_VERIFICATION_TTL_HOURS,
} from '@core/auth/email-verification-schemas';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import type { Language } from '@core/shared/options';
import type { Database, Executor } from '../../db/client';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import { AppError } from '../../plugins/errors';
import type { Throttle, ThrottleRule } from '../../plugins/rate-limit';
import { refreshDomainVerification } from '../employer-profile/service';
import type { Notifier } from '../notifications/notifier';
import * as verificationRepo from './email-verification-repository';
import * as repo from './repository';
import type { SessionStore } from '../../lib/session-cache';

const HOUR_MS = 60 * 60_000;

/** Per account, on every instance (the shared counters): new links a signed-in user may ask for. */
export const EMAIL_VERIFICATION_RESEND_THROTTLE: ThrottleRule = {
  name: 'verify-email-resend',
  max: EMAIL_VERIFICATION_RESENDS_PER_HOUR,
  windowMs: HOUR_MS,
  blockMs: 0,
  message: EMAIL_VERIFICATION_MESSAGES.tooManyLinks,
};

/**
 * Writes a new one-use link for the account (the last one stops working) and e-mails it to the
 * account's address in its language, inside the caller's transaction. Nothing is sent when the
 * address is already verified.
 */
export async function sendVerificationEmail(
  deps: { db: Executor; notifier: Notifier; now: Date },
  user: { id: string; email: string; language: Language },
) {
  const token = createSessionToken();
  const isWritten = await verificationRepo.setEmailVerificationToken(deps.db, user.id, {
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(deps.now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * HOUR_MS),
  });
  if (!isWritten) return false;
  const link = deps.notifier.url(`/verify-email?token=${token}`);
  return deps.notifier.email(deps.db, {
    userId: user.id,
    to: user.email,
    language: user.language,
    kind: 'email_verification',
    compose: ({ t }) => ({
      subject: t('email_verification.subject'),
      content: {
        heading: t('email_verification.heading'),
        paragraphs: [t('email_verification.body', { hours: EMAIL_VERIFICATION_TTL_HOURS }), t('email_verification.not_you')],
        action: { label: t('email_verification.action'), url: link },
      },
    }),
  });
}

/**
 * The token is the proof: whoever sends it (signed in as anyone, or not at all) verifies the
 * address of the account the link was sent to, and only that one.
 */
export async function verifyEmail(db: Database, sessions: SessionStore, token: string, now: Date) {
  const row = await db.transaction(async (tx) => {
    const verified = await verificationRepo.consumeEmailVerificationToken(tx, hashSessionToken(token), now);
    if (!verified) throw new AppError(400, EMAIL_VERIFICATION_MESSAGES.invalidToken);
    // A confirmed address at the company website's domain verifies the employer.
    await refreshDomainVerification(tx, verified.id, now);
    return verified;
  });
  // Every instance's cached session DTO (emailVerified) is stale now.
  await sessions.forgetUser(row.id);
}

/** A new link for the signed-in user, at most EMAIL_VERIFICATION_RESENDS_PER_HOUR an hour. */
export async function resendVerificationEmail(deps: { db: Database; notifier: Notifier; throttle: Throttle; now: Date }, userId: string) {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError(401, AUTH_MESSAGES.notSignedIn);
  if (user.emailVerifiedAt) throw new AppError(409, EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  // Counted before anything is written: parallel requests on any instance share one atomic counter.
  await deps.throttle.consume(userId);
  const isSent = await deps.db.transaction((tx) => sendVerificationEmail({ db: tx, notifier: deps.notifier, now: deps.now }, user));
  // Verified by another tab between the read and the write.
  if (!isSent) throw new AppError(409, EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
}
