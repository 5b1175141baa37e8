import { PHONE_ACCOUNT_MESSAGES } from '@core/auth/phone-account-schemas';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { CHANNEL_MESSAGES, type TextChannel } from '@core/channels/schemas';
import type { Language } from '@core/shared/options';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { AppError } from '../../plugins/errors';
import type { ChannelProviders } from '../channels/sender';
import { sharedPhoneCodeSteps } from '../channels/verification';
import { reactivateIfDeactivated } from './account-service';
import { revokeAllSessionsOfUser, revokeOtherSessionsOfUser } from './account-repository';
import { checkPhoneCode, issuePhoneCode, textPhoneCode, type CodeCaller } from './phone-codes';
import * as codeRepo from './phone-sign-in-repository';
import * as repo from './repository';
import { loadProfile, startSession, toUserDto, type SessionStore, type SessionTerms } from './service';

/**
 * Texts the signed-in account a code for one of its own actions (deleting it, setting a password),
 * to the number it verified. Only an account without a password needs one: one with a password
 * confirms with it, so it is told so rather than sent a text.
 */
export async function sendAccountCode(
  deps: { db: Database; providers: ChannelProviders },
  user: { id: string; language: Language },
  input: { channel: TextChannel; purpose: 'delete_account' | 'password_reset' },
  caller: CodeCaller,
  now: Date,
) {
  const account = await repo.findUserById(deps.db, user.id);
  if (!account) throw new AppError(401, AUTH_MESSAGES.notSignedIn);
  if (account.hasPassword && input.purpose === 'delete_account') throw new AppError(400, PHONE_ACCOUNT_MESSAGES.usePassword);
  const phone = await codeRepo.findVerifiedPhoneOfUser(deps.db, user.id);
  if (!phone) throw new AppError(400, PHONE_ACCOUNT_MESSAGES.noVerifiedPhone);
  const { code } = await issuePhoneCode(deps.db, { phone, channel: input.channel, purpose: input.purpose, userId: user.id }, caller, now);
  await textPhoneCode(deps.providers, { phone, channel: input.channel, language: account.language }, code);
  return { message: CHANNEL_MESSAGES.codeSent };
}

/**
 * "Forgot password" by phone. The answer, the caps and the statements run are the same whether or
 * not a worker verified the number: a code row is written either way (for nobody when there is no
 * such worker) and the text is sent after the answer, so neither the answer nor its time tells who
 * is a member. Employers reset by e-mail.
 */
export async function requestPhonePasswordReset(
  deps: { db: Database; providers: ChannelProviders; log: FastifyBaseLogger },
  input: { phone: string; channel: TextChannel; language: Language },
  caller: CodeCaller,
  now: Date,
) {
  let language = input.language;
  const { code, userId } = await issuePhoneCode(
    deps.db,
    { phone: input.phone, channel: input.channel, purpose: 'password_reset', userId: null },
    caller,
    now,
    async (tx) => {
      const owner = await codeRepo.findPhoneOwner(tx, input.phone);
      if (!owner || owner.userType !== 'worker' || owner.frozenAt) return null;
      language = owner.language;
      return owner.id;
    },
  );
  if (userId) {
    // Not awaited: a provider's round trip would make the answer slower for members only.
    textPhoneCode(deps.providers, { phone: input.phone, channel: input.channel, language }, code).catch((err: unknown) =>
      deps.log.error({ err }, 'could not text a password reset code'),
    );
  }
  return { message: PHONE_ACCOUNT_MESSAGES.resetCodeSent };
}

/**
 * Sets the new password of the worker who verified the number, with the reset code texted to it:
 * every session ends, the code is used up, and a new session starts. A code for a number nobody
 * owns (never texted) or that changed owner since it was sent is refused as a wrong code.
 */
export async function resetPasswordByPhone(
  deps: { db: Database; sessions: SessionStore },
  input: { phone: string; code: string; password: string },
  session: SessionTerms,
) {
  const { now } = session;
  const pending = await checkPhoneCode(deps.db, { phone: input.phone, code: input.code, purpose: 'password_reset' }, now);
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (tx) => {
    if (!(await codeRepo.consumeCode(tx, pending.id, now))) throw new AppError(400, CHANNEL_MESSAGES.noCodePending);
    await sharedPhoneCodeSteps.lockPhoneOwner(tx, input.phone);
    const owner = await codeRepo.findPhoneOwner(tx, input.phone);
    if (!owner || owner.id !== pending.userId) throw new AppError(400, CHANNEL_MESSAGES.codeWrong);
    if (owner.frozenAt) throw new AppError(403, AUTH_MESSAGES.accountFrozen);
    await codeRepo.setPassword(tx, owner.id, passwordHash);
    await revokeAllSessionsOfUser(tx, owner.id, now);
    await reactivateIfDeactivated(tx, owner);
    return owner;
  });
  await deps.sessions.forgetUser(user.id);
  const token = await startSession(deps.db, user.id, session);
  const profile = await loadProfile(deps.db, user.id, user.userType);
  return { user: toUserDto({ ...user, deactivatedAt: null, hasPassword: true }), profile, token };
}

/** A signed-in account sets a password with the code texted to its verified number; its other sessions end. */
export async function setPasswordByCode(
  deps: { db: Database; sessions: SessionStore },
  userId: string,
  input: { code: string; password: string; keepTokenHash: string | null },
  now: Date,
) {
  const phone = await codeRepo.findVerifiedPhoneOfUser(deps.db, userId);
  if (!phone) throw new AppError(400, PHONE_ACCOUNT_MESSAGES.noVerifiedPhone);
  const pending = await checkPhoneCode(deps.db, { phone, code: input.code, purpose: 'password_reset', userId }, now);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await codeRepo.consumeCode(tx, pending.id, now))) throw new AppError(400, CHANNEL_MESSAGES.noCodePending);
    await codeRepo.setPassword(tx, userId, passwordHash);
    await revokeOtherSessionsOfUser(tx, userId, input.keepTokenHash, now);
  });
  await deps.sessions.forgetUser(userId);
  return { message: PHONE_ACCOUNT_MESSAGES.passwordSaved };
}
