import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { isServedPhone } from '@core/channels/phone-countries';
import { CHANNEL_MESSAGES, type PhoneStatus, type TextChannel } from '@core/channels/schemas';
import type { Language } from '@core/shared/options';
import type { Database, Executor } from '../../db/client';
import { emailTexts } from '../../lib/language';
import { AppError } from '../../plugins/errors';
import type { ChannelProviders } from './sender';
import * as repo from './repository';
import * as verificationRepo from './verification-repository';

const CODE_LIFETIME_MS = 10 * 60_000;
const RATE_WINDOW_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Codes per hour, per user and per number: enough for typos, too few to text a stranger's phone all day. */
const MAX_CODES_PER_HOUR = 5;
/** Wrong guesses per code: a million codes cannot be walked through five at a time. */
const MAX_ATTEMPTS = 5;

/** The operator's rules on who may be sent a code, where, and how many (PHONE_CODE_* and PHONE_CODES_* settings). */
export interface PhoneCodeRules {
  countries: readonly string[];
  perIpPerHour: number;
  perDay: number;
  accountCheck: 'confirmed-email' | 'min-age' | 'both';
  minAccountAgeMinutes: number;
}

/** Tells an account that lost its number to a newer verification, in the confirming transaction. */
export type PhoneTakenNotice = (
  db: Executor,
  previous: { userId: string; email: string; language: Language },
  phone: string,
) => Promise<unknown>;

/**
 * The caller as the per-address cap counts it: an IPv4 address, or an IPv6 address's /64 (one
 * home or server is given a whole /64, so its single addresses cost nothing to change).
 */
export function callerBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

// Keyed by the verification's id, so the same code sent twice never hashes alike.
const hashCode = (verificationId: string, code: string) => createHash('sha256').update(`${verificationId}:${code}`).digest();

async function checkRequester(db: Executor, userId: string, rules: PhoneCodeRules, now: Date) {
  const account = await verificationRepo.findCodeRequester(db, userId);
  if (!account || (rules.accountCheck !== 'min-age' && !account.emailVerifiedAt))
    throw new AppError(403, CHANNEL_MESSAGES.emailNotConfirmed);
  const ageMs = now.getTime() - account.createdAt.getTime();
  if (rules.accountCheck !== 'confirmed-email' && ageMs < rules.minAccountAgeMinutes * 60_000)
    throw new AppError(403, CHANNEL_MESSAGES.accountTooNew);
}

/**
 * Sends a 6-digit code to the number on the chosen channel. The code goes out at once (not through
 * the outbox): the user is waiting for it, and nothing else may go to a number before it is verified.
 * The caps are counted and the code written under one lock (verification-repository.ts lockCodeSends).
 */
export async function sendPhoneCode(
  db: Database,
  providers: ChannelProviders,
  user: { id: string; language: Language },
  input: { phone: string; channel: TextChannel },
  caller: { ip: string; rules: PhoneCodeRules },
  now: Date,
) {
  const { rules } = caller;
  if (!isServedPhone(input.phone, rules.countries)) throw new AppError(400, CHANNEL_MESSAGES.phoneCountryNotServed);
  await checkRequester(db, user.id, rules, now);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await verificationRepo.lockCodeSends(tx);
    const counts = await verificationRepo.countCodeSends(
      tx,
      { userId: user.id, phone: input.phone, ip: callerBucket(caller.ip) },
      new Date(now.getTime() - RATE_WINDOW_MS),
      new Date(now.getTime() - DAY_MS),
    );
    if (counts.today >= rules.perDay) throw new AppError(429, CHANNEL_MESSAGES.codesPaused);
    if (counts.byUser >= MAX_CODES_PER_HOUR || counts.byPhone >= MAX_CODES_PER_HOUR || counts.byIp >= rules.perIpPerHour)
      throw new AppError(429, CHANNEL_MESSAGES.tooManyCodes);
    await repo.insertVerification(tx, {
      id,
      userId: user.id,
      phone: input.phone,
      channel: input.channel,
      codeHash: hashCode(id, code).toString('hex'),
      ip: callerBucket(caller.ip),
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      createdAt: now,
    });
  });
  const body = emailTexts(user.language)('texts.verification', { code });
  await providers[input.channel].send({
    channel: input.channel,
    to: input.phone,
    body,
    language: user.language,
    payload: { template: { name: 'crewbridge_verification', parameters: [code] } },
    // A number not yet verified has never written to us: WhatsApp allows only a template.
    withinWhatsappWindow: false,
  });
  return { message: CHANNEL_MESSAGES.codeSent };
}

/**
 * Confirms the signed-in user's latest code; their number then receives what they turn on. Each
 * guess is counted before it is judged, in one statement, so parallel guesses share the five. The
 * number then belongs to this account alone: any other account that had it loses it and is told.
 */
export async function confirmPhoneCode(db: Database, userId: string, code: string, now: Date, noticeTaken: PhoneTakenNotice) {
  const pending = await repo.findLatestVerification(db, userId);
  if (!pending) throw new AppError(400, CHANNEL_MESSAGES.noCodePending);
  if (!(await verificationRepo.countGuessUnderCap(db, pending.id, MAX_ATTEMPTS, now)))
    throw new AppError(400, CHANNEL_MESSAGES.codeExpired);
  const matches = timingSafeEqual(hashCode(pending.id, code), Buffer.from(pending.codeHash, 'hex'));
  if (!matches) throw new AppError(400, CHANNEL_MESSAGES.codeWrong);
  await db.transaction(async (tx) => {
    if (!(await repo.consumeVerification(tx, pending.id, now))) throw new AppError(400, CHANNEL_MESSAGES.noCodePending);
    await verificationRepo.lockPhoneOwner(tx, pending.phone);
    const previous = await verificationRepo.removePhoneFromOthers(tx, pending.phone, userId);
    await repo.saveVerifiedPhone(tx, userId, pending.phone, now);
    for (const account of previous) await noticeTaken(tx, account, pending.phone);
  });
  return { message: CHANNEL_MESSAGES.phoneVerified };
}

export async function getPhoneStatus(db: Executor, userId: string, pushPublicKey: string | null, now: Date): Promise<PhoneStatus> {
  const [phone, pending] = await Promise.all([repo.findPhone(db, userId), repo.findLatestVerification(db, userId)]);
  const isPending = pending && pending.expiresAt > now && pending.attempts < MAX_ATTEMPTS;
  return {
    phone: phone?.phone ?? null,
    verified: Boolean(phone),
    pendingPhone: isPending ? pending.phone : null,
    smsOptedOut: Boolean(phone?.smsOptedOutAt),
    whatsappOptedOut: Boolean(phone?.whatsappOptedOutAt),
    pushPublicKey,
  };
}

/**
 * What auth's sign-in by phone (issue 55) shares with this door: the one lock of code sends (its
 * caps count both kinds of code), the lock on a number's owner, and saving a verified number.
 */
export const sharedPhoneCodeSteps = {
  lockCodeSends: verificationRepo.lockCodeSends,
  lockPhoneOwner: verificationRepo.lockPhoneOwner,
  saveVerifiedPhone: repo.saveVerifiedPhone,
};
