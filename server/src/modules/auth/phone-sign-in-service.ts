import { randomBytes, randomUUID } from 'node:crypto';
import { hasNoMailbox, placeholderEmail, type PhoneSignInRequest } from '@core/auth/phone-sign-in-schemas';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { CHANNEL_MESSAGES, type TextChannel } from '@core/channels/schemas';
import type { Language } from '@core/shared/options';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { AppError } from '../../plugins/errors';
import type { ChannelProviders } from '../channels/sender';
import { sharedPhoneCodeSteps } from '../channels/verification';
import { createEmptyWorkerProfile } from '../worker-profile/service';
import type { Notifier } from '../notifications/notifier';
import { turnOnTextChannel } from '../notifications/service';
import { reactivateIfDeactivated } from './account-service';
import { sendVerificationEmail } from './email-verification-service';
import { checkPhoneCode, issuePhoneCode, textPhoneCode, type CodeCaller } from './phone-codes';
import * as codeRepo from './phone-sign-in-repository';
import * as repo from './repository';
import { loadProfile, startSession, toUserDto, type SessionTerms } from './service';

/**
 * Texts a 6-digit sign-in code to the number. Whether the number has an account is not told (the
 * answer is the same), so the door cannot be used to learn who is a member. The caps (per number,
 * per address, per day, shared with the profile's codes) are counted and the code written under
 * the one lock of code sends, so parallel requests on every instance cannot bend them.
 */
export async function sendSignInCode(
  db: Database,
  providers: ChannelProviders,
  input: { phone: string; channel: TextChannel; language: Language },
  caller: CodeCaller,
  now: Date,
) {
  const { code } = await issuePhoneCode(db, { phone: input.phone, channel: input.channel, purpose: 'sign_in', userId: null }, caller, now);
  await textPhoneCode(providers, input, code);
  return { message: CHANNEL_MESSAGES.codeSent };
}

type Outcome =
  { refused: typeof AUTH_MESSAGES.accountFrozen | typeof AUTH_MESSAGES.phoneNotForEmployers } | { userId: string; created: boolean };

/**
 * Checks the number's latest code (each guess counted before it is judged, in one statement, so
 * parallel guesses share the five) and then, in one transaction under the number's lock, signs in
 * the worker who verified that number, or makes a worker account that owns it. An employer's
 * number is refused: employers sign in by e-mail (their invoices need an address).
 */
export async function signInWithPhoneCode(
  deps: { db: Database; notifier: Notifier },
  input: Omit<PhoneSignInRequest, 'language'> & { phone: string; language: Language },
  session: SessionTerms,
) {
  const { db } = deps;
  const { now } = session;
  const pending = await checkPhoneCode(db, { phone: input.phone, code: input.code, purpose: 'sign_in' }, now);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    if (!(await codeRepo.consumeCode(tx, pending.id, now))) throw new AppError(400, CHANNEL_MESSAGES.noCodePending);
    await sharedPhoneCodeSteps.lockPhoneOwner(tx, input.phone);
    const owner = await codeRepo.findPhoneOwner(tx, input.phone);
    if (owner) {
      if (owner.userType !== 'worker') return { refused: AUTH_MESSAGES.phoneNotForEmployers };
      if (owner.frozenAt) return { refused: AUTH_MESSAGES.accountFrozen };
      await reactivateIfDeactivated(tx, owner);
      return { userId: owner.id, created: false };
    }
    if (input.email && (await repo.findUserByEmail(tx, input.email))) throw new AppError(409, AUTH_MESSAGES.emailTaken);
    const id = randomUUID();
    const user = await repo.insertUser(tx, {
      id,
      email: input.email ?? placeholderEmail(id),
      // No password: this account signs in by its phone until the worker sets one (reset by text or e-mail).
      passwordHash,
      hasPassword: false,
      userType: 'worker',
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      phone: input.phone,
      language: input.language,
      timeZone: input.timeZone ?? null,
    });
    await createEmptyWorkerProfile(tx, user.id);
    await sharedPhoneCodeSteps.saveVerifiedPhone(tx, user.id, input.phone, now);
    // The channel he just proved he reads carries his billing texts (dunning): an account by phone may have no mailbox.
    await turnOnTextChannel(tx, user, { type: 'billing', channel: pending.channel }, now);
    if (!hasNoMailbox(user.email)) await sendVerificationEmail({ db: tx, notifier: deps.notifier, now }, user);
    return { userId: user.id, created: true };
  });
  if ('refused' in outcome) throw new AppError(403, outcome.refused);

  const token = await startSession(db, outcome.userId, session);
  const user = (await repo.findUserById(db, outcome.userId))!;
  const profile = await loadProfile(db, user.id, user.userType);
  return { user: toUserDto(user), profile, token, created: outcome.created };
}
