import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { isServedPhone } from '@core/channels/phone-countries';
import { CHANNEL_MESSAGES, type TextChannel } from '@core/channels/schemas';
import type { Language } from '@core/shared/options';
import type { Database, Executor } from '../../db/client';
import { emailTexts } from '../../lib/language';
import { AppError } from '../../plugins/errors';
import type { ChannelProviders } from '../channels/sender';
import { callerBucket, sharedPhoneCodeSteps, type PhoneCodeRules } from '../channels/verification';
import * as codeRepo from './phone-sign-in-repository';
import type { PhoneCodePurpose } from './phone-sign-in-repository';

// The rules of the profile's phone codes (channels/verification.ts), kept the same for every purpose.
const CODE_LIFETIME_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_CODES_PER_PHONE_PER_HOUR = 5;
const MAX_ATTEMPTS = 5;

// The purpose is part of what is hashed, so even a row read with the wrong purpose would not match.
const HASH_PREFIX: Record<PhoneCodePurpose, string> = { sign_in: 'signin', delete_account: 'delete', password_reset: 'reset' };
const hashCode = (purpose: PhoneCodePurpose, codeId: string, code: string) =>
  createHash('sha256').update(`${HASH_PREFIX[purpose]}:${codeId}:${code}`).digest();

export type CodeCaller = { ip: string; rules: PhoneCodeRules };

/**
 * Writes a 6-digit code of one purpose for the number, after counting the caps (per number, per
 * address, per day: every purpose and the profile's codes together) under the one lock of code
 * sends, so parallel requests on every instance cannot bend them. Returns the code; `deliver`
 * texts it. A password reset writes a code for a number without an account too (never texted),
 * so the caps and the answer are the same for every number.
 */
export async function issuePhoneCode(
  db: Database,
  input: { phone: string; channel: TextChannel; purpose: PhoneCodePurpose; userId: string | null },
  caller: CodeCaller,
  now: Date,
  findUserId?: (tx: Executor) => Promise<string | null>,
) {
  const { rules } = caller;
  if (!isServedPhone(input.phone, rules.countries)) throw new AppError(400, CHANNEL_MESSAGES.phoneCountryNotServed);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  const ip = callerBucket(caller.ip);
  const userId = await db.transaction(async (tx) => {
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
    const owner = findUserId ? await findUserId(tx) : input.userId;
    await codeRepo.insertCode(tx, {
      id,
      phone: input.phone,
      channel: input.channel,
      purpose: input.purpose,
      userId: owner,
      codeHash: hashCode(input.purpose, id, code).toString('hex'),
      ip,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      createdAt: now,
    });
    return owner;
  });
  return { code, userId };
}

/** Texts a code in the reader's language (the verification template, as every code's text). */
export async function textPhoneCode(
  providers: ChannelProviders,
  to: { phone: string; channel: TextChannel; language: Language },
  code: string,
) {
  await providers[to.channel].send({
    channel: to.channel,
    to: to.phone,
    body: emailTexts(to.language)('texts.verification', { code }),
    language: to.language,
    payload: { template: { name: 'crewbridge_verification', parameters: [code] } },
    withinWhatsappWindow: false,
  });
}

/**
 * Checks the number's latest code of this purpose (of this account, when one is named): each guess
 * is counted before it is judged, in one statement, so parallel guesses share the five. Returns
 * the code's row; the caller consumes it (codeRepo.consumeCode) in the transaction that acts on it.
 */
export async function checkPhoneCode(
  db: Executor,
  input: { phone: string; code: string; purpose: PhoneCodePurpose; userId?: string },
  now: Date,
) {
  const pending = await codeRepo.findLatestCode(db, input.phone, input.purpose, input.userId);
  if (!pending) throw new AppError(400, CHANNEL_MESSAGES.noCodePending);
  if (!(await codeRepo.countGuessUnderCap(db, pending.id, MAX_ATTEMPTS, now)))
    // Told apart, so the worker knows that waiting will not help: only a new code will.
    throw new AppError(400, pending.attempts >= MAX_ATTEMPTS ? AUTH_MESSAGES.codeTooManyTries : CHANNEL_MESSAGES.codeExpired);
  if (!timingSafeEqual(hashCode(input.purpose, pending.id, input.code), Buffer.from(pending.codeHash, 'hex')))
    throw new AppError(400, CHANNEL_MESSAGES.codeWrong);
  return pending;
}
