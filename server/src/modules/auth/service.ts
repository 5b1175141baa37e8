import { hasNoMailbox } from '@core/auth/phone-sign-in-schemas';
import { AUTH_MESSAGES, type RegisterRequest, type User } from '@core/auth/schemas';
import type { AccountType } from '@core/shared/options';
import type { Database, Executor } from '../../db/client';
import { createBatchedReader } from '../../lib/batched-reads';
import type { EventBus } from '../../lib/event-bus';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import { AppError } from '../../plugins/errors';
import type { Throttle, ThrottleRule } from '../../plugins/rate-limit';
import { createEmptyEmployerProfile, loadEmployerProfile } from '../employer-profile/service';
import { createEmptyWorkerProfile, loadWorkerProfile } from '../worker-profile/service';
import { updateUserSettings } from './account-repository';
import { reactivateIfDeactivated } from './account-service';
import { sendVerificationEmail } from './email-verification-service';
import type { Notifier } from '../notifications/notifier';
import * as repo from './repository';
import { createSessionCache, SESSIONS_CHANGED_EVENT, type SessionStore } from '../../lib/session-cache';

const DAY_MS = 24 * 60 * 60 * 1000;
// Verifying against this keeps an unknown e-mail as slow as a wrong password.
const DUMMY_HASH_PROMISE = hashPassword('not-a-real-password');

export function toUserDto(row: repo.UserRow): User {
  return {
    id: row.id,
    userType: row.userType,
    // An account that joined by phone without an e-mail shows none (its stored address is a placeholder).
    email: hasNoMailbox(row.email) ? '' : row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    location: row.location,
    avatarUrl: row.avatarUrl,
    language: row.language,
    timeZone: row.timeZone,
    emailVerified: row.emailVerifiedAt !== null,
    confirmsWithCode: !row.hasPassword,
  };
}

export function findUserById(db: Executor, id: string) {
  return repo.findUserById(db, id);
}

/** An operator has no profile: they run the marketplace, they neither work nor hire. */
export async function loadProfile(db: Executor, userId: string, userType: AccountType) {
  if (userType === 'operator') return null;
  return userType === 'worker' ? loadWorkerProfile(db, userId) : loadEmployerProfile(db, userId);
}

/** A new session's lifetime: `ttlDays` from `now` (the app clock). */
export interface SessionTerms {
  ttlDays: number;
  now: Date;
}

export async function startSession(db: Executor, userId: string, { ttlDays, now }: SessionTerms) {
  const token = createSessionToken();
  await repo.insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
  });
  return token;
}

/** A new account, signed in at once; its address gets a verification link in the same transaction. */
export async function register(db: Database, notifier: Notifier, input: RegisterRequest & { email: string }, session: SessionTerms) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await repo.findUserByEmail(tx, input.email)) {
      throw new AppError(409, AUTH_MESSAGES.emailTaken);
    }
    const user = await repo.insertUser(tx, {
      email: input.email,
      passwordHash,
      userType: input.userType,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      language: input.language,
      timeZone: input.timeZone ?? null,
    });
    const profile =
      user.userType === 'worker' ? await createEmptyWorkerProfile(tx, user.id) : await createEmptyEmployerProfile(tx, user.id);
    await sendVerificationEmail({ db: tx, notifier, now: session.now }, user);
    const token = await startSession(tx, user.id, session);
    return { user: toUserDto(user), profile, token };
  });
}

/** An operator account (npm run operator:create): no profile, and registration never makes one. */
export async function insertOperator(tx: Executor, input: { email: string; passwordHash: string }, now: Date) {
  if (await repo.findUserByEmail(tx, input.email)) throw new AppError(409, AUTH_MESSAGES.emailTaken);
  // Whoever runs the command vouches for the address; operators get no notifications anyway.
  return repo.insertUser(tx, { ...input, userType: 'operator', emailVerifiedAt: now });
}

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

/** Per e-mail, from any IP: 10 failed sign-ins within 15 minutes refuse that account for 15 minutes. */
export const SIGN_IN_THROTTLE: ThrottleRule = {
  name: 'sign-in',
  max: 10,
  windowMs: FIFTEEN_MINUTES_MS,
  blockMs: FIFTEEN_MINUTES_MS,
  message: AUTH_MESSAGES.tooManySignIns,
};

export async function login(
  db: Database,
  throttle: Throttle,
  { email, password, timeZone }: { email: string; password: string; timeZone?: string },
  session: SessionTerms,
) {
  // Counted before the password check, so parallel guesses cannot slip past the limit; the right password forgets them.
  await throttle.consume(email);
  const user = await repo.findUserByEmail(db, email);
  const isValid = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !isValid) throw new AppError(401, AUTH_MESSAGES.invalidCredentials);
  await throttle.reset(email);
  // Told only to whoever knows the password, so the freeze does not reveal which e-mails have accounts.
  if (user.frozenAt) throw new AppError(403, AUTH_MESSAGES.accountFrozen);
  const reactivated = await reactivateIfDeactivated(db, user);
  // The browser signing in knows where the user is now: a trip or a move shows in the next e-mail.
  const current = timeZone && timeZone !== user.timeZone ? ((await updateUserSettings(db, user.id, { timeZone })) ?? user) : user;
  const token = await startSession(db, user.id, session);
  const profile = await loadProfile(db, user.id, user.userType);
  return { user: toUserDto(current), profile, token, ...(reactivated && { reactivated }) };
}

// Short enough that an instance which missed a change notification (its listener was
// reconnecting) serves the old session for seconds at most.
const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * Who is behind a session token, remembered briefly per instance. `forgetUser` must follow
 * every change to a user's sessions or user fields: it clears this instance at once and the
 * others through the event bus.
 */
export function createSessionStore(db: Executor, events: EventBus, clock: () => Date): SessionStore {
  // The tokens missing at the same time are looked up in one statement.
  const reader = createBatchedReader(async (tokenHashes: string[]) => {
    const rows = await repo.findUsersByActiveSessions(db, tokenHashes, clock());
    const sessionOf = new Map(rows.map((row) => [row.tokenHash, { user: toUserDto(row.user), expiresAt: row.expiresAt }]));
    return tokenHashes.map((tokenHash) => sessionOf.get(tokenHash) ?? null);
  });
  const cache = createSessionCache({
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
    load: (tokenHash) => reader.read(tokenHash),
    now: () => clock().getTime(),
  });
  const unsubscribe = events.subscribe((event) => {
    if (event.type === SESSIONS_CHANGED_EVENT) cache.forgetUser(event.userId);
  });
  return {
    findUser: (token: string) => cache.findUser(hashSessionToken(token)),
    async forgetUser(userId: string) {
      cache.forgetUser(userId);
      await events.publish({ userId, type: SESSIONS_CHANGED_EVENT, payload: null });
    },
    close: unsubscribe,
  };
}

export type { SessionStore };

export async function logout(db: Executor, sessions: SessionStore, token: string, now: Date) {
  const userId = await repo.revokeSession(db, hashSessionToken(token), now);
  if (userId) await sessions.forgetUser(userId);
}
