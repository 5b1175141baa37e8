import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CHANNEL_MESSAGES } from '@core/channels/schemas';
import { emailTexts } from '../../lib/language';
import { AppError } from '../../plugins/errors';
import * as repo from './repository';
const CODE_LIFETIME_MS = 10 * 60_000;
const RATE_WINDOW_MS = 60 * 60_000;
/** Codes per hour, per user and per number: enough for typos, too few to text a stranger's phone all day. */
const MAX_CODES_PER_HOUR = 5;
/** Wrong guesses per code: a million codes cannot be walked through five at a time. */
const MAX_ATTEMPTS = 5;
// Keyed by the verification's id, so the same code sent twice never hashes alike.
const hashCode = (verificationId, code) => createHash('sha256').update(`${verificationId}:${code}`).digest();
/**
 * Sends a 6-digit code to the number on the chosen channel. The code goes out at once (not through
 * the outbox): the user is waiting for it, and nothing else may go to a number before it is verified.
 */
export async function sendPhoneCode(db, providers, user, input, now) {
    const since = new Date(now.getTime() - RATE_WINDOW_MS);
    const [byUser, byPhone] = await Promise.all([
        repo.countVerificationsSince(db, { userId: user.id }, since),
        repo.countVerificationsSince(db, { phone: input.phone }, since),
    ]);
    if (byUser >= MAX_CODES_PER_HOUR || byPhone >= MAX_CODES_PER_HOUR)
        throw new AppError(429, CHANNEL_MESSAGES.tooManyCodes);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    await repo.insertVerification(db, {
        id,
        userId: user.id,
        phone: input.phone,
        channel: input.channel,
        codeHash: hashCode(id, code).toString('hex'),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
        createdAt: now,
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
/** Confirms the signed-in user's latest code; their number then receives what they turn on. */
export async function confirmPhoneCode(db, userId, code, now) {
    const pending = await repo.findLatestVerification(db, userId);
    if (!pending)
        throw new AppError(400, CHANNEL_MESSAGES.noCodePending);
    if (pending.expiresAt <= now || pending.attempts >= MAX_ATTEMPTS)
        throw new AppError(400, CHANNEL_MESSAGES.codeExpired);
    const matches = timingSafeEqual(hashCode(pending.id, code), Buffer.from(pending.codeHash, 'hex'));
    if (!matches) {
        await repo.countVerificationAttempt(db, pending.id);
        throw new AppError(400, CHANNEL_MESSAGES.codeWrong);
    }
    if (!(await repo.consumeVerification(db, pending.id, now)))
        throw new AppError(400, CHANNEL_MESSAGES.noCodePending);
    await repo.saveVerifiedPhone(db, userId, pending.phone, now);
    return { message: CHANNEL_MESSAGES.phoneVerified };
}
export async function getPhoneStatus(db, userId, pushPublicKey, now) {
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
