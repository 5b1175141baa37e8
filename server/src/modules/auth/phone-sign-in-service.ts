import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { hasNoMailbox, placeholderEmail, type PhoneSignInRequest } from '@core/auth/phone-sign-in-schemas';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { isServedPhone } from '@core/channels/phone-countries';
import { CHANNEL_MESSAGES, type TextChannel } from '@core/channels/schemas';
import type { Language } from '@core/shared/options';
import type { Database } from '../../db/client';
import { emailTexts } from '../../lib/language';
import { hashPassword } from '../../lib/password';
import { AppError } from '../../plugins/errors';
import type { ChannelProviders } from '../channels/sender';
import { callerBucket, sharedPhoneCodeSteps, type PhoneCodeRules } from '../channels/verification';
import { createEmptyWorkerProfile } from '../worker-profile/service';
import type { Notifier } from '../notifications/notifier';
import { reactivateIfDeactivated } from './account-service';
import { sendVerificationEmail } from './email-verification-service';
import * as codeRepo from './phone-sign-in-repository';
import * as repo from './repository';
import { loadProfile, startSession, toUserDto, type SessionTerms } from './service';

// The rules of the profile's phone codes (channels/verification.ts), kept the same for this door.
const CODE_LIFETIME_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_CODES_PER_PHONE_PER_HOUR = 5;
const MAX_ATTEMPTS = 5;

const hashCode = (codeId: string, code: string) => createHash('sha256').update(`signin:${codeId}:${code}`).digest();

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
  caller: { ip: string; rules: PhoneCodeRules },
  now: Date,
) {
  const { rules } = caller;
  if (!isServedPhone(input.phone, rules.countries)) throw new AppError(400, CHANNEL_MESSAGES.phoneCountryNotServed);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  const ip = callerBucket(caller.ip);
  await db.transaction(async (tx) => {
    await sharedPhoneCodeSteps.lockCodeSends(tx);
    const counts = await codeRepo.countCodeSends(
      tx,
      { phone: input.phone, ip },
      new Date(now.getTime() - HOUR_MS),
      new Date(now.getTime() - DAY_MS),
    );
    if (counts.today >= rules.perDay) throw new AppError(429, CHANNEL_MESSAGES.codesPaused);
    if (counts.byPhone >= MAX_CODES_PER_PHONE_PER_HOUR || counts.byIp >= rules.perIpPerHour)
      throw new AppError(429, CHANNEL_MESSAGES.tooManyCodes);
    await codeRepo.insertCode(tx, {
      id,
      phone: input.phone,
      channel: input.channel,
      codeHash: hashCode(id, code).toString('hex'),
      ip,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      createdAt: now,
    });
  });
  await providers[input.channel].send({
    channel: input.channel,
    to: input.phone,
    body: emailTexts(input.language)('texts.verification', { code }),
    language: input.language,
    payload: { template: { name: 'crewbridge_verification', parameters: [code] } },
    withinWhatsappWindow: false,
  });
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
  const pending = await codeRepo.findLatestCode(db, input.phone);
  if (!pending) throw new AppError(400, CHANNEL_MESSAGES.noCodePending);
  if (!(await codeRepo.countGuessUnderCap(db, pending.id, MAX_ATTEMPTS, now)))
    // Told apart, so the worker knows that waiting will not help: only a new code will.
    throw new AppError(400, pending.attempts >= MAX_ATTEMPTS ? AUTH_MESSAGES.codeTooManyTries : CHANNEL_MESSAGES.codeExpired);
  if (!timingSafeEqual(hashCode(pending.id, input.code), Buffer.from(pending.codeHash, 'hex')))
    throw new AppError(400, CHANNEL_MESSAGES.codeWrong);
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
      // No password: this account signs in by its phone until the worker sets one (password reset by e-mail).
      passwordHash,
      userType: 'worker',
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      phone: input.phone,
      language: input.language,
      timeZone: input.timeZone ?? null,
    });
    await createEmptyWorkerProfile(tx, user.id);
    await sharedPhoneCodeSteps.saveVerifiedPhone(tx, user.id, input.phone, now);
    if (!hasNoMailbox(user.email)) await sendVerificationEmail({ db: tx, notifier: deps.notifier, now }, user);
    return { userId: user.id, created: true };
  });
  if ('refused' in outcome) throw new AppError(403, outcome.refused);

  const token = await startSession(db, outcome.userId, session);
  const user = (await repo.findUserById(db, outcome.userId))!;
  const profile = await loadProfile(db, user.id, user.userType);
  return { user: toUserDto(user), profile, token, created: outcome.created };
}
